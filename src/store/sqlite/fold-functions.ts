// Search folding (domain/search-fold.ts) as SQL functions of a connection, for the triggers
// and indexes of migration 9: the person_fts rows and the city keys are folded in SQLite's
// own statements, whoever writes (person store, bulk import, merge, erasure), exactly as the
// PostgreSQL store folds them in TypeScript. Registered on every connection recruit opens; a
// program without them (the sqlite3 shell) can read the database, and its writes to the
// indexed columns fail instead of leaving the index behind.
import type { SqliteDatabase } from './database.js';
import { foldForIndex, foldKey, spelledOutKey } from '../../domain/search-fold.js';

const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

export function registerFoldFunctions(db: SqliteDatabase): void {
  db.function('recruit_fold', { deterministic: true }, (value: unknown) => foldForIndex(text(value)));
  db.function('recruit_fold_key', { deterministic: true }, (value: unknown) => foldKey(text(value)));
  // NULL when the value has no other spelling: the index of these keys then holds almost nothing.
  db.function('recruit_fold_key_other', { deterministic: true }, (value: unknown) => spelledOutKey(text(value)) ?? null);
}
