// The person-read rate limit as @fastify/rate-limit's custom store (`incr`, `child`) plus the
// take/give-back that count every person a list returns: the window rule of
// domain/rate-window.ts (GCRA), kept in this process (one SQLite server), or in PostgreSQL for
// every instance (store/postgres/rate-limit.ts), with the same answers. Every instance of the
// class made by one call shares its TATs, so the plugin and the routes see one budget.
import {
  budgetAfter, decideRead, decideTake, giveBackTat, pluginAnswer,
  type RateLimitCallback, type RateTake, type SharedRateLimitStore,
} from '../domain/rate-window.js';

const SWEEP_AT = 10_000;

/** The store class for one process (SQLite): one TAT per token in memory. */
export function inProcessRateLimitStore(now: () => number = Date.now): new () => SharedRateLimitStore {
  const tats = new Map<string, number>();
  const sweep = (at: number) => {
    // A TAT in the past is the same as none: forget those when many keys have gathered.
    if (tats.size > SWEEP_AT) for (const [k, tat] of tats) if (tat <= at) tats.delete(k);
  };
  class InProcessRateLimitStore implements SharedRateLimitStore {
    incr(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void {
      const at = now();
      const decision = decideRead(tats.get(key), at, { windowMs: timeWindow, max });
      if (decision.allowed) tats.set(key, decision.tat);
      sweep(at);
      callback(null, pluginAnswer(decision, max));
    }
    child(): SharedRateLimitStore {
      return this;
    }
    async take(key: string, wanted: number, timeWindow: number, max: number): Promise<RateTake> {
      const at = now();
      const window = { windowMs: timeWindow, max };
      const { granted, tat } = decideTake(tats.get(key), at, window, wanted);
      tats.set(key, tat);
      return { granted, ...budgetAfter(tat, at, window) };
    }
    async giveBack(key: string, count: number, timeWindow: number, max: number): Promise<{ current: number; ttl: number }> {
      const at = now();
      const window = { windowMs: timeWindow, max };
      const tat = giveBackTat(tats.get(key), at, window, count);
      tats.set(key, tat);
      return budgetAfter(tat, at, window);
    }
  }
  return InProcessRateLimitStore;
}
