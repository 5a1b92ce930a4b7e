// Bulk import and export SQL (issue 5). Kept apart from people-store because it is tuned
// for throughput: one positional prepared INSERT that lets the e-mail index decide
// conflicts (no lookup before each row), and keyset pages for exports, so the audit rows
// can be written between pages (better-sqlite3 cannot write while an iterator is open).
import type { SqliteDatabase } from './database.js';
import type { Person, PersonFields } from '../domain/person.js';
import { PERSON_WRITABLE_FIELDS } from '../domain/person.js';
import { fromJsonArray, toJsonColumn } from './json-columns.js';
import { personFromRow, type PersonRow } from './people-store.js';

const ARRAY_FIELDS = new Set<string>(['category', 'regio']);
const NULLABLE_FIELDS = new Set<string>(['country', 'state', 'family_state', 'birth_date']);

const CACHE_KIB = 32 * 1024;
const WAL_PAGES = 65_536; // 256 MiB of 4 KiB pages
const DEFAULT_WAL_PAGES = 1000;


const COLUMNS = PERSON_WRITABLE_FIELDS;
const KINDS = COLUMNS.map((c) => (ARRAY_FIELDS.has(c) ? 2 : NULLABLE_FIELDS.has(c) ? 1 : 0));
const EMAIL_INDEX = COLUMNS.indexOf('email');

/**
 * A validated person as the INSERT binds it: the column values in PERSON_WRITABLE_FIELDS
 * order (arrays as JSON text, absent text as '', absent codes/dates as NULL), then a bit
 * mask of the fields the row gave (an update writes only those). Plain JSON, so the
 * validation worker can hand batches over cheaply (DESIGN.md §7).
 */
export type PersonRowValues = (string | number | null)[];

export function packPerson(fields: PersonFields): PersonRowValues {
  const source = fields as Record<string, unknown>;
  const row: PersonRowValues = new Array(COLUMNS.length + 1);
  let mask = 0;
  for (let i = 0; i < COLUMNS.length; i++) {
    const value = source[COLUMNS[i] as string];
    if (value !== undefined) mask |= 1 << i;
    const kind = KINDS[i];
    if (kind === 2) row[i] = toJsonColumn(value ?? []);
    else if (value === undefined || value === null) row[i] = kind === 1 ? null : '';
    else row[i] = value as string | number;
  }
  row[COLUMNS.length] = mask;
  return row;
}

/** The fields a packed row gave, as people-store's update takes them. */
export function unpackPerson(row: PersonRowValues): PersonFields {
  const mask = row[COLUMNS.length] as number;
  const fields: Record<string, unknown> = {};
  for (let i = 0; i < COLUMNS.length; i++) {
    if ((mask & (1 << i)) === 0) continue;
    fields[COLUMNS[i] as string] = KINDS[i] === 2 ? fromJsonArray(row[i] as string) : row[i];
  }
  return fields as PersonFields;
}

/** The e-mail of a packed row ('' = none); stored e-mails are lower-case (person rules). */
export function packedEmail(row: PersonRowValues): string {
  return row[EMAIL_INDEX] as string;
}

export function createImportStore(db: SqliteDatabase) {
  const columns = PERSON_WRITABLE_FIELDS;
  const insertIgnoringEmailClash = db.prepare(
    `INSERT INTO people (${columns.join(', ')}, created, last_modified)
     VALUES (${columns.map(() => '?').join(', ')}, ?, ?)
     ON CONFLICT (email COLLATE NOCASE) WHERE email <> '' DO NOTHING`,
  );
  const page = db.prepare('SELECT * FROM people WHERE id > ? ORDER BY id LIMIT ?');
  const maxId = db.prepare('SELECT coalesce(max(id), 0) FROM people').pluck();
  const values: unknown[] = new Array(columns.length + 2);

  return {
    /**
     * Settings for a long run of batches on this connection (DESIGN.md §7), measured on 1M rows:
     * - A 5,000-row batch of random e-mails dirties thousands of index pages; checkpointing
     *   after every commit (the default, 1,000 pages) copied them into the database file
     *   again and again: 110 µs a row instead of 45. Checkpoints now run every 256 MiB of WAL.
     * - synchronous = NORMAL while the batches run (another third less I/O wait): in WAL mode
     *   every commit still survives kill -9 and a batch is still all or nothing; only a power
     *   cut could roll back the last batches, which a re-run (idempotent) restores.
     *   endBulkWrites() restores FULL and checkpoints, which syncs the WAL, before the import
     *   reports its summary, so everything it reports is durable (DESIGN.md §3 sync = FULL).
     */
    beginBulkWrites(): void {
      db.pragma(`cache_size = -${CACHE_KIB}`);
      db.pragma(`wal_autocheckpoint = ${WAL_PAGES}`);
      db.pragma('synchronous = NORMAL');
    },

    /** Back to the defaults, with a checkpoint (it fsyncs the WAL first) that does not wait for readers. */
    endBulkWrites(): void {
      db.pragma('synchronous = FULL');
      db.pragma(`wal_autocheckpoint = ${DEFAULT_WAL_PAGES}`);
      db.pragma('wal_checkpoint(PASSIVE)');
    },

    /**
     * Inserts a packed person unless a person with the same e-mail exists (case-insensitive).
     * Returns the new id, or 0 when the e-mail is taken.
     */
    insertPersonUnlessEmailTaken(row: PersonRowValues, timestamp: string): number {
      for (let i = 0; i < columns.length; i++) values[i] = row[i];
      values[columns.length] = timestamp;
      values[columns.length + 1] = timestamp;
      const result = insertIgnoringEmailClash.run(values);
      return result.changes === 0 ? 0 : Number(result.lastInsertRowid);
    },

    maxPersonId(): number {
      return maxId.get() as number;
    },

    /** People with id > afterId in id order, at most `limit`. */
    peoplePage(afterId: number, limit: number): Person[] {
      // Members in SPEC.md 2.1 order (is_photo after first), like people-store and the server.
      return (page.all(afterId, limit) as PersonRow[]).map(personFromRow);
    },
  };
}

export type ImportStore = ReturnType<typeof createImportStore>;
