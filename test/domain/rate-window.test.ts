// The person-read window rule (GCRA) shared by both stores' limiters.
import { describe, expect, it } from 'vitest';
import { decideRead, spanMs } from '../../src/domain/rate-window.js';

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
