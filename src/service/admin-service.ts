// Administration of a store: tokens, the audit log, schema migrations,
// backups, statistics and the full export — what `recruit token|audit|db` and
// `person export` do. Local only: these work on the
// database where it is (the API has no endpoints for them), and the CLI reaches them
// through this service without ever naming the store.
import { isoTimestamp, type Clock } from '../domain/clock.js';
import type { PortableBackupReport } from './backup-file.js';
import type { LoadReport } from '../store/table-dump.js';
import type { AuditQuery, AuditRow, BackupOptions, BackupReport, MigrationReport, Store, StoreStats } from '../store/index.js';
import { createTokenService, type TokenService } from './token-service.js';
import type { Actor } from './audit.js';
import type { ExportFormat } from './import/export.js';
import type { ExtractText, ReindexOptions, ReindexReport } from './search-index.js';

export interface AdminService {
  /** The database file, or the PostgreSQL URL without its password. */
  readonly location: string;
  readonly tokens: Pick<TokenService, 'create' | 'list' | 'revoke'>;
  listAudit(query: AuditQuery): Promise<AuditRow[]>;
  /** Applies pending migrations; reports those applied when the store was opened as well. */
  migrate(): Promise<MigrationReport>;
  /** SQLite's online backup, or on PostgreSQL a pg_dump custom-format archive. */
  backup(destination: string, options?: BackupOptions): Promise<BackupReport>;
  /**
   * The portable backup (backup-file.ts): every table of recruit's in one snapshot, on either
   * store, without pg_dump; one audit row (action `backup`) for the whole of it.
   */
  backupPortable(destination: string): Promise<PortableBackupReport>;
  /** Loads a portable backup; a database with content only when `replace`. */
  restore(file: string, options: { replace: boolean }): Promise<LoadReport>;
  stats(): Promise<StoreStats>;
  /** Streams every person through `write`, each page audited before it is written; returns how many. */
  exportPeople(format: ExportFormat, write: (text: string) => Promise<void>): Promise<number>;
  /** `recruit db reindex`: document text, then every person's full-text row. */
  reindex(extract: ExtractText, options?: ReindexOptions): Promise<ReindexReport>;
}

export function createAdminService(store: Store, clock: Clock, actor: Actor): AdminService {
  return {
    location: store.location,
    tokens: createTokenService(store, clock),
    listAudit: (query) => store.audit.list(query),
    async migrate() {
      const now = await store.admin.migrate();
      const opening = store.admin.openingMigrations;
      return { from: opening.from, to: now.to, applied: [...opening.applied, ...now.applied] };
    },
    backup: (destination, options) => store.admin.backup(destination, options),
    async backupPortable(destination) {
      const { writePortableBackup } = await import('./backup-file.js');
      const stamp = { at: isoTimestamp(clock.now()), actor: actor.name, action: 'backup', request_id: actor.requestId };
      return writePortableBackup(store, destination, stamp, stamp.at);
    },
    async restore(file, options) {
      const { restorePortableBackup } = await import('./backup-file.js');
      return restorePortableBackup(store, file, options.replace);
    },
    stats: () => store.admin.stats(),
    async exportPeople(format, write) {
      const { exportPeople } = await import('./import/export.js');
      return exportPeople({ store, clock, actor }, format, write);
    },
    async reindex(extract, options) {
      const { reindexSearch } = await import('./search-index.js');
      return reindexSearch(store, extract, options);
    },
  };
}
