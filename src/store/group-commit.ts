// Group commit (issue 6): callers that arrive together share one transaction, and each
// caller settles only once its own item is committed — and, in durable mode, synced.
//
// Immediate mode commits with the connection's own sync level once per event-loop turn.
// Durable mode (the server) commits without an fsync and then waits for `sync` (an
// fdatasync of the WAL on libuv's thread pool): in WAL mode that is what synchronous = FULL
// guarantees — the WAL is on disk before the caller goes on — but the event loop keeps
// serving while the disk works. One commit-and-sync cycle runs at a time; whatever arrives
// meanwhile forms the next batch, so the batch size follows the disk's speed: one sync per
// batch, never one per caller, and few, large transactions.
import { open } from 'node:fs/promises';

/** Flushes a file's data to stable storage. */
export type SyncFile = (path: string) => Promise<void>;

/** Opens the file anew for each sync, so a replaced file can never leave a stale descriptor. */
export const fdatasyncFile: SyncFile = async (path) => {
  const handle = await open(path, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
};

export interface GroupCommitOptions<T> {
  /** Writes the batch in one transaction; throws to reject every caller of the batch. */
  commit(items: T[]): void;
  /** Durable mode: makes the committed batch durable; rejects to reject its callers. */
  sync?: (() => Promise<void>) | undefined;
}

export interface GroupCommit<T> {
  add(item: T): Promise<void>;
  /** Resolves once nothing is queued, committing or syncing. */
  idle(): Promise<void>;
}

interface Waiter<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function createGroupCommit<T>(options: GroupCommitOptions<T>): GroupCommit<T> {
  let queued: Waiter<T>[] = [];
  let scheduled = false;
  let syncing: Promise<void> | undefined;

  const settle = (batch: Waiter<T>[], error?: unknown) => {
    for (const waiter of batch) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
  };

  const cycle = () => {
    scheduled = false;
    if (syncing || queued.length === 0) return;
    const batch = queued;
    queued = [];
    try {
      options.commit(batch.map((waiter) => waiter.item));
    } catch (error) {
      settle(batch, error);
      return;
    }
    const { sync } = options;
    if (!sync) {
      settle(batch);
      return;
    }
    syncing = sync().then(
      () => settle(batch),
      (error: unknown) => settle(batch, error ?? new Error('sync failed')),
    ).finally(() => {
      syncing = undefined;
      cycle();
    });
  };

  return {
    add(item) {
      return new Promise<void>((resolve, reject) => {
        queued.push({ item, resolve, reject });
        // Items of the same event-loop turn travel together; during a sync they wait for it.
        if (!scheduled && !syncing) {
          scheduled = true;
          setImmediate(cycle);
        }
      });
    },
    async idle() {
      while (syncing || queued.length > 0) {
        if (syncing) await syncing;
        else await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
