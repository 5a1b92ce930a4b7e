// Durability without blocking the event loop. The server's connection commits
// with synchronous = NORMAL — SQLite writes the WAL but does not fsync it — and a caller
// that must not go on before its commit is on disk (an acknowledged write, a person read
// whose audit row must exist) waits for afterCommit(): an fdatasync of the WAL file on
// libuv's thread pool that STARTED after the caller's commit.
//
// In WAL mode that is the guarantee synchronous = FULL gives, but the event loop keeps
// serving while the disk works, and all commits made during one sync share the next one:
// one sync per batch of callers, never one per commit.
import { open, type FileHandle } from 'node:fs/promises';

export interface WalDurability {
  /**
   * Resolves after a sync that started after this call — or, with a change count, after the
   * connection's last write — has finished; rejects if it failed.
   */
  afterCommit(): Promise<void>;
  /** Waits for the syncs in flight, then releases the file. */
  close(): Promise<void>;
}

/** Makes the WAL's written data durable. The default keeps one descriptor open. */
export type WalSync = () => Promise<void>;

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * How many rows the connection has written so far (SQLite's total_changes()), or undefined
 * when it cannot tell (a transaction is open: its rows are counted before they commit).
 */
export type ChangeCount = () => number | undefined;

/**
 * `walPath` is the `-wal` file beside the database. The descriptor stays valid while the
 * database is open: SQLite removes or replaces the WAL only when its last connection
 * closes, and the caller's connection stays open until after close().
 *
 * With `changes`, a caller whose connection wrote nothing since the last sync began is
 * covered by that sync: it waits for it (or, once it succeeded, not at all) instead of
 * for a new one. A write that already waited for its sync (a group commit) and is then
 * acknowledged by the server would otherwise wait for a second one.
 */
export function createWalDurability(walPath: string, sync?: WalSync, changes?: ChangeCount): WalDurability {
  let handle: Promise<FileHandle> | undefined;
  const datasync: WalSync = sync ?? (async () => {
    if (!handle) {
      handle = open(walPath, 'r');
      handle.catch(() => (handle = undefined)); // a failed open is retried by the next sync
    }
    await (await handle).datasync();
  });

  let running: Promise<void> | undefined;
  let waiting: Waiter[] = [];
  // The latest sync begun: the change count it covers, how it ended (undefined while it runs).
  let latest: { covers: number | undefined; done: Promise<void>; ok: boolean | undefined } | undefined;
  const next = () => {
    if (running || waiting.length === 0) return;
    // Commits made while this sync runs are not covered by it: they wait for the next one.
    const batch = waiting;
    waiting = [];
    const sync = { covers: changes?.(), done: datasync(), ok: undefined as boolean | undefined };
    latest = sync;
    running = sync.done.then(
      () => {
        sync.ok = true;
        batch.forEach((waiter) => waiter.resolve());
      },
      (error: unknown) => {
        sync.ok = false;
        batch.forEach((waiter) => waiter.reject(error));
      },
    ).finally(() => {
      running = undefined;
      next();
    });
  };

  return {
    afterCommit() {
      const now = changes?.();
      if (now !== undefined && latest !== undefined && latest.covers === now && latest.ok !== false) {
        return latest.ok === true ? Promise.resolve() : latest.done;
      }
      return new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        next();
      });
    },
    async close() {
      while (running) await running;
      const open = handle;
      handle = undefined;
      if (open) await (await open.catch(() => undefined))?.close();
    },
  };
}
