// Idempotency-Key across a server restart (POST /person/import): the answer of a request is
// written as a receipt in the request's own transaction, so the same request sent again to a
// server started anew (here after `kill -9`) gets that answer instead of a second import —
// rows without an e-mail, which an import always creates, show whether it imported twice.
// Old receipts expire. Real servers (bin/recruit.js serve) on a SQLite file and on PostgreSQL.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { runRecruit } from '../helpers/cli.js';
import { serve, type Serving } from '../helpers/serve.js';
import { startPostgres, type TestPostgres } from '../helpers/postgres.js';
import { requireBuilt } from '../helpers/built.js';

requireBuilt(new URL('../../dist/cli/main.js', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'recruit-receipts-'));
let postgres: TestPostgres | undefined;
afterAll(async () => {
  await postgres?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Two people without an e-mail (created again by every import), one with, a bad row, and a repeat of the e-mail. */
const BODY = [
  'first,last,email,city',
  'Ilvara,Domsk,,Tarnow',
  'Ilvara,Domsk,,Tarnow',
  'Pelko,Vantra,pelko.vantra@example.org,Brenn',
  'Bad,Row,not-an-email,Brenn',
  'Pelko,Vantra,pelko.vantra@example.org,Brenn',
].join('\n');

/** The database behind the server, read and changed with its own driver. */
interface Sql {
  scalar(text: string): Promise<number>;
  exec(text: string): Promise<void>;
}

function sqliteSql(path: string): Sql {
  const use = <T>(fn: (db: Database.Database) => T): T => {
    const db = new Database(path, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      return fn(db);
    } finally {
      db.close();
    }
  };
  return {
    scalar: async (text) => use((db) => Number(db.prepare(text).pluck().get())),
    exec: async (text) => use((db) => void db.exec(text)),
  };
}

function postgresSql(url: string): Sql {
  const use = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  return {
    scalar: (text) => use(async (client) => Number(Object.values((await client.query(text)).rows[0] as object)[0])),
    exec: (text) => use(async (client) => void (await client.query(text))),
  };
}

/** New people only, no clash: the stores' fastest path (PostgreSQL: COPY straight into the table). */
const CLEAN = ['first,last,email', 'Rastko,Belmon,rastko.belmon@example.org', 'Sefa,Undrel,sefa.undrel@example.org'].join('\n');

async function post(server: Serving, token: string, key: string, body = BODY) {
  const response = await fetch(`${server.url}/person/import?on_conflict=fail`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', 'idempotency-key': key },
    body,
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return text.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The answer without what may differ when it is given again: the time taken, the rejected rows' text. */
const comparable = (answer: Record<string, unknown>[]) => answer.map((line) => {
  if ('summary' in line) return { summary: { ...(line['summary'] as object), seconds: 0 } };
  return { line: line['line'], reason: line['reason'] };
});

async function killed(server: Serving): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exit;
}

async function restartKeepsReceipts(location: string, sql: Sql): Promise<void> {
  const made = await runRecruit(['--db', location, 'token', 'create', 'receipts', '--json']);
  expect(made.code, made.stderr).toBe(0);
  const token = made.json<{ token: string }>().token;
  const people = () => sql.scalar('SELECT count(*) FROM people');
  const imports = () => sql.scalar("SELECT count(*) FROM audit WHERE action = 'person.import'");

  let server = await serve(location);
  const first = await post(server, token, 'run-1.0');
  expect(first.at(-1)).toMatchObject({ summary: { rows: 5, created: 3, rejected: 2, conflicts: 1 } });
  expect(await people()).toBe(3);
  await killed(server);

  server = await serve(location);
  try {
    // The same request after the restart: the first answer, nothing imported, no second audit row.
    const again = await post(server, token, 'run-1.0');
    expect(comparable(again)).toEqual(comparable(first));
    expect(again.filter((line) => 'reason' in line).every((line) => line['row'] === null)).toBe(true);
    expect(await people()).toBe(3);
    expect(await imports()).toBe(1);

    // Another key is another request: imported (the two rows without an e-mail again).
    const other = await post(server, token, 'run-1.1');
    expect(other.at(-1)).toMatchObject({ summary: { created: 2, conflicts: 2 } });
    expect(await people()).toBe(5);

    // A receipt older than a day is removed when the next one is written; its key then imports again.
    await sql.exec("UPDATE import_receipts SET created = '2000-01-01T00:00:00.000Z' WHERE key = 'run-1.0'");
    await post(server, token, 'run-1.2');
    expect(await sql.scalar("SELECT count(*) FROM import_receipts WHERE key = 'run-1.0'")).toBe(0);
    expect(await sql.scalar("SELECT count(*) FROM import_receipts WHERE key IN ('run-1.1', 'run-1.2')")).toBe(2);
    const expired = await post(server, token, 'run-1.0');
    expect(expired.at(-1)).toMatchObject({ summary: { created: 2 } });
    expect(await people()).toBe(9);

    // A clean chunk (no clash) records its receipt too: sent again, it is answered, not imported.
    const clean = await post(server, token, 'run-2.0', CLEAN);
    expect(clean.at(-1)).toMatchObject({ summary: { created: 2, rejected: 0 } });
    expect(await post(server, token, 'run-2.0', CLEAN)).toEqual(clean);
    expect(await people()).toBe(11);
  } finally {
    await killed(server);
  }
}

describe('Idempotency-Key after a server restart', () => {
  it('SQLite: a repeated request is answered from its receipt, not imported again; old receipts expire', async () => {
    const location = join(dir, 'receipts.sqlite');
    expect((await runRecruit(['--db', location, 'db', 'migrate'])).code).toBe(0);
    await restartKeepsReceipts(location, sqliteSql(location));
  }, 120_000);

  it('PostgreSQL: a repeated request is answered from its receipt, not imported again; old receipts expire', async () => {
    postgres = await startPostgres();
    const location = await postgres.createDatabase();
    await restartKeepsReceipts(location, postgresSql(location));
  }, 180_000);
});
