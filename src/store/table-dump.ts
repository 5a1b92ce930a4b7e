// recruit's own data as table rows, for the portable backup (`recruit db backup --portable`,
// `recruit db restore`): which tables hold it, in an order where every row's references come
// before it, and the events a dump yields. Derived data — the full-text index, change
// counters, rate counters — is left out: the stores' triggers and generated columns rebuild
// it as the rows go back in. Both stores keep the same tables and columns with the same text
// values (dates and JSON as text), so a dump reads back into either. The one type that differs
// is the flag: a boolean column on PostgreSQL is an INTEGER 0/1 on SQLite (which has no
// boolean), so each load turns a flag into its own column's form (sqliteValue, postgresValue).
// The event outbox travels too, ids kept: a consumer's saved cursor must still point at the
// same event after a restore, and the next event must get a higher id.

/** Parents before children; a restore deletes in the reverse order. */
export const DUMPED_TABLES = [
  'people', 'jobs', 'projects', 'project_jobs', 'subscriptions', 'subscription_history',
  'documents', 'document_text', 'photos', 'person_skills', 'tokens', 'audit', 'erasures',
  'events', 'webhooks', 'webhook_deliveries', 'search_secret',
] as const;

export type DumpedTable = (typeof DUMPED_TABLES)[number];

/** Tables whose rows make a database "not empty" for a restore (a fresh one has a search secret). */
export const CONTENT_TABLES: readonly DumpedTable[] = DUMPED_TABLES.filter((t) => t !== 'search_secret');

/** Byte columns: documents and photos are read one row at a time, so memory holds one file. */
export const BYTES_TABLES: ReadonlySet<string> = new Set(['documents', 'photos']);

export type TableRow = Record<string, unknown>;

export type DumpEvent =
  | { kind: 'header'; schemaVersion: number; store: 'sqlite' | 'postgres' }
  | { kind: 'row'; table: DumpedTable; row: TableRow }
  /** The last id each table has handed out: erased ids are never used again after a restore. */
  | { kind: 'sequences'; values: Record<string, number> };

export interface LoadReport {
  rows: Record<string, number>;
}

export function isDumpedTable(name: string): name is DumpedTable {
  return (DUMPED_TABLES as readonly string[]).includes(name);
}

/** A dumped value as SQLite binds it: it has no boolean type and keeps flags as 0/1. */
export function sqliteValue(value: unknown): unknown {
  return typeof value === 'boolean' ? Number(value) : value;
}

/** A dumped value for a PostgreSQL column of `dataType`: a flag from SQLite arrives as 0/1. */
export function postgresValue(value: unknown, dataType: string): unknown {
  return dataType === 'boolean' && typeof value === 'number' ? value !== 0 : value;
}
