// recruit doctor against real things: SQLite files (good, missing, behind on migrations),
// a broken config file, embedded PostgreSQL, a real server with tokens of each scope, and a
// server that never answers (the hung check is named).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRecruit } from '../helpers/cli.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { usePostgres } from '../helpers/postgres.js';
import { openSqliteStore, openStore } from '../../src/store/index.js';
import { Database } from '../../src/store/sqlite/better-sqlite.js';
import { scopeFinding, skewFinding, versionFinding } from '../../src/cli/ops/remote-checks.js';

interface Outcome { name: string; status: string; detail: string; fix?: string; ok: boolean }

let dir: string;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'recruit-doctor-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const doctor = (args: string[], env: Record<string, string> = {}) =>
  runRecruit([...args, 'doctor', '--json'], { env: { RECRUIT_CONFIG: '/dev/null', HOME: dir, ...env } });
const byName = (outcomes: Outcome[]) => Object.fromEntries(outcomes.map((o) => [o.name, o]));

describe('doctor on SQLite', () => {
  it('a healthy database: every check passes, the settings say where each came from, exit 0', async () => {
    const db = join(dir, 'good.sqlite');
    openSqliteStore(db).close();
    const run = await doctor(['--db', db], { RECRUIT_TIMEOUT_MS: '5000' });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const checks = byName(run.json<Outcome[]>());
    expect(Object.keys(checks)).toEqual(['settings', 'database', 'free disk', 'migrations', 'quick_check', 'WAL size']);
    for (const check of Object.values(checks)) expect(check.status, check.name).toBe('pass');
    expect(checks['settings']!.detail).toContain(`db = ${db} (flag)`);
    expect(checks['settings']!.detail).toContain('timeoutMs = 5000 (env)');
    expect(checks['settings']!.detail).toContain('rateLimit = 120 (default)');
    expect(checks['settings']!.detail).toContain('format = json (flag)');
  });

  it('a missing database and one behind on migrations: ✗ with a fix, exit 1; the table view marks them', async () => {
    const missing = await doctor(['--db', join(dir, 'nope.sqlite')]);
    expect(missing.code).toBe(1);
    const checks = byName(missing.json<Outcome[]>());
    expect(checks['database']).toMatchObject({ status: 'fail', fix: expect.stringContaining('recruit db migrate') });
    expect(checks['migrations']!.status).toBe('skip');

    const behind = join(dir, 'behind.sqlite');
    openSqliteStore(behind).close();
    const raw = new Database(behind);
    const latest = raw.pragma('user_version', { simple: true }) as number;
    raw.pragma(`user_version = ${latest - 1}`);
    raw.close();
    const run = await runRecruit(['--db', behind, 'doctor'], { env: { RECRUIT_CONFIG: '/dev/null', HOME: dir } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`✗ migrations: schema version ${latest - 1}, this recruit expects ${latest}`);
    expect(run.stdout).toContain('fix: run `recruit db migrate`');
    expect(run.stdout).toMatch(/✓ quick_check/);
    expect(run.stdout).toMatch(/6 checks: 5 passed, 1 failed, 0 skipped/);
    expect(run.stderr).toContain('1 doctor check failed');
  });

  it('a broken config file is a failed settings check, and the other checks still run', async () => {
    const config = join(dir, 'broken.json');
    writeFileSync(config, '{"db": 12}');
    const db = join(dir, 'good2.sqlite');
    openSqliteStore(db).close();
    const run = await doctor(['--db', db], { RECRUIT_CONFIG: config });
    expect(run.code).toBe(1);
    const checks = byName(run.json<Outcome[]>());
    expect(checks['settings']).toMatchObject({ status: 'fail', detail: expect.stringContaining('invalid value for "db"') });
    expect(checks['database']!.status).toBe('pass');
  });
});

describe('doctor on PostgreSQL', () => {
  const postgres = usePostgres();
  it('reachable, writable, its version, the extensions and the migrations', async () => {
    const url = await postgres().createDatabase();
    const empty = await doctor(['--db', url]);
    expect(empty.code).toBe(1);
    expect(byName(empty.json<Outcome[]>())['migrations']).toMatchObject({ status: 'fail', fix: 'run `recruit db migrate`' });
    await (await openStore(url)).close();
    const run = await doctor(['--db', url]);
    expect(run.code, run.stdout).toBe(0);
    const checks = byName(run.json<Outcome[]>());
    expect(checks['PostgreSQL version']!.detail).toMatch(/^PostgreSQL \d+/);
    expect(checks['extensions']!.detail).toContain('unaccent');
    expect(checks['settings']!.detail).toMatch(/db = postgres:\/\/recruit:\*\*\*@/);
    expect(checks['free disk']!.status).toBe('skip');
  });
});

describe('doctor --remote', () => {
  let server: TestServer;
  let hung: Server;
  let hungUrl: string;
  beforeAll(async () => {
    server = await startTestServer();
    hung = createServer(() => undefined); // takes the request, never answers
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    hungUrl = `http://127.0.0.1:${(hung.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await server.close();
    hung.closeAllConnections();
    hung.close();
  });

  it('server, version, clock and the scope of each kind of token', async () => {
    for (const [token, scope] of [[server.token, /^privacy/], [server.writeToken, /^write/], [server.readToken, /^read/]] as const) {
      const run = await doctor(['--remote', server.url, '--token', token]);
      expect(run.code, run.stdout).toBe(0);
      const checks = byName(run.json<Outcome[]>());
      expect(checks['server']!.status).toBe('pass');
      expect(checks['server version']).toMatchObject({ status: 'pass', detail: expect.stringMatching(/server 0\.0\.0-test, CLI .* \(older than this CLI/) });
      expect(checks['clock skew']!.status).toBe('pass');
      expect(checks['token']!.status).toBe('pass');
      expect(checks['token']!.detail).toMatch(scope);
    }
  });

  it('a wrong token is a clear ✗, not a stack trace', async () => {
    const run = await runRecruit(['--remote', server.url, '--token', 'rk_wrong', 'doctor'], { env: { RECRUIT_CONFIG: '/dev/null', HOME: dir } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/✗ token: the server refuses the token: the token is not valid/);
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
  });

  it('a server that never answers: the hung check is named, and the run ends', async () => {
    const started = Date.now();
    const run = await runRecruit(['--remote', hungUrl, '--token', 'rk_x', 'doctor', '--check-timeout', '700'],
      { env: { RECRUIT_CONFIG: '/dev/null', HOME: dir } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/✗ server: hung: no result within 700 ms/);
    expect(run.stdout).toMatch(/✗ token: hung/);
    // Each hung check waited its 700 ms and no more: the run ended (a run that did not fails by the test's time-out,
    // not by a bound that a busy machine's slow CLI start could pass).
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
  });

  it('reads versions, scopes and clock skew from the answers (pure)', () => {
    expect(versionFinding('2.0.0', '1.4.0')).toMatchObject({ status: 'fail', fix: 'use a recruit CLI 2.x with this server' });
    expect(versionFinding('1.5.0', '1.4.0')).toMatchObject({ status: 'pass', detail: 'server 1.5.0, CLI 1.4.0 (newer than this CLI)' });
    expect(scopeFinding(403, 'token a has write scope; erasure needs a privacy token').status).toBe('pass');
    expect(scopeFinding(500, 'boom').status).toBe('fail');
    expect(skewFinding(new Date(100_000).toUTCString(), 40_000, 40_000)).toMatchObject({ status: 'fail', detail: expect.stringContaining('60.0 s ahead') });
    expect(skewFinding(new Date(40_000).toUTCString(), 39_000, 41_000).status).toBe('pass');
    expect(skewFinding(null, 0, 0).status).toBe('fail');
  });
});
