// An import into an empty people table makes its full-text rows beside the row inserts.
//
// Indexed in the batch's own transaction, the search rows cost the import's main thread about
// as much as the rows themselves (tokenizing, folding, FTS5 segments written to the WAL and
// merged again), while the second core waits. So for an import that starts on an empty table
// a thread of its own (search-build-worker.ts) indexes each committed batch's people in a
// file beside the database, and at the end copies the finished index into person_fts in one
// transaction — valid because the store's person_fts is empty and both tables are declared
// alike. An end-of-import rebuild on the main thread was measured slower than indexing per
// batch; this one runs beside the inserts and only the copy is left for the end.
//
// Crash safety: the first batch's transaction creates the marker table (SEARCH_BUILD_MARKER);
// the final copy drops it in its own transaction. A run killed in between leaves people without
// search rows and the marker: the next open rebuilds person_fts from the tables
// (restoreDeferredSearch), as deferred-indexes.ts does for the people indexes, unless the build
// file is still locked by a live import. Whatever else writes person_fts meanwhile (another
// process adding or erasing a person) is noticed at the copy, which then rebuilds from the
// tables instead.
import { Worker } from 'node:worker_threads';
import { rmSync } from 'node:fs';
import { addonPath, Database } from './better-sqlite.js';
import type { SqliteDatabase } from './database.js';
import { personFtsInsertSql } from './fts-rows.js';
import {
  SEARCH_BUILD_MARKER, searchBuildPath, type SearchBuildReply, type SearchBuildRequest, type SearchBuildWorkerData,
} from './search-build-protocol.js';

/**
 * A first batch smaller than this is indexed in its transaction as before: the file will not
 * be large, and starting a thread and a second file (~0.1 s) would cost more than it saves.
 */
export const SEARCH_BUILD_MIN_BATCH = 1000;

export interface SearchBuild {
  /** Inside each batch's transaction: records that the search rows are being built apart. */
  mark(): void;
  /** After a batch committed: its new people (from < id <= to) and the ids it changed. */
  indexed(from: number, to: number, updated: readonly number[]): void;
  /** No more batches: the thread finishes the build while the main thread restores its indexes. */
  finish(): void;
  /** Puts the search rows into person_fts (copied, or made from the tables if the thread failed). */
  complete(): Promise<'copied' | 'rebuilt'>;
}

const markerExists = (db: SqliteDatabase) =>
  db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '${SEARCH_BUILD_MARKER}'`).get() !== undefined;

/** Makes person_fts again from the tables and drops the marker, in one transaction. */
function rebuildSearchRows(db: SqliteDatabase): void {
  db.transaction(() => {
    db.exec('DELETE FROM person_fts');
    db.exec(personFtsInsertSql('1'));
    if (markerExists(db)) db.exec(`DROP TABLE ${SEARCH_BUILD_MARKER}`);
  }).immediate();
}

/** Whether a live import holds the build file (its thread keeps an exclusive lock on it). */
function buildInProgress(buildPath: string): boolean {
  let probe;
  try {
    probe = new Database(buildPath, { fileMustExist: true, timeout: 0, nativeBinding: addonPath() });
  } catch {
    return false; // no file: the import never got that far, or finished
  }
  try {
    probe.prepare('SELECT count(*) FROM sqlite_master').get();
    return false;
  } catch (error) {
    return (error as { code?: string }).code === 'SQLITE_BUSY';
  } finally {
    probe.close();
  }
}

/**
 * On open: an import killed while building its search rows apart left people unindexed.
 * Rebuilds person_fts from the tables (the table was empty when that import began, so every
 * row is rebuilt) and removes the build file. Returns whether it did.
 */
export function restoreDeferredSearch(db: SqliteDatabase): boolean {
  if (db.memory || !markerExists(db)) return false;
  const buildPath = searchBuildPath(db.name);
  if (buildInProgress(buildPath)) return false;
  rebuildSearchRows(db);
  rmSync(buildPath, { force: true });
  return true;
}

/**
 * Starts the build thread for an import into an empty table; undefined when it cannot run
 * (an in-memory database, the file beside it cannot be made): the import then indexes per batch.
 */
export async function startSearchBuild(db: SqliteDatabase): Promise<SearchBuild | undefined> {
  if (db.memory) return undefined;
  const buildPath = searchBuildPath(db.name);
  rmSync(buildPath, { force: true }); // a dead run's leftover (restoreDeferredSearch found it unlocked)
  const data: SearchBuildWorkerData = { path: db.name, buildPath };
  const worker = new Worker(workerFilename(), { workerData: data, stdin: false });
  const replies: SearchBuildReply[] = [];
  let waiting: (() => void) | undefined;
  let failure: string | undefined;
  const fail = (message: string) => {
    failure ??= message;
    waiting?.();
  };
  worker.on('message', (message: SearchBuildReply) => {
    if (message.type === 'failed') fail(message.message);
    else replies.push(message);
    waiting?.();
  });
  worker.on('error', (error) => fail(error.message));
  worker.on('exit', (code) => fail(`the search build thread stopped (exit code ${code})`));
  /** The next reply of this type, or undefined once the thread failed. */
  const next = async (type: SearchBuildReply['type']): Promise<SearchBuildReply | undefined> => {
    for (;;) {
      const index = replies.findIndex((reply) => reply.type === type);
      if (index !== -1) return replies.splice(index, 1)[0];
      if (failure !== undefined) return undefined;
      await new Promise<void>((resolve) => (waiting = resolve));
      waiting = undefined;
    }
  };
  const post = (request: SearchBuildRequest) => {
    if (failure === undefined) worker.postMessage(request);
  };
  const cleanUp = async () => {
    await worker.terminate();
    rmSync(buildPath, { force: true });
  };

  if ((await next('ready')) === undefined) {
    await cleanUp();
    return undefined;
  }
  return {
    mark() {
      // Every batch (a first batch rolled back takes the table with it); one row at most.
      db.exec(`CREATE TABLE IF NOT EXISTS ${SEARCH_BUILD_MARKER} (id INTEGER PRIMARY KEY CHECK (id = 1), started TEXT NOT NULL)`);
      db.exec(`INSERT OR IGNORE INTO ${SEARCH_BUILD_MARKER} (id, started) VALUES (1, datetime('now'))`);
    },
    indexed(from, to, updated) {
      post({ type: 'index', from, to, updated: [...updated] });
    },
    finish() {
      post({ type: 'finish' });
    },
    async complete() {
      let outcome: 'copied' | 'rebuilt' = 'rebuilt';
      try {
        if ((await next('built')) !== undefined) {
          post({ type: 'copy' });
          const copied = await next('copied');
          if (copied?.type === 'copied') outcome = copied.outcome;
        }
      } finally {
        await cleanUp();
      }
      // The thread failed before its copy committed (the marker is still there): indexed here instead.
      if (markerExists(db)) {
        rebuildSearchRows(db);
        outcome = 'rebuilt';
      }
      return outcome;
    },
  };
}

/** The built worker beside this file (worker threads cannot run .ts: under vitest the twin in dist/). */
function workerFilename(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('../../../dist/store/sqlite/search-build-worker.js', import.meta.url);
  return new URL('./search-build-worker.js', import.meta.url);
}
