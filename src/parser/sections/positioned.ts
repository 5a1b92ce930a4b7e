// Lines with a place on the page (PDF): what the steps that read a page's rows share. Pure.
import type { TextLine } from '../types.js';

/** A line the extractor placed on its page. */
export type Placed = TextLine & { x: number; y: number };
export const isPlaced = (line: TextLine): line is Placed => line.x !== undefined && line.y !== undefined;

/** How far apart two baselines of one row may sit, as a share of the font size (rounding, a bold font's metrics). */
const ROW_TOLERANCE = 0.3;

/** How far, in points, another line's baseline may be from this one's and still be on its row. */
export const rowTolerance = (line: TextLine): number => Math.max(2, ROW_TOLERANCE * (line.fontSize ?? 10));

/** Lines as rows, top to bottom, each row left to right: a line within its row's first line's tolerance joins that row. */
export function rowsOf<T extends Placed>(lines: readonly T[]): T[][] {
  const sorted = [...lines].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: T[][] = [];
  for (const line of sorted) {
    const row = rows.at(-1);
    if (row && line.y - row[0]!.y <= rowTolerance(row[0]!)) row.push(line);
    else rows.push([line]);
  }
  return rows.map((row) => row.sort((a, b) => a.x - b.x));
}
