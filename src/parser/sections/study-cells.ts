// A study row's last cell read across a gutter. A PDF page whose contact block or sidebar stands beside the body can
// have its gutter found through a table of studies: "2018 – 2021   Example University" is read in the left column and
// the degree cell of that row ("Bachelor of Science in Geology") in the right one, after everything else, and the study
// loses its degree (or its school). The positioned lines still show the row: the two halves stand on one baseline, one
// dated and naming a school or a degree, the other undated and naming the other. Each such pair is one row again, in
// the left half's place. Pure.
import { splitParts } from './entries.js';
import { findPeriod } from './periods.js';
import { isDegree, isSchoolName } from './roles.js';
import { isPlaced, rowTolerance, type Placed } from './positioned.js';
import type { TextLine } from '../types.js';
import { HAS_YEAR } from '../classify/text.js';

type InColumn = Placed & { column: number };
const inColumn = (line: TextLine): line is InColumn => isPlaced(line) && line.column !== undefined;

const dated = (text: string): boolean => HAS_YEAR.test(text) || findPeriod(text) !== undefined;

/** What a half of a study row names: a school and no degree, a degree and no school, or neither. */
function names(text: string): 'school' | 'degree' | undefined {
  const parts = splitParts(text.replace(/\t+/gu, '  '));
  const school = parts.some((p) => isSchoolName(p) && !isDegree(p));
  const degree = parts.some(isDegree);
  if (school && !degree) return 'school';
  if (degree && !school) return 'degree';
  return undefined;
}

/** The most words a study's cell holds: more is a paragraph's line. */
const MAX_CELL_WORDS = 14;

/** The lines with each study row cut by a gutter joined again in its left half's place; the very array when none is. */
export function withStudyCellsJoined(lines: readonly TextLine[]): readonly TextLine[] {
  const onRow = (a: InColumn, b: InColumn): boolean => a.page === b.page && Math.abs(a.y - b.y) <= rowTolerance(a);
  const joins = new Map<number, number>();
  lines.forEach((left, l) => {
    if (!inColumn(left) || left.column !== 1 || !dated(left.text)) return;
    const row = lines.flatMap((line, i) => (i !== l && inColumn(line) && onRow(left, line) ? [i] : []));
    // The row holds the two halves and nothing else.
    if (row.length !== 1) return;
    const right = lines[row[0]!]! as InColumn;
    if (right.column !== 2 || dated(right.text) || right.text.includes('\t') || right.text.split(/\s+/).length > MAX_CELL_WORDS) return;
    const [leftNames, rightNames] = [names(left.text), names(right.text)];
    if (leftNames !== undefined && rightNames !== undefined && leftNames !== rightNames) joins.set(l, row[0]!);
  });
  if (joins.size === 0) return lines;
  const taken = new Set(joins.values());
  return lines.flatMap((line, i) => {
    if (taken.has(i)) return [];
    const right = joins.get(i);
    return right === undefined ? [line] : [{ ...line, text: `${line.text.trim()}\t${lines[right]!.text.trim()}` }];
  });
}
