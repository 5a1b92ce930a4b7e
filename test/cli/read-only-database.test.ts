// A database file this user may not write: read commands work, writes say the file is
// read-only (exit 1), never "attempt to write a readonly database … this is a bug".
// Permissions do not stop root, so under root the CLI runs as `nobody` (uid 65534).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, runRecruit } from '../helpers/cli.js';

const asRoot = process.getuid?.() === 0;
const user = asRoot ? { uid: 65534, gid: 65534 } : {};

let top: string;
let dataDir: string;
let db: string;

beforeEach(async () => {
  top = mkdtempSync(join(tmpdir(), 'recruit-ro-'));
  chmodSync(top, 0o755);
  const home = join(top, 'home');
  mkdirSync(home, { mode: 0o777 });
  chmodSync(home, 0o777);
  dataDir = join(top, 'data');
  mkdirSync(dataDir);
  db = join(dataDir, 'recruit.sqlite');
  const env = { RECRUIT_CONFIG: '/dev/null' };
  expect((await runRecruit(['--db', db, 'job', 'create', '--position', '7', '--title', 'Night Porter'], { env })).code).toBe(0);
  expect((await runRecruit(['--db', db, 'person', 'create', '--first', 'Ilka', '--last', 'Vorn'], { env })).code).toBe(0);
});

afterEach(() => {
  chmodSync(dataDir, 0o755);
  rmSync(top, { recursive: true, force: true });
});

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const home = join(top, 'home');
    const child = spawn(process.execPath, [BIN, '--db', db, ...args], {
      ...user,
      cwd: home,
      env: { PATH: process.env['PATH'] ?? '', HOME: home, XDG_CACHE_HOME: join(home, 'cache'), NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

async function expectReadsWorkAndWritesRefused(): Promise<void> {
  const jobs = await run(['job', 'get', '1', '--json']);
  expect(jobs.stderr).toBe('');
  expect(jobs.code).toBe(0);
  expect(JSON.stringify(JSON.parse(jobs.stdout))).toContain('Night Porter');
  const stats = await run(['db', 'stats', '--json']);
  expect(stats.code, stats.stderr).toBe(0);
  expect(JSON.parse(stats.stdout)).toMatchObject({ people: 1, jobs: { open: 1 } });

  const create = await run(['person', 'create', '--first', 'Enno', '--last', 'Brask']);
  expect(create.code).toBe(1);
  expect(create.stderr).toMatch(/^error: the database file is read-only for this user, and this command writes to it/);
  expect(create.stderr).not.toMatch(/bug in recruit/);
  // A person read writes its audit row first: without one nothing is shown.
  const read = await run(['person', 'get', '1']);
  expect(read.code).toBe(1);
  expect(read.stderr).toMatch(/audit log cannot be written \(the database file is read-only for this user\)/);
}

describe('a read-only database file', () => {
  it('the file read-only in a writable directory: reads work, writes exit 1 saying so', async () => {
    chmodSync(db, 0o444);
    chmodSync(dataDir, 0o777);
    await expectReadsWorkAndWritesRefused();
  });

  it('file and directory read-only, no -wal or -shm (SQLite cannot make them): still read', async () => {
    chmodSync(db, 0o444);
    chmodSync(dataDir, 0o555);
    expect(readdirSync(dataDir)).toEqual(['recruit.sqlite']);
    await expectReadsWorkAndWritesRefused();
    expect(readdirSync(dataDir)).toEqual(['recruit.sqlite']);
  });
});
