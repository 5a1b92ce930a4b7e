// The audit log's group commit: rows of one event-loop turn share a transaction; in the
// store's background-sync mode (recruit serve) a caller settles only after the WAL sync
// that follows its commit, a failed sync rejects it, and stopping restores FULL.
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteInternals as openStore, type SqliteInternals as Store } from '../../src/store/sqlite/sqlite-internals.js';
import { closeTempStores, openTempStore, trackStore } from '../helpers/temp-store.js';
import type { AuditEntry } from '../../src/store/sqlite/audit-store.js';

afterEach(closeTempStores);

/** An audited read of person n through the group commit: the read returns n. */
const appendRow = (store: Store, n: number) => store.audit.readAndAppend(() => n, () => entry(n), () => ({ ...entry(n), outcome: 'error' }));

const entry = (n: number): AuditEntry => ({
  at: '2026-11-22T10:00:00.000Z', actor: 'test-reader', action: 'person.get', person_id: n, request_id: `req-${n}`, outcome: 'ok',
});

describe('audit group commit', () => {
  it('commits 300 concurrent rows, each present once, and resolves every caller', async () => {
    const store = openTempStore();
    await Promise.all(Array.from({ length: 300 }, (_, i) => appendRow(store, i)));
    expect(store.audit.count()).toBe(300);
    expect(store.db.prepare('SELECT count(DISTINCT person_id) FROM audit').pluck().get()).toBe(300);
  });

  it('runs the read inside the batch transaction, returns its value, and appends the row made of it', async () => {
    const store = openTempStore();
    const seen: boolean[] = [];
    const results = await Promise.all([1, 2].map((n) => store.audit.readAndAppend(() => {
      seen.push(store.db.inTransaction);
      return { id: n, found: n === 1 };
    }, (value) => ({ ...entry(value.id), outcome: value.found ? 'ok' : 'not_found' }), () => ({ ...entry(n), outcome: 'error' }))));
    expect(seen).toEqual([true, true]);
    expect(results).toEqual([{ ok: true, value: { id: 1, found: true } }, { ok: true, value: { id: 2, found: false } }]);
    expect(store.audit.list().map((row) => [row.person_id, row.outcome])).toEqual([[2, 'not_found'], [1, 'ok']]);
  });

  it('a read that throws appends its error row and reports its error; the other reads of the batch go through', async () => {
    const store = openTempStore();
    const failing = store.audit.readAndAppend(() => {
      throw new Error('disk read error');
    }, () => entry(1), () => ({ ...entry(1), outcome: 'error' }));
    const fine = appendRow(store, 2);
    expect(await failing).toEqual({ ok: false, error: new Error('disk read error') });
    expect(await fine).toEqual({ ok: true, value: 2 });
    expect(store.audit.list().map((row) => [row.person_id, row.outcome])).toEqual([[2, 'ok'], [1, 'error']]);
  });

  it('rejects the callers of a failed commit and writes nothing of their batch', async () => {
    const store = openTempStore();
    expect(store.audit.count()).toBe(0); // the repository exists (prepared) before the table goes
    const schema = store.db.prepare("SELECT sql FROM sqlite_master WHERE name = 'audit'").pluck().get() as string;
    store.db.exec('DROP TABLE audit');
    await expect(appendRow(store, 1)).rejects.toThrow(/audit/);
    store.db.exec(schema);
    await appendRow(store, 2);
    expect(store.audit.list().map((row) => row.person_id)).toEqual([2]);
  });
});

describe('audit group commit with background sync', () => {
  it('settles the caller after the WAL sync that follows its commit; the row is committed before', async () => {
    const store = openTempStore();
    let syncs = 0;
    let release!: () => void;
    await store.syncInBackground({
      sync: () => {
        syncs++;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    expect(store.db.pragma('synchronous', { simple: true })).toBe(1);
    let done = false;
    const read = appendRow(store, 7).then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.audit.count()).toBe(1);
    expect(done).toBe(false);
    expect(syncs).toBe(1);
    release();
    await read;
    expect(done).toBe(true);
  });

  it('a failed sync rejects its callers', async () => {
    const store = openTempStore();
    await store.syncInBackground({ sync: () => Promise.reject(new Error('EIO: no space')) });
    await expect(appendRow(store, 1)).rejects.toThrow('EIO');
  });

  it('really syncs the WAL file; durable() covers other writes; stopping restores synchronous = FULL', async () => {
    const store = openTempStore();
    await store.syncInBackground();
    await Promise.all(Array.from({ length: 50 }, (_, i) => appendRow(store, i)));
    expect(store.audit.count()).toBe(50);
    store.people.insert({ first: 'Ödön', last: 'Kitalált' }, '2026-11-22 10:00:00');
    await expect(store.durable()).resolves.toBeUndefined();
    await store.stopBackgroundSync();
    expect(store.db.pragma('synchronous', { simple: true })).toBe(2);
    await appendRow(store, 51);
    expect(store.audit.count()).toBe(51);
  });

  it('is a no-op for an in-memory database', async () => {
    const store = trackStore(openStore(':memory:'));
    await store.syncInBackground({ sync: () => Promise.reject(new Error('must not be called')) });
    await appendRow(store, 9);
    await store.durable();
    expect(store.audit.count()).toBe(1);
  });
});
