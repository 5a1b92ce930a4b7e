// The loaders the services share (service-deps.ts): a rule module or the code tables loaded
// once, and — what the per-request path of POST /person relies on — taken without a promise
// once loaded, never loaded by that look.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServiceDeps, newServiceState, onFirstCall } from '../../src/service/service-deps.js';
import { codeBookFor } from '../../src/domain/codes.js';
import { openSqliteStore, type SqliteStore } from '../../src/store/index.js';

const stores: SqliteStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});
/** The deps need a store; these tests never reach it. */
function memoryStore(): SqliteStore {
  const store = openSqliteStore(':memory:');
  stores.push(store);
  return store;
}

describe('onFirstCall', () => {
  it('loads once, on the first call; loaded() gives nothing before the load has finished and the value after', async () => {
    let loads = 0;
    const rules = onFirstCall(async () => ({ loadedAs: ++loads }));
    expect(rules.loaded()).toBeUndefined();
    expect(loads).toBe(0);
    const first = rules();
    const second = rules();
    expect(second).toBe(first);
    // Called, not yet settled: still nothing to take without awaiting.
    expect(rules.loaded()).toBeUndefined();
    const value = await first;
    expect(rules.loaded()).toBe(value);
    expect(loads).toBe(1);
  });

  it('a failed load leaves loaded() empty and hands every caller the same failure', async () => {
    const rules = onFirstCall(() => Promise.reject(new Error('no such module')));
    await expect(rules()).rejects.toThrow('no such module');
    await expect(rules()).rejects.toThrow('no such module');
    expect(rules.loaded()).toBeUndefined();
  });
});

describe('codesLoaded', () => {
  const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
  const actor = { name: 'tester', requestId: '-' };
  const book = codeBookFor(join(import.meta.dirname, '../../data'));

  it('gives code tables handed over as they are at once', async () => {
    const deps = createServiceDeps({ store: memoryStore(), codes: book, clock, actor }, newServiceState());
    expect(deps.codesLoaded()).toBe(book);
    expect(await deps.codes()).toBe(book);
  });

  it('never loads code tables given as a loader; gives them once an earlier codes() has, to every copy of the deps', async () => {
    let loads = 0;
    const deps = createServiceDeps({ store: memoryStore(), codes: async () => (loads++, book), clock, actor }, newServiceState());
    const copy = { ...deps };
    expect(deps.codesLoaded()).toBeUndefined();
    expect(loads).toBe(0);
    expect(await deps.codes()).toBe(book);
    expect(copy.codesLoaded()).toBe(book);
    expect(await copy.codes()).toBe(book);
    expect(loads).toBe(1);
  });
});
