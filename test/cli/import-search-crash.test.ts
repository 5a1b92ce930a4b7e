// `kill -9` of an import into an empty database while its search rows are being built beside
// the inserts (src/store/sqlite/search-build.ts): the next run restores the search rows, and
// the re-run import ends with the same people and the same indexed words as an uninterrupted
// import; every person is found by search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { BIN, runRecruit } from '../helpers/cli.js';
import { SEARCH_BUILD_MARKER, searchBuildPath } from '../../src/store/sqlite/search-build-protocol.js';

const ROWS = 9_000;
const BATCH = 1_000; // the size from which a first batch builds its search rows apart
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-search-crash-'));
  const lines = ['first,last,email,city,country,phone_mobile'];
  for (let i = 0; i < ROWS; i++) {
    const city = ['Kőhegy', 'Nyírvölgy', 'Ószállás'][i % 3];
    lines.push(`Fikt${i},Kitalált${i},person${i}@example.com,${city},HU,+44 20 7946 0${String(i % 1000).padStart(3, '0')}`);
  }
  writeFileSync(join(dir, 'people.csv'), `${lines.join('\n')}\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function read<T>(db: string, fn: (conn: Database.Database) => T): T {
  const conn = new Database(db, { readonly: true, fileMustExist: true });
  try {
    conn.pragma('busy_timeout = 2000');
    return fn(conn);
  } finally {
    conn.close();
  }
}

function state(db: string): { people: number; marked: boolean } {
  if (!existsSync(db)) return { people: 0, marked: false };
  try {
    return read(db, (conn) => ({
      people: conn.prepare('SELECT count(*) FROM people').pluck().get() as number,
      marked: conn.prepare(`SELECT count(*) FROM sqlite_master WHERE name = '${SEARCH_BUILD_MARKER}'`).pluck().get() === 1,
    }));
  } catch {
    return { people: 0, marked: false }; // not created yet
  }
}

/** Each person's e-mail with every token person_fts holds for them (ids differ between runs). */
function indexed(db: string): string[] {
  const conn = new Database(db);
  try {
    conn.exec('CREATE VIRTUAL TABLE temp.fts_tokens USING fts5vocab(main, person_fts, instance)');
    return (conn.prepare('SELECT p.email, v.col, v.offset, v.term FROM temp.fts_tokens v JOIN people p ON p.id = v.doc ORDER BY 1, 2, 3, 4')
      .raw().all() as unknown[][]).map((row) => row.join(' '));
  } finally {
    conn.close();
  }
}

const people = (db: string) => read(db, (conn) => conn.prepare('SELECT * FROM people ORDER BY id').all().map((row) => {
  const { id: _id, created: _c, last_modified: _m, ...rest } = row as Record<string, unknown>;
  return rest;
}));

const importArgs = (db: string) => ['--db', db, 'person', 'import', join(dir, 'people.csv'), '--batch-size', String(BATCH), '--json'];

describe('kill -9 while an import builds its search rows apart', () => {
  it('the re-run ends with the same people and indexed words as a clean import, and search finds everyone', async () => {
    const db = join(dir, 'crash.sqlite');
    const child = spawn(process.execPath, [BIN, ...importArgs(db)], { stdio: 'ignore', env: { PATH: process.env['PATH'] ?? '', CI: '1' } });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    let done = false;
    void exited.then(() => (done = true));
    // Killed once a few batches are in and the build is under way.
    while (!done && !(state(db).people >= 2 * BATCH && state(db).marked)) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGKILL');
    await exited;
    const killed = state(db);
    expect(killed.marked, 'the kill landed after the import had finished').toBe(true);
    expect(killed.people % BATCH === 0 && killed.people < ROWS).toBe(true);
    expect(existsSync(searchBuildPath(db))).toBe(true);
    expect(read(db, (conn) => conn.prepare('SELECT count(*) FROM person_fts_docsize').pluck().get())).toBe(0);

    // Any command opens the file: the search rows of the people already in are made again.
    const listed = await runRecruit(['--db', db, 'person', 'search', '--q', 'kitalalt7', '--json'], { env: { CI: '1' } });
    expect(listed.code).toBe(0);
    expect(listed.json<unknown[]>()).toHaveLength(1);
    expect(state(db).marked).toBe(false);
    expect(existsSync(searchBuildPath(db))).toBe(false);

    const rerun = await runRecruit(importArgs(db), { env: { CI: '1' } });
    expect(rerun.code).toBe(0);
    expect(rerun.json()).toMatchObject({ created: ROWS - killed.people, skipped: killed.people, rejected: 0 });

    const clean = join(dir, 'clean.sqlite');
    expect((await runRecruit(importArgs(clean), { env: { CI: '1' } })).code).toBe(0);
    expect(people(db)).toEqual(people(clean));
    const words = indexed(clean);
    expect(words.length).toBeGreaterThan(ROWS * 5);
    expect(indexed(db)).toEqual(words);
    expect(state(db).marked).toBe(false);
    for (const i of [0, killed.people - 1, killed.people, ROWS - 1]) {
      const found = await runRecruit(['--db', db, 'person', 'search', `person${i}@example.com`, '--json'], { env: { CI: '1' } });
      expect(found.json<{ email: string }[]>().map((p) => p.email)).toEqual([`person${i}@example.com`]);
    }
    const city = await runRecruit(['--db', db, 'person', 'search', '--city', 'Kohegy', '--limit', '1', '--json'], { env: { CI: '1' } });
    expect(city.json<{ city: string }[]>()[0]?.city).toBe('Kőhegy');
  }, 180_000);
});
