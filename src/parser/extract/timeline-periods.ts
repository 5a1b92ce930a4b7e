// Periods printed as a timeline prints them: the start just above the entry's line and the end just below it, each a
// date alone on its row beside the entry (moderntimeline's years at the two ends of its bar; a Word table whose period
// cell holds the start and the end on two short lines around the job's single line). Read as rows, the start stood over
// the entry and the end under it, apart from each other; read as a column, both came after all the entries. Put back as
// one period on the entry's row, where a date column's cell stands. Pure; used by ./date-cells.ts.
import type { CellItem, CellRow } from './date-cells.js';
import { center, right } from './item-edges.js';

/**
 * The start and the end stand closer to the entry's baseline than this many of its font sizes: squeezed around its line,
 * not on lines of their own (a line's pitch is 1.2 or more).
 */
const AROUND_LINE_EM = 0.7;

/** A single date: one year, perhaps with a month ("2017", "03/2017", "Mar 2017"), no dash of a period. */
const isSingleDate = (text: string): boolean => (text.match(/(?:19|20)\d{2}(?!\d)/gu) ?? []).length === 1 && !/[-–—]/u.test(text);

/** The date alone on its row, or undefined. */
function loneDate<T extends CellItem>(row: CellRow<T> | undefined, dates: Set<T>): T | undefined {
  const [only, ...more] = row?.items ?? [];
  return only !== undefined && more.length === 0 && dates.has(only) && isSingleDate(only.str) ? only : undefined;
}

/** The two dates stand one under the other: their spans across the page overlap, or nearly (a bar's two ends). */
const stacked = (a: CellItem, b: CellItem): boolean => a.x < right(b) + a.fontSize && b.x < right(a) + b.fontSize;

/**
 * The date stands before the line's text or after it, not over it: its middle is clear of every item of the line. Its
 * ends may reach over the text's edge (a timeline centres its years on the bar's ends, beside the text).
 */
const besideText = (date: CellItem, line: readonly CellItem[]): boolean => line.every((i) => center(date) < i.x || center(date) > right(i));

/** "2017 – 2020": the earlier year first, whichever of the two stands on top. */
function periodText(top: string, below: string): string {
  const year = (s: string): number => Number(/(?:19|20)\d{2}/u.exec(s)![0]);
  return year(top) <= year(below) ? `${top} – ${below}` : `${below} – ${top}`;
}

/**
 * Joins each start over an entry's line and end under it (dates alone on their rows, stacked, each within AROUND_LINE_EM of
 * the line's baseline, beside the line's text) into one period, set on the entry's row before its text; a start
 * over the line with no end under it goes onto the row alone. `rows` are
 * sorted top to bottom and changed in place, empty rows dropped; `dates` follows the date cells.
 */
export function joinPeriodsAroundLines<T extends CellItem>(rows: CellRow<T>[], dates: Set<T>, merge: (items: T[], text: string) => T): void {
  for (let r = 0; r + 1 < rows.length; r++) {
    const [above, line, below] = [rows[r]!, rows[r + 1]!, rows[r + 2]];
    const start = loneDate(above, dates);
    if (start === undefined || line.items.some((i) => dates.has(i))) continue;
    const size = Math.max(...line.items.map((i) => i.fontSize));
    const near = (row: CellRow<T>): boolean => Math.abs(row.y - line.y) <= AROUND_LINE_EM * size;
    if (!near(above)) continue;
    // The end under the line; none for an entry still open, whose timeline prints its start alone ("2022", "since 2020").
    const found = below !== undefined && near(below) ? loneDate(below, dates) : undefined;
    const end = found !== undefined && stacked(start, found) ? found : undefined;
    const ends = end === undefined ? [start] : [start, end];
    if (!ends.every((d) => besideText(d, line.items))) continue;
    const text = end === undefined ? start.str.trim() : periodText(start.str.trim(), end.str.trim());
    const period = { ...merge(ends, text), y: line.y };
    for (const d of ends) dates.delete(d);
    dates.add(period);
    line.items = [...line.items, period].sort((a, b) => a.x - b.x);
    above.items = [];
    if (end !== undefined) below!.items = [];
    r += end === undefined ? 1 : 2;
  }
  for (let r = rows.length - 1; r >= 0; r--) if (rows[r]!.items.length === 0) rows.splice(r, 1);
}
