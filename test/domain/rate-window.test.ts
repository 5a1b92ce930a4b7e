// The person-read window rule (GCRA) shared by both stores' limiters.
import { describe, expect, it } from 'vitest';
import { budgetAfter, decideRead, decideTake, giveBackTat, spanMs } from '../../src/domain/rate-window.js';

describe('decideRead', () => {
  it('a budget of max at once, then one read back every window/max; a refused read moves nothing', () => {
    const window = { windowMs: 60_000, max: 2 };
    const first = decideRead(undefined, 0, window);
    const second = decideRead(first.tat, 0, window);
    const third = decideRead(second.tat, 5_000, window);
    expect([first, second, third]).toEqual([
      { allowed: true, tat: 30_000, remaining: 1, waitMs: 30_000 },
      { allowed: true, tat: 60_000, remaining: 0, waitMs: 60_000 },
      { allowed: false, tat: 60_000, remaining: 0, waitMs: 25_000 },
    ]);
    expect(decideRead(third.tat, 30_000, window)).toMatchObject({ allowed: true, tat: 90_000 });
  });

  it('an absurdly high limit stays within what the PostgreSQL row can hold', () => {
    const window = { windowMs: 60_000, max: 10_000_000_000 };
    expect(spanMs(window)).toBeLessThanOrEqual(100_000_000);
    expect(decideRead(undefined, 1_000, window)).toMatchObject({ allowed: true, tat: 1_001 });
  });
});

describe('taking several reads at once (a list counts each person)', () => {
  const window = { windowMs: 60_000, max: 10 }; // one read back every 6 s

  it('grants what is left, never past the budget, and stores the TAT of what it granted', () => {
    expect(decideTake(undefined, 1_000, window, 4)).toEqual({ granted: 4, tat: 1_000 + 4 * 6_000 });
    expect(decideTake(undefined, 1_000, window, 25)).toEqual({ granted: 10, tat: 1_000 + 60_000 });
    // Budget spent: nothing granted, TAT unchanged.
    expect(decideTake(61_000, 1_000, window, 3)).toEqual({ granted: 0, tat: 61_000 });
    // 12 s later two reads are back.
    expect(decideTake(61_000, 13_000, window, 5).granted).toBe(2);
  });

  it('agrees with one read at a time', () => {
    let tat: number | undefined;
    let single = 0;
    for (let i = 0; i < 15; i++) {
      const decision = decideRead(tat, 5_000, window);
      if (decision.allowed) {
        single++;
        tat = decision.tat;
      }
    }
    expect(decideTake(undefined, 5_000, window, 15)).toEqual({ granted: single, tat });
  });

  it('gives back unused reads, never to before now', () => {
    expect(giveBackTat(1_000 + 60_000, 1_000, window, 4)).toBe(1_000 + 36_000);
    expect(giveBackTat(7_000, 1_000, window, 4)).toBe(1_000);
    expect(giveBackTat(undefined, 1_000, window, 4)).toBe(1_000);
  });

  it('reports reads used and the wait until the budget is whole', () => {
    expect(budgetAfter(1_000 + 24_000, 1_000, window)).toEqual({ current: 4, ttl: 24_000 });
    expect(budgetAfter(500, 1_000, window)).toEqual({ current: 0, ttl: 0 });
  });
});
