// A bulk import's batch runs without the trigger that indexes each new person (search-store.ts:
// pause({ withoutInsertTrigger })): the trigger is dropped and made again inside the batch's own
// transaction, so after every batch — written, or rolled back by an error — it is there as before,
// and people added later by other writers are indexed by it. Real SQLite files; invented people.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openSqliteStore } from '../../src/store/index.js';
import { openSqliteInternals } from '../../src/store/sqlite/sqlite-internals.js';
import { packPerson } from '../../src/domain/packed-person.js';
import { SEARCH_BUILD_MIN_BATCH } from '../../src/store/sqlite/search-build.js';
import { useStoreFolder } from '../helpers/temp-store.js';

const T = '2026-11-22 10:00:00';
const stamp = { at: T, actor: 'test', action: 'person.search', request_id: 'r1', query: 'q=test' };

const folder = useStoreFolder('recruit-insert-trigger');

const person = (i: number) => packPerson({ first: 'Quirin', last: `Tessaly${i}`, email: `quirin${i}@example.com`, city: 'Brokvale' });
const triggerSql = (path: string) => {
  const internals = openSqliteInternals(path);
  try {
    return internals.db.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'people_fts_insert'").pluck().get();
  } finally {
    internals.close();
  }
};

describe('the insert trigger around an import batch', () => {
  it('is the same after batches (small and large, written and failed), and indexes a person added afterwards', async () => {
    const path = join(folder.dir, 'db.sqlite');
    const before = triggerSql(path);
    expect(before).toMatch(/^CREATE TRIGGER people_fts_insert AFTER INSERT ON people/);
    const store = openSqliteStore(path);
    folder.track(store);
    const session = await store.bulk.importPeople();
    // Small first batch: indexed in its transaction (no build thread).
    expect(await session.writeBatch([person(1), person(2)], 'fail', T)).toEqual(['created', 'created']);
    // A batch that fails half-way rolls back, trigger drop included.
    // (A row cut short after its names' mask was written: the writer throws when it binds it.)
    const cut = `Quirin\u001f${person(5).split('\u001f').at(-1)}`;
    await expect(session.writeBatch([person(3), cut], 'fail', T)).rejects.toThrow(/not a packed person/);
    expect(await session.writeBatch([person(4)], 'fail', T)).toEqual(['created']);
    await session.finish();
    expect(triggerSql(path)).toBe(before);
    const created = await store.people.create({ first: 'Odalie', last: 'Vantrees', email: 'odalie@example.com' }, T);
    const found = async (q: string) => (await store.search.people({ filters: { q }, sort: 'id', limit: 10 }, stamp)).people.map((p) => p.last);
    expect(await found('tessaly1')).toEqual(['Tessaly1']);
    expect(await found('tessaly3')).toEqual([]);
    expect(await found('tessaly4')).toEqual(['Tessaly4']);
    expect(await found('vantrees')).toEqual(['Vantrees']);
    expect(created).toBeGreaterThan(0);
  });

  it('is the same after an import whose search rows are built on their own thread', async () => {
    const path = join(folder.dir, 'db.sqlite');
    const before = triggerSql(path);
    const store = openSqliteStore(path);
    folder.track(store);
    const session = await store.bulk.importPeople();
    const rows = Array.from({ length: SEARCH_BUILD_MIN_BATCH }, (_, i) => person(i));
    expect((await session.writeBatch(rows, 'fail', T)).every((outcome) => outcome === 'created')).toBe(true);
    await session.finish();
    expect(triggerSql(path)).toBe(before);
    await store.people.create({ first: 'Odalie', last: 'Vantrees', email: 'odalie@example.com' }, T);
    const found = async (q: string) => (await store.search.people({ filters: { q }, sort: 'id', limit: 10 }, stamp)).people.map((p) => p.last);
    expect(await found('tessaly999')).toEqual(['Tessaly999']);
    expect(await found('vantrees')).toEqual(['Vantrees']);
  });
});
