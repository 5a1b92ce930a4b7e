// Entries set side by side as a flow, each a name and then its period: a template that lays its studies (or jobs)
// out as inline boxes puts the next entry's name on the row of the one before and wraps its period to the next
// row ("Example College<tab>2016 – 2019<tab>Example University" over "2013 – 2016"). Read as printed, the row is
// one entry with a period in the middle and the lone period below dates nothing. Where the two halves of the row
// around its period start alike (both a school, both a firm, both a title) and a period alone follows, the row is
// two entries: the second one is put on a row of its own with the period below it. Pure.
import { isDateCell } from './date-rows.js';
import { findPeriod } from './periods.js';
import { isCompany, isSchoolName, isTitle } from './roles.js';

const cellsOf = (row: string): string[] => row.split(/\t+/).map((c) => c.trim()).filter((c) => c !== '');

/** The kind of name a cell opens an entry with, or undefined when it names none the vocabularies know. */
function nameKind(cell: string): 'school' | 'firm' | 'title' | undefined {
  if (isSchoolName(cell)) return 'school';
  if (isCompany(cell)) return 'firm';
  return isTitle(cell) ? 'title' : undefined;
}

/** The row's two entries, when it is a flow of two: its cells halved around the one period cell in their middle. */
function flowHalves(row: string): [string[], string[]] | undefined {
  const cells = cellsOf(row);
  if (cells.length < 3 || cells.length % 2 === 0) return undefined;
  const middle = (cells.length - 1) / 2;
  if (!isDateCell(cells[middle]!) || cells.some((c, k) => k !== middle && findPeriod(c) !== undefined)) return undefined;
  const first = cells.slice(0, middle + 1);
  const second = cells.slice(middle + 1);
  const kind = nameKind(first[0]!);
  return kind !== undefined && nameKind(second[0]!) === kind ? [first, second] : undefined;
}

/** The rows with each flow of two entries read as two rows, each entry with its period. The very array when there is none. */
export function withFlowingEntriesApart(rows: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i + 1 < rows.length; i++) {
    const below = rows[i + 1]!.trim();
    if (!isDateCell(below) || /^\d{4}$/u.test(below)) continue;
    const halves = flowHalves(rows[i]!);
    if (!halves) continue;
    out ??= [...rows];
    out[i] = halves[0].join('\t');
    out[i + 1] = [...halves[1], below].join('\t');
    i++;
  }
  return out ?? rows;
}
