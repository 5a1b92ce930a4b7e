// Runs the real built binary (bin/recruit.js → dist/) against a temporary database,
// as a user or a CI pipeline would. No TTY, CI set: never prompts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore as openStore } from '../../src/store/index.js';

export const BIN = join(import.meta.dirname, '../../bin/recruit.js');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  json<T = unknown>(): T;
}

/** The record of a `--json` answer: the object itself, or the one element of an array. */
export function firstRecord(value: unknown): Record<string, unknown> {
  return (Array.isArray(value) ? value[0] : value) as Record<string, unknown>;
}

export interface CliSandbox {
  dir: string;
  db: string;
  run(args: string[], options?: { stdin?: string; env?: Record<string, string> }): Promise<CliRun>;
  cleanup(): void;
}

export function runRecruit(args: string[], options: { stdin?: string; env?: Record<string, string>; cwd?: string } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd,
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', NO_COLOR: '1', CI: '1', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.stdin.end(options.stdin ?? '');
    child.on('close', (code) => {
      const stdout = Buffer.concat(out).toString('utf8');
      resolve({
        code: code ?? -1,
        stdout,
        stderr: Buffer.concat(err).toString('utf8'),
        json<T>() {
          return JSON.parse(stdout) as T;
        },
      });
    });
  });
}

/**
 * A temp dir with a database file (made and migrated here, so commands find one as after a
 * first `recruit db migrate`); `{ database: 'absent' }` leaves the file out, for the tests
 * of what commands do without one.
 */
export function createCliSandbox(options: { database?: 'present' | 'absent' } = {}): CliSandbox {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-cli-'));
  const db = join(dir, 'recruit.sqlite');
  if (options.database !== 'absent') openStore(db).close();
  return {
    dir,
    db,
    run(args, options = {}) {
      return runRecruit(['--db', db, ...args], {
        ...options,
        cwd: dir,
        env: { RECRUIT_CONFIG: '/dev/null', ...options.env },
      });
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
