// Whether a line on one side of a page's gutter runs beside text on the other side. A column is read apart because it
// stands beside another: a sidebar's lines meet the main column's all down the page. Lines that stand alone across
// the page from nothing (a short profile, a list of skills in bullets, headings, all ending before a tabbed column of
// periods further down) are the page's full-width text that happens to be short: they are no evidence of a column.
// Pure; used by ./pdf-layout.ts.
import type { CellItem, CellRow } from './date-cells.js';

/** The other side's text stands within this many of the row's font sizes above or below (a heading's space included). */
const NEAR_EM = 2.2;

/**
 * The row `k` has an item on the other side than `left` (by `isLeft`), on its own row or on a row within NEAR_EM font
 * sizes of it, that does not cross the gutter (`crosses`: a line across the page is neither side's).
 */
export function isBesideOtherSide<T extends CellItem>(
  rows: readonly CellRow<T>[], k: number, left: boolean, sides: { isLeft: (i: T) => boolean; crosses: (i: T) => boolean },
): boolean {
  const row = rows[k]!;
  const reach = NEAR_EM * Math.max(...row.items.map((i) => i.fontSize));
  const hasOther = (r: CellRow<T>): boolean => r.items.some((i) => sides.isLeft(i) !== left && !sides.crosses(i));
  for (const step of [0, -1, 1]) {
    for (let n = k + step; n >= 0 && n < rows.length && Math.abs(rows[n]!.y - row.y) <= reach; n += step) {
      if (hasOther(rows[n]!)) return true;
      if (step === 0) break;
    }
  }
  return false;
}
