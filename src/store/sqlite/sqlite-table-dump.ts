// The portable backup on SQLite (table-dump.ts): the dump reads one snapshot on a read-only
// connection of its own (WAL: writers go on meanwhile, the snapshot stays as it was); the load
// writes every row in one IMMEDIATE transaction on the store's connection, so a broken or
// truncated file changes nothing. Triggers rebuild the search index as people go back in.
import { openDatabase, type SqliteDatabase } from './database.js';
import type { SqliteInternals } from './sqlite-internals.js';
import type { AuditStamp } from '../contract/index.js';
import { CONTENT_TABLES, DUMPED_TABLES, sqliteValue, type DumpEvent, type LoadReport, type TableRow } from '../table-dump.js';
import { backupEndsEarly, backupWithoutHeader, checkDumpSchema, checkRestoreTarget } from '../invariants.js';

/** The columns a row is written with: the table's own, not generated or hidden ones. */
function columnsOf(db: SqliteDatabase, table: string): string[] {
  return (db.prepare(`SELECT name, hidden FROM pragma_table_xinfo(?)`).all(table) as { name: string; hidden: number }[])
    .filter((c) => c.hidden === 0).map((c) => c.name);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function dumpSqliteTables(internals: SqliteInternals, visit: (event: DumpEvent) => Promise<void>, stamp: AuditStamp): Promise<void> {
  // One row for the whole backup, before any data leaves (it holds every person).
  internals.audit.append({ ...stamp, person_id: null, outcome: 'ok' });
  const main = internals.db;
  const reader = main.memory ? main : openDatabase(internals.path, { readonly: true });
  try {
    reader.exec('BEGIN');
    const schemaVersion = reader.prepare('SELECT user_version FROM pragma_user_version').pluck().get() as number;
    await visit({ kind: 'header', schemaVersion, store: 'sqlite' });
    for (const table of DUMPED_TABLES) {
      const columns = columnsOf(reader, table);
      if (columns.length === 0) continue; // an older schema without the table
      const rows = reader.prepare(`SELECT ${columns.map(quoted).join(', ')} FROM ${quoted(table)}`);
      for (const row of rows.iterate() as IterableIterator<TableRow>) await visit({ kind: 'row', table, row });
    }
    const values: Record<string, number> = {};
    for (const { name, seq } of reader.prepare('SELECT name, seq FROM sqlite_sequence').all() as { name: string; seq: number }[]) values[name] = seq;
    await visit({ kind: 'sequences', values });
    reader.exec('COMMIT');
  } finally {
    if (reader.inTransaction) reader.exec('ROLLBACK');
    if (reader !== main) reader.close();
  }
}

export async function loadSqliteTables(internals: SqliteInternals, events: AsyncIterable<DumpEvent>, replace: boolean): Promise<LoadReport> {
  const db = internals.db;
  const rows: Record<string, number> = {};
  const inserts = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  const targetColumns = new Map<string, Set<string>>();
  let started = false;
  let finished = false;
  db.exec('BEGIN IMMEDIATE');
  try {
    for await (const event of events) {
      if (event.kind === 'header') {
        const version = db.pragma('user_version', { simple: true }) as number;
        checkDumpSchema(event.schemaVersion, version);
        const withContent = CONTENT_TABLES.filter((t) => columnsOf(db, t).length > 0 && db.prepare(`SELECT 1 FROM ${quoted(t)} LIMIT 1`).get() !== undefined);
        checkRestoreTarget(withContent, replace);
        // Children first; a fresh database's own search secret gives way to the backup's.
        for (const table of [...DUMPED_TABLES].reverse()) if (columnsOf(db, table).length > 0) db.exec(`DELETE FROM ${quoted(table)}`);
        started = true;
      } else if (!started) {
        throw backupWithoutHeader();
      } else if (event.kind === 'row') {
        const target = targetColumns.get(event.table) ?? new Set(columnsOf(db, event.table));
        targetColumns.set(event.table, target);
        const columns = Object.keys(event.row).filter((c) => target.has(c));
        const key = `${event.table}:${columns.join(',')}`;
        let insert = inserts.get(key);
        if (!insert) {
          insert = db.prepare(`INSERT INTO ${quoted(event.table)} (${columns.map(quoted).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
          inserts.set(key, insert);
        }
        insert.run(columns.map((c) => sqliteValue(event.row[c])));
        rows[event.table] = (rows[event.table] ?? 0) + 1;
      } else {
        // AUTOINCREMENT tables remember the highest id ever used (an erased person's too).
        const autoincrement = new Set(
          db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%'").pluck().all() as string[],
        );
        for (const [table, seq] of Object.entries(event.values)) {
          if (!autoincrement.has(table)) continue;
          const changed = db.prepare('UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?').run(seq, table).changes;
          if (changed === 0) db.prepare('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)').run(table, seq);
        }
        finished = true;
      }
    }
    if (!finished) throw backupEndsEarly();
    db.exec('COMMIT');
    return { rows };
  } finally {
    if (db.inTransaction) db.exec('ROLLBACK');
  }
}
