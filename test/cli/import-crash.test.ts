// Crash test (DESIGN.md §7): `kill -9` a running import at random points several
// times; the database must pass integrity_check and hold whole batches only; re-running the
// same import must end with exactly the rows and contents of an uninterrupted import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { BIN, runRecruit } from '../helpers/cli.js';

const ROWS = 12_000;
const BATCH = 250;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-crash-'));
  const lines = ['first,last,email,city,country,phone_mobile,birth_date,category'];
  for (let i = 0; i < ROWS; i++) {
    lines.push(`Fikt${i},Minta${i % 97},person${i}@example.com,Budapest,HU,+44 20 7946 0${String(i % 1000).padStart(3, '0')},19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10},${1 + (i % 20)}`);
  }
  writeFileSync(join(dir, 'people.csv'), `${lines.join('\n')}\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function peopleCount(db: string): number {
  if (!existsSync(db)) return 0;
  const conn = new Database(db, { readonly: true, fileMustExist: true });
  try {
    conn.pragma('busy_timeout = 2000');
    return (conn.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'people'").get() as { n: number }).n === 0
      ? 0
      : (conn.prepare('SELECT count(*) AS n FROM people').get() as { n: number }).n;
  } catch {
    return 0; // not created yet
  } finally {
    conn.close();
  }
}

function contents(db: string): unknown[] {
  const conn = new Database(db);
  try {
    // People ids are never reused (AUTOINCREMENT, migration 7), and a re-run's rows that are
    // skipped as already imported still draw an id from the sequence: the ids of the rows
    // added after the crash differ from a clean run's. What must match is every person, in
    // file order (ids still ascend), with nothing missing or doubled.
    return conn.prepare('SELECT * FROM people ORDER BY id').all().map((row) => {
      const { id: _id, created: _c, last_modified: _m, ...rest } = row as Record<string, unknown>;
      return rest;
    });
  } finally {
    conn.close();
  }
}

const importArgs = (db: string) => ['--db', db, 'person', 'import', join(dir, 'people.csv'), '--batch-size', String(BATCH), '--json'];

/** Starts an import and kills it with SIGKILL once it has committed more than `after` rows (plus a random delay). */
async function killDuringImport(db: string, after: number): Promise<void> {
  const child = spawn(process.execPath, [BIN, ...importArgs(db)], { stdio: 'ignore', env: { PATH: process.env['PATH'] ?? '', CI: '1' } });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let done = false;
  void exited.then(() => (done = true));
  while (!done && peopleCount(db) <= after) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, Math.random() * 40));
  child.kill('SIGKILL');
  await exited;
}

describe('kill -9 during an import', () => {
  it('never corrupts the database or leaves half a batch, and a re-run completes it exactly', async () => {
    const db = join(dir, 'crash.sqlite');
    const seen: number[] = [];
    for (let round = 0; round < 4; round++) {
      await killDuringImport(db, seen.at(-1) ?? 0);
      const conn = new Database(db);
      expect(conn.pragma('integrity_check', { simple: true })).toBe('ok');
      conn.close();
      const count = peopleCount(db);
      expect(count === ROWS || count % BATCH === 0, `${count} rows is not a whole number of batches`).toBe(true);
      seen.push(count);
    }
    // At least one kill landed in the middle of the import.
    expect(seen.some((n) => n > 0 && n < ROWS)).toBe(true);

    const rerun = await runRecruit(importArgs(db), { env: { CI: '1' } });
    expect(rerun.code).toBe(0);
    const summary = rerun.json<{ created: number; skipped: number; rejected: number }>();
    expect(summary).toMatchObject({ created: ROWS - (seen.at(-1) ?? 0), skipped: seen.at(-1) ?? 0, rejected: 0 });

    const clean = join(dir, 'clean.sqlite');
    expect((await runRecruit(importArgs(clean), { env: { CI: '1' } })).code).toBe(0);
    const expected = contents(clean);
    expect(expected).toHaveLength(ROWS);
    expect(contents(db)).toEqual(expected);
  }, 120_000);
});
