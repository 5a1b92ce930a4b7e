// person export: streamed from the store in id order, in pages. Each page's
// audit rows ('person.export', one per person) are committed BEFORE that page is written
// out (DESIGN.md §3: nothing reads person data without leaving a row). The CSV columns are
// the Person fields; the importer reads them back unchanged (read-only columns ignored;
// the quote that neutralises a formula-like cell removed again).
import type { Store } from '../../store/index.js';
import type { Person } from '../../domain/person.js';
import type { Clock } from '../../domain/clock.js';
import { auditStamp, type Actor } from '../audit.js';
import { csvLine } from './csv-reader.js';
import { neutraliseCsvCell } from '../../domain/csv-formula.js';

export const EXPORT_FORMATS = ['csv', 'ndjson', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const PERSON_EXPORT_COLUMNS: (keyof Person)[] = [
  'id', 'title', 'last', 'first', 'email', 'email2', 'category', 'regio', 'country', 'state', 'city', 'street', 'zip',
  'birth_place', 'birth_date', 'phone_land', 'phone_mobile', 'sex', 'move_ok', 'girl_name', 'mother_name', 'family_state',
  'nationality', 'nationality2', 'experience', 'is_photo', 'photo_url', 'created', 'last_modified',
];

/** A person value as a CSV cell; text a spreadsheet would run as a formula is neutralised (the importer restores it). */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(';');
  return typeof value === 'string' ? neutraliseCsvCell(value) : String(value);
}

export interface ExportDeps {
  store: Store;
  clock: Clock;
  actor: Actor;
}

/** Writes every person through `write` (which must honour backpressure); returns how many. */
export async function exportPeople(
  deps: ExportDeps,
  format: ExportFormat,
  write: (text: string) => Promise<void>,
  pageSize = 1000,
): Promise<number> {
  let afterId = 0;
  let count = 0;
  if (format === 'csv') await write(`${csvLine(PERSON_EXPORT_COLUMNS)}\n`);
  if (format === 'json') await write('[');
  for (;;) {
    // The page and its audit rows are one store transaction: committed before it is written out.
    const page = await deps.store.bulk.exportPeoplePage(afterId, pageSize, auditStamp(deps.clock, deps.actor, 'person.export'));
    if (page.length === 0) break;
    let text = '';
    for (const person of page) {
      if (format === 'csv') text += `${csvLine(PERSON_EXPORT_COLUMNS.map((column) => csvCell(person[column])))}\n`;
      else if (format === 'ndjson') text += `${JSON.stringify(person)}\n`;
      else text += `${count === 0 ? '\n' : ',\n'}${JSON.stringify(person)}`;
      count++;
    }
    await write(text);
    afterId = (page[page.length - 1] as Person).id;
  }
  if (format === 'json') await write(count === 0 ? ']\n' : '\n]\n');
  return count;
}
