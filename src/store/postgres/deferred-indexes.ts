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
//
// While the indexes are away, autovacuum is off for `people` too (restored with them): the
// import commits a batch at a time, and autovacuum would otherwise vacuum and analyse the
// table again and again as it grows — each pass a scan of everything loaded so far, on the
// cores the import runs on (1,000,000 rows: several seconds of PostgreSQL's CPU). It runs as
// usual once the import is done, as it does after any bulk load.
//
// The indexes are rebuilt on two connections when the caller gives a second one, side by side
// on a machine whose cores the import has just freed. The two take the builds from one queue,
// GIN first, each the next one as soon as it is done with its last: no guess of what a build
// costs can split them evenly for every table (since e-mail digits stopped being search words,
// the GIN build costs about what one btree build does, and a fixed share of the GIN index
// against the seven btrees left one connection idle for most of the end; 200,000 people: the
// builds took 1.2 s from the queue against 1.35–1.7 s in those shares). The btree builds run
// without parallel workers: two plain builds side by side cost less CPU than parallel ones one
// after the other (200,000 rows: 2.7 s against 3.2 s) for the same cores. The GIN build has one
// (workersBeside), and so has the last build of the queue.
import type { Queryable } from './pool.js';
import { ConflictError } from '../../domain/errors.js';
import { uniqueViolation } from './errors.js';
import { CREATE_GUARD, DROP_GUARD, holdPeopleWriters, markLoading, noImportLoading, releasePeopleWriters } from './people-writers.js';

/** Below this many people, rebuilding the indexes at the end costs less than keeping them up. */
export const PG_DEFER_INDEXES_BELOW = 10_000;

/** Memory for each index build (PostgreSQL's, not recruit's): a GIN build in one pass. */
const BUILD_MEMORY = '256MB';

/** Serialises deferring and restoring between connections and instances (any number that is ours). */
const DEFERRED_INDEXES_LOCK = 0x72_65_63_69; // 'reci'

const TABLE = `CREATE TABLE IF NOT EXISTS recruit_deferred_indexes (name text PRIMARY KEY, sql text NOT NULL)`;

/**
 * The row of recruit_deferred_indexes that gives people's autovacuum setting back: its `sql` is
 * run as it stands on restore (as the CREATE INDEX rows are, so an older recruit restoring after
 * a crash of this one runs it too).
 */
const AUTOVACUUM_ROW = 'people autovacuum';

/** What gives `people` its autovacuum setting back: the one it had (a DBA's), or the server's default. */
function autovacuumRestore(reloptions: readonly string[] | null): string {
  const own = (reloptions ?? []).find((option) => option.startsWith('autovacuum_enabled='));
  return own === undefined ? 'ALTER TABLE people RESET (autovacuum_enabled)' : `ALTER TABLE people SET (${own})`;
}

/** A remembered index's definition (the others are statements run as they stand). */
const BUILD = /^CREATE (UNIQUE )?INDEX/;

const isGin = (sql: string) => / USING gin /i.test(sql);

/**
 * Parallel workers for a build while the other connection builds too: one for the GIN index
 * and for the last build of the queue, none for any other btree. A parallel GIN build
 * (PostgreSQL 18) costs about the CPU of a plain one; when it was the longest build of the end
 * its worker took a core the plain build left idle (200,000 people: the eight builds took 3.6 s
 * instead of 4.2 s, median of three, load average 5). Now that the builds come from one queue,
 * GIN first, the worker neither helps nor hurts measurably (200,000 people: 1.3–2.2 s without
 * it, 1.6–1.9 s with it, load average 11), so it stays: a table whose search words are many
 * makes the GIN build the long one again.
 * The last build taken is the one that runs alone: once the other connection is done with its
 * own build it has nothing left to take, and its core would idle until this one ends. A worker
 * gives that core half of the last build (1,000,000 people, the seven builds of a restore,
 * before and after in one run: 10.1–10.3 s against 11.1–12.2 s, the same PostgreSQL CPU).
 */
export const workersBeside = (sql: string, last: boolean): number => (isGin(sql) || last ? 1 : 0);

/**
 * Takes builds from the queue (shared with another connection when `beside`) and runs them one
 * after the other until it is empty, each with its workers when another connection builds alongside.
 * A build that fails empties the queue: the restore fails as a whole, and the other connection
 * would only make indexes that the next restore is to make anyway.
 */
async function build(client: Queryable, queue: string[], beside: boolean): Promise<void> {
  try {
    for (let sql = queue.shift(); sql !== undefined; sql = queue.shift()) {
      if (beside) await client.query(`SET LOCAL max_parallel_maintenance_workers = ${workersBeside(sql, queue.length === 0)}`);
      await client.query(sql);
    }
  } catch (error) {
    queue.length = 0;
    throw error;
  }
}

/** The unique index that decides e-mail clashes (migration 14). */
export const EMAIL_INDEX = 'people_email';

const REMEMBER = 'INSERT INTO recruit_deferred_indexes (name, sql) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET sql = excluded.sql';

/** The row of recruit_deferred_indexes whose `sql` removes the writers' guard (people-writers.ts). */
const GUARD_ROW = 'people email guard';

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
      const { rows: options } = await client.query<{ reloptions: string[] | null }>(
        "SELECT reloptions FROM pg_class WHERE oid = 'people'::regclass");
      // ON CONFLICT DO NOTHING: a row left by a run killed earlier already holds the setting from before both.
      await client.query('INSERT INTO recruit_deferred_indexes (name, sql) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
        [AUTOVACUUM_ROW, autovacuumRestore(options[0]?.reloptions ?? null)]);
      await client.query('ALTER TABLE people SET (autovacuum_enabled = false)');
    }
    await client.query('COMMIT');
    return indexes.length > 0;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * Drops the unique e-mail index of an empty `people` table when no one else writes people now
 * (the writers' lock had at once: people-writers.ts); true when it did. This connection then
 * holds that lock until releasePeopleWriters and is marked as the loading import; its caller
 * decides every e-mail clash itself until the index is back (restoreEmailIndex, or the restore
 * of the others at the end).
 */
export async function deferEmailIndex(client: Queryable): Promise<boolean> {
  let holding = false;
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [DEFERRED_INDEXES_LOCK]);
    const { rows } = await client.query<{ sql: string | null; empty: boolean }>(
      `SELECT (SELECT pg_get_indexdef(x.indexrelid) FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
                WHERE x.indrelid = 'people'::regclass AND i.relname = $1 AND x.indisunique) AS sql,
              NOT EXISTS (SELECT 1 FROM people) AS empty`, [EMAIL_INDEX]);
    const sql = rows[0]?.sql ?? undefined;
    // Empty, not just nearly: no stored e-mail the import would have to be told of.
    if (sql === undefined || !rows[0]?.empty || !(holding = await holdPeopleWriters(client))) {
      await client.query('COMMIT');
      return false;
    }
    await client.query(TABLE);
    await client.query(REMEMBER, [EMAIL_INDEX, sql]);
    await client.query(`DROP INDEX ${quoteIdentifier(EMAIL_INDEX)}`);
    for (const statement of CREATE_GUARD) await client.query(statement);
    await client.query(REMEMBER, [GUARD_ROW, DROP_GUARD]);
    await markLoading(client);
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    // A session lock outlives the rollback of the transaction that took it.
    if (holding) await releasePeopleWriters(client).catch(() => undefined);
    throw error;
  }
}

/** A unique e-mail index that cannot be built (two people with one e-mail) as an error that says so; other errors as they are. */
function emailIndexFailure(error: unknown): unknown {
  if (uniqueViolation(error) === undefined) return error;
  return new ConflictError('the unique e-mail index of people could not be built again: two people have the same e-mail', {
    cause: error,
    hint: "find them with SELECT email, array_agg(id) FROM people WHERE email <> '' GROUP BY email HAVING count(*) > 1, and erase or change one of each",
  });
}

/**
 * Builds the unique e-mail index now if it is deferred, and removes the guard, in one transaction;
 * the other deferred indexes stay for the end. True when it built the index.
 */
export async function restoreEmailIndex(client: Queryable): Promise<boolean> {
  const { rows: present } = await client.query<{ present: boolean }>("SELECT to_regclass('recruit_deferred_indexes') IS NOT NULL AS present");
  if (!present[0]?.present) return false;
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [DEFERRED_INDEXES_LOCK]);
    const { rows } = await client.query<{ name: string; sql: string }>(
      'DELETE FROM recruit_deferred_indexes WHERE name = ANY($1::text[]) RETURNING name, sql', [[EMAIL_INDEX, GUARD_ROW]]);
    const index = rows.find((row) => row.name === EMAIL_INDEX);
    await client.query(`SET LOCAL maintenance_work_mem = '${BUILD_MEMORY}'`);
    if (index !== undefined) await client.query(index.sql.replace(/^CREATE UNIQUE INDEX /, 'CREATE UNIQUE INDEX IF NOT EXISTS '));
    await client.query(DROP_GUARD);
    await client.query('COMMIT');
    return index !== undefined;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw emailIndexFailure(error);
  }
}

/**
 * Re-creates what deferPeopleIndexes dropped (at the end of an import, or on open after a crash)
 * and gives people its autovacuum setting back; how many indexes. With `second` (another
 * connection to the same database, idle) the builds are shared between the two connections.
 */
export async function restoreDeferredIndexes(client: Queryable, second?: Queryable, options: { unlessLoading?: boolean } = {}): Promise<number> {
  const { rows: present } = await client.query<{ present: boolean }>("SELECT to_regclass('recruit_deferred_indexes') IS NOT NULL AS present");
  if (!present[0]?.present) return 0;
  // An import loading people builds them at its end: a build now would only slow it.
  if (options.unlessLoading && !(await noImportLoading(client))) return 0;
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [DEFERRED_INDEXES_LOCK]);
    // Another connection may have restored them while this one waited for the lock.
    const { rows: still } = await client.query<{ present: boolean }>("SELECT to_regclass('recruit_deferred_indexes') IS NOT NULL AS present");
    if (!still[0]?.present) {
      await client.query('COMMIT');
      return 0;
    }
    const { rows } = await client.query<{ name: string; sql: string }>('SELECT name, sql FROM recruit_deferred_indexes ORDER BY name');
    const builds = buildOrder(rows.filter((row) => BUILD.test(row.sql)).map((row) => row.sql.replace(BUILD, '$& IF NOT EXISTS')));
    // The second connection takes its lock on people before this one does, and never waits for
    // this one after that: were this one to hold its lock first, a writer queued behind it could
    // hold up the second, which this one waits for — a deadlock PostgreSQL cannot see.
    // A second connection that fails leaves every build to this one.
    const alongside = second !== undefined && builds.length > 1 ? await lockAlongside(second).catch(() => undefined) : undefined;
    await client.query(`SET LOCAL maintenance_work_mem = '${BUILD_MEMORY}'`);
    const queue = [...builds];
    const results = await Promise.allSettled([
      build(client, queue, alongside !== undefined),
      alongside?.(queue),
    ]);
    for (const result of results) if (result.status === 'rejected') throw result.reason;
    for (const row of rows) if (!BUILD.test(row.sql)) await client.query(row.sql);
    await client.query('DROP TABLE recruit_deferred_indexes');
    await client.query('COMMIT');
    return builds.length;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw emailIndexFailure(error);
  }
}

/**
 * Opens a transaction on a second connection holding people's SHARE lock (that of CREATE INDEX),
 * and returns what builds indexes in it and commits — before the first connection, which holds
 * the list, drops it: a crash in between leaves these indexes built and listed, and the next
 * restore skips them (IF NOT EXISTS).
 */
async function lockAlongside(client: Queryable): Promise<(queue: string[]) => Promise<void>> {
  const rollback = () => client.query('ROLLBACK').catch(() => undefined);
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL maintenance_work_mem = '${BUILD_MEMORY}'`);
    await client.query('LOCK TABLE people IN SHARE MODE');
  } catch (error) {
    await rollback();
    throw error;
  }
  return async (queue) => {
    try {
      await build(client, queue, true);
      await client.query('COMMIT');
    } catch (error) {
      await rollback();
      throw error;
    }
  };
}

/** The builds in the order they are taken from the queue: the costliest kind (GIN) first, so no connection starts it last. */
export function buildOrder(builds: readonly string[]): string[] {
  return [...builds.filter(isGin), ...builds.filter((sql) => !isGin(sql))];
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
