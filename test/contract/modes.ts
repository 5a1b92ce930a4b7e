// The ways the contract suite reaches the service (DESIGN.md §1): LocalService
// on a temp SQLite file or on PostgreSQL, RemoteService → a real listening server on either
// store, and RemoteService → two servers on one PostgreSQL with requests alternating between
// them (a round-robin proxy: several instances behind a load balancer). All get the same
// fixed clock, so "today" rules behave the same. `store` is the database behind the service,
// for what the interface cannot show (audit rows). One PostgreSQL per test file, started on
// first use, with one database that each fixture gets emptied.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecruitService } from '../../src/service/recruit-service.js';
import type { ResumeParser } from '../../src/service/resume-parser.js';
import { LocalService } from '../../src/service/local-service.js';
import { RemoteService } from '../../src/service/remote-service.js';
import { afterAll } from 'vitest';
import { openSqliteStore, openStore, type Store } from '../../src/store/index.js';
import { startServer } from '../../src/server/start.js';
import { resetDatabase, startPostgres, type TestPostgres } from '../helpers/postgres.js';
import { startRoundRobinProxy } from '../helpers/round-robin-proxy.js';
import { storeRows } from '../helpers/store-rows.js';

export { storeRows };
import { codeBookFor } from '../../src/domain/codes.js';
import { createImageStore } from '../../src/server/image-store.js';
import { fixedClock } from '../helpers/local.js';
import { distResumeParser, startTestServer } from '../helpers/server.js';

export interface ContractFixture {
  service: RecruitService;
  store: Store;
  /** Runs a read-only SQL statement that both stores understand against the store behind the service. */
  sql(text: string): Promise<Record<string, unknown>[]>;
  /** The actor name audit rows must carry. */
  actor: string;
  cleanup(): Promise<void>;
}

export interface ContractMode {
  name: 'local' | 'remote' | 'local-postgres' | 'remote-postgres' | 'remote-2-postgres';
  create(): Promise<ContractFixture>;
}

const DATA_DIR = join(import.meta.dirname, '../../data');

let postgres: Promise<TestPostgres> | undefined;
let database: Promise<string> | undefined;
afterAll(async () => {
  if (postgres) await (await postgres).destroy();
});

/**
 * This file's PostgreSQL database (server started and schema migrated on first use), emptied
 * for each fixture: fixtures run one after another and close their connections in cleanup.
 */
async function postgresDatabase(): Promise<string> {
  database ??= (async () => {
    const url = await (await (postgres ??= startPostgres())).createDatabase();
    await (await openStore(url)).close();
    return url;
  })();
  const url = await database;
  await resetDatabase(url);
  return url;
}

async function createLocal(): Promise<Omit<ContractFixture, 'sql'>> {
  return createLocalOn(async (dir) => openSqliteStore(join(dir, 'contract.sqlite')));
}

async function createLocalPostgres(): Promise<Omit<ContractFixture, 'sql'>> {
  const url = await postgresDatabase();
  return createLocalOn(() => openStore(url));
}

async function createLocalOn(open: (dir: string) => Promise<Store>): Promise<Omit<ContractFixture, 'sql'>> {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-contract-'));
  const store = await open(dir);
  const images = createImageStore({ baseUrl: () => 'http://local.invalid' });
  // Loaded on first use and closed with the fixture: the parser may own worker threads.
  let parser: Promise<ResumeParser> | undefined;
  const service = new LocalService({
    store,
    codes: codeBookFor(DATA_DIR),
    clock: fixedClock(),
    actor: { name: 'cli:contract', requestId: 'contract-1' },
    parser: async () => ({ parser: await (parser ??= distResumeParser()), images }),
  });
  return {
    service,
    store,
    actor: 'cli:contract',
    async cleanup() {
      if (parser) await (await parser).close();
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The remote clients' wait for an answer: a bound for a hang, not a speed check. A 20 MB upload took over 15 s on a
 * loaded machine (a full run beside other work), and the client then gave up on a request the server was still taking.
 */
const CLIENT_TIMEOUT_MS = 60_000;

async function createRemote(): Promise<Omit<ContractFixture, 'sql'>> {
  const server = await startTestServer();
  const service = new RemoteService({
    baseUrl: server.url,
    token: server.token,
    timeoutMs: CLIENT_TIMEOUT_MS,
    sleep: async () => undefined,
  });
  return {
    service,
    store: server.store,
    actor: 'test-writer',
    async cleanup() {
      await service.close();
      await server.close();
    },
  };
}

/** A server as `recruit serve` wires it (startServer), on its own connection to the store. */
async function serverOn(store: Store) {
  return startServer({
    store,
    codes: codeBookFor(DATA_DIR),
    clock: fixedClock(),
    version: '0.0.0-test',
    host: '127.0.0.1',
    port: 0,
    parser: distResumeParser,
  });
}

/** `instances` servers on one PostgreSQL database; more than one → behind a round-robin proxy. */
async function createRemotePostgres(instances: number): Promise<Omit<ContractFixture, 'sql'>> {
  const url = await postgresDatabase();
  const servers: Awaited<ReturnType<typeof serverOn>>[] = [];
  for (let i = 0; i < instances; i++) servers.push(await serverOn(await openStore(url)));
  // A token made through the first instance: the others must accept it on their next request.
  const token = (await servers[0]!.tokens.create('test-writer', 'privacy')).token;
  const proxy = instances > 1 ? await startRoundRobinProxy(servers.map((s) => s.url)) : undefined;
  const service = new RemoteService({
    baseUrl: proxy?.url ?? servers[0]!.url,
    token,
    timeoutMs: CLIENT_TIMEOUT_MS,
    sleep: async () => undefined,
  });
  // The fixture's own view of the database (audit rows), as another instance would have it.
  const store = await openStore(url);
  return {
    service,
    store,
    actor: 'test-writer',
    async cleanup() {
      await service.close();
      await proxy?.close();
      for (const server of servers) await server.close();
      await store.close();
      // Both instances were used: a mode that silently talked to one would prove nothing.
      if (proxy && proxy.counts.reduce((a, b) => a + b, 0) >= 2 && proxy.counts.some((n) => n === 0)) throw new Error(`an instance got no requests: ${proxy.counts.join(', ')}`);
    },
  };
}

/** Adds `sql` (storeRows on the fixture's store) to a fixture. */
function withSql(fixture: Omit<ContractFixture, 'sql'>): ContractFixture {
  return { ...fixture, sql: (text) => storeRows(fixture.store, text) };
}

export const MODES: ContractMode[] = [
  { name: 'local', create: async () => withSql(await createLocal()) },
  { name: 'remote', create: async () => withSql(await createRemote()) },
  { name: 'local-postgres', create: async () => withSql(await createLocalPostgres()) },
  { name: 'remote-postgres', create: async () => withSql(await createRemotePostgres(1)) },
  { name: 'remote-2-postgres', create: async () => withSql(await createRemotePostgres(2)) },
];
