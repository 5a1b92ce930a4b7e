// Tables whose column labels stand in a row above the values ("Company | Position | From" over
// "Example Ltd | Auditor | 2019-04-01"), as CV form generators print them. Pure; used by
// ./pdf-layout.ts. Read as they stand, the labels make one line and the values the next (or a
// column cut goes through the table and reads each column apart), so no value keeps its label.
// Each pair becomes a line of its own, "Company: Example Ltd", set across the table's width so
// that no column cut passes through the table.
import { cellsOf, type CellRow } from './date-cells.js';
import type { PositionedText } from './pdf-layout.js';
import { right } from './item-edges.js';

/** Cells of this many or more make a table row; two cells are too often a title and its date. */
const MIN_CELLS = 3;
const MAX_LABEL_CHARS = 30;
const MAX_LABEL_WORDS = 4;
/** Left edges of a label and its value line up within this many points. */
const ALIGN_PT = 4;


const textOf = (cell: PositionedText[]): string => cell.map((i) => i.str.trim()).join(' ').replace(/\s+/gu, ' ').trim();

// "• Negotiation", "Customer care,": a bulleted item, or one its list goes on from on the next row, is a sidebar's list
// beside the page's entries (a stacked period's "present" over its start in the next cell), never a column's name.
const LIST_ITEM = /^[-–•·*▪►✓➢∗◦‣⁃●■➤❖»♦]\s|,$/u;

/**
 * A column label: a few words, no digits, no list (a comma between words: "Word, Excel" is a sidebar's row of skills
 * beside its label cell, no table's column name; nor a list's bulleted or continued item).
 */
function isLabel(text: string): boolean {
  return text.length > 0 && text.length <= MAX_LABEL_CHARS && !/\d/u.test(text) && !/\p{L},\s/u.test(text)
    && !LIST_ITEM.test(text) && text.split(' ').length <= MAX_LABEL_WORDS;
}

/**
 * The rows with every label row and the value row under it replaced by one row spanning the
 * table whose text is the pairs, "Label: value", one a line. Other rows are returned as they are.
 */
export function readHeaderTables(rows: CellRow<PositionedText>[], gapEm: number): CellRow<PositionedText>[] {
  const out: CellRow<PositionedText>[] = [];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const next = rows[r + 1];
    // Most rows have fewer items than a table row has cells: nothing to split (a cost paid on every page).
    if (!next || row.items.length < MIN_CELLS || next.items.length < MIN_CELLS) {
      out.push(row);
      continue;
    }
    const labels = cellsOf(row, gapEm);
    if (labels.length < MIN_CELLS || !labels.every((c) => isLabel(textOf(c)))) {
      out.push(row);
      continue;
    }
    const values = cellsOf(next, gapEm);
    const font = Math.max(...row.items.map((i) => i.fontSize));
    const aligned = values.length === labels.length && values.every((v, k) => Math.abs(v[0]!.x - labels[k]![0]!.x) <= ALIGN_PT);
    // A value row holds something other than labels: else two rows of a list of words that happen to align.
    if (!aligned || next.y - row.y > 2.5 * font || values.every((v) => isLabel(textOf(v)))) {
      out.push(row);
      continue;
    }
    const x = Math.min(...[...row.items, ...next.items].map((i) => i.x));
    const width = Math.max(...[...row.items, ...next.items].map(right)) - x;
    const pairs = labels.map((label, k) => `${textOf(label).replace(/\s*:$/u, '')}: ${textOf(values[k]!)}`);
    // One item for the whole table, its lines apart by newlines (./pdf-layout.ts makes each a line):
    // rows of their own would be merged again by the baseline grouping of a column read later.
    out.push({ y: row.y, items: [{ ...values[0]![0]!, str: pairs.join('\n'), x, y: row.y, width }] });
    r++;
  }
  return out;
}
