// The PostgreSQL implementation of the store contract (../contract/): a pg Pool,
// one transaction per method, statements parameterised, person reads and their audit rows in
// one transaction, documents and photos as bytea, synchronous_commit on (an acknowledged
// write is durable, so the server's durability mode has nothing to add). Several `recruit
// serve` instances may share the database: what they must agree on lives in it (tokens and
// jobs change versions, the rate-limit counters: migration 3).
import type pg from 'pg';
import { UnavailableError } from '../../domain/errors.js';
import type { MigrationReport, SharedRateLimit, Store, StoreStats } from '../contract/index.js';
import { sharedRateLimitStore } from './rate-limit.js';
import { createPool, query, type PgPoolOptions } from './pool.js';
import { domainErrorOf } from './errors.js';
import { migratePostgres, schemaVersion } from './migrations.js';
import { restoreDeferredIndexes } from './deferred-indexes.js';
import {
  createDocuments, createJobs, createPeople, createPhotos, createProjects, createSubscriptions, createTokens,
} from './repositories.js';
import { createAudit } from './audit.js';
import { createStreamedReads } from './file-stream.js';
import { createPostgresBulk } from './bulk.js';
import { createPostgresImportReceipts } from './import-receipts.js';
import { createPostgresSearch, createPostgresSkills } from './search.js';
import { createPostgresDataProtection, createPostgresDuplicates } from './data-protection.js';
import { createPgEvents } from './events.js';

export interface PostgresStore extends Store {
  readonly kind: 'postgres';
  readonly sharedRateLimit: SharedRateLimit;
  /** The pool, for what only PostgreSQL has (its own tests). Services never use it. */
  readonly pool: pg.Pool;
}

/** The connection string without its password: what may be printed and logged. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/:[^:@/]*@/, ':***@');
  }
}

async function migrateWith(pool: pg.Pool, location: string): Promise<MigrationReport> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw new UnavailableError(`cannot connect to ${location}: ${(error as Error).message}`, {
      cause: error,
      hint: 'check --db or RECRUIT_DB, and that PostgreSQL is running',
    });
  }
  let broken = false;
  try {
    const report = await migratePostgres(client, location);
    // Indexes an import killed half-way left dropped (deferred-indexes.ts) are built again;
    // not those of an import still loading, which builds them at its end.
    await restoreDeferredIndexes(client, undefined, { unlessLoading: true });
    return report;
  } catch (error) {
    broken = true;
    throw domainErrorOf(error);
  } finally {
    client.release(broken);
  }
}

export async function openPostgresStore(url: string, options: PgPoolOptions = {}): Promise<PostgresStore> {
  const location = redactUrl(url);
  const pool = createPool(url, options);
  let opening: MigrationReport;
  try {
    opening = await migrateWith(pool, location);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const people = createPeople(pool);
  const subscriptions = createSubscriptions(pool);
  const documents = createDocuments(pool);
  const photos = createPhotos(pool);
  const jobs = createJobs(pool);
  const projects = createProjects(pool);
  const tokens = createTokens(pool);
  const audit = { ...createAudit(pool), readStreamed: createStreamedReads(pool) };
  let closed: Promise<void> | undefined;

  return {
    kind: 'postgres',
    location,
    pool,
    people,
    subscriptions,
    documents,
    photos,
    jobs,
    projects,
    tokens,
    audit,
    bulk: createPostgresBulk(pool),
    search: createPostgresSearch(pool),
    skills: createPostgresSkills(pool),
    dataProtection: createPostgresDataProtection(pool),
    duplicates: createPostgresDuplicates(pool),
    events: createPgEvents(pool, url),
    importReceipts: createPostgresImportReceipts(pool),
    admin: {
      openingMigrations: opening,
      migrate: () => migrateWith(pool, location),
      backup: async (destination, backupOptions) => {
        const { rows } = await query<{ n: number }>(pool, 'SELECT current_setting(\'server_version_num\')::int AS n');
        const { backupWithPgDump } = await import('./backup.js');
        return backupWithPgDump({ url, serverMajor: Math.floor((rows[0]?.n ?? 0) / 10_000), destination, pgDump: backupOptions?.pgDump });
      },
      dumpTables: async (visit, stamp) => {
        const { dumpPostgresTables } = await import('./table-dump.js');
        await dumpPostgresTables(pool, visit, stamp);
      },
      loadTables: async (events, options) => {
        const { loadPostgresTables } = await import('./table-dump.js');
        return loadPostgresTables(pool, events, options.replace);
      },
      stats: async (): Promise<StoreStats> => {
        const [version, size, docs, jobCounts, counts] = await Promise.all([
          schemaVersion(pool).catch((error: unknown) => { throw domainErrorOf(error); }),
          query<{ n: number }>(pool, 'SELECT pg_database_size(current_database()) AS n'),
          documents.stats(),
          jobs.countsByStatus(),
          query<Record<string, number>>(pool, `SELECT (SELECT count(*) FROM people) AS people, (SELECT count(*) FROM photos) AS photos,
            (SELECT count(*) FROM subscriptions) AS subscriptions, (SELECT count(*) FROM projects) AS projects,
            (SELECT count(*) FROM tokens) AS tokens, (SELECT count(*) FROM audit) AS audit_rows`),
        ]);
        const c = counts.rows[0] ?? {};
        return {
          location,
          schema_version: version,
          size_bytes: size.rows[0]?.n ?? 0,
          people: c['people'] ?? 0,
          photos: c['photos'] ?? 0,
          documents: docs.count,
          document_bytes: docs.bytes,
          subscriptions: c['subscriptions'] ?? 0,
          jobs: jobCounts,
          projects: c['projects'] ?? 0,
          tokens: c['tokens'] ?? 0,
          audit_rows: c['audit_rows'] ?? 0,
        };
      },
      // PostgreSQL checks its pages itself (checksums, WAL replay); what is left to ask is
      // whether it answers and has our schema.
      integrityCheck: async () => {
        await schemaVersion(pool).catch((error: unknown) => { throw domainErrorOf(error); });
        return 'ok';
      },
    },
    // No `durability`: synchronous_commit is on, so every commit is durable when it returns, on
    // any instance. No `lockWaits`: lock waits here happen on a socket and block nothing.
    sharedRateLimit: { store: () => sharedRateLimitStore(pool) },
    close: () => (closed ??= pool.end().catch(() => undefined)),
  };
}
