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
import { actorScopedStore } from '../../src/service/actor-scoped-store.js';
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
