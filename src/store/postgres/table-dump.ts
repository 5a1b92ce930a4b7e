// The portable backup on PostgreSQL (../table-dump.ts), needing no pg_dump of the server's
// major version: the dump is one REPEATABLE READ, READ ONLY transaction (one snapshot while
// others write) reading each table through a cursor — byte tables one row per fetch, so one
// document at a time is in memory; the load is one transaction, all or nothing. Identity
// sequences are set past every restored id (and past the backup's own last id: erased people's
// ids are never handed out again).
import type pg from 'pg';
import type { AuditStamp } from '../contract/index.js';
import {
  BYTES_TABLES, CONTENT_TABLES, DUMPED_TABLES, postgresValue, type DumpEvent, type LoadReport, type TableRow,
} from '../table-dump.js';
import { appendAudit } from './audit.js';
import { schemaVersion } from './migrations.js';
import { transaction, type Queryable } from './pool.js';
import { foldPeopleRows, foldSkillAndTextRows } from './search-folds.js';
import { backupEndsEarly, backupWithoutHeader, checkDumpSchema, checkRestoreTarget } from '../invariants.js';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

// A person's search words (people.search_own) are derived, as the generated column they were
// until migration 12: never dumped, and made again by the people trigger as a row is loaded.
const NOT_DERIVED = `is_generated = 'NEVER' AND NOT (table_name = 'people' AND column_name = 'search_own')`;

/** The table's stored columns (derived ones, like the search vector, are rebuilt). */
async function columnsOf(client: Queryable, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND ${NOT_DERIVED} ORDER BY ordinal_position`, [table]);
  return rows.map((r) => r.column_name);
}

/** The table's stored columns and their types, for turning a row from SQLite into this store's form. */
async function columnTypesOf(client: Queryable, table: string): Promise<Map<string, string>> {
  const { rows } = await client.query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND ${NOT_DERIVED}`, [table]);
  return new Map(rows.map((r) => [r.column_name, r.data_type]));
}

/** The identity sequence of a table's id column, or null. */
async function sequenceOf(client: Queryable, table: string): Promise<string | null> {
  const { rows } = await client.query<{ seq: string | null }>(
    `SELECT pg_get_serial_sequence(quote_ident($1), 'id') AS seq
      WHERE EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'id')`, [table]);
  return rows[0]?.seq ?? null;
}

export async function dumpPostgresTables(pool: pg.Pool, visit: (event: DumpEvent) => Promise<void>, stamp: AuditStamp): Promise<void> {
  // One row for the whole backup, committed before any data leaves (it holds every person).
  await transaction(pool, (client) => appendAudit(client, { ...stamp, person_id: null, outcome: 'ok' }));
  await transaction(pool, async (client) => {
    await client.query('SET TRANSACTION READ ONLY');
    await visit({ kind: 'header', schemaVersion: await schemaVersion(client), store: 'postgres' });
    const values: Record<string, number> = {};
    for (const table of DUMPED_TABLES) {
      const columns = await columnsOf(client, table);
      if (columns.length === 0) continue;
      await client.query(`DECLARE dump NO SCROLL CURSOR FOR SELECT ${columns.map(quoted).join(', ')} FROM ${quoted(table)}`);
      const batch = BYTES_TABLES.has(table) ? 1 : 500;
      for (;;) {
        const { rows } = await client.query<TableRow>(`FETCH ${batch} FROM dump`);
        for (const row of rows) await visit({ kind: 'row', table, row });
        if (rows.length < batch) break;
      }
      await client.query('CLOSE dump');
      const sequence = await sequenceOf(client, table);
      if (sequence) {
        const { rows } = await client.query<{ last: number }>(`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS last FROM ${sequence}`);
        values[table] = Number(rows[0]?.last ?? 0);
      }
    }
    await visit({ kind: 'sequences', values });
  }, { repeatableRead: true });
}

export async function loadPostgresTables(pool: pg.Pool, events: AsyncIterable<DumpEvent>, replace: boolean): Promise<LoadReport> {
  return transaction(pool, async (client) => {
    const rows: Record<string, number> = {};
    const targetColumns = new Map<string, Map<string, string>>();
    let started = false;
    let finished = false;
    for await (const event of events) {
      if (event.kind === 'header') {
        const version = await schemaVersion(client);
        checkDumpSchema(event.schemaVersion, version);
        // Whoever else writes waits until the restore commits.
        const present: string[] = [];
        for (const table of DUMPED_TABLES) if ((await columnsOf(client, table)).length > 0) present.push(table);
        await client.query(`LOCK TABLE ${present.map(quoted).join(', ')} IN ACCESS EXCLUSIVE MODE`);
        const withContent: string[] = [];
        for (const table of CONTENT_TABLES.filter((t) => present.includes(t))) {
          if (((await client.query(`SELECT 1 FROM ${quoted(table)} LIMIT 1`)).rowCount ?? 0) > 0) withContent.push(table);
        }
        checkRestoreTarget(withContent, replace);
        // CASCADE reaches the derived search rows too; a fresh database's search secret gives way to the backup's.
        await client.query(`TRUNCATE ${present.map(quoted).join(', ')} CASCADE`);
        // TRUNCATE fires no row or statement triggers: running servers must still see new tokens and jobs.
        await client.query('UPDATE change_versions SET version = version + 1');
        started = true;
      } else if (!started) {
        throw backupWithoutHeader();
      } else if (event.kind === 'row') {
        let target = targetColumns.get(event.table);
        if (!target) targetColumns.set(event.table, (target = await columnTypesOf(client, event.table)));
        const columns = Object.keys(event.row).filter((c) => target.has(c));
        await client.query(
          `INSERT INTO ${quoted(event.table)} (${columns.map(quoted).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
          columns.map((c) => postgresValue(event.row[c], target.get(c) ?? '')));
        rows[event.table] = (rows[event.table] ?? 0) + 1;
      } else {
        for (const table of DUMPED_TABLES) {
          const sequence = await sequenceOf(client, table);
          if (!sequence) continue;
          const { rows: max } = await client.query<{ n: number | null }>(`SELECT max(id) AS n FROM ${quoted(table)}`);
          const last = Math.max(Number(max[0]?.n ?? 0), event.values[table] ?? 0);
          // setval(…, 1, false): the next id is 1, as in a table that never had a row.
          await client.query('SELECT setval($1, $2, $3)', [sequence, Math.max(last, 1), last > 0]);
        }
        // A backup made on SQLite has no folded search columns (SQLite folds in its triggers):
        // fold every restored row here, and rebuild the search rows from them.
        await foldPeopleRows(client);
        await foldSkillAndTextRows(client);
        await client.query('SELECT recruit_refresh_person_search(ARRAY(SELECT id FROM people))');
        finished = true;
      }
    }
    if (!finished) throw backupEndsEarly();
    return { rows };
  });
}
