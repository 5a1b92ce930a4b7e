// Grouped writes (grouped-writes.ts): writes of one event-loop turn share a transaction, yet
// each caller keeps its own outcome — a failing write is rolled back alone — and a batch
// whose BEGIN fails rejects every caller with nothing written. On real SQLite files.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Database } from '../../src/store/sqlite/better-sqlite.js';
import { createGroupedWrites } from '../../src/store/sqlite/grouped-writes.js';
import { openSqliteStore, type SqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { ConflictError, NotFoundError, UnavailableError } from '../../src/domain/errors.js';
import { closeTempStores, openTempStore } from '../helpers/temp-store.js';

const AT = '2026-11-25 23:00:00';
const opened: SqliteStore[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  await closeTempStores();
});

/** A second connection to the same file: it sees committed data only. */
function otherConnection(path: string) {
  const other = new Database(path);
  return {
    lasts: () => (other.prepare('SELECT last FROM people ORDER BY id').pluck().all() as string[]),
    close: () => other.close(),
    db: other,
  };
}

describe('createGroupedWrites', () => {
  it('runs the writes of one turn in one transaction: the later ones see the earlier ones uncommitted', async () => {
    const store = openTempStore();
    const writes = createGroupedWrites(store.db);
    const other = otherConnection(store.db.name);
    try {
      const seenByOther: string[][] = [];
      const insert = (last: string) => writes.run(() => {
        seenByOther.push(other.lasts());
        return store.people.insert({ first: 'Csoport', last }, AT);
      });
      const ids = await Promise.all([insert('Egy'), insert('Kettő'), insert('Három')]);
      // Not committed until the whole batch was: the other connection saw none of them inside it.
      expect(seenByOther).toEqual([[], [], []]);
      expect(other.lasts()).toEqual(['Egy', 'Kettő', 'Három']);
      expect(ids).toEqual([ids[0], ids[0]! + 1, ids[0]! + 2]);
      // A write of a later turn is a batch of its own: it sees the earlier batch committed.
      await insert('Négy');
      expect(seenByOther[3]).toEqual(['Egy', 'Kettő', 'Három']);
    } finally {
      other.close();
    }
  });

  it('rolls back only the write that throws, after its partial work; the others of its batch commit', async () => {
    const store = openTempStore();
    const writes = createGroupedWrites(store.db);
    const failure = new Error('the second write changes its mind');
    const results = await Promise.allSettled([
      writes.run(() => store.people.insert({ first: 'Marad', last: 'Első' }, AT)),
      writes.run(() => {
        store.people.insert({ first: 'Eltűnik', last: 'Második' }, AT);
        throw failure;
      }),
      writes.run(() => store.people.insert({ first: 'Marad', last: 'Harmadik' }, AT)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBe(failure);
    expect(store.db.prepare('SELECT last FROM people ORDER BY id').pluck().all()).toEqual(['Első', 'Harmadik']);
    // The index follows: the rolled-back person is not searchable.
    expect(store.db.prepare("SELECT count(*) FROM person_fts WHERE person_fts MATCH 'Második'").pluck().get()).toBe(0);
    expect(store.db.prepare("SELECT count(*) FROM person_fts WHERE person_fts MATCH 'Harmadik'").pluck().get()).toBe(1);
  });

  it('a write that throws before writing fails alone and the batch runs once; one that wrote first makes it run again', async () => {
    const store = openTempStore();
    const writes = createGroupedWrites(store.db);
    const runs = [0, 0, 0];
    const counted = (index: number, fn: () => number) => () => {
      runs[index]! += 1;
      return fn();
    };
    const refused = new ConflictError('checked and refused before any row');
    const clean = await Promise.allSettled([
      writes.run(counted(0, () => store.people.insert({ first: 'Egyszer', last: 'Első' }, AT))),
      writes.run(counted(1, () => {
        throw refused;
      })),
      writes.run(counted(2, () => store.people.insert({ first: 'Egyszer', last: 'Harmadik' }, AT))),
    ]);
    expect(clean.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((clean[1] as PromiseRejectedResult).reason).toBe(refused);
    expect(runs).toEqual([1, 1, 1]);

    runs.fill(0);
    const late = new Error('wrote a row, then changed its mind');
    const dirty = await Promise.allSettled([
      writes.run(counted(0, () => store.people.insert({ first: 'Kétszer', last: 'Negyedik' }, AT))),
      writes.run(counted(1, () => {
        store.people.insert({ first: 'Kétszer', last: 'Eltűnő' }, AT);
        throw late;
      })),
      writes.run(counted(2, () => store.people.insert({ first: 'Kétszer', last: 'Ötödik' }, AT))),
    ]);
    expect(dirty.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((dirty[1] as PromiseRejectedResult).reason).toBe(late);
    // The first run stopped at the thrower and was rolled back whole; the second, with
    // savepoints, ran every write and kept all but the thrower's.
    expect(runs).toEqual([2, 2, 1]);
    const ids = dirty.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<number>).value);
    const rows = store.db.prepare('SELECT id, last FROM people ORDER BY id').all() as { id: number; last: string }[];
    expect(rows.map((r) => r.last)).toEqual(['Első', 'Harmadik', 'Negyedik', 'Ötödik']);
    expect(ids).toEqual(rows.slice(2).map((r) => r.id));
    expect(store.db.prepare("SELECT count(*) FROM person_fts WHERE person_fts MATCH 'Eltűnő'").pluck().get()).toBe(0);
    expect(store.db.prepare("SELECT count(*) FROM person_fts WHERE person_fts MATCH 'Ötödik'").pluck().get()).toBe(1);
  });

  it('a lone write that throws leaves nothing behind and rejects with its error', async () => {
    const store = openTempStore();
    const writes = createGroupedWrites(store.db);
    await expect(writes.run(() => {
      store.people.insert({ first: 'Egyedül', last: 'Visszavont' }, AT);
      throw new ConflictError('taken');
    })).rejects.toBeInstanceOf(ConflictError);
    expect(store.people.count()).toBe(0);
    expect(store.db.inTransaction).toBe(false);
  });

  it('rejects every caller of a batch whose BEGIN fails, writes nothing, and goes on once the lock is gone', async () => {
    const store = openTempStore();
    store.setBusyTimeout(0);
    const writes = createGroupedWrites(store.db);
    const other = otherConnection(store.db.name);
    try {
      other.db.prepare('BEGIN IMMEDIATE').run();
      const results = await Promise.allSettled([
        writes.run(() => store.people.insert({ first: 'Zárt', last: 'Egy' }, AT)),
        writes.run(() => store.people.insert({ first: 'Zárt', last: 'Kettő' }, AT)),
      ]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(((results[0] as PromiseRejectedResult).reason as { code?: string }).code).toMatch(/^SQLITE_BUSY/);
      other.db.prepare('ROLLBACK').run();
      expect(other.lasts()).toEqual([]);
      await writes.run(() => store.people.insert({ first: 'Nyitott', last: 'Három' }, AT));
      expect(other.lasts()).toEqual(['Három']);
    } finally {
      other.close();
    }
  });
});

describe('the SQLite store groups its writes', () => {
  function openStoreFile(): SqliteStore {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-grouped-'));
    dirs.push(dir);
    const store = openSqliteStore(join(dir, 'db.sqlite'));
    opened.push(store);
    return store;
  }

  it('two concurrent creates with one e-mail: one person, one ConflictError', async () => {
    const store = openStoreFile();
    const results = await Promise.allSettled([
      store.people.create({ first: 'Anna', last: 'Kettős', email: 'ketto@example.com' }, AT),
      store.people.create({ first: 'Anna', last: 'Kettős', email: 'KETTO@example.com' }, AT),
      store.people.create({ first: 'Béla', last: 'Más', email: 'mas@example.com' }, AT),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    expect(await store.people.count()).toBe(2);
    const page = await store.search.people(
      { filters: { q: 'Kettős' }, sort: 'id', limit: 10 },
      { at: AT, actor: 'test', action: 'person.search', request_id: 'r1', query: 'q=Kettős' },
    );
    expect(page.people.map((p) => p.email)).toEqual(['ketto@example.com']);
  });

  it('a batch that cannot begin (locked by another process) is a 503-class UnavailableError for each caller', async () => {
    const store = openStoreFile();
    store.lockWaits.setBusyTimeout(0);
    const other = new Database(store.location);
    try {
      other.prepare('BEGIN IMMEDIATE').run();
      const results = await Promise.allSettled([
        store.people.create({ first: 'Zárt', last: 'Egy' }, AT),
        store.people.create({ first: 'Zárt', last: 'Kettő' }, AT),
      ]);
      expect(results.map((r) => r.status === 'rejected' && r.reason instanceof UnavailableError)).toEqual([true, true]);
      other.prepare('ROLLBACK').run();
      expect(await store.people.count()).toBe(0);
    } finally {
      other.close();
    }
  });

  it('updates share the batch too: one of an unknown person is NotFound alone, the others commit', async () => {
    const store = openStoreFile();
    const id = await store.people.create({ first: 'Régi', last: 'Név', city: 'Szeged' }, AT);
    const results = await Promise.allSettled([
      store.people.update(id, () => ({ city: 'Debrecen' }), AT),
      store.people.update(id + 1000, () => ({ city: 'Pécs' }), AT),
      store.people.create({ first: 'Új', last: 'Ember', city: 'Pécs' }, AT),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(NotFoundError);
    expect((await store.people.get(id))?.city).toBe('Debrecen');
    expect(await store.people.count()).toBe(2);
  });

  it('a batch indexes its people for search once, at its end: creates, updates and a failed write each as they ended', async () => {
    const store = openStoreFile();
    const stamp = { at: AT, actor: 'test', action: 'person.search', request_id: 'r2', query: 'q' };
    const found = async (q: string) =>
      (await store.search.people({ filters: { q }, sort: 'id', limit: 10 }, stamp)).people.map((p) => p.id);
    const old = await store.people.create({ first: 'Előző', last: 'Lakó', city: 'Kőszeg', email: 'elozo@example.com' }, AT);
    // No merges in this test, so the segments written can be counted.
    store.sqlite.db.exec("INSERT INTO person_fts (person_fts, rank) VALUES ('automerge', 0)");
    const segments = () => store.sqlite.db.prepare('SELECT count(DISTINCT segid) FROM person_fts_idx').pluck().get() as number;
    const before = segments();
    const results = await Promise.allSettled([
      store.people.create({ first: 'Első', last: 'Csoporttag', city: 'Nyírmező' }, AT),
      store.people.update(old, () => ({ city: 'Tóvár' }), AT),
      store.people.create({ first: 'Hibás', last: 'Csoporttag', email: 'elozo@example.com' }, AT), // e-mail taken
      store.people.create({ first: 'Második', last: 'Csoporttag', city: 'Nyírmező' }, AT),
      store.people.update(old, () => ({ last: 'Lakóbb' }), AT),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const [first, , , second] = results.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
    expect(await found('csoporttag')).toEqual([first, second]);
    expect(await found('nyirmezo')).toEqual([first, second]);
    expect(await found('hibas')).toEqual([]);
    expect(await found('tovar')).toEqual([old]);
    expect(await found('lakobb')).toEqual([old]);
    expect(await found('koszeg')).toEqual([]);
    expect(store.sqlite.db.prepare('SELECT count(*) FROM person_fts').pluck().get()).toBe(3);
    // At most two segments for the batch — the changed people's rows, then the new people's —
    // where each of its four writes made one before (FTS5 flushes at every savepoint).
    expect(segments() - before).toBeLessThanOrEqual(2);
    // The flag is down after the batch: a lone write is indexed by the trigger again.
    await store.people.update(old, () => ({ city: 'Hegyalja' }), AT);
    expect(await found('hegyalja')).toEqual([old]);
  });

  it('other writes still take effect before their call returns (a revocation nobody awaited counts at once)', async () => {
    const store = openStoreFile();
    await store.tokens.insert('kiadott', 'read', 'a'.repeat(64), AT);
    const other = new Database(store.location, { readonly: true });
    try {
      const revoked = store.tokens.delete('kiadott');
      expect(other.prepare('SELECT count(*) FROM tokens').pluck().get()).toBe(0);
      await revoked;
    } finally {
      other.close();
    }
  });

  it('close waits for writes already queued', async () => {
    const store = openStoreFile();
    const created = store.people.create({ first: 'Utolsó', last: 'Írás' }, AT);
    opened.splice(opened.indexOf(store), 1);
    await store.close();
    await expect(created).resolves.toBeGreaterThan(0);
    const reopened = openSqliteStore(store.location);
    opened.push(reopened);
    expect(await reopened.people.count()).toBe(1);
  });

  it('with the background sync, writes arriving during a sync form one batch, settle once it is on disk, and need no second sync', async () => {
    const store = openStoreFile();
    const releases: (() => void)[] = [];
    // The SQLite store hands its options to the connection's syncInBackground, which takes a sync of the test's own.
    // New people stay on the event loop here (no person writer thread): these are its own batches.
    const syncInBackground = store.durability.syncInBackground as (options: { sync: () => Promise<void>; personWriter: boolean }) => Promise<void>;
    await syncInBackground({ sync: () => new Promise<void>((resolve) => releases.push(resolve)), personWriter: false });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = store.people.create({ first: 'Első', last: 'Kötegben' }, AT);
    await turn();
    await turn();
    expect(releases).toHaveLength(1); // the first batch committed and is syncing
    const during = ['Második', 'Harmadik', 'Negyedik'].map((name) => store.people.create({ first: name, last: 'Kötegben' }, AT));
    await turn();
    await turn();
    const other = otherConnection(store.location);
    try {
      expect(other.lasts()).toHaveLength(1); // they wait for the running sync, uncommitted
      let settled = false;
      void first.then(() => (settled = true));
      expect(settled).toBe(false);
      releases[0]!();
      await expect(first).resolves.toBeGreaterThan(0);
      // The acknowledgement the server waits for: nothing written since that sync began, no new sync.
      await expect(store.durability.durable()).resolves.toBeUndefined();
      expect(releases).toHaveLength(1);
      await turn();
      expect(other.lasts()).toHaveLength(4); // the three committed together, in the next batch
      expect(releases).toHaveLength(2);
      releases[1]!();
      await expect(Promise.all(during)).resolves.toHaveLength(3);
      await expect(store.durability.durable()).resolves.toBeUndefined();
      expect(releases).toHaveLength(2);
    } finally {
      other.close();
      await store.durability.stopBackgroundSync();
    }
  });
});
