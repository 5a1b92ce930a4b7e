// One sweep for every in-flight request's time limit (deadlines.ts), on a hand-driven clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeadlines, type Deadline } from '../../src/server/deadlines.js';

afterEach(() => vi.useRealTimers());

/** Everything an entry refers to, as its own fields hold it. */
const heldBy = (deadline: Deadline): unknown[] => Object.values(deadline).filter((value) => value !== null && typeof value === 'object');

describe('createDeadlines', () => {
  it('expires exactly the entries past the limit, oldest first, and never a finished one', () => {
    vi.useFakeTimers();
    let clock = 0;
    const expired: string[] = [];
    const deadlines = createDeadlines<string>(100, (value) => expired.push(value), () => clock);
    deadlines.start('A');
    clock = 30;
    const b = deadlines.start('B');
    deadlines.start('C');
    deadlines.finish(b);
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

  it('keeps start order whichever entries finish first: the first, one in the middle, the last', () => {
    vi.useFakeTimers();
    let clock = 0;
    const expired: number[] = [];
    const deadlines = createDeadlines<number>(100, (value) => expired.push(value), () => clock);
    const started = [1, 2, 3, 4, 5, 6].map((value) => {
      clock += 1;
      return deadlines.start(value);
    });
    deadlines.finish(started[0]!);
    deadlines.finish(started[3]!);
    deadlines.finish(started[5]!);
    const seven = deadlines.start(7);
    clock = 200;
    vi.advanceTimersByTime(25);
    expect(expired).toEqual([2, 3, 5, 7]);
    // Finishing again, or finishing one that expired, changes nothing.
    deadlines.finish(started[0]!);
    deadlines.finish(seven);
    const eight = deadlines.start(8);
    clock = 400;
    vi.advanceTimersByTime(25);
    expect(expired).toEqual([2, 3, 5, 7, 8]);
    deadlines.finish(eight);
  });

  it('an entry that finished or expired holds nothing: neither its value nor its neighbours', () => {
    vi.useFakeTimers();
    let clock = 0;
    const deadlines = createDeadlines<{ name: string }>(100, () => undefined, () => clock);
    const values = [{ name: 'first' }, { name: 'second' }, { name: 'third' }];
    const [first, second, third] = values.map((value) => deadlines.start(value));
    // While in flight, the middle one holds its value and both neighbours.
    expect(heldBy(second!)).toEqual(expect.arrayContaining([values[1], first, third]));
    deadlines.finish(second!);
    expect(heldBy(second!)).toEqual([]);
    expect(heldBy(first!)).not.toContain(second);
    clock = 150;
    vi.advanceTimersByTime(25);
    expect(heldBy(first!)).toEqual([]);
    expect(heldBy(third!)).toEqual([]);
  });

  it('sweeps only while something is in flight, and not at all after close', () => {
    vi.useFakeTimers();
    let clock = 0;
    const expired: number[] = [];
    const deadlines = createDeadlines<number>(40, (value) => expired.push(value), () => clock);
    expect(vi.getTimerCount()).toBe(0);
    const one = deadlines.start(1);
    expect(vi.getTimerCount()).toBe(1);
    deadlines.finish(one);
    vi.advanceTimersByTime(10);
    expect(vi.getTimerCount()).toBe(0);
    const two = deadlines.start(2);
    deadlines.close();
    expect(heldBy(two)).toEqual([]);
    deadlines.start(3);
    clock = 1_000;
    vi.advanceTimersByTime(1_000);
    expect(expired).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
