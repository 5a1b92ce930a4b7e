// Time limits for in-flight requests (DESIGN.md §3: every request has a time limit)
// without a timer per request: one sweep over a Map in start order. A setTimeout and
// clearTimeout per request were a measurable part of the server's per-request cost
//; a limit may now fire up to a quarter of itself late (at most a second).
export interface Deadlines<K, V> {
  start(key: K, value: V): void;
  finish(key: K): void;
  /** Stops the sweep; nothing expires afterwards. */
  close(): void;
}

export function createDeadlines<K, V>(
  limitMs: number,
  onExpired: (value: V) => void,
  now: () => number = () => performance.now(),
): Deadlines<K, V> {
  // A Map iterates in insertion order, which is start order: the sweep stops at the first
  // entry still within its limit.
  const started = new Map<K, { value: V; at: number }>();
  const sweepEveryMs = Math.min(1_000, Math.max(5, Math.floor(limitMs / 4)));
  let sweeper: NodeJS.Timeout | undefined;
  let closed = false;

  const sweep = () => {
    const expiredBefore = now() - limitMs;
    for (const [key, entry] of started) {
      if (entry.at > expiredBefore) break;
      started.delete(key);
      onExpired(entry.value);
    }
    if (started.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };

  return {
    start(key, value) {
      if (closed) return;
      started.set(key, { value, at: now() });
      if (!sweeper) {
        sweeper = setInterval(sweep, sweepEveryMs);
        sweeper.unref();
      }
    },
    finish(key) {
      started.delete(key);
    },
    close() {
      closed = true;
      started.clear();
      if (sweeper) clearInterval(sweeper);
      sweeper = undefined;
    },
  };
}
