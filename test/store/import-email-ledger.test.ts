// An import into an empty people table loads without its unique e-mail index and decides
// e-mail clashes with a ledger (src/store/sqlite/email-ledger.ts, import-store.ts); the outcomes
// must be those of the index, the index is back when the import ends (or on the next open after
// a kill), and a writer on another connection gets the index back at once.
// Real SQLite files; the search build's thread runs from dist/ (npm run build first).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openSqliteInternals } from '../../src/store/sqlite/sqlite-internals.js';
import { packPerson } from '../../src/domain/packed-person.js';
import type { SqliteDatabase } from '../../src/store/sqlite/database.js';
import type { RowOutcome } from '../../src/store/contract/index.js';
import { SEARCH_BUILD_MIN_BATCH } from '../../src/store/sqlite/search-build.js';
import { useStoreFolder } from '../helpers/temp-store.js';

const T = '2026-11-22 10:00:00';
const folder = useStoreFolder('recruit-email-ledger');
const open = folder.open;

const emailIndex = (db: SqliteDatabase) =>
  db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'people_email'").pluck().get() as string | undefined;
/** The connection's page cache in KiB (SQLite gives a size in KiB as a negative number). */
const cacheKib = (db: SqliteDatabase) => -(db.pragma('cache_size', { simple: true }) as number);
const people = (db: SqliteDatabase) =>
  db.prepare('SELECT id, first, last, email, city FROM people ORDER BY id').all();

/** Invented rows: new people, repeats of earlier e-mails (one in another case), a partial row, rows without e-mail. */
function batches() {
  const person = (i: number, extra: Record<string, unknown> = {}) =>
    packPerson({ first: 'Ida', last: `Tesztes${i}`, email: `ida.tesztes${i}@example.com`, city: 'Nordheim', ...extra });
  return [
    [person(1), person(2), person(3), packPerson({ first: 'Nemo', last: 'Nincs' }), person(2, { city: 'Südtal' })],
    [person(4), person(1, { email: 'IDA.Tesztes1@Example.com', city: 'Ostby' }), packPerson({ email: 'ida.tesztes3@example.com', city: 'Westmark' }),
      packPerson({ email: 'nobody.here@example.org', city: 'Westmark' }), packPerson({ first: 'Nemo', last: 'Nincs' })],
  ];
}

/** The same batches into a table that already holds someone (the unique index decides there), with ids shifted back. */
async function throughTheIndex(mode: 'fail' | 'skip' | 'update') {
  const store = open(`index-${mode}.sqlite`);
  const id = await store.people.create({ first: 'Első', last: 'Előző', email: 'first.before@example.net' }, T);
  const session = await store.bulk.importPeople();
  const outcomes: RowOutcome[] = [];
  for (const batch of batches()) outcomes.push(...(await session.writeBatch(batch, mode, T)));
  await session.finish();
  store.sqlite.db.prepare('DELETE FROM people WHERE id = ?').run(id);
  const shift = (text: string) => text.replace(/person (\d+)/, (_, n: string) => `person ${Number(n) - id}`);
  return {
    outcomes: outcomes.map((o) => (typeof o === 'object' && 'conflict' in o ? { conflict: shift(o.conflict) } : o)),
    people: (people(store.sqlite.db) as { id: number }[]).map((p) => ({ ...p, id: p.id - id })),
  };
}

describe('an import into an empty table decides e-mail clashes without the unique index', () => {
  it.each(['fail', 'skip', 'update'] as const)('--on-conflict %s: the same outcomes and people as with the index', async (mode) => {
    const store = open();
    const before = emailIndex(store.sqlite.db);
    expect(before).toMatch(/^CREATE UNIQUE INDEX people_email/);
    const session = await store.bulk.importPeople();
    const outcomes: RowOutcome[] = [];
    for (const batch of batches()) {
      outcomes.push(...(await session.writeBatch(batch, mode, T)));
      expect(emailIndex(store.sqlite.db)).toBeUndefined(); // loading without it
    }
    await session.finish();
    expect(emailIndex(store.sqlite.db)).toBe(before);
    expect(store.sqlite.db.pragma('integrity_check', { simple: true })).toBe('ok');

    const reference = await throughTheIndex(mode);
    expect(outcomes).toEqual(reference.outcomes);
    expect(people(store.sqlite.db)).toEqual(reference.people);
    expect(outcomes.filter((o) => o !== 'created').length).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it('a killed import: the next open makes the index again, and a re-run with skip gives the same people', async () => {
    const path = join(folder.dir, 'killed.sqlite');
    const store = open('killed.sqlite');
    const session = await store.bulk.importPeople();
    await session.writeBatch(batches()[0]!, 'skip', T);
    expect(emailIndex(store.sqlite.db)).toBeUndefined();
    const stored = people(store.sqlite.db);
    // As kill -9 leaves it: the connection goes without the import's end.
    store.sqlite.db.close();
    folder.untrack(store);

    const reopened = openSqliteInternals(path);
    expect(emailIndex(reopened.db)).toMatch(/^CREATE UNIQUE INDEX people_email/);
    expect(people(reopened.db)).toEqual(stored);
    expect(reopened.integrityCheck()).toBe('ok');
    reopened.close();
    const again = open('killed.sqlite');
    const rerun = await again.bulk.importPeople();
    const outcomes: RowOutcome[] = [];
    for (const batch of batches()) outcomes.push(...(await rerun.writeBatch(batch, 'skip', T)));
    await rerun.finish();
    // New: the second batch's new person, and the rows without an e-mail (nothing tells them from their first import).
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(3);
    expect(outcomes.slice(0, 3)).toEqual(['skipped', 'skipped', 'skipped']);
    const { people: expected } = await throughTheIndex('skip');
    // The re-run's skipped rows take ids too: the people compared without them.
    const withEmail = (rows: unknown[]) => (rows as { id: number; email: string }[]).filter((p) => p.email !== '').map(({ id: _id, ...p }) => p);
    expect(withEmail(people(again.sqlite.db))).toEqual(withEmail(expected));
  }, 60_000);

  it('a connection opened before the import writes a person: the index is back before the next batch, which sees the clash', async () => {
    const store = open();
    const earlier = open(); // opened before the index was dropped: its open restored nothing
    const session = await store.bulk.importPeople();
    await session.writeBatch(batches()[0]!, 'fail', T);
    expect(emailIndex(store.sqlite.db)).toBeUndefined();
    expect(cacheKib(store.sqlite.db)).toBe(8 * 1024);
    // Its own check reads the table: the import's people are seen without the index.
    await expect(earlier.people.create({ first: 'Más', last: 'Máshol', email: 'ida.tesztes2@example.com' }, T)).rejects.toThrow();
    const outsider = await earlier.people.create({ first: 'Más', last: 'Máshol', email: 'ida.tesztes4@example.com' }, T);
    const outcomes = await session.writeBatch(batches()[1]!, 'fail', T);
    expect(emailIndex(store.sqlite.db)).toMatch(/^CREATE UNIQUE INDEX people_email/);
    // The index's pages are read at random again: the larger cache is back.
    expect(cacheKib(store.sqlite.db)).toBe(32 * 1024);
    expect(outcomes[0]).toEqual({ conflict: expect.stringContaining(`(person ${outsider})`) });
    await session.finish();
    const emails = (people(store.sqlite.db) as { email: string }[]).map((p) => p.email).filter((e) => e !== '');
    expect(new Set(emails).size).toBe(emails.length);
  }, 60_000);

  it('the search rows built beside the import (its own thread and connection) do not bring the index back early', async () => {
    const store = open();
    const session = await store.bulk.importPeople();
    const person = (i: number) => packPerson({ first: 'Ida', last: `Sok${i}`, email: `ida.sok${i}@example.com` });
    for (let from = 0; from < 3 * SEARCH_BUILD_MIN_BATCH; from += SEARCH_BUILD_MIN_BATCH) {
      const batch = Array.from({ length: SEARCH_BUILD_MIN_BATCH }, (_, k) => person(from + k));
      expect(new Set(await session.writeBatch([...batch, person(from)], 'skip', T))).toEqual(new Set(['created', 'skipped']));
      await new Promise((resolve) => setTimeout(resolve, 50)); // the thread indexes the batch meanwhile
      expect(emailIndex(store.sqlite.db)).toBeUndefined();
    }
    await session.finish();
    expect(emailIndex(store.sqlite.db)).toMatch(/^CREATE UNIQUE INDEX people_email/);
    expect(store.sqlite.db.prepare('SELECT count(*) FROM person_fts').pluck().get()).toBe(3 * SEARCH_BUILD_MIN_BATCH);
  }, 60_000);

  it('a table that holds anyone keeps its unique index during the import', async () => {
    const store = open();
    await store.people.create({ first: 'Első', last: 'Előző', email: 'first.before@example.net' }, T);
    const session = await store.bulk.importPeople();
    await session.writeBatch(batches()[0]!, 'skip', T);
    expect(emailIndex(store.sqlite.db)).toMatch(/^CREATE UNIQUE INDEX people_email/);
    expect(cacheKib(store.sqlite.db)).toBe(32 * 1024);
    await session.finish();
  });

  it('loads with a small page cache while the ledger decides, kept for the index builds at the end', async () => {
    const store = open();
    const session = await store.bulk.importPeople();
    for (const batch of batches()) await session.writeBatch(batch, 'skip', T);
    expect(cacheKib(store.sqlite.db)).toBe(8 * 1024);
    await session.finish();
    expect(cacheKib(store.sqlite.db)).toBe(8 * 1024);
    expect(emailIndex(store.sqlite.db)).toMatch(/^CREATE UNIQUE INDEX people_email/);
  });
});
