// Cells at the end of a PDF row: a short text printed far right on the line of some entry ("Example Ltd.- what it
// does", then the title in a cell of its own), with nothing above or below it. Such cells are no column: a column
// (a sidebar, a contact block) has lines of its own, one under the other, within a line or two of each other. Left
// in, a few of them on different rows look like a column to the gutter search (./pdf-layout.ts), which then reads
// them after all the entries. Pure.
import type { CellItem, CellRow } from './date-cells.js';
import { right } from './item-edges.js';

/** Lines of one block follow within this many font sizes (a paragraph's pitch is about 1.2–1.5). */
const NEIGHBOUR_EM = 2;

/**
 * The items that are cells of their row: set off from the item before them on the row by more than `gapEm` font
 * sizes, and with no other row's text (that starts past the text before them) over any part of their width within
 * NEIGHBOUR_EM font sizes above or below.
 */
export function findRowCells<T extends CellItem>(rows: CellRow<T>[], gapEm: number): Set<T> {
  const cells = new Set<T>();
  rows.forEach((row, r) => {
    for (let k = 1; k < row.items.length; k++) {
      const item = row.items[k]!;
      const before = Math.max(...row.items.slice(0, k).map(right));
      if (item.x - before <= gapEm * item.fontSize) continue;
      if (!hasTextOverOrUnder(rows, r, item, before)) cells.add(item);
    }
  });
  return cells;
}

/**
 * Another row within NEIGHBOUR_EM font sizes of the item's row has text over part of the item's width that starts
 * after `from` (where the row's text before the item ends). A line of the left's text that runs on under the cell
 * (a description longer than the employer's name) is no column at the cell's place.
 */
function hasTextOverOrUnder<T extends CellItem>(rows: CellRow<T>[], r: number, item: T, from: number): boolean {
  const reach = NEIGHBOUR_EM * item.fontSize;
  const overlaps = (row: CellRow<T>): boolean => row.items.some((o) => o.x > from && o.x < right(item) - 0.5 && right(o) > item.x + 0.5);
  for (const step of [-1, 1]) {
    for (let n = r + step; n >= 0 && n < rows.length && Math.abs(rows[n]!.y - rows[r]!.y) <= reach; n += step) {
      if (overlaps(rows[n]!)) return true;
    }
  }
  return false;
}
