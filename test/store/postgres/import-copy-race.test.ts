// A batch COPY'd straight into people (src/store/postgres/bulk.ts) when an e-mail of it is
// stored by another connection after the import looked: the COPY fails on the unique index,
// the batch's transaction is rolled back and begun again, and the batch takes the staged way —
// the same outcomes, rows and ids as if the e-mail had been stored before it. An import that
// began on an empty table looks up only the e-mails it may have written itself, so a person
// created meanwhile by another connection is met by the COPY, not by the look-up. (Only an import
// that kept the index: one that loads without it makes other writers wait, import-email-deferred.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres, withPostgresClient } from '../../helpers/postgres.js';
import { openPostgresStore, type PostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { packPerson } from '../../../src/domain/packed-person.js';
import { PEOPLE_WRITERS_LOCK } from '../../../src/store/postgres/people-writers.js';

const postgres = usePostgres();
const T = '2026-11-29 00:10:00';
let store: PostgresStore;
let url: string;

beforeAll(async () => {
  url = await postgres().createDatabase();
  store = await openPostgresStore(url);
}, 60_000);
afterAll(async () => {
  await store?.close();
});

/** Fictitious person i with a unique e-mail, or the one given. */
const person = (i: number, email = `kitalalt${i}@example.org`) => packPerson({ first: 'Ede', last: `Próbanév${i}`, email, city: 'Kőváros' });

describe('a COPY into people that meets an e-mail stored meanwhile', () => {
  it('is rolled back whole and the batch is written the staged way, as if the e-mail had been there before', async () => {
    // A writer in flight as the import begins: the import keeps its unique e-mail index (people-writers.ts).
    const session = await withPostgresClient(url, async (client) => {
      await client.query('SELECT pg_advisory_lock_shared($1)', [PEOPLE_WRITERS_LOCK]);
      return store.bulk.importPeople();
    });
    expect(await session.writeBatch([person(0), person(1)], 'fail', T)).toEqual(['created', 'created']);
    // Another connection stores an e-mail the next batch holds.
    const other = await store.people.create({ first: 'Ida', last: 'Közben', email: 'kozben@example.org' }, T);

    const outcomes = await session.writeBatch([person(2), person(3, 'kozben@example.org'), person(4)], 'fail', T);
    // (Its id is above the import's first, so the message takes it for a repeat in the file, as it did with a savepoint.)
    expect(outcomes).toEqual(['created', { conflict: expect.stringContaining(`kozben@example.org`) as unknown }, 'created']);
    expect(JSON.stringify(outcomes[1])).toContain(`(person ${other})`);
    // The same batch again in skip mode: nothing new, and the import goes on in its transaction.
    expect(await session.writeBatch([person(5), person(6, 'kozben@example.org')], 'skip', T)).toEqual(['created', 'skipped']);
    await session.finish();

    const rows = await withPostgresClient(url, async (client) => (await client.query<{ email: string; words: string }>(
      'SELECT email, search_own::text AS words FROM people ORDER BY id')).rows);
    expect(rows.map((row) => row.email)).toEqual([
      'kitalalt0@example.org', 'kitalalt1@example.org', 'kozben@example.org',
      'kitalalt2@example.org', 'kitalalt4@example.org', 'kitalalt5@example.org',
    ]);
    // Written the staged way, the batch's people still carry their search words.
    expect(rows[3]?.words).toContain("'probanev2':2A");
    const events = await withPostgresClient(url, async (client) => (await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE type = 'import.completed'")).rows[0]?.n);
    expect(events).toBe(3);
  });
});
