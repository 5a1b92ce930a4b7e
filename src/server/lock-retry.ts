// Waiting for a database lock without stalling the server. better-sqlite3
// is synchronous: with SQLite's busy_timeout of 5 s, a lock held by another process (a CLI
// import, a backup) froze the event loop for up to 5 s per statement — GET /job waited 4.9 s.
// The server sets a busy timeout of a few ms (start.ts) and retries a call that failed with
// SQLITE_BUSY on a timer, until its wait is used up; then the caller gets 503. Retrying
// is safe: every store call is one transaction, so a failed call wrote nothing. The retry
// wraps each store call of a request's service (actor-scoped-store.ts), so each store call
// has the whole wait: a request that makes several may wait longer in all, within its time
// limit (deadlines.ts, 30 s; the wait is 5 s).
import { UnavailableError } from '../domain/errors.js';
import type { StoreCallRetry } from '../service/actor-scoped-store.js';

/** The server's SQLite busy_timeout: the longest a locked statement blocks the event loop. */
export const SERVER_BUSY_TIMEOUT_MS = 5;
/** How long a request waits for a lock in all (SQLite's old busy_timeout). */
export const DEFAULT_LOCK_WAIT_MS = 5_000;

/** SQLITE_BUSY / SQLITE_LOCKED (and their extended codes), also as the cause of our own error. */
export function isLockBusy(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))) return true;
  }
  return false;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `call` again while it fails on a lock, backing off 10 → 100 ms, for at most `waitMs`. */
export async function retryWhileLocked<T>(call: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = performance.now() + waitMs;
  for (let pause = 10; ; pause = Math.min(100, pause * 2)) {
    try {
      return await call();
    } catch (error) {
      if (!isLockBusy(error)) throw error;
      const left = deadline - performance.now();
      if (left <= 0) {
        throw new UnavailableError(`the database is locked by another process (waited ${Math.round(waitMs / 100) / 10} s); try again`, { cause: error });
      }
      await sleep(Math.min(pause, left));
    }
  }
}

/**
 * The retry rule of the server's store calls (LocalService's `retryStoreCall`): a call that
 * failed on a lock is made again while the lock is held, for at most `waitMs` in all; any
 * other error stands. The first attempt costs one extra promise (bench/server measures every
 * request): the retry loop is entered only once a call has failed on a lock. One rule per wait,
 * so every request's store wrapper is the same one (actor-scoped-store.ts caches it by rule).
 */
export function lockRetry(waitMs: number): StoreCallRetry {
  let rule = rules.get(waitMs);
  if (!rule) {
    rule = (error, again) => {
      if (!isLockBusy(error)) return Promise.reject(error);
      return retryWhileLocked(again, waitMs);
    };
    rules.set(waitMs, rule);
  }
  return rule;
}

const rules = new Map<number, StoreCallRetry>();
