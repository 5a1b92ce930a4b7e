// Bulk import into an (almost) empty `people` table builds its secondary indexes once, at
// the end — PostgreSQL's version of ../deferred-indexes.ts.
//
// `people` carries nine non-unique indexes for search and matching (a GIN index over the
// search tsvector, e-mail prefixes, city, country, last modified, phone keys). Kept up row
// by row they cost an import more than everything else together (300,000 rows: the import
// took 6.8× a plain COPY with them, 2.8× without). Built over the finished table, each is
// one sort (GIN: one pass of its bulk builder). So an import that starts on an (almost)
// empty table drops them — never a unique index, which decides clashes — remembering their
// definitions in `recruit_deferred_indexes` in the same transaction, and re-creates them
// before it reports. A run killed half-way leaves the table behind: the next open of the
// database (any instance) re-creates them, so the indexes are never lost; searches in the
// meantime are slower, never wrong.
import type { Queryable } from './pool.js';

/** Below this many people, rebuilding the indexes at the end costs less than keeping them up. */
export const PG_DEFER_INDEXES_BELOW = 10_000;

/** Memory for each index build (PostgreSQL's, not recruit's): a GIN build in one pass. */
const BUILD_MEMORY = '256MB';

/** Serialises deferring and restoring between connections and instances (any number that is ours). */
const DEFERRED_INDEXES_LOCK = 0x72_65_63_69; // 'reci'

const TABLE = `CREATE TABLE IF NOT EXISTS recruit_deferred_indexes (name text PRIMARY KEY, sql text NOT NULL)`;

/** Drops the non-unique indexes of `people` when it is nearly empty; true when it did. */
export async function deferPeopleIndexes(client: Queryable): Promise<boolean> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [DEFERRED_INDEXES_LOCK]);
    const { rows: count } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM people LIMIT $1) few', [PG_DEFER_INDEXES_BELOW]);
    if ((count[0]?.n ?? 0) >= PG_DEFER_INDEXES_BELOW) {
      await client.query('COMMIT');
      return false;
    }
    const { rows: indexes } = await client.query<{ name: string; sql: string }>(
      `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS sql
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
        WHERE x.indrelid = 'people'::regclass AND NOT x.indisunique AND NOT x.indisprimary`,
    );
    if (indexes.length > 0) {
      await client.query(TABLE);
      for (const { name, sql } of indexes) {
        await client.query('INSERT INTO recruit_deferred_indexes (name, sql) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET sql = excluded.sql', [name, sql]);
        await client.query(`DROP INDEX ${quoteIdentifier(name)}`);
      }
    }
    await client.query('COMMIT');
    return indexes.length > 0;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Re-creates what deferPeopleIndexes dropped (at the end of an import, or on open after a crash); how many. */
export async function restoreDeferredIndexes(client: Queryable): Promise<number> {
  const { rows: present } = await client.query<{ present: boolean }>("SELECT to_regclass('recruit_deferred_indexes') IS NOT NULL AS present");
  if (!present[0]?.present) return 0;
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [DEFERRED_INDEXES_LOCK]);
    // Another connection may have restored them while this one waited for the lock.
    const { rows: still } = await client.query<{ present: boolean }>("SELECT to_regclass('recruit_deferred_indexes') IS NOT NULL AS present");
    if (!still[0]?.present) {
      await client.query('COMMIT');
      return 0;
    }
    await client.query(`SET LOCAL maintenance_work_mem = '${BUILD_MEMORY}'`);
    const { rows } = await client.query<{ sql: string }>('SELECT sql FROM recruit_deferred_indexes ORDER BY name');
    for (const { sql } of rows) await client.query(sql.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
    await client.query('DROP TABLE recruit_deferred_indexes');
    await client.query('COMMIT');
    return rows.length;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
