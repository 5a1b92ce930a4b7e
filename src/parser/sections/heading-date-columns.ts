// A narrow left column that carries the section headings and the periods ("Utbildning:" over "2018", beside
// "Masterexamen …" over "Example University" in the right column). A PDF's layout reader takes the gap between the two
// for a gutter and reads the whole left column first: every heading then stands above all the entries, and the
// entries fall under the last heading of the column (the skills). The positioned lines still show the rows. Where a
// band of two columns has such a left column (periods on the rows of entries, headings, and nothing else beside the
// right column but lines above or below it), the band is read row by row, each row's cells joined by a tab. Pure.
import { isDateCell } from './date-rows.js';
import { headingKindOf } from './vocabulary.js';
import { isPlaced, rowTolerance, rowsOf, type Placed } from './positioned.js';
import type { TextLine } from '../types.js';

/** Periods on rows of the right column: fewer may be a sidebar's one date. */
const MIN_DATED_ROWS = 2;

type InColumn = Placed & { column: number };
const inColumn = (line: TextLine): line is InColumn => isPlaced(line) && line.column !== undefined;

const onRowOf = (line: Placed, others: readonly Placed[]): boolean => others.some((o) => Math.abs(o.y - line.y) <= rowTolerance(line));

/** Whether the band's left column carries the right column's headings and periods, and nothing else beside it. */
function isHeadingDateColumn(left: readonly InColumn[], right: readonly InColumn[]): boolean {
  const top = Math.min(...right.map((l) => l.y));
  const bottom = Math.max(...right.map((l) => l.y));
  let dated = 0;
  let headings = 0;
  for (const line of left) {
    const text = line.text.trim();
    if (isDateCell(text) && onRowOf(line, right)) dated++;
    else if (headingKindOf(text) !== undefined) headings++;
    else if (line.y >= top - rowTolerance(line) && line.y <= bottom + rowTolerance(line)) return false;
  }
  return dated >= MIN_DATED_ROWS && headings > 0;
}

/** The band's lines as rows, top to bottom, each row's lines left to right joined by a tab, read as full-width lines. */
function rowLines(band: readonly InColumn[]): TextLine[] {
  return rowsOf(band).map((cells) => {
    const { column: _column, ...first } = cells[0]!;
    return { ...first, text: cells.map((l) => l.text.trim()).join('\t') };
  });
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
    if (left.length === 0 || right.length === 0 || !isHeadingDateColumn(left, right)) continue;
    replaced.set(indices[0]!, rowLines(band));
    for (const i of indices.slice(1)) replaced.set(i, []);
  }
  if (replaced.size === 0) return lines;
  return lines.flatMap((line, i) => replaced.get(i) ?? [line]);
}
