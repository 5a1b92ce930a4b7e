// The SQLite store's insides: one object per database file with a synchronous
// repository per aggregate, grouped into transactions by sqlite-store.ts, which is what the
// services see (the Store interface of ../contract/). Repositories are created (their statements
// prepared) on first use: a CLI command touches one or two aggregates, and preparing every one
// at open cost ~1 ms of start-up (DESIGN.md §7).
import { openDatabase, migrate, type OpenOptions, type SqliteDatabase, type MigrationReport } from './database.js';
import { restoreDeferredIndexes } from './deferred-indexes.js';
import { restoreDeferredSearch } from './search-build.js';
import { createPeopleStore } from './people-store.js';
import { createDocumentsStore } from './documents-store.js';
import { createPhotosStore } from './photos-store.js';
import { createSubscriptionsStore } from './subscriptions-store.js';
import { createJobsStore } from './jobs-store.js';
import { createProjectsStore } from './projects-store.js';
import { createTokensStore } from './tokens-store.js';
import { createAuditStore } from './audit-store.js';
import type { WalDurability, WalSync } from './wal-durability.js';
import type { Checkpointer } from './checkpointer.js';
import type { StoreStats } from '../contract/admin.js';

/** The store's figures, with the file's path where the store gives its location. */
export type SqliteStats = Omit<StoreStats, 'location'> & { path: string };

/** A factory run once, on the first call: the repository behind a store property. */
function onFirstUse<T>(create: () => T): () => T {
  let created: T | undefined;
  return () => (created ??= create());
}

export function openSqliteInternals(path: string, options: Omit<OpenOptions, 'migrate'> = {}) {
  const db: SqliteDatabase = openDatabase(path, { ...options, migrate: false });
  // Migrations run before the repositories prepare their statements against the tables.
  let opening: MigrationReport;
  try {
    opening = migrate(db);
    // An import killed half-way left the people indexes for its end (deferred-indexes.ts).
    // (A read-only file keeps them missing: reads are right without them, only slower.)
    if (!db.readonly) restoreDeferredIndexes(db);
    // Likewise its search rows, when they were being built beside the inserts (search-build.ts).
    if (!db.readonly) restoreDeferredSearch(db);
  } catch (error) {
    db.close();
    throw error;
  }
  const people = onFirstUse(() => createPeopleStore(db));
  const documents = onFirstUse(() => createDocumentsStore(db));
  const photos = onFirstUse(() => createPhotosStore(db));
  const subscriptions = onFirstUse(() => createSubscriptionsStore(db));
  const jobs = onFirstUse(() => createJobsStore(db));
  const projects = onFirstUse(() => createProjectsStore(db));
  const tokens = onFirstUse(() => createTokensStore(db));
  let durability: WalDurability | undefined;
  let checkpointer: Checkpointer | undefined;
  const store = {
    path,
    db,
    /** What opening the file applied (`recruit db migrate` reports it). */
    openingMigrations: opening,
    get people() { return people(); },
    get documents() { return documents(); },
    get photos() { return photos(); },
    get subscriptions() { return subscriptions(); },
    get jobs() { return jobs(); },
    get projects() { return projects(); },
    get tokens() { return tokens(); },
    // Made at open, as before (two statements): a read whose audit row cannot be written must
    // fail through readAndAppend's promise, not in a property lookup (DESIGN.md §3).
    audit: createAuditStore(db),

    /**
     * The server's durability mode: commits no longer fsync on the event loop
     * (synchronous = NORMAL); whoever needs a commit on disk awaits durable(), which waits
     * for a WAL fdatasync on the thread pool. Only for a WAL-mode file; otherwise a no-op.
     */
    async syncInBackground(options: { sync?: WalSync; onCheckpointFailure?: (message: string) => void } = {}): Promise<void> {
      if (durability || db.memory || db.readonly || db.pragma('journal_mode', { simple: true }) !== 'wal') return;
      // Server-only modules: a CLI command never loads them (DESIGN.md §7 start-up).
      const [{ createWalDurability }, { startCheckpointer }] = await Promise.all([
        import('./wal-durability.js'),
        import('./checkpointer.js'),
      ]);
      if (durability) return;
      db.pragma('synchronous = NORMAL');
      const totalChanges = db.prepare('SELECT total_changes()').pluck();
      durability = createWalDurability(`${db.name}-wal`, options.sync, () => (db.inTransaction ? undefined : totalChanges.get() as number));
      // Checkpoints (two fsyncs each) leave the request path too: a thread of their own.
      checkpointer = startCheckpointer(db, { onFailure: options.onCheckpointFailure });
      void store.audit.settleBatchesWith(() => durability!.afterCommit());
    },
    /** Resolves once everything committed so far is on disk (at once outside syncInBackground). */
    durable(): Promise<void> {
      return durability ? durability.afterCommit() : Promise.resolve();
    },
    /** Back to synchronous = FULL, once the batches and syncs in flight are done. */
    async stopBackgroundSync(): Promise<void> {
      const stopping = durability;
      if (!stopping) return;
      await store.audit.settleBatchesWith(undefined);
      durability = undefined;
      await stopping.close();
      await checkpointer?.stop();
      checkpointer = undefined;
      if (db.open) db.pragma('synchronous = FULL');
    },

    /**
     * How long one statement may wait for a lock held by another process before it fails
     * with SQLITE_BUSY. The server keeps this to a few ms and retries asynchronously
     * (a 5 s wait stalled every request on the event loop).
     */
    setBusyTimeout(ms: number): void {
      db.pragma(`busy_timeout = ${Math.max(0, Math.floor(ms))}`);
    },
    /**
     * Copies the WAL into the database file and empties it (checkpoint TRUNCATE): after an
     * erasure the WAL must not keep the pages that held the erased rows (frames stay in the
     * file after an ordinary checkpoint, until overwritten). Another connection — the server's
     * checkpoint thread, a reader beside it — can hold it up: retried without blocking the
     * event loop, up to `waitMs`; false when it never got through (the next erasure's or the
     * file's next truncation then removes them).
     */
    async truncateWal(waitMs = 5000): Promise<boolean> {
      if (db.memory || db.pragma('journal_mode', { simple: true }) !== 'wal') return true;
      const deadline = Date.now() + waitMs;
      for (;;) {
        if (!db.inTransaction) {
          const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
          if (result?.busy === 0) return true;
        }
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    /** Runs fn in one IMMEDIATE transaction: all or nothing, and no lock upgrade deadlocks. */
    transaction<T>(fn: () => T): T {
      return db.transaction(fn).immediate();
    },
    migrate(): MigrationReport {
      return migrate(db);
    },
    /** SQLite's online backup: consistent even while others write. */
    async backup(destination: string): Promise<{ totalPages: number }> {
      const result = await db.backup(destination);
      return { totalPages: result.totalPages };
    },
    integrityCheck(): string {
      return db.pragma('integrity_check', { simple: true }) as string;
    },
    stats(): SqliteStats {
      const pageCount = db.pragma('page_count', { simple: true }) as number;
      const pageSize = db.pragma('page_size', { simple: true }) as number;
      const docs = store.documents.stats();
      return {
        path,
        schema_version: db.pragma('user_version', { simple: true }) as number,
        size_bytes: pageCount * pageSize,
        people: store.people.count(),
        photos: store.photos.count(),
        documents: docs.count,
        document_bytes: docs.bytes,
        subscriptions: store.subscriptions.count(),
        jobs: store.jobs.countsByStatus(),
        projects: store.projects.count(),
        tokens: store.tokens.count(),
        audit_rows: store.audit.count(),
      };
    },
    close(): void {
      if (db.open) db.close();
    },
  };
  return store;
}

export type SqliteInternals = ReturnType<typeof openSqliteInternals>;
