// Administration: migrations, backups (pg_dump, SQLite's online backup, the portable table dump), statistics.
import type { DumpEvent, LoadReport } from '../table-dump.js';
import type { AuditStamp } from './audit.js';

export interface MigrationReport {
  from: number;
  to: number;
  applied: string[];
}

export interface StoreStats {
  /** The file path, or the PostgreSQL URL without its password. */
  location: string;
  schema_version: number;
  size_bytes: number;
  people: number;
  photos: number;
  documents: number;
  document_bytes: number;
  subscriptions: number;
  jobs: Record<string, number>;
  projects: number;
  tokens: number;
  audit_rows: number;
}

export interface BackupOptions {
  /** PostgreSQL: the pg_dump program (default: pg_dump on PATH). */
  pgDump?: string | undefined;
}

/** What a backup wrote: SQLite, the pages copied; PostgreSQL, which pg_dump wrote which format. */
export interface BackupReport {
  totalPages?: number;
  /** e.g. "pg_dump (PostgreSQL) 18.1" */
  tool?: string;
  format?: 'custom';
}

export interface AdminRepository {
  /** What opening the store applied (`recruit db migrate` reports it). */
  readonly openingMigrations: MigrationReport;
  migrate(): Promise<MigrationReport>;
  /**
   * A consistent copy while others write, to a file path: SQLite's online backup, or on
   * PostgreSQL a pg_dump custom-format archive (restore with pg_restore).
   */
  backup(destination: string, options?: BackupOptions): Promise<BackupReport>;
  stats(): Promise<StoreStats>;
  integrityCheck(): Promise<string>;
  /**
   * The portable backup: one audit row for the whole dump (`stamp`, no person), then a
   * consistent snapshot of recruit's tables (table-dump.ts) handed to `visit` row by row —
   * awaited, so a slow writer holds back the reading, and byte tables come a row at a time.
   */
  dumpTables(visit: (event: DumpEvent) => Promise<void>, stamp: AuditStamp): Promise<void>;
  /**
   * Loads a dump in one transaction (all or nothing), writing no audit rows of its own. A
   * database with content is refused (ConflictError) unless `replace`, which empties it first.
   */
  loadTables(events: AsyncIterable<DumpEvent>, options: { replace: boolean }): Promise<LoadReport>;
}
