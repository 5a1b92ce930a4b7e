// The audit group commit on its own thread (recruit serve): every caller resolves only
// once its row is committed and visible, concurrent rows share commits, a failed commit
// rejects its callers, and stopping the thread hands commits back to the caller's
// connection. Uses the built worker from dist/ (npm test builds first).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../../src/store/index.js';
import type { AuditEntry } from '../../src/store/audit-store.js';

const dirs: string[] = [];
const stores: Store[] = [];
function tempStore(): Store {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-audit-'));
  dirs.push(dir);
  const store = openStore(join(dir, 'db.sqlite'));
  stores.push(store);
  return store;
}
afterEach(async () => {
  for (const store of stores.splice(0)) {
    await store.audit.stopCommitThread();
    store.close();
  }
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const entry = (n: number): AuditEntry => ({
  at: '2026-11-22T10:00:00.000Z', actor: 'test-reader', action: 'person.get', person_id: n, request_id: `req-${n}`, outcome: 'ok',
});

describe('audit commits on a thread', () => {
  it('resolves each caller after its row is committed, visible to the store connection', async () => {
    const store = tempStore();
    await store.audit.commitOnThread();
    await store.audit.appendBatched(entry(1));
    expect(store.audit.list()).toMatchObject([{ person_id: 1, request_id: 'req-1', actor: 'test-reader' }]);
  });

  it('commits 500 concurrent rows, each present once', async () => {
    const store = tempStore();
    await store.audit.commitOnThread();
    await Promise.all(Array.from({ length: 500 }, (_, i) => store.audit.appendBatched(entry(i))));
    expect(store.audit.count()).toBe(500);
    expect(store.db.prepare('SELECT count(DISTINCT person_id) FROM audit').pluck().get()).toBe(500);
  });

  it('rejects the callers of a failed commit, and keeps serving once the table is back', async () => {
    const store = tempStore();
    await store.audit.commitOnThread();
    const schema = store.db.prepare("SELECT sql FROM sqlite_master WHERE name = 'audit'").pluck().get() as string;
    store.db.exec('DROP TABLE audit');
    await expect(store.audit.appendBatched(entry(1))).rejects.toThrow(/audit/);
    store.db.exec(schema);
    await store.audit.appendBatched(entry(2));
    expect(store.audit.list().map((row) => row.person_id)).toEqual([2]);
  });

  it('stopping drains the queue; later rows commit on the store connection', async () => {
    const store = tempStore();
    await store.audit.commitOnThread();
    const queued = Promise.all([store.audit.appendBatched(entry(1)), store.audit.appendBatched(entry(2))]);
    await store.audit.stopCommitThread();
    await queued;
    await store.audit.appendBatched(entry(3));
    expect(store.audit.count()).toBe(3);
    await store.audit.stopCommitThread(); // idempotent
  });

  it('an in-memory database keeps committing on its own connection', async () => {
    const store = openStore(':memory:');
    stores.push(store);
    await store.audit.commitOnThread();
    await store.audit.appendBatched(entry(9));
    expect(store.audit.count()).toBe(1);
  });
});
