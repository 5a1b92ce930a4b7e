// "BSc Geology — Example University 2019" among studies dated by periods: the year a study ended printed at the end of
// its row after a space (a PDF row whose date cell stands close to the text, or a template that sets it so), not in a
// cell of its own. Set apart as a cell, it anchors the study as a year cell does; left in the text it joins the row to
// the study above.
import { isDetailLine, splitParts } from './entries.js';
import { isDegree, isSchoolName } from './roles.js';

// A row's text (letters, no digit, no cell), then spaces or a comma, then a year alone.
const YEAR_AFTER_TEXT = /^([^\d\t]*\p{L}[^\d\t]*?)[\s,]+((?:19|20)\d{2})\s*$/u;

/** The row with its end year set in a cell of its own, where its text names a school or a degree; else the row as it was. */
export function yearAsCell(line: string): string {
  const m = YEAR_AFTER_TEXT.exec(line);
  if (!m || isDetailLine(line)) return line;
  const parts = splitParts(m[1]!);
  return parts.some((p) => isSchoolName(p) || isDegree(p)) ? `${m[1]!.trimEnd()}\t${m[2]!}` : line;
}
