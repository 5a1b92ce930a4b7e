// The server's checkpoint thread: the connection's automatic checkpoint is off while it
// runs, yet committed pages still reach the database file (the thread checkpoints them),
// and stopping gives the connection its automatic checkpoint back.
import { afterEach, describe, expect, it } from 'vitest';
import { statSync } from 'node:fs';
import { type SqliteInternals as Store } from '../../src/store/sqlite/sqlite-internals.js';
import { closeTempStores, openTempStore } from '../helpers/temp-store.js';

afterEach(closeTempStores);

const insertPeople = (store: Store, count: number) => store.transaction(() => {
  for (let i = 0; i < count; i++) store.people.insert({ first: 'Kitalált', last: `Ember${i}`, city: 'x'.repeat(400) }, '2026-11-22 10:00:00');
});

describe('checkpoints on their own thread', () => {
  it('turns the automatic checkpoint off, and the thread copies committed pages into the database file', async () => {
    const store = openTempStore();
    await store.syncInBackground();
    expect(store.db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const before = statSync(store.path).size;
    insertPeople(store, 3000); // ~1.3 MB: only in the WAL until someone checkpoints
    await store.durable();
    let after = statSync(store.path).size;
    for (let i = 0; i < 50 && after < before + 1_000_000; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = statSync(store.path).size;
    }
    expect(after).toBeGreaterThan(before + 1_000_000);
    expect(store.people.count()).toBe(3000);
    expect(store.integrityCheck()).toBe('ok');
  });

  it('without the thread nothing reaches the database file; stopping restores the automatic checkpoint', async () => {
    const store = openTempStore();
    store.db.pragma('wal_autocheckpoint = 0');
    const before = statSync(store.path).size;
    insertPeople(store, 3000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(statSync(store.path).size).toBe(before);

    await store.syncInBackground();
    await store.stopBackgroundSync();
    expect(store.db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });
});
