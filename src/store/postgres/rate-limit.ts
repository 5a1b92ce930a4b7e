// The per-token person-read rate limit shared by every instance on one PostgreSQL
// (docs/decisions/0003): a token must not get N× the limit by spreading its requests over N instances. The
// window rule is domain/rate-window.ts (GCRA, the same answers as the in-process store of
// one SQLite server): one time per token, the TAT, moved by one upsert per read — one round
// trip, in an UNLOGGED table (a counter lost in a crash costs nothing; its commits wait for
// no WAL flush). The shape is @fastify/rate-limit's custom store (`incr`, `child`); a
// database error reaches the request as UnavailableError.
//
// The table (migration 3) is `rate_counters (key, window_start bigint, hits integer)`: a row
// is (token, epoch, TAT − epoch in ms). Epochs are 2^30 ms (12.4 days), so the TAT fits the
// integer column, and the key of the row to update is known before reading it, which makes
// the upsert safe between instances. The first read of an epoch starts from the previous
// epoch's row; rows older than that are swept.
import type pg from 'pg';
import { UnavailableError } from '../../domain/errors.js';
import {
  allowed, budgetAfter, pluginAnswer, readIntervalMs, refused, spanMs,
  type RateLimitCallback, type RateTake, type SharedRateLimitStore,
} from '../../domain/rate-window.js';

const EPOCH_MS = 2 ** 30;

// $1 key, $2 epoch, $3 now − epoch, $4 the read's interval, $5 the span (rate-window.ts).
// The read is allowed iff max(now, TAT) + interval − now ≤ span, as decideRead says; a
// refused read leaves the row as it was. `base` comes back for the wait of a refused read.
const INCR = `
WITH cur AS (SELECT hits FROM rate_counters WHERE key = $1 AND window_start = $2::bigint),
prev AS (SELECT window_start + hits - $2::bigint AS tat FROM rate_counters WHERE key = $1 AND window_start = $2::bigint - ${EPOCH_MS}),
base AS (SELECT GREATEST($3::bigint, COALESCE((SELECT hits FROM cur), (SELECT tat FROM prev), $3::bigint)) AS at),
up AS (
  INSERT INTO rate_counters AS r (key, window_start, hits)
  SELECT $1, $2::bigint, at + $4::bigint FROM base WHERE EXISTS (SELECT 1 FROM cur) OR at + $4::bigint - $3::bigint <= $5::bigint
  ON CONFLICT (key, window_start) DO UPDATE SET hits = GREATEST($3::bigint, r.hits) + $4::bigint
    WHERE GREATEST($3::bigint, r.hits) + $4::bigint - $3::bigint <= $5::bigint
  RETURNING hits
)
SELECT (SELECT hits FROM up)::bigint AS tat, (SELECT at FROM base)::bigint AS base`;

// Taking several reads at once (a list counts each person it returns): the row is made first
// (its TAT carried over from the previous epoch, or now: no read counted), then locked and
// moved in one UPDATE whose FROM sees the TAT before it, so concurrent takes on any instance
// are exact. $1 key, $2 epoch, $3 now − epoch, $4 interval, $5 wanted, $6 span — the
// arithmetic of decideTake in rate-window.ts.
const ENSURE_ROW = `
INSERT INTO rate_counters (key, window_start, hits)
SELECT $1, $2::bigint, GREATEST($3::bigint,
  COALESCE((SELECT window_start + hits - $2::bigint FROM rate_counters WHERE key = $1 AND window_start = $2::bigint - ${EPOCH_MS}), $3::bigint))
ON CONFLICT (key, window_start) DO NOTHING`;
const TAKE = `
UPDATE rate_counters r
   SET hits = GREATEST($3::bigint, o.hits) + $4::bigint
            * LEAST($5::bigint, GREATEST(0, FLOOR(($6::bigint - (GREATEST($3::bigint, o.hits) - $3::bigint)) / $4::bigint)::bigint))
  FROM (SELECT key, window_start, hits FROM rate_counters WHERE key = $1 AND window_start = $2::bigint FOR UPDATE) o
 WHERE r.key = o.key AND r.window_start = o.window_start
RETURNING r.hits::bigint AS tat, GREATEST($3::bigint, o.hits)::bigint AS base`;
// A give-back lowers the TAT, never below now. $1 key, $2 epoch, $3 now − epoch, $4 ms to give back.
const GIVE_BACK = `
UPDATE rate_counters SET hits = GREATEST($3::bigint, hits - $4::bigint)
 WHERE key = $1 AND window_start = $2::bigint RETURNING hits::bigint AS tat`;

const unreachable = (error: unknown) =>
  new UnavailableError('the rate limit cannot be checked: the database cannot be reached', { cause: error, hint: 'retry in a moment' });

/** The store class to hand @fastify/rate-limit as `store`, counting in `pool`'s database. */
export function sharedRateLimitStore(pool: pg.Pool, now: () => number = Date.now): new () => SharedRateLimitStore {
  let lastSweep = 0;
  const sweep = (before: number) => {
    pool.query('DELETE FROM rate_counters WHERE window_start < $1', [before]).catch(() => undefined);
  };
  class PostgresRateLimitStore implements SharedRateLimitStore {
    incr(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void {
      const at = now();
      const epoch = Math.floor(at / EPOCH_MS) * EPOCH_MS;
      const window = { windowMs: timeWindow, max };
      const interval = readIntervalMs(window);
      pool.query<{ tat: number | null; base: number }>({
        name: 'rate-gcra',
        text: INCR,
        values: [key, epoch, at - epoch, interval, spanMs(window)],
      }).then(({ rows }) => {
        if (epoch > lastSweep) {
          lastSweep = epoch;
          sweep(epoch - EPOCH_MS);
        }
        const row = rows[0];
        const decision = row?.tat != null
          ? allowed(epoch + Number(row.tat), at, window)
          : refused(epoch + Number(row?.base ?? at - epoch), epoch + Number(row?.base ?? at - epoch) + interval, at, window);
        callback(null, pluginAnswer(decision, max));
      }, (error: unknown) => {
        callback(unreachable(error));
      });
    }
    child(): SharedRateLimitStore {
      return this;
    }
    async take(key: string, wanted: number, timeWindow: number, max: number): Promise<RateTake> {
      const at = now();
      const epoch = Math.floor(at / EPOCH_MS) * EPOCH_MS;
      const window = { windowMs: timeWindow, max };
      const interval = readIntervalMs(window);
      try {
        await pool.query({ name: 'rate-ensure', text: ENSURE_ROW, values: [key, epoch, at - epoch] });
        const { rows } = await pool.query<{ tat: string; base: string }>({
          name: 'rate-take',
          text: TAKE,
          values: [key, epoch, at - epoch, interval, Math.max(0, Math.floor(wanted)), spanMs(window)],
        });
        const row = rows[0];
        const tat = epoch + Number(row?.tat ?? at - epoch);
        const granted = row ? (Number(row.tat) - Number(row.base)) / interval : 0;
        return { granted, ...budgetAfter(tat, at, window) };
      } catch (error) {
        throw unreachable(error);
      }
    }
    async giveBack(key: string, count: number, timeWindow: number, max: number): Promise<{ current: number; ttl: number }> {
      const at = now();
      const epoch = Math.floor(at / EPOCH_MS) * EPOCH_MS;
      const window = { windowMs: timeWindow, max };
      try {
        const { rows } = await pool.query<{ tat: string }>({
          name: 'rate-give-back',
          text: GIVE_BACK,
          values: [key, epoch, at - epoch, readIntervalMs(window) * Math.max(0, count)],
        });
        return budgetAfter(epoch + Number(rows[0]?.tat ?? at - epoch), at, window);
      } catch (error) {
        throw unreachable(error);
      }
    }
  }
  return PostgresRateLimitStore;
}
