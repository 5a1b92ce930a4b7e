// Stores on real SQLite files in temp folders, for the store tests: each test opens what it
// needs; closeTempStores (in afterEach) stops the server mode if one was started, closes the
// stores and removes the folders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteInternals as openStore, type SqliteInternals as Store } from '../../src/store/sqlite/sqlite-internals.js';

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
