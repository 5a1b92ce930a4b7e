// The store side of erasure: eraseMany skips unknown ids and people failing
// the precondition (a purge re-checks what it listed), in one transaction; every kind of
// person-owned.ts is counted and deleted; a failing receipt rolls the whole batch back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore, type SqliteStore } from '../../src/store/index.js';
import { PERSON_OWNED_KINDS } from '../../src/store/person-owned.js';
import type { Person } from '../../src/domain/person.js';

let dir: string;
let store: SqliteStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-erasure-store-'));
  store = openSqliteStore(join(dir, 'db.sqlite'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const AT = '2026-11-22 10:00:00';
const stamp = { at: AT, actor: 'test', action: 'person.purge', request_id: 'r' };
const receipt = (person: Person, counts: Record<string, number>) =>
  ({ person_id: person.id, erased_at: AT, reason: 'test', actor: 'test', counts, sha256: 'f'.repeat(64) });
const peopleCount = () => store.sqlite.db.prepare('SELECT count(*) FROM people').pluck().get();

describe('dataProtection.eraseMany', () => {
  it('erases in one go, skipping unknown ids and people the precondition keeps', async () => {
    const ids: number[] = [];
    for (const first of ['A', 'B', 'C']) ids.push(await store.people.create({ first, last: 'Test' }, AT));
    await store.documents.add(ids[0]!, 'cv.txt', 'text/plain', new Uint8Array([104, 105]), AT);
    const receipts = await store.dataProtection.eraseMany([ids[0]!, 999, ids[1]!, ids[2]!], receipt, stamp, (person) => person.first !== 'B');
    expect(receipts.map((r) => [r.person_id, r.counts.person, r.counts['documents']])).toEqual([[ids[0], 1, 1], [ids[2], 1, 0]]);
    expect(peopleCount()).toBe(1);
    expect((await store.people.get(ids[1]!))?.first).toBe('B');
    expect((await store.dataProtection.receipt(ids[0]!))?.person_id).toBe(ids[0]);
    expect(store.sqlite.audit.list({ limit: 10 }).map((r) => [r.action, r.person_id])).toEqual([['person.purge', ids[2]], ['person.purge', ids[0]]]);
  });

  it('all or nothing: a failure in the batch leaves every person in place', async () => {
    const a = await store.people.create({ first: 'A', last: 'Test' }, AT);
    const b = await store.people.create({ first: 'B', last: 'Test' }, AT);
    const failing = (person: Person, counts: Record<string, number>) => {
      if (person.id === b) throw new Error('receipt failed');
      return receipt(person, counts);
    };
    await expect(store.dataProtection.eraseMany([a, b], failing, stamp)).rejects.toThrow('receipt failed');
    expect(peopleCount()).toBe(2);
    expect(await store.dataProtection.receipt(a)).toBeUndefined();
  });

  it('counts a kind for every entry of the person-owned list', async () => {
    const id = await store.people.create({ first: 'A', last: 'Test' }, AT);
    const single = await store.dataProtection.erase(id, receipt, stamp);
    expect(Object.keys(single!.counts)).toEqual(['person', ...PERSON_OWNED_KINDS.map((k) => k.kind)]);
  });
});
