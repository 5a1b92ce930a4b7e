// A word broken at a line's end with a plain hyphen: "Co-" ↵ "founder", "Vice-" ↵ "President", "Head of Busi-" ↵ "ness
// Development". A narrow column (a title cell, a sidebar) breaks a job's title so, and the entry readers then take the
// two pieces for two header lines (a title and an employer), lose the title or the whole job. The pieces are joined
// back into one line before the sections are read: the hyphen kept where both parts are words of their own ("Co-founder",
// "Vice-President", "IT-Leiter"), dropped inside a word ("Business"). Pure; string steps only.
import { keepsHyphen, WINDOW } from '../extract/soft-hyphens.js';
import { isCasedLetter, isSmallLetter } from '../classify/text.js';
import { isDateCell } from './date-rows.js';
import { headingKindOf } from './vocabulary.js';

/** The longest line that may end in a broken word and be joined: a header line or a line of prose, not a run of text. */
const MAX_LINE = 80;

/** The line ends in a letter and a hyphen ("Co-", "Head of Busi-"), not in a dash set apart or two hyphens. */
function endsInBreak(line: string): boolean {
  return line.length >= 2 && line.length <= MAX_LINE && line.endsWith('-') && isCasedLetter(line.charAt(line.length - 2));
}

/**
 * The lines with each word broken at a line's end by a hyphen joined back on the first line; the very array when none is.
 * The broken word ends the line (its last cell: "10/2022 – 01/2026⇥Head of Busi-"), or ends its first cell where the cells
 * after it are the row's date ("Vice-⇥2016 – 2019" over "President": the period set flush right on the title's row). A
 * period alone on the line between the pieces ("Projekt-" ↵ "2023 – 2024" ↵ "leiter": a date column read as a line of its
 * own) stays where it is, after the joined line.
 */
export function joinHyphenBreaks(lines: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = (out ?? lines)[i]!;
    if (i + 1 >= lines.length || !line.includes('-')) continue;
    const tab = line.indexOf('\t');
    const whole = line.trimEnd();
    // The break ends the line, or its first cell.
    const head = endsInBreak(whole.slice(whole.lastIndexOf('\t') + 1)) ? whole : tab < 0 ? whole : line.slice(0, tab).trimEnd();
    const tail = head === whole ? '' : line.slice(tab);
    if (!endsInBreak(head.slice(head.lastIndexOf('\t') + 1))) continue;
    // The rest on the next line, or on the one after a period alone.
    const skip = isDateCell(lines[i + 1]!.trim()) && i + 2 < lines.length ? 1 : 0;
    const rest = lines[i + 1 + skip]!.trimStart();
    if (rest.length > MAX_LINE || rest.includes('\t') || !isCasedLetter(rest.charAt(0)) || headingKindOf(rest) !== undefined) continue;
    // Across a period alone, only a word broken inside it (a small letter goes on): a capital there opens the next entry.
    if (skip === 1 && !isSmallLetter(rest.charAt(0))) continue;
    const left = head.slice(0, -1);
    const joined = left + (keepsHyphen(left.slice(-WINDOW), rest) ? '-' : '') + rest;
    out ??= [...lines];
    out[i] = `${joined}${tail}`;
    if (skip === 1) {
      out[i + 1] = lines[i + 1]!;
      out[i + 2] = '';
    } else out[i + 1] = '';
  }
  return out === undefined ? lines : out.filter((l) => l !== '');
}
