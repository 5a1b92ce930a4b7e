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
// Each caller keeps its own outcome: in a batch of several, a write runs inside a
// SAVEPOINT, so one that throws (an e-mail taken, a missing job) is rolled back alone and
// rejects alone, while the others commit. A lone write runs as before, in a transaction of
// its own. A failed BEGIN or COMMIT (SQLITE_BUSY, a full disk) rejects the whole batch —
// nothing of it was written. A caller settles only after the batch has committed.
import type { SqliteDatabase } from './database.js';
import { createGroupCommit } from './group-commit.js';

interface Write {
  run: () => unknown;
  result?: unknown;
  failed?: { error: unknown };
}

export interface GroupedWrites {
  /** Runs `fn` in the next batch's transaction; resolves with its result once committed. */
  run<T>(fn: () => T): Promise<T>;
  /** Resolves once nothing is queued or committing. */
  idle(): Promise<void>;
}

export function createGroupedWrites(db: SqliteDatabase): GroupedWrites {
  // Called while the batch's transaction is open, better-sqlite3 makes it a SAVEPOINT.
  const inSavepoint = db.transaction((write: Write) => write.run());
  const batch = db.transaction((writes: Write[]) => {
    if (writes.length === 1) {
      // Alone: a throw rolls the transaction back and rejects the caller, as before grouping.
      writes[0]!.result = writes[0]!.run();
      return;
    }
    for (const write of writes) {
      try {
        write.result = inSavepoint(write);
      } catch (error) {
        write.failed = { error };
      }
    }
  });
  const group = createGroupCommit<Write>({ commit: (writes) => batch.immediate(writes) });

  return {
    async run<T>(fn: () => T): Promise<T> {
      const write: Write = { run: fn };
      await group.add(write);
      if (write.failed) throw write.failed.error;
      return write.result as T;
    },
    idle: () => group.idle(),
  };
}
