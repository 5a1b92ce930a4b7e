// The PostgreSQL store against the SQLite store: the same calls on both must
// give the same answers and the same domain errors, so the services cannot tell them apart.
// Real PostgreSQL (one embedded server for this file, a fresh database per test), real SQLite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openSqliteStore, openStore, type Store } from '../../../src/store/index.js';
import { packPerson } from '../../../src/domain/packed-person.js';
import type { NewJob } from '../../../src/store/index.js';
import { usePostgres } from '../../helpers/postgres.js';
import { LATEST_VERSION, migrations } from '../../../src/store/migrations/index.js';

/** SQLite's migrations by name: PostgreSQL applies the same versions. */
const SQLITE_MIGRATIONS = migrations.map((m) => `${m.version}-${m.name}`);

const postgres = usePostgres();
const T = '2026-11-22T10:00:00.000Z';
const stamp = (action: string) => ({ at: T, actor: 'test', action, request_id: 'r1' });

function job(overrides: Partial<NewJob> = {}): NewJob {
  return {
    position_data_id: 1, title: 'Welder', marked: 'N', date_from: null, date_till: null, reference_number: '',
    category: [1], language: [], regio: [2], experience: null, preparation: 3, default_alias_str: '',
    position_data: { intro: 'x' } as NewJob['position_data'], status: 'open', channels: ['api_web'], ...overrides,
  };
}

/** What a call gave: its value, or its error's class, code and message. */
async function outcome<T>(work: Promise<T>): Promise<unknown> {
  try {
    return { value: await work };
  } catch (error) {
    const e = error as { name?: string; code?: string; message?: string; details?: unknown };
    return { error: e.name, code: e.code, message: e.message, details: e.details };
  }
}

let dir: string;
let url: string;
let sqlite: Store;
let postgresStore: Store;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-pgstore-'));
  sqlite = openSqliteStore(join(dir, 'db.sqlite'));
  url = await postgres().createDatabase();
  postgresStore = await openStore(url);
});

afterEach(async () => {
  await sqlite.close();
  await postgresStore.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the same script on both stores and returns both transcripts. */
async function both(script: (store: Store) => Promise<unknown[]>): Promise<[unknown[], unknown[]]> {
  return [await script(sqlite), await script(postgresStore)];
}

describe('PostgreSQL store', () => {
  it('opens a postgres:// URL, applies the same migrations as SQLite and reports them', async () => {
    expect(postgresStore.kind).toBe('postgres');
    expect(postgresStore.admin.openingMigrations).toEqual(sqlite.admin.openingMigrations);
    expect(postgresStore.location).not.toContain('recruit-test');
    expect(postgresStore.location).toContain('***');
    expect(await postgresStore.admin.migrate()).toEqual({ from: LATEST_VERSION, to: LATEST_VERSION, applied: [] });
    const again = await openStore(url.replace(/^postgres:/, 'postgresql:'));
    expect(again.admin.openingMigrations).toEqual({ from: LATEST_VERSION, to: LATEST_VERSION, applied: [] });
    await again.close();
  });

  it('people: create, read, update, canonical e-mail uniqueness and errors as SQLite', async () => {
    const [a, b] = await both(async (store) => [
      await outcome(store.people.create({ first: 'Anna', last: 'Kovács', email: 'KATALIN.HORVÁTH@Example.com', category: [3, 1], country: 348 }, T)),
      await outcome(store.people.create({ first: 'Bea', last: 'Nagy', email: 'katalin.horváth@example.com' }, T)),
      await outcome(store.people.create({ first: 'Cili', last: 'Tóth', email: '' }, T)),
      await outcome(store.people.create({ first: 'Dóra', last: 'Kiss', email: '' }, T)),
      await outcome(store.people.get(1)),
      await outcome(store.people.get(99)),
      await outcome(store.people.get(2 ** 40)),
      await outcome(store.people.exists(2)),
      await outcome(store.people.idByEmail('Katalin.Horváth@EXAMPLE.com')),
      await outcome(store.people.idByEmail('')),
      await outcome(store.people.update(2, (p) => ({ city: `${p.first}ville`, email: 'katalin.horváth@example.com' }), T)),
      await outcome(store.people.update(2, (p) => ({ city: `${p.first}ville`, birth_date: '1990-01-02', regio: [5] }), '2026-11-23T00:00:00.000Z')),
      await outcome(store.people.update(42, () => ({ city: 'x' }), T)),
      await outcome(store.people.get(2)),
      await outcome(store.people.count()),
    ]);
    expect(b).toEqual(a);
    expect(a[1]).toMatchObject({ error: 'ConflictError' });
    expect(a[12]).toMatchObject({ error: 'NotFoundError' });
  });

  it('jobs, subscriptions, projects: the same rules and answers', async () => {
    const [a, b] = await both(async (store) => {
      const person = await store.people.create({ first: 'Anna', last: 'Kovács' }, T);
      return [
        await outcome(store.jobs.create(job({ reference_number: 'R-1' }), T)),
        await outcome(store.jobs.create(job({ reference_number: 'R-1', title: 'Second' }), T)),
        await outcome(store.jobs.create(job({ title: 'Closed', status: 'closed', date_from: '2026-01-01', date_till: '2026-12-31' }), T)),
        await outcome(store.jobs.listNotDeleted()),
        await outcome(store.jobs.listNotDeleted()),
        await outcome(store.subscriptions.create(person, 1, T)),
        await outcome(store.subscriptions.create(person, 1, T)),
        await outcome(store.subscriptions.create(person, 77, T)),
        await outcome(store.subscriptions.create(77, 1, T)),
        await outcome(store.projects.create({ title: 'P', jobs: [2, 1], category: [4] }, T)),
        await outcome(store.projects.create({ title: 'Q', jobs: [1, 55] }, T)),
        await outcome(store.projects.update(1, (p) => ({ title: `${p.title}!`, jobs: [1] }), T)),
        await outcome(store.projects.update(9, () => ({ title: 'x' }), T)),
        await outcome(store.projects.get(1)),
        await outcome(store.projects.list()),
        await outcome(store.jobs.markDeleted(1, T)),
        await outcome(store.jobs.markDeleted(1, T)),
        await outcome(store.jobs.create(job({ reference_number: 'R-1', title: 'Reused' }), T)),
        await outcome(store.subscriptions.create(person, 1, T)),
        await outcome(store.jobs.get(1)),
        await outcome(store.jobs.listNotDeleted()),
        await outcome(store.jobs.countsByStatus()),
        await outcome(store.projects.count()),
        await outcome(store.subscriptions.count()),
      ];
    });
    expect(b).toEqual(a);
    expect(a[1]).toMatchObject({ error: 'ConflictError', details: { id: 1 } });
    expect(a[6]).toMatchObject({ error: 'ConflictError', details: { id: 1 } });
    expect(a[10]).toMatchObject({ error: 'ValidationError' });
  });

  it('the cached job listing is the same frozen array until any connection changes a job', async () => {
    await postgresStore.jobs.create(job(), T);
    await postgresStore.jobs.listNotDeleted();
    const cached = await postgresStore.jobs.listNotDeleted();
    expect(Object.isFrozen(cached)).toBe(true);
    expect(await postgresStore.jobs.listNotDeleted()).toBe(cached);
    // Another instance (another pool) changes a job: this one's next listing sees it.
    const other = await openStore(url);
    await other.jobs.create(job({ title: 'Elsewhere' }), T);
    await other.close();
    const fresh = await postgresStore.jobs.listNotDeleted();
    expect(fresh).not.toBe(cached);
    expect(fresh.map((j) => j.title)).toEqual(['Welder', 'Elsewhere']);
  });

  it('documents and photos round-trip as bytes; audited reads write their rows with the real outcome', async () => {
    const bytes = new Uint8Array([0, 1, 2, 255, 92, 0]);
    const [a, b] = await both(async (store) => {
      const person = await store.people.create({ first: 'Anna', last: 'Kovács', email: 'a@example.com' }, T);
      const doc = await store.documents.add(person, 'cv.pdf', 'application/pdf', bytes, T);
      await store.photos.put(person, { photoId: 'abc', mime: 'image/jpeg', bytes }, T);
      const document = await store.audit.read({ kind: 'document', personId: person, documentId: doc }, stamp('document'));
      const photo = await store.audit.read({ kind: 'photo', personId: person }, stamp('photo'));
      const asBytes = (r: unknown) => {
        const v = (r as { value?: { bytes?: Uint8Array } }).value;
        return v?.bytes ? { ...r as object, value: { ...v, bytes: [...v.bytes] } } : r;
      };
      return [
        asBytes(document), asBytes(photo),
        await store.audit.read({ kind: 'documents', personId: person }, stamp('documents')),
        await store.audit.read({ kind: 'document', personId: person, documentId: doc + 5 }, stamp('document')),
        await store.audit.read({ kind: 'document', personId: 2 ** 40, documentId: doc }, stamp('document')),
        await store.audit.read({ kind: 'person', personId: person }, stamp('read')),
        await store.audit.read({ kind: 'person-by-email', email: 'A@example.com' }, stamp('exists')),
        await store.audit.read({ kind: 'person-by-email', email: 'nobody@example.com' }, stamp('exists')),
        await store.audit.read({ kind: 'subscriptions', personId: person }, stamp('subs')),
        await outcome(store.documents.delete(person, doc + 5)),
        await outcome(store.documents.delete(person, doc)),
        await outcome(store.documents.add(99, 'x', 'text/plain', bytes, T)),
        await store.documents.stats(),
        await store.photos.count(),
        await store.audit.count(),
        await store.audit.list({ limit: 3 }),
        await store.audit.list({ personId: 2 ** 40 }),
        (await store.people.get(person))?.is_photo,
      ];
    });
    expect(b).toEqual(a);
    expect(a[14]).toBe(9);
  });

  // Tokens' rules (a name taken, the version moving on writes only) are in ../contract.test.ts, on both dialects.

  it('bulk import: the same outcomes, rows and conflict messages as SQLite in every mode', async () => {
    const rows = (n: number, email: (i: number) => string) =>
      Array.from({ length: n }, (_, i) => packPerson({ first: `F${i}`, last: 'L\\back', email: email(i), country: i % 2 ? 348 : null, category: [i % 5], birth_date: i % 3 ? null : '1990-01-01' }));
    const [a, b] = await both(async (store) => {
      await store.people.create({ first: 'Old', last: 'One', email: 'e3@example.com' }, T);
      const session = await store.bulk.importPeople();
      const results = [
        await session.writeBatch(rows(6, (i) => (i === 5 ? 'e1@example.com' : i === 4 ? '' : `e${i}@example.com`)), 'fail', T),
        await session.writeBatch(rows(3, (i) => `e${i + 1}@example.com`), 'skip', T),
        await session.writeBatch(rows(3, (i) => `e${i + 2}@example.com`), 'update', '2026-11-24T00:00:00.000Z'),
        await session.exists('E2@example.com'),
        await session.exists('none@example.com'),
      ];
      await session.finish();
      const people = [];
      for (let id = 1; id <= 10; id++) people.push(await store.people.get(id));
      return [...results, people, await store.people.count()];
    });
    expect(b).toEqual(a);
    expect(a[0]).toContainEqual({ conflict: expect.stringContaining('appears earlier in this file') });
    expect(a[0]).toContainEqual({ conflict: expect.stringContaining('exists already') });
  });

  it('bulk export pages in id order with one audit row per person', async () => {
    const [a, b] = await both(async (store) => {
      for (let i = 0; i < 5; i++) await store.people.create({ first: `F${i}`, last: 'L' }, T);
      const first = await store.bulk.exportPeoplePage(0, 3, stamp('export'));
      const second = await store.bulk.exportPeoplePage(3, 3, stamp('export'));
      return [first, second, await store.audit.count(), (await store.audit.list()).map((r) => r.person_id)];
    });
    expect(b).toEqual(a);
    expect(a[2]).toBe(5);
  });

  it('job import skips or refuses a live reference number', async () => {
    const [a, b] = await both(async (store) => {
      await store.jobs.create(job({ reference_number: 'R-9' }), T);
      const session = await store.bulk.importJobs();
      return [
        await session.writeBatch([job({ reference_number: 'R-9' }), job({ reference_number: 'R-10' }), job()], 'skip', T),
        await session.writeBatch([job({ reference_number: 'R-10' })], 'fail', T),
        await session.exists('R-10'),
        await store.jobs.countsByStatus(),
      ];
    });
    expect(b).toEqual(a);
  });

  it('stats and integrity check answer for the database', async () => {
    await postgresStore.people.create({ first: 'A', last: 'B' }, T);
    const stats = await postgresStore.admin.stats();
    expect(stats).toMatchObject({ schema_version: LATEST_VERSION, people: 1, audit_rows: 0, jobs: {} });
    expect(stats.size_bytes).toBeGreaterThan(0);
    expect(stats.location).toBe(postgresStore.location);
    expect(await postgresStore.admin.integrityCheck()).toBe('ok');
    // db backup runs pg_dump (test/store/postgres/backup.test.ts); without one, a validation error.
    await expect(postgresStore.admin.backup(join(dir, 'x'), { pgDump: join(dir, 'no-pg_dump') })).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('refuses a database that holds another program\'s tables', async () => {
    const other = await postgres().createDatabase();
    const client = new pg.Client({ connectionString: other });
    await client.connect();
    await client.query('CREATE TABLE invoices (id int)');
    await client.end();
    await expect(openStore(other)).rejects.toMatchObject({ code: 'validation_failed', message: expect.stringContaining('not a recruit database') });
  });

  it('several stores opening one new database at once migrate it once', async () => {
    const fresh = await postgres().createDatabase();
    const stores = await Promise.all([openStore(fresh), openStore(fresh), openStore(fresh)]);
    // They take turns under an advisory lock: each migration is applied by exactly one of them.
    const applied = stores.flatMap((s) => s.admin.openingMigrations.applied);
    expect(applied.sort()).toEqual(SQLITE_MIGRATIONS.sort());
    await Promise.all(stores.map((s) => s.close()));
  });

  it('an unreachable server is UnavailableError, not a crash', async () => {
    const unreachable = postgres().url('nothing').replace(/:\d+\//, ':1/');
    await expect(openStore(unreachable)).rejects.toMatchObject({ code: 'unavailable' });
  });
});
