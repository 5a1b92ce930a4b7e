// `npm run postgres` (scripts/postgres.mjs) gives a new user a PostgreSQL to try recruit on:
// it must start, print a RECRUIT_DB line that recruit can use, stop on Ctrl-C with exit 0,
// and start again on the data it kept.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres.js';

const SCRIPT = join(import.meta.dirname, '../../scripts/postgres.mjs');

/** Starts the script and resolves with the RECRUIT_DB URL it prints (or rejects with its output). */
function start(port: number, dir: string): { child: ChildProcess; url: Promise<string>; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [SCRIPT, '--port', String(port), '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /export RECRUIT_DB='([^']+)'/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`exited ${code} before printing the URL:\n${output}`)));
  });
  return { child, url, exited };
}

describe('npm run postgres', () => {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-try-pg-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts, serves recruit, stops on SIGINT, and starts again on its data', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const first = start(port, dir);
    const url = await first.url;
    expect(url).toBe(`postgres://recruit:recruit@127.0.0.1:${port}/recruit`);
    const created = spawnSync(process.execPath, [BIN, '--db', url, '-q', 'person', 'create', '--first', 'Tilda', '--last', 'Probst'], {
      encoding: 'utf8',
      env: { PATH: process.env['PATH'] ?? '', HOME: dir, CI: '1', NO_COLOR: '1' },
    });
    expect(created.stderr).toBe('');
    expect(created.stdout.trim()).toBe('1');
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);

    const second = start(port, dir);
    const again = await second.url;
    const stats = spawnSync(process.execPath, [BIN, '--db', again, 'db', 'stats', '--json'], {
      encoding: 'utf8',
      env: { PATH: process.env['PATH'] ?? '', HOME: dir, CI: '1', NO_COLOR: '1' },
    });
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(stats.stderr).toBe('');
    expect(JSON.parse(stats.stdout)).toMatchObject({ people: 1 });
  });

  it('refuses a port that is not a number with exit 2', () => {
    const run = spawnSync(process.execPath, [SCRIPT, '--port', 'abc', '--dir', dir], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--port must be a port number/);
  });
});
