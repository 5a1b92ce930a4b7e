// A local import on PostgreSQL commits its batches without waiting for the WAL flush and waits
// once before it reports (src/store/postgres/late-flush.ts); a server's batches keep waiting
// for theirs. "On disk" is read as the server's flushed WAL position having reached the WAL
// written so far: the WAL writer, left alone, gets there only every 200 ms.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../../helpers/postgres.js';
import { openPostgresStore, type PostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { packPerson } from '../../../src/domain/packed-person.js';
import { awaitWalFlushed, walWrittenSoFar } from '../../../src/store/postgres/late-flush.js';

const postgres = usePostgres();
const T = '2026-11-28T00:00:00.000Z';
let url: string;
let store: PostgresStore;
let observer: pg.Client;
beforeAll(async () => {
  url = await postgres().createDatabase();
  store = await openPostgresStore(url);
  observer = new pg.Client({ connectionString: url });
  await observer.connect();
}, 60_000);
afterAll(async () => {
  await observer?.end();
  await store?.close();
});

/** Whether the server's flushed WAL has reached `lsn`, asked on a connection of its own. */
const flushedTo = async (lsn: string) =>
  (await observer.query<{ done: boolean }>('SELECT pg_current_wal_flush_lsn() >= $1::pg_lsn AS done', [lsn])).rows[0]?.done;

let next = 0;
const people = (n: number) => Array.from({ length: n }, () => {
  next++;
  return packPerson({ first: `Flush${next}`, last: 'Tester', email: `flush${next}@example.com` });
});

describe('WAL flush of an import on PostgreSQL', () => {
  it('awaitWalFlushed returns once the WAL written before it is on disk', async () => {
    await observer.query('CREATE TABLE flush_probe (n integer)');
    for (let round = 0; round < 5; round++) {
      await observer.query('BEGIN; SET LOCAL synchronous_commit = off; INSERT INTO flush_probe VALUES (1); COMMIT');
      const lsn = await walWrittenSoFar(observer);
      await awaitWalFlushed(observer, lsn);
      expect(await flushedTo(lsn)).toBe(true);
    }
  });

  it('a local import (indexes kept up: no build commits for it) has its batches on disk when finish returns', async () => {
    for (let round = 0; round < 3; round++) {
      // --match phone keeps the indexes up, so no index build's synchronous commit flushes for the import.
      const session = await store.bulk.importPeople({ matchPhone: true });
      let written: string;
      try {
        expect(await session.writeBatch(people(20), 'fail', T)).toEqual(Array(20).fill('created'));
        written = await walWrittenSoFar(observer);
      } finally {
        await session.finish();
      }
      expect(await flushedTo(written)).toBe(true);
    }
  });

  it('a local import into an empty table (indexes built at the end) has its batches on disk when finish returns', async () => {
    const empty = await postgres().createDatabase();
    const own = await openPostgresStore(empty);
    try {
      const session = await own.bulk.importPeople();
      let written: string;
      try {
        await session.writeBatch(people(50), 'fail', T);
        await session.writeBatch(people(50), 'fail', T);
        written = await walWrittenSoFar(observer);
      } finally {
        await session.finish();
      }
      expect(await flushedTo(written)).toBe(true);
    } finally {
      await own.close();
    }
  });

  it.each([
    ['a server request (shared)', { shared: true }],
    ['a run whose answers promise durable batches', { durableBatches: true }],
  ])('%s: each batch is on disk when writeBatch returns', async (_label, options) => {
    for (let round = 0; round < 3; round++) {
      const session = await store.bulk.importPeople(options);
      try {
        await session.writeBatch(people(10), 'fail', T);
        expect(await flushedTo(await walWrittenSoFar(observer))).toBe(true);
      } finally {
        await session.finish();
      }
    }
  });
});
