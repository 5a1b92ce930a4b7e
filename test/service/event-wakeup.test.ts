// EventWakeup (event-wakeup.ts): who is told on a notify, with and without anyone waiting.
import { describe, expect, it, vi } from 'vitest';
import { EventWakeup } from '../../src/service/event-wakeup.js';

const settledWithin = async (promise: Promise<void>): Promise<boolean> => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
};

describe('EventWakeup', () => {
  it('tells its subscribers on every notify, with or without anyone waiting', async () => {
    const wakeup = new EventWakeup();
    const listener = vi.fn();
    const unsubscribe = wakeup.subscribe(listener);
    wakeup.notify();
    const waiting = wakeup.next(60_000);
    wakeup.notify();
    expect(await settledWithin(waiting)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    wakeup.notify();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('wakes everyone waiting at once, and only those: a later wait waits for the next notify', async () => {
    const wakeup = new EventWakeup();
    const first = wakeup.next(60_000);
    const second = wakeup.next(60_000);
    wakeup.notify();
    expect(await settledWithin(first)).toBe(true);
    expect(await settledWithin(second)).toBe(true);
    vi.useFakeTimers();
    try {
      const later = wakeup.next(1_000);
      let settled = false;
      void later.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sticky: a notify with nobody waiting is kept for the next wait, once', async () => {
    const wakeup = new EventWakeup(true);
    wakeup.notify();
    wakeup.notify();
    expect(await settledWithin(wakeup.next(60_000))).toBe(true);
    const after = wakeup.next(60_000);
    expect(await settledWithin(after)).toBe(false);
    wakeup.notify();
    expect(await settledWithin(after)).toBe(true);
  });

  it('not sticky: a notify with nobody waiting is not kept', async () => {
    const wakeup = new EventWakeup();
    wakeup.notify();
    const waiting = wakeup.next(60_000);
    expect(await settledWithin(waiting)).toBe(false);
    wakeup.notify();
    expect(await settledWithin(waiting)).toBe(true);
  });
});
