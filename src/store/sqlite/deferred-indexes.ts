// Bulk import into an empty `people` table builds its secondary indexes once, at the end.
//
// The search filters (city, country, e-mail 2, last modified) and the phone keys
// put six more B-trees on `people`. Kept up row by row, each batch dirtied thousands of
// their pages at random, and every commit wrote them to the WAL again: a 300,000-row import went
// from 4.2–5.5 s to 14–16 s (5.9 s of it in the kernel), against 8 s with the indexes dropped.
// Building an index over a finished table is one sort. So an import that starts on an (almost)
// empty table drops those indexes (never the unique e-mail index, which decides clashes),
// remembering their SQL in `deferred_indexes` in the same transaction, and re-creates them
// before it reports. A run killed half-way leaves the table behind: the next open of the file
// re-creates them (restoreDeferredIndexes), so no reader ever keeps a database without them.
// An import into an EMPTY table that decides e-mail clashes itself also drops the unique e-mail
// index (deferEmailIndex, email-ledger.ts says why).
import type { SqliteDatabase } from './database.js';

const REMEMBER_TABLE = 'CREATE TABLE IF NOT EXISTS deferred_indexes (name TEXT PRIMARY KEY, sql TEXT NOT NULL)';

/** Below this many people, rebuilding the indexes at the end costs less than keeping them up. */
export const DEFER_INDEXES_BELOW = 10_000;

/** Drops the secondary (non-unique) indexes of `people` when it is nearly empty; true when it did. */
export function deferPeopleIndexes(db: SqliteDatabase): boolean {
  const people = db.prepare('SELECT count(*) FROM (SELECT 1 FROM people LIMIT ?)').pluck().get(DEFER_INDEXES_BELOW) as number;
  if (people >= DEFER_INDEXES_BELOW) return false;
  let dropped = 0;
  db.transaction(() => {
    db.exec(REMEMBER_TABLE);
    const indexes = db.prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'people' AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE %'",
    ).all() as { name: string; sql: string }[];
    const remember = db.prepare('INSERT OR REPLACE INTO deferred_indexes (name, sql) VALUES (?, ?)');
    for (const { name, sql } of indexes) {
      remember.run(name, sql);
      db.exec(`DROP INDEX "${name.replaceAll('"', '""')}"`);
      dropped++;
    }
  }).immediate();
  return dropped > 0;
}

/** The unique index that decides e-mail clashes (migration 3). */
export const EMAIL_INDEX = 'people_email';

/**
 * Drops the unique e-mail index of an EMPTY people table for a bulk load, remembering it like
 * the others (restored at the end, or by the next open after a crash). Only for an importer that
 * decides e-mail clashes itself meanwhile (email-ledger.ts): with no row at the start, every clash
 * is with a row the import wrote. Other connections keep their guarantee: each opens by restoring
 * the deferred indexes, one opened earlier checks an e-mail by reading the table before it writes,
 * and the importer gives the index back as soon as anyone else commits (import-store.ts).
 * True when it dropped the index.
 */
export function deferEmailIndex(db: SqliteDatabase): boolean {
  let dropped = false;
  db.transaction(() => {
    if (db.prepare('SELECT 1 FROM people LIMIT 1').get() !== undefined) return;
    const sql = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").pluck().get(EMAIL_INDEX) as string | undefined;
    if (sql === undefined) return;
    db.exec(REMEMBER_TABLE);
    db.prepare('INSERT OR REPLACE INTO deferred_indexes (name, sql) VALUES (?, ?)').run(EMAIL_INDEX, sql);
    db.exec(`DROP INDEX ${EMAIL_INDEX}`);
    dropped = true;
  }).immediate();
  return dropped;
}

/**
 * Re-creates one deferred index now (inside the caller's transaction, if any); the others stay
 * deferred. Nothing to do when it exists (another connection's open restored it already).
 */
export function restoreDeferredIndex(db: SqliteDatabase, name: string): void {
  const pending = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'deferred_indexes'").get();
  if (!pending) return;
  const sql = db.prepare('SELECT sql FROM deferred_indexes WHERE name = ?').pluck().get(name) as string | undefined;
  if (sql === undefined) return;
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?").get(name) === undefined) db.exec(sql);
  db.prepare('DELETE FROM deferred_indexes WHERE name = ?').run(name);
}

/** Re-creates what deferPeopleIndexes dropped (at the end of an import, or on open after a crash). */
export function restoreDeferredIndexes(db: SqliteDatabase): number {
  const pending = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'deferred_indexes'").get();
  if (!pending) return 0;
  let restored = 0;
  db.transaction(() => {
    for (const { sql } of db.prepare('SELECT sql FROM deferred_indexes ORDER BY name').all() as { sql: string }[]) {
      db.exec(sql);
      restored++;
    }
    db.exec('DROP TABLE deferred_indexes');
  }).immediate();
  return restored;
}
