// Rows to domain objects and back, for the PostgreSQL store. Values are stored as the SQLite
// store stores them (arrays as JSON text, '' for empty text, NULL for unknown codes and
// dates, canonical e-mails), so both stores hand out the same objects, key for key.
import type { Person, PersonFields } from '../../domain/person.js';
import type { Job, PositionData } from '../../domain/job.js';
import type { Project } from '../../domain/project.js';
import { PERSON_WRITABLE_FIELDS } from '../../domain/person-fields.js';
import { emailKey } from '../../domain/email-key.js';
import { fromJsonArray, fromJsonObject, fromJsonStringArray, toJsonColumn } from '../json-columns.js';

const ARRAY_FIELDS = new Set(['category', 'regio']);
const NULLABLE_COLUMNS = new Set(['country', 'state', 'family_state', 'birth_date']);

/** A person's columns in SPEC.md 2.1 order (is_photo after first), as people-store.ts lists them. */
export const PERSON_COLUMNS = [
  'id', 'title', 'last', 'first', 'is_photo',
  ...PERSON_WRITABLE_FIELDS.filter((c) => c !== 'title' && c !== 'last' && c !== 'first'),
  'photo_url', 'created', 'last_modified',
] as const;

export const SELECT_PERSON = `SELECT ${PERSON_COLUMNS.join(', ')} FROM people`;

/** A row read with SELECT_PERSON: keys come in column order, so the object's key order is SPEC's. */
export function personFromRow(row: Record<string, unknown>): Person {
  return {
    ...row,
    is_photo: row['is_photo'] === 'Y' ? 'Y' : 'N',
    category: fromJsonArray(row['category'] as string),
    regio: fromJsonArray(row['regio'] as string),
  } as unknown as Person;
}

/** The column values of the given fields, as people-store.ts writes them. */
export function personColumns(fields: PersonFields): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!(PERSON_WRITABLE_FIELDS as readonly string[]).includes(key)) continue;
    if (ARRAY_FIELDS.has(key)) row[key] = toJsonColumn(value ?? []);
    else if ((key === 'email' || key === 'email2') && typeof value === 'string') row[key] = emailKey(value);
    else if (value === null || value === undefined) row[key] = NULLABLE_COLUMNS.has(key) ? null : '';
    else row[key] = value;
  }
  return row;
}

export const JOB_COLUMNS = `id, position_data_id, marked, date_from, date_till, title, reference_number, category,
  language, regio, experience, preparation, default_alias_str, position_data, status, channels, last_modified`;

export function jobFromRow(row: Record<string, unknown>): Job {
  return {
    id: row['id'] as number,
    position_data_id: row['position_data_id'] as number,
    marked: row['marked'] === 'Y' ? 'Y' : 'N',
    date_from: row['date_from'] as string | null,
    date_till: row['date_till'] as string | null,
    title: row['title'] as string,
    reference_number: row['reference_number'] as string,
    category: fromJsonArray(row['category'] as string),
    language: fromJsonArray(row['language'] as string),
    regio: fromJsonArray(row['regio'] as string),
    experience: row['experience'] as number | null,
    preparation: row['preparation'] as number | null,
    default_alias_str: row['default_alias_str'] as string,
    position_data: fromJsonObject<PositionData>(row['position_data'] as string),
    status: row['status'] as string,
    channels: fromJsonStringArray(row['channels'] as string),
    last_modified: row['last_modified'] as string,
  } as Job;
}

/** Members in SPEC.md 2.5 order (jobs before last_modified), as projects-store.ts builds them. */
export function projectFromRow(row: Record<string, unknown>, jobs: number[]): Project {
  return {
    id: row['id'] as number,
    title: row['title'] as string,
    date_from: row['date_from'] as string | null,
    date_till: row['date_till'] as string | null,
    category: fromJsonArray(row['category'] as string),
    language: fromJsonArray(row['language'] as string),
    jobs,
    last_modified: row['last_modified'] as string,
  } as Project;
}
