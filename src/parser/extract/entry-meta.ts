// Entry-detail columns of a PDF page: a narrow column of short cells beside the entries — a
// place over a period over a duration, or a job title over a period — set flush against the
// page edge, as several LaTeX and YAML CV templates print them. Pure; used by ./pdf-layout.ts.
//
// Such a column is no text column: read after all the text, every entry loses its dates. Its
// cells are stacked in small blocks, one block per entry, and a block starts on the baseline
// of the entry's first line while its period often sits one line lower, beside a bullet. So
// the page is read row by row and each block is lifted onto the row where it starts: the
// entry's heading line then carries its place and period as cells of its own.
import { isDateCellText, type CellRow } from './date-cells.js';
import type { PositionedText } from './pdf-layout.js';
import { center } from './item-edges.js';

export type Side = 'left' | 'right';

/** A cell of the column holds at most this many characters (a place, a period, a short title). */
const MAX_CELL_CHARS = 40;
/** A run that reaches this many points past the gutter on both sides crosses it. */
const ACROSS_PT = 2;
/** Cells closer than this many font sizes (baseline to baseline) are one block. */
const BLOCK_PITCH_EM = 1.6;
/**
 * Share of the column's blocks that must start on a baseline of text across the gutter. Not all:
 * a label column (Europass) also holds section headings that stand alone on their line.
 */
const MIN_PAIRED = 0.75;
/** Lines of a header's cell over an entry-detail column follow within this many font sizes. */
const HEADER_PITCH_EM = 2;
/**
 * A period inside a line's text ("Firm, Town | 2019 – 2022", "… | 07/2021 – present"): a year, a dash, then a year (a month
 * before it) or a word. An entry's line, which a contact cell never holds; the cell's own dates stand alone (a birth date).
 */
const PERIOD_IN_LINE = /(?<!\d)(?:19|20)\d{2}\s*[-–—]\s*(?:(?:\d{1,2}[./])?(?:19|20)\d{2}(?!\d)|\p{L})/u;
/** A row set this much larger than the text under it is a section heading. */
const HEADING_RATIO = 1.3;

const sideOf = (i: PositionedText, gutter: number): Side => (center(i) < gutter ? 'left' : 'right');

/** The text of a row's items on one side of the gutter. */
function sideText(row: CellRow<PositionedText>, gutter: number, side: Side): string {
  return row.items
    .filter((i) => sideOf(i, gutter) === side)
    .map((i) => i.str.trim())
    .join(' ')
    .trim();
}

interface Block { anchor: CellRow<PositionedText>; lastY: number; fontSize: number; hasDate: boolean }

const hasOtherSide = (row: CellRow<PositionedText>, gutter: number, side: Side): boolean => row.items.some((i) => sideOf(i, gutter) !== side);

/**
 * Whether the column prints each entry's place over its period: its runs of cells at a line's pitch are a place over a
 * period ("Hamburg" over "2019 – 2021"), or such pairs one after another (entries with no detail line between them,
 * studies), and none opens with a period over a place. Then a place right after a period opens the next entry's block.
 */
function placesOverPeriods(rows: CellRow<PositionedText>[], gutter: number, side: Side): boolean {
  const runs: boolean[][] = [];
  let lastY = -Infinity;
  for (const row of rows) {
    const cells = row.items.filter((i) => sideOf(i, gutter) === side);
    if (cells.length === 0) continue;
    const fontSize = Math.max(...cells.map((c) => c.fontSize));
    const isDate = isDateCellText(sideText(row, gutter, side));
    if (row.y - lastY <= BLOCK_PITCH_EM * fontSize) runs[runs.length - 1]!.push(isDate);
    else runs.push([isDate]);
    lastY = row.y;
  }
  const pairs = (run: boolean[]): boolean => run.length >= 2 && run.length % 2 === 0 && run.every((d, k) => d === (k % 2 === 1));
  return runs.some(pairs) && !runs.some((run) => run[0] === true && run[1] === false);
}

/**
 * Walks the rows top to bottom and calls `visit` for every row with cells on `side`, with the
 * block those cells continue (within BLOCK_PITCH_EM lines, and no second period: a period per
 * entry starts the next entry's block) or null. `visit` returns the block the cells joined, or
 * null for a new block anchored on their own row.
 */
function walkBlocks(
  rows: CellRow<PositionedText>[],
  gutter: number,
  side: Side,
  visit: (row: CellRow<PositionedText>, cells: PositionedText[], block: Block | null) => Block | null,
): void {
  let block: Block | null = null;
  const placeFirst = placesOverPeriods(rows, gutter, side);
  for (const row of rows) {
    const cells = row.items.filter((i) => sideOf(i, gutter) === side);
    if (cells.length === 0) continue;
    // A period in a cell of its own dates the row too when other text shares the side (an entry's line that runs past the
    // gutter, "…, Mecsekaljai Tudományegyetem" before "2015–2018"): the next row's period is the next entry's.
    const isDate = isDateCellText(sideText(row, gutter, side)) || cells.some((c) => isDateCellText(c.str.trim()));
    const fontSize = Math.max(...cells.map((c) => c.fontSize));
    // Where places stand over periods, a place right after a block's period is the next entry's (a duration under the
    // period, "2 years 10 months", is the block's own).
    const nextPlace = block !== null && block.hasDate && !isDate && placeFirst && !/\d/u.test(sideText(row, gutter, side));
    // A line alone on the column's side (a section heading over a date column) is no block a dated entry's cells join.
    const continues = block !== null && row.y - block.lastY <= BLOCK_PITCH_EM * Math.max(fontSize, block.fontSize)
      && !(isDate && block.hasDate) && !nextPlace && !(hasOtherSide(row, gutter, side) && !hasOtherSide(block.anchor, gutter, side));
    const joined = visit(row, cells, continues ? block : null);
    block = joined ?? { anchor: row, lastY: row.y, fontSize, hasDate: isDate };
    if (joined) {
      joined.lastY = row.y;
      joined.hasDate ||= isDate;
    }
  }
}

/**
 * The side of the gutter that holds an entry-detail column, or null. The column: every cell short,
 * periods on at least 30 % of its rows (two or more), fewer rows than the other side, and most
 * blocks starting on a baseline of the other side's text. A sidebar of skills has no periods;
 * a second text column has long lines. A line across the gutter (a skills list under the entries, as wide as the page)
 * is on neither side.
 */
export function entryMetaSide(allRows: CellRow<PositionedText>[], gutter: number): Side | null {
  const rows = allRows.filter((r) => !r.items.some((i) => i.x < gutter - ACROSS_PT && i.x + i.width > gutter + ACROSS_PT));
  for (const side of ['right', 'left'] as const) {
    const other: Side = side === 'right' ? 'left' : 'right';
    const own = rows.filter((r) => r.items.some((i) => sideOf(i, gutter) === side));
    const otherRows = rows.filter((r) => r.items.some((i) => sideOf(i, gutter) === other)).length;
    if (own.length < 3 || own.length >= otherRows) continue;
    const texts = own.map((r) => sideText(r, gutter, side));
    if (texts.some((t) => t.length > MAX_CELL_CHARS)) continue;
    const periods = texts.filter(isDateCellText).length;
    if (periods < 2 || periods < 0.3 * own.length) continue;
    let blocks = 0;
    let paired = 0;
    walkBlocks(rows, gutter, side, (row, _cells, block) => {
      if (block) return block;
      blocks++;
      if (row.items.some((i) => sideOf(i, gutter) === other)) paired++;
      return null;
    });
    if (paired >= MIN_PAIRED * blocks) return side;
  }
  return null;
}

/**
 * Where an entry-detail column starts below a header's cell on its side (a header table's contact cell over the places
 * and periods of the entries below, at the same edge): the side and the index of the first row after that cell, or null.
 * The cell is the side's first block of lines at about a line's pitch; a row or more of the other side's text alone (a heading,
 * an entry's first line) stand between it and the column, which is an entry-detail column on its own. The cell holds no period,
 * alone or in a line: a block with one is a column's first entries (a sidebar's main column, its studies below).
 */
export function entryMetaBelowHeader(rows: CellRow<PositionedText>[], gutter: number): { side: Side; from: number } | null {
  for (const side of ['right', 'left'] as const) {
    const own = rows.flatMap((r, k) => (r.items.some((i) => sideOf(i, gutter) === side) ? [k] : []));
    if (own.length < 4) continue;
    // The cell's own type: a name set large across the gutter on its row says nothing of the cell's pitch.
    const font = (k: number): number => Math.max(...rows[k]!.items.filter((i) => sideOf(i, gutter) === side).map((i) => i.fontSize));
    let end = 0;
    // A contact cell's type is often set smaller than its lines' pitch: two font sizes still hold its lines together, the
    // larger of the two lines' (a long line shrunk to fit its cell sits at the pitch of the others).
    const pitch = (k: number): number => HEADER_PITCH_EM * Math.max(font(own[k]!), font(own[k + 1]!));
    while (end + 1 < own.length && rows[own[end + 1]!]!.y - rows[own[end]!]!.y <= pitch(end)) end++;
    // A header's cell holds no period: a block with one is the column's own first entry (or a sidebar beside it). A date
    // under its label ("Date of birth: 06/04/1983") is a contact line's.
    const isPeriod = (text: string): boolean => (!text.includes(':') && isDateCellText(text)) || PERIOD_IN_LINE.test(text);
    if (end + 1 >= own.length || own.slice(0, end + 1).some((k) => isPeriod(sideText(rows[k]!, gutter, side)))) continue;
    const from = own[end]! + 1;
    if (own[end + 1]! - from < 1) continue;
    if (entryMetaSide(rows.slice(from), gutter) === side) return { side, from };
  }
  return null;
}

/**
 * The rows with each block of the detail column on `side` lifted onto the row where the block
 * starts, its cells separated by tabs. Rows left empty by the move are dropped. Rows before
 * `from` (a header above the columns) keep their cells; the last of them may be an entry heading.
 */
export function liftEntryMeta(rows: CellRow<PositionedText>[], gutter: number, side: Side, from = 0): CellRow<PositionedText>[] {
  const out = rows.map((r) => ({ y: r.y, items: [...r.items] }));
  const index = new Map(out.map((r, i) => [r, i]));
  walkBlocks(out.slice(from), gutter, side, (row, cells, block) => {
    if (!block) {
      const heading = headingAbove(out[index.get(row)! - 1], row, gutter, side);
      if (!heading) return null;
      // The block starts beside the entry's second line (a bullet, a line of tags): it dates the heading above.
      heading.items = [...heading.items, ...cells].sort((a, b) => a.x - b.x);
      row.items = row.items.filter((i) => !cells.includes(i));
      const hasDate = isDateCellText(cells.map((c) => c.str.trim()).join(' '));
      return { anchor: heading, lastY: row.y, fontSize: Math.max(...cells.map((c) => c.fontSize)), hasDate };
    }
    const anchorCells = block.anchor.items.filter((i) => sideOf(i, gutter) === side);
    const last = anchorCells[anchorCells.length - 1]!;
    const text = cells.map((c) => c.str.trim()).join(' ');
    // The anchor cell keeps its place and width, so the gaps around it still read as cell gaps.
    const merged: PositionedText = { ...last, str: `${last.str.trimEnd()}\t${text}` };
    block.anchor.items = block.anchor.items.map((i) => (i === last ? merged : i));
    row.items = row.items.filter((i) => !cells.includes(i));
    return block;
  });
  return out.filter((r) => r.items.length > 0);
}

/**
 * The row just above a block's first row, when it is the heading of the entry the block belongs to:
 * no cell of the column on it, within a line's pitch, not set like a section heading, and the text
 * beside the block indented under it by a font size or more (a bullet, a line of tags).
 */
function headingAbove(
  above: CellRow<PositionedText> | undefined,
  row: CellRow<PositionedText>,
  gutter: number,
  side: Side,
): CellRow<PositionedText> | null {
  if (!above) return null;
  const text = (r: CellRow<PositionedText>): PositionedText[] => r.items.filter((i) => sideOf(i, gutter) !== side);
  const [upper, beside] = [text(above), text(row)];
  if (upper.length === 0 || beside.length === 0 || upper.length !== above.items.length) return null;
  const font = (items: PositionedText[]): number => Math.max(...items.map((i) => i.fontSize));
  // Set much larger than the text under it, the row above is a section heading, not an entry's.
  if (font(upper) > HEADING_RATIO * font(beside) || row.y - above.y > BLOCK_PITCH_EM * font(upper)) return null;
  const start = (items: PositionedText[]): number => Math.min(...items.map((i) => i.x));
  return start(beside) - start(upper) >= font(beside) ? above : null;
}
