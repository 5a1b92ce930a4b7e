// `recruit serve` as a user runs it (spawns bin/recruit.js, so build first): the first
// token printed once on stderr, the listening URL, `--remote` CLI commands against it,
// and a clean exit on SIGTERM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { BIN, ENV, serve, type Serving } from '../helpers/serve.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], { env: ENV, encoding: 'utf8', timeout: 30_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

let dir: string;
let db: string;
let server: Serving;
let token: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-serve-'));
  db = join(dir, 'serve.sqlite');
  server = await serve(db, ['--rate-limit', '50']);
  token = /^(rk_\S+)$/m.exec(server.stderr())?.[1] ?? '';
});

afterAll(async () => {
  if (server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exit;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('recruit serve', () => {
  it('creates a first token, prints it once on stderr with the URL', () => {
    expect(token).toMatch(/^rk_[A-Za-z0-9_-]{20,}$/);
    expect(server.stderr()).toMatch(/created token "admin" \(write scope\)/);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.stderr()).toContain('50/min per token');
  });

  it('serves health without a token and the API with it', async () => {
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/job`)).status).toBe(401);
    expect((await fetch(`${server.url}/job`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('drives people and jobs through `recruit --remote`', () => {
    const remote = ['--remote', server.url, '--token', token, '--json'];
    const created = cli(...remote, 'person', 'create', '--first', 'Remote', '--last', 'Quendel', '--email', 'remote.quendel@example.com');
    expect({ code: created.code, stderr: created.stderr }).toEqual({ code: 0, stderr: '' });
    const { id } = JSON.parse(created.stdout) as { id: number };
    const got = cli(...remote, 'person', 'get', String(id));
    expect(JSON.parse(got.stdout)).toMatchObject({ id, first: 'Remote', last: 'Quendel', email: 'remote.quendel@example.com' });
    expect(JSON.parse(cli(...remote, 'person', 'exists', 'REMOTE.quendel@example.com').stdout)).toEqual({ id });
    const job = cli(...remote, 'job', 'create', '--position', '9001', '--title', 'Remote Job');
    expect(job.code).toBe(0);
    expect(JSON.parse(cli(...remote, 'job', 'list').stdout)).toEqual([expect.objectContaining({ title: 'Remote Job' })]);
  });

  it('maps remote errors to the exit codes of DESIGN.md §4', () => {
    expect({ alive: server.child.exitCode === null, stderr: server.stderr() }).toMatchObject({ alive: true });
    const exitOf = (...args: string[]) => {
      const run = cli(...args);
      return { code: run.code, stderr: run.stderr };
    };
    expect(exitOf('--remote', server.url, '--token', token, 'person', 'get', '424242')).toMatchObject({ code: 3 });
    expect(exitOf('--remote', server.url, '--token', 'rk_wrong', 'job', 'list')).toMatchObject({ code: 5 });
    expect(exitOf('--remote', server.url, 'job', 'list')).toMatchObject({ code: 5 });
    const dup = cli('--remote', server.url, '--token', token, 'person', 'create', '--first', 'A', '--last', 'B', '--email', 'remote.quendel@example.com');
    expect({ code: dup.code, stderr: dup.stderr }).toMatchObject({ code: 4 });
    expect(exitOf('--remote', 'http://127.0.0.1:1', '--token', token, 'job', 'list')).toMatchObject({ code: 6 });
    const localOnly = cli('--remote', server.url, '--token', token, 'token', 'list');
    expect(localOnly.code).toBe(2);
    expect(localOnly.stderr).toMatch(/local database only/);
  });

  it('says so clearly when the port is taken', () => {
    const port = new URL(server.url).port;
    const taken = cli('--db', join(dir, 'other.sqlite'), 'serve', '--port', port);
    // Exit 6 means a remote could not be reached: a port taken here is a local failure (1).
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain(`error: port ${port} on 127.0.0.1 is in use — pick another with --port`);
    expect(taken.stderr).not.toMatch(/\bat .+\.js:\d+/);
  });

  it('--db naming a directory is a usage error that says so, for serve and other commands', () => {
    for (const args of [['serve', '--port', '0'], ['job', 'list'], ['person', 'create', '--first', 'A', '--last', 'B']]) {
      const run = cli('--db', dir, ...args);
      expect({ args, code: run.code }).toEqual({ args, code: 2 });
      expect(run.stderr).toContain(`error: --db ${dir} is a directory; give a file path such as ${join(dir, 'recruit.sqlite')}`);
    }
  });

  it('refuses a bad --port or --rate-limit as usage errors', () => {
    expect(cli('--db', join(dir, 'other.sqlite'), 'serve', '--port', 'http').code).toBe(2);
    expect(cli('--db', join(dir, 'other.sqlite'), 'serve', '--rate-limit', '0').code).toBe(2);
  });

  it('shuts down cleanly on SIGTERM, and a restart prints no new token', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(server.stderr()).toMatch(/SIGTERM: finishing requests in flight/);
    const again = await serve(db, [], { RECRUIT_RATE_LIMIT: '7' });
    try {
      expect(again.stderr()).not.toMatch(/created token/);
      expect(again.stderr()).toContain('7/min per token'); // RECRUIT_RATE_LIMIT when no flag is given
      expect((await fetch(`${again.url}/job`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    } finally {
      again.child.kill('SIGINT');
      expect(await again.exit).toBe(0);
    }
  });
});
