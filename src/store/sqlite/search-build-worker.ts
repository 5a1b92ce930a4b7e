// The search build's thread (search-build.ts): while an import into an empty people table
// writes its batches on the main thread, this thread makes their full-text rows in a database
// file of its own, and at the end copies the finished index into the store in one transaction.
//
// Its connection is to the store's file (reading the committed people, writing person_fts at
// the end) with the build file attached as `build`. The build file needs no durability (a run
// killed in between is rebuilt from the people table on the next open), so it has no journal
// and no syncs, and it is held with an exclusive lock: another process that finds the import's
// marker can tell a live import (the file is locked) from a dead one.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { lowerThreadPriority, type LoweredPriority } from './thread-priority.js';
import { openDatabase, type SqliteDatabase } from './database.js';
import { loadSearchFolding } from '../../domain/search-fold.js';
import { newPersonFtsInsertSql, personFtsInsertSql } from './fts-rows.js';
import {
  BUILD_SCHEMA, SEARCH_BUILD_MARKER, FTS_SHADOW_TABLES, type SearchBuildReply, type SearchBuildRequest, type SearchBuildWorkerData,
} from './search-build-protocol.js';

if (!parentPort) throw new Error('search-build-worker.js runs only as a worker thread');
const port: MessagePort = parentPort;
const { path, buildPath } = workerData as SearchBuildWorkerData;
const reply = (message: SearchBuildReply) => port.postMessage(message);

/**
 * FTS5 settings of the build table only (they are set back to the defaults before the copy, so
 * the store's table keeps its own): pending terms up to 4 MiB before a segment is written (a
 * few batches, when this thread lags), and no merging while the index grows: nobody searches
 * the build, and the 'optimize' at the end merges every segment into one anyway, so each term
 * is written twice in all instead of once per level it climbs. Measured on 1,000,000 people
 * (FTS5 alone): 7.2–7.5 s of CPU with merging off, 8.9 s merging 16 at a time, more with
 * FTS5's default of 4. A crisis merge (one level holding this many segments) still bounds the
 * structure: a batch of 5,000 people makes one segment, 1,000 of them come at 5,000,000 rows.
 * Kept small, with an 8 MiB page cache: the import's peak RSS was 286 MB at 1,000,000 rows
 * with 8 MiB and 16 MiB (the target is under 300 MB).
 */
const BUILD_HASHSIZE = 4 * 1024 * 1024;
const BUILD_AUTOMERGE = 0;
const BUILD_CRISISMERGE = 1000;
const DEFAULT_HASHSIZE = 1024 * 1024;
const DEFAULT_AUTOMERGE = 4;
const DEFAULT_CRISISMERGE = 16;

/**
 * While the batches come, this thread runs 19 nice levels below the import's other threads (on
 * Linux). The machine has two cores and three busy threads during an import: the main thread's
 * inserts, validation, and this build. Shared alike, the main thread (the longest) got two thirds
 * of a core, and at the end it made the people indexes again on one core while the other stood
 * idle. This thread's work can wait: it now takes the time the other two leave, and what is left
 * of it runs beside the index builds at the end, when its priority is set back (where the user
 * may: raising a priority again needs root on Linux, so for others it stays low, which only
 * matters on a busy machine). Elsewhere (no per-thread priority) it runs as before.
 */
const BACKGROUND_NICE_STEPS = 19;

/**
 * At most this many batches' people are indexed in one transaction: when this thread lags behind,
 * a transaction over all that waited would keep one read snapshot of the store for long, and the
 * import's checkpoints cannot move the WAL past a snapshot that a reader still holds.
 */
const MAX_BATCHES_PER_TRANSACTION = 4;

/** What person_fts of the store looks like now: any write to it by anyone changes it. */
function ftsState(db: SqliteDatabase): string {
  const structure = db.prepare('SELECT hex(block) FROM main.person_fts_data WHERE id = 10').pluck().get() as string | undefined;
  const rows = db.prepare('SELECT count(*) FROM main.person_fts_data').pluck().get() as number;
  const sizes = db.prepare('SELECT count(*) FROM main.person_fts_docsize').pluck().get() as number;
  return `${structure ?? ''}/${rows}/${sizes}`;
}

function open(): SqliteDatabase {
  const db = openDatabase(path, { migrate: false });
  db.pragma('busy_timeout = 60000');
  db.exec(`ATTACH ${sqlText(buildPath)} AS ${BUILD_SCHEMA}`);
  db.pragma(`${BUILD_SCHEMA}.journal_mode = OFF`);
  db.pragma(`${BUILD_SCHEMA}.synchronous = OFF`);
  db.pragma(`${BUILD_SCHEMA}.locking_mode = EXCLUSIVE`);
  // The file is deleted at the end: zeroing its freed pages would only cost writes.
  db.pragma(`${BUILD_SCHEMA}.secure_delete = OFF`);
  db.pragma(`${BUILD_SCHEMA}.cache_size = -8192`);
  const declared = db.prepare("SELECT sql FROM main.sqlite_master WHERE name = 'person_fts'").pluck().get() as string;
  // The same declaration as the store's table: its shadow tables can then be copied as they are.
  db.exec(declared.replace(/^CREATE VIRTUAL TABLE person_fts/, `CREATE VIRTUAL TABLE ${BUILD_SCHEMA}.person_fts`));
  setOption(db, 'hashsize', BUILD_HASHSIZE);
  setOption(db, 'automerge', BUILD_AUTOMERGE);
  setOption(db, 'crisismerge', BUILD_CRISISMERGE);
  return db;
}

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;
// A literal: FTS5 refuses its settings as bound parameters (better-sqlite3 binds numbers as REAL).
const setOption = (db: SqliteDatabase, name: string, value: number) =>
  db.exec(`INSERT INTO ${BUILD_SCHEMA}.person_fts (person_fts, rank) VALUES ('${name}', ${Math.trunc(value)})`);

function run(db: SqliteDatabase, before: string, priority: LoweredPriority): void {
  const inBuild = (sql: string) =>
    sql.replace('INSERT INTO person_fts', `INSERT INTO ${BUILD_SCHEMA}.person_fts`).replace('FROM people p', 'FROM main.people p');
  // Without the skills and document text lookups (two index reads and two folds a person): none of these
  // people can have them unless someone wrote person_fts meanwhile, and then the copy rebuilds.
  const indexRange = db.prepare(inBuild(newPersonFtsInsertSql('p.id > ? AND p.id <= ?')));
  const dropListed = db.prepare(`DELETE FROM ${BUILD_SCHEMA}.person_fts WHERE rowid IN (SELECT value FROM json_each(?))`);
  const indexListed = db.prepare(inBuild(newPersonFtsInsertSql('p.id IN (SELECT value FROM json_each(?))')));

  // Requests that arrived while the previous ones ran are written in one transaction: fewer,
  // larger segments. Each transaction reads the people committed when it starts.
  const queue: Extract<SearchBuildRequest, { type: 'index' }>[] = [];
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };
  const flush = () => {
    scheduled = false;
    const requests = queue.splice(0, MAX_BATCHES_PER_TRANSACTION);
    if (requests.length === 0) return;
    if (queue.length > 0) schedule();
    db.transaction(() => {
      for (const { from, to, updated } of requests) {
        if (updated.length > 0) {
          const ids = JSON.stringify(updated);
          dropListed.run(ids);
          indexListed.run(ids);
        }
        if (to > from) indexRange.run(from, to);
      }
    })();
  };

  const finish = () => {
    // The main thread now only makes its indexes again: this thread's work is what the import waits for.
    priority.restore();
    while (queue.length > 0) flush();
    // One segment: the store's searches read one b-tree per term from the start.
    db.exec(`INSERT INTO ${BUILD_SCHEMA}.person_fts (person_fts) VALUES ('optimize')`);
    setOption(db, 'hashsize', DEFAULT_HASHSIZE);
    setOption(db, 'automerge', DEFAULT_AUTOMERGE);
    setOption(db, 'crisismerge', DEFAULT_CRISISMERGE);
    // While the main thread makes the people indexes again, this thread is free: it copies the
    // batches' pages from the WAL into the database file now (a passive checkpoint copies what
    // is committed and waits for nobody), so the copy's commit has only the last pages left to move.
    db.pragma('main.wal_checkpoint(PASSIVE)');
    reply({ type: 'built' });
  };

  const copy = () => {
    const indexed = db.prepare(`SELECT count(*) FROM ${BUILD_SCHEMA}.person_fts_docsize`).pluck().get() as number;
    // The shadow tables are written directly: only SQLite's defensive mode forbids it, and only for this copy.
    db.unsafeMode(true);
    let outcome: 'copied' | 'rebuilt';
    try {
      outcome = db.transaction(() => {
        const marked = db.prepare(`SELECT 1 FROM main.sqlite_master WHERE type = 'table' AND name = '${SEARCH_BUILD_MARKER}'`).get();
        const people = db.prepare('SELECT count(*) FROM main.people').pluck().get() as number;
        // Someone else wrote person_fts meanwhile (a person added, changed, erased, or the index
        // rebuilt by another process), or removed an imported person: the build no longer
        // describes the table, so the index is made from the tables instead (slower, always right).
        const untouched = marked !== undefined && ftsState(db) === before && people === indexed;
        if (untouched) {
          for (const table of FTS_SHADOW_TABLES) {
            db.exec(`DELETE FROM main.person_fts_${table}`);
            db.exec(`INSERT INTO main.person_fts_${table} SELECT * FROM ${BUILD_SCHEMA}.person_fts_${table}`);
          }
        } else {
          db.exec('DELETE FROM main.person_fts');
          db.exec(personFtsInsertSql('1').replace('FROM people p', 'FROM main.people p'));
        }
        if (marked) db.exec(`DROP TABLE main.${SEARCH_BUILD_MARKER}`);
        return untouched ? 'copied' : 'rebuilt';
      }).immediate();
    } finally {
      db.unsafeMode(false);
    }
    reply({ type: 'copied', outcome });
    db.close();
    port.close();
  };

  port.on('message', (message: SearchBuildRequest) => {
    try {
      if (message.type === 'index') {
        queue.push(message);
        schedule();
      } else if (message.type === 'finish') finish();
      else copy();
    } catch (error) {
      const { message: text, code } = error as { message?: string; code?: string };
      reply({ type: 'failed', message: text ?? String(error), ...(code ? { code } : {}) });
      if (db.open) db.close();
      port.close();
    }
  });
}

try {
  const priority = lowerThreadPriority(BACKGROUND_NICE_STEPS);
  await loadSearchFolding();
  const db = open();
  const before = ftsState(db);
  run(db, before, priority);
  reply({ type: 'ready' });
} catch (error) {
  const { message, code } = error as { message?: string; code?: string };
  reply({ type: 'failed', message: message ?? String(error), ...(code ? { code } : {}) });
  port.close();
}
