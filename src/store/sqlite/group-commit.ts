// Group commit: callers that arrive together share one transaction, and each
// caller settles only once its own item is committed — and, with `durable`, on disk.
//
// Without `durable` a batch commits with the connection's own sync level once per
// event-loop turn. With it (the server: wal-durability.ts) one commit-then-sync cycle runs
// at a time and whatever arrives meanwhile forms the next batch, so the batch size follows
// the disk's speed: few, large transactions, and one sync per batch.

export interface GroupCommitOptions<T> {
  /** Writes the batch in one transaction; throws to reject every caller of the batch. */
  commit(items: T[]): void;
  /** Resolves once the committed batch is durable; rejects to reject its callers. */
  durable?: (() => Promise<void>) | undefined;
}

export interface GroupCommit<T> {
  add(item: T): Promise<void>;
  /** Resolves once nothing is queued, committing or waiting to be durable. */
  idle(): Promise<void>;
}

interface Waiter<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function createGroupCommit<T>(options: GroupCommitOptions<T>): GroupCommit<T> {
  let queued: Waiter<T>[] = [];
  let scheduled = false;
  let syncing: Promise<void> | undefined;

  const settle = (batch: Waiter<T>[], error?: unknown) => {
    for (const waiter of batch) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
  };

  const cycle = () => {
    scheduled = false;
    if (syncing || queued.length === 0) return;
    const batch = queued;
    queued = [];
    try {
      options.commit(batch.map((waiter) => waiter.item));
    } catch (error) {
      settle(batch, error);
      return;
    }
    const { durable } = options;
    if (!durable) {
      settle(batch);
      return;
    }
    syncing = durable().then(
      () => settle(batch),
      (error: unknown) => settle(batch, error ?? new Error('the commit could not be made durable')),
    ).finally(() => {
      syncing = undefined;
      // The next batch commits on the next turn, not at once: the callers just settled first
      // get to finish (a server's acknowledgement asks whether the connection wrote anything
      // since this sync began — if the next batch had committed meanwhile, the answer would
      // wait for another sync).
      if (queued.length > 0 && !scheduled) {
        scheduled = true;
        setImmediate(cycle);
      }
    });
  };

  return {
    add(item) {
      return new Promise<void>((resolve, reject) => {
        queued.push({ item, resolve, reject });
        // Items of the same event-loop turn travel together; during a sync they wait for it.
        if (!scheduled && !syncing) {
          scheduled = true;
          setImmediate(cycle);
        }
      });
    },
    async idle() {
      while (syncing || queued.length > 0) {
        if (syncing) await syncing;
        else await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
