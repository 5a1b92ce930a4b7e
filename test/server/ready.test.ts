// /health says "the process is up"; /ready says whether this instance can serve: 503 with
// the reason while the database is unreachable (PostgreSQL stopped), the SQLite file is gone
// or not writable, the schema is behind, or the parser pool has not started. Real servers,
// a real SQLite file and a real embedded PostgreSQL.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chmodSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { userInfo } from 'node:os';
import Database from 'better-sqlite3';
import { startTestServer, startTestServerOn, distResumeParser, type TestServer } from '../helpers/server.js';
import { startPostgres, type TestPostgres } from '../helpers/postgres.js';
import { openStore } from '../../src/store/index.js';
import { LATEST_VERSION } from '../../src/store/migrations/index.js';
import type { ResumeParser } from '../../src/service/resume-parser.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface ReadyAnswer {
  status: number;
  body: { status?: string; error?: { code: string; message: string; details: { reasons: string[] } } };
}

async function ready(url: string): Promise<ReadyAnswer> {
  const response = await fetch(`${url}/ready`);
  return { status: response.status, body: await response.json() as never };
}

describe('/ready on SQLite', () => {
  it('is 200 when the database and the parser pool are there; /health stays 200 throughout', async () => {
    server = await startTestServer();
    await expect.poll(async () => (await ready(server!.url)).status).toBe(200);
    expect((await ready(server.url)).body).toEqual({ status: 'ready', version: '0.0.0-test' });
    expect((await fetch(`${server.url}/ready`)).headers.get('cache-control')).toBe('no-store');
  });

  it('is 503 while the parser pool has not started', async () => {
    let started: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (started = resolve));
    server = await startTestServer({ parser: async (hooks) => { await gate; return distResumeParser(hooks); } });
    const before = await ready(server.url);
    expect(before.status).toBe(503);
    expect(before.body.error).toMatchObject({ code: 'unavailable', details: { reasons: ['the parser pool has not started'] } });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    started();
    await expect.poll(async () => (await ready(server!.url)).status).toBe(200);
  });

  it('says why when the parser pool could not start', async () => {
    server = await startTestServer({ parser: async (): Promise<ResumeParser> => { throw new Error('no worker file'); } });
    await expect.poll(async () => (await ready(server!.url)).body.error?.details.reasons).toEqual(['the parser pool could not start: no worker file']);
  });

  it('is 503 while the database file is gone, and 200 again when it is back', async () => {
    server = await startTestServer();
    await expect.poll(async () => (await ready(server!.url)).status).toBe(200);
    const aside = `${server.storePath}.aside`;
    renameSync(server.storePath, aside);
    const gone = await ready(server.url);
    expect(gone.status).toBe(503);
    // The checkpoint thread, which opens the file by its path, may have made a new empty one there meanwhile.
    expect(gone.body.error!.details.reasons).toEqual([expect.stringMatching(
      new RegExp(`^the database file ${server.storePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (is gone|was replaced since the server opened it)$`),
    )]);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    renameSync(aside, server.storePath);
    await expect.poll(async () => (await ready(server!.url)).status).toBe(200);
  });

  it('is 503 when the database directory is not writable', async (context) => {
    // root may write anywhere: the check is the same access(2) call, which root passes.
    if (userInfo().uid === 0) context.skip('running as root, whom file permissions do not stop');
    server = await startTestServer();
    await expect.poll(async () => (await ready(server!.url)).status).toBe(200);
    chmodSync(dirname(server.storePath), 0o555);
    try {
      const answer = await ready(server.url);
      expect(answer.status).toBe(503);
      expect(answer.body.error!.details.reasons[0]).toMatch(/not writable/);
    } finally {
      chmodSync(dirname(server.storePath), 0o755);
    }
  });

  it('is 503 when the schema is behind what this code needs', async () => {
    server = await startTestServer();
    await expect.poll(async () => (await ready(server!.url)).status).toBe(200);
    const other = new Database(server.storePath);
    try {
      other.pragma(`user_version = ${LATEST_VERSION - 1}`);
      const behind = await ready(server.url);
      expect(behind.status).toBe(503);
      expect(behind.body.error!.details.reasons).toEqual([
        `migrations are behind: the database is at schema version ${LATEST_VERSION - 1}, this recruit needs ${LATEST_VERSION} (run recruit db migrate)`,
      ]);
      other.pragma(`user_version = ${LATEST_VERSION}`);
      expect((await ready(server.url)).status).toBe(200);
    } finally {
      other.close();
    }
  });
});

describe('/ready on PostgreSQL', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await postgres?.destroy();
  });

  it('is 503 while PostgreSQL is stopped and 200 once it is back', async () => {
    const store = await openStore(await postgres.createDatabase());
    const running = await startTestServerOn(store, {}, async () => undefined);
    try {
      await expect.poll(async () => (await ready(running.url)).status).toBe(200);
      await postgres.stop();
      const down = await ready(running.url);
      expect(down.status).toBe(503);
      expect(down.body.error!.details.reasons[0]).toMatch(/^the database is unreachable: /);
      expect((await fetch(`${running.url}/health`)).status).toBe(200);
      await postgres.start();
      await expect.poll(async () => (await ready(running.url)).status, { timeout: 15_000 }).toBe(200);
    } finally {
      await running.close();
    }
  }, 120_000);
});
