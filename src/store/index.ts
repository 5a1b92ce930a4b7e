// src/store owns all SQL (DESIGN.md §1). The services see the Store interface (store.ts);
// openStore() picks the implementation from the location: a file path opens SQLite (the
// embedded default); a postgres:// or postgresql:// URL opens PostgreSQL (issue 11 §2,
// src/store/postgres/).
import type { Store } from './store.js';
import { openSqliteStore } from './sqlite/sqlite-store.js';
import { loadSearchFolding } from '../domain/search-fold.js';

export type * from './store.js';
export { openSqliteStore, type SqliteStore } from './sqlite/sqlite-store.js';
export { TOKEN_SCOPES } from './sqlite/tokens-store.js';

/** True for a `postgres://` or `postgresql://` connection string. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

export async function openStore(location: string): Promise<Store> {
  await loadSearchFolding();
  if (isPostgresUrl(location)) {
    // Loaded only for a PostgreSQL URL: a SQLite command never pays for the driver.
    const { openPostgresStore } = await import('./postgres/postgres-store.js');
    return openPostgresStore(location);
  }
  return openSqliteStore(location);
}
