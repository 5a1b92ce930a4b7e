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
import type { SqliteDatabase } from './database.js';

/** Below this many people, rebuilding the indexes at the end costs less than keeping them up. */
export const DEFER_INDEXES_BELOW = 10_000;

/** Drops the secondary (non-unique) indexes of `people` when it is nearly empty; true when it did. */
export function deferPeopleIndexes(db: SqliteDatabase): boolean {
  const people = db.prepare('SELECT count(*) FROM (SELECT 1 FROM people LIMIT ?)').pluck().get(DEFER_INDEXES_BELOW) as number;
  if (people >= DEFER_INDEXES_BELOW) return false;
  let dropped = 0;
  db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS deferred_indexes (name TEXT PRIMARY KEY, sql TEXT NOT NULL)');
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
