// Migration 4 (`parser parse --create` is safe to re-run).
//
// Documents remember the SHA-256 of their bytes, indexed, so the same file uploaded again is
// recognised without reading any blob; existing documents are hashed here (in code: SQLite
// has no SHA-256). Phones are stored in international format with spaces ("+36 30 123
// 4567", DESIGN.md §3); the expression indexes key them in E.164 ("+36301234567"), the
// form `people.idByPhone` looks them up in, so a person is found by either phone column.
import { createHash } from 'node:crypto';
import type { SqliteDatabase } from '../sqlite/better-sqlite.js';
// The E.164 key of a stored phone as SQL; lookups use the same expression, so the index applies.
import { PHONE_KEY_SQL } from '../match-keys.js';

export const sql = `
ALTER TABLE documents ADD COLUMN sha256 TEXT NOT NULL DEFAULT '';
CREATE INDEX documents_sha256 ON documents (sha256) WHERE sha256 <> '';
CREATE INDEX people_phone_mobile_key ON people (${PHONE_KEY_SQL('phone_mobile')}) WHERE phone_mobile <> '';
CREATE INDEX people_phone_land_key ON people (${PHONE_KEY_SQL('phone_land')}) WHERE phone_land <> '';
`;

/** Hashes the documents stored before this migration, one blob in memory at a time. */
export function run(db: SqliteDatabase): void {
  const ids = db.prepare("SELECT id FROM documents WHERE sha256 = '' ORDER BY id").pluck().all() as number[];
  const bytesOf = db.prepare('SELECT bytes FROM documents WHERE id = ?').pluck();
  const setHash = db.prepare('UPDATE documents SET sha256 = ? WHERE id = ?');
  for (const id of ids) {
    const bytes = bytesOf.get(id) as Buffer;
    setHash.run(createHash('sha256').update(bytes).digest('hex'), id);
  }
}
