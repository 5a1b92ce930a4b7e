// The person-read rate limit's window is one rule (domain/rate-window.ts, GCRA) on both
// stores: the same reads at the same times get the same answers from the in-process store
// of a SQLite server and from the PostgreSQL store shared by several instances. Before, the
// in-process window started at a token's first read and PostgreSQL's at the clock minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../src/store/index.js';
import type { PostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { sharedRateLimitStore } from '../../../src/store/postgres/rate-limit.js';
import { inProcessRateLimitStore } from '../../../src/server/rate-limit-store.js';
import { usePostgres } from '../../helpers/postgres.js';

const postgres = usePostgres();
let store: PostgresStore;

beforeAll(async () => {
  store = (await openStore(await postgres().createDatabase())) as PostgresStore;
});
afterAll(async () => {
  await store?.close();
});

type StoreClass = new () => { incr(key: string, cb: (e: Error | null, r?: { current: number; ttl: number }) => void, window: number, max: number): void };

interface Answer {
  at: number;
  allowed: boolean;
  remaining: number;
  /** Seconds, as the headers say them: RateLimit-Reset when allowed, Retry-After when refused. */
  seconds: number;
}

/** Reads by one token at the given ms after `start`, limit 3 per minute, as the server asks its store. */
async function answers(create: (now: () => number) => StoreClass, start: number, times: number[], key: string): Promise<Answer[]> {
  let now = start;
  const Store = create(() => now);
  const limiter = new Store();
  const out: Answer[] = [];
  for (const at of times) {
    now = start + at;
    const result = await new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      limiter.incr(key, (error, value) => (error ? reject(error) : resolve(value!)), 60_000, 3));
    const allowed = result.current <= 3;
    out.push({ at, allowed, remaining: allowed ? 3 - result.current : 0, seconds: Math.ceil(result.ttl / 1000) });
  }
  return out;
}

// 3 at once, then one read back every 20 s; a refused read costs nothing.
const TIMES = [0, 0, 0, 1_000, 20_000, 30_000, 39_999, 40_000, 200_000];
const EXPECTED: Answer[] = [
  { at: 0, allowed: true, remaining: 2, seconds: 20 },
  { at: 0, allowed: true, remaining: 1, seconds: 40 },
  { at: 0, allowed: true, remaining: 0, seconds: 60 },
  { at: 1_000, allowed: false, remaining: 0, seconds: 19 },
  { at: 20_000, allowed: true, remaining: 0, seconds: 60 },
  { at: 30_000, allowed: false, remaining: 0, seconds: 10 },
  { at: 39_999, allowed: false, remaining: 0, seconds: 1 },
  { at: 40_000, allowed: true, remaining: 0, seconds: 60 },
  { at: 200_000, allowed: true, remaining: 2, seconds: 20 },
];

describe('the rate-limit window on both stores', () => {
  // Two starts: one on a clock minute, one 45 s into it (a minute-aligned window differs there).
  it.each([
    ['on a clock minute', Date.UTC(2026, 10, 28, 9, 0, 0)],
    ['45 s into a minute', Date.UTC(2026, 10, 28, 9, 0, 45)],
  ])('the same reads get the same answers, starting %s', async (_label, start) => {
    const inProcess = await answers(inProcessRateLimitStore, start, TIMES, 'token:a');
    const shared = await answers((now) => sharedRateLimitStore(store.pool, now) as unknown as StoreClass, start, TIMES, `token:${start}`);
    expect(inProcess).toEqual(EXPECTED);
    expect(shared).toEqual(EXPECTED);
  });

  it('PostgreSQL carries a token over the turn of its 2^30 ms row epoch', async () => {
    const epochEnd = 2 ** 30 * 1650; // an epoch boundary in 2022
    const start = epochEnd - 10_000;
    const shared = await answers((now) => sharedRateLimitStore(store.pool, now) as unknown as StoreClass, start, TIMES, 'token:epoch');
    expect(shared).toEqual(EXPECTED);
  });
});
