// A narrow left column that carries the section headings and the periods ("Utbildning:" over "2018", beside
// "Masterexamen …" over "Example University" in the right column). A PDF's layout reader takes the gap between the two
// for a gutter and reads the whole left column first: every heading then stands above all the entries, and the
// entries fall under the last heading of the column (the skills). The positioned lines still show the rows. Where a
// band of two columns has such a left column (periods on the rows of entries, headings, and nothing else beside the
// right column but lines above or below it), the band is read row by row, each row's cells joined by a tab. Pure.
// A web template printed to PDF sets such a column apart by its own box: each heading stands on the row of its section's
// first line (read as a line of its own above that row), a period in smaller type may sit half a line below its entry's
// header, beside the entry's first detail (it goes up to the header), and headings the vocabulary does not know
// ("Location") are set in the type of those it knows.
import { isDateCell } from './date-rows.js';
import { headingKindOf } from './vocabulary.js';
import { isPlaced, rowTolerance, rowsOf, type Placed } from './positioned.js';
import type { TextLine } from '../types.js';

/** Periods on rows of the right column: fewer may be a sidebar's one date. */
const MIN_DATED_ROWS = 2;

type InColumn = Placed & { column: number };
const inColumn = (line: TextLine): line is InColumn => isPlaced(line) && line.column !== undefined;

/** A right row's baseline lies this many font sizes below a period's at most: the two are side by side. */
const BESIDE_EM = 0.5;
/** A line starts a block (an entry's header) this many font sizes or more below the line above it; lines of one block follow at about 1.2. */
const BLOCK_GAP_EM = 1.6;

/** A period stands this many font sizes below the entry it dates at most (under its one line, beside its first detail). */
const ABOVE_EM = 3;

/**
 * The left lines that are headings: those of the vocabulary, and short lines without a digit set in the type of one of
 * them that is larger than the entries' (the same size and weight, and capitals where it is in capitals): a contact block's
 * "Location", or a heading that lost its last letters to the other column.
 */
function headingsOf(left: readonly InColumn[], right: readonly InColumn[]): Set<InColumn> {
  // Only headings set larger than most lines of the entries (their median type: a name above them may be larger) tell
  // the type apart.
  const sizes = right.map((l) => l.fontSize ?? 10).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)]!;
  const known = left.filter((l) => headingKindOf(l.text.trim()) !== undefined && (l.fontSize ?? 10) > body + 0.5);
  const capitals = (text: string): boolean => text === text.toUpperCase();
  const likeKnown = (l: InColumn): boolean => {
    const text = l.text.trim();
    return /^\p{L}/u.test(text) && !/\d/u.test(text) && text.split(/\s+/u).length <= 4
      && known.some((k) => Math.abs((k.fontSize ?? 10) - (l.fontSize ?? 10)) <= 0.3
      && (k.bold ?? false) === (l.bold ?? false) && (!capitals(k.text.trim()) || capitals(text)));
  };
  return new Set(left.filter((l) => headingKindOf(l.text.trim()) !== undefined || likeKnown(l) || isHeadingWithRow(l)));
}

/**
 * "EDUCATION<tab>Example University": a heading read onto one line with the right column's row beside it, as the reader
 * joins a row that runs on below the right column's other lines. It stands where a heading stands, and the period under
 * it (in the left column, as the others) dates that row.
 */
function isHeadingWithRow(line: InColumn): boolean {
  const [first, ...rest] = line.text.split('\t');
  return rest.length > 0 && headingKindOf(first!.trim()) !== undefined;
}

/** Whether a left period stands under a heading's line that carries a right row, within a few lines (isHeadingWithRow). */
function datesHeadingRow(period: InColumn, left: readonly InColumn[]): boolean {
  const above = left.filter((l) => l.y < period.y).at(-1);
  return above !== undefined && isHeadingWithRow(above) && period.y - above.y <= ABOVE_EM * (above.fontSize ?? 10);
}

/** Whether the band's left column carries the right column's headings and periods, and nothing else beside it. */
function isHeadingDateColumn(left: readonly InColumn[], right: readonly InColumn[], headings: Set<InColumn>): boolean {
  const top = Math.min(...right.map((l) => l.y));
  const bottom = Math.max(...right.map((l) => l.y));
  const rows = rowsOf(right);
  let dated = 0;
  for (const line of left) {
    if (isDateCell(line.text.trim()) && (rowOfPeriod(line, rows) >= 0 || datesHeadingRow(line, left))) dated++;
    else if (headings.has(line)) continue;
    else if (line.y >= top - rowTolerance(line) && line.y <= bottom + rowTolerance(line)) return false;
  }
  return dated >= MIN_DATED_ROWS && headings.size > 0;
}

/**
 * The right row a period of the left column dates, or -1: the row it stands on, or, when it stands lower (beside an
 * entry's first detail, or under a one-line entry, within a few lines), the block above it: its nearest row at or above
 * the period, and up from there, one or two rows, to the row that starts the block (the entry's header).
 */
function rowOfPeriod(period: Placed, rows: readonly Placed[][]): number {
  const on = rows.findIndex((row) => Math.abs(row[0]!.y - period.y) <= rowTolerance(period));
  if (on >= 0) return on;
  const size = (line: Placed): number => line.fontSize ?? 10;
  let k = rows.findLastIndex((row) => row[0]!.y <= period.y + BESIDE_EM * size(row[0]!));
  if (k < 0 || period.y - rows[k]![0]!.y > ABOVE_EM * size(rows[k]![0]!)) return -1;
  for (let up = 0; k > 0 && up < 2; up++, k--) {
    const [line, above] = [rows[k]![0]!, rows[k - 1]![0]!];
    if (line.y - above.y >= BLOCK_GAP_EM * size(line)) break;
  }
  return k;
}

/**
 * The band's lines as rows, top to bottom, read as full-width lines: each right row with the periods that date it before
 * it (cells joined by a tab), each heading on a line of its own above the row it stands on, other left lines where they stand.
 */
function rowLines(left: readonly InColumn[], right: readonly InColumn[], headings: Set<InColumn>): TextLine[] {
  const rows = rowsOf(right);
  const periods = new Map<number, InColumn[]>();
  const apart: InColumn[] = [];
  for (const line of left) {
    const row = headings.has(line) ? -1 : rowOfPeriod(line, rows);
    if (row < 0) apart.push(line);
    else periods.set(row, [...(periods.get(row) ?? []), line]);
  }
  const flat = (line: InColumn, text = line.text.trim()): TextLine => {
    const { column: _column, ...rest } = line;
    return { ...rest, text };
  };
  // A heading (or another left line) on a right row's baseline reads before that row: order 0 sorts first at one baseline.
  const rowY = (line: InColumn): number => rows.find((row) => Math.abs(row[0]!.y - line.y) <= rowTolerance(line))?.[0]!.y ?? line.y;
  const out: { y: number; order: number; line: TextLine }[] = apart.map((line) => ({ y: rowY(line), order: 0, line: flat(line) }));
  rows.forEach((row, k) => {
    const cells = [...(periods.get(k) ?? []), ...row].map((l) => l.text.trim());
    out.push({ y: row[0]!.y, order: 1, line: flat(row[0]!, cells.join('\t')) });
  });
  return out.sort((a, b) => a.y - b.y || a.order - b.order).map((e) => e.line);
}

/** The lines with each band whose left column carries headings and periods read row by row; the very array when none does. */
export function withHeadingDateColumnsOnRows(lines: readonly TextLine[]): readonly TextLine[] {
  // A band: consecutive lines of the reading order read in columns, on one page (a full-width line ends it).
  const bands: number[][] = [];
  lines.forEach((line, i) => {
    const band = bands.at(-1);
    const last = band === undefined ? undefined : lines[band.at(-1)!]!;
    if (!inColumn(line)) return;
    if (band && last && last.page === line.page && band.at(-1) === i - 1) band.push(i);
    else bands.push([i]);
  });
  const replaced = new Map<number, TextLine[]>();
  for (const indices of bands) {
    const band = indices.map((i) => lines[i]! as InColumn);
    const left = band.filter((l) => l.column === 1);
    const right = band.filter((l) => l.column === 2);
    if (left.length === 0 || right.length === 0) continue;
    const headings = headingsOf(left, right);
    if (!isHeadingDateColumn(left, right, headings)) continue;
    replaced.set(indices[0]!, rowLines(left, right, headings));
    for (const i of indices.slice(1)) replaced.set(i, []);
  }
  if (replaced.size === 0) return lines;
  return lines.flatMap((line, i) => replaced.get(i) ?? [line]);
}
