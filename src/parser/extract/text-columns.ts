// Plain-text CVs laid out in columns with spaces or tabs ("Telefon           0176 …", "08/2017 – 03/2021    Referentin …"):
// the label or date column and the value column are the cells a word processor would have set apart with a tab stop.
// Plain text collapses its gaps (text-lines.ts: a tab there is as often indentation as a border), which glued the label
// to its value ("Anschrift Lindenstraße 14a" as the street) and a "Sprachen" row's languages to the study above it.
// A gap is a border only where the text shows a column: several lines whose next cell starts at the same character
// position after a wide gap. A double space after a full stop lands anywhere and sets no column.
const TAB_WIDTH = 8;
/** Lines that must start a cell at one position before it counts as a column. */
const MIN_LINES_AT_COLUMN = 3;
/** A column this close to the margin is an indented bullet's text, not a value column. */
const MIN_COLUMN = 6;
/** An interior gap: two spaces or more, or a tab, between two printed characters. */
const GAP = /(?<=\S)(?: {2,}|[ ]*\t[ \t]*)(?=\S)/g;

interface Gap {
  from: number;
  to: number;
  /** The character position (tabs expanded) where the next cell starts. */
  column: number;
}

/** The text with a tab at every gap that ends on a column several lines share, every other tab a space. */
export function withAlignedColumns(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const gaps = lines.map(interiorGaps);
  const count = new Map<number, number>();
  for (const columns of gaps.map((g) => new Set(g.map((gap) => gap.column)))) {
    for (const column of columns) count.set(column, (count.get(column) ?? 0) + 1);
  }
  const isColumn = (column: number): boolean => column >= MIN_COLUMN && (count.get(column) ?? 0) >= MIN_LINES_AT_COLUMN;
  return lines.map((line, i) => {
    let out = '';
    let at = 0;
    for (const gap of gaps[i] ?? []) {
      out += line.slice(at, gap.from) + (isColumn(gap.column) ? '\t' : ' ');
      at = gap.to;
    }
    // Tabs at either end are indentation: normaliseText's cells drop them.
    return out + line.slice(at);
  }).join('\n');
}

function interiorGaps(line: string): Gap[] {
  if (!/\S {2,}\S|\S[ ]*\t/.test(line)) return [];
  const columns = displayColumns(line);
  return [...line.matchAll(GAP)].map((m) => ({ from: m.index, to: m.index + m[0].length, column: columns[m.index + m[0].length] ?? 0 }));
}

/** The character position of each code unit with tabs expanded to the next multiple of TAB_WIDTH (and one past the end). */
function displayColumns(line: string): number[] {
  const columns: number[] = [];
  let column = 0;
  for (const ch of line) {
    for (let k = 0; k < ch.length; k++) columns.push(column);
    column = ch === '\t' ? (Math.floor(column / TAB_WIDTH) + 1) * TAB_WIDTH : column + 1;
  }
  columns.push(column);
  return columns;
}
