// Section headings in a column of their own, left of the entries: each heading set at the height of its section's first
// line (moderncv's fancy style, a heading wrapped over two lines in its narrow column), or alone on its row in the space
// between two sections, with the entries' periods in the same column on the baselines of the entries' lines (a CV set
// as a two-column table: period | "Title, Employer", the headings at the table's left edge), or a period too wide for the
// column on a row of its own right above its entry. Pure; used by ./pdf-layout.ts.
//
// Such a column is no text column: read before the entries, all the headings would stand over the first section, and
// every entry would lose its period. So the page is read row by row from the column's first heading on, each heading on
// a row of its own over the line it stands beside, a period on the row of the entry it dates.
import { isDateCellText, type CellRow } from './date-cells.js';
import type { PositionedText } from './pdf-layout.js';
import { center } from './item-edges.js';

type Row = CellRow<PositionedText>;

/** A heading is short: a few words, no digit (a phone, a postcode, a date), no address. */
const MAX_HEADING_CHARS = 40;
const MAX_HEADING_WORDS = 4;
const HEADING_TEXT = /^[^\d@/|]*\p{L}[^\d@/|]*$/u;
/** A heading wrapped by its narrow column goes on over at most this many lines, each within this many font sizes. */
const MAX_WRAPPED_LINES = 2;
const WRAP_PITCH_EM = 1.6;
/** A section's heading stands this many font sizes (of the entries' text) or more below the entries' line before it. */
const SECTION_GAP_EM = 1.6;
/** Headings and periods the column holds at the least: fewer say nothing of a column. */
const MIN_CELLS = 3;
/** The other column's lines beside the rows before the run are at most this share of its lines beside the run. */
const MAX_HEADER_SHARE = 0.5;
/** Lines of entries per heading at the least: a column of labels (a form) has a label beside most lines. */
const ENTRY_LINES_PER_HEADING = 2;

const maxFont = (items: readonly PositionedText[]): number => Math.max(...items.map((i) => i.fontSize));

type Cell = 'heading' | 'wrapped' | 'period';

/** The column's run: from the row of its first cell on, the rows of headings (with their wrapped lines) and periods. */
interface Run { from: number; headings: Map<number, number[]>; periods: number; otherRows: number }

function isHeadingText(text: string): boolean {
  return text.length <= MAX_HEADING_CHARS && text.split(/\s+/u).length <= MAX_HEADING_WORDS && HEADING_TEXT.test(text)
    && !/[,;]$/u.test(text);
}

/** A heading's lines so far: the row indexes of its wrapped lines, where its last line stands and its type's size. */
interface Block { lines: number[]; lastY: number; fontSize: number }

/**
 * The last run of the column left of `gutter` whose rows are all headings and periods as above, or null. A row of the
 * column that is neither (a contact line of the header, a sidebar's list) ends any run before it: the run is what follows.
 */
function lastRun(rows: readonly Row[], gutter: number): Run | null {
  let run: Run | null = null;
  let block: Block | null = null;
  let lastOther: Row | null = null;
  let otherRows = 0;
  for (const [k, row] of rows.entries()) {
    const own = row.items.filter((i) => center(i) < gutter);
    const other = row.items.filter((i) => center(i) >= gutter);
    const above = lastOther;
    if (other.length > 0) {
      lastOther = row;
      otherRows++;
      if (run) run.otherRows++;
    }
    if (own.length === 0) continue;
    const text = own.map((i) => i.str.trim()).join(' ').trim();
    const fontSize = maxFont(own);
    const cell = cellOf(text, row, other, above, above && above.items.filter((i) => center(i) >= gutter), block, fontSize)
      ?? (isPeriodOverEntry(text, row, other, rows[k + 1], gutter) ? 'period' : null);
    if (cell === null) {
      run = null;
      block = null;
      continue;
    }
    run ??= { from: k, headings: new Map(), periods: 0, otherRows: other.length > 0 ? 1 : 0 };
    if (cell === 'period') {
      run.periods++;
      block = null;
    } else if (cell === 'heading') {
      block = { lines: [], lastY: row.y, fontSize };
      run.headings.set(k, block.lines);
    } else if (block) {
      block.lines.push(k);
      block.lastY = row.y;
    }
  }
  if (!run || run.headings.size === 0 || run.headings.size + run.periods < MIN_CELLS) return null;
  if (run.otherRows < ENTRY_LINES_PER_HEADING * run.headings.size) return null;
  // Beside the column's rows before the run stands a header (a name, a title over the entries' column), a few lines: a
  // sidebar's list beside the entries, with a few headings under it, is no heading column.
  return otherRows - run.otherRows <= MAX_HEADER_SHARE * run.otherRows ? run : null;
}

/** What the column's cell on `row` is: a heading's first line, a line of the heading over it wrapped, a period; or null. */
function cellOf(
  text: string,
  row: Row,
  other: readonly PositionedText[],
  above: Row | null,
  aboveOther: readonly PositionedText[] | null,
  block: Block | null,
  fontSize: number,
): Cell | null {
  if (other.length > 0 && isDateCellText(text)) return 'period';
  if (!isHeadingText(text)) return null;
  // Right under a heading's line, at its pitch: the heading wrapped (beside the entry's second line, or alone on its row).
  const pitch = WRAP_PITCH_EM * Math.max(fontSize, block?.fontSize ?? 0);
  if (block && block.lines.length < MAX_WRAPPED_LINES && row.y - block.lastY <= pitch) return 'wrapped';
  // A section's space above it: the entries' line before stands well above (by their type's size, not the heading's).
  if (!above || !aboveOther) return 'heading';
  const entryFont = maxFont(other.length > 0 ? other : aboveOther);
  return row.y - above.y >= SECTION_GAP_EM * entryFont ? 'heading' : null;
}

/** A period alone on its row stands at most this many font sizes above its entry's first line. */
const OVER_ENTRY_EM = 1.6;

/**
 * A period too wide for its column, on a row of its own right above its entry's first line (simplecv's "03/2020–present"
 * over "Warehouse Supervisor", a Word table whose period cell wraps above the job's): the next row holds text across the
 * gutter only, at a line's pitch. A sidebar's own dated entry has its next line on the period's side.
 */
function isPeriodOverEntry(text: string, row: Row, other: readonly PositionedText[], next: Row | undefined, gutter: number): boolean {
  if (other.length > 0 || next === undefined || !isDateCellText(text)) return false;
  if (next.items.some((i) => center(i) < gutter)) return false;
  return next.y - row.y <= OVER_ENTRY_EM * maxFont(row.items);
}

/**
 * Where a column of section headings (and periods) left of `gutter` starts, as above: the index of its first row, or null.
 * The rows before it are the page's header.
 */
export function headingColumnFrom(rows: readonly Row[], gutter: number): number | null {
  return lastRun(rows, gutter)?.from ?? null;
}

/**
 * The rows read row by row, each heading of the column left of `gutter` on a row of its own over the line it stands
 * beside, its wrapped lines under it; every other row as it stands. Call with the rows from headingColumnFrom on.
 */
export function readBesideHeadings(rows: readonly Row[], gutter: number): Row[] {
  const run = lastRun(rows, gutter);
  if (!run) return rows.map((r) => ({ y: r.y, items: [...r.items] }));
  const wrapped = new Set([...run.headings.values()].flat());
  const own = (row: Row): PositionedText[] => row.items.filter((i) => center(i) < gutter);
  const other = (row: Row): PositionedText[] => row.items.filter((i) => center(i) >= gutter);
  const out: Row[] = [];
  rows.forEach((row, k) => {
    const lines = run.headings.get(k);
    // A heading's wrapped line went up with the heading; the entry's line beside it stays where it is.
    const items = wrapped.has(k) || lines !== undefined ? other(row) : row.items;
    if (lines !== undefined) out.push({ y: row.y, items: own(row) }, ...lines.map((line) => ({ y: rows[line]!.y, items: own(rows[line]!) })));
    if (items.length > 0) out.push({ y: row.y, items: [...items] });
  });
  return out;
}
