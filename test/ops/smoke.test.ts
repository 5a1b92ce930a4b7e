// recruit smoke against real servers — `recruit serve` on SQLite and on embedded PostgreSQL
// — and against a server made here that misbehaves (wrong envelope, 500, too slow): each
// reported as the failure it is, in the table, JUnit XML and TAP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRecruit, type CliRun } from '../helpers/cli.js';
import { serve, type Serving } from '../helpers/serve.js';
import { usePostgres } from '../helpers/postgres.js';
import { openSqliteStore, openStore, type Store } from '../../src/store/index.js';
import { createTokenService } from '../../src/service/token-service.js';
import { systemClock } from '../../src/domain/clock.js';

interface Outcome { name: string; status: string; detail: string; fix?: string }

let dir: string;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'recruit-smoke-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const smoke = (url: string, token: string, extra: string[] = []) =>
  runRecruit(['--remote', url, '--token', token, 'smoke', ...extra], { env: { RECRUIT_CONFIG: '/dev/null', HOME: dir }, cwd: dir });
const byName = (run: CliRun) => Object.fromEntries(run.json<Outcome[]>().map((o) => [o.name, o]));

async function tokens(store: Store) {
  const service = createTokenService(store, systemClock);
  const privacy = (await service.create('smoke-privacy', 'privacy')).token;
  const write = (await service.create('smoke-write', 'write')).token;
  const read = (await service.create('smoke-read', 'read')).token;
  await store.close();
  return { privacy, write, read };
}

async function peopleIn(location: string): Promise<number> {
  const store = await openStore(location);
  try {
    return (await store.admin.stats()).people;
  } finally {
    await store.close();
  }
}

function againstServe(kind: string, database: () => Promise<string>) {
  describe(`against recruit serve on ${kind}`, () => {
    let location: string;
    let server: Serving;
    let token: Awaited<ReturnType<typeof tokens>>;
    beforeAll(async () => {
      location = await database();
      token = await tokens(await openStore(location));
      server = await serve(location);
    }, 60_000);
    afterAll(async () => {
      server.child.kill('SIGTERM');
      await server.exit;
    });

    it('read checks pass (/ready skipped while the server lacks it), JUnit written, exit 0', async () => {
      const junit = join(dir, `${kind}.xml`);
      const run = await smoke(server.url, token.write, ['--junit', junit]);
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toMatch(/✓ health: ok, version \d/);
      expect(run.stdout).toMatch(/✓ openapi: lists every operation this CLI uses/);
      expect(run.stdout).toMatch(/✓ job list/);
      expect(run.stdout).toMatch(/✓ person exists: an unknown e-mail is 404/);
      expect(run.stdout).toMatch(/✓ parser: parsed the built-in CV/);
      expect(run.stdout).toMatch(/- ready: (this server does not offer \/ready \(404\) \(skipped\)|ready)|✓ ready/);
      expect(run.stdout).toMatch(/smoke http:\/\/127\.0\.0\.1:\d+: 11 checks: \d+ passed, 0 failed, \d+ skipped/);
      const xml = readFileSync(junit, 'utf8');
      expect(xml).toMatch(/<testsuite name="recruit smoke" tests="11" failures="0"/);
      expect(xml.match(/<testcase /g)).toHaveLength(11);
      // A read token may not POST: the parser check says so instead of failing.
      const read = await smoke(server.url, token.read);
      expect(read.code, read.stdout).toBe(0);
      expect(read.stdout).toContain('- parser: POST /parser needs a write token; this one is read-only (skipped)');
    });

    it('--write: create → read → audit row → erase, nothing left behind', async () => {
      const before = await peopleIn(location);
      const run = await smoke(server.url, token.privacy, ['--write', '--json']);
      expect(run.code, run.stdout + run.stderr).toBe(0);
      const checks = byName(run);
      for (const name of ['write: token scope', 'write: create person', 'write: read person', 'write: audit row', 'write: erase person']) {
        expect(checks[name]!.status, name).toBe('pass');
      }
      expect(await peopleIn(location)).toBe(before);
    });

    it('--write with a write token: a clear failure naming the privacy scope, and nothing created', async () => {
      const before = await peopleIn(location);
      const run = await smoke(server.url, token.write, ['--write', '--tap']);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/^not ok 7 - write: token scope$/m);
      expect(run.stdout).toMatch(/--write needs a privacy token .* this one is write/);
      expect(run.stdout).toMatch(/^ok 8 - write: create person # SKIP/m);
      expect(await peopleIn(location)).toBe(before);
    });

    it('a wrong token: ✗ with the server\'s words, never a stack trace', async () => {
      const run = await smoke(server.url, 'rk_wrong');
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/✗ job list: GET \/job: HTTP 401: the token is not valid/);
      expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
    });
  });
}

againstServe('SQLite', async () => {
  const path = join(dir, `serve-${Date.now()}.sqlite`);
  openSqliteStore(path).close();
  return path;
});

const postgres = usePostgres();
againstServe('PostgreSQL', async () => {
  const url = await postgres().createDatabase();
  await (await openStore(url)).close();
  return url;
});

describe('against a server that misbehaves', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0];
      response.setHeader('content-type', 'application/json');
      if (path === '/health') {
        // slow beyond the check's time limit
        setTimeout(() => response.end(JSON.stringify({ status: 'ok', version: '0.1.0' })), 3_000);
      } else if (path === '/ready') {
        response.statusCode = 503;
        response.end(JSON.stringify({ success: false, error: { code: 'unavailable', message: 'migrations are behind (9 < 10)' } }));
      } else if (path === '/openapi.json') {
        response.end(JSON.stringify({ openapi: '3.1.0', info: { version: '0.1.0' }, paths: { '/job': { get: {} }, '/health': { get: {} } } }));
      } else if (path === '/job') {
        response.end(JSON.stringify({ jobs: [] })); // wrong envelope
      } else if (path === '/person/exists') {
        response.statusCode = 500;
        response.end(JSON.stringify({ success: false, error: { code: 'internal', message: 'database exploded' } }));
      } else {
        response.statusCode = 200;
        response.setHeader('content-type', 'text/html');
        response.end('<html>a proxy page</html>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('slow, not ready, missing operations, wrong envelope, 500, not JSON: each its own failure', async () => {
    const run = await smoke(url, 'rk_any', ['--check-timeout', '800', '--tap']);
    expect(run.code).toBe(1);
    const out = run.stdout;
    expect(out).toMatch(/^not ok 1 - health\n {2}---\n {2}message: "hung: no result within 800 ms"/m);
    expect(out).toMatch(/^not ok 2 - ready\n {2}---\n {2}message: "not ready: migrations are behind \(9 < 10\)"/m);
    expect(out).toMatch(/^not ok 3 - openapi\n {2}---\n {2}message: "the server lacks \d+ operation\(s\) this CLI uses: GET \/person,/m);
    expect(out).toMatch(/^not ok 4 - job list\n {2}---\n {2}message: "GET \/job: not the \{success: true, data: \[...\]\} envelope: \{\\"jobs\\":\[\]\}"/m);
    expect(out).toMatch(/^not ok 5 - person exists\n {2}---\n {2}message: "GET \/person\/exists: HTTP 500: database exploded"/m);
    expect(out).toMatch(/^not ok 6 - parser\n {2}---\n {2}message: "POST \/parser: not the \{success: true, data: \{...\}\} envelope: <html>a proxy page<\/html>"/m);
    expect(out).toMatch(/^# smoke http:\/\/127\.0\.0\.1:\d+: 11 checks: 0 passed, 6 failed, 5 skipped/m);
  });

  it('without --remote: a usage error', async () => {
    const run = await runRecruit(['smoke'], { env: { RECRUIT_CONFIG: '/dev/null', HOME: dir } });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/smoke needs a server: give --remote URL/);
  });
});
