// The recruiter's daily work on the PostgreSQL store against the SQLite store:
// search, skills, application status, photo/project/job admin, erasure, access export,
// duplicates and merge, import --match email,phone. The same calls on both stores must give
// the same answers (ids included), so the services cannot tell them apart; and what only
// PostgreSQL has to get right — its own full text, migrating a database that already holds
// data, two instances changing one application at once — is tested here too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openSqliteStore, openStore, type Store } from '../../../src/store/index.js';
import type { PersonSearchQuery } from '../../../src/store/index.js';
import type { Person } from '../../../src/domain/person.js';
import type { ErasureReceipt } from '../../../src/domain/data-protection.js';
import type { ApplicationStatus } from '../../../src/domain/application.js';
import { packPerson } from '../../../src/domain/packed-person.js';
import type { NewJob } from '../../../src/store/index.js';
import { PG_MIGRATIONS } from '../../../src/store/postgres/migrations.js';
import { pgPersonOwnedKinds } from '../../../src/store/postgres/person-owned.js';
import { searchWords } from '../../../src/store/postgres/search-sql.js';
import { usePostgres } from '../../helpers/postgres.js';

const postgres = usePostgres();
const T = '2026-11-22T10:00:00.000Z';
const LATER = '2026-11-23T10:00:00.000Z';
const stamp = (action: string) => ({ at: T, actor: 'test', action, request_id: 'r1' });

function job(overrides: Partial<NewJob> = {}): NewJob {
  return {
    position_data_id: 1, title: 'Welder', marked: 'N', date_from: null, date_till: null, reference_number: '',
    category: [1], language: [], regio: [2], experience: null, preparation: 3, default_alias_str: '',
    position_data: {} as NewJob['position_data'], status: 'open', channels: ['api_web'], ...overrides,
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

const search = (filters: PersonSearchQuery['filters'], extra: Partial<PersonSearchQuery> = {}): PersonSearchQuery =>
  ({ filters, sort: 'id', limit: 50, ...extra });
const ids = async (store: Store, filters: PersonSearchQuery['filters'], extra: Partial<PersonSearchQuery> = {}) =>
  (await store.search.people(search(filters, extra), { ...stamp('person.search'), query: 'q' })).people.map((p) => p.id);

const receiptOf = (person: Person, counts: Record<string, number>): ErasureReceipt => ({
  person_id: person.id, erased_at: T, reason: 'test', actor: 'test', counts,
  sha256: createHash('sha256').update(JSON.stringify(person)).digest('hex'),
});

let template: string;
let dir: string;
let url: string;
let sqlite: Store;
let postgresStore: Store;

beforeAll(async () => {
  // One migrated database, copied for each test (cheaper than migrating each).
  template = await postgres().createDatabase();
  await (await openStore(template)).close();
}, 60_000);

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-pgwork-'));
  sqlite = openSqliteStore(join(dir, 'db.sqlite'));
  url = await postgres().createDatabase(template);
  postgresStore = await openStore(url);
});

afterEach(async () => {
  await sqlite.close();
  await postgresStore.close();
  rmSync(dir, { recursive: true, force: true });
});

async function both(script: (store: Store) => Promise<unknown[]>): Promise<[unknown[], unknown[]]> {
  return [await script(sqlite), await script(postgresStore)];
}

async function seedPeople(store: Store) {
  const anna = await store.people.create({ first: 'Anna', last: 'Kovács', email: 'anna.kovacs@example.com', city: 'Szeged', country: 348, phone_mobile: '+36 30 123 4567', category: [3] }, T);
  const bela = await store.people.create({ first: 'Béla', last: 'Nagy', email: 'bela.nagy@example.org', city: 'Nagyvárad', phone_land: '+36 1 234 5678' }, T);
  const carl = await store.people.create({ first: 'Carl', last: 'Winterbottom', email: 'carl@example.net', city: 'Wien', country: 40, girl_name: 'Kovacsics' }, LATER);
  return { anna, bela, carl };
}

describe('search on PostgreSQL answers as FTS5 does on SQLite', () => {
  it('filters, full text (accents folded, e-mails split at punctuation, prefixes), name prefixes only in names', async () => {
    const [a, b] = await both(async (store) => {
      const { anna } = await seedPeople(store);
      await store.skills.change(anna, { add: ['PostgreSQL', 'C++', 'Node.js'] }, stamp('person.skills'), T);
      return [
        await ids(store, { q: 'kovacs' }),
        await ids(store, { q: 'KOVÁCS szeged' }),
        await ids(store, { q: 'kov*' }),
        await ids(store, { q: 'kov' }),
        await ids(store, { q: 'anna.kovacs@example.com' }),
        await ids(store, { q: 'example' }),
        await ids(store, { q: 'node.js' }),
        await ids(store, { q: 'js' }),
        await ids(store, { q: 'postgresql' }),
        await ids(store, { name: 'nag' }), // Béla Nagy, not the city Nagyvárad of the same person only
        await ids(store, { name: 'kov' }), // Kovács and the girl name Kovacsics
        await ids(store, { name: 'szeged' }), // a city is no name
        await ids(store, { name: 'anna kov' }),
        await ids(store, { q: 'wien', name: 'carl' }),
        await ids(store, { emailPrefix: 'anna.k' }),
        await ids(store, { emailPrefix: 'zz' }),
        await ids(store, { phonePrefix: '+3630' }),
        await ids(store, { phonePrefix: '+36123' }),
        await ids(store, { city: 'WIEN' }),
        await ids(store, { country: 348 }),
        await ids(store, { category: 3 }),
        await ids(store, { skillKeys: ['postgresql', 'c++'] }),
        await ids(store, { skillKeys: ['postgresql', 'java'] }),
        await ids(store, { createdSince: LATER }),
        await ids(store, { modifiedSince: '2030-01-01T00:00:00.000Z' }),
      ];
    });
    expect(b).toEqual(a);
    expect(a[0]).toEqual([1]);
    expect(a[9]).toEqual([2]);
    expect(a[10]).toEqual([1, 3]);
    expect(a[11]).toEqual([]);
  });

  it('user text is never query syntax: operators, quotes and backslashes are just text', async () => {
    const [a, b] = await both(async (store) => {
      await seedPeople(store);
      const tries = ["anna & !kovacs", "'anna'", 'kov:*', '(anna | béla)', 'back\\slash', '"quoted"', "o'brien", 'anna <-> kovacs', '—'];
      const results = [];
      for (const q of tries) results.push(await outcome(ids(store, { q })));
      return results;
    });
    expect(b).toEqual(a);
    expect(a[0]).toEqual({ value: [1] });
  });

  it('pages by name, created and id in both directions with keyset cursors, as SQLite does', async () => {
    const [a, b] = await both(async (store) => {
      const names = ['Zoltán', 'anna', 'Árpád', 'béla', 'Bence', 'éva', 'Ede', 'anna'];
      for (const [i, first] of names.entries()) await store.people.create({ first, last: 'Lapozó' }, `2026-11-2${i}T00:00:00.000Z`);
      const walk = async (sort: PersonSearchQuery['sort']) => {
        const seen: number[] = [];
        let after: PersonSearchQuery['after'];
        for (let page = 0; page < 10; page++) {
          const result = await store.search.people(search({ name: 'lapozo' }, { sort, limit: 3, after }), { ...stamp('person.search'), query: '' });
          seen.push(...result.people.map((p) => p.id));
          if (!result.next) break;
          after = result.next;
        }
        return seen;
      };
      return [await walk('name'), await walk('-name'), await walk('created'), await walk('-modified'), await walk('-id')];
    });
    expect(b).toEqual(a);
    expect((a[0] as number[]).slice().sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('audits one row per person returned with the query, one without a person for none', async () => {
    const [a, b] = await both(async (store) => {
      await seedPeople(store);
      await store.search.people(search({ country: 348 }), { ...stamp('person.search'), query: 'country=HU' }); // Anna only
      await store.search.people(search({ q: 'nobody' }), { ...stamp('person.search'), query: 'q=nobody' });
      return (await store.audit.list()).reverse().map((r) => [r.person_id, r.action, r.outcome, r.query]);
    });
    expect(b).toEqual(a);
    expect(a).toEqual([[1, 'person.search', 'ok', 'country=HU'], [null, 'person.search', 'not_found', 'q=nobody']]);
  });

  it('search words: q words are phrases (a trailing * a prefix), name words prefixes of the name', () => {
    expect(searchWords({ q: 'kov* anna.k  !!! ', name: 'Nag' })).toEqual({
      words: ['kov', 'anna.k', 'nag'], prefixes: [true, false, true], weights: ['', '', 'A'], groups: [1, 2, 3], empty: false,
      emails: [undefined, undefined, undefined],
    });
    // Folded as the index is; a word with two spellings is one group (either may match).
    expect(searchWords({ q: 'Müller Łódź' })).toEqual({
      words: ['muller', 'mueller', 'lodz'], prefixes: [false, false, false], weights: ['', '', ''], groups: [1, 1, 2], empty: false,
      emails: [undefined, undefined],
    });
    // A q word with a digit is also the e-mail prefix it gives (migration 15), lower-cased; a name word never is.
    expect(searchWords({ q: 'anna K.Ruiz84@Ex*', name: 'ruiz84' })).toEqual({
      words: ['anna', 'k.ruiz84@ex', 'ruiz84'], prefixes: [false, true, true], weights: ['', '', 'A'], groups: [1, 2, 3], empty: false,
      emails: [undefined, 'k.ruiz84@ex', undefined],
    });
    expect(searchWords({ q: '— ...' }).words).toEqual([]);
  });

  it('document text: indexed when set, gone with its document; reindex rebuilds from the tables; NUL is no obstacle', async () => {
    const [a, b] = await both(async (store) => {
      const { anna, bela } = await seedPeople(store);
      const doc = await store.documents.add(anna, 'cv.txt', 'text/plain', new TextEncoder().encode('x'), T);
      const other = await store.documents.add(bela, 'cv.txt', 'text/plain', new TextEncoder().encode('y'), T);
      const results: unknown[] = [
        await store.search.setDocumentText(doc, 'Experienced with Kubernetes and Grafana\u0000dashboards'),
        await store.search.setDocumentText(9999, 'nothing'),
        await ids(store, { q: 'grafana' }),
        await ids(store, { q: 'dashboards' }),
        (await store.search.documentsToIndex(0, 10, false)).map((d) => d.id),
        (await store.search.documentsToIndex(0, 10, true)).map((d) => d.id),
      ];
      await store.documents.delete(anna, doc);
      results.push(await ids(store, { q: 'grafana' }), await store.search.rebuildIndex(), await ids(store, { q: 'kovacs' }), other);
      return results;
    });
    expect(b).toEqual(a);
    expect(a.slice(0, 4)).toEqual([true, false, [1], [1]]);
  });
});

describe('skills, applications, jobs, projects, photos', () => {
  it('skills: order, first spelling wins, remove by key, the limit refuses and changes nothing, unknown person', async () => {
    const [a, b] = await both(async (store) => {
      const { anna } = await seedPeople(store);
      const change = (c: Parameters<Store['skills']['change']>[1]) => outcome(store.skills.change(anna, c, stamp('person.skills'), LATER));
      return [
        await change({ add: ['sql', 'Python', 'SQL', '  Go  lang '] }),
        await change({ remove: ['PYTHON'] }),
        await change({ add: Array.from({ length: 201 }, (_, i) => `skill ${i}`) }),
        await change({ set: ['Rust'] }),
        await outcome(store.skills.change(999, { add: ['x'] }, stamp('person.skills'), T)),
        await outcome(store.audit.read({ kind: 'skills', personId: anna }, stamp('person.skills'))),
        (await store.people.get(anna))?.last_modified,
      ];
    });
    expect(b).toEqual(a);
    expect(a[0]).toEqual({ value: ['Go lang', 'Python', 'sql'] });
    expect(a[2]).toMatchObject({ code: 'validation_failed' });
  });

  it('application status: history, withdrawal by person and job, a refused decision changes nothing, applicants audited per person', async () => {
    const [a, b] = await both(async (store) => {
      const { anna, bela } = await seedPeople(store);
      const jobId = await store.jobs.create(job(), T);
      const app = await store.subscriptions.create(anna, jobId, T);
      await store.subscriptions.create(bela, jobId, T);
      const to = (status: ApplicationStatus, note: string | null = null) => () => ({ status, note });
      const results: unknown[] = [
        await outcome(store.subscriptions.changeStatus({ id: app }, to('screening', 'phoned'), LATER)),
        await outcome(store.subscriptions.changeStatus({ id: app }, () => { throw new Error('refused'); }, LATER)),
        await outcome(store.subscriptions.changeStatus({ personId: bela, jobId }, to('withdrawn'), LATER)),
        await outcome(store.subscriptions.changeStatus({ personId: bela, jobId: 999 }, to('withdrawn'), LATER)),
        await outcome(store.subscriptions.changeStatus({ personId: 999, jobId }, to('withdrawn'), LATER)),
        await outcome(store.subscriptions.changeStatus({ id: 999 }, to('offer'), LATER)),
        await outcome(store.audit.read({ kind: 'applicants', jobId }, stamp('job.applicants'))),
        await outcome(store.audit.read({ kind: 'applicants', jobId, status: 'withdrawn' }, stamp('job.applicants'))),
        await outcome(store.audit.read({ kind: 'applicants', jobId: 999 }, stamp('job.applicants'))),
      ];
      results.push((await store.audit.list()).reverse().map((r) => [r.person_id, r.outcome]));
      return results;
    });
    expect(b).toEqual(a);
    expect(a[0]).toMatchObject({ value: { status: 'screening', history: [{ status: 'applied' }, { status: 'screening', note: 'phoned' }] } });
    expect(a[9]).toEqual([[1, 'ok'], [2, 'ok'], [2, 'ok'], [null, 'not_found']]);
  });

  it('job update and listAll, project delete, photo delete, lookups by phone and by document hash', async () => {
    const [a, b] = await both(async (store) => {
      const { anna } = await seedPeople(store);
      const j1 = await store.jobs.create(job({ reference_number: 'R-1' }), T);
      const j2 = await store.jobs.create(job({ reference_number: 'R-2' }), T);
      await store.jobs.markDeleted(j2, T);
      const project = await store.projects.create({ title: 'P', jobs: [j1] }, T);
      await store.photos.put(anna, { photoId: 'a'.repeat(32), mime: 'image/png', bytes: new Uint8Array([1, 2]) }, T);
      const doc = await store.documents.add(anna, 'cv.txt', 'text/plain', new TextEncoder().encode('same bytes'), T);
      return [
        await outcome(store.jobs.update(j1, (existing) => ({ ...existing, title: 'Senior Welder', status: 'closed' }), LATER)),
        await outcome(store.jobs.update(j2, (existing) => ({ ...existing, status: 'open' as const }), LATER)),
        await outcome(store.jobs.update(999, (existing) => ({ ...existing, status: 'open' as const }), LATER)),
        (await store.jobs.listAll()).map((j) => [j.id, j.title, j.status]),
        (await store.jobs.listNotDeleted()).map((j) => j.id),
        await outcome(store.projects.delete(project)),
        await outcome(store.projects.delete(project)),
        (await store.jobs.get(j1))?.status,
        await outcome(store.photos.delete(anna, LATER)),
        await outcome(store.photos.delete(anna, LATER)),
        await outcome(store.photos.delete(999, LATER)),
        await store.people.get(anna),
        await outcome(store.audit.read({ kind: 'person-by-phone', phone: '+36301234567' }, stamp('person.exists'))),
        await outcome(store.audit.read({ kind: 'person-by-phone', phone: '+3612345678' }, stamp('person.exists'))),
        await outcome(store.audit.read({ kind: 'person-by-phone', phone: '+1555' }, stamp('person.exists'))),
        await outcome(store.audit.read({ kind: 'document-by-sha256', sha256: createHash('sha256').update('same bytes').digest('hex') }, stamp('d'))),
        doc,
      ];
    });
    expect(b).toEqual(a);
    expect(a[12]).toEqual({ value: { found: true, value: 1 } });
  });
});

describe('data protection and duplicates', () => {
  async function everything(store: Store, personId: number, jobId: number) {
    await store.photos.put(personId, { photoId: String(personId).padStart(32, '0'), mime: 'image/png', bytes: new Uint8Array([personId]) }, T);
    const doc = await store.documents.add(personId, 'cv.txt', 'text/plain', new TextEncoder().encode(`cv ${personId}`), T);
    await store.search.setDocumentText(doc, `text of ${personId}`);
    await store.skills.change(personId, { add: ['SQL', `Skill${personId}`] }, stamp('person.skills'), T);
    const app = await store.subscriptions.create(personId, jobId, T);
    await store.subscriptions.changeStatus({ id: app }, () => ({ status: 'screening', note: null }), T);
  }

  it('erasure: every kind counted and gone, receipt kept, audit rows kept, asked again → not found with the time', async () => {
    const [a, b] = await both(async (store) => {
      const { anna, bela } = await seedPeople(store);
      const jobId = await store.jobs.create(job(), T);
      await everything(store, anna, jobId);
      await store.audit.read({ kind: 'person', personId: anna }, stamp('person.get'));
      const refused = await store.dataProtection.erase(anna, receiptOf, stamp('person.erase'), () => false);
      const receipt = await store.dataProtection.erase(anna, receiptOf, stamp('person.erase'), (_p, counts) => counts['applications'] === 1);
      return [
        refused,
        receipt,
        await outcome(store.dataProtection.erase(anna, receiptOf, stamp('person.erase'))),
        await store.dataProtection.receipt(anna),
        await store.dataProtection.receipt(bela),
        await ids(store, { q: 'sql' }),
        await ids(store, { q: 'kovacs' }),
        await store.people.count(),
        await store.subscriptions.count(),
        (await store.audit.list({ personId: anna })).map((r) => r.action),
        await store.dataProtection.purgeCandidates('2026-11-23T00:00:00.000Z', false, 10),
        await store.dataProtection.purgeCandidates('2030-01-01T00:00:00.000Z', true, 1),
      ];
    });
    expect(b).toEqual(a);
    expect(a[1]).toMatchObject({ counts: { person: 1, applications: 1, application_history: 2, skills: 2, documents: 1, document_text: 1, photo: 1 } });
    expect(a[2]).toMatchObject({ code: 'not_found', details: { erased_at: T } });
  });

  it('access export: person, rows of every kind, photo, documents and the audit trail; audited; unknown → not found', async () => {
    const [a, b] = await both(async (store) => {
      const { anna } = await seedPeople(store);
      const jobId = await store.jobs.create(job(), T);
      await everything(store, anna, jobId);
      const data = await store.dataProtection.exportData(anna, stamp('person.export-data'));
      return [
        data.person, data.rows, data.photo && Buffer.from(data.photo.bytes).toString('hex'),
        await Promise.all(data.documents.map(async (d) => [d.id, d.fileName, d.size, (await buffer(d.open())).toString()])),
        data.audit.map((r) => [r.action, r.person_id]),
        await outcome(store.dataProtection.exportData(4242, stamp('person.export-data'))),
        (await store.audit.list({ limit: 2 })).map((r) => [r.action, r.person_id, r.outcome]),
      ];
    });
    expect(b).toEqual(a);
    expect(a[1]).toMatchObject({ skills: [{ skill: 'Skill1' }, { skill: 'SQL' }] }); // key order: skill1 < sql
  });

  it('duplicates: the same scan and listing; merge moves what does not clash, dry run rolls back', async () => {
    const [a, b] = await both(async (store) => {
      const { anna, bela } = await seedPeople(store);
      const jobA = await store.jobs.create(job(), T);
      const jobB = await store.jobs.create(job(), T);
      await everything(store, anna, jobA);
      await everything(store, bela, jobA);
      await store.subscriptions.create(bela, jobB, T);
      const scanned: unknown[] = [];
      await store.duplicates.blocks({ contact: 6, name: 8 }, (block) => scanned.push(block));
      // Blocks come in each store's own order: compare them sorted.
      scanned.sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
      const plan = (keep: Person, drop: Person) => ({ fields: keep.city ? {} : { city: drop.city }, filled: keep.city ? [] : ['city'] });
      const dry = await store.duplicates.merge(anna, bela, plan, stamp('person.merge'), true);
      const countsAfterDry = [await store.people.count(), await store.subscriptions.count()];
      const merged = await store.duplicates.merge(anna, bela, plan, stamp('person.merge'), false);
      return [
        scanned,
        await store.duplicates.people([bela, anna, 77], stamp('person.duplicates')),
        dry.moved, dry.discarded, countsAfterDry,
        merged.moved, merged.discarded,
        await outcome(store.duplicates.merge(anna, bela, plan, stamp('person.merge'), false)),
        await outcome(store.duplicates.merge(anna, anna, plan, stamp('person.merge'), false)),
        await outcome(store.audit.read({ kind: 'skills', personId: anna }, stamp('s'))),
        await outcome(store.audit.read({ kind: 'subscriptions', personId: anna }, stamp('s'))),
        await ids(store, { q: 'skill2' }),
        await store.people.get(anna),
      ];
    });
    expect(b).toEqual(a);
    // Moved: both applications — the job-A one, which KEEP also has, is combined with KEEP's (the one
    // further along survives with both histories) — Skill2, the document (with its text).
    // Discarded: SQL (KEEP has it) and the photo (KEEP has one). No application is ever discarded.
    expect(a[5]).toEqual({ application_history: 3, applications: 2, skills: 1, document_text: 1, documents: 1, photo: 0 });
    expect(a[6]).toEqual({ application_history: 0, applications: 0, skills: 1, document_text: 0, documents: 0, photo: 1 });
  });

  it('every person-owned kind has a PostgreSQL move rule; a kind without one fails at once', () => {
    expect(pgPersonOwnedKinds().length).toBeGreaterThan(0);
    expect(() => pgPersonOwnedKinds([{ kind: 'notes', table: 'person_notes', personColumn: 'person_id', merge: 'move', export: 'rows' }]))
      .toThrow(/no move rule for table person_notes/);
  });
});

describe('import --match email,phone', () => {
  it('the same outcomes, conflicts and people as SQLite in every mode, and the same dry-run matches', async () => {
    const row = (first: string, email: string, phone: string) => packPerson({ first, last: 'L', email, phone_mobile: phone });
    const [a, b] = await both(async (store) => {
      await store.people.create({ first: 'Old', last: 'L', email: 'old@example.com', phone_mobile: '+36 30 111 2222' }, T);
      const session = await store.bulk.importPeople({ matchPhone: true });
      const results = [
        await session.writeBatch([
          row('A', 'new1@example.com', '+36 30 111 2222'),
          row('B', 'new2@example.com', '+36 70 333 4444'),
          row('C', 'new3@example.com', '+36 70 333 4444'),
          row('D', 'old@example.com', '+36 99 999 9999'),
          row('E', '', '112'),
        ], 'fail', T),
        await session.writeBatch([row('F', 'new4@example.com', '+36 70 333 4444')], 'skip', T),
        await session.writeBatch([row('G', 'new5@example.com', '+36 30 111 2222')], 'update', LATER),
        await session.matchesOther!(row('H', 'x@example.com', '+36 30 111 2222')),
        await session.matchesOther!(row('I', 'y@example.com', '+36 20 555 6666')),
        await session.matchesOther!(row('J', 'z@example.com', '+36 20 555 6666')),
      ];
      await session.finish();
      const people = [];
      for (let id = 1; id <= 6; id++) people.push(await store.people.get(id));
      return [...results, people];
    });
    expect(b).toEqual(a);
    expect(a[0]).toContainEqual({ conflict: expect.stringContaining('phone +36 30 111 2222 exists already') });
    expect(a[0]).toContainEqual({ conflict: expect.stringContaining('appears earlier in this file') });
  });
});

describe('PostgreSQL only', () => {
  it('migrates a version-3 database that holds data: hashes, history and search rows for what was there', async () => {
    const fresh = await postgres().createDatabase();
    const client = new pg.Client({ connectionString: fresh });
    await client.connect();
    try {
      for (const migration of PG_MIGRATIONS.filter((m) => m.version <= 3)) await client.query(migration.sql);
      await client.query('CREATE TABLE recruit_schema_version (version integer NOT NULL); INSERT INTO recruit_schema_version VALUES (3)');
      await client.query("INSERT INTO people (first, last, email, city, created, last_modified) VALUES ('Éva', 'Kovács', 'eva@example.com', 'Győr', $1, $1)", [T]);
      await client.query("INSERT INTO documents (person_id, file_name, mime, size, bytes, created) VALUES (1, 'a.txt', 'text/plain', 3, 'abc'::bytea, $1)", [T]);
      await client.query("INSERT INTO jobs (position_data_id, title, last_modified) VALUES (1, 'J', $1)", [T]);
      await client.query('INSERT INTO subscriptions (person_id, job_id, created) VALUES (1, 1, $1)', [T]);
    } finally {
      await client.end();
    }
    const store = await openStore(fresh);
    try {
      expect(store.admin.openingMigrations.applied).toEqual(PG_MIGRATIONS.filter((m) => m.version > 3).map((m) => `${m.version}-${m.name}`));
      expect(store.admin.openingMigrations.applied.slice(0, 5)).toEqual(['4-document-sha256-phone-key', '5-application-status', '6-person-search', '7-erasures', '8-search-functions']);
      expect(await ids(store, { q: 'gyor kovacs' })).toEqual([1]);
      expect(await store.audit.read({ kind: 'document-by-sha256', sha256: createHash('sha256').update('abc').digest('hex') }, stamp('d')))
        .toEqual({ found: true, value: { id: 1, personId: 1 } });
      const changed = await store.subscriptions.changeStatus({ id: 1 }, () => ({ status: 'interview', note: null }), LATER);
      expect(changed.history).toEqual([{ status: 'applied', at: T, note: null }, { status: 'interview', at: LATER, note: null }]);
      expect((await store.search.cursorSecret()).byteLength).toBe(32);
    } finally {
      await store.close();
    }
  });

  it('a huge document text of all-different words is indexed up to the limit, not refused (a tsvector holds 1 MB)', async () => {
    const person = await postgresStore.people.create({ first: 'A', last: 'B' }, T);
    const doc = await postgresStore.documents.add(person, 'big.txt', 'text/plain', new Uint8Array([1]), T);
    // 150,000 different two-character CJK words (450,000 characters), after one searchable word.
    const words = Array.from({ length: 150_000 }, (_, i) => String.fromCodePoint(0x4e00 + Math.floor(i / 2000), 0x4e00 + (i % 2000)));
    expect(await postgresStore.search.setDocumentText(doc, `Zebrafish ${words.join(' ')}`)).toBe(true);
    expect(await ids(postgresStore, { q: 'zebrafish' })).toEqual([person]);
    expect(await ids(postgresStore, { q: words[10]! })).toEqual([person]);
  }, 60_000);

  it('two instances moving one application at once take turns: each change is in the history, none lost', async () => {
    const other = await openStore(url);
    try {
      const person = await postgresStore.people.create({ first: 'A', last: 'B' }, T);
      const jobId = await postgresStore.jobs.create(job(), T);
      const app = await postgresStore.subscriptions.create(person, jobId, T);
      const seen: string[] = [];
      // Each decision sees the status the other left: the second one to run finds screening.
      const decide = (current: { status: string }) => {
        seen.push(current.status);
        return { status: (current.status === 'applied' ? 'screening' : 'interview') as ApplicationStatus, note: null };
      };
      await Promise.all([
        postgresStore.subscriptions.changeStatus({ id: app }, decide, LATER),
        other.subscriptions.changeStatus({ id: app }, decide, LATER),
      ]);
      expect(seen.sort()).toEqual(['applied', 'screening']);
      const final = await other.subscriptions.changeStatus({ id: app }, (current) => ({ status: current.status, note: 'check' }), LATER);
      expect(final.history.map((h) => h.status)).toEqual(['applied', 'screening', 'interview', 'interview']);
    } finally {
      await other.close();
    }
  });
});
