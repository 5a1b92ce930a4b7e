// A bulk import into an empty people table on PostgreSQL (src/store/postgres/bulk.ts) takes
// two batches at a time: a batch that can only create is COPY'd on one of two connections while
// the batch before it commits on the other. Held here by the lock that orders event ids (each
// batch appends its event before it commits): the next batch is COPY'd meanwhile, yet each batch's
// outcomes come only once it has committed, the batches commit in file order with ids in file
// order, and a batch whose commit fails fails the import and takes no later batch with it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { usePostgres, withPostgresClient } from '../../helpers/postgres.js';
import { openPostgresStore, type PostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { packPerson } from '../../../src/domain/packed-person.js';

const postgres = usePostgres();
const T = '2026-11-29 19:30:00';
let store: PostgresStore;
let url: string;
/** A lock holder a failed assertion left open: released after the test, or closing the store would wait on it. */
let holding: { release: () => Promise<void> } | undefined;

beforeEach(async () => {
  url = await postgres().createDatabase();
  store = await openPostgresStore(url);
}, 60_000);
afterEach(async () => {
  await holding?.release().catch(() => undefined);
  holding = undefined;
  await store?.close();
});

/** Fictitious person i with a unique e-mail. */
const person = (i: number) => packPerson({ first: 'Orsolya', last: `Képzelt${i}`, email: `kepzelt${i}@example.net`, city: 'Nemlétező' });
const batch = (from: number, n = 3) => Array.from({ length: n }, (_, i) => person(from + i));

const people = () => withPostgresClient(url, async (client) => (await client.query<{ id: number; email: string }>(
  'SELECT id, email FROM people ORDER BY id')).rows);

/** appendEvent's lock (events.ts), which orders event ids: held, a batch cannot append its event, so cannot commit. */
const EVENT_ORDER_LOCK = 727_001_1;

/** Holds every append to events until the returned function is called (the lock's transaction ends). */
async function holdEvents(): Promise<{ client: pg.Client; release: () => Promise<void> }> {
  const { default: PG } = await import('pg');
  const client = new PG.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT pg_advisory_xact_lock($1)', [EVENT_ORDER_LOCK]);
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    holding = undefined;
    await client.query('COMMIT');
    await client.end();
  };
  holding = { release };
  return { client, release };
}

/** What the import's backends with a transaction open are at (waiting for a lock, or idle in it), by the age of their transaction. */
const inTransaction = async (holder: pg.Client) => {
  await holder.query('SELECT pg_stat_clear_snapshot()'); // else the holder's transaction sees its first look again
  return (await holder.query<{ doing: string }>(
  `SELECT coalesce(CASE WHEN wait_event_type = 'Lock' THEN 'Lock' END, state) AS doing FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL ORDER BY xact_start`)).rows.map((row) => row.doing);
};

async function until(test: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await test()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('a bulk import into an empty table on PostgreSQL, two batches at a time', () => {
  it('COPYs the next batch while the one before it commits, and settles and commits them in file order', async () => {
    const session = await store.bulk.importPeople();
    expect(session.concurrentBatches).toBe(true);
    const held = await holdEvents();
    let firstSettled = false;
    const first = session.writeBatch(batch(0), 'fail', T).finally(() => (firstSettled = true));
    const second = session.writeBatch(batch(3), 'fail', T);
    // The first batch waits for the lock to append its event; the second is COPY'd meanwhile, on
    // the other connection, and waits in its transaction for the first to commit.
    // The second's COPY may still be running ('active') when both transactions are first seen.
    const expected = ['Lock', 'idle in transaction'];
    await until(async () => (await inTransaction(held.client)).join() === expected.join());
    expect(await inTransaction(held.client)).toEqual(expected);
    expect(firstSettled).toBe(false);
    expect(await people()).toEqual([]);
    await held.release();
    expect(await first).toEqual(['created', 'created', 'created']);
    expect(await second).toEqual(['created', 'created', 'created']);
    expect(await session.writeBatch(batch(6), 'fail', T)).toEqual(['created', 'created', 'created']);
    await session.finish();

    const rows = await people();
    expect(rows.map((row) => row.email)).toEqual(Array.from({ length: 9 }, (_, i) => `kepzelt${i}@example.net`));
    const start = rows[0]?.id as number;
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 9 }, (_, i) => start + i));
    const events = await withPostgresClient(url, async (client) => (await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE type = 'import.completed'")).rows[0]?.n);
    expect(events).toBe(3);
  });

  it('a batch that repeats an e-mail of the batch before it waits for that one, and ids still follow the file', async () => {
    const session = await store.bulk.importPeople();
    const repeat = packPerson({ first: 'Orsolya', last: 'Másodszor', email: 'kepzelt1@example.net', city: 'Nemlétező' });
    const written = await Promise.all([
      session.writeBatch(batch(0), 'skip', T),
      session.writeBatch([person(3), repeat, person(4)], 'skip', T),
      session.writeBatch(batch(5), 'skip', T),
    ]);
    await session.finish();
    expect(written).toEqual([['created', 'created', 'created'], ['created', 'skipped', 'created'], ['created', 'created', 'created']]);
    const rows = await people();
    expect(rows.map((row) => row.email)).toEqual(Array.from({ length: 8 }, (_, i) => `kepzelt${i}@example.net`));
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => a - b));
  });

  it('a batch that repeats an e-mail of a batch committed earlier is looked up while the batch before it is being written, and takes the staged way', async () => {
    const session = await store.bulk.importPeople();
    expect(await session.writeBatch(batch(0), 'skip', T)).toEqual(['created', 'created', 'created']);
    const repeat = packPerson({ first: 'Orsolya', last: 'Harmadszor', email: 'kepzelt2@example.net', city: 'Nemlétező' });
    const held = await holdEvents();
    const second = session.writeBatch(batch(3), 'skip', T);
    const third = session.writeBatch([person(6), repeat, person(7)], 'skip', T);
    // The second waits to commit; the third, handed over meanwhile, finds its repeat by looking
    // it up (the hashes of written e-mails only say it may be one), then waits for its turn.
    await until(async () => (await inTransaction(held.client)).includes('Lock'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await inTransaction(held.client)).toEqual(['Lock']);
    await held.release();
    expect(await second).toEqual(['created', 'created', 'created']);
    expect(await third).toEqual(['created', 'skipped', 'created']);
    await session.finish();
    const rows = await people();
    expect(rows.map((row) => row.email)).toEqual(Array.from({ length: 8 }, (_, i) => `kepzelt${i}@example.net`));
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => a - b));
  });

  it('a batch whose commit fails fails the import; the batch after it is rolled back, and a re-run completes the file', async () => {
    const session = await store.bulk.importPeople();
    await session.writeBatch(batch(0), 'fail', T);
    const held = await holdEvents();
    const second = session.writeBatch(batch(3), 'fail', T);
    const third = session.writeBatch(batch(6), 'fail', T);
    second.catch(() => undefined);
    third.catch(() => undefined);
    await until(async () => {
      const doing = await inTransaction(held.client);
      return doing.length === 2 && doing.includes('Lock');
    });
    // The second batch's connection, waiting to append its event, is cut off.
    await held.client.query('SELECT pg_stat_clear_snapshot()');
    const { rows: waiting } = await held.client.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
    expect(waiting).toHaveLength(1);
    await held.client.query('SELECT pg_terminate_backend($1)', [waiting[0]?.pid]);
    await held.release();
    await expect(second).rejects.toThrow();
    await expect(third).rejects.toThrow();
    await expect(session.finish()).rejects.toThrow();
    // Whole batches, the first ones of the file: the third did not commit after the second failed.
    expect((await people()).map((row) => row.email)).toEqual([0, 1, 2].map((i) => `kepzelt${i}@example.net`));

    await store.close();
    store = await openPostgresStore(url);
    const again = await store.bulk.importPeople();
    const outcomes = [];
    for (const from of [0, 3, 6]) outcomes.push(...(await again.writeBatch(batch(from), 'skip', T)));
    await again.finish();
    expect(outcomes.filter((outcome) => outcome === 'skipped')).toHaveLength(3);
    const rows = await people();
    expect(rows.map((row) => row.email)).toEqual(Array.from({ length: 9 }, (_, i) => `kepzelt${i}@example.net`));
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => a - b));
  });
});
