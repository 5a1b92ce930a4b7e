// Time limits for in-flight requests (DESIGN.md §3: every request has a time limit)
// without a timer per request: one sweep over the requests in start order. A setTimeout and
// clearTimeout per request were a measurable part of the server's per-request cost; a limit
// may now fire up to a quarter of itself late (at most a second).
//
// The requests in flight are a doubly linked list of entries, each handed to its caller, not a
// Map keyed by request. A Map whose entries come and go all the time is rebuilt every few dozen
// requests, and each table it leaves behind keeps a link to the next one: once one of those
// tables had lived long enough to reach the old generation, every later table and every request
// they held (its whole object graph) survived the young-generation collections until the next
// full one. Under concurrent POST /person a fifth of all that was allocated was copied and
// promoted that way, and the collector's pauses were several times a bare route's. An entry that
// leaves the list lets go of everything it pointed to, so a dead one holds nothing alive.
export interface Deadlines<V> {
  /** Starts a limit for `value`; finish the returned entry once it is answered. */
  start(value: V): Deadline;
  /** Ends a limit (once it was answered); an entry that expired or finished already is ignored. */
  finish(deadline: Deadline): void;
  /** Stops the sweep; nothing expires afterwards. */
  close(): void;
}

/** A started limit, as its caller holds it. */
export interface Deadline {
  readonly at: number;
}

interface Entry<V> extends Deadline {
  /** False once the entry left the list (finished or expired); its value is then let go. */
  linked: boolean;
  value: V | undefined;
  previous: Entry<V> | undefined;
  next: Entry<V> | undefined;
}

export function createDeadlines<V>(
  limitMs: number,
  onExpired: (value: V) => void,
  now: () => number = () => performance.now(),
): Deadlines<V> {
  // Oldest first: the sweep stops at the first entry still within its limit.
  let first: Entry<V> | undefined;
  let last: Entry<V> | undefined;
  const sweepEveryMs = Math.min(1_000, Math.max(5, Math.floor(limitMs / 4)));
  let sweeper: NodeJS.Timeout | undefined;
  let closed = false;

  /** Takes the entry out of the list and lets go of what it held (it was in the list). */
  const unlink = (entry: Entry<V>): V => {
    const { value, previous, next } = entry;
    if (previous) previous.next = next;
    else first = next;
    if (next) next.previous = previous;
    else last = previous;
    entry.linked = false;
    entry.value = undefined;
    entry.previous = undefined;
    entry.next = undefined;
    return value as V;
  };

  const sweep = () => {
    const expiredBefore = now() - limitMs;
    while (first && first.at <= expiredBefore) onExpired(unlink(first));
    if (!first && sweeper) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };

  return {
    start(value) {
      const entry: Entry<V> = { at: now(), linked: !closed, value: closed ? undefined : value, previous: undefined, next: undefined };
      if (closed) return entry;
      if (last) {
        entry.previous = last;
        last.next = entry;
      } else first = entry;
      last = entry;
      if (!sweeper) {
        sweeper = setInterval(sweep, sweepEveryMs);
        sweeper.unref();
      }
      return entry;
    },
    finish(deadline) {
      const entry = deadline as Entry<V>;
      if (entry.linked) unlink(entry);
    },
    close() {
      closed = true;
      while (first) unlink(first);
      if (sweeper) clearInterval(sweeper);
      sweeper = undefined;
    },
  };
}
