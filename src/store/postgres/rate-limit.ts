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

/** What a take left: how many of the wanted units were granted, the count after it, and its window. */
export interface RateTake {
  granted: number;
  current: number;
  ttl: number;
  /** The window the units were counted in: a give-back goes to the same one, never to a later window. */
  window: number;
}

export interface SharedRateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(): SharedRateLimitStore;
  /**
   * Counts up to `wanted` more units against `max` in one step (a list that returns several
   * people counts each: the units granted are at most what is left), never past `max`.
   */
  take(key: string, wanted: number, timeWindow: number, max: number): Promise<RateTake>;
  /** Uncounts `count` units of `taken` that were not used (a page that came back shorter). */
  giveBack(key: string, count: number, taken: RateTake, timeWindow: number): Promise<{ current: number; ttl: number }>;
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
    async take(key: string, wanted: number, timeWindow: number, max: number): Promise<RateTake> {
      const at = now();
      const windowStart = Math.floor(at / timeWindow) * timeWindow;
      try {
        // The row locked first (FOR UPDATE) gives the count before the update, so the grant
        // is exact under concurrent takes on any instance, in one round trip.
        const take = () => pool.query<{ hits: number; before: number }>({
          name: 'rate-take',
          text: `UPDATE rate_counters r SET hits = r.hits + LEAST($3::integer, GREATEST(0, $4::integer - o.hits))
                 FROM (SELECT key, window_start, hits FROM rate_counters WHERE key = $1 AND window_start = $2 FOR UPDATE) o
                 WHERE r.key = o.key AND r.window_start = o.window_start RETURNING r.hits AS hits, o.hits AS before`,
          values: [key, windowStart, wanted, max],
        });
        let { rows } = await take();
        if (rows.length === 0) {
          await pool.query(
            'INSERT INTO rate_counters (key, window_start, hits) VALUES ($1, $2, 0) ON CONFLICT (key, window_start) DO NOTHING',
            [key, windowStart],
          );
          ({ rows } = await take());
        }
        const row = rows[0] ?? { hits: 0, before: 0 };
        return { granted: row.hits - row.before, current: row.hits, ttl: windowStart + timeWindow - at, window: windowStart };
      } catch (error) {
        throw new UnavailableError('the rate limit cannot be checked: the database cannot be reached', { cause: error, hint: 'retry in a moment' });
      }
    }
    async giveBack(key: string, count: number, taken: RateTake, timeWindow: number): Promise<{ current: number; ttl: number }> {
      const at = now();
      const { rows } = await pool.query<{ hits: number }>({
        name: 'rate-give-back',
        text: 'UPDATE rate_counters SET hits = GREATEST(0, hits - $3) WHERE key = $1 AND window_start = $2 RETURNING hits',
        values: [key, taken.window, count],
      }).catch((error: unknown) => {
        throw new UnavailableError('the rate limit cannot be updated: the database cannot be reached', { cause: error, hint: 'retry in a moment' });
      });
      return { current: rows[0]?.hits ?? 0, ttl: Math.max(0, taken.window + timeWindow - at) };
    }
  }
  return PostgresRateLimitStore;
}
