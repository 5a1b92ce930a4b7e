// Bulk import and export SQL. Kept apart from people-store because it is tuned
// for throughput: one positional prepared INSERT that lets the e-mail index decide
// conflicts (no lookup before each row), and keyset pages for exports, so the audit rows
// can be written between pages (better-sqlite3 cannot write while an iterator is open).
import { Worker } from 'node:worker_threads';
import type { SqliteDatabase } from './database.js';
import type { Person } from '../../domain/person.js';
import { PERSON_WRITABLE_FIELDS } from '../../domain/person.js';
import { packedKinds, readPacked, type PackedPerson } from '../../domain/packed-person.js';
import { personFromRow, type PersonRow } from './people-store.js';
import { deferEmailIndex, deferPeopleIndexes, EMAIL_INDEX, restoreDeferredIndex, restoreDeferredIndexes } from './deferred-indexes.js';
import { EmailLedger } from './email-ledger.js';
import { emailKey } from '../../domain/email-key.js';

const CACHE_KIB = 32 * 1024;
/**
 * The page cache while the ledger decides e-mail clashes (an empty table, every index deferred):
 * the inserts only append to the table's last pages and nothing is read back, so a large cache
 * only held pages already written — 32 MiB of the import's peak RSS, and as much again in the
 * sorter of the index builds at the end, which take its size as their in-memory limit. Measured
 * on 1,000,000 people, each against the 32 MiB build in the same sitting: peak RSS 236–264 MB
 * with 8 MiB (or 4 MiB) against 265–287 MB, the same or less CPU and time; after the batches the
 * process holds ~190 MB instead of ~260. The six people indexes over that table were built in
 * 2.9–3.3 s of CPU with 8 MiB against 3.9–4.1 s with 32 MiB (their sorts spill to temporary
 * files, which cost less than the larger cache's page churn).
 */
const LEDGER_CACHE_KIB = 8 * 1024;
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

const KINDS = packedKinds();

type RunResult = { changes: number; lastInsertRowid: number | bigint };
type RunWithValues = (statement: { run(...params: unknown[]): RunResult }, values: unknown[]) => RunResult;

/**
 * `(statement, values) => statement.run(values[0], …, values[count - 1])`: better-sqlite3
 * reads separate arguments faster than an array (element by element through the V8 API) or
 * a spread (measured on 1M rows: ~1 µs a row less than either, DESIGN.md §7).
 */
function runWithArguments(count: number): RunWithValues {
  const args = Array.from({ length: count }, (_, i) => `values[${i}]`).join(', ');
  return new Function('statement', 'values', `return statement.run(${args});`) as RunWithValues;
}

export function createImportStore(db: SqliteDatabase) {
  const columns = PERSON_WRITABLE_FIELDS;
  const insertIgnoringEmailClash = db.prepare(
    `INSERT INTO people (${columns.join(', ')}, created, last_modified)
     VALUES (${columns.map(() => '?').join(', ')}, ?, ?)
     ON CONFLICT (email) WHERE email <> '' DO NOTHING`,
  );
  // While the unique e-mail index is deferred (an empty table): the ledger has decided already.
  const insertPlain = db.prepare(
    `INSERT INTO people (${columns.join(', ')}, created, last_modified) VALUES (${columns.map(() => '?').join(', ')}, ?, ?)`,
  );
  const emailById = db.prepare('SELECT email FROM people WHERE id = ?').pluck();
  const skipId = db.prepare("UPDATE sqlite_sequence SET seq = seq + 1 WHERE name = 'people'");
  // AUTOINCREMENT: new ids start above the last one ever given, not above the largest one left.
  const lastIdGiven = db.prepare("SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'people'), 0)").pluck();
  const ownerByEmail = db.prepare("SELECT id FROM people WHERE email = ? AND email <> ''").pluck();
  const page = db.prepare('SELECT * FROM people WHERE id > ? ORDER BY id LIMIT ?');
  const maxId = db.prepare('SELECT coalesce(max(id), 0) FROM people').pluck();
  // The columns and the two timestamps (readPacked puts the mask where `created` then goes).
  const values: unknown[] = new Array(columns.length + 2);
  const run = runWithArguments(values.length);
  let flusher: { stop(): void } | undefined;
  const emailColumn = columns.indexOf('email');
  /** Set while the unique e-mail index is deferred: who has which e-mail (email-ledger.ts). */
  let ledger: EmailLedger | undefined;
  /** The connection's data_version when the ledger started: it changes when anyone else commits. */
  let quietSince = 0;

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
      // Secondary indexes of an empty table are built once at the end (deferred-indexes.ts).
      deferPeopleIndexes(db);
      db.pragma(`cache_size = -${CACHE_KIB}`);
      db.pragma(`wal_autocheckpoint = ${WAL_PAGES}`);
      db.pragma('synchronous = NORMAL');
      flusher ??= startWalFlusher(db);
    },

    /**
     * Back to the defaults, with a checkpoint (it fsyncs the WAL first) that does not wait for readers.
     * `checkpoint: false` when a search build copies its index in next: that copy's own commit
     * checkpoints (its connection keeps the default), and the build's thread has copied the
     * batches' pages into the file meanwhile (search-build-worker.ts): one pass over the WAL, not two.
     * The restore's commit, at synchronous = FULL, syncs the WAL either way.
     */
    endBulkWrites({ checkpoint = true }: { checkpoint?: boolean } = {}): void {
      ledger = undefined;
      flusher?.stop();
      flusher = undefined;
      db.pragma('synchronous = FULL');
      restoreDeferredIndexes(db);
      db.pragma(`wal_autocheckpoint = ${DEFAULT_WAL_PAGES}`);
      if (checkpoint) db.pragma('wal_checkpoint(PASSIVE)');
    },

    /**
     * For an import into an empty table that writes nothing but new people and updates of the
     * people it matched by e-mail (so no row's e-mail changes): loads without the unique e-mail
     * index, which is built at the end with the others, and decides clashes with a ledger of the
     * e-mails written (email-ledger.ts says why). True when the index was dropped.
     */
    beginEmailLedger(): boolean {
      if (!deferEmailIndex(db)) return false;
      db.pragma(`cache_size = -${LEDGER_CACHE_KIB}`);
      ledger = new EmailLedger({ emailOf: (id) => emailById.get(id) as string | undefined, firstId: 1 + (lastIdGiven.get() as number) });
      quietSince = db.pragma('data_version', { simple: true }) as number;
      return true;
    },

    /**
     * At the start of each batch's transaction. A commit by anyone else since the ledger started
     * (a person added elsewhere, the index restored by another open, anything) may hold an e-mail
     * the ledger does not know: the unique index is then made again now, and decides from here on.
     * Outside a ledger it makes sure the index is there (an import on another connection may
     * have deferred it while this one's server was already open).
     */
    checkEmailIndex(): void {
      if (ledger !== undefined && db.pragma('data_version', { simple: true }) === quietSince) return;
      // The index decides again, and its pages are read at random: the bulk load's larger cache.
      if (ledger !== undefined) db.pragma(`cache_size = -${CACHE_KIB}`);
      ledger = undefined;
      restoreDeferredIndex(db, EMAIL_INDEX);
    },

    /** The person who has this e-mail (canonical form), if any. */
    emailOwner(email: string): number | undefined {
      if (ledger !== undefined) return ledger.find(email);
      return email === '' ? undefined : (ownerByEmail.get(emailKey(email)) as number | undefined);
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
      if (ledger === undefined) {
        const result = run(insertIgnoringEmailClash, values);
        return result.changes === 0 ? 0 : Number(result.lastInsertRowid);
      }
      const email = values[emailColumn] as string;
      if (ledger.find(email) !== undefined) {
        // The INSERT that met the index took an id before it did nothing: ids come out as before.
        skipId.run();
        return 0;
      }
      const id = Number(run(insertPlain, values).lastInsertRowid);
      ledger.add(email, id);
      return id;
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
