// An import into an empty people table on PostgreSQL loads without the unique e-mail index and
// builds it at its end (deferred-indexes.ts deferEmailIndex, people-writers.ts): recruit's other
// writers wait meanwhile, any other writer is refused by the guard, a batch the import cannot
// decide alone brings the index back first, and a killed import is repaired on the next open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killSessions, usePostgres, withPostgresClient } from '../../helpers/postgres.js';
import { openPostgresStore, type PostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { packPerson } from '../../../src/domain/packed-person.js';
import { ConflictError, UnavailableError } from '../../../src/domain/errors.js';
import { domainErrorOf } from '../../../src/store/postgres/errors.js';
import { restoreDeferredIndexes } from '../../../src/store/postgres/deferred-indexes.js';
import { PEOPLE_WRITERS_LOCK } from '../../../src/store/postgres/people-writers.js';

const postgres = usePostgres();
const T = '2026-11-29 00:20:00';
const stores: PostgresStore[] = [];

afterAll(async () => {
  for (const store of stores) await store.close().catch(() => undefined);
});

async function freshStore(): Promise<{ url: string; store: PostgresStore }> {
  const url = await postgres().createDatabase();
  const store = await openPostgresStore(url);
  stores.push(store);
  return { url, store };
}

/** Fictitious person i with a unique e-mail, or the one given. */
const person = (i: number, email = `kitalalt${i}@example.org`) => packPerson({ first: 'Vilma', last: `Képzelt${i}`, email, city: 'Nemlétező' });
const batch = (from: number, count: number) => Array.from({ length: count }, (_, i) => person(from + i));

const emailIndex = (url: string) => withPostgresClient(url, async (client) => (await client.query<{ def: string }>(
  "SELECT indexdef AS def FROM pg_indexes WHERE tablename = 'people' AND indexname = 'people_email'")).rows[0]?.def);
const guard = (url: string) => withPostgresClient(url, async (client) => (await client.query(
  "SELECT 1 FROM pg_trigger WHERE tgname = 'recruit_people_email_guard'")).rowCount);

describe('an import into an empty people table without the unique e-mail index', () => {
  let url: string;
  let store: PostgresStore;
  beforeAll(async () => ({ url, store } = await freshStore()), 60_000);

  it('loads without it, makes recruit\'s writers wait, refuses any other writer, and builds it at its end', async () => {
    const session = await store.bulk.importPeople();
    expect(await session.writeBatch(batch(0, 3), 'fail', T)).toEqual(['created', 'created', 'created']);
    expect(await emailIndex(url)).toBeUndefined();
    expect(await guard(url)).toBe(1);

    // A writer that is not recruit (no lock taken): the guard refuses it, as a 503 would say.
    const refused = await withPostgresClient(url, (client) => client.query(
      "INSERT INTO people (first, last, email) VALUES ('Más', 'Író', 'kitalalt1@example.org')").then(() => undefined, (error: unknown) => error));
    expect(refused).toBeDefined();
    const asDomain = domainErrorOf(refused);
    expect(asDomain).toBeInstanceOf(UnavailableError);
    expect((asDomain as Error).message).toMatch(/an import is loading them without the unique e-mail index/);

    // recruit's own writer waits for the import, then meets the e-mail the import wrote.
    let settled = false;
    const waiting = store.people.create({ first: 'Ida', last: 'Közben', email: 'kitalalt2@example.org' }, T)
      .then((id) => ({ id }), (error: unknown) => ({ error })).finally(() => (settled = true));
    const fresh = store.people.create({ first: 'Ida', last: 'Másik', email: 'uj@example.org' }, T)
      .then((id) => ({ id }), (error: unknown) => ({ error }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    expect(await session.writeBatch(batch(3, 2), 'fail', T)).toEqual(['created', 'created']);
    await session.finish();

    expect((await waiting as { error?: unknown }).error).toBeInstanceOf(ConflictError);
    expect((await fresh as { id?: number }).id).toBe(6);
    expect(await emailIndex(url)).toMatch(/CREATE UNIQUE INDEX people_email ON public\.people USING btree \(email COLLATE "C"\) WHERE \(email <> ''::text\)/);
    expect(await guard(url)).toBe(0);
    const left = await withPostgresClient(url, async (client) => (await client.query("SELECT to_regclass('recruit_deferred_indexes') AS t")).rows[0]?.t);
    expect(left).toBeNull();
  });
});

describe('a batch the import cannot decide without the index', () => {
  it('brings the index back first (a repeat in a later batch), with the outcomes and ids of the indexed way', async () => {
    const { url, store } = await freshStore();
    const session = await store.bulk.importPeople();
    expect(await session.writeBatch(batch(0, 3), 'fail', T)).toEqual(['created', 'created', 'created']);
    expect(await emailIndex(url)).toBeUndefined();
    const outcomes = await session.writeBatch([person(3), person(4, 'kitalalt1@example.org'), person(5)], 'fail', T);
    expect(outcomes).toEqual(['created', { conflict: 'conflict: e-mail kitalalt1@example.org appears earlier in this file (person 2)' }, 'created']);
    // Back before that batch was written, and other writers are let in again at once.
    expect(await emailIndex(url)).toBeDefined();
    expect(await guard(url)).toBe(0);
    expect(await store.people.create({ first: 'Ida', last: 'Közben', email: 'kozben@example.org' }, T)).toBe(7);
    expect(await session.writeBatch([person(6), person(7, 'kozben@example.org')], 'skip', T)).toEqual(['created', 'skipped']);
    await session.finish();
    const rows = await withPostgresClient(url, async (client) => (await client.query<{ id: number; email: string }>(
      'SELECT id, email FROM people ORDER BY id')).rows);
    // The refused row drew its id (5) as the indexed way's INSERT does.
    expect(rows.slice(0, 6).map((row) => `${row.id} ${row.email}`)).toEqual([
      '1 kitalalt0@example.org', '2 kitalalt1@example.org', '3 kitalalt2@example.org', '4 kitalalt3@example.org',
      '6 kitalalt5@example.org', '7 kozben@example.org',
    ]);
    expect(rows.slice(6).map((row) => row.email)).toEqual(['kitalalt6@example.org']);
  });

  it('a repeat inside one batch: decided by the index, brought back for it', async () => {
    const { url, store } = await freshStore();
    const session = await store.bulk.importPeople();
    expect(await session.writeBatch([person(0), person(1, 'kitalalt0@example.org')], 'update', T)).toEqual(['created', 'updated']);
    await session.finish();
    expect(await emailIndex(url)).toBeDefined();
    const names = await withPostgresClient(url, async (client) => (await client.query<{ last: string }>('SELECT last FROM people')).rows);
    expect(names.map((row) => row.last)).toEqual(['Képzelt1']);
  });

  it('an import that cannot have the writers\' lock at once keeps the index', async () => {
    const { url, store } = await freshStore();
    await withPostgresClient(url, async (client) => {
      await client.query('BEGIN');
      // A writer in flight (its transaction holds the shared lock) as the import begins.
      await client.query('SELECT pg_advisory_xact_lock_shared($1)', [PEOPLE_WRITERS_LOCK]);
      const session = await store.bulk.importPeople();
      await client.query('COMMIT');
      expect(await session.writeBatch(batch(0, 2), 'fail', T)).toEqual(['created', 'created']);
      expect(await emailIndex(url)).toBeDefined();
      await session.finish();
    });
  });
});

describe('a killed import', () => {
  it('leaves the guard until the next open builds the index again; two people with one e-mail are reported, not lost', async () => {
    const url = await postgres().createDatabase();
    const store = await openPostgresStore(url); // never closed: its import's connections are cut below
    const session = await store.bulk.importPeople();
    expect(await session.writeBatch(batch(0, 2), 'fail', T)).toEqual(['created', 'created']);
    // Killed: its connections end without its end, and the writers' lock goes with them.
    await killSessions(url);
    expect(await emailIndex(url)).toBeUndefined();
    expect(await guard(url)).toBe(1);

    // Someone wrote a second person with an e-mail behind the guard's back (the guard dropped by hand).
    await withPostgresClient(url, async (client) => {
      await client.query('DROP TRIGGER recruit_people_email_guard ON people');
      await client.query("INSERT INTO people (first, last, email, created, last_modified) VALUES ('Más', 'Író', 'kitalalt1@example.org', $1, $1)", [T]);
      const failed = await restoreDeferredIndexes(client).then(() => undefined, (error: unknown) => error);
      expect(failed).toBeInstanceOf(ConflictError);
      expect((failed as Error).message).toBe('the unique e-mail index of people could not be built again: two people have the same e-mail');
      await client.query("DELETE FROM people WHERE last = 'Író'");
    });
    const reopened = await openPostgresStore(url);
    stores.push(reopened);
    expect(await emailIndex(url)).toBeDefined();
    expect(await guard(url)).toBe(0);
    expect(await reopened.people.create({ first: 'Ida', last: 'Később', email: 'kitalalt1@example.org' }, T).catch((error: unknown) => error))
      .toBeInstanceOf(ConflictError);
  });
});

describe('a killed import met by a store that stayed open', () => {
  it('the first people write repairs it (index back, guard gone) and succeeds; a second store racing the repair succeeds too', async () => {
    const url = await postgres().createDatabase();
    const importing = await openPostgresStore(url); // never closed: its import's connections are cut below
    const open = await openPostgresStore(url);
    const other = await openPostgresStore(url);
    stores.push(open, other);
    const session = await importing.bulk.importPeople();
    expect(await session.writeBatch(batch(0, 2), 'fail', T)).toEqual(['created', 'created']);
    await killSessions(url);
    expect(await emailIndex(url)).toBeUndefined();
    expect(await guard(url)).toBe(1);

    const [mine, theirs] = await Promise.all([
      open.people.create({ first: 'Ida', last: 'Utána', email: 'utana@example.org' }, T),
      other.people.create({ first: 'Ida', last: 'Szintén', email: 'szinten@example.org' }, T),
    ]);
    expect([mine, theirs].sort()).toEqual([3, 4]);
    expect(await emailIndex(url)).toMatch(/CREATE UNIQUE INDEX people_email/);
    expect(await guard(url)).toBe(0);
    const left = await withPostgresClient(url, async (client) => (await client.query("SELECT to_regclass('recruit_deferred_indexes') AS t")).rows[0]?.t);
    expect(left).toBeNull();
    // The index decides again: the e-mail the killed import wrote is taken.
    expect(await open.people.create({ first: 'Ida', last: 'Később', email: 'kitalalt1@example.org' }, T).catch((error: unknown) => error))
      .toBeInstanceOf(ConflictError);
  });

  it('an update refused by the guard repairs too; two people with one e-mail are reported as a conflict, the index kept listed', async () => {
    const url = await postgres().createDatabase();
    const importing = await openPostgresStore(url);
    const open = await openPostgresStore(url);
    stores.push(open);
    const session = await importing.bulk.importPeople();
    expect(await session.writeBatch(batch(0, 2), 'fail', T)).toEqual(['created', 'created']);
    await killSessions(url);
    await withPostgresClient(url, async (client) => {
      await client.query('DROP TRIGGER recruit_people_email_guard ON people');
      await client.query("INSERT INTO people (first, last, email, created, last_modified) VALUES ('Más', 'Író', 'kitalalt1@example.org', $1, $1)", [T]);
      await client.query(`CREATE TRIGGER recruit_people_email_guard BEFORE INSERT OR UPDATE OF email ON people
        FOR EACH STATEMENT EXECUTE FUNCTION recruit_people_email_guard()`);
    });
    const failed = await open.people.update(1, () => ({ email: 'masik@example.org' }), T).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ConflictError);
    expect((failed as Error).message).toBe('the unique e-mail index of people could not be built again: two people have the same e-mail');
    expect(await emailIndex(url)).toBeUndefined();
    const listed = await withPostgresClient(url, async (client) => (await client.query<{ name: string }>(
      'SELECT name FROM recruit_deferred_indexes WHERE name = $1', ['people_email'])).rows);
    expect(listed).toHaveLength(1);

    await withPostgresClient(url, (client) => client.query("DELETE FROM people WHERE last = 'Író'"));
    await open.people.update(1, () => ({ email: 'masik@example.org' }), T);
    expect(await emailIndex(url)).toBeDefined();
    expect(await guard(url)).toBe(0);
    expect(await open.people.get(1)).toMatchObject({ email: 'masik@example.org' });
  });
});
