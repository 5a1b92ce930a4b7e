// "Invalid Date – Jul 2022", "Invalid date - Jul, 2022": what JavaScript's Date (and moment.js) print for a date
// the CV left out. Web CV themes format their dates in script, so a job given an end date only is printed with this
// placeholder for its start, and the period reader, which knows no such date, reads no period at all: the job loses
// its end date and its header its anchor. The placeholder is a date not given: taken out, "– Jul 2022" is read as
// the job's end, as it is where a template prints nothing for the missing start. Pure.

/** The placeholder, in the two spellings the date libraries print, as a whole phrase. */
const PLACEHOLDER = /(?<![\p{L}\d])invalid date(?![\p{L}\d])/giu;

/** The rows with each date placeholder taken out; the very array when no row holds one. */
export function withoutDatePlaceholders(rows: readonly string[]): readonly string[] {
  if (!rows.some((row) => /invalid date/iu.test(row))) return rows;
  return rows.map((row) => row.replace(PLACEHOLDER, '').replace(/^[ ]+/u, '').replace(/\t[ ]+/gu, '\t'));
}
