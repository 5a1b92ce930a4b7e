// What a running server asks of its database for /ready and /metrics: can it still be
// reached and written, is its schema the one this code speaks, and how full are the WAL and
// the connection pool. Kept in src/store because it needs each dialect's own view (a SQLite
// file can vanish under an open connection, which keeps working on the deleted inode).
import { accessSync, constants, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Store } from './index.js';
import type { SqliteStore } from './index.js';
import type { PostgresStore } from './postgres/postgres-store.js';
import { LATEST_VERSION } from './migrations/index.js';
import { PG_LATEST_VERSION } from './postgres/migrations.js';

export interface StoreProbe {
  /** Why the database cannot serve now, or undefined when it can. Never throws. */
  notReadyReason(): Promise<string | undefined>;
  /** SQLite: the WAL file's bytes now. */
  walBytes?(): number;
  /** PostgreSQL: connections in the pool, idle ones, and queries waiting for one. */
  pool?(): { total: number; idle: number; waiting: number };
}

function schemaReason(current: number, latest: number): string | undefined {
  if (current < latest) {
    return `migrations are behind: the database is at schema version ${current}, this recruit needs ${latest} (run recruit db migrate)`;
  }
  if (current > latest) {
    return `the database is at schema version ${current}, newer than this recruit supports (${latest}); upgrade this instance`;
  }
  return undefined;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 200);

function sqliteProbe(store: SqliteStore): StoreProbe {
  const path = store.location;
  // The file this connection opened: a file put in its place later is another database.
  // (An in-memory database has no file to lose.)
  const opened = store.sqlite.db.memory ? undefined : statSync(path);
  return {
    async notReadyReason() {
      if (opened) try {
        const now = statSync(path);
        if (now.ino !== opened.ino || now.dev !== opened.dev) return `the database file ${path} was replaced since the server opened it`;
      } catch {
        return `the database file ${path} is gone`;
      }
      if (opened) try {
        accessSync(path, constants.W_OK);
        // SQLite creates and deletes its -wal and -shm files beside the database.
        accessSync(dirname(path), constants.W_OK);
      } catch {
        return `the database file ${path} or its directory is not writable`;
      }
      try {
        return schemaReason(store.sqlite.db.pragma('user_version', { simple: true }) as number, LATEST_VERSION);
      } catch (error) {
        return `the database cannot be read: ${messageOf(error)}`;
      }
    },
    walBytes() {
      try {
        return statSync(`${path}-wal`).size;
      } catch {
        return 0;
      }
    },
  };
}

async function postgresProbe(store: PostgresStore): Promise<StoreProbe> {
  const { schemaVersion } = await import('./postgres/migrations.js');
  const { pool } = store;
  return {
    async notReadyReason() {
      try {
        return schemaReason(await schemaVersion(pool), PG_LATEST_VERSION);
      } catch (error) {
        return `the database is unreachable: ${messageOf(error)}`;
      }
    },
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export function createStoreProbe(store: Store): Promise<StoreProbe> {
  return store.kind === 'postgres' ? postgresProbe(store as PostgresStore) : Promise.resolve(sqliteProbe(store as SqliteStore));
}

/** The schema version this code speaks, per dialect: what /ready and `recruit doctor` compare the database with. */
export const SCHEMA_VERSIONS = { sqlite: LATEST_VERSION, postgres: PG_LATEST_VERSION } as const;
