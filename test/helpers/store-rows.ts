// SQL against whichever store a test holds (tests only: services never see SQL).
import type { SqliteStore, Store } from '../../src/store/index.js';
import type { PostgresStore } from '../../src/store/postgres/postgres-store.js';

/** The rows of a statement on either store: write it in SQL both understand. */
export async function storeRows(store: Store, text: string): Promise<Record<string, unknown>[]> {
  if (store.kind === 'sqlite') return (store as SqliteStore).sqlite.db.prepare(text).all() as Record<string, unknown>[];
  return (await (store as PostgresStore).pool.query(text)).rows;
}
