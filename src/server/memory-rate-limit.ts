// The person-read rate limit of a server on SQLite (one process): counters in memory, with
// @fastify/rate-limit's LocalStore windows (a key's window opens at its first hit), plus the
// take/give-back that count every person a list returns (store/postgres/rate-limit.ts has
// the shared PostgreSQL twin). Every instance of the class made by one call shares its
// counters: the plugin's limiter and the routes that count a page's people see one count.
import type { RateTake, SharedRateLimitStore } from '../store/postgres/rate-limit.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Counter {
  current: number;
  start: number;
}

/** Counters left after their window are swept once the map holds this many keys. */
const SWEEP_AT = 5000;

export function memoryRateLimitStore(now: () => number = Date.now): new () => SharedRateLimitStore {
  const counters = new Map<string, Counter>();
  /** The key's live counter, a new one when its window has passed. */
  const live = (key: string, at: number, timeWindow: number): Counter => {
    let counter = counters.get(key);
    if (!counter || counter.start + timeWindow <= at) {
      if (counters.size >= SWEEP_AT) for (const [k, c] of counters) if (c.start + timeWindow <= at) counters.delete(k);
      counter = { current: 0, start: at };
      counters.set(key, counter);
    }
    return counter;
  };
  class MemoryRateLimitStore implements SharedRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const counter = live(key, at, timeWindow);
      counter.current++;
      callback(null, { current: counter.current, ttl: counter.start + timeWindow - at });
    }
    child(): SharedRateLimitStore {
      return this;
    }
    async take(key: string, wanted: number, timeWindow: number, max: number): Promise<RateTake> {
      const at = now();
      const counter = live(key, at, timeWindow);
      const granted = Math.min(wanted, Math.max(0, max - counter.current));
      counter.current += granted;
      return { granted, current: counter.current, ttl: counter.start + timeWindow - at, window: counter.start };
    }
    async giveBack(key: string, count: number, taken: RateTake, timeWindow: number): Promise<{ current: number; ttl: number }> {
      const at = now();
      const counter = counters.get(key);
      if (!counter) return { current: 0, ttl: timeWindow };
      // A later window owes nothing to an earlier one.
      if (counter.start !== taken.window) return { current: counter.current, ttl: Math.max(0, counter.start + timeWindow - at) };
      counter.current = Math.max(0, counter.current - count);
      return { current: counter.current, ttl: Math.max(0, counter.start + timeWindow - at) };
    }
  }
  return MemoryRateLimitStore;
}
