// One sweep for every in-flight request's time limit (deadlines.ts), on a hand-driven clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeadlines } from '../../src/server/deadlines.js';

afterEach(() => vi.useRealTimers());

describe('createDeadlines', () => {
  it('expires exactly the entries past the limit, oldest first, and never a finished one', () => {
    vi.useFakeTimers();
    let clock = 0;
    const expired: string[] = [];
    const deadlines = createDeadlines<string, string>(100, (value) => expired.push(value), () => clock);
    deadlines.start('a', 'A');
    clock = 30;
    deadlines.start('b', 'B');
    deadlines.start('c', 'C');
    deadlines.finish('b');
    clock = 99;
    vi.advanceTimersByTime(25);
    expect(expired).toEqual([]);
    clock = 100;
    vi.advanceTimersByTime(25);
    expect(expired).toEqual(['A']);
    clock = 131;
    vi.advanceTimersByTime(25);
    expect(expired).toEqual(['A', 'C']);
    clock = 500;
    vi.advanceTimersByTime(100);
    expect(expired).toEqual(['A', 'C']);
  });

  it('sweeps only while something is in flight, and not at all after close', () => {
    vi.useFakeTimers();
    let clock = 0;
    const expired: number[] = [];
    const deadlines = createDeadlines<number, number>(40, (value) => expired.push(value), () => clock);
    expect(vi.getTimerCount()).toBe(0);
    deadlines.start(1, 1);
    expect(vi.getTimerCount()).toBe(1);
    deadlines.finish(1);
    vi.advanceTimersByTime(10);
    expect(vi.getTimerCount()).toBe(0);
    deadlines.start(2, 2);
    deadlines.close();
    clock = 1_000;
    vi.advanceTimersByTime(1_000);
    expect(expired).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
