// A bulk import into an empty people table on PostgreSQL (src/store/postgres/bulk.ts): a batch
// that can only create is COPY'd on one of two connections and its outcomes given once the COPY
// is done, while its COMMIT is left to follow; the next batch is COPY'd on the other
// connection meanwhile. Held here by a lock on the events table (each batch appends its event
// before it commits): the outcomes come before the commit, the batches still commit in file
// order with ids in file order, and a batch whose commit fails fails the import and takes no
// later batch with it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { usePostgres, withPostgresClient } from '../../helpers/postgres.js';
import { openPostgresStore, type PostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { packPerson } from '../../../src/domain/packed-person.js';

const postgres = usePostgres();
const T = '2026-11-29 19:30:00';
let store: PostgresStore;
let url: string;

beforeEach(async () => {
  url = await postgres().createDatabase();
  store = await openPostgresStore(url);
}, 60_000);
afterEach(async () => {
  await store?.close();
});

/** Fictitious person i with a unique e-mail. */
const person = (i: number) => packPerson({ first: 'Orsolya', last: `Képzelt${i}`, email: `kepzelt${i}@example.net`, city: 'Nemlétező' });
const batch = (from: number, n = 3) => Array.from({ length: n }, (_, i) => person(from + i));

const people = () => withPostgresClient(url, async (client) => (await client.query<{ id: number; email: string }>(
  'SELECT id, email FROM people ORDER BY id')).rows);

/** Holds every insert into events until the returned function is called (the lock's transaction ends). */
async function holdEvents(): Promise<{ client: pg.Client; release: () => Promise<void> }> {
  const { default: PG } = await import('pg');
  const client = new PG.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE events IN EXCLUSIVE MODE');
  return { client, release: async () => { await client.query('COMMIT'); await client.end(); } };
}

/** The backends waiting for the events lock, oldest wait first. */
const waiting = (client: pg.Client) => client.query<{ pid: number }>(
  `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' ORDER BY state_change`);

async function until(test: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await test()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('a bulk import into an empty table on PostgreSQL', () => {
  it('gives a batch its outcomes when its COPY is done, COPYs the next beside its commit, and commits them in file order', async () => {
    const session = await store.bulk.importPeople();
    const held = await holdEvents();
    expect(await session.writeBatch(batch(0), 'fail', T)).toEqual(['created', 'created', 'created']);
    // The first batch's commit waits for the lock; the second is COPY'd all the same, on the other connection.
    expect(await session.writeBatch(batch(3), 'fail', T)).toEqual(['created', 'created', 'created']);
    await until(async () => (await waiting(held.client)).rows.length === 1);
    expect((await waiting(held.client)).rows).toHaveLength(1);
    expect(await people()).toEqual([]);
    await held.release();
    expect(await session.writeBatch(batch(6), 'fail', T)).toEqual(['created', 'created', 'created']);
    await session.finish();

    const rows = await people();
    expect(rows.map((row) => row.email)).toEqual(Array.from({ length: 9 }, (_, i) => `kepzelt${i}@example.net`));
    const first = rows[0]?.id as number;
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 9 }, (_, i) => first + i));
    // One event a batch, each with its batch's counts.
    const events = await withPostgresClient(url, async (client) => (await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE type = 'import.completed'")).rows[0]?.n);
    expect(events).toBe(3);
  });

  it('a batch whose commit fails fails the import; the batches after it are rolled back, and a re-run completes the file', async () => {
    const session = await store.bulk.importPeople();
    await session.writeBatch(batch(0), 'fail', T);
    await until(async () => (await people()).length === 3);
    const held = await holdEvents();
    await session.writeBatch(batch(3), 'fail', T);
    await session.writeBatch(batch(6), 'fail', T);
    await until(async () => (await waiting(held.client)).rows.length === 1);
    // The second batch's connection, waiting to append its event, is cut off.
    const pid = (await waiting(held.client)).rows[0]?.pid;
    expect(pid).toBeDefined();
    await held.client.query('SELECT pg_terminate_backend($1)', [pid]);
    await held.release();
    await expect(session.writeBatch(batch(9), 'fail', T)).rejects.toThrow();
    await expect(session.finish()).rejects.toThrow();
    // Whole batches, the first ones of the file: the third did not commit after the second failed.
    expect((await people()).map((row) => row.email)).toEqual(batch(0, 3).map((_, i) => `kepzelt${i}@example.net`));

    await store.close();
    store = await openPostgresStore(url);
    const again = await store.bulk.importPeople();
    const outcomes = [];
    for (const from of [0, 3, 6, 9]) outcomes.push(...(await again.writeBatch(batch(from), 'skip', T)));
    await again.finish();
    expect(outcomes.filter((outcome) => outcome === 'skipped')).toHaveLength(3);
    const rows = await people();
    expect(rows.map((row) => row.email)).toEqual(Array.from({ length: 12 }, (_, i) => `kepzelt${i}@example.net`));
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => a - b));
  });
});
