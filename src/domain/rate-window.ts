// The person-read rate limit's window, one rule for every store: GCRA (the generic cell rate
// algorithm), i.e. "max reads per window", spent at most `max` at once and given back one
// read every window/max. Before, SQLite's counter started its window at a token's first read
// and PostgreSQL's at the turn of the clock minute, so one token was refused, and told to
// wait, differently per store. GCRA has no window boundaries to align: all it keeps per
// token is one time (the "theoretical arrival time", TAT), so the answer depends only on the
// reads and their times, and a refused client is told the moment a read is free again.
//
// Times are integer milliseconds; the interval is rounded up to whole ms so that both
// stores (JavaScript numbers, PostgreSQL integers) compute exactly the same answers.

export interface RateWindow {
  /** The window: 60,000 ms for "per minute". */
  windowMs: number;
  /** Reads per window. */
  max: number;
}

export interface RateDecision {
  allowed: boolean;
  /** The TAT to store: unchanged when refused (a refused read costs nothing). */
  tat: number;
  /** Reads left right after this one (0 when refused). */
  remaining: number;
  /** Allowed: ms until the whole budget is back. Refused: ms until this read would be allowed. */
  waitMs: number;
}

/**
 * Reads a budget holds at most: beyond 100 million a minute a limit is none anyway, and the
 * budget's span (≤ 10^8 ms, 28 h) keeps PostgreSQL's TAT offset within its integer column.
 */
const MAX_BUDGET = 100_000_000;

/** The time one read takes back from the budget, in whole ms. */
export function readIntervalMs(window: RateWindow): number {
  return Math.ceil(window.windowMs / Math.min(window.max, MAX_BUDGET));
}

/** Decides one read of `cost` reads at `now`, given the stored TAT (undefined: never read). */
export function decideRead(storedTat: number | undefined, now: number, window: RateWindow, cost = 1): RateDecision {
  const base = Math.max(now, storedTat ?? now);
  const next = base + readIntervalMs(window) * cost;
  return next - now > spanMs(window) ? refused(base, next, now, window) : allowed(next, now, window);
}

/** The budget in time: `max` reads' intervals (at least the window). */
export function spanMs(window: RateWindow): number {
  return readIntervalMs(window) * Math.min(window.max, MAX_BUDGET);
}

/** The answer for a read that was allowed and moved the TAT to `tat` (PostgreSQL decides in SQL, as decideRead does). */
export function allowed(tat: number, now: number, window: RateWindow): RateDecision {
  const interval = readIntervalMs(window);
  return { allowed: true, tat, remaining: Math.floor((spanMs(window) - (tat - now)) / interval), waitMs: tat - now };
}

/** The answer for a read refused at `now`: `base` is the TAT it found (or now), `next` where it would have moved it. */
export function refused(base: number, next: number, now: number, window: RateWindow): RateDecision {
  return { allowed: false, tat: base, remaining: 0, waitMs: next - now - spanMs(window) };
}

// The shape both stores give @fastify/rate-limit (its custom store: `incr`, `child`).

/** What @fastify/rate-limit asks of a store: reads counted so far (`current` > max → 429) and ms to wait. */
export type RateLimitCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export interface RateLimitStore {
  incr(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void;
  child(): RateLimitStore;
}

/**
 * The plugin's view of a decision: allowed → `current` = reads used (so `max - current` is
 * RateLimit-Remaining), `ttl` = until the budget is whole (RateLimit-Reset); refused →
 * `current` past max and `ttl` = until a read is free (Retry-After).
 */
export function pluginAnswer(decision: RateDecision, max: number): { current: number; ttl: number } {
  return { current: decision.allowed ? max - decision.remaining : max + 1, ttl: decision.waitMs };
}


// Taking several reads at once: a list counts each person it returns (server/person-read-budget.ts).

export interface RateTakeDecision {
  /** Reads granted: at most `wanted`, at most what the budget holds now (0 when it is spent). */
  granted: number;
  /** The TAT to store after the take. */
  tat: number;
}

/** Takes up to `wanted` reads at `now` from the budget a stored TAT leaves: never past it. */
export function decideTake(storedTat: number | undefined, now: number, window: RateWindow, wanted: number): RateTakeDecision {
  const interval = readIntervalMs(window);
  const base = Math.max(now, storedTat ?? now);
  const fits = Math.max(0, Math.floor((spanMs(window) - (base - now)) / interval));
  const granted = Math.max(0, Math.min(Math.floor(wanted), fits));
  return { granted, tat: base + granted * interval };
}

/** The TAT after `count` granted reads went unused (a page came back shorter): never before now. */
export function giveBackTat(storedTat: number | undefined, now: number, window: RateWindow, count: number): number {
  return Math.max(now, (storedTat ?? now) - readIntervalMs(window) * Math.max(0, count));
}

/** Reads used and ms until the budget is whole, for RateLimit-* headers, from a TAT at `now`. */
export function budgetAfter(tat: number, now: number, window: RateWindow): { current: number; ttl: number } {
  const remaining = Math.max(0, Math.floor((spanMs(window) - Math.max(0, tat - now)) / readIntervalMs(window)));
  return { current: Math.min(window.max, MAX_BUDGET) - remaining, ttl: Math.max(0, tat - now) };
}

/** What a take left: the reads granted, and the count and wait after it (for headers). */
export interface RateTake {
  granted: number;
  current: number;
  ttl: number;
}

/** A rate-limit store the plugin counts requests in and the routes count a list's people in, with one budget. */
export interface SharedRateLimitStore extends RateLimitStore {
  /** Counts up to `wanted` more reads in one step, never past the budget. */
  take(key: string, wanted: number, timeWindow: number, max: number): Promise<RateTake>;
  /** Uncounts `count` reads a take granted that were not used. */
  giveBack(key: string, count: number, timeWindow: number, max: number): Promise<{ current: number; ttl: number }>;
}
