// Migration 3.
//
// E-mails: stored in their canonical form (src/domain/email-key.ts: Unicode lower case,
// NFC) and unique as plain strings. Until now they were lower-cased by the person rules but
// compared under NOCASE, which folds ASCII only; the backfill (below, in code: SQLite's
// lower() is ASCII-only too) rewrites any stored address whose canonical form differs.
// Should two people's addresses meet in one canonical form (possible only for NFD vs NFC
// spellings), the one that holds the key first keeps it and the other keeps its address as
// it was: nothing is lost, and the pair is visible as a duplicate.
//
// Tokens: a version row bumped by triggers on every token write, so each server (and, on
// PostgreSQL, each instance) sees a token created or revoked by anyone on its next request
// for the price of reading one row, instead of reloading the list on a timer.
import type { SqliteDatabase } from '../sqlite/better-sqlite.js';
import { emailKey } from '../../domain/email-key.js';

export const sql = `
CREATE TABLE change_versions (
  name    TEXT PRIMARY KEY,
  version INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO change_versions (name, version) VALUES ('tokens', 0);
CREATE TRIGGER tokens_version_insert AFTER INSERT ON tokens
  BEGIN UPDATE change_versions SET version = version + 1 WHERE name = 'tokens'; END;
CREATE TRIGGER tokens_version_delete AFTER DELETE ON tokens
  BEGIN UPDATE change_versions SET version = version + 1 WHERE name = 'tokens'; END;
CREATE TRIGGER tokens_version_update AFTER UPDATE OF name, scope, hash ON tokens
  BEGIN UPDATE change_versions SET version = version + 1 WHERE name = 'tokens'; END;
`;

/** The backfill and the new index; runs in the migration's transaction, after `sql`. */
export function run(db: SqliteDatabase): void {
  const rows = db.prepare("SELECT id, email, email2 FROM people WHERE email <> '' OR email2 <> '' ORDER BY id").raw();
  const taken = db.prepare('SELECT 1 FROM people WHERE email = ? AND id <> ?').pluck();
  const setEmail = db.prepare('UPDATE people SET email = ? WHERE id = ?');
  const setEmail2 = db.prepare('UPDATE people SET email2 = ? WHERE id = ?');
  const changes: [id: number, email: string | undefined, email2: string | undefined][] = [];
  for (const [id, email, email2] of rows.iterate() as IterableIterator<[number, string, string]>) {
    const key = emailKey(email);
    const key2 = emailKey(email2);
    if (key !== email || key2 !== email2) changes.push([id, key !== email ? key : undefined, key2 !== email2 ? key2 : undefined]);
  }
  // The NOCASE index is dropped first: keys may differ from their old spelling only in case.
  db.exec('DROP INDEX IF EXISTS people_email');
  for (const [id, key, key2] of changes) {
    if (key !== undefined && taken.get(key, id) === undefined) setEmail.run(key, id);
    if (key2 !== undefined) setEmail2.run(key2, id);
  }
  db.exec("CREATE UNIQUE INDEX people_email ON people (email) WHERE email <> ''");
}
