// The repair of a killed import's state (killed-import-repair.ts) over real PostgreSQL: it builds
// nothing while an import is still loading, but waits for that import's end as any writer does.
import { afterAll, describe, expect, it } from 'vitest';
import { killSessions, usePostgres, withPostgresClient } from '../../helpers/postgres.js';
import { openPostgresStore, type PostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { createPool } from '../../../src/store/postgres/pool.js';
import { isGuardRefusal } from '../../../src/store/postgres/errors.js';
import { repairKilledImport, writingPeople } from '../../../src/store/postgres/killed-import-repair.js';
import { packPerson } from '../../../src/domain/packed-person.js';
import { UnavailableError } from '../../../src/domain/errors.js';

const postgres = usePostgres();
const T = '2026-11-30 02:00:00';
const stores: PostgresStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.close().catch(() => undefined);
});

const person = (i: number) => packPerson({ first: 'Tünde', last: `Költött${i}`, email: `koltott${i}@example.net`, city: 'Sehol' });
const emailIndex = (url: string) => withPostgresClient(url, async (client) => (await client.query(
  "SELECT 1 FROM pg_indexes WHERE tablename = 'people' AND indexname = 'people_email'")).rowCount);

describe('repairKilledImport', () => {
  it('waits while an import still loads, and finds the index back after its end', async () => {
    const url = await postgres().createDatabase();
    const store = await openPostgresStore(url);
    stores.push(store);
    const pool = createPool(url, { max: 2 });
    try {
      const session = await store.bulk.importPeople();
      expect(await session.writeBatch([person(0), person(1)], 'fail', T)).toEqual(['created', 'created']);
      expect(await emailIndex(url)).toBe(0);
      let settled = false;
      const repair = repairKilledImport(pool).finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      expect(await emailIndex(url)).toBe(0); // nothing built beside the import
      await session.finish();
      await repair;
      expect(await emailIndex(url)).toBe(1);
    } finally {
      await pool.end();
    }
  });
});

describe('writingPeople', () => {
  const refusal = Object.assign(new Error('people cannot be written now: an import is loading them'), { code: '55000' });

  it('runs a write that fails otherwise once, its error as it is', async () => {
    let runs = 0;
    const failure = new Error('something else');
    const pool = createPool('postgres://nobody@127.0.0.1:1/none');
    try {
      await expect(writingPeople(pool, async () => {
        runs += 1;
        throw failure;
      })).rejects.toBe(failure);
      expect(runs).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('knows the guard\'s refusal as the driver gives it and as the UnavailableError made of it, and nothing else', () => {
    expect(isGuardRefusal(refusal)).toBe(true);
    expect(isGuardRefusal(new UnavailableError(refusal.message, { cause: refusal }))).toBe(true);
    expect(isGuardRefusal(Object.assign(new Error('people cannot be written now'), { code: '23505' }))).toBe(false);
    expect(isGuardRefusal(new UnavailableError('the database cannot be reached', { cause: new Error('x') }))).toBe(false);
  });
});

describe('an import after a killed one, on a store opened before the kill', () => {
  it('a server\'s import (it keeps the index) repairs first and writes its batches', async () => {
    const url = await postgres().createDatabase();
    const importing = await openPostgresStore(url); // never closed: its import's connections are cut below
    const open = await openPostgresStore(url);
    stores.push(open);
    const killed = await importing.bulk.importPeople();
    expect(await killed.writeBatch([person(0), person(1)], 'fail', T)).toEqual(['created', 'created']);
    await killSessions(url);
    expect(await emailIndex(url)).toBe(0);

    const session = await open.bulk.importPeople({ shared: true });
    expect(await session.writeBatch([person(2), person(1)], 'skip', T)).toEqual(['created', 'skipped']);
    await session.finish();
    expect(await emailIndex(url)).toBe(1);
    const guard = await withPostgresClient(url, async (client) => (await client.query(
      "SELECT 1 FROM pg_trigger WHERE tgname = 'recruit_people_email_guard'")).rowCount);
    expect(guard).toBe(0);
  });
});
