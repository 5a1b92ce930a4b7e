// Lines with a place on the page (PDF): what the steps that read a page's rows share. Pure.
import type { TextLine } from '../types.js';

/** A line the extractor placed on its page. */
export type Placed = TextLine & { x: number; y: number };
export const isPlaced = (line: TextLine): line is Placed => line.x !== undefined && line.y !== undefined;

/** How far apart two baselines of one row may sit, as a share of the font size (rounding, a bold font's metrics). */
const ROW_TOLERANCE = 0.3;

/** How far, in points, another line's baseline may be from this one's and still be on its row. */
export const rowTolerance = (line: TextLine): number => Math.max(2, ROW_TOLERANCE * (line.fontSize ?? 10));
