// The per-token person-read rate limit shared by every instance on one PostgreSQL (issue 11
// §3): a token must not get N× the limit by spreading its requests over N instances. One
// counter row per key and fixed window (windows aligned to the clock, so every instance
// counts into the same row), incremented with one upsert: one round trip per person read,
// in an UNLOGGED table (a counter lost in a crash costs nothing; its commits wait for no
// WAL flush). Old windows are swept now and then. The shape is @fastify/rate-limit's
// custom store (`incr`, `child`); a database error reaches the request as UnavailableError.
import type pg from 'pg';
import { UnavailableError } from '../../domain/errors.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export interface SharedRateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(): SharedRateLimitStore;
}

/** The store class to hand @fastify/rate-limit as `store`, counting in `pool`'s database. */
export function sharedRateLimitStore(pool: pg.Pool, now: () => number = Date.now): new () => SharedRateLimitStore {
  let lastSweep = 0;
  const sweep = (before: number) => {
    pool.query('DELETE FROM rate_counters WHERE window_start < $1', [before]).catch(() => undefined);
  };
  class PostgresRateLimitStore implements SharedRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const windowStart = Math.floor(at / timeWindow) * timeWindow;
      pool.query<{ hits: number }>({
        name: 'rate-incr',
        text: `INSERT INTO rate_counters (key, window_start, hits) VALUES ($1, $2, 1)
               ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_counters.hits + 1 RETURNING hits`,
        values: [key, windowStart],
      }).then(({ rows }) => {
        if (windowStart > lastSweep) {
          lastSweep = windowStart;
          sweep(windowStart - timeWindow);
        }
        callback(null, { current: rows[0]?.hits ?? 1, ttl: windowStart + timeWindow - at });
      }, (error: unknown) => {
        callback(new UnavailableError('the rate limit cannot be checked: the database cannot be reached', { cause: error, hint: 'retry in a moment' }));
      });
    }
    child(): SharedRateLimitStore {
      return this;
    }
  }
  return PostgresRateLimitStore;
}
