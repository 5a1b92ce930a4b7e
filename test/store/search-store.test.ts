// The SQLite search store: every filter against real SQLite, the FTS5 rows
// kept by migration 6's triggers (diacritics, skills, document text, deletes and moves),
// keyset paging, one audit row per person returned, skills changes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore, type SqliteStore, type PersonSearchFilters, type PersonSearchQuery } from '../../src/store/index.js';
import { deletePersonSearchData } from '../../src/store/sqlite/search-store.js';
import { NotFoundError, ValidationError } from '../../src/domain/errors.js';
import type { PersonFields } from '../../src/domain/person.js';
import { packPerson } from '../../src/domain/packed-person.js';

let dir: string;
let store: SqliteStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-search-store-'));
  store = openSqliteStore(join(dir, 'db.sqlite'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const T = '2026-11-22 10:00:00';
const stamp = { at: T, actor: 'test', action: 'person.search', request_id: 'r1', query: 'q=test' };
const skillStamp = { at: T, actor: 'test', action: 'person.skills', request_id: 'r2' };

const add = (fields: PersonFields, timestamp = T) => store.people.create({ first: 'Test', last: 'Person', ...fields }, timestamp);
const ids = async (filters: PersonSearchFilters, extra: Partial<PersonSearchQuery> = {}) =>
  (await store.search.people({ filters, sort: 'id', limit: 50, ...extra }, stamp)).people.map((p) => p.id);
const ftsRows = () => store.sqlite.db.prepare('SELECT count(*) FROM person_fts').pluck().get();

describe('filters', () => {
  let anna: number, bela: number, csilla: number;
  beforeEach(async () => {
    anna = await add({ first: 'Anna', last: 'Kovács', email: 'anna.kovacs@example.com', city: 'Szeged', country: 348,
      phone_mobile: '+36 30 123 4567', category: [3, 7] }, '2026-01-10 08:00:00');
    bela = await add({ first: 'Béla', last: 'Nagy', email: 'bela@example.org', email2: 'anna.second@example.net', city: 'szeged',
      phone_land: '+36 1 234 5678', category: [7] }, '2026-03-01 08:00:00');
    csilla = await add({ first: 'Csilla', last: 'Kiss', girl_name: 'Kovácsné', city: 'Pécs', country: 276 }, '2026-05-01 08:00:00');
  });

  it('full text ignores case and diacritics (unicode61 remove_diacritics 2)', async () => {
    expect(await ids({ q: 'kovacs' })).toEqual([anna]);
    expect(await ids({ q: 'KOVÁCS' })).toEqual([anna]);
    expect(await ids({ q: 'kovacsne' })).toEqual([csilla]);
    expect(await ids({ q: 'szeged' })).toEqual([anna, bela]);
    expect(await ids({ q: 'anna.kovacs@example.com' })).toEqual([anna]);
    expect(await ids({ q: 'kov*' })).toEqual([anna, csilla]);
    expect(await ids({ q: 'nobody' })).toEqual([]);
  });

  it('user text is never FTS5 syntax', async () => {
    for (const q of ['"', 'NEAR(', 'a OR', 'name:anna', '-kovacs', '(', '*', 'AND']) {
      await expect(ids({ q })).resolves.toBeInstanceOf(Array);
    }
    expect(await ids({ q: 'anna OR nagy' })).toEqual([]);
  });

  it('name is a prefix of every word, over first, last and maiden name only', async () => {
    expect(await ids({ name: 'kov' })).toEqual([anna, csilla]);
    expect(await ids({ name: 'ann kov' })).toEqual([anna]);
    expect(await ids({ name: 'szeged' })).toEqual([]);
  });

  it('e-mail prefix over email and email2', async () => {
    expect(await ids({ emailPrefix: 'anna' })).toEqual([anna, bela]);
    expect(await ids({ emailPrefix: 'anna.k' })).toEqual([anna]);
    expect(await ids({ emailPrefix: 'bela@example.org' })).toEqual([bela]);
    expect(await ids({ emailPrefix: 'zz' })).toEqual([]);
  });

  it('phone prefix compared as E.164 over mobile and landline', async () => {
    expect(await ids({ phonePrefix: '+36' })).toEqual([anna, bela]);
    expect(await ids({ phonePrefix: '+3630123' })).toEqual([anna]);
    expect(await ids({ phonePrefix: '+3612345678' })).toEqual([bela]);
    expect(await ids({ phonePrefix: '+49' })).toEqual([]);
  });

  it('city (case-insensitive), country, category, created and modified since', async () => {
    expect(await ids({ city: 'SZEGED' })).toEqual([anna, bela]);
    expect(await ids({ country: 348 })).toEqual([anna]);
    expect(await ids({ category: 7 })).toEqual([anna, bela]);
    expect(await ids({ category: 3 })).toEqual([anna]);
    expect(await ids({ createdSince: '2026-03-01 00:00:00' })).toEqual([bela, csilla]);
    expect(await ids({ modifiedSince: '2026-05-01 08:00:00' })).toEqual([csilla]);
    expect(await ids({ city: 'szeged', category: 3 })).toEqual([anna]);
  });

  it('applied to a job', async () => {
    const job = await store.jobs.create({
      position_data_id: 1, title: 'Analyst', reference_number: '', marked: 'N', date_from: null, date_till: null, category: [],
      language: [], regio: [], experience: null, preparation: null, default_alias_str: '', position_data: {}, status: 'open', channels: ['api_web'],
    } as never, T);
    await store.subscriptions.create(bela, job, T);
    expect(await ids({ appliedTo: job })).toEqual([bela]);
    expect(await ids({ appliedTo: job + 1 })).toEqual([]);
  });

  it('skills: every one must match, by key', async () => {
    await store.skills.change(anna, { add: ['SQL', 'Python'] }, skillStamp, T);
    await store.skills.change(bela, { add: ['sql'] }, skillStamp, T);
    expect(await ids({ skillKeys: ['sql'] })).toEqual([anna, bela]);
    expect(await ids({ skillKeys: ['sql', 'python'] })).toEqual([anna]);
    expect(await ids({ q: 'python' })).toEqual([anna]);
  });

  it('sorts and pages with keyset positions, never repeating or skipping', async () => {
    const more = [];
    for (let i = 0; i < 7; i++) more.push(await add({ last: `Zed${i % 3}`, city: 'Győr' }, `2026-06-0${i + 1} 00:00:00`));
    for (const sort of ['id', '-id', 'name', '-name', 'created', '-modified'] as const) {
      const all = (await store.search.people({ filters: {}, sort, limit: 500 }, stamp)).people.map((p) => p.id);
      expect(all).toHaveLength(10);
      const paged: number[] = [];
      let after;
      for (let pages = 0; pages < 10; pages++) {
        const page = await store.search.people({ filters: {}, sort, limit: 3, after }, stamp);
        paged.push(...page.people.map((p) => p.id));
        if (!page.next) break;
        after = page.next;
      }
      expect(paged, sort).toEqual(all);
    }
    const byName = (await store.search.people({ filters: {}, sort: 'name', limit: 500 }, stamp)).people.map((p) => p.last);
    expect(byName).toEqual([...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
  });
});

describe('audit rows', () => {
  it('one row per person returned, with the query; one row without a person when none', async () => {
    const a = await add({ city: 'Eger' });
    const b = await add({ city: 'Eger' });
    const before = await store.audit.count();
    await store.search.people({ filters: { city: 'Eger' }, sort: 'id', limit: 50 }, stamp);
    const rows = store.sqlite.audit.list({ limit: 10 }).slice(0, 2).reverse();
    expect(rows.map((r) => [r.person_id, r.action, r.outcome, r.query])).toEqual([[a, 'person.search', 'ok', 'q=test'], [b, 'person.search', 'ok', 'q=test']]);
    await store.search.people({ filters: { city: 'Nowhere' }, sort: 'id', limit: 50 }, stamp);
    expect(await store.audit.count()).toBe(before + 3);
    expect(store.sqlite.audit.list({ limit: 1 })[0]).toMatchObject({ person_id: null, outcome: 'not_found', query: 'q=test' });
  });
});

describe('index upkeep', () => {
  it('follows updates, document text, deletes and moves', async () => {
    const id = await add({ first: 'Ödön', last: 'Vári', city: 'Eger' });
    await store.people.update(id, () => ({ city: 'Tokaj' }), T);
    expect(await ids({ q: 'eger' })).toEqual([]);
    expect(await ids({ q: 'tokaj' })).toEqual([id]);
    const doc = await store.documents.add(id, 'cv.txt', 'text/plain', new Uint8Array([1]), T);
    expect(await store.search.setDocumentText(doc, 'Kubernetes és Grafana')).toBe(true);
    expect(await ids({ q: 'grafana' })).toEqual([id]);
    const other = await add({ first: 'Other' });
    store.sqlite.db.prepare('UPDATE documents SET person_id = ? WHERE id = ?').run(other, doc);
    expect(await ids({ q: 'grafana' })).toEqual([other]);
    await store.documents.delete(other, doc);
    expect(await ids({ q: 'grafana' })).toEqual([]);
    expect(await store.search.setDocumentText(doc, 'gone')).toBe(false);
  });

  it('a bulk import with --on-conflict update: the index follows the changed people at the batch end', async () => {
    const anna = await add({ first: 'Anna', last: 'Kovács', email: 'anna@example.com', city: 'Szeged' });
    await store.skills.change(anna, { add: ['Kubernetes'] }, skillStamp, T);
    const session = await store.bulk.importPeople();
    const outcomes = await session.writeBatch([
      packPerson({ first: 'Anna', last: 'Vártó', email: 'anna@example.com', city: 'Debrecen' }),
      packPerson({ first: 'Dóra', last: 'Új', email: 'dora@example.com', city: 'Eger' }),
      packPerson({ first: 'Dóra', last: 'Újabb', email: 'dora@example.com', city: 'Győr' }), // updates a person made in this batch
    ], 'update', T);
    await session.finish();
    expect(outcomes).toEqual(['updated', 'created', 'updated']);
    expect(await ids({ name: 'varto', skillKeys: ['kubernetes'] })).toEqual([anna]);
    expect(await ids({ q: 'debrecen kubernetes' })).toEqual([anna]);
    expect(await ids({ name: 'kovacs' })).toEqual([]);
    expect(await ids({ q: 'szeged' })).toEqual([]);
    const dora = (await ids({ name: 'ujabb' }))[0];
    expect(dora).toBeGreaterThan(anna);
    expect(await ids({ q: 'gyor' })).toEqual([dora]);
    expect(await ids({ q: 'eger' })).toEqual([]);
    expect(ftsRows()).toBe(2);
    // The flag is down again: a later change by anyone is indexed at once.
    await store.people.update(anna, () => ({ city: 'Pécs' }), T);
    expect(await ids({ q: 'pecs' })).toEqual([anna]);
  });

  it('erasing a person leaves no skills, text or index row', async () => {
    const id = await add({ first: 'Erika', last: 'Törlendő' });
    await store.skills.change(id, { add: ['Excel'] }, skillStamp, T);
    const doc = await store.documents.add(id, 'cv.txt', 'text/plain', new Uint8Array([1]), T);
    await store.search.setDocumentText(doc, 'Projektmenedzsment');
    const keep = await add({ first: 'Keep' });
    store.sqlite.db.prepare('DELETE FROM people WHERE id = ?').run(id);
    expect(ftsRows()).toBe(1);
    expect(store.sqlite.db.prepare('SELECT count(*) FROM person_skills').pluck().get()).toBe(0);
    expect(store.sqlite.db.prepare('SELECT count(*) FROM document_text').pluck().get()).toBe(0);
    expect(await ids({ q: 'projektmenedzsment' })).toEqual([]);
    expect(await ids({ q: 'keep' })).toEqual([keep]);
  });

  it('deletePersonSearchData removes a person\'s search data and keeps the row', async () => {
    const id = await add({ first: 'Merge', last: 'Drop' });
    await store.skills.change(id, { add: ['Go'] }, skillStamp, T);
    const doc = await store.documents.add(id, 'cv.txt', 'text/plain', new Uint8Array([1]), T);
    await store.search.setDocumentText(doc, 'Terraform');
    store.sqlite.db.transaction(() => deletePersonSearchData(store.sqlite.db, id))();
    expect(ftsRows()).toBe(0);
    expect(await store.people.exists(id)).toBe(true);
    expect(store.sqlite.db.prepare('SELECT count(*) FROM person_skills').pluck().get()).toBe(0);
  });

  it('rebuildIndex rewrites every row from the tables', async () => {
    const id = await add({ first: 'Rebuilt' });
    store.sqlite.db.prepare('DELETE FROM person_fts').run();
    expect(await ids({ q: 'rebuilt' })).toEqual([]);
    expect(await store.search.rebuildIndex()).toBe(1);
    expect(await ids({ q: 'rebuilt' })).toEqual([id]);
  });

  it('documentsToIndex lists documents without text (or all)', async () => {
    const id = await add({});
    const d1 = await store.documents.add(id, 'a.txt', 'text/plain', new Uint8Array([65]), T);
    const d2 = await store.documents.add(id, 'b.txt', 'text/plain', new Uint8Array([66]), T);
    await store.search.setDocumentText(d1, 'a');
    expect((await store.search.documentsToIndex(0, 10, false)).map((d) => d.id)).toEqual([d2]);
    expect((await store.search.documentsToIndex(0, 10, true)).map((d) => d.id)).toEqual([d1, d2]);
    expect((await store.search.documentsToIndex(d1, 10, true))[0]).toMatchObject({ id: d2, fileName: 'b.txt', bytes: new Uint8Array([66]) });
  });
});

describe('skills', () => {
  it('adds, removes and replaces by key, keeps the first spelling, bumps last_modified only on change', async () => {
    const id = await add({}, '2026-01-01 00:00:00');
    expect(await store.skills.change(id, { add: ['  Node.js ', 'SQL', 'sql', 'Project   management'] }, skillStamp, '2026-02-01 00:00:00'))
      .toEqual(['Node.js', 'Project management', 'SQL']);
    expect((await store.people.get(id))!.last_modified).toBe('2026-02-01 00:00:00');
    expect(await store.skills.change(id, { remove: ['NODE.JS', 'nothing'] }, skillStamp, '2026-03-01 00:00:00')).toEqual(['Project management', 'SQL']);
    expect(await store.skills.change(id, { add: ['SQL'] }, skillStamp, '2026-04-01 00:00:00')).toEqual(['Project management', 'SQL']);
    expect((await store.people.get(id))!.last_modified).toBe('2026-03-01 00:00:00');
    expect(await store.skills.change(id, { set: ['Go'], add: ['Rust'] }, skillStamp, T)).toEqual(['Go', 'Rust']);
    const read = await store.audit.read({ kind: 'skills', personId: id }, { ...skillStamp, action: 'person.skills' });
    expect(read).toEqual({ found: true, value: ['Go', 'Rust'] });
  });

  it('unknown person → NotFoundError, over the limit → ValidationError, nothing changed', async () => {
    await expect(store.skills.change(999, { add: ['x'] }, skillStamp, T)).rejects.toBeInstanceOf(NotFoundError);
    const id = await add({});
    await store.skills.change(id, { add: ['keep'] }, skillStamp, T);
    const many = Array.from({ length: 201 }, (_, i) => `skill ${i}`);
    await expect(store.skills.change(id, { add: many }, skillStamp, T)).rejects.toBeInstanceOf(ValidationError);
    expect(await store.skills.change(id, {}, skillStamp, T)).toEqual(['keep']);
  });
});

describe('query plans', () => {
  // Not timing: which index SQLite picks (without ANALYZE statistics, as recruit runs). A
  // full scan of people would make a selective filter take seconds on a million people
  // (bench/search measures the times).
  it.each([
    [{ emailPrefix: 'anna.k' }, 'id'],
    [{ phonePrefix: '+3630' }, 'id'],
    [{ name: 'kov' }, 'id'],
    [{ q: 'kubernetes' }, '-id'],
    [{ q: 'kubernetes' }, 'name'],
    [{ city: 'Szeged' }, 'id'],
    [{ country: 348 }, 'id'],
    [{ skillKeys: ['sql', 'go'] }, 'id'],
    // A word with a digit: also the e-mails it begins (migration 15), each a range of an e-mail index.
    [{ q: 'p12' }, 'id'],
    [{ q: 'anna p1@example' }, '-id'],
    [{ q: 'p12', name: 'kov', city: 'Szeged' }, 'name'],
  ] as [PersonSearchFilters, PersonSearchQuery['sort']][])('%j sorted by %s uses an index, not a scan of people', async (filters, sort) => {
    for (let i = 0; i < 30; i++) await add({ email: `p${i}@example.com`, city: i % 2 ? 'Szeged' : 'Pécs', phone_mobile: `+36 30 123 45${String(i).padStart(2, '0')}` });
    const { personSearchSql } = await import('../../src/store/sqlite/person-search-sql.js');
    const { sql, params } = personSearchSql({ filters, sort, limit: 50, after: { id: 1, value: 'a' } }, 'p.id');
    const plan = (store.sqlite.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((row) => row.detail);
    expect(plan.filter((step) => /^SCAN (p|people|e)\b/.test(step)), plan.join('\n')).toEqual([]);
  });

  it('sorted by id, full text or the first skill walks its index in order: no sort of every match', async () => {
    const { personSearchSql } = await import('../../src/store/sqlite/person-search-sql.js');
    for (const filters of [{ q: 'anna', city: 'Szeged' }, { skillKeys: ['sql', 'go'], city: 'Szeged' }] as PersonSearchFilters[]) {
      for (const sort of ['id', '-id'] as const) {
        const { sql, params } = personSearchSql({ filters, sort, limit: 50 }, 'p.id');
        const plan = (store.sqlite.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((row) => row.detail);
        expect(plan.join('\n')).not.toMatch(/TEMP B-TREE|LIST SUBQUERY/);
      }
    }
  });

  it('a word with a digit that begins no e-mail is full text only (walked in id order like any word); one that does finds both', async () => {
    const skilled = await add({ email: 'ilka@example.com' });
    await store.skills.change(skilled, { add: ['HTML5', 'CSS3'] }, skillStamp, T);
    const mailed = await add({ email: 'html5fan@example.org' });
    const { personSearchSql } = await import('../../src/store/sqlite/person-search-sql.js');
    const sqlOf = (q: string, unmatched: ReadonlySet<string>) =>
      personSearchSql({ filters: { q }, sort: 'id', limit: 50 }, 'p.id', new Set(), unmatched).sql;
    // Told that no e-mail begins with it, the word is walked as full text; else its e-mail half is added.
    expect(sqlOf('css3', new Set(['css3']))).toContain('person_fts CROSS JOIN people p');
    expect(sqlOf('css3', new Set())).not.toContain('CROSS JOIN');
    // The store finds which prefixes begin no e-mail: the same people as the word's two halves give.
    expect(await ids({ q: 'css3' })).toEqual([skilled]);
    expect(await ids({ q: 'html5' })).toEqual([skilled, mailed]);
    expect(await ids({ q: 'html5fan' })).toEqual([mailed]);
    expect(await ids({ q: 'html5 css3' })).toEqual([skilled]);
  });

  it('a broad prefix (2,000 people or more) is walked in id order; a narrow one is an id list — same people either way', async () => {
    const insert = store.sqlite.db.prepare("INSERT INTO people (first, last, email, phone_mobile, created, last_modified) VALUES ('B', 'Road', ?, ?, ?, ?)");
    store.sqlite.db.transaction(() => {
      for (let i = 0; i < 2100; i++) insert.run(`broad${i}@example.com`, `+36 30 555 ${String(i).padStart(4, '0')}`, T, T);
    })();
    const narrow = await add({ email: 'narrow@example.com', phone_mobile: '+44 20 7946 0000' });
    const page = await ids({ phonePrefix: '+3630555' });
    expect(page).toHaveLength(50);
    expect(await ids({ phonePrefix: '+3630555' }, { after: { id: page[49]!, value: page[49]! } })).toHaveLength(50);
    expect(await ids({ emailPrefix: 'broad' })).toHaveLength(50);
    expect(await ids({ emailPrefix: 'broad', phonePrefix: '+3630555' }, { sort: '-id' })).toHaveLength(50);
    expect(await ids({ phonePrefix: '+44207946' })).toEqual([narrow]);
    expect(await ids({ emailPrefix: 'narrow' })).toEqual([narrow]);
    const all = (await store.search.people({ filters: { phonePrefix: '+3630555' }, sort: 'name', limit: 500 }, stamp)).people;
    expect(all).toHaveLength(500);
  });
});
