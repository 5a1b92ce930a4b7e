// The person writer (person-writer.ts): on the server, new people are written by a thread of
// their own connection. What it must keep of the event loop's grouped writes: the same rows
// (person, event with the token's name, search row), each caller its own outcome, nothing
// acknowledged before its commit is synced, a lock held elsewhere waited for in the thread —
// and a killed process loses no acknowledged person. On real SQLite files and a real thread.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { Database } from '../../src/store/sqlite/better-sqlite.js';
import { openSqliteStore, type SqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { startPersonWriter, type PersonWriter } from '../../src/store/sqlite/person-writer.js';
import type { PersonWriterTestHooks } from '../../src/store/sqlite/person-writer-protocol.js';
import { ConflictError, UnavailableError } from '../../src/domain/errors.js';
import { withEventActor } from '../../src/domain/events.js';
import { requireBuilt } from '../helpers/built.js';

const WORKER = new URL('../../dist/store/sqlite/person-writer-worker.js', import.meta.url);
const STORE_MODULE = new URL('../../dist/store/sqlite/sqlite-store.js', import.meta.url);
requireBuilt(WORKER, STORE_MODULE);

const AT = '2026-11-28 23:00:00';
const dirs: string[] = [];
const stores: SqliteStore[] = [];
const writers: PersonWriter[] = [];

afterEach(async () => {
  for (const writer of writers.splice(0)) await writer.stop();
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-person-writer-'));
  dirs.push(dir);
  return join(dir, 'db.sqlite');
}

/** A store file in the server's durability mode: new people go to the writer thread. */
async function serverStore(): Promise<SqliteStore> {
  const store = openSqliteStore(newFile());
  stores.push(store);
  await store.durability.syncInBackground();
  return store;
}

const changesOf = (store: SqliteStore) => store.sqlite.db.prepare('SELECT total_changes()').pluck().get() as number;

describe('person writer thread', () => {
  it('writes the people of one turn on its own connection: rows, events in each token\'s name, search rows', async () => {
    const store = await serverStore();
    const before = changesOf(store);
    const ids = await Promise.all([
      withEventActor('token-a', () => store.people.create({ first: 'Irén', last: 'Szálvégi', email: 'iren@example.com' }, AT)),
      withEventActor('token-b', () => store.people.create({ first: 'Ottó', last: 'Szálvégi' }, AT)),
    ]);
    expect(ids[1]).toBe(ids[0]! + 1);
    // Written by the other connection: the event loop's connection changed no row.
    expect(changesOf(store)).toBe(before);
    const other = new Database(store.location, { readonly: true });
    try {
      expect(other.prepare('SELECT first FROM people ORDER BY id').pluck().all()).toEqual(['Irén', 'Ottó']);
      expect(other.prepare("SELECT actor FROM events WHERE type = 'person.created' ORDER BY person_id").pluck().all())
        .toEqual(['token-a', 'token-b']);
      expect(other.prepare("SELECT rowid FROM person_fts WHERE person_fts MATCH 'szálvégi' ORDER BY rowid").pluck().all()).toEqual(ids);
    } finally {
      other.close();
    }
    expect(await store.people.get(ids[0]!)).toMatchObject({ first: 'Irén', email: 'iren@example.com', created: AT });
  });

  it('a taken e-mail fails alone with a ConflictError; the others of its batch are written', async () => {
    const store = await serverStore();
    const results = await Promise.allSettled([
      store.people.create({ first: 'Anna', last: 'Kettős', email: 'ketto@example.com' }, AT),
      store.people.create({ first: 'Anna', last: 'Kettős', email: 'KETTO@example.com' }, AT),
      store.people.create({ first: 'Béla', last: 'Más', email: 'mas@example.com' }, AT),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    // Alone in its batch, too.
    await expect(store.people.create({ first: 'Béla', last: 'Más', email: 'mas@example.com' }, AT)).rejects.toBeInstanceOf(ConflictError);
    expect(await store.people.count()).toBe(2);
  });

  it('answers nobody before the sync that follows the commit: a failed sync is a 503 for the written, not an acknowledgement', async () => {
    const path = newFile();
    const store = openSqliteStore(path);
    stores.push(store);
    await store.people.create({ first: 'Már', last: 'Megvan', email: 'taken@example.com' }, AT);
    // fdatasync of /dev/null fails (EINVAL): a disk that cannot confirm the commit.
    const writer = await startPersonWriter(path, { walPath: '/dev/null', fallback: () => Promise.reject(new Error('not used')) });
    expect(writer).toBeDefined();
    writers.push(writer!);
    const [written, taken] = await Promise.allSettled([
      writer!.create({ fields: { first: 'Sosem', last: 'Megerősített' }, timestamp: AT, actor: 'token-a' }),
      writer!.create({ fields: { first: 'Más', last: 'Is', email: 'taken@example.com' }, timestamp: AT, actor: 'token-a' }),
    ]);
    expect(written.status).toBe('rejected');
    expect((written as PromiseRejectedResult).reason).toBeInstanceOf(UnavailableError);
    expect(String((written as PromiseRejectedResult).reason.message)).toContain('could not be confirmed on disk');
    // The failed write keeps its own answer; the other was committed, only not confirmed.
    expect((taken as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    expect(await store.people.count()).toBe(2);
  });

  it('waits for a lock held elsewhere in the thread, not on the event loop; beyond its busy timeout the batch fails as busy', async () => {
    const path = newFile();
    const store = openSqliteStore(path);
    stores.push(store);
    const writer = await startPersonWriter(path, { busyTimeoutMs: 300, fallback: () => Promise.reject(new Error('not used')) });
    writers.push(writer!);
    const holder = new Database(path);
    holder.prepare('BEGIN IMMEDIATE').run();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    try {
      const created = writer!.create({ fields: { first: 'Türelmes', last: 'Zárra' }, timestamp: AT, actor: 'token-a' });
      const failure = await created.then(() => undefined, (error: unknown) => error as { code?: string });
      expect(failure?.code).toBe('SQLITE_BUSY');
      // The event loop kept turning while the thread waited about 300 ms.
      expect(ticks).toBeGreaterThanOrEqual(10);
    } finally {
      clearInterval(ticker);
      holder.prepare('ROLLBACK').run();
      holder.close();
    }
    expect(await store.people.count()).toBe(0);
    // Once the lock is gone the thread writes again.
    await expect(writer!.create({ fields: { first: 'Türelmes', last: 'Zárra' }, timestamp: AT, actor: 'token-a' })).resolves.toBe(1);
  });

  it("the store's create through the thread rejects with the store's domain error: a lock held beyond the wait is 503, not a driver error", async () => {
    const store = openSqliteStore(newFile());
    stores.push(store);
    await store.durability.syncInBackground({ lockWaitMs: 200 });
    const holder = new Database(store.location);
    holder.prepare('BEGIN IMMEDIATE').run();
    try {
      const failure = await store.people.create({ first: 'Várakozó', last: 'Zárnál' }, AT).then(() => undefined, (error: unknown) => error);
      // Mapped by the writer (its mapError), as the event loop's grouped write maps it.
      expect(failure).toBeInstanceOf(UnavailableError);
      expect((failure as Error).message).toMatch(/busy/);
    } finally {
      holder.prepare('ROLLBACK').run();
      holder.close();
    }
    // A conflict keeps its own type through the mapping.
    await store.people.create({ first: 'Várakozó', last: 'Zárnál', email: 'varo@example.com' }, AT);
    await expect(store.people.create({ first: 'Más', last: 'Zárnál', email: 'varo@example.com' }, AT)).rejects.toBeInstanceOf(ConflictError);
  });

  it('after stop, what was queued is written and new people go to the event loop', async () => {
    const path = newFile();
    const store = openSqliteStore(path);
    stores.push(store);
    const onEventLoop: string[] = [];
    const writer = await startPersonWriter(path, {
      fallback: async (item) => {
        onEventLoop.push(item.fields.last ?? '');
        return withEventActor(item.actor, () => store.people.create(item.fields, item.timestamp));
      },
    });
    const queued = writer!.create({ fields: { first: 'Sorban', last: 'Előtte' }, timestamp: AT, actor: 'token-a' });
    await writer!.stop();
    await expect(queued).resolves.toBe(1);
    expect(writer!.usable).toBe(false);
    await expect(writer!.create({ fields: { first: 'Sorban', last: 'Utána' }, timestamp: AT, actor: 'token-a' })).resolves.toBe(2);
    expect(onEventLoop).toEqual(['Utána']);
  });

  it('a thread that dies mid-batch: its begun people are 503 and not written, those it never began are written on the event loop', async () => {
    const store = openSqliteStore(newFile());
    stores.push(store);
    const failures: string[] = [];
    // The SQLite store's own options (beyond the contract's): the test hook goes to the thread.
    const syncInBackground = store.durability.syncInBackground as (options: {
      personWriterTestHooks: PersonWriterTestHooks; onCheckpointFailure: (message: string) => void;
    }) => Promise<void>;
    await syncInBackground({ personWriterTestHooks: { dieMidBatch: true }, onCheckpointFailure: (message) => failures.push(message) });
    const create = (last: string) => withEventActor('token-a', () => store.people.create(
      { first: 'Félbe', last, email: `${last.toLowerCase()}@example.com` }, AT,
    ));
    // One turn's three people: the thread counts them as begun, then dies as the next turn's arrive.
    const begun = ['Elsők', 'Másodikak', 'Harmadikak'].map(create);
    await new Promise((resolve) => setImmediate(resolve));
    // The next turn's two: sent when the thread dies, never begun.
    const notBegun = ['Negyedikek', 'Ötödikek'].map(create);
    const outcomes = await Promise.allSettled([...begun, ...notBegun]);
    for (const outcome of outcomes.slice(0, 3)) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(UnavailableError);
      expect(String((outcome as PromiseRejectedResult).reason.message)).toContain('could not be confirmed on disk');
    }
    const written = outcomes.slice(3).map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : outcome.reason));
    expect(written).toEqual([expect.any(Number), expect.any(Number)]);
    // What is on disk: the two written on the event loop (with their events), none of the three begun.
    const lasts = store.sqlite.db.prepare('SELECT last FROM people ORDER BY id').pluck().all();
    expect(lasts).toEqual(['Negyedikek', 'Ötödikek']);
    expect(store.sqlite.db.prepare("SELECT count(*) FROM events WHERE type = 'person.created'").pluck().get()).toBe(2);
    expect(failures).toEqual([expect.stringContaining('the person writer stopped (exit code 1)')]);
    // From then on, people are written on the event loop.
    await expect(create('Később')).resolves.toBe(3);
  });

  it('a process killed while people pour in loses none it acknowledged', async () => {
    const path = newFile();
    // The child: the server's store mode, 25 creates at a time, each id printed once acknowledged.
    const script = `
      const { openSqliteStore } = await import(${JSON.stringify(STORE_MODULE.href)});
      const store = openSqliteStore(${JSON.stringify(path)});
      await store.durability.syncInBackground();
      process.stdout.write('ready\\n');
      for (let n = 0; ; n += 25) {
        await Promise.all(Array.from({ length: 25 }, (_, i) => store.people.create(
          { first: 'Leállt', last: 'L' + (n + i), email: 'killed' + (n + i) + '@example.com' }, '${AT}', 'token-a',
        ).then((id) => process.stdout.write(id + ' L' + (n + i) + '\\n'))));
      }
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const acknowledged = new Map<number, string>();
    let firstAcknowledged: number | undefined;
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the child ended early (${code})`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const [id, last] = line.split(' ');
        if (last === undefined) return;
        acknowledged.set(Number(id), last);
        firstAcknowledged ??= Date.now();
        // Killed in the middle of a later batch: after 100 acknowledgements, or after a few seconds of them when
        // the disk is slow. Each batch waits for the sync after its commit, which on a busy disk (the suite's other
        // databases syncing too) took seconds: 300 acknowledgements once ran past 30 s, and 100 past 60 s in CI.
        if (acknowledged.size >= 100 || (acknowledged.size >= 25 && Date.now() - firstAcknowledged >= 3_000)) {
          child.removeAllListeners('exit');
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    await new Promise((resolve) => child.once('exit', resolve));
    const store = openSqliteStore(path);
    stores.push(store);
    for (const [id, last] of acknowledged) expect((await store.people.get(id))?.last).toBe(last);
    // Every event of an acknowledged person is there too.
    const other = new Database(path, { readonly: true });
    try {
      const withEvents = other.prepare("SELECT count(*) FROM events WHERE type = 'person.created' AND person_id = ?").pluck();
      for (const id of acknowledged.keys()) expect(withEvents.get(id)).toBe(1);
    } finally {
      other.close();
    }
  }, 120_000);
});
