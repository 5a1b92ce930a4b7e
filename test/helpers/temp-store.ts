// Stores on real SQLite files in temp folders, for the store tests: each test opens what it
// needs; closeTempStores (in afterEach) stops the server mode if one was started, closes the
// stores and removes the folders. useStoreFolder does the same for full stores, several in one folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { openSqliteInternals as openStore, type SqliteInternals as Store } from '../../src/store/sqlite/sqlite-internals.js';
import { openSqliteStore, type SqliteStore } from '../../src/store/index.js';

const dirs: string[] = [];
const stores: Store[] = [];

export function openTempStore(): Store {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-store-'));
  dirs.push(dir);
  const store = openStore(join(dir, 'db.sqlite'));
  stores.push(store);
  return store;
}

/** Tracks a store opened elsewhere (an in-memory one) so closeTempStores closes it too. */
export function trackStore(store: Store): Store {
  stores.push(store);
  return store;
}

export async function closeTempStores(): Promise<void> {
  for (const store of stores.splice(0)) {
    await store.stopBackgroundSync();
    store.close();
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A temp folder per test for full stores (several files, reopened by path): `open(name)` opens one
 * there and `track` adds one opened elsewhere; after each test they are closed and the folder removed.
 * Call at the top of a test file.
 */
export function useStoreFolder(prefix: string) {
  let dir = '';
  const stores: SqliteStore[] = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const track = <S extends SqliteStore>(store: S): S => {
    stores.push(store);
    return store;
  };
  return {
    get dir(): string {
      return dir;
    },
    open: (name = 'db.sqlite') => track(openSqliteStore(join(dir, name))),
    track,
    /** A store the test closes itself (a kill it simulates): no longer closed after the test. */
    untrack: (store: SqliteStore) => void stores.splice(stores.indexOf(store), 1),
  };
}
