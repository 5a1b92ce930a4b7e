// "Invalid Date – Jul 2022", "Invalid date - Jul, 2022": what JavaScript's Date (and moment.js) print for a date
// the CV left out. Web CV themes format their dates in script, so a job given an end date only is printed with this
// placeholder for its start, and the period reader, which knows no such date, reads no period at all: the job loses
// its end date and its header its anchor. The placeholder is a date not given: taken out, "– Jul 2022" is read as
// the job's end, as it is where a template prints nothing for the missing start. Pure.

/** The placeholder, in the two spellings the date libraries print, as a whole phrase. */
const PLACEHOLDER = /(?<![\p{L}\d])invalid date(?![\p{L}\d])/giu;

/**
 * The row without its placeholder. The cells after the placeholder's that hold no year ("Invalid date - Jul, 2022<tab>Joined
 * Today") are what the script worked out from the missing date, a duration that means nothing: they go too, so that the end
 * stands alone in its cell as an end printed without its start does.
 */
function withoutPlaceholder(row: string): string {
  if (!/invalid date/iu.test(row)) return row;
  const cells = row.split('\t');
  const at = cells.findIndex((cell) => /invalid date/iu.test(cell));
  const kept = cells.slice(at + 1).some((cell) => /\d{4}/u.test(cell)) ? cells : cells.slice(0, at + 1);
  return kept.map((cell) => cell.replace(PLACEHOLDER, '').trim()).join('\t');
}

/** The rows with each date placeholder taken out; the very array when no row holds one. */
export function withoutDatePlaceholders(rows: readonly string[]): readonly string[] {
  if (!rows.some((row) => /invalid date/iu.test(row))) return rows;
  return rows.map(withoutPlaceholder);
}
