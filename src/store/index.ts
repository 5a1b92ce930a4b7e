// src/store owns all SQL (DESIGN.md §1). The services see the Store interface (store.ts);
// openStore() picks the implementation from the location: a file path opens SQLite (the
// embedded default); PostgreSQL URLs are the second store (issue 11 §2).
import { ValidationError } from '../domain/errors.js';
import type { Store } from './store.js';
import { openSqliteStore } from './sqlite-store.js';

export type * from './store.js';
export { openSqliteStore, type SqliteStore } from './sqlite-store.js';

/** True for a `postgres://` or `postgresql://` connection string. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

export async function openStore(location: string): Promise<Store> {
  if (isPostgresUrl(location)) {
    throw new ValidationError('PostgreSQL is not supported by this build yet', [], 'use a SQLite file path for --db');
  }
  return openSqliteStore(location);
}
