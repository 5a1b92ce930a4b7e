// The actor-scoped store of a per-request service (actor-scoped-store.ts): every store call
// names its caller as the event actor without an async context, two callers' copies of one
// store keep their own names, and the synchronous scope ends with the call — also when the
// call throws. On a real SQLite store.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Store } from '../../src/store/index.js';
import { openSqliteStore, type SqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import Database from 'better-sqlite3';
import { actorScopedStore, type StoreCallRetry } from '../../src/service/actor-scoped-store.js';
import { lockRetry } from '../../src/server/lock-retry.js';
import { currentEventActor, withEventActor } from '../../src/domain/events.js';

const AT = '2026-11-28 21:00:00';
const dirs: string[] = [];
const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

function tempStore(): SqliteStore {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-actor-scope-'));
  dirs.push(dir);
  const store = openSqliteStore(join(dir, 'db.sqlite'));
  stores.push(store);
  return store;
}

const actors = (store: SqliteStore) => store.sqlite.db.prepare('SELECT type, actor FROM events ORDER BY id').raw().all() as [string, string][];

describe('actorScopedStore', () => {
  it("names each copy's caller on the events its calls write, grouped writes included", async () => {
    const store = tempStore();
    const first = actorScopedStore(store, 'token-one');
    const second = actorScopedStore(store, 'token-two');
    expect(actorScopedStore(store, 'token-one')).toBe(first);
    // Both creates are asked for in one turn: one grouped transaction writes both events.
    const [id] = await Promise.all([
      first.people.create({ first: 'Egy', last: 'Próba' }, AT),
      second.people.create({ first: 'Kettő', last: 'Próba' }, AT),
    ]);
    await second.people.update(id, () => ({ city: 'Próbafalva' }), AT);
    // A write that is not grouped (a transaction of its own) takes the name too.
    await first.documents.add(id, 'notes.txt', 'text/plain', new TextEncoder().encode('invented notes'), AT);
    expect(actors(store)).toEqual([
      ['person.created', 'token-one'],
      ['person.created', 'token-two'],
      ['person.updated', 'token-two'],
      ['document.added', 'token-one'],
    ]);
    // The unscoped store is the caller's own (the CLI's OS user), as before.
    expect(currentEventActor()).not.toMatch(/^token-/);
  });

  it('passes values other than methods and namespaces through unchanged', () => {
    const store = tempStore();
    const scoped = actorScopedStore(store, 'token-one');
    expect(scoped.kind).toBe('sqlite');
    expect(scoped.location).toBe(store.location);
  });
});

describe('actorScopedStore with a retry rule', () => {
  it('is one wrapper per store, actor and rule, and the store without a rule is another', () => {
    const store = tempStore();
    const rule = lockRetry(2_000);
    const patient = actorScopedStore(store, 'token-one', rule);
    expect(actorScopedStore(store, 'token-one', lockRetry(2_000))).toBe(patient);
    expect(actorScopedStore(store, 'token-one')).not.toBe(patient);
    expect(actorScopedStore(store, 'token-two', rule)).not.toBe(patient);
    expect(actorScopedStore(store, 'token-one', lockRetry(100))).not.toBe(patient);
  });

  it('makes a call that failed on a lock again, in the caller\'s name, once the lock is gone', async () => {
    const store = tempStore();
    const { id } = { id: await store.people.create({ first: 'Zárt', last: 'Ajtó' }, AT) };
    // As the server runs it: SQLite waits a few ms, the rest of the wait is the retry's.
    store.lockWaits?.setBusyTimeout(5);
    const other = new Database(store.location);
    other.exec('BEGIN IMMEDIATE'); // another process's write lock
    const patient = actorScopedStore(store, 'token-patient', lockRetry(10_000));
    const waiting = patient.people.update(id, () => ({ city: 'Várakozó' }), AT);
    await new Promise((resolve) => setTimeout(resolve, 150));
    other.exec('COMMIT');
    other.close();
    await waiting;
    expect(store.sqlite.people.get(id)?.city).toBe('Várakozó');
    expect(actors(store).at(-1)).toEqual(['person.updated', 'token-patient']);
  });

  it('gives up with 503 once the wait is used up, and other errors are not retried', async () => {
    const store = tempStore();
    const { id } = { id: await store.people.create({ first: 'Türelmetlen', last: 'Író' }, AT) };
    store.lockWaits?.setBusyTimeout(5);
    const other = new Database(store.location);
    other.exec('BEGIN IMMEDIATE');
    const patient = actorScopedStore(store, 'token-impatient', lockRetry(200));
    const started = performance.now();
    await expect(patient.people.update(id, () => ({ city: 'Soha' }), AT)).rejects.toMatchObject({ code: 'unavailable' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    other.exec('ROLLBACK');
    other.close();
    expect(store.sqlite.people.get(id)?.city).not.toBe('Soha');

    // Not a lock: the server's rule lets the error stand at once, the call never made again (counted, not
    // timed: a busy machine is slow, not wrong).
    let madeAgain = 0;
    const counting: StoreCallRetry = (error, again) => lockRetry(200)(error, () => {
      madeAgain++;
      return again();
    });
    await expect(actorScopedStore(store, 'token-impatient', counting).people.update(id + 1000, () => ({ city: 'Sehol' }), AT))
      .rejects.toMatchObject({ code: 'not_found' });
    expect(madeAgain).toBe(0);

    // A rule of its own choice: it sees the failure and makes the call once more; the second
    // answer is the caller's (the rule decides how often to try, not the wrapper).
    const seen: unknown[] = [];
    const once: StoreCallRetry = (error, again) => {
      seen.push(error);
      return again();
    };
    const scoped = actorScopedStore(store, 'token-counted', once);
    await expect(scoped.people.update(id + 1000, () => ({ city: 'Sehol' }), AT)).rejects.toMatchObject({ code: 'not_found' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ code: 'not_found' });
  });

  it("passes a synchronous method's answer through as it is, made in the caller's name", () => {
    // Not a database: the wrapper's own rule for a method that answers without a promise.
    const answers = { now: () => ({ actor: currentEventActor() }) };
    const store = { kind: 'invented', answers } as unknown as Store;
    const patient = actorScopedStore(store, 'token-sync', lockRetry(1_000)) as unknown as { answers: typeof answers };
    expect(patient.answers.now()).toEqual({ actor: 'token-sync' });
  });
});

describe('withEventActor', () => {
  it('scopes the actor to the call, nested scopes restore the outer one, and a throw ends the scope', () => {
    const outside = currentEventActor();
    const seen: string[] = [];
    withEventActor('outer', () => {
      seen.push(currentEventActor());
      withEventActor('inner', () => seen.push(currentEventActor()));
      seen.push(currentEventActor());
    });
    expect(() => withEventActor('thrower', () => {
      throw new Error('fails inside the scope');
    })).toThrow('fails inside the scope');
    expect(seen).toEqual(['outer', 'inner', 'outer']);
    expect(currentEventActor()).toBe(outside);
  });
});
