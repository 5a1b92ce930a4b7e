// src/store owns all SQL (DESIGN.md §1). The services see the Store interface (contract/);
// openStore() picks the implementation from the location: a file path opens SQLite (the
// embedded default); a postgres:// or postgresql:// URL opens PostgreSQL (// src/store/postgres/).
import type { Store } from './contract/index.js';
import { openSqliteStore } from './sqlite/sqlite-store.js';
import { loadSearchFolding } from '../domain/search-fold.js';

export type * from './contract/index.js';
export { openSqliteStore, type SqliteStore } from './sqlite/sqlite-store.js';
export { TOKEN_SCOPES } from './contract/index.js';

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
