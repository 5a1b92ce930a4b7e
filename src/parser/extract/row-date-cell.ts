// A table row of office XML (./xml-text.ts) whose last cell holds only a period, right of a cell of several lines: a
// job's title, employer and duties in the wide cell and its dates in a narrow cell at the right, as table CVs in Word
// are laid out. Word shows the period beside the entry's first line; read cell after cell it came after the entry's
// last line instead, where the section step took it for the next entry's period (and the last entry went undated).
// The PDF reader already reads such a row with the period on the first line (./date-cells.ts); this does the same
// for the pieces of the XML scanner. Pure.
import { isDateCellText } from './date-cells.js';

/** Where the row's last cell stands in the scanner's pieces: `start` its first piece; the row's pieces end with it. */
export interface LastCell {
  start: number;
}

/**
 * Moves the row's last cell to the end of the row's first line, set off by a tab, when the cell is one line that only
 * holds a period and stands on a line of its own (the cell before it had several lines). `out`: the scanner's pieces,
 * the row's from `rowStart` to the end, its lines split by '\n' pieces; `looks`: any value kept by a piece's index
 * (the runs' looks), moved with its piece.
 */
export function liftTrailingDateCell<T>(out: string[], looks: Map<number, T>, rowStart: number, cell: LastCell): void {
  const separator = cell.start - 1;
  if (separator <= rowStart || out[separator] !== '\n') return;
  const text = out.slice(cell.start).join('');
  if (text.includes('\n') || !isDateCellText(text)) return;
  const firstLineEnd = out.indexOf('\n', rowStart);
  if (firstLineEnd < 0 || firstLineEnd >= separator) return;
  const tail = out.slice(firstLineEnd).map((piece, k) => ({ piece, look: looks.get(firstLineEnd + k) }));
  const between = separator - firstLineEnd;
  const reordered = [{ piece: '\t', look: undefined }, ...tail.slice(between + 1), ...tail.slice(0, between)];
  reordered.forEach(({ piece, look }, k) => {
    out[firstLineEnd + k] = piece;
    if (look === undefined) looks.delete(firstLineEnd + k);
    else looks.set(firstLineEnd + k, look);
  });
}
