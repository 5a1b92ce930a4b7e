// A word broken at a line's end with a plain hyphen: "Co-" ↵ "founder", "Vice-" ↵ "President", "Head of Busi-" ↵ "ness
// Development". A narrow column (a title cell, a sidebar) breaks a job's title so, and the entry readers then take the
// two pieces for two header lines (a title and an employer), lose the title or the whole job. The pieces are joined
// back into one line before the sections are read: the hyphen kept where both parts are words of their own ("Co-founder",
// "Vice-President", "IT-Leiter"), dropped inside a word ("Business"). Pure; string steps only.
import { keepsHyphen, WINDOW } from '../extract/soft-hyphens.js';
import { isCasedLetter } from '../classify/text.js';
import { headingKindOf } from './vocabulary.js';

/** The longest line that may end in a broken word and be joined: a header line or a line of prose, not a run of text. */
const MAX_LINE = 80;

/** The line ends in a letter and a hyphen ("Co-", "Head of Busi-"), not in a dash set apart or two hyphens. */
function endsInBreak(line: string): boolean {
  return line.length >= 2 && line.length <= MAX_LINE && line.endsWith('-') && isCasedLetter(line.charAt(line.length - 2));
}

/**
 * The lines with each word broken at a line's end by a hyphen joined back on the first line; the very array when none is.
 * The broken word ends the line, or ends its first cell where the cells after it are the row's date ("Vice-⇥2016 – 2019"
 * over "President": the period set flush right on the title's row).
 */
export function joinHyphenBreaks(lines: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = (out ?? lines)[i]!;
    const next = lines[i + 1];
    if (next === undefined || !line.includes('-')) continue;
    const tab = line.indexOf('\t');
    const head = (tab < 0 ? line : line.slice(0, tab)).trimEnd();
    if (!endsInBreak(head)) continue;
    const rest = next.trimStart();
    if (rest.length > MAX_LINE || rest.includes('\t') || !isCasedLetter(rest.charAt(0)) || headingKindOf(rest) !== undefined) continue;
    const left = head.slice(0, -1);
    const joined = left + (keepsHyphen(left.slice(-WINDOW), rest) ? '-' : '') + rest;
    out ??= [...lines];
    out[i] = tab < 0 ? joined : `${joined}${line.slice(tab)}`;
    out[i + 1] = '';
  }
  return out === undefined ? lines : out.filter((l) => l !== '');
}
