// A client run of chunks through POST /person/import (`Import-Run`, `Import-Run-Last`): the
// chunks share one import session with the local import's bulk settings — secondary indexes
// built at the end, search rows made by a thread beside the inserts — so what must hold is
// what the local import promises: every answered chunk's rows are stored; the last answer
// comes when everyone is findable (text, filters) with every index back; a server killed in
// the middle leaves a file whose next open restores indexes and search; a server stopped in
// the middle finishes the run first. Real servers (bin/recruit.js serve) on SQLite files.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { runRecruit } from '../helpers/cli.js';
import { serve, type Serving } from '../helpers/serve.js';
import { requireBuilt } from '../helpers/built.js';
import { registerFoldFunctions } from '../../src/store/sqlite/fold-functions.js';

requireBuilt(new URL('../../dist/cli/main.js', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'recruit-import-run-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Above the size at which an import into an empty table builds search beside the inserts. */
const CHUNK = 1200;
const CHUNKS = 3;

function chunkBody(index: number): string {
  const lines = ['first,last,email,city,phone_mobile'];
  for (let i = index * CHUNK; i < (index + 1) * CHUNK; i++) {
    lines.push(`Wendrik${i},Olsteen${i % 31},wendrik.${i}@example.net,Morvath${i % 11},+36 30 444 ${String(i).padStart(4, '0')}`);
  }
  return `${lines.join('\n')}\n`;
}

function inspect<T>(path: string, fn: (db: Database.Database) => T): T {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  registerFoldFunctions(db);
  try {
    db.pragma('busy_timeout = 5000');
    return fn(db);
  } finally {
    db.close();
  }
}

const peopleIn = (path: string) => inspect(path, (db) => db.prepare('SELECT count(*) FROM people').pluck().get() as number);
const indexesOf = (path: string) => inspect(path, (db) => db.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'people' AND sql IS NOT NULL ORDER BY name").pluck().all());
const markersOf = (path: string) => inspect(path, (db) => db.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('deferred_indexes', 'deferred_search')").pluck().all());

async function migrated(name: string): Promise<{ path: string; token: string }> {
  const path = join(dir, name);
  const made = await runRecruit(['--db', path, 'token', 'create', 'run', '--json']);
  expect(made.code, made.stderr).toBe(0);
  return { path, token: made.json<{ token: string }>().token };
}

async function sendChunk(server: Serving, token: string, run: string, index: number) {
  const response = await fetch(`${server.url}/person/import`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`, 'content-type': 'text/csv', 'idempotency-key': `${run}.${index}`,
      'import-run': run, 'import-run-last': String(index === CHUNKS - 1),
    },
    body: chunkBody(index),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text.trim().split('\n').at(-1) as string) as { summary: { created: number } };
}

async function emails(server: Serving, token: string, query: string): Promise<string[]> {
  const response = await fetch(`${server.url}/person?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { email: string }[] }).data.map((p) => p.email);
}

/** Everyone findable by text, by a filter and by phone, and the file as a finished import leaves it. */
async function expectFinished(server: Serving, token: string, path: string, people: number, indexes: unknown[]): Promise<void> {
  expect(peopleIn(path)).toBe(people);
  for (const i of [0, people - 1]) expect(await emails(server, token, `q=wendrik${i}`)).toEqual([`wendrik.${i}@example.net`]);
  expect(await emails(server, token, 'city=Morvath3&q=wendrik14')).toEqual(['wendrik.14@example.net']);
  expect(await emails(server, token, 'city=Morvath4&q=wendrik14')).toEqual([]);
  expect(indexesOf(path)).toEqual(indexes);
  expect(markersOf(path)).toEqual([]);
  expect(existsSync(`${path}-search-build`)).toBe(false);
  expect(inspect(path, (db) => db.pragma('integrity_check', { simple: true }))).toBe('ok');
}

describe('a run of chunks through POST /person/import (SQLite)', () => {
  it('stores each answered chunk, and answers the last when everyone is findable with every index back', async () => {
    const { path, token } = await migrated('run.sqlite');
    const indexes = indexesOf(path);
    expect(indexes.length).toBeGreaterThan(3);
    const server = await serve(path);
    try {
      for (let index = 0; index < CHUNKS; index++) {
        const answer = await sendChunk(server, token, 'run-a', index);
        expect(answer.summary.created).toBe(CHUNK);
        expect(peopleIn(path)).toBe((index + 1) * CHUNK);
        // Mid-run: indexes deferred, search rows built apart (the markers a crash would leave).
        if (index < CHUNKS - 1) expect(markersOf(path)).toEqual(['deferred_indexes', 'deferred_search']);
      }
      await expectFinished(server, token, path, CHUNKS * CHUNK, indexes);
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }
  }, 120_000);

  it('kill -9 in the middle of a run: the next open restores indexes and search', async () => {
    const { path, token } = await migrated('killed.sqlite');
    const indexes = indexesOf(path);
    let server = await serve(path);
    await sendChunk(server, token, 'run-b', 0);
    await sendChunk(server, token, 'run-b', 1);
    expect(markersOf(path)).toEqual(['deferred_indexes', 'deferred_search']);
    server.child.kill('SIGKILL');
    await server.exit;
    server = await serve(path);
    try {
      await expectFinished(server, token, path, 2 * CHUNK, indexes);
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }
  }, 120_000);

  it('a server stopped in the middle of a run finishes it first', async () => {
    const { path, token } = await migrated('stopped.sqlite');
    const indexes = indexesOf(path);
    let server = await serve(path);
    await sendChunk(server, token, 'run-c', 0);
    expect(markersOf(path)).toEqual(['deferred_indexes', 'deferred_search']);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    // Finished by the stop, not by the next open: the file is complete before anyone opens it.
    expect(markersOf(path)).toEqual([]);
    expect(indexesOf(path)).toEqual(indexes);
    server = await serve(path);
    try {
      await expectFinished(server, token, path, CHUNK, indexes);
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }
  }, 120_000);
});
