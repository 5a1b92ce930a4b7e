// Migration 7: erasure receipts, and people ids that are never reused.
//
// Receipts: a receipt holds no person data (the id, when, why, who, counts and a hash of the
// erased record), so it outlives the person: asking for an erased id again says when it was
// erased, and a retried DELETE whose first answer was lost can learn that it worked.
//
// Ids: `people.id` was a plain INTEGER PRIMARY KEY, and SQLite gives a new row max(id) + 1.
// Erasing (or merging away) the newest person handed their id to the next one created — who
// then inherited the erased person's audit trail, access export and erasure receipt. The
// table is rebuilt with AUTOINCREMENT (as documents were from the start): an id is used
// once. The rebuild copies the table's own CREATE statement, so columns other migrations
// added come along, and re-creates every index and trigger the old table had.
import type { SqliteDatabase } from '../sqlite/better-sqlite.js';

export const sql = `
CREATE TABLE erasures (
  person_id  INTEGER PRIMARY KEY,
  erased_at  TEXT NOT NULL,
  receipt    TEXT NOT NULL
);
`;

/** Runs with foreign keys off (database.ts), inside the migration's transaction. */
export function run(db: SqliteDatabase): void {
  const create = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'people'").pluck().get() as string;
  if (/AUTOINCREMENT/i.test(create)) return;
  const withAutoincrement = create
    .replace(/^CREATE TABLE\s+("?people"?)/i, 'CREATE TABLE people_rebuilt')
    .replace(/\bid\s+INTEGER\s+PRIMARY\s+KEY\b/i, 'id INTEGER PRIMARY KEY AUTOINCREMENT');
  if (!/AUTOINCREMENT/.test(withAutoincrement)) throw new Error('migration 7: cannot find the id column of people');
  const attached = db.prepare("SELECT sql FROM sqlite_master WHERE tbl_name = 'people' AND type IN ('index', 'trigger') AND sql IS NOT NULL")
    .pluck().all() as string[];
  db.exec(withAutoincrement);
  db.exec('INSERT INTO people_rebuilt SELECT * FROM people');
  db.exec('DROP TABLE people');
  // Legacy rename: the new table takes the name as it is; nothing else in the schema is
  // re-parsed (a trigger elsewhere naming people must not fail while people is missing).
  db.pragma('legacy_alter_table = ON');
  try {
    db.exec('ALTER TABLE people_rebuilt RENAME TO people');
  } finally {
    db.pragma('legacy_alter_table = OFF');
  }
  for (const statement of attached) db.exec(statement);
}
