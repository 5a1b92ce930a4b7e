// The tests that load or fuzz a server or the service ("load, durability and
// fuzz tests gain a PostgreSQL run") run once per store: an in-process server as `recruit
// serve` wires it, or a LocalService, on a temp SQLite file or on an embedded PostgreSQL
// started for it (and removed with it). What the tests check afterwards goes through the Store interface, SQL
// both stores understand (storeRows), or `snapshot`, a digest of every data table.
import { createHash } from 'node:crypto';
import { openStore, type SqliteStore, type Store } from '../../src/store/index.js';
import { startTestServer, startTestServerOn, type TestServerOptions } from './server.js';
import { startPostgres } from './postgres.js';
import { createLocalFixture, localServiceOn } from './local.js';
import type { LocalService } from '../../src/service/local-service.js';
import { storeRows } from './store-rows.js';
import { snapshot as sqliteSnapshot, DATA_TABLES } from '../resilience/helpers.js';

export type ServerStoreMode = 'sqlite' | 'postgres';
export const SERVER_STORE_MODES: readonly ServerStoreMode[] = ['sqlite', 'postgres'];

export interface ModeServer {
  mode: ServerStoreMode;
  url: string;
  /** privacy scope (all a write token may do, and the data-protection actions) */
  token: string;
  /** write scope */
  writeToken: string;
  /** read scope */
  readToken: string;
  /** The server's own store (same process). */
  store: Store;
  /** GET /metrics, when the options asked for a metrics port. */
  metricsUrl: string | undefined;
  /** A digest of every data table: equal digests ⇔ nothing stored changed. */
  snapshot(): Promise<string>;
  rows(sql: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** Rows as text, sorted: a digest that does not depend on the order PostgreSQL returns them in. */
async function postgresSnapshot(store: Store): Promise<string> {
  const hash = createHash('sha256');
  for (const table of DATA_TABLES) {
    hash.update(`\0${table}\0`);
    for (const row of await storeRows(store, `SELECT t::text AS row FROM ${table} t ORDER BY 1`)) hash.update(`${String(row['row'])}\n`);
  }
  return hash.digest('hex');
}

export async function startModeServer(mode: ServerStoreMode, options: TestServerOptions = {}): Promise<ModeServer> {
  if (mode === 'sqlite') {
    const server = await startTestServer(options);
    const store = server.store as SqliteStore;
    return {
      mode, url: server.url, token: server.token, writeToken: server.writeToken, readToken: server.readToken, store,
      metricsUrl: server.server.metricsUrl,
      snapshot: async () => sqliteSnapshot(store.sqlite.db),
      rows: (sql) => storeRows(store, sql),
      close: () => server.close(),
    };
  }
  const postgres = await startPostgres();
  try {
    const store = await openStore(await postgres.createDatabase());
    const server = await startTestServerOn(store, options, () => postgres.destroy());
    return {
      mode, url: server.url, token: server.token, writeToken: server.writeToken, readToken: server.readToken, store,
      metricsUrl: server.server.metricsUrl,
      snapshot: () => postgresSnapshot(store),
      rows: (sql) => storeRows(store, sql),
      close: () => server.close(),
    };
  } catch (error) {
    await postgres.destroy();
    throw error;
  }
}

export interface ModeService {
  mode: ServerStoreMode;
  service: LocalService;
  store: Store;
  /** A digest of every data table: equal digests ⇔ nothing stored changed. */
  snapshot(): Promise<string>;
  close(): Promise<void>;
}

/** A LocalService (as the CLI runs it locally) on a temp SQLite file or an embedded PostgreSQL. */
export async function createModeService(mode: ServerStoreMode): Promise<ModeService> {
  if (mode === 'sqlite') {
    const fixture = createLocalFixture();
    return {
      mode, service: fixture.service, store: fixture.store,
      snapshot: async () => sqliteSnapshot(fixture.store.sqlite.db),
      close: async () => fixture.cleanup(),
    };
  }
  const postgres = await startPostgres();
  try {
    const store = await openStore(await postgres.createDatabase());
    const service = localServiceOn(store);
    return {
      mode, service, store,
      snapshot: () => postgresSnapshot(store),
      async close() {
        await service.close();
        await postgres.destroy();
      },
    };
  } catch (error) {
    await postgres.destroy();
    throw error;
  }
}
