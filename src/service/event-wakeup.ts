// Wakes whoever waits for new events (long polls, the webhook dispatcher) as soon as one may
// have committed: a write answered by this process, or a NOTIFY from another instance.
export class EventWakeup {
  private waiters = new Set<() => void>();
  private subscribers = new Set<() => void>();
  private missed = false;

  /**
   * @param sticky A notify with nobody waiting is kept for the next `next()`, which then
   * resolves at once (a loop that was busy when it was told must not sleep through it).
   */
  constructor(private readonly sticky = false) {}

  /** Calls `listener` on every notify until the returned function is called. */
  subscribe(listener: () => void): () => void {
    this.subscribers.add(listener);
    return () => this.subscribers.delete(listener);
  }

  notify(): void {
    for (const listener of this.subscribers) listener();
    if (this.waiters.size === 0) {
      if (this.sticky) this.missed = true;
      // Nothing to copy or clear: a server notifies on every turn that answered a write, and
      // each clear() of a Set makes it a new table linked from the old one.
      return;
    }
    const waiting = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiting) wake();
  }

  /** Resolves on the next notify, after `ms`, or when `signal` aborts, whichever is first. */
  next(ms: number, signal?: AbortSignal): Promise<void> {
    if (this.missed) {
      this.missed = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        signal?.removeEventListener('abort', wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waiters.add(wake);
      signal?.addEventListener('abort', wake, { once: true });
    });
  }
}
