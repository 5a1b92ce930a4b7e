// Group commit: items of one turn share a commit; with `durable` a caller settles only
// after the sync that follows its commit, items arriving during a sync form the next
// batch (committed on the turn after the sync, once its callers have run), and failures
// reject exactly their batch.
import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../src/store/sqlite/group-commit.js';

/** A sync whose calls the test finishes by hand. */
function manualSync() {
  const calls: ((error?: Error) => void)[] = [];
  const sync = () => new Promise<void>((resolve, reject) => {
    calls.push((error) => (error ? reject(error) : resolve()));
  });
  return { calls, sync };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const state = async (promise: Promise<unknown>) => {
  let result = 'pending';
  promise.then(() => (result = 'resolved'), () => (result = 'rejected'));
  await turn();
  return result;
};

describe('createGroupCommit, immediate mode', () => {
  it('commits the items of one turn together and resolves them', async () => {
    const commits: number[][] = [];
    const group = createGroupCommit<number>({ commit: (items) => commits.push(items) });
    await Promise.all([group.add(1), group.add(2), group.add(3)]);
    await group.add(4);
    expect(commits).toEqual([[1, 2, 3], [4]]);
  });

  it('rejects every caller of a batch whose commit throws, and goes on', async () => {
    const group = createGroupCommit<number>({
      commit: (items) => {
        if (items.includes(13)) throw new Error('SQLITE_FULL');
      },
    });
    const results = await Promise.allSettled([group.add(12), group.add(13)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(group.add(14)).resolves.toBeUndefined();
  });
});

describe('createGroupCommit, durable mode', () => {
  it('settles callers only after the sync that follows their commit; items during a sync form the next batch', async () => {
    const commits: number[][] = [];
    const { calls, sync } = manualSync();
    const group = createGroupCommit<number>({ commit: (items) => commits.push([...items]), durable: sync });
    const first = group.add(1);
    await turn();
    expect(commits).toEqual([[1]]);
    expect(calls).toHaveLength(1);
    expect(await state(first)).toBe('pending');

    const second = group.add(2);
    const third = group.add(3);
    await turn();
    expect(commits).toEqual([[1]]); // waiting for the running sync, not committed yet
    // The settled callers run — several awaits deep, as a server's answer does — before the
    // next batch commits (it commits on the next turn).
    const committedWhenFirstSettled = (async () => {
      await first;
      for (let hop = 0; hop < 5; hop++) await Promise.resolve();
      return commits.length;
    })();
    calls[0]!();
    expect(await state(first)).toBe('resolved');
    expect(await committedWhenFirstSettled).toBe(1);
    await turn();
    expect(commits).toEqual([[1], [2, 3]]);
    expect(await state(second)).toBe('pending');
    calls[1]!();
    expect(await state(second)).toBe('resolved');
    expect(await state(third)).toBe('resolved');
    expect(calls).toHaveLength(2);
  });

  it('a failed sync rejects its batch only; the next batch still commits and syncs', async () => {
    const { calls, sync } = manualSync();
    const group = createGroupCommit<number>({ commit: () => undefined, durable: sync });
    const failing = group.add(1);
    await turn();
    const later = group.add(2);
    calls[0]!(new Error('EIO: disk said no'));
    await expect(failing).rejects.toThrow('EIO');
    await turn();
    calls[1]!();
    await expect(later).resolves.toBeUndefined();
  });

  it('idle waits until the queue and the syncs are done', async () => {
    const { calls, sync } = manualSync();
    const group = createGroupCommit<number>({ commit: () => undefined, durable: sync });
    void group.add(1);
    await turn();
    void group.add(2);
    let idle = false;
    const done = group.idle().then(() => (idle = true));
    calls[0]!();
    await turn();
    await turn();
    expect(idle).toBe(false);
    calls[1]!();
    await done;
    expect(idle).toBe(true);
  });
});
