// The two ways the contract suite reaches the service (DESIGN.md §1): LocalService on a
// temp database, and RemoteService → a real listening server → LocalService. Both get the
// same fixed clock, so "today" rules behave the same. `store` is the database behind the
// service, for what the interface cannot show (audit rows).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecruitService } from '../../src/service/recruit-service.js';
import type { ResumeParser } from '../../src/service/resume-parser.js';
import { LocalService } from '../../src/service/local-service.js';
import { RemoteService } from '../../src/service/remote-service.js';
import { openSqliteStore as openStore, type SqliteStore as Store } from '../../src/store/index.js';
import { codeBookFor } from '../../src/domain/codes.js';
import { createImageStore } from '../../src/server/image-store.js';
import { fixedClock } from '../helpers/local.js';
import { distResumeParser, startTestServer } from '../helpers/server.js';

export interface ContractFixture {
  service: RecruitService;
  store: Store;
  /** The actor name audit rows must carry. */
  actor: string;
  cleanup(): Promise<void>;
}

export interface ContractMode {
  name: 'local' | 'remote';
  create(): Promise<ContractFixture>;
}

const DATA_DIR = join(import.meta.dirname, '../../data');

async function createLocal(): Promise<ContractFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-contract-'));
  const store = openStore(join(dir, 'contract.sqlite'));
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

async function createRemote(): Promise<ContractFixture> {
  const server = await startTestServer();
  const service = new RemoteService({
    baseUrl: server.url,
    token: server.token,
    timeoutMs: 15_000,
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

export const MODES: ContractMode[] = [
  { name: 'local', create: createLocal },
  { name: 'remote', create: createRemote },
];
