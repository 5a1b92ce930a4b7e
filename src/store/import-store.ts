// Bulk import and export SQL (issue 5). Kept apart from people-store because it is tuned
// for throughput: one positional prepared INSERT that lets the e-mail index decide
// conflicts (no lookup before each row), and keyset pages for exports, so the audit rows
// can be written between pages (better-sqlite3 cannot write while an iterator is open).
import { Worker } from 'node:worker_threads';
import type { SqliteDatabase } from './database.js';
import type { Person, PersonFields } from '../domain/person.js';
import { PERSON_WRITABLE_FIELDS } from '../domain/person.js';
import { fromJsonArray, toJsonColumn } from './json-columns.js';
import { personFromRow, type PersonRow } from './people-store.js';
import { emailKey } from '../domain/email-key.js';

const ARRAY_FIELDS = new Set<string>(['category', 'regio']);
const NULLABLE_FIELDS = new Set<string>(['country', 'state', 'family_state', 'birth_date']);

const CACHE_KIB = 32 * 1024;
const WAL_PAGES = 65_536; // 256 MiB of 4 KiB pages
const DEFAULT_WAL_PAGES = 1000;
const WAL_FLUSH_MS = 50;

/**
 * The WAL flusher's thread (see beginBulkWrites): it only fdatasyncs the WAL file, every
 * `intervalMs`, until told to stop. Failures are ignored: SQLite's own syncs are what make
 * the data durable; this only gets the writing done before they ask for it. (Plain code
 * evaluated as the thread's script, so it runs the same from dist/ and from the sources.)
 */
const WAL_FLUSHER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
let fd;
const flush = () => {
  try {
    fd ??= fs.openSync(workerData.walPath, 'r');
    fs.fdatasyncSync(fd);
  } catch {}
};
const timer = setInterval(flush, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  if (fd !== undefined) fs.closeSync(fd);
  parentPort.close();
});
`;

/**
 * Starts the WAL flusher thread for a database file. The descriptor it opens is on the
 * `-wal` file, which carries no locks (SQLite locks the database and `-shm` files), so
 * closing it cannot drop a lock of the connection.
 */
function startWalFlusher(db: SqliteDatabase): { stop(): void } | undefined {
  if (db.memory || db.pragma('journal_mode', { simple: true }) !== 'wal') return undefined;
  const worker = new Worker(WAL_FLUSHER, {
    eval: true,
    workerData: { walPath: `${db.name}-wal`, intervalMs: WAL_FLUSH_MS },
    stdin: false,
    resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 },
  });
  worker.unref();
  worker.on('error', () => {}); // an optimisation only: the import goes on without it
  return { stop: () => worker.postMessage('stop') };
}


const COLUMNS = PERSON_WRITABLE_FIELDS;
const KINDS = COLUMNS.map((c) => (ARRAY_FIELDS.has(c) ? 2 : NULLABLE_FIELDS.has(c) ? 1 : 0));
const INTEGER_FIELDS = new Set<string>(['country', 'state', 'family_state']);
const EMAIL_INDEX = COLUMNS.indexOf('email');
const EMAIL2_INDEX = COLUMNS.indexOf('email2');

/**
 * A validated person as the INSERT binds it, packed into one string: the column values in
 * PERSON_WRITABLE_FIELDS order (arrays as JSON text, codes as decimal text, absent text and
 * absent codes/dates as ''), then the bit mask of the fields the row gave (an update writes
 * only those), separated by U+001F. Text, so the validation worker hands a whole batch over
 * as one string (DESIGN.md §7), and the writing thread cuts out each value only when it binds
 * it. The columns' types do the rest: '' binds as NULL in the nullable columns, and SQLite's
 * INTEGER affinity stores '348' as the integer 348. Validation refuses control characters in
 * every text field (DESIGN.md §3), and the other values are codes, dates and JSON lists of
 * codes: no value contains the separator (and the reader checks the count anyway).
 */
export type PackedPerson = string;

export const PACKED_SEPARATOR = '\u001f';

/** Values in a packed person: the columns, then the mask. */
export const PACKED_PERSON_VALUES = COLUMNS.length + 1;

export function packPerson(fields: PersonFields): PackedPerson {
  const source = fields as Record<string, unknown>;
  let packed = '';
  let mask = 0;
  for (let i = 0; i < COLUMNS.length; i++) {
    let value = source[COLUMNS[i] as string];
    if (value !== undefined) mask |= 1 << i;
    // Canonical e-mails, as people-store stores them (the CSV fast path packs them so already).
    if ((i === EMAIL_INDEX || i === EMAIL2_INDEX) && typeof value === 'string') value = emailKey(value);
    packed += KINDS[i] === 2 ? toJsonColumn(value ?? []) : value === undefined || value === null ? '' : String(value);
    packed += PACKED_SEPARATOR;
  }
  return packed + String(mask);
}

/**
 * Cuts a packed person into `into[0 … PACKED_PERSON_VALUES - 1]`: indexOf and substring, not
 * split (no array per row; measured a third faster on 1M rows). Throws on anything else.
 */
function readPacked(packed: PackedPerson, into: unknown[]): void {
  let start = 0;
  for (let i = 0; i < COLUMNS.length; i++) {
    const end = packed.indexOf(PACKED_SEPARATOR, start);
    if (end === -1) throw notPacked(packed);
    into[i] = packed.substring(start, end);
    start = end + 1;
  }
  const mask = packed.substring(start);
  if (mask === '' || mask.includes(PACKED_SEPARATOR)) throw notPacked(packed);
  into[COLUMNS.length] = mask;
}

type RunWithValues = (statement: { run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint } }, values: unknown[]) => { changes: number; lastInsertRowid: number | bigint };

/**
 * `(statement, values) => statement.run(values[0], …, values[count - 1])`: better-sqlite3
 * reads separate arguments faster than an array (element by element through the V8 API) or
 * a spread (measured on 1M rows: ~1 µs a row less than either, DESIGN.md §7).
 */
function runWithArguments(count: number): RunWithValues {
  const args = Array.from({ length: count }, (_, i) => `values[${i}]`).join(', ');
  return new Function('statement', 'values', `return statement.run(${args});`) as RunWithValues;
}

function notPacked(text: string): Error {
  return new Error(`not a packed person (${PACKED_PERSON_VALUES} values): ${JSON.stringify(text.slice(0, 80))}`);
}

/** The fields a packed person gave, typed as people-store's update takes them. */
export function unpackPerson(packed: PackedPerson): PersonFields {
  const values: string[] = [];
  readPacked(packed, values);
  const mask = Number(values[COLUMNS.length]);
  const fields: Record<string, unknown> = {};
  for (let i = 0; i < COLUMNS.length; i++) {
    if ((mask & (1 << i)) === 0) continue;
    const column = COLUMNS[i] as string;
    const text = values[i] as string;
    if (KINDS[i] === 2) fields[column] = fromJsonArray(text);
    else if (KINDS[i] === 1) fields[column] = text === '' ? null : INTEGER_FIELDS.has(column) ? Number(text) : text;
    else fields[column] = text;
  }
  return fields as PersonFields;
}

/** The e-mail of a packed person ('' = none), in its canonical form (person rules, domain/email-key.ts). */
export function packedEmail(packed: PackedPerson): string {
  let start = 0;
  for (let i = 0; i < EMAIL_INDEX; i++) start = packed.indexOf(PACKED_SEPARATOR, start) + 1;
  return packed.substring(start, packed.indexOf(PACKED_SEPARATOR, start));
}

export function createImportStore(db: SqliteDatabase) {
  const columns = PERSON_WRITABLE_FIELDS;
  const insertIgnoringEmailClash = db.prepare(
    `INSERT INTO people (${columns.join(', ')}, created, last_modified)
     VALUES (${columns.map(() => '?').join(', ')}, ?, ?)
     ON CONFLICT (email) WHERE email <> '' DO NOTHING`,
  );
  const page = db.prepare('SELECT * FROM people WHERE id > ? ORDER BY id LIMIT ?');
  const maxId = db.prepare('SELECT coalesce(max(id), 0) FROM people').pluck();
  // The columns and the two timestamps (readPacked puts the mask where `created` then goes).
  const values: unknown[] = new Array(columns.length + 2);
  const run = runWithArguments(values.length);
  let flusher: { stop(): void } | undefined;

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
     * - Each of those checkpoints first fsyncs the WAL, and the kernel then had up to 256 MiB
     *   of it still to write: ~0.2 s on this thread, 3 s of a 1M-row import spent waiting.
     *   A thread of its own now fdatasyncs the WAL every 50 ms, so the writing happens
     *   beside the inserts and the checkpoint's own sync finds little left (0.8 s in all).
     */
    beginBulkWrites(): void {
      db.pragma(`cache_size = -${CACHE_KIB}`);
      db.pragma(`wal_autocheckpoint = ${WAL_PAGES}`);
      db.pragma('synchronous = NORMAL');
      flusher ??= startWalFlusher(db);
    },

    /** Back to the defaults, with a checkpoint (it fsyncs the WAL first) that does not wait for readers. */
    endBulkWrites(): void {
      flusher?.stop();
      flusher = undefined;
      db.pragma('synchronous = FULL');
      db.pragma(`wal_autocheckpoint = ${DEFAULT_WAL_PAGES}`);
      db.pragma('wal_checkpoint(PASSIVE)');
    },

    /**
     * Inserts a packed person unless a person with the same e-mail exists (canonical forms compared).
     * Returns the new id, or 0 when the e-mail is taken.
     */
    insertPersonUnlessEmailTaken(packed: PackedPerson, timestamp: string): number {
      readPacked(packed, values);
      for (let i = 0; i < columns.length; i++) if (KINDS[i] === 1 && values[i] === '') values[i] = null;
      values[columns.length] = timestamp;
      values[columns.length + 1] = timestamp;
      const result = run(insertIgnoringEmailClash, values);
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
