// Grouped writes: the SQLite store's write methods that are called in the same event-loop
// turn share one IMMEDIATE transaction (the group commit of group-commit.ts, as audit rows).
//
// Why: a commit has a fixed cost that a single-row write pays alone — the WAL frames of
// every page it touched and, since migration 6, an FTS5 segment flushed (and every few
// commits merged) for `person_fts`. Measured on a 10,000-person file with
// synchronous = NORMAL: one insert per transaction ≈ 110–120 µs of CPU, of which ≈ 60 µs
// is the FTS flush; eight per transaction ≈ 50 µs each. Concurrent POST /person (the
// server under load, `recruit --remote … person import`) arrive together, so they share.
//
// On the server (settleBatchesWith) a batch settles once its commit is on disk, and the writes
// that arrive during that sync wait for it and form the next batch: the batch grows with the
// disk's latency instead of holding only one turn's writes (measured ten creates a batch
// ≈ 115–135 µs of CPU each, fifty ≈ 100–110 µs), and the answer waits no longer — it waited for
// a sync after its commit anyway.
//
// Each caller keeps its own outcome: a write that throws (an e-mail taken, a missing job) is
// rolled back alone and rejects alone, while the others commit. A SAVEPOINT a write costs
// about as much as the write's own event row, and the writes that throw almost always throw
// at their checks, before they wrote anything. So a batch first runs its writes without
// savepoints, and a write that throws having written nothing (SQLite's count of changed rows
// did not move: a failed statement undoes its own rows) simply fails alone. Only a write
// that throws after it wrote a row sends the batch back: the transaction is rolled back and
// the batch runs again with a savepoint around each write (the writes are store functions —
// reads, checks and rows — so running one twice changes nothing but the rows rolled back).
// A lone write runs as before, in a transaction of its own. A failed BEGIN or COMMIT
// (SQLITE_BUSY, a full disk) rejects the whole batch — nothing of it was written. A caller
// settles only after the batch has committed.
//
// In a batch of several, the people's search rows are written once, at its end: FTS5 writes its
// pending terms out as a new segment at every savepoint of a transaction that wrote to it, so
// each write's trigger made a segment of its own (and the merges that follow) even in a shared
// transaction. Measured on a 10,000-person file, ten creates per transaction: ≈ 165–200 µs of
// CPU each with the trigger, ≈ 100 µs without it. The batch sets the triggers' deferral flag
// (search-store.ts createDeferredIndexing, as a bulk import batch does), and indexes the new
// people and those it changed in one statement before it commits.
import type { SqliteDatabase } from './database.js';
import { createGroupCommit } from './group-commit.js';
import { createDeferredIndexing } from './search-store.js';

/** A write of a batch run without savepoints threw after it wrote: the batch runs again with them. */
class WroteBeforeThrowing extends Error {}

export interface BatchWrite {
  run: () => unknown;
  /** The existing person the write changes (its search row is rewritten at the batch's end). */
  personId: number | undefined;
  result?: unknown;
  failed?: { error: unknown } | undefined;
}

export interface GroupedWrites {
  /**
   * Runs `fn` in the next batch's transaction; resolves with its result once committed.
   * `personId`: the person `fn` changes, if it changes one (a new person needs none).
   */
  run<T>(fn: () => T, personId?: number): Promise<T>;
  /** Resolves once nothing is queued or committing. */
  idle(): Promise<void>;
  /**
   * Batches from now on settle once `durable` resolves (the server's background WAL sync),
   * and while one syncs the writes that arrive form the next batch; without it, as soon as
   * they commit, once per event-loop turn. Resolves when the batches of the previous mode are
   * settled.
   */
  settleBatchesWith(durable: (() => Promise<void>) | undefined): Promise<void>;
}

/**
 * The batch's transaction as described above: `commit(writes)` runs them in one IMMEDIATE
 * transaction, leaving each write's result or failure on it, and throws only when the batch as
 * a whole failed (BEGIN, COMMIT, the search rows). Shared by the event loop's grouped writes and
 * the person writer's thread (person-writer-worker.ts), which runs the same batches on its own
 * connection.
 */
export function createBatchCommit(db: SqliteDatabase): (writes: BatchWrite[]) => void {
  let indexing: ReturnType<typeof createDeferredIndexing> | undefined;
  // Called while the batch's transaction is open, better-sqlite3 makes it a SAVEPOINT.
  const inSavepoint = db.transaction((write: BatchWrite) => write.run());
  const changedRows = db.prepare('SELECT total_changes()').pluck();
  const runAll = (writes: BatchWrite[], run: (write: BatchWrite) => unknown) => {
    indexing ??= createDeferredIndexing(db);
    const firstNew = indexing.pause();
    const changed = new Set<number>();
    for (const write of writes) {
      write.failed = undefined;
      try {
        write.result = run(write);
        if (write.personId !== undefined) changed.add(write.personId);
      } catch (error) {
        if (error instanceof WroteBeforeThrowing) throw error;
        write.failed = { error };
      }
    }
    indexing.resume(firstNew, changed);
  };
  const withoutSavepoint = (write: BatchWrite) => {
    const before = changedRows.get() as number;
    try {
      return write.run();
    } catch (error) {
      if (changedRows.get() !== before) throw new WroteBeforeThrowing();
      throw error;
    }
  };
  const batch = db.transaction((writes: BatchWrite[]) => {
    if (writes.length === 1) {
      // Alone: a throw rolls the transaction back and rejects the caller, as before grouping.
      writes[0]!.result = writes[0]!.run();
      return;
    }
    runAll(writes, withoutSavepoint);
  });
  const batchWithSavepoints = db.transaction((writes: BatchWrite[]) => runAll(writes, inSavepoint));
  const commit = (writes: BatchWrite[]) => {
    try {
      batch.immediate(writes);
    } catch (error) {
      if (!(error instanceof WroteBeforeThrowing)) throw error;
      batchWithSavepoints.immediate(writes);
    }
  };
  return commit;
}

export function createGroupedWrites(db: SqliteDatabase): GroupedWrites {
  const commit = createBatchCommit(db);
  let group = createGroupCommit<BatchWrite>({ commit });

  return {
    async run<T>(fn: () => T, personId?: number): Promise<T> {
      const write: BatchWrite = { run: fn, personId };
      await group.add(write);
      if (write.failed) throw write.failed.error;
      return write.result as T;
    },
    idle: () => group.idle(),
    async settleBatchesWith(durable) {
      const previous = group;
      group = createGroupCommit({ commit, durable });
      await previous.idle();
    },
  };
}
