// Waiting for a database lock without stalling the server. better-sqlite3
// is synchronous: with SQLite's busy_timeout of 5 s, a lock held by another process (a CLI
// import, a backup) froze the event loop for up to 5 s per statement — GET /job waited 4.9 s.
// The server sets a busy timeout of a few ms (start.ts) and retries a call that failed with
// SQLITE_BUSY on a timer, until its wait is used up; then the caller gets 503. Retrying
// is safe: every service write is one transaction, so a failed call wrote nothing.
import { UnavailableError } from '../domain/errors.js';

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
 * The service with every method retried while the database is locked. The first attempt
 * costs one extra promise (bench/server measures every request): the retry loop is entered
 * only once a call has failed on a lock.
 */
export function lockPatient<S extends object>(service: S, waitMs: number): S {
  return new Proxy(service, waitingHandler(waitMs) as ProxyHandler<S>);
}

// One proxy handler per wait, shared by every request's service (the server makes one a request).
const handlers = new Map<number, ProxyHandler<object>>();

function waitingHandler(waitMs: number): ProxyHandler<object> {
  let handler = handlers.get(waitMs);
  if (!handler) {
    handler = {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        const method = value as (...a: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => method.apply(target, args).then(undefined, (error: unknown) => {
          if (!isLockBusy(error)) throw error;
          return retryWhileLocked(() => method.apply(target, args), waitMs);
        });
      },
    };
    handlers.set(waitMs, handler);
  }
  return handler;
}
