// The launcher's batch mode: `parser parse DIR` or several files run in a
// child process with glibc's malloc settings in the child's environment only; one file runs
// in the first process. A preload module, passed as a Node option, reports the setting of
// every process it runs in, so the test sees both processes. A hostile file in the batch
// still fails alone with its reason, and the exit code and output pass through the parent.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/store/index.js';
import { BIN } from '../helpers/cli.js';

let dir: string;
let preload: string;
let db: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-launcher-'));
  db = join(dir, 'recruit.sqlite');
  openSqliteStore(db).close();
  preload = join(dir, 'report-malloc.cjs');
  // Node passes its options to worker threads as well: only a process's main thread reports.
  writeFileSync(preload, "if (require('node:worker_threads').isMainThread) process.stderr.write(`malloc-threshold:${process.env.MALLOC_MMAP_THRESHOLD_ ?? 'unset'}\\n`);\n");
  mkdirSync(join(dir, 'inbox'));
  writeFileSync(join(dir, 'inbox', 'a-developer.txt'), 'Ilse Varnholt\nSoftware Developer\nilse.varnholt@example.com\nSkills\nPython, Docker\n');
  // A PDF cut off after its header: unreadable, so it must fail alone.
  writeFileSync(join(dir, 'inbox', 'b-broken.pdf'), '%PDF-1.7\n1 0 obj\n<< /Type /Catalog');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function launch(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', preload, BIN, '--db', db, ...args], {
      env: { PATH: process.env['PATH'] ?? '', HOME: dir, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const thresholds = (stderr: string): string[] => [...stderr.matchAll(/^malloc-threshold:(\S+)$/gm)].map((m) => m[1]!);

describe('bin/recruit.js for parser parse', () => {
  it('runs a directory in a child with the malloc settings; the broken file fails alone, exit 1', async () => {
    const run = await launch(['parser', 'parse', join(dir, 'inbox'), '--json']);
    expect(thresholds(run.stderr)).toEqual(['unset', '131072']);
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { file: string; data?: { person: { email: string[] } }; error?: { message: string } });
    expect(lines).toHaveLength(2);
    const good = lines.find((l) => l.file.endsWith('a-developer.txt'));
    const bad = lines.find((l) => l.file.endsWith('b-broken.pdf'));
    expect(good?.data?.person.email).toEqual(['ilse.varnholt@example.com']);
    expect(bad?.error?.message).toMatch(/b-broken\.pdf/);
    expect(run.code).toBe(1);
  }, 60_000);

  it('parses one file in the first process, with the user environment untouched', async () => {
    const run = await launch(['parser', 'parse', join(dir, 'inbox', 'a-developer.txt'), '--json']);
    expect(thresholds(run.stderr)).toEqual(['unset']);
    expect((JSON.parse(run.stdout) as { person: { email: string[] } }).person.email).toEqual(['ilse.varnholt@example.com']);
    expect(run.code).toBe(0);
  }, 60_000);

  it('ends a one-file parse once its output is written: all of it, to a pipe read late, with the exit code', async () => {
    // Some 280 KB of JSON (the text comes back as `content`), far more than the pipe and the reader's stream buffer hold
    // (~130 KB together): the launcher can end only once the reader, paused for 1.5 s, has taken it all.
    const notes = Array.from({ length: 4_000 }, (_, i) => `Note ${i + 1}: the archive kept letters, ledgers and maps of the harbour.`);
    const file = join(dir, 'long-notes.txt');
    writeFileSync(file, `Ilse Varnholt\nSoftware Developer\nilse.varnholt@example.com\nNotes\n${notes.join('\n')}\n`);
    const child = spawn(process.execPath, [BIN, '--db', db, 'parser', 'parse', file, '--json'], {
      env: { PATH: process.env['PATH'] ?? '', HOME: dir, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let exitedAt = Number.NaN;
    child.on('exit', () => (exitedAt = performance.now()));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stderr.resume();
    child.stdout.pause();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const resumedAt = performance.now();
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stdout.resume();
    const code = await closed;
    const stdout = Buffer.concat(chunks).toString();
    expect(stdout.length).toBeGreaterThan(250_000);
    expect(exitedAt).toBeGreaterThan(resumedAt);
    const parsed = JSON.parse(stdout) as { person: { email: string[] }; content: string };
    expect(parsed.person.email).toEqual(['ilse.varnholt@example.com']);
    expect(parsed.content).toContain('Note 4000: the archive');
    expect(code).toBe(0);

    const broken = await launch(['parser', 'parse', join(dir, 'inbox', 'b-broken.pdf'), '--json']);
    expect(broken.stderr).toMatch(/b-broken\.pdf: the PDF file is truncated/);
    expect(broken.code).toBe(2); // bad input (DESIGN.md §4), as before it ended at once
  }, 60_000);
});
