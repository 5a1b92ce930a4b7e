// A right-to-left page's rows of three cells (period, title, employer from the right; the period, degree and school of a
// study) whose leftmost cells a PDF's layout reader took for a column of their own: read first, the employers stand
// above the whole CV and every job is left without one. The positioned lines still show the rows: where every line of a
// band's left column stands on a row of its right column and the right column is right-to-left text, each left cell goes
// back on its row, last (the leftmost cell of a right-to-left row). Pure.
import { isPlaced, rowTolerance, type Placed } from './positioned.js';
import type { TextLine } from '../types.js';

/** Rows whose leftmost cell was cut off: fewer may be chance. */
const MIN_ROWS = 2;
const RTL_LETTER = /[\u0590-\u06FF]/u;

type InColumn = Placed & { column: number };
const inColumn = (line: TextLine): line is InColumn => isPlaced(line) && line.column !== undefined;

/** The lines with each such band's left cells back on their rows; the very array when none is. */
export function withRtlCellColumnsOnRows(lines: readonly TextLine[]): readonly TextLine[] {
  // Cheap first: a page with no right-to-left letter has no such rows.
  if (!lines.some((l) => RTL_LETTER.test(l.text))) return lines;
  // A band: consecutive lines of the reading order read in columns, on one page.
  const bands: number[][] = [];
  lines.forEach((line, i) => {
    if (!inColumn(line)) return;
    const band = bands.at(-1);
    if (band && band.at(-1) === i - 1 && lines[i - 1]!.page === line.page) band.push(i);
    else bands.push([i]);
  });
  const replaced = new Map<number, TextLine[]>();
  for (const indices of bands) {
    const left = indices.filter((i) => (lines[i] as InColumn).column === 1);
    const right = indices.filter((i) => (lines[i] as InColumn).column === 2);
    if (left.length < MIN_ROWS || right.length === 0) continue;
    if (right.filter((i) => RTL_LETTER.test(lines[i]!.text)).length * 2 < right.length) continue;
    // Each left line's row in the right column: the right line at its height.
    const rowOf = new Map<number, number>();
    for (const l of left) {
      const line = lines[l] as InColumn;
      const r = right.find((i) => !rowOf.has(i) && Math.abs((lines[i] as InColumn).y - line.y) <= rowTolerance(line));
      if (r === undefined) break;
      rowOf.set(r, l);
    }
    if (rowOf.size !== left.length) continue;
    for (const [r, l] of rowOf) replaced.set(r, [{ ...lines[r]!, text: `${lines[r]!.text.trim()}\t${lines[l]!.text.trim()}` }]);
    for (const l of left) replaced.set(l, []);
  }
  if (replaced.size === 0) return lines;
  return lines.flatMap((line, i) => replaced.get(i) ?? [line]);
}
