// The person-read rate limit as @fastify/rate-limit's custom store (`incr`, `child`): the
// window rule of domain/rate-window.ts (GCRA), kept in this process (one SQLite server), or
// in PostgreSQL for every instance (store/postgres/rate-limit.ts), with the same answers.
import { decideRead, pluginAnswer, type RateLimitCallback, type RateLimitStore } from '../domain/rate-window.js';

const SWEEP_AT = 10_000;

/** The store class for one process (SQLite): one TAT per token in memory. */
export function inProcessRateLimitStore(now: () => number = Date.now): new () => RateLimitStore {
  const tats = new Map<string, number>();
  class InProcessRateLimitStore implements RateLimitStore {
    incr(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void {
      const at = now();
      const decision = decideRead(tats.get(key), at, { windowMs: timeWindow, max });
      if (decision.allowed) tats.set(key, decision.tat);
      // A TAT in the past is the same as none: forget those when many keys have gathered.
      if (tats.size > SWEEP_AT) for (const [k, tat] of tats) if (tat <= at) tats.delete(k);
      callback(null, pluginAnswer(decision, max));
    }
    child(): RateLimitStore {
      return this;
    }
  }
  return InProcessRateLimitStore;
}
