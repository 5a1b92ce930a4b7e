// Skills printed as a table of two columns, a label cell beside the cell of its items ("Software ⇥ Word, Excel",
// "Tools ⇥ Jira"), as sidebars and forms print them. A row whose second cell lists items shows its first cell is a label;
// once a block has shown so, a later row of one label cell and one item ("Tools ⇥ Jira") is labelled too: the first cells
// are the table's label column, not a grid's items. Pure.

const cellsOf = (text: string): string[] => text.split(/\t+|\s{3,}/u).map((c) => c.trim()).filter((c) => c !== '');
/** A label cell: a few words, no list, no digits, no colon inside (a label's own colon may end it). */
const isLabelCell = (cell: string): boolean => cell.split(/\s+/u).length <= 3 && !/[,;•|\d]/u.test(cell) && !/:./u.test(cell);

/** The row is a label cell beside a cell that lists two items or more ("Software ⇥ Word, Excel"). */
export function opensWithLabelCell(text: string): boolean {
  const cells = cellsOf(text);
  return cells.length === 2 && isLabelCell(cells[0]!) && cells[1]!.split(/,\s+/u).length >= 2;
}

/**
 * The row without its label cell where the block's rows have a label column: a row of two cells, a label and one item
 * ("Tools ⇥ Jira" → "Jira"); any other row as it is.
 */
export function withoutLabelCell(text: string, labelColumn: boolean): string {
  if (!labelColumn) return text;
  const cells = cellsOf(text);
  return cells.length === 2 && isLabelCell(cells[0]!) && !/,\s/u.test(cells[1]!) ? cells[1]! : text;
}
