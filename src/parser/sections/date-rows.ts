// A date column read apart from the entries it dates. A PDF column can be cut once more into a narrow column of
// periods (with the section headings printed over it, Europass-like) and the entries beside it; reading the narrow
// column before or after the other puts every period (and heading) away from its job, and the text alone no longer
// tells which period belongs to which entry. The positioned lines still do: a line that is a period and nothing else
// and a header line at the same height beside it are one row. Where a column of a page has such rows, its lines are
// read again row by row, top to bottom, and each period is put back on its header's row, on the side where it was
// printed. Pure.
import { findPeriod, withoutPeriod } from './periods.js';
import { isDetailLine } from './entries.js';
import { isPlaced as placed, rowTolerance as tolerance, rowsOf, type Placed } from './positioned.js';
import type { TextLine } from '../types.js';

/** A period and its header are apart by a gap: lines that start within this many points are one above the other. */
const MIN_GAP = 20;

/** The longest date cell: "September 2019 – December 2021" and some room for wider spaces or day numbers. */
const MAX_CELL = 48;

/** "2018": a year of this century or the last alone (string steps: no pattern for every line of a parse to compile). */
function isBareYear(text: string): boolean {
  if (text.length !== 4 || !(text.startsWith('19') || text.startsWith('20'))) return false;
  return text.charCodeAt(2) >= 48 && text.charCodeAt(2) <= 57 && text.charCodeAt(3) >= 48 && text.charCodeAt(3) <= 57;
}

/** A line that holds a period and nothing else: a cell of a date column; a study's year alone ("2018") is one too. */
export function isDateCell(text: string): boolean {
  // A cheap test first: a period cell is short and holds a year.
  if (text.length > MAX_CELL || !/\d\d/.test(text)) return false;
  if (isBareYear(text)) return true;
  const period = findPeriod(text);
  return period !== undefined && withoutPeriod(text, period) === '';
}

/** A line a period can date: a header (capitalised, no period of its own, not a bullet or sentence). */
function isHeader(text: string): boolean {
  return /^\p{Lu}/u.test(text) && findPeriod(text) === undefined && !isDetailLine(text);
}

/** Whether some date cell of the group stands on the row of a header beside it. */
function hasDatedRow(group: readonly Placed[], cells: readonly Placed[]): boolean {
  return cells.some((cell) => group.some((line) => line !== cell
    && Math.abs(line.y - cell.y) <= tolerance(cell) && Math.abs(line.x - cell.x) >= MIN_GAP && isHeader(line.text.trim())));
}


/** One row as lines: a date cell joins the header beside it ("11/2020 – present<tab>Example Labs, Analyst"); the rest stay apart. */
function rowLines(row: readonly Placed[]): TextLine[] {
  const texts = row.map((l) => l.text.trim());
  // The header each date cell joins: the one right after it (a date column on the left), else the one before.
  const cellOf = new Map<number, number>();
  const joined = new Set<number>();
  texts.forEach((text, k) => {
    if (!isDateCell(text)) return;
    const header = [k + 1, k - 1].find((h) => h >= 0 && h < row.length && !cellOf.has(h) && !joined.has(h) && isHeader(texts[h]!));
    if (header === undefined) return;
    cellOf.set(header, k);
    joined.add(k);
  });
  return row.flatMap((line, k) => {
    if (joined.has(k)) return [];
    const cell = cellOf.get(k);
    if (cell === undefined) return [line];
    return [{ ...line, text: cell < k ? `${texts[cell]}\t${texts[k]}` : `${texts[k]}\t${texts[cell]}` }];
  });
}

/**
 * The lines with each column that holds dated rows read row by row, each period on the row of the header it dates.
 * The very array when there is nothing to join (lines without positions: DOCX, plain text).
 */
export function withDateCellsOnRows(lines: readonly TextLine[]): readonly TextLine[] {
  const groups = new Map<string, number[]>();
  // Periods are looked for once a line: the test is the costly part of this step.
  const cells = new Set<number>();
  lines.forEach((line, i) => {
    if (!placed(line)) return;
    if (isDateCell(line.text.trim())) cells.add(i);
    const key = `${line.page}|${line.column ?? 0}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const replaced = new Map<number, TextLine[]>();
  for (const indices of groups.values()) {
    const group = indices.map((i) => lines[i]! as Placed);
    if (!hasDatedRow(group, indices.filter((i) => cells.has(i)).map((i) => lines[i]! as Placed))) continue;
    // The group's lines fill its first place in the reading order; its other places are left empty.
    replaced.set(indices[0]!, rowsOf(group).flatMap(rowLines));
    for (const i of indices.slice(1)) replaced.set(i, []);
  }
  acrossTheGutter(lines, groups, cells, replaced);
  if (replaced.size === 0) return lines;
  return lines.flatMap((line, i) => replaced.get(i) ?? [line]);
}

/** How far, in font sizes, the nearest other line of its column must be for a date cell to stand alone there. */
const ALONE = 3;

/**
 * "Example Labs" on the left and "2015 – 2017" at the right edge, read in two columns: a gutter found through the entries
 * (a page whose header lines are cut apart elsewhere) sends a period to the other column. A date cell alone in its
 * column (no line of its column near it: not a sidebar's list) joins the one header at its height across the gutter.
 */
function acrossTheGutter(
  lines: readonly TextLine[], groups: ReadonlyMap<string, number[]>, cells: ReadonlySet<number>, replaced: Map<number, TextLine[]>,
): void {
  for (const c of cells) {
    const cell = lines[c]!;
    if (replaced.has(c) || !placed(cell) || cell.column === undefined) continue;
    const own = groups.get(`${cell.page}|${cell.column}`) ?? [];
    if (own.some((i) => i !== c && Math.abs((lines[i]!.y ?? 0) - cell.y) < ALONE * (cell.fontSize ?? 10))) continue;
    const across = lines.map((_, i) => i).filter((i) => {
      const line = lines[i]!;
      return !replaced.has(i) && placed(line) && line.page === cell.page && line.column !== undefined && line.column !== cell.column
        && Math.abs(line.y - cell.y) <= tolerance(cell);
    });
    const header = across.length === 1 ? lines[across[0]!]! : undefined;
    if (!header || !placed(header) || !isHeader(header.text.trim())) continue;
    const text = cell.x < header.x ? `${cell.text.trim()}\t${header.text.trim()}` : `${header.text.trim()}\t${cell.text.trim()}`;
    replaced.set(across[0]!, [{ ...header, text }]);
    replaced.set(c, []);
  }
}
