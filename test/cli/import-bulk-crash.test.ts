// Crash test of the bulk endpoint (DESIGN.md §7): `kill -9` the server and the client in the
// middle of a `recruit --remote … person import` that goes through POST /person/import, a few
// times; the database must hold whole chunks only (each request is one transaction), stay
// sound, and a re-run must end with exactly the people of an uninterrupted import, every one
// of them found by full-text search. On SQLite (the built server, where a request's import
// runs in a thread of its own) and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { BIN, runRecruit } from '../helpers/cli.js';
import { serve, type Serving } from '../helpers/serve.js';
import { startPostgres, type TestPostgres } from '../helpers/postgres.js';
import { requireBuilt } from '../helpers/built.js';
import { registerFoldFunctions } from '../../src/store/sqlite/fold-functions.js';

requireBuilt(new URL('../../dist/cli/main.js', import.meta.url));

const ROWS = 6_000;
const CHUNK = 500;
let dir: string;
let postgres: TestPostgres | undefined;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-bulk-crash-'));
  const lines = ['first,last,email,city,country,phone_mobile,birth_date'];
  for (let i = 0; i < ROWS; i++) {
    lines.push(`Brontel${i},Quaddel${i % 89},brontel.${i}@example.net,Vizvar${i % 13},HU,+36 30 555 ${String(i % 10_000).padStart(4, '0')},19${60 + (i % 40)}-0${1 + (i % 9)}-2${i % 8}`);
  }
  writeFileSync(join(dir, 'people.csv'), `${lines.join('\n')}\n`);
});
afterAll(async () => {
  await postgres?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** The database behind a server: how many people, and what they hold (ids aside: a re-run's skipped rows draw ids too). */
interface Database_ {
  location: string;
  count(): Promise<number>;
  people(): Promise<unknown[]>;
  sound(): Promise<boolean>;
}

const COLUMNS = 'first, last, email, city, country, phone_mobile, birth_date';

function sqliteDatabase(location: string): Database_ {
  const read = <T>(fn: (conn: Database.Database) => T): T => {
    const conn = new Database(location, { readonly: true, fileMustExist: true });
    registerFoldFunctions(conn); // the expression indexes call them: integrity_check does too
    try {
      conn.pragma('busy_timeout = 5000');
      return fn(conn);
    } finally {
      conn.close();
    }
  };
  return {
    location,
    count: async () => read((conn) => (conn.prepare('SELECT count(*) AS n FROM people').get() as { n: number }).n),
    people: async () => read((conn) => conn.prepare(`SELECT ${COLUMNS} FROM people ORDER BY email`).all()),
    sound: async () => read((conn) => conn.pragma('integrity_check', { simple: true }) === 'ok'),
  };
}

function postgresDatabase(location: string): Database_ {
  const query = async <T extends pg.QueryResultRow>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: location });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    location,
    count: async () => Number((await query<{ n: string }>('SELECT count(*) AS n FROM people'))[0]?.n),
    people: async () => query(`SELECT ${COLUMNS} FROM people ORDER BY email COLLATE "C"`),
    // Every index usable: a crash must not leave one marked invalid (a half-built index after the load).
    sound: async () => (await query<{ n: string }>('SELECT count(*) AS n FROM pg_index WHERE NOT indisvalid'))[0]?.n === '0',
  };
}

async function tokenFor(location: string): Promise<string> {
  const made = await runRecruit(['--db', location, 'token', 'create', `bulk-${Date.now()}`, '--json']);
  expect(made.code, made.stderr).toBe(0);
  return made.json<{ token: string }>().token;
}

const importArgs = (url: string, token: string, extra: string[] = []) => ['--remote', url, '--token', token, 'person', 'import',
  join(dir, 'people.csv'), '--batch-size', String(CHUNK), '--json', ...extra];

/** Starts a remote import and kills server and client with SIGKILL once more than `after` people are in. */
async function killDuringImport(database: Database_, server: Serving, token: string, after: number): Promise<void> {
  const client = spawn(process.execPath, [BIN, ...importArgs(server.url, token)], { stdio: 'ignore', env: { PATH: process.env['PATH'] ?? '', CI: '1' } });
  const clientExited = new Promise<void>((resolve) => client.on('exit', () => resolve()));
  let done = false;
  void clientExited.then(() => (done = true));
  while (!done && (await database.count()) <= after) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, Math.random() * 60));
  server.child.kill('SIGKILL');
  client.kill('SIGKILL');
  await Promise.all([clientExited, server.exit]);
}

async function crashAndRerun(database: Database_, clean: Database_): Promise<void> {
  const token = await tokenFor(database.location);
  const seen: number[] = [];
  for (let round = 0; round < 3; round++) {
    const server = await serve(database.location);
    await killDuringImport(database, server, token, seen.at(-1) ?? 0);
    expect(await database.sound()).toBe(true);
    const count = await database.count();
    expect(count === ROWS || count % CHUNK === 0, `${count} people is not a whole number of chunks`).toBe(true);
    seen.push(count);
  }
  expect(seen.some((n) => n > 0 && n < ROWS), `the kills all missed the import: ${seen.join(', ')}`).toBe(true);

  const server = await serve(database.location);
  try {
    const rerun = await runRecruit(importArgs(server.url, token, ['--on-conflict', 'skip']));
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(rerun.json()).toMatchObject({ created: ROWS - (seen.at(-1) ?? 0), skipped: seen.at(-1) ?? 0, rejected: 0 });
    // Findable when the command returns: a person of the first chunk, of the last, and by a filter.
    for (const i of [0, ROWS - 1]) {
      const found = await fetch(`${server.url}/person?q=brontel${i}`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await found.json()) as { data: { email: string }[] }).data.map((p) => p.email)).toEqual([`brontel.${i}@example.net`]);
    }
    const emails = async (query: string) => ((await (await fetch(`${server.url}/person?${query}`, { headers: { authorization: `Bearer ${token}` } }))
      .json()) as { data: { email: string }[] }).data.map((p) => p.email);
    expect(await emails('city=Vizvar7&q=brontel7')).toEqual(['brontel.7@example.net']);
    expect(await emails('city=Vizvar8&q=brontel7')).toEqual([]);
  } finally {
    server.child.kill('SIGTERM');
    await server.exit;
  }

  const cleanServer = await serve(clean.location);
  try {
    const run = await runRecruit(importArgs(cleanServer.url, await tokenFor(clean.location)));
    expect(run.code, run.stderr).toBe(0);
  } finally {
    cleanServer.child.kill('SIGTERM');
    await cleanServer.exit;
  }
  const expected = await clean.people();
  expect(expected).toHaveLength(ROWS);
  expect(await database.people()).toEqual(expected);
}

describe('kill -9 of recruit serve during a remote bulk import', () => {
  it('SQLite: whole chunks only, a sound file, and a re-run ends exactly like an uninterrupted import', async () => {
    const migrate = (name: string) => runRecruit(['--db', join(dir, name), 'db', 'migrate']);
    for (const name of ['crash.sqlite', 'clean.sqlite']) expect((await migrate(name)).code).toBe(0);
    await crashAndRerun(sqliteDatabase(join(dir, 'crash.sqlite')), sqliteDatabase(join(dir, 'clean.sqlite')));
  }, 240_000);

  it('PostgreSQL: whole chunks only, valid indexes, and a re-run ends exactly like an uninterrupted import', async () => {
    postgres = await startPostgres();
    const crash = await postgres.createDatabase();
    const clean = await postgres.createDatabase();
    await crashAndRerun(postgresDatabase(crash), postgresDatabase(clean));
  }, 300_000);
});
