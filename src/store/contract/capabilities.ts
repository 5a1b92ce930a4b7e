// What only one dialect has, as optional capability objects rather than no-op methods on the
// other: a caller asks `store.durability?` and does without when it is absent, instead of
// branching on the dialect's name. (Kysely's dialect adapters describe their differences the
// same way: the query layer asks what the adapter supports.)
import type { SharedRateLimitStore } from '../../domain/rate-window.js';

/**
 * The server's write acknowledgement mode (DESIGN.md §3: an acknowledged write is durable).
 * SQLite has it: its commits can stop waiting for the disk on the event loop. PostgreSQL does
 * not need it: with synchronous_commit on, every commit is durable when it returns.
 */
export interface DurabilityControl {
  /** Commits stop waiting for the disk on the event loop; durable() waits for them instead. */
  syncInBackground(options?: {
    onCheckpointFailure?: (message: string) => void;
    /**
     * How long a write may wait for a lock held elsewhere where the wait blocks no request (SQLite's
     * person writer thread): the server's lock wait, so a create under a held lock ends as any write does.
     */
    lockWaitMs?: number | undefined;
  }): Promise<void>;
  /** Resolves once everything committed so far is on disk. */
  durable(): Promise<void>;
  stopBackgroundSync(): Promise<void>;
}

/**
 * A bound on how long one statement may block the whole process waiting for a lock held by
 * another process (SQLite's busy_timeout; the server retries on a timer instead). PostgreSQL's
 * lock waits happen on a socket and block nothing, so it has no such capability.
 */
export interface LockWaitControl {
  setBusyTimeout(ms: number): void;
}

/**
 * Several server instances on one database share the per-token person-read rate limit, kept
 * in the database (PostgreSQL). The class is @fastify/rate-limit's custom store shape.
 */
export interface SharedRateLimit {
  store(): new () => SharedRateLimitStore;
}

export interface StoreCapabilities {
  readonly durability?: DurabilityControl | undefined;
  readonly lockWaits?: LockWaitControl | undefined;
  readonly sharedRateLimit?: SharedRateLimit | undefined;
}
