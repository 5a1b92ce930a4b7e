// Reading order for one PDF page (DESIGN.md §6 "layout-aware text"): positioned
// text items → lines in the order a person reads them. Pure, so it is tested on
// hand-made item lists.
//
// A page is cut at a vertical gutter when one exists: an x where, over the height that
// both sides share, (almost) no text crosses and both sides hold real text. Rows above
// the two-column region (the header) and full-width rows between are read where they
// stand; inside a band the left column is read before the right one. When most left
// rows have a right partner on the same baseline the page is a label/value table
// (Europass, moderncv's date column) and is read row by row instead. Each column is cut
// again once, for three-column layouts and sidebars with their own date column.
// Periods printed in a column of their own (./date-cells.ts) stay on the row of the entry
// they date: such a column is never read as a text column after all the text. Nor is a
// narrow column of places, periods and titles beside the entries (./entry-meta.ts), nor cells at the end of
// single rows (./row-cells.ts).

import { cellsOf, dateColumnSides, endsWithOpenPeriod, findDateCells } from './date-cells.js';
import { entryMetaBelowHeader, entryMetaSide, liftEntryMeta } from './entry-meta.js';
import { dropIconGlyphs } from './icon-glyphs.js';
import { headingColumnFrom, readBesideHeadings } from './heading-column.js';
import { withoutDoubleStrikes } from './double-strikes.js';
import { joinAccent, joinCommaBelow } from './tex-accents.js';
import { readHeaderTables } from './header-table.js';
import { piecewise } from './piecewise.js';
import { findRowCells } from './row-cells.js';
import { joinJustifiedLines } from './justified-lines.js';
import { sidebarBeyondMeta } from './meta-sidebar.js';
import { center, right } from './item-edges.js';
import { isBesideOtherSide } from './beside-other-side.js';

export interface PositionedText {
  str: string;
  /** Left edge and top-based baseline, in points. */
  x: number;
  y: number;
  width: number;
  fontSize: number;
  /** Set in a bold font; absent when the font's name is not known (./pdf.ts). */
  bold?: boolean;
  /** The PDF font the item is set in (pdfjs's font id), when known: tells icon fonts (./icon-glyphs.ts). */
  font?: string;
  /** The text layer holds a space right before the item, on its baseline (set by layoutPage from pdf.js's space items). */
  spaceBefore?: boolean;
  /** The text layer holds a space right before the item, on its baseline, whatever the item's first letter (layoutPage). */
  afterSpace?: boolean;
}

export interface LayoutLine {
  text: string;
  x: number;
  y: number;
  fontSize: number;
  /** Most of the line's characters are bold; absent when no item's weight is known. */
  bold?: boolean;
  /** The font most of the line's characters are set in (pdfjs's font id), when the weight is unknown and every item's font is. */
  font?: string;
  /** The column the line was read in: 1 left, 2 right of the page's gutter; absent for full-width rows and pages without one. */
  column?: number;
}

interface Row { y: number; items: PositionedText[]; column?: number }

const MAX_DEPTH = 2;
/** Gaps wider than this many font sizes separate cells; justified word spaces stay well below. */
const CELL_GAP_EM = 1;
/**
 * A value's first line stands at least this many font sizes below the value above it; lines of one
 * paragraph follow at about 1.2.
 */
const VALUE_BLOCK_GAP_EM = 1.6;
/** A gutter found again without the row cells within this many points is the same gutter. */
const GUTTER_MOVE = 10;

export function layoutPage(items: PositionedText[], pageWidth: number): LayoutLine[] {
  const usable = joinJustifiedLines(withoutDoubleStrikes(dropIconGlyphs(withSpacesMarked(items)
    .filter((i) => i.str.trim() !== '' && Number.isFinite(i.x) && Number.isFinite(i.y)))));
  return readRegion(usable, pageWidth, 0).flatMap(rowToLines);
}

/**
 * The items, each one that follows a space item of the text layer on its baseline marked `spaceBefore` (the space items
 * themselves are dropped with the other blank ones). pdf.js puts a space between two runs where the gap between them is a
 * word space in their font; a narrow font's word space ("Bristol" and "GB" from two elements of a web page, 0.13 of the
 * type size apart) is narrower than the gap the layout takes for one on its own. pdf.js also puts one inside words drawn
 * in pieces a little apart: a heading's first letters set in another colour ("int" "erests"), small or spaced capitals
 * drawn letter by letter ("T" "O" of a period's "TO"). So only a run that opens with a capital after a run of two
 * characters or more is marked: a new word starts there, as in "Bristol" "GB" or "NC" "Raleigh".
 */
function withSpacesMarked(items: readonly PositionedText[]): PositionedText[] {
  return items.map((item, k) => {
    const space = items[k - 1];
    const before = items[k - 2];
    const afterSpace = space !== undefined && before !== undefined && space.str !== '' && space.str.trim() === ''
      && Math.abs(space.y - item.y) <= 0.2 * item.fontSize && space.x <= item.x;
    const marked = afterSpace && /^\p{Lu}/u.test(item.str) && before.str.trim().length >= 2;
    return marked ? { ...item, spaceBefore: true, afterSpace } : afterSpace ? { ...item, afterSpace } : item;
  });
}

/** Rows of a region in reading order. */
function readRegion(items: PositionedText[], pageWidth: number, depth: number): Row[] {
  // A column of periods beside the entries is part of the entries' column: when the gutter
  // found cuts such a column off on its own (no other text on its side), the gutter is looked
  // for again without the date cells, and a region that then has none is read row by row.
  const { rows: cellRows, columns: dateColumns } = findDateCells(groupRows(items), CELL_GAP_EM);
  const rows = readHeaderTables(cellRows, CELL_GAP_EM);
  if (depth >= MAX_DEPTH || rows.length < 4) return rows;
  const isDate = new Set(dateColumns.flat());
  let { found, cells } = gutterBesideCells(rows, pageWidth, isDate);
  // A sidebar beyond the entries' date column: the dates would take it for their column (cells of
  // the entries' rows, or a narrow detail column); it is read apart, on its side.
  const sidebar = found !== null && isDate.size > 0 ? sidebarBeyondDates(rows, isDate, found.x) : null;
  if (sidebar !== null) {
    const main = readRegion(rows.flatMap((r) => r.items).filter((i) => !sidebar.items.has(i)), pageWidth, depth + 1);
    const aside = readRegion([...sidebar.items], pageWidth, depth + 1);
    return sidebar.side === 'right'
      ? [...inColumn(main, depth, 1), ...inColumn(aside, depth, 2)]
      : [...inColumn(aside, depth, 1), ...inColumn(main, depth, 2)];
  }
  const cutOff = found !== null && isDate.size > 0 ? cutOffDates(rows, isDate, found.x) : null;
  if (cutOff?.rowByRow) return rows;
  if (found !== null && cutOff !== null) {
    const dates = found;
    // Looked for again without the dates and the section headings over them, which stand in the dates' column.
    ({ found, cells } = gutterBesideCells(without(rows, new Set([...isDate, ...cutOff.headings])), pageWidth, isDate));
    // Read row by row; a period printed beside the line under its entry's heading goes up to the heading.
    if (found === null) return liftEntryMeta(rows, dates.x, cutOff.side, dates.top);
  }
  if (found === null) return rows;
  // A sidebar beyond the entries' column of places and periods (./meta-sidebar.ts): the page's gutter is the band
  // before the sidebar, the column is read with the entries.
  const beyond = sidebarBeyondMeta(rows, found.x, found.top);
  if (beyond !== null) ({ found, cells } = { found: beyond, cells: new Set() });
  // A narrow column of places and periods beside the entries is read on the entries' rows; when a sidebar stands across
  // the entries from it, the sidebar's gutter is the page's and the column is lifted inside the entries' side.
  const metaSide = entryMetaSide(rows.slice(found.top), found.x);
  if (metaSide !== null) {
    const beside = sidebarBesideMeta(rows, pageWidth, isDate, found, metaSide);
    if (beside === null) return liftEntryMeta(rows, found.x, metaSide, found.top);
    ({ found, cells } = beside);
  } else {
    // A header table's contact cell over the entries' detail column at the same edge: the header is read in its two
    // columns, the entries below with their column lifted onto their rows (read on, the details would follow the contact).
    const below = entryMetaBelowHeader(rows.slice(found.top), found.x);
    if (below !== null) {
      const cut = found.top + below.from;
      const head = rows.slice(0, cut).flatMap((r) => r.items);
      const leftHead = head.filter((i) => center(i) < found!.x);
      const rightHead = head.filter((i) => center(i) >= found!.x);
      return [...inColumn(readRegion(leftHead, pageWidth, depth + 1), depth, 1), ...inColumn(readRegion(rightHead, pageWidth, depth + 1), depth, 2),
        ...liftEntryMeta(rows.slice(cut), found.x, below.side)];
    }
    // Section headings in a column of their own left of the entries (./heading-column.ts), periods perhaps among them:
    // the header above them is read in its two columns, the rest row by row, each heading over the line it stands beside.
    const headings = headingColumnFrom(rows.slice(found.top), found.x);
    if (headings !== null) {
      const cut = found.top + headings;
      const head = rows.slice(0, cut).flatMap((r) => r.items);
      const leftHead = head.filter((i) => center(i) < found!.x);
      const rightHead = head.filter((i) => center(i) >= found!.x);
      return [...inColumn(readRegion(leftHead, pageWidth, depth + 1), depth, 1), ...inColumn(readRegion(rightHead, pageWidth, depth + 1), depth, 2),
        ...readBesideHeadings(rows.slice(cut), found.x)];
    }
  }
  const { top } = found;
  // Rows above the two-column region (a wide name) say nothing about which column the dates join.
  const dateSide = dateColumnSides(rows.slice(top), dateColumns, found.x);
  const gutter = besideDates(found.x, rows.slice(top), dateSide);

  // The header: rows above where both columns start, set apart by a gap (a name and title
  // over the main column of a sidebar CV). Read first, whole.
  const out: Row[] = [];
  const firstBoth = rows[top];
  const lastAbove = rows[top - 1];
  if (firstBoth && lastAbove && firstBoth.y - lastAbove.y >= 2.2 * maxFont(firstBoth)) {
    out.push(...rows.splice(0, top));
  }
  let left: PositionedText[] = [];
  let right: PositionedText[] = [];
  // The rows read since the last flush, with the side each went to ('both' when its items went to both).
  let recent: { row: Row; side: 'left' | 'right' | 'both' }[] = [];
  const flush = (): void => {
    out.push(...inColumn(readRegion(left, pageWidth, depth + 1), depth, 1), ...inColumn(readRegion(right, pageWidth, depth + 1), depth, 2));
    left = [];
    right = [];
    recent = [];
  };
  for (const row of rows) {
    // A date cell may straddle the gutter (the gap it sits in was the gutter's); its side is decided.
    if (spansFullWidth(row.items.filter((i) => !dateSide.has(i) && !cells.has(i)), gutter)) {
      // A short line over it, below both columns (a closing section's heading), opens the full-width block.
      const lead = leadOfFullWidth(recent, row, left, right);
      left = left.filter((i) => !lead.items.has(i));
      right = right.filter((i) => !lead.items.has(i));
      flush();
      out.push(...lead.rows, row);
      continue;
    }
    let side: 'left' | 'right' = 'left';
    const sides = new Set<'left' | 'right'>();
    let before: PositionedText | undefined;
    for (const item of row.items) {
      if (!cells.has(item)) side = dateSide.get(item) ?? (continuesRun(before, item) ? side : center(item) < gutter ? 'left' : 'right');
      (side === 'left' ? left : right).push(item);
      sides.add(side);
      before = item;
    }
    recent.push({ row, side: sides.size === 1 ? side : 'both' });
  }
  flush();
  return out;
}

/**
 * How many lines over a full-width row may belong to its block: its heading and a line under it. More takes a column's
 * own last block along (a sidebar's list that ends below the main column), read after the other column.
 */
const MAX_LEAD_ROWS = 2;
/** At most this many font sizes above the full-width row, as a heading stands over its block. */
const LEAD_GAP_EM = 3;

/**
 * The rows just above a full-width row that belong to it rather than to a column: on one side only, below every line
 * of the other side, and each close above the next. A section printed across the page under two columns (referees, a
 * declaration) opens with a heading that fits within one side; read in that column, it would come before the other
 * column's text and be cut from its block.
 */
function leadOfFullWidth(
  recent: readonly { row: Row; side: 'left' | 'right' | 'both' }[], full: Row, left: readonly PositionedText[], right: readonly PositionedText[],
): { rows: Row[]; items: Set<PositionedText> } {
  let rows: Row[] = [];
  let below = full;
  let k = recent.length - 1;
  for (; k >= 0 && rows.length < MAX_LEAD_ROWS; k -= 1) {
    const { row, side } = recent[k]!;
    if (side === 'both' || below.y - row.y > LEAD_GAP_EM * maxFont(below)) break;
    const other = side === 'left' ? right : left;
    if (other.some((i) => i.y >= row.y - 0.5)) break;
    rows.unshift(row);
    below = row;
  }
  // The block opens where a gap sets a line apart from the one above it (a heading's space): a column's own last lines
  // run on at its line pitch and stay in it.
  const above = k >= 0 ? recent[k]!.row : undefined;
  const gaps = rows.map((r, i) => r.y - (i > 0 ? rows[i - 1]!.y : above?.y ?? -Infinity));
  const start = gaps.findIndex((g, i) => g >= VALUE_BLOCK_GAP_EM * maxFont(rows[i]!));
  rows = start < 0 ? [] : rows.slice(start);
  return { rows, items: new Set(rows.flatMap((r) => r.items)) };
}

/**
 * The gutter of a sidebar across the entries from their detail column (places and periods flush against the page's edge,
 * ./entry-meta.ts), with the row cells it leaves, or null. Found without the column's items, on the side away from it,
 * with few date cells beyond it (a column of periods at the other edge is the entries' own, as moderncv prints them; a
 * sidebar's education block dates its studies on a few of its rows). Read
 * row by row, the sidebar's lines would be glued to the entries' lines beside them.
 */
function sidebarBesideMeta(
  rows: Row[], pageWidth: number, isDate: Set<PositionedText>, meta: Gutter, side: 'left' | 'right',
): { found: Gutter; cells: Set<PositionedText> } | null {
  const inMeta = (i: PositionedText): boolean => (center(i) < meta.x) === (side === 'left');
  const column = new Set(rows.slice(meta.top).flatMap((r) => r.items.filter(inMeta)));
  const { found, cells } = gutterBesideCells(without(rows, column), pageWidth, isDate);
  if (found === null || (side === 'right' ? found.x >= meta.x : found.x <= meta.x)) return null;
  const beyond = (i: PositionedText): boolean => (side === 'right' ? center(i) < found.x : center(i) >= found.x);
  // Rows beyond the gutter with a date cell, and with other text: the column of periods is mostly dates (labels at most
  // beside them); a sidebar that lists its own dated studies or courses holds far more other text than dates.
  const rowsBeyond = rows.slice(meta.top).filter((r) => r.items.some(beyond));
  const dated = rowsBeyond.filter((r) => r.items.some((i) => isDate.has(i) && beyond(i))).length;
  return dated > 0 && dated * SIDEBAR_DATE_SHARE >= rowsBeyond.length ? null : { found, cells };
}

/** A sidebar's own dates stand on fewer than one row in this many of its rows; a column of periods has them on most. */
const SIDEBAR_DATE_SHARE = 4;

const without = (rows: Row[], drop: Set<PositionedText>): Row[] => rows.map((r) => ({ y: r.y, items: r.items.filter((i) => !drop.has(i)) }));

/**
 * The gutter, and the cells at the end of single rows (./row-cells.ts) that it would cut off their rows. Those are
 * no column: each is read on its row's side. When no gutter is left without them, the rest is read as before; when
 * the gutter widens once they are left out (the gap before a sidebar), that is the gutter. Cells above their side's
 * column (a contact line's last item over a sidebar) stay with it. A gutter that stays where it was belongs to a
 * column of its own: then only the cells below that column's last line are read on their rows (a contact block over
 * the page's entries).
 */
function gutterBesideCells(rows: Row[], pageWidth: number, isDate: Set<PositionedText>): { found: Gutter | null; cells: Set<PositionedText> } {
  const found = findGutter(rows, pageWidth, isDate);
  if (found === null) return { found, cells: new Set() };
  const apartCells = cellsApart(rows, found.x, isDate);
  const lines = columnLines(rows, found.x, apartCells, isDate);
  const cells = new Set([...apartCells].filter((c) => c.y >= lines(c).top));
  if (cells.size === 0) return { found, cells };
  const apart = findGutter(without(rows, cells), pageWidth, isDate);
  if (apart === null) return { found, cells };
  // A gap the cells narrowed widens on their side: its middle moves towards them. A gutter that moves away from them
  // (into a sidebar's short lines, beside its one long e-mail line) is another gap, found once a lone line of the main
  // column (a headline between the name and the first heading, a row cell to findRowCells) is left out.
  if (Math.abs(apart.x - found.x) > GUTTER_MOVE && rowsKeepSides(rows, cells, found.x, apart.x)
    && [...cells].every((c) => center(c) >= found.x === apart.x > found.x)) return { found: apart, cells };
  return { found, cells: new Set([...cells].filter((c) => c.y > lines(c).bottom)) };
}

/**
 * The text of the cells' rows stays on its side when the gutter moves from a to b: only the cells change column,
 * the gutter is the same gap between the same columns, widened. A move past other text of those rows (from after a
 * phone number in a contact line to before it) is a gap between other text.
 */
function rowsKeepSides(rows: Row[], cells: Set<PositionedText>, a: number, b: number): boolean {
  const cellRows = rows.filter((r) => r.items.some((i) => cells.has(i)));
  return cellRows.every((r) => r.items.every((i) => cells.has(i) || center(i) < a === center(i) < b));
}

/** Where the column on a cell's side of x runs: the baselines of its text that is no cell and no date (none: above all). */
function columnLines(
  rows: Row[], x: number, cells: Set<PositionedText>, isDate: Set<PositionedText>,
): (cell: PositionedText) => { top: number; bottom: number } {
  const onRight = (i: PositionedText): boolean => center(i) >= x;
  const side = (right: boolean): { top: number; bottom: number } => {
    const ys = rows.flatMap((r) => r.items.filter((i) => !cells.has(i) && !isDate.has(i) && onRight(i) === right).map((i) => i.y));
    return ys.length === 0 ? { top: -Infinity, bottom: -Infinity } : { top: Math.min(...ys), bottom: Math.max(...ys) };
  };
  const [left, right] = [side(false), side(true)];
  return (cell) => (onRight(cell) ? right : left);
}

/** The row cells (./row-cells.ts) on the other side of x from the item before them on their row; dates are not theirs. */
function cellsApart(rows: Row[], x: number, isDate: Set<PositionedText>): Set<PositionedText> {
  const apart = new Set<PositionedText>();
  for (const cell of findRowCells(rows, CELL_GAP_EM)) {
    if (isDate.has(cell)) continue;
    const row = rows.find((r) => r.items.includes(cell))!;
    const before = row.items[row.items.indexOf(cell) - 1]!;
    if ((center(before) < x) !== (center(cell) < x)) apart.add(cell);
  }
  return apart;
}

/** Items on one baseline (within 40 % of the font size), sorted left to right. */
function groupRows(items: PositionedText[]): Row[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const tolerance = Math.max(1.5, 0.4 * Math.min(item.fontSize, row?.items[0]?.fontSize ?? item.fontSize));
    if (row && Math.abs(item.y - row.y) <= tolerance) row.items.push(item);
    else rows.push({ y: item.y, items: [item] });
  }
  for (const row of rows) row.items.sort((a, b) => a.x - b.x);
  return rows.flatMap(baselineRows);
}

const crosses = (i: PositionedText, x: number): boolean => i.x < x - 0.5 && right(i) > x + 0.5;

/** A crossing item that reaches well into both sides is a full-width element, not a long column line. */
function isFullWidth(item: PositionedText, gutter: number): boolean {
  if (!crosses(item, gutter)) return false;
  const beyond = Math.min(gutter - item.x, right(item) - gutter);
  return beyond > 0.25 * item.width;
}

/**
 * A row that reads across the gutter: one of its items does, or a run of items that touch does. A web page printed to PDF
 * sets a title and the employer after it as runs of their own ("Warehouse manager", ",", "Ashdown Freight Ltd"); where the
 * line ends near a page's foot, below the columns of its header, each run went to the column its middle stands in and
 * the employer was read after the next line.
 */
function spansFullWidth(items: readonly PositionedText[], gutter: number): boolean {
  let span: PositionedText | undefined;
  for (const item of items) {
    if (isFullWidth(item, gutter)) return true;
    const runGap = span !== undefined && oneLineOfType(span, item) ? WORD_RUN_GAP_EM : RUN_GAP_EM;
    if (span !== undefined && item.x - right(span) < runGap * Math.min(span.fontSize, item.fontSize)) {
      span = { ...span, width: Math.max(right(span), right(item)) - span.x };
    } else {
      span = item;
    }
    if (isFullWidth(span, gutter)) return true;
  }
  return false;
}

/** Closer than this many font sizes, two items of a row are one run of text: a word space is about 0.25. */
const RUN_GAP_EM = 0.3;

/**
 * The item goes on the run of text of the item before it: on one baseline in one type size, and touching it, or a word
 * space apart that the text layer holds (a stretched one, on a line set flush to both edges, below a cell's gap). A
 * sidebar's line that ends on a short word past the gutter found ("65112 San Marzio a" ↵ "mare", the gutter a few points
 * before the main column) keeps its word; the main column's lines stand a wider gap apart.
 */
function continuesRun(before: PositionedText | undefined, item: PositionedText): boolean {
  if (before === undefined || !oneLineOfType(before, item)) return false;
  const gap = item.x - right(before);
  return gap < (item.afterSpace === true ? CELL_GAP_EM : RUN_GAP_EM) * Math.min(before.fontSize, item.fontSize);
}
/**
 * Closer than this, two items on one baseline in one type size are one run of text, when a gutter would part a row between
 * them. TeX's word space is a third of its type size and stretches on a justified line: the space after a comma set as a
 * run of its own may fall on a header's gutter by chance. A sidebar's gutter can be as narrow (moderncv's oldstyle), but
 * its lines and the main column's do not share their baselines and type.
 */
const WORD_RUN_GAP_EM = 0.45;

/** Two items of a row set as one line of text: on one baseline, in one type size. */
const oneLineOfType = (a: PositionedText, b: PositionedText): boolean =>
  Math.abs(a.y - b.y) < 0.05 * a.fontSize && Math.abs(a.fontSize - b.fontSize) < 0.05 * a.fontSize;

/**
 * The row's text runs on across x: the last item before it and the first after it (nearly) touch. A web page printed
 * to PDF sets each element of a line as a run of its own ("Excel", ",", "Python"), so an x between two of them holds
 * no text, yet no gutter passes there.
 */
function runsAcross(items: readonly PositionedText[], x: number): boolean {
  const before = items.filter((it) => right(it) <= x + 0.5).at(-1);
  const after = items.find((it) => it.x >= x - 0.5);
  return before !== undefined && after !== undefined && after.x - right(before) < RUN_GAP_EM * Math.min(before.fontSize, after.fontSize);
}

interface Candidate { x: number; score: number; top: number }

const maxFont = (row: Row): number => Math.max(...row.items.map((i) => i.fontSize));

/** The gutter's x, and the index of the first row of the region where both columns run. */
interface Gutter { x: number; top: number }

/** The page's gutter, or null. */
function findGutter(rows: Row[], pageWidth: number, isDate: Set<PositionedText>): Gutter | null {
  const xs = rows.flatMap((r) => r.items.flatMap((i) => [i.x, right(i)]));
  if (xs.length === 0) return null;
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const span = maxX - minX;
  if (span < 0.3 * pageWidth) return null;

  // Items crossing each x, from a difference array: where text runs across most rows there is
  // no gutter, so the full score (a pass over every row) is only computed elsewhere.
  const origin = Math.floor(minX);
  const crossingAt = new Int32Array(Math.ceil(maxX) - origin + 2);
  for (const row of rows) {
    for (const it of row.items) {
      const from = Math.floor(it.x + 0.5) + 1 - origin;
      const to = Math.ceil(right(it) - 0.5) - 1 - origin;
      if (to < from) continue;
      crossingAt[from]! += 1;
      crossingAt[to + 1]! -= 1;
    }
  }
  for (let i = 1; i < crossingAt.length; i++) crossingAt[i]! += crossingAt[i - 1]!;
  const maxCrossing = 0.5 * rows.length + 1;

  // gutterScore compares x with the items' edges only (right(it) - 0.5, it.x + 0.5).
  const scoreAt = piecewise(rows.flatMap((r) => r.items.flatMap((it) => [right(it) - 0.5, it.x + 0.5])), (x) => gutterScore(rows, x, isDate));
  let best: Candidate[] = [];
  for (let x = Math.ceil(minX + 0.1 * span); x <= maxX - 0.1 * span; x += 1) {
    if (crossingAt[x - origin]! > maxCrossing) continue;
    const { score, top } = scoreAt(x);
    if (score <= 0) continue;
    if (best.length === 0 || score > best[0]!.score) best = [{ x, score, top }];
    else if (score === best[0]!.score && x - best[best.length - 1]!.x <= 1.01) best.push({ x, score, top });
  }
  const first = best[0];
  if (!first) return null;
  // The middle of the widest-scoring run is the middle of the gap.
  return { x: (first.x + best[best.length - 1]!.x) / 2, top: first.top };
}

/** Score 0 when x is no gutter; else how many rows each side holds (the smaller side). */
function gutterScore(rows: Row[], x: number, isDate: Set<PositionedText>): { score: number; top: number } {
  const none = { score: 0, top: 0 };
  const leftRows: number[] = [];
  const rightRows: number[] = [];
  const across = runsCrossing(rows, x);
  rows.forEach((row, i) => {
    const items = row.items.filter((it) => !across.has(it));
    if (items.some((it) => right(it) <= x + 0.5)) leftRows.push(i);
    if (items.some((it) => it.x >= x - 0.5)) rightRows.push(i);
  });
  if (leftRows.length < 3 || rightRows.length < 3) return none;
  // The region where both columns run; rows crossing x above or below it are header/footer.
  const top = Math.max(leftRows[0]!, rightRows[0]!);
  const bottom = Math.min(leftRows[leftRows.length - 1]!, rightRows[rightRows.length - 1]!);
  if (bottom - top < 2) return none;
  let crossing = 0;
  let leftChars = 0;
  let rightChars = 0;
  let paired = 0;
  // Paired rows opened by a period (a date cell) and two or more cells after it: an entry's row of a table, its later
  // cells across x. A period and its entry's one line are a date column's row (./date-cells.ts, ./entry-meta.ts), unless
  // the table's rows are there too ("period | firm" beside "period | school | field | degree"): then they are its rows.
  let pairedTableRows = 0;
  let pairedOneCellRows = 0;
  // Table rows that x cuts through: a period, then cells whose middle one reaches past x ("period | Employer, Town | Title",
  // one employer longer than the others) and a later cell on the right. The one crossing row a gutter may have (a long
  // line of a sidebar) is then a cell of the same table, and the row one of its rows.
  let crossedTableRows = 0;
  // Right-side lines right under a table row at line pitch, with nothing on the left: a long cell wrapped in its cell
  // ("Grado en Administración de" ↵ "Empresas"), the row's own text rather than a line of a column.
  let wrappedCellRows = 0;
  let tableRowAbove: { y: number; fontSize: number } | null = null;
  let leftInSpan = 0;
  let rightInSpan = 0;
  // Paired rows whose right side starts a block (no right-side line just above): a label beside the
  // first line of its value. A sidebar that shares the main column's line pitch meets it mid-paragraph.
  let pairedAtValueStart = 0;
  let lastRight: { y: number; fontSize: number } | null = null;
  // Left blocks (a label and the lines it wraps over; a paragraph) and those that start beside a right block's start.
  let leftStarts = 0;
  let leftStartsAtValue = 0;
  let lastLeft: { y: number; fontSize: number } | null = null;
  // The last left text of each paired row: a form prints the same labels for every entry.
  const pairedLeft: string[] = [];
  // Paired rows whose left cell ends in a colon or whose right cell opens with one: a label beside its value.
  let pairedColons = 0;
  // Left-only rows that carry on a paired row's label at line pitch ("Main activities and" ⇥ value, "responsibilities"
  // below it): a label wrapped in its cell, one label with the row above.
  let wrappedLabelRows = 0;
  let lastLeftPaired = false;
  for (let i = top; i <= bottom; i++) {
    const items = rows[i]!.items;
    if (items.some((it) => crosses(it, x)) || runsAcross(items, x)) {
      crossing++;
      const across = isTableRowAcross(rows[i]!, x, isDate);
      if (across) crossedTableRows++;
      tableRowAbove = across ? { y: rows[i]!.y, fontSize: maxFont(rows[i]!) } : null;
      lastRight = null;
      lastLeft = null;
      continue;
    }
    let hasLeft = false;
    let hasRight = false;
    let rightFont = 0;
    let leftFont = 0;
    for (const it of items) {
      if (right(it) <= x + 0.5) {
        hasLeft = true;
        leftChars += it.str.length;
        leftFont = Math.max(leftFont, it.fontSize);
      } else if (it.x >= x - 0.5) {
        hasRight = true;
        rightChars += it.str.length;
        rightFont = Math.max(rightFont, it.fontSize);
      }
    }
    if (hasLeft) leftInSpan++;
    if (hasRight) rightInSpan++;
    const rightPitch = lastRight === null ? Infinity : rows[i]!.y - lastRight.y;
    const valueStart = hasRight && rightPitch >= VALUE_BLOCK_GAP_EM * Math.max(rightFont, lastRight?.fontSize ?? 0);
    const wrapsCell: boolean = !hasLeft && hasRight && tableRowAbove !== null && rows[i]!.y - tableRowAbove.y < VALUE_BLOCK_GAP_EM * rightFont;
    if (wrapsCell) wrappedCellRows++;
    tableRowAbove = wrapsCell ? { y: rows[i]!.y, fontSize: rightFont } : null;
    if (hasLeft && hasRight) {
      paired++;
      const after = isDate.has(items[0]!) ? cellsOf({ y: rows[i]!.y, items: items.slice(1) }, CELL_GAP_EM).length : 0;
      if (after >= 2) tableRowAbove = { y: rows[i]!.y, fontSize: Math.max(leftFont, rightFont) };
      if (after >= 2) pairedTableRows++;
      else if (after === 1) pairedOneCellRows++;
      // The cell right before the gutter: a label, when a sidebar's line shares its row.
      pairedLeft.push(items.filter((it) => right(it) <= x + 0.5).at(-1)!.str.trim());
      if (valueStart) pairedAtValueStart++;
      if (COLON_END.test(pairedLeft.at(-1)!) || COLON_START.test(items.find((it) => it.x >= x - 0.5)!.str)) pairedColons++;
    }
    if (hasLeft) {
      const leftPitch = lastLeft === null ? Infinity : rows[i]!.y - lastLeft.y;
      const startsBlock = leftPitch >= VALUE_BLOCK_GAP_EM * Math.max(leftFont, lastLeft?.fontSize ?? 0);
      if (startsBlock) {
        leftStarts++;
        if (valueStart) leftStartsAtValue++;
      }
      const wrapsLabel = !hasRight && !startsBlock && lastLeftPaired && lastLeft !== null && rows[i - 1]!.y === lastLeft.y;
      if (wrapsLabel) wrappedLabelRows++;
      else lastLeftPaired = hasRight;
      lastLeft = { y: rows[i]!.y, fontSize: leftFont };
    }
    if (hasRight) lastRight = { y: rows[i]!.y, fontSize: rightFont };
  }
  const rowsInSpan = bottom - top + 1;
  if (crossing > Math.max(1, 0.08 * rowsInSpan)) return none;
  // A main column that runs on below the other side's end stands beside a short sidebar: three skills under their heading
  // are a column of their own, though they hold fewer letters than a column needs elsewhere, and the main column's text
  // is more than the few lines it shares with them.
  const leftRunsOn = runsOnBelow(rows, leftRows, rightRows, bottom, rowsInSpan);
  const rightRunsOn = runsOnBelow(rows, rightRows, leftRows, bottom, rowsInSpan);
  // The short side is one block of lines (a sidebar's few lines at its pitch), not labels spread beside the entries.
  const besideRunning = (runsOn: boolean, side: readonly number[]): boolean => runsOn && isOneBlock(rows, side, top, bottom);
  const leftShort = besideRunning(rightRunsOn, leftRows);
  const rightShort = besideRunning(leftRunsOn, rightRows);
  // The running column needs no letters of its own in the region when two of its lines at least stand beside the sidebar
  // (one line beside a contact block is a header's name).
  const enough = (chars: number, inSpan: number, runningBesideShort: boolean, short: boolean): boolean =>
    (runningBesideShort && inSpan >= 2) || chars >= (short ? MIN_SIDEBAR_CHARS : MIN_COLUMN_CHARS);
  if (!enough(leftChars, leftInSpan, rightShort, leftShort) || !enough(rightChars, rightInSpan, leftShort, rightShort)) return none;
  // Label/value tables (Europass labels, moderncv dates): a sparse left side whose rows
  // mostly sit on a baseline of the right side. Two text columns that merely share a line
  // pitch are about equally dense, so they still split.
  // Not when the sparse side is a short sidebar's main column (runsOnBelow).
  if (paired >= 0.6 * leftInSpan && leftInSpan <= 0.8 * rightInSpan && !leftRunsOn) return none;
  // A table of dated rows (a period, then short cells: school, field, degree) seen from the other side: the right
  // side has (almost) no line of its own, holds fewer rows than the left, and most of its rows are table rows. Its
  // cells are the rows' later cells, not a column; a sidebar beside dated entries meets them only on some of its
  // lines. Short cells need not cross x: East Asian CVs write a line of a few wide signs, and prose as short.
  // A table row x cuts through counts as one of the table's rows, on both sides; a cell's wrapped line is its row's.
  const tablePaired = paired + crossedTableRows;
  const tableRightInSpan = rightInSpan + crossedTableRows - wrappedCellRows;
  const datedRows = pairedTableRows + crossedTableRows;
  const tableRows = datedRows >= 2 ? datedRows + pairedOneCellRows : datedRows;
  if (tablePaired >= 0.8 * tableRightInSpan && tableRightInSpan <= 0.8 * (leftInSpan + crossedTableRows) && tableRows >= 0.6 * tablePaired) return none;
  // A form read row by row may be as dense on both sides (one-line values, labels wrapped over two
  // lines): then its labels still sit beside the first line of their values, and carry less text.
  if (paired >= 0.6 * leftInSpan && paired >= 4 && pairedAtValueStart >= 0.9 * paired && leftChars < 0.5 * rightChars) return none;
  // A form whose labels are long (Europass: "Name and type of organisation providing education and training") wraps
  // them over lines of their own and may carry as much text as its values: each label still starts beside the start
  // of its value, where a sidebar's blocks start wherever its own text ends.
  if (leftStarts >= 6 && leftStartsAtValue >= 0.8 * leftStarts && pairedAtValueStart >= 0.9 * paired && paired >= 0.5 * leftInSpan) return none;
  // A form with one-line labels and values at one line pitch ("Period", "Position", "Employer" beside each job's values):
  // as dense on both sides as two columns, but its labels come back for every entry, where a sidebar's lines do not.
  // A label wrapped over two lines is one label (the old Europass form's "Main activities and / responsibilities").
  if (paired >= 0.8 * (leftInSpan - wrappedLabelRows) && repeatsLabels(pairedLeft)) return none;
  // Labelled rows ("Date of Birth" ⇥ ": 03/05/1990", "Gender:" ⇥ "Female"), one a line on both sides: a form's
  // table, whatever its labels; two text columns do not put a colon between them on almost every line.
  if (paired >= MIN_COLON_ROWS && paired >= 0.8 * Math.max(leftInSpan, rightInSpan) && pairedColons >= 0.8 * paired) return none;
  return { score: Math.min(leftInSpan, rightInSpan), top };
}

/** A row opened by a period (a date cell) with two cells after it at least, one of them wholly right of x: a table's row. */
function isTableRowAcross(row: Row, x: number, isDate: Set<PositionedText>): boolean {
  const [first, ...rest] = row.items;
  return first !== undefined && isDate.has(first) && rest.some((it) => it.x >= x - 0.5)
    && cellsOf({ y: row.y, items: rest }, CELL_GAP_EM).length >= 2;
}

/**
 * The items of runs of text (touching items, as RUN_GAP_EM tells) that cross x: neither side's. The last words of an
 * entry's line set as a run of their own past x (", Pécs" after the firm's name that crosses it) are no line of the
 * column there (a header's contact block): counted, they stretched the region both sides share down to that line.
 */
function runsCrossing(rows: readonly Row[], x: number): Set<PositionedText> {
  const out = new Set<PositionedText>();
  for (const row of rows) {
    let run: PositionedText[] = [];
    const close = (): void => {
      if (run.length > 0 && run[0]!.x < x - 0.5 && Math.max(...run.map(right)) > x + 0.5) for (const it of run) out.add(it);
    };
    for (const it of row.items) {
      const last = run.at(-1);
      if (last === undefined || it.x - right(last) >= RUN_GAP_EM * Math.min(last.fontSize, it.fontSize)) {
        close();
        run = [];
      }
      run.push(it);
    }
    close();
  }
  return out;
}

/** Letters a side needs to be a column: less is a few words beside the text. */
const MIN_COLUMN_CHARS = 40;
/** Letters a short sidebar beside a main column that runs on below it needs: a heading and three short skills. */
const MIN_SIDEBAR_CHARS = 15;
/** Rows a column runs on below the other side's end, at the least, to be a column rather than a table's labels. */
const MIN_RUN_ON_ROWS = 4;

/**
 * The rows of one side (indices into the region's rows) run on below the region both sides share (`bottom`) for as many
 * rows again as that region holds, while the other side has (almost) ended: a main column beside a short sidebar (a
 * contact block, three skills), not a label column. The region both run in is then only the sidebar's height, and there
 * the main column, set larger at a wider line pitch and opened by a heading's space, may hold fewer lines than the sidebar
 * and meet it on most of them, as a table's labels meet their values; but a table's labels end with the table.
 */
function runsOnBelow(rows: readonly Row[], side: readonly number[], other: readonly number[], bottom: number, rowsInSpan: number): boolean {
  const below = side.filter((i) => i > bottom);
  const otherBelow = other.filter((i) => i > bottom).length;
  if (below.length < Math.max(MIN_RUN_ON_ROWS, rowsInSpan) || otherBelow > 0.25 * below.length) return false;
  // It runs on at its pitch: a header's cells (a name beside the contact block) stand apart from the body under them.
  const last = side.filter((i) => i <= bottom).at(-1);
  const next = rows[below[0]!]!;
  return last !== undefined && next.y - rows[last]!.y <= RUN_ON_GAP_EM * maxFont(next);
}

/** A column running on below a sidebar's end goes on within this many font sizes (a heading's space included). */
const RUN_ON_GAP_EM = 2.5;
/** Lines of one block follow each other at most this many font sizes apart (a heading's space over its lines included). */
const BLOCK_PITCH_EM = 2.2;

/**
 * The side's rows from `top` to `bottom` (indices into the region's rows) follow each other as one block's lines do: a
 * sidebar's few lines at its pitch. A table's labels stand apart, each beside its value's first line.
 */
function isOneBlock(rows: readonly Row[], side: readonly number[], top: number, bottom: number): boolean {
  const inSpan = side.filter((i) => i >= top && i <= bottom).map((i) => rows[i]!);
  return inSpan.every((row, k) => k === 0 || row.y - inSpan[k - 1]!.y <= BLOCK_PITCH_EM * maxFont(row));
}

const COLON_END = /[:：]$/u;
const COLON_START = /^\s*[:：]/u;
/** Fewer labelled rows than this say too little to call a region a table. */
const MIN_COLON_ROWS = 4;

/**
 * Texts with letters of which six or more, and seven in ten, are printed more than once: a form's labels, printed for
 * every entry (a header's line that shares a row with the values is the odd one out).
 */
function repeatsLabels(texts: readonly string[]): boolean {
  const labels = texts.filter((t) => /\p{L}{2}/u.test(t));
  if (labels.length < 0.8 * texts.length) return false;
  const counts = new Map<string, number>();
  for (const t of labels) counts.set(t, (counts.get(t) ?? 0) + 1);
  const repeated = labels.filter((t) => counts.get(t)! >= 2).length;
  if (repeated < 6) return false;
  // A form's block of labels printed again in the same order for the next job may stand among more labels printed once
  // (the personal details above, a study's labels, a skills block below): the repeated block says form on its own.
  return repeated >= 0.7 * labels.length || repeatsBlock(labels);
}

/** Rows in a label block that, printed again in the same order, make a form. */
const MIN_BLOCK_LABELS = 3;

/** Some MIN_BLOCK_LABELS labels in a row come back later in the same order ("Dates", "Position", "Employer" for each job). */
function repeatsBlock(labels: readonly string[]): boolean {
  const key = (i: number): string => labels.slice(i, i + MIN_BLOCK_LABELS).join('\n');
  const seen = new Set<string>();
  for (let i = 0; i + MIN_BLOCK_LABELS <= labels.length; i++) {
    if (seen.has(key(i))) return true;
    seen.add(key(i));
  }
  return false;
}

/**
 * A date column given to the side across the gutter takes the gutter with it to its far edge, so
 * a heading that starts at the dates' edge (over the column of dates and entries) is read with
 * its column instead of as a full-width line. Not when text below the header would change sides by the move.
 */
function besideDates(gutter: number, columnRows: Row[], dateSide: Map<PositionedText, 'left' | 'right'>): number {
  const moved = [...dateSide].filter(([d, side]) => (side === 'right') !== (center(d) >= gutter));
  const side = moved[0]?.[1];
  if (side === undefined || moved.some(([, s]) => s !== side)) return gutter;
  const edge = side === 'right' ? Math.min(...moved.map(([d]) => d.x)) - 0.5 : Math.max(...moved.map(([d]) => right(d))) + 0.5;
  const [lo, hi] = side === 'right' ? [edge, gutter] : [gutter, edge];
  // Lines that start (or end) where the dates do belong to their column: the headings above them.
  const alignedWithDates = (i: PositionedText): boolean => Math.abs(side === 'right' ? i.x - edge : right(i) - edge) <= 2;
  const between = (i: PositionedText): boolean => i.x >= lo && right(i) <= hi && !alignedWithDates(i);
  const blocked = columnRows.some((r) => r.items.some((i) => !dateSide.has(i) && (crosses(i, edge) || between(i))));
  return blocked ? gutter : edge;
}

/** A page's header stands at least this many of the first heading's font sizes above it. */
const HEADER_GAP_EM = 2;

/**
 * The side of the gutter that holds dates and (almost) no other text (a date column, not a text column), or null.
 * Rows whose text runs across the gutter do not count: a centred header above the page's column, or a long line in
 * it, is no text of the dates' side. Nor does a section heading over the dates: a line alone on its row, set where
 * the dates are, right over a row that opens with a date on its side (a short heading ends before the gutter); nor the
 * rows above the first date's heading (the page's header: a name and headline short enough to end before the gutter).
 * `rowByRow` when the page is one column after all (onePageColumn).
 */
function cutOffDates(
  rows: Row[], isDate: Set<PositionedText>, gutter: number,
): { side: 'left' | 'right'; headings: Set<PositionedText>; rowByRow?: true } | null {
  let leftText = 0;
  let rightText = 0;
  // The lines beside the other side's text (./beside-other-side.ts): a column's lines meet the other column's.
  let leftBeside = 0;
  let rightBeside = 0;
  const isLeft = (i: PositionedText): boolean => center(i) < gutter;
  const sides = { isLeft, crosses: (i: PositionedText): boolean => crosses(i, gutter) };
  const headsDates = (k: number, left: boolean): boolean => rows[k]!.items.every((i) => isLeft(i) === left)
    && (rows[k + 1]?.items.some((i) => isDate.has(i) && isLeft(i) === left) ?? false);
  const headings: PositionedText[] = [];
  // Rows above the first date's heading, set apart from it by a heading's space, are the page's header (a name and
  // headline beside a contact block), no column's text.
  const firstDate = rows.findIndex((r) => r.items.some((i) => isDate.has(i)));
  const heading = rows[firstDate - 1];
  const above = rows[firstDate - 2];
  const dateLeft = firstDate >= 0 && rows[firstDate]!.items.some((i) => isDate.has(i) && isLeft(i));
  const headerEnd = heading && above && headsDates(firstDate - 1, dateLeft) && heading.y - above.y >= HEADER_GAP_EM * maxFont(heading)
    ? firstDate - 1 : 0;
  rows.forEach((row, k) => {
    if (k < headerEnd) return;
    const text = row.items.filter((i) => !isDate.has(i));
    if (text.some((i) => crosses(i, gutter)) || runsAcross(text, gutter)) return;
    for (const left of [true, false]) {
      if (!text.some((i) => isLeft(i) === left)) continue;
      if (headsDates(k, left)) {
        headings.push(...text);
        continue;
      }
      const beside = isBesideOtherSide(rows, k, left, sides);
      if (left) {
        leftText++;
        if (beside) leftBeside++;
      } else {
        rightText++;
        if (beside) rightBeside++;
      }
    }
  });
  if (Math.min(leftText, rightText) >= 3) return onePageColumn(rows, isDate, sides, leftBeside, rightBeside, headings);
  const side = leftText < rightText ? 'left' : 'right';
  // The side with less text is the dates' column only where the dates stand (a few contact lines across the page from a
  // column of labels and periods are no date column).
  if (![...isDate].some((i) => isLeft(i) === (side === 'left'))) return null;
  return { side, headings: new Set(headings.filter((i) => isLeft(i) === (side === 'left'))) };
}

/**
 * A page of one column whose periods stand in a tabbed column of their own (a skills-first CV's history, "2019–2023 ⇥
 * Title, Employer"), its short lines (a profile, skills in bullets, headings) ending before the entries' tab stop: both
 * sides hold text, but on the dates' side only a few lines stand beside the other side's text; the rest stand beside
 * nothing across the gutter, full-width lines that happen to be short. With every period on its entry's row, the page is
 * read row by row, as it is when a longer line crosses the gutter. Null when the sides are two columns.
 */
function onePageColumn(
  rows: Row[], isDate: Set<PositionedText>, sides: { isLeft: (i: PositionedText) => boolean; crosses: (i: PositionedText) => boolean },
  leftBeside: number, rightBeside: number, headings: PositionedText[],
): { side: 'left' | 'right'; headings: Set<PositionedText>; rowByRow: true } | null {
  if (Math.min(leftBeside, rightBeside) >= 3) return null;
  const left = leftBeside < rightBeside;
  const dates = [...isDate];
  if (dates.length === 0 || dates.some((d) => sides.isLeft(d) !== left)) return null;
  const onEntryRow = (d: PositionedText): boolean => rows.some((r) => r.items.includes(d)
    && r.items.some((i) => !isDate.has(i) && sides.isLeft(i) !== left && !sides.crosses(i)));
  if (!dates.every(onEntryRow)) return null;
  return { side: left ? 'left' : 'right', headings: new Set(headings.filter((i) => sides.isLeft(i) === left)), rowByRow: true };
}

/**
 * The items beyond the entries' date column, on the far side of the gutter from the entries, when
 * they form a sidebar: every item lies a font size or more past the dates' outer edge, the dates
 * share a baseline with the entries across the gutter (four in five or more) and less often with
 * those items (a column of dates beside its own entries has them on every line). Nothing else
 * stands beside the dates, and lines above the first date (a name or contact line at the page's
 * edge) stay in the header. Null when there is no such sidebar.
 */
function sidebarBeyondDates(
  rows: Row[], isDate: Set<PositionedText>, gutter: number,
): { side: 'left' | 'right'; items: Set<PositionedText> } | null {
  const dates = [...isDate];
  const side = center(dates[0]!) >= gutter ? 'right' : 'left';
  if (dates.some((d) => (center(d) >= gutter) !== (side === 'right'))) return null;
  const outer = side === 'right' ? Math.max(...dates.map(right)) : Math.min(...dates.map((d) => d.x));
  const firstDate = Math.min(...dates.map((d) => d.y));
  const onSide = (i: PositionedText): boolean => (center(i) >= gutter) === (side === 'right');
  const items = new Set<PositionedText>();
  for (const row of rows) {
    for (const i of row.items) {
      if (isDate.has(i) || !onSide(i) || i.y < firstDate - 2.5 * i.fontSize) continue;
      const clear = side === 'right' ? i.x - outer >= i.fontSize : outer - right(i) >= i.fontSize;
      if (!clear) return null; // text beside the dates (a place under a period): no sidebar of its own
      items.add(i);
    }
  }
  // What stands on a date's baseline, whichever row it was grouped in: a row is grouped from its first item's baseline,
  // so a sidebar line a little above a date can take the date into its row and leave the entry's title out.
  const others = rows.flatMap((r) => r.items.filter((i) => !isDate.has(i)));
  const onBaseline = (d: PositionedText, i: PositionedText): boolean => Math.abs(i.y - d.y) <= Math.max(1.5, 0.4 * Math.min(i.fontSize, d.fontSize));
  let pairedAcross = 0;
  let pairedBeyond = 0;
  const dateRows = rows.filter((r) => r.items.some((i) => isDate.has(i)));
  for (const row of dateRows) {
    const beside = others.filter((i) => row.items.some((d) => isDate.has(d) && onBaseline(d, i)));
    if (beside.some((i) => !onSide(i))) pairedAcross++;
    if (beside.some((i) => items.has(i))) pairedBeyond++;
  }
  const dateRowCount = dateRows.length;
  // Dates that share their rows with the items beyond as often as with the entries across are those items' own; a
  // sidebar's lines meet the entries' dates on a few rows by chance, the entries' titles meet them on every row.
  if (items.size === 0 || pairedAcross < 0.8 * dateRowCount || (pairedBeyond > 0.6 * dateRowCount && pairedBeyond >= pairedAcross)) return null;
  return { side, items };
}

/** Marks rows read in a column of the page's first cut (cuts inside a column keep the page's column). */
function inColumn(rows: Row[], depth: number, column: number): Row[] {
  if (depth === 0) for (const row of rows) row.column = column;
  return rows;
}

/** Text of a row; gaps wider than CELL_GAP_EM font sizes become a tab (separate cells). */
/**
 * A row cut where its runs change baseline for another line's, each piece a row of its own, top first. Lines of two
 * columns a few points apart fall in one row where no gutter parts them: a sidebar's e-mail too long for its column runs
 * into the entry beside it ("ada@example.orgProject lead"), or the first piece of one TeX broke ends a word space before
 * it ("ada-" "Project lead").
 */
function baselineRows(row: Row): Row[] {
  const pieces: Row[] = [];
  let last: PositionedText | undefined;
  for (const item of row.items) {
    const blank = item.str.trim() === '';
    // Only where the two would read as one line: runs a cell's gap apart are parted anyway, and the gutter is found on them.
    const otherLine = !blank && last !== undefined && item.x - right(last) < CELL_GAP_EM * item.fontSize && fromAnotherLine(last, item);
    if (pieces.length === 0 || otherLine) pieces.push({ ...row, y: item.y, items: [item] });
    else pieces[pieces.length - 1]!.items.push(item);
    if (!blank) last = item;
  }
  return pieces.length === 1 ? [row] : pieces.sort((a, b) => a.y - b.y);
}

function rowToLines(row: Row): LayoutLine[] {
  const first = row.items[0];
  if (!first) return [];
  // Right-to-left scripts (Arabic, Persian, Hebrew) are read from the right edge: the items of
  // such a row, placed left to right on the page, come in reverse. Mirroring x keeps the gap logic.
  if (isRightToLeft(row)) {
    const mirrored = row.items.map((i) => ({ ...i, x: -(i.x + i.width) })).sort((a, b) => a.x - b.x);
    return rowToLinesLtr({ ...row, items: mirrored }).map((l) => ({ ...l, x: first.x }));
  }
  return rowToLinesLtr(row);
}

const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/gu;

/** Most letters of the row belong to a right-to-left script. */
function isRightToLeft(row: Row): boolean {
  let rtl = 0;
  let letters = 0;
  for (const item of row.items) {
    letters += item.str.match(/\p{L}/gu)?.length ?? 0;
    rtl += item.str.match(RTL_CHAR)?.length ?? 0;
  }
  return letters > 0 && rtl > letters / 2;
}

/**
 * A period's year run into the cell after it, no gap between two text items ("septembrie 2024 – aprilie 2026Mărgineanu …"):
 * a date column too narrow for long month names. A year then a capital never make one word, so the two are cells.
 */
const yearMeetsCapital = (text: string, next: string, gap: number, fontSize: number): boolean =>
  gap <= 0.15 * fontSize && (/(?:^|[^\d])(?:19|20)\d\d$/u.test(text) || endsWithOpenPeriod(text)) && /^\p{Lu}\p{Ll}/u.test(next);

/**
 * Text in a type half as large again or more after a word space ("Ada Quillmere" in 28 pt, then "Store Assistant" in 16 pt
 * on its line): a header's name and its headline set side by side, two cells. (Small capitals and superscripts touch the
 * letters beside them: no space, no cell.)
 */
const SIZE_CHANGE = 1.5;
const sizeChanges = (before: number, after: number): boolean => before > 0 && after > 0 && Math.max(before, after) >= SIZE_CHANGE * Math.min(before, after);


/** How far back, in its font's size, a comma starts under the letter before it to be that letter's comma (kerning is less). */
const COMMA_BELOW_EM = 0.25;
/** Wider than this many font sizes, a gap between two runs is a word space. */
const WORD_SPACE_EM = 0.15;
/** A gap the text layer holds a space in (spaceBefore) is a word space from this many font sizes: runs that touch are one word. */
const MARKED_SPACE_EM = 0.05;
/**
 * A run that starts this many font sizes or more back inside the text before it is printed over that text, not after it
 * (a web page's block positioned over another: "Summary" under "ada@example.org"): another cell. A TeX accent or a comma
 * below its letter is set back less, and kerning far less.
 */
const OVERPRINT_EM = 1;
/** Runs of one line of text share a baseline; a run this many font sizes above or below the one before it is from another line. */
const BASELINE_JUMP_EM = 0.25;

/**
 * The item is text of another line than the one before it, which the row took in with it: on a baseline a quarter of
 * its size or more away, in type of about the same size (a superscript is smaller). A letter alone may be set lower or
 * higher inside a word (the E of TeX's logo), so both are words of two characters or more.
 */
const fromAnotherLine = (before: PositionedText, item: PositionedText): boolean =>
  /^[\p{L}\p{N}]/u.test(item.str) && item.str.trim().length >= 2 && before.str.trim().length >= 2
  && Math.abs(item.y - before.y) >= BASELINE_JUMP_EM * Math.max(before.fontSize, item.fontSize)
  && Math.max(before.fontSize, item.fontSize) < SAME_TYPE * Math.min(before.fontSize, item.fontSize);
/** Type sizes closer than this ratio are about the same (a superscript is two thirds of its line's). */
const SAME_TYPE = 1.25;

function rowToLinesLtr(row: Row): LayoutLine[] {
  const first = row.items[0];
  if (!first) return [];
  let text = '';
  let prevEnd = -Infinity;
  let maxFont = 0;
  let boldChars = 0;
  let chars = 0;
  let weightKnown = false;
  // The characters set in each font (a line holds one to a few items: a short list, not a map).
  const fonts: { font: string; chars: number }[] = [];
  let fontsKnown = true;
  // The type of the last item with text: a space item between two runs carries no size of its own text.
  let lastTextSize = 0;
  for (const item of row.items) {
    const gap = item.x - prevEnd;
    if (text !== '') {
      // A gap of a font size or more is no word space: the next cell, column or chip (skills
      // printed as boxed tags in a row, "Focused  Patient").
      const wordSpace = gap > (item.spaceBefore ? MARKED_SPACE_EM : WORD_SPACE_EM) * item.fontSize;
      const spaced = /\s$/u.test(text) || wordSpace;
      if (gap > CELL_GAP_EM * item.fontSize || yearMeetsCapital(text, item.str, gap, item.fontSize)
        || (spaced && item.str.trim() !== '' && sizeChanges(lastTextSize, item.fontSize))) text = text.trimEnd() + '\t';
      else if (wordSpace && !text.endsWith(' ') && !item.str.startsWith(' ')) text += ' ';
    }
    // A TeX accent glyph, with the rest of its word set back over it: one word, "Educación".
    const accented = gap < -0.5 ? joinAccent(text, item.str) : null;
    // A comma set back a quarter of its size or more under the s or t before it: the letter's comma, "ș" or "ț".
    const commaBelow = accented === null && gap < -COMMA_BELOW_EM * item.fontSize ? joinCommaBelow(text, item.str) : null;
    if (accented) text = accented.before + accented.after;
    else if (commaBelow !== null) text = commaBelow;
    // (A mark printed back over the text, a comma a list's item misplaced, stays where it was: no cell of its own.)
    else if (text !== '' && gap <= -OVERPRINT_EM * item.fontSize && /[\p{L}\p{N}]/u.test(item.str)) text = `${text.trimEnd()}\t${item.str.trimStart()}`;
    // A cell starts at its first letter: "\t john@…" would read as a tab-between-words PDF (document.ts).
    else text += text.endsWith('\t') ? item.str.trimStart() : item.str;
    prevEnd = Math.max(prevEnd, right(item));
    if (item.str.trim() !== '') lastTextSize = item.fontSize;
    maxFont = Math.max(maxFont, item.fontSize);
    const n = item.str.trim().length;
    chars += n;
    if (item.bold !== undefined) weightKnown = true;
    if (item.bold) boldChars += n;
    if (item.font === undefined) fontsKnown = false;
    else {
      const had = fonts.find((f) => f.font === item.font);
      if (had) had.chars += n;
      else fonts.push({ font: item.font, chars: n });
    }
  }
  let font: string | undefined;
  if (fontsKnown && !weightKnown) {
    let most = -1;
    for (const f of fonts) if (f.chars > most) [font, most] = [f.font, f.chars];
  }
  // A table read as "Label: value" lines (./header-table.ts) comes as one item holding its lines.
  const texts = text.split('\n').map((t) => t.replace(/ {2,}/g, ' ').trim()).filter((t) => t !== '');
  return texts.map((t) => {
    const line: LayoutLine = { text: t, x: first.x, y: row.y, fontSize: round(maxFont) };
    if (weightKnown) line.bold = boldChars > chars / 2;
    if (font !== undefined) line.font = font;
    if (row.column !== undefined) line.column = row.column;
    return line;
  });
}

const round = (n: number): number => Math.round(n * 10) / 10;
