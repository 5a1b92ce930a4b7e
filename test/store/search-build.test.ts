// An import into an empty people table builds its search rows on a thread of their own in a
// file beside the database and copies them in at the end (src/store/sqlite/search-build.ts).
// Real SQLite files; the thread runs from dist/ (npm run build first).
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openSqliteStore, type SqliteStore, type PersonSearchFilters } from '../../src/store/index.js';
import Database from 'better-sqlite3';
import { openSqliteInternals } from '../../src/store/sqlite/sqlite-internals.js';
import { packPerson } from '../../src/domain/packed-person.js';
import { SEARCH_BUILD_MIN_BATCH } from '../../src/store/sqlite/search-build.js';
import { searchBuildPath, SEARCH_BUILD_MARKER } from '../../src/store/sqlite/search-build-protocol.js';
import type { SqliteDatabase } from '../../src/store/sqlite/database.js';
import { useStoreFolder } from '../helpers/temp-store.js';

const T = '2026-11-22 10:00:00';
const stamp = { at: T, actor: 'test', action: 'person.search', request_id: 'r1', query: 'q=test' };
const CITIES = ['Kőváros', 'Nordheim', 'Südtal', 'Ostby'];

const folder = useStoreFolder('recruit-search-build');

const open = folder.open;
/** Fictitious person i: a unique e-mail and surname, one of four cities. */
const person = (i: number, city = CITIES[i % CITIES.length] as string) => packPerson({
  first: i % 2 === 0 ? 'Ádám' : 'Zoé', last: `Próbanév${i}`, email: `person${i}@example.com`, city, country: 348,
  phone_mobile: `+44 20 7946 ${String(i % 10_000).padStart(4, '0')}`,
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, k) => person(from + k));
const ids = async (store: SqliteStore, filters: PersonSearchFilters) =>
  (await store.search.people({ filters, sort: 'id', limit: 5000 }, stamp)).people.map((p) => p.id);
const marker = (db: SqliteDatabase) =>
  db.prepare(`SELECT count(*) FROM sqlite_master WHERE name = '${SEARCH_BUILD_MARKER}'`).pluck().get() as number;

/** Every token person_fts holds, as "e-mail column offset token", whatever the person's id. */
function indexedTokens(db: SqliteDatabase): string[] {
  db.exec('CREATE VIRTUAL TABLE IF NOT EXISTS temp.fts_tokens USING fts5vocab(main, person_fts, instance)');
  const rows = db.prepare(
    'SELECT p.email, v.col, v.offset, v.term FROM temp.fts_tokens v JOIN people p ON p.id = v.doc ORDER BY 1, 2, 3, 4',
  ).raw().all() as unknown[][];
  return rows.map((row) => row.join(' '));
}

describe('search rows built beside an import into an empty table', () => {
  it('are made in a file beside the database during the import, and are all findable when it ends', async () => {
    const store = open();
    const path = join(folder.dir, 'db.sqlite');
    const session = await store.bulk.importPeople();
    const first = range(0, SEARCH_BUILD_MIN_BATCH + 200);
    expect((await session.writeBatch(first, 'update', T)).every((o) => o === 'created')).toBe(true);
    // Built apart: the build file is there, the marker is committed, person_fts is still empty.
    expect(existsSync(searchBuildPath(path))).toBe(true);
    expect(marker(store.sqlite.db)).toBe(1);
    expect(store.sqlite.db.prepare('SELECT count(*) FROM person_fts').pluck().get()).toBe(0);
    // The second batch also changes a person of the first (a repeat e-mail, --on-conflict update).
    const second = [...range(first.length, 800), person(7, 'Westmark')];
    const outcomes = await session.writeBatch(second, 'update', T);
    expect(outcomes.at(-1)).toBe('updated');
    await session.finish();

    const total = first.length + 800;
    expect(existsSync(searchBuildPath(path))).toBe(false);
    expect(marker(store.sqlite.db)).toBe(0);
    expect(store.sqlite.db.prepare('SELECT count(*) FROM person_fts').pluck().get()).toBe(total);
    const everyone = store.sqlite.db.prepare('SELECT id, email FROM people ORDER BY id').all() as { id: number; email: string }[];
    expect(everyone).toHaveLength(total);
    for (const { id, email } of everyone.filter((_, k) => k % 97 === 0)) expect(await ids(store, { q: email })).toEqual([id]);
    const seventh = everyone[7]!.id;
    expect(await ids(store, { q: 'westmark' })).toEqual([seventh]);
    expect(await ids(store, { city: 'Westmark' })).toEqual([seventh]);
    expect(await ids(store, { q: 'kovaros' })).toHaveLength(everyone.filter((_, k) => k % 4 === 0 && k !== 7).length);
    expect(await ids(store, { name: 'probanev1234' })).toEqual([everyone[1234]!.id]);
    expect(await ids(store, { phonePrefix: '442079460012' })).toEqual([everyone[12]!.id]);
    expect(await ids(store, { phonePrefix: '44207946000' })).toHaveLength(10);
    expect(store.sqlite.db.pragma('integrity_check', { simple: true })).toBe('ok');

    // The same rows imported in small batches (indexed in each batch's transaction) hold the same tokens.
    const other = open('small.sqlite');
    const small = await other.bulk.importPeople();
    for (let k = 0; k < first.length; k += 500) await small.writeBatch(first.slice(k, k + 500), 'update', T);
    await small.writeBatch(second, 'update', T);
    await small.finish();
    expect(existsSync(searchBuildPath(join(folder.dir, 'small.sqlite')))).toBe(false);
    expect(indexedTokens(store.sqlite.db)).toEqual(indexedTokens(other.sqlite.db));
  }, 60_000);

  it('a person another connection adds meanwhile: the copy notices and makes the index from the tables', async () => {
    const store = open();
    const session = await store.bulk.importPeople();
    await session.writeBatch(range(0, SEARCH_BUILD_MIN_BATCH), 'fail', T);
    const elsewhere = open(); // the same file, as another process would
    const outsider = await elsewhere.people.create({ first: 'Külső', last: 'Írónév', email: 'outsider@example.org' }, T);
    await session.writeBatch(range(SEARCH_BUILD_MIN_BATCH, 10), 'fail', T);
    await session.finish();
    expect(await ids(store, { q: 'ironev' })).toEqual([outsider]);
    expect(await ids(store, { q: 'person5@example.com' })).toHaveLength(1);
    expect(store.sqlite.db.prepare('SELECT count(*) FROM person_fts').pluck().get()).toBe(SEARCH_BUILD_MIN_BATCH + 11);
    expect(marker(store.sqlite.db)).toBe(0);
  }, 60_000);

  it('a skill another connection gives an imported person meanwhile is findable after the import', async () => {
    const store = open();
    const session = await store.bulk.importPeople();
    await session.writeBatch(range(0, SEARCH_BUILD_MIN_BATCH), 'fail', T);
    const fifth = store.sqlite.db.prepare("SELECT id FROM people WHERE email = 'person5@example.com'").pluck().get() as number;
    await open().skills.change(fifth, { add: ['Kvantumfonás'] }, { ...stamp, action: 'person.skills' }, T); // another connection
    await session.writeBatch(range(SEARCH_BUILD_MIN_BATCH, 10), 'fail', T);
    await session.finish();
    expect(await ids(store, { q: 'kvantumfonas' })).toEqual([fifth]);
    expect(await ids(store, { q: 'probanev5' })).toEqual([fifth]);
    expect(store.sqlite.db.prepare('SELECT count(*) FROM person_fts').pluck().get()).toBe(SEARCH_BUILD_MIN_BATCH + 10);
  }, 60_000);

  it('an erased imported person is not brought back by the copy', async () => {
    const store = open();
    const session = await store.bulk.importPeople();
    await session.writeBatch(range(0, SEARCH_BUILD_MIN_BATCH), 'fail', T);
    const gone = store.sqlite.db.prepare("SELECT id FROM people WHERE email = 'person3@example.com'").pluck().get() as number;
    open().sqlite.db.prepare('DELETE FROM people WHERE id = ?').run(gone); // another connection
    await session.finish();
    expect(await ids(store, { q: 'probanev3' })).toEqual([]);
    expect(store.sqlite.db.prepare('SELECT count(*) FROM person_fts').pluck().get()).toBe(SEARCH_BUILD_MIN_BATCH - 1);
    expect(indexedTokens(store.sqlite.db).some((token) => token.endsWith(' probanev3'))).toBe(false);
  }, 60_000);

  it('another open during a live import leaves its build alone; one after a dead import rebuilds the index', async () => {
    const path = join(folder.dir, 'db.sqlite');
    const store = open();
    const session = await store.bulk.importPeople();
    await session.writeBatch(range(0, SEARCH_BUILD_MIN_BATCH), 'fail', T);
    const during = openSqliteInternals(path); // the build file is locked: nothing is rebuilt
    expect(marker(during.db)).toBe(1);
    expect(during.db.prepare('SELECT count(*) FROM person_fts').pluck().get()).toBe(0);
    during.close();
    await session.finish();
    expect(marker(store.sqlite.db)).toBe(0);

    // A dead import (killed; its thread's lock died with it): the marker is back, the build file unlocked.
    const dead = join(folder.dir, 'dead.sqlite');
    const killed = openSqliteInternals(dead);
    killed.db.transaction(() => {
      killed.db.prepare('UPDATE search_state SET defer_people = 1').run();
      const insert = killed.db.prepare(
        `INSERT INTO people (first, last, email, created, last_modified) VALUES ('Élő', ?, ?, '${T}', '${T}')`,
      );
      for (let i = 0; i < 50; i++) insert.run(`Halott${i}`, `dead${i}@example.net`);
      killed.db.prepare('UPDATE search_state SET defer_people = 0').run();
      killed.db.exec(`CREATE TABLE ${SEARCH_BUILD_MARKER} (id INTEGER PRIMARY KEY CHECK (id = 1), started TEXT NOT NULL)`);
      killed.db.exec(`INSERT INTO ${SEARCH_BUILD_MARKER} VALUES (1, '${T}')`);
    })();
    killed.close();
    const leftover = new Database(searchBuildPath(dead)); // the dead run's build file, unlocked now
    leftover.exec('CREATE TABLE half_built (a)');
    leftover.close();
    const reopened = openSqliteStore(dead);
    folder.track(reopened);
    expect(marker(reopened.sqlite.db)).toBe(0);
    expect(reopened.sqlite.db.prepare('SELECT count(*) FROM person_fts').pluck().get()).toBe(50);
    expect(await ids(reopened, { name: 'halott17' })).toHaveLength(1);
    expect(existsSync(searchBuildPath(dead))).toBe(false);
  }, 60_000);
});
