// Bulk import into an empty people table builds its secondary indexes at the end
// (src/store/sqlite/deferred-indexes.ts); a run killed in between gets them back on the next open.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteInternals } from '../../src/store/sqlite/sqlite-internals.js';
import { DEFER_INDEXES_BELOW, deferPeopleIndexes, restoreDeferredIndexes } from '../../src/store/sqlite/deferred-indexes.js';
import { createImportStore } from '../../src/store/sqlite/import-store.js';

const dirs: string[] = [];
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-deferred-'));
  dirs.push(dir);
  return join(dir, 'r.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Db = ReturnType<typeof openSqliteInternals>['db'];
const peopleIndexes = (db: Db) =>
  db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'people' AND sql IS NOT NULL ORDER BY name").all();
const hasTable = (db: Db) => db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'deferred_indexes'").pluck().get();

describe('deferred people indexes', () => {
  it('an import on an empty table drops the secondary indexes, keeps the unique e-mail index, and puts them all back', () => {
    const internals = openSqliteInternals(tempDb());
    const { db } = internals;
    const before = peopleIndexes(db);
    expect(before.length).toBeGreaterThan(2);
    const writer = createImportStore(db);
    writer.beginBulkWrites();
    expect(peopleIndexes(db)).toEqual(before.filter((i) => /^CREATE UNIQUE /.test((i as { sql: string }).sql)));
    // The unique index still decides e-mail clashes while the others are away.
    const insert = db.prepare("INSERT INTO people (first, last, email, created, last_modified) VALUES ('A', 'B', ?, '2026-01-01 00:00:00', '2026-01-01 00:00:00')");
    insert.run('same@example.com');
    expect(() => insert.run('same@example.com')).toThrow(/UNIQUE/);
    writer.endBulkWrites();
    expect(peopleIndexes(db)).toEqual(before);
    expect(hasTable(db)).toBe(0);
    expect(internals.integrityCheck()).toBe('ok');
    internals.close();
  });

  it('a run killed before its end: the next open re-creates the indexes', () => {
    const path = tempDb();
    const first = openSqliteInternals(path);
    const before = peopleIndexes(first.db);
    expect(deferPeopleIndexes(first.db)).toBe(true);
    expect(peopleIndexes(first.db).length).toBeLessThan(before.length);
    first.close(); // as kill -9 would leave it: no restore
    const second = openSqliteInternals(path);
    expect(peopleIndexes(second.db)).toEqual(before);
    expect(hasTable(second.db)).toBe(0);
    expect(restoreDeferredIndexes(second.db)).toBe(0); // nothing left to do
    second.close();
  });

  it(`a table with ${DEFER_INDEXES_BELOW.toLocaleString('en-US')} people or more keeps its indexes (a rebuild would cost more)`, () => {
    const internals = openSqliteInternals(tempDb());
    const { db } = internals;
    const before = peopleIndexes(db);
    const insert = db.prepare("INSERT INTO people (first, last, email, city, created, last_modified) VALUES ('A', 'B', ?, 'Pécs', '2026-01-01 00:00:00', '2026-01-01 00:00:00')");
    db.transaction(() => {
      for (let i = 0; i < DEFER_INDEXES_BELOW; i++) insert.run(`p${i}@example.com`);
    })();
    expect(deferPeopleIndexes(db)).toBe(false);
    expect(peopleIndexes(db)).toEqual(before);
    internals.close();
  });
});
