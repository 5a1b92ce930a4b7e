// WAL durability: callers settle only after a sync that STARTED after their call,
// concurrent callers share syncs, a failed sync rejects exactly its callers, and the
// default sync really fdatasyncs the file (and fails clearly when it is missing).
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWalDurability } from '../../src/store/sqlite/wal-durability.js';

/** A sync whose calls the test finishes by hand. */
function manualSync() {
  const calls: ((error?: Error) => void)[] = [];
  const sync = () => new Promise<void>((resolve, reject) => {
    calls.push((error) => (error ? reject(error) : resolve()));
  });
  return { calls, sync };
}

const state = async (promise: Promise<unknown>) => {
  let result = 'pending';
  promise.then(() => (result = 'resolved'), () => (result = 'rejected'));
  await new Promise((resolve) => setImmediate(resolve));
  return result;
};

describe('createWalDurability', () => {
  it('resolves a caller only when a sync started after its call has finished; waiting callers share the next sync', async () => {
    const { calls, sync } = manualSync();
    const durability = createWalDurability('/unused-wal', sync);
    const first = durability.afterCommit();
    expect(calls).toHaveLength(1);
    const second = durability.afterCommit();
    const third = durability.afterCommit();
    expect(calls).toHaveLength(1); // committed during the running sync: not covered by it
    calls[0]!();
    expect(await state(first)).toBe('resolved');
    expect(await state(second)).toBe('pending');
    expect(calls).toHaveLength(2);
    calls[1]!();
    expect(await state(second)).toBe('resolved');
    expect(await state(third)).toBe('resolved');
    expect(calls).toHaveLength(2);
  });

  it('rejects only the callers of a failed sync; the next sync goes ahead', async () => {
    const { calls, sync } = manualSync();
    const durability = createWalDurability('/unused-wal', sync);
    const failing = durability.afterCommit();
    const later = durability.afterCommit();
    calls[0]!(new Error('EIO: disk said no'));
    await expect(failing).rejects.toThrow('EIO');
    expect(await state(later)).toBe('pending');
    calls[1]!();
    await expect(later).resolves.toBeUndefined();
  });

  it('close waits for the running and the waiting syncs', async () => {
    const { calls, sync } = manualSync();
    const durability = createWalDurability('/unused-wal', sync);
    void durability.afterCommit();
    void durability.afterCommit();
    let closed = false;
    const closing = durability.close().then(() => (closed = true));
    calls[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    calls[1]!();
    await closing;
    expect(closed).toBe(true);
  });

  it('syncs a real file through one descriptor, and reports a missing file on every try', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-wal-'));
    try {
      writeFileSync(join(dir, 'db-wal'), 'frames');
      const durability = createWalDurability(join(dir, 'db-wal'));
      await expect(durability.afterCommit()).resolves.toBeUndefined();
      await expect(durability.afterCommit()).resolves.toBeUndefined();
      await durability.close();
      const missing = createWalDurability(join(dir, 'missing-wal'));
      await expect(missing.afterCommit()).rejects.toThrow(/ENOENT/);
      await expect(missing.afterCommit()).rejects.toThrow(/ENOENT/);
      await missing.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('with the connection\'s change count', () => {
    it('a caller that wrote nothing since the last sync began waits for that sync, or not at all once it succeeded', async () => {
      const { calls, sync } = manualSync();
      let changes: number | undefined = 5;
      const durability = createWalDurability('/unused-wal', sync, () => changes);
      const committed = durability.afterCommit(); // covers the 5 changes so far
      const nothingNew = durability.afterCommit();
      expect(calls).toHaveLength(1); // the running sync covers it: no second one
      calls[0]!();
      expect(await state(committed)).toBe('resolved');
      expect(await state(nothingNew)).toBe('resolved');
      expect(await state(durability.afterCommit())).toBe('resolved');
      expect(calls).toHaveLength(1);

      changes = 6; // a write since: a new sync
      const wrote = durability.afterCommit();
      expect(calls).toHaveLength(2);
      expect(await state(wrote)).toBe('pending');
      calls[1]!();
      expect(await state(wrote)).toBe('resolved');

      changes = undefined; // a transaction is open: it cannot tell, so it syncs
      const unknown = durability.afterCommit();
      expect(calls).toHaveLength(3);
      calls[2]!();
      expect(await state(unknown)).toBe('resolved');
    });

    it('a failed sync covers nobody: the next caller gets a new sync', async () => {
      const { calls, sync } = manualSync();
      const durability = createWalDurability('/unused-wal', sync, () => 7);
      const failing = durability.afterCommit();
      const covered = durability.afterCommit();
      calls[0]!(new Error('EIO: disk said no'));
      await expect(failing).rejects.toThrow('EIO');
      await expect(covered).rejects.toThrow('EIO');
      const retried = durability.afterCommit();
      expect(calls).toHaveLength(2);
      calls[1]!();
      await expect(retried).resolves.toBeUndefined();
    });
  });
});
