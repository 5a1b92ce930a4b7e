// Jobs repository reads: raw rows built into jobs in JobSchema order (the --json and API
// order), and the listing cache that only repeated readers (the server) pay for.
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteInternals as openStore } from '../../src/store/sqlite/sqlite-internals.js';
import { closeTempStores, openTempStore, trackStore } from '../helpers/temp-store.js';
import type { NewJob } from '../../src/store/index.js';
import { JobSchema } from '../../src/domain/job.js';

afterEach(closeTempStores);

const AT = '2026-11-22 10:00:00';
const job = (n: number): NewJob => ({
  position_data_id: 5000 + n, title: `Developer ${n}`, marked: 'Y', date_from: '2026-01-01', date_till: null,
  reference_number: `REF-${n}`, category: [1, 3], language: [2], regio: [], experience: 2, preparation: null,
  default_alias_str: `dev-${n}`, position_data: { description: 'Build things', salary_min: 3000, currency: 'EUR' },
  status: 'open', channels: ['api_web', 'intranet'],
});

describe('jobs store reads', () => {
  it('get and listNotDeleted give every column decoded, in JobSchema order', () => {
    const store = openTempStore();
    const id = store.jobs.insert(job(1), AT);
    const star = store.db.prepare('SELECT * FROM jobs WHERE id = ?').get(id) as Record<string, unknown>;
    const expected = { ...job(1), id, last_modified: AT };
    const got = store.jobs.get(id)!;
    expect(got).toEqual(expected);
    expect(Object.keys(got)).toEqual(Object.keys(JobSchema.properties));
    expect(Object.keys(got)).toEqual(Object.keys(star));
    expect(store.jobs.listNotDeleted()).toEqual([got]);
    expect(store.jobs.get(id + 1)).toBeUndefined();
  });

  it('caches the listing from its second read of unchanged data, frozen; a write starts over', () => {
    const store = openTempStore();
    store.jobs.insert(job(1), AT);
    const first = store.jobs.listNotDeleted();
    expect(Object.isFrozen(first[0])).toBe(false); // a one-shot reader pays no freezing
    const second = store.jobs.listNotDeleted();
    expect(second).toEqual(first);
    expect(Object.isFrozen(second[0])).toBe(true);
    expect(Object.isFrozen(second[0]!.position_data)).toBe(true);
    expect(store.jobs.listNotDeleted()).toBe(second);

    const id = store.jobs.insert(job(2), AT);
    const afterInsert = store.jobs.listNotDeleted();
    expect(afterInsert.map((j) => j.id)).toEqual([second[0]!.id, id]);
    expect(Object.isFrozen(afterInsert[0])).toBe(false);
    store.jobs.markDeleted(id, AT);
    expect(store.jobs.listNotDeleted().map((j) => j.id)).toEqual([second[0]!.id]);
  });

  it('sees commits of other connections, and never caches inside a transaction', () => {
    const store = openTempStore();
    store.jobs.insert(job(1), AT);
    store.jobs.listNotDeleted();
    const cached = store.jobs.listNotDeleted();
    const other = trackStore(openStore(store.path));
    other.jobs.insert(job(2), AT);
    expect(store.jobs.listNotDeleted()).toHaveLength(2);
    expect(store.jobs.listNotDeleted()).not.toBe(cached);

    store.transaction(() => {
      store.jobs.insert(job(3), AT);
      const inside = store.jobs.listNotDeleted();
      expect(inside).toHaveLength(3);
      expect(store.jobs.listNotDeleted()).not.toBe(inside);
    });
  });
});
