// Bulk import into an empty people table on PostgreSQL builds its secondary indexes at the
// end (src/store/postgres/deferred-indexes.ts); a run killed in between gets them back on the
// next open of the database; a dry run and --match phone leave them alone.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRecruit } from '../../helpers/cli.js';
import { usePostgres, withPostgresClient } from '../../helpers/postgres.js';
import { openPostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { PG_DEFER_INDEXES_BELOW, deferPeopleIndexes, restoreDeferredIndexes, buildOrder, workersBeside } from '../../../src/store/postgres/deferred-indexes.js';

const postgres = usePostgres();
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-pgdeferred-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const peopleIndexes = (url: string) => withPostgresClient(url, async (client) => (await client.query<{ name: string; sql: string }>(
  `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS sql FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
    WHERE x.indrelid = 'people'::regclass ORDER BY 1`)).rows);
const autovacuumOption = (url: string) => withPostgresClient(url, async (client) => (await client.query<{ options: string[] | null }>(
  "SELECT reloptions AS options FROM pg_class WHERE oid = 'people'::regclass")).rows[0]?.options ?? null);
const hasTable = (url: string) => withPostgresClient(url, async (client) =>
  (await client.query("SELECT to_regclass('recruit_deferred_indexes') IS NOT NULL AS present")).rows[0].present as boolean);

/** A migrated database (the store creates the schema on open). */
async function migratedDatabase(): Promise<string> {
  const url = await postgres().createDatabase();
  await (await openPostgresStore(url)).close();
  return url;
}

function peopleCsv(name: string, rows: number): string {
  const lines = ['first,last,email,city,phone_mobile'];
  for (let i = 0; i < rows; i++) lines.push(`Név${i},Teszt,person${i}@example.com,Város ${i % 7},+36 30 123 ${String(1000 + i)}`);
  const file = join(dir, `${name}.csv`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('deferred people indexes on PostgreSQL', () => {
  it('an import into an empty table ends with every index back, and a repeat in the file is still refused by the unique e-mail index', async () => {
    const url = await migratedDatabase();
    const before = await peopleIndexes(url);
    expect(before.filter((i) => !/UNIQUE/.test(i.sql)).length).toBeGreaterThan(5);
    const file = join(dir, 'repeat.csv');
    writeFileSync(file, 'first,last,email\nA,B,same@example.com\nC,D,SAME@example.com\n');
    const run = await runRecruit(['--db', url, 'person', 'import', file, '--json']);
    expect(run.code).toBe(0);
    expect(run.json<{ created: number; skipped: number }>()).toMatchObject({ created: 1, skipped: 1 });
    expect(await peopleIndexes(url)).toEqual(before);
    expect(await hasTable(url)).toBe(false);
  });

  it('the indexes are gone while the import runs, and the unique ones stay', async () => {
    const url = await migratedDatabase();
    const before = await peopleIndexes(url);
    await withPostgresClient(url, async (client) => {
      expect(await deferPeopleIndexes(client)).toBe(true);
      const during = (await client.query<{ sql: string }>(
        "SELECT pg_get_indexdef(indexrelid) AS sql FROM pg_index WHERE indrelid = 'people'::regclass")).rows.map((r) => r.sql);
      expect(during.length).toBeGreaterThan(0);
      expect(during.every((sql) => /UNIQUE/.test(sql))).toBe(true);
      expect(await restoreDeferredIndexes(client)).toBe(before.length - during.length);
    });
    expect(await peopleIndexes(url)).toEqual(before);
  });

  it('a run killed before its end: the next open of the database re-creates the indexes', async () => {
    const url = await migratedDatabase();
    const before = await peopleIndexes(url);
    await withPostgresClient(url, (client) => deferPeopleIndexes(client)); // then gone, as after kill -9
    expect((await peopleIndexes(url)).length).toBeLessThan(before.length);
    expect(await hasTable(url)).toBe(true);
    const listed = await runRecruit(['--db', url, 'person', 'list', '--json']);
    expect(listed.code).toBe(0);
    expect(await peopleIndexes(url)).toEqual(before);
    expect(await hasTable(url)).toBe(false);
  });

  it('--dry-run and --match email,phone keep the indexes (a dry run writes nothing; phone matching reads them)', async () => {
    const url = await migratedDatabase();
    const before = await peopleIndexes(url);
    const file = peopleCsv('dry', 5);
    const dry = await runRecruit(['--db', url, 'person', 'import', file, '--dry-run', '--json']);
    expect(dry.json<{ created: number }>().created).toBe(5);
    expect(await hasTable(url)).toBe(false);
    // Watch the catalogue while a --match phone import runs: the indexes never leave.
    let watching = true;
    let least = before.length;
    const watcher = (async () => {
      while (watching) {
        least = Math.min(least, (await peopleIndexes(url)).length);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const matched = await runRecruit(['--db', url, 'person', 'import', peopleCsv('match', 300), '--match', 'email,phone', '--batch-size', '20', '--json']);
    watching = false;
    await watcher;
    expect(matched.code).toBe(0);
    expect(least).toBe(before.length);
  });

  it(`a table with ${PG_DEFER_INDEXES_BELOW.toLocaleString('en-US')} people or more keeps its indexes`, async () => {
    const url = await migratedDatabase();
    const before = await peopleIndexes(url);
    await withPostgresClient(url, async (client) => {
      await client.query(
        `INSERT INTO people (first, last, email, created, last_modified)
         SELECT 'A', 'B', 'p' || n || '@example.com', '2026-01-01 00:00:00', '2026-01-01 00:00:00' FROM generate_series(1, $1) n`,
        [PG_DEFER_INDEXES_BELOW]);
      expect(await deferPeopleIndexes(client)).toBe(false);
    });
    expect(await peopleIndexes(url)).toEqual(before);
  });

  it('autovacuum is off for people while the indexes are away, and comes back as it was (the default, or a DBA\'s own setting)', async () => {
    const url = await migratedDatabase();
    expect(await autovacuumOption(url)).toBeNull();
    await withPostgresClient(url, async (client) => {
      expect(await deferPeopleIndexes(client)).toBe(true);
      expect(await autovacuumOption(url)).toEqual(['autovacuum_enabled=false']);
      await restoreDeferredIndexes(client);
    });
    expect(await autovacuumOption(url)).toBeNull();

    // A table with its own setting gets that setting back, also after a run killed half-way twice.
    await withPostgresClient(url, (client) => client.query('ALTER TABLE people SET (autovacuum_enabled = true, fillfactor = 90)'));
    await withPostgresClient(url, (client) => deferPeopleIndexes(client));
    await withPostgresClient(url, (client) => deferPeopleIndexes(client));
    expect(await autovacuumOption(url)).toEqual(['fillfactor=90', 'autovacuum_enabled=false']);
    const listed = await runRecruit(['--db', url, 'person', 'list', '--json']);
    expect(listed.code).toBe(0);
    expect(await autovacuumOption(url)).toEqual(['fillfactor=90', 'autovacuum_enabled=true']);
    expect(await hasTable(url)).toBe(false);
  });

  it('a second connection builds part of the indexes; a crash after it committed leaves them, and the next restore makes the rest', async () => {
    const url = await migratedDatabase();
    const before = await peopleIndexes(url);
    await withPostgresClient(url, async (client) => {
      await client.query(`INSERT INTO people (first, last, email, city, created, last_modified)
        SELECT 'A', 'B', 'p' || n || '@example.com', 'Town ' || (n % 5), '2026-01-01 00:00:00', '2026-01-01 00:00:00' FROM generate_series(1, 500) n`);
      expect(await deferPeopleIndexes(client)).toBe(true);
      const { rows } = await client.query<{ sql: string }>("SELECT sql FROM recruit_deferred_indexes WHERE sql LIKE 'CREATE INDEX %' ORDER BY name");
      // What the second connection commits before the first fails: the builds it took from the queue (here every other one).
      const theirs = buildOrder(rows.map((r) => r.sql)).filter((_, i) => i % 2 === 1);
      expect(theirs.length).toBeGreaterThan(0);
      for (const sql of theirs) await client.query(sql);
    });
    expect(await hasTable(url)).toBe(true);
    await withPostgresClient(url, (first) => withPostgresClient(url, async (second) => {
      expect(await restoreDeferredIndexes(first, second)).toBe(before.filter((i) => !/UNIQUE/.test(i.sql)).length);
    }));
    expect(await peopleIndexes(url)).toEqual(before);
    expect(await hasTable(url)).toBe(false);
    expect(await autovacuumOption(url)).toBeNull();

    // Both connections build (nothing there yet): the same indexes, each valid.
    await withPostgresClient(url, (client) => deferPeopleIndexes(client));
    const builtBySecond: string[] = [];
    await withPostgresClient(url, (first) => withPostgresClient(url, async (second) => {
      const watched = { query: (sql: string) => {
        if (sql.startsWith('CREATE INDEX')) builtBySecond.push(sql);
        return second.query(sql);
      } } as unknown as pg.Client;
      await restoreDeferredIndexes(first, watched);
    }));
    expect(builtBySecond.length).toBeGreaterThan(0);
    expect(await peopleIndexes(url)).toEqual(before);
    const invalid = await withPostgresClient(url, async (client) => (await client.query(
      "SELECT count(*)::int AS n FROM pg_index WHERE indrelid = 'people'::regclass AND NOT (indisvalid AND indisready)")).rows[0].n as number);
    expect(invalid).toBe(0);
  });

  it('the two connections take the builds from one queue: while one is held up on a build, the other makes all the rest', async () => {
    const url = await migratedDatabase();
    const before = await peopleIndexes(url);
    const deferred = before.filter((i) => !/UNIQUE/.test(i.sql)).length;
    await withPostgresClient(url, async (client) => {
      await client.query(`INSERT INTO people (first, last, email, city, created, last_modified)
        SELECT 'A', 'B', 'p' || n || '@example.com', 'Town ' || (n % 5), '2026-01-01 00:00:00', '2026-01-01 00:00:00' FROM generate_series(1, 500) n`);
      expect(await deferPeopleIndexes(client)).toBe(true);
    });
    const builtBy: { first: string[]; second: string[] } = { first: [], second: [] };
    let firstIsDone: () => void = () => undefined;
    const firstDone = new Promise<void>((resolve) => { firstIsDone = resolve; });
    await withPostgresClient(url, (first) => withPostgresClient(url, async (second) => {
      const watchedFirst = { query: async (sql: string, values?: unknown[]) => {
        const result = await first.query(sql, values);
        if (sql.startsWith('CREATE INDEX')) {
          builtBy.first.push(sql);
          if (builtBy.first.length === deferred - 1) firstIsDone();
        }
        return result;
      } } as unknown as pg.Client;
      // The second connection's first build waits until the first connection has made every other one.
      const slowSecond = { query: async (sql: string, values?: unknown[]) => {
        if (sql.startsWith('CREATE INDEX')) {
          builtBy.second.push(sql);
          if (builtBy.second.length === 1) await firstDone;
        }
        return second.query(sql, values);
      } } as unknown as pg.Client;
      expect(await restoreDeferredIndexes(watchedFirst, slowSecond)).toBe(deferred);
    }));
    // A fixed share of the builds would have left the second connection more than one of them.
    expect(builtBy.second).toHaveLength(1);
    expect(builtBy.first).toHaveLength(deferred - 1);
    expect(await peopleIndexes(url)).toEqual(before);
    expect(await hasTable(url)).toBe(false);
  });

  it('a build that fails on one connection stops the other from taking more; the restore fails, and the next one makes every index', async () => {
    const url = await migratedDatabase();
    const before = await peopleIndexes(url);
    await withPostgresClient(url, (client) => deferPeopleIndexes(client));
    const builtBySecond: string[] = [];
    let firstFailed: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => { firstFailed = resolve; });
    await withPostgresClient(url, (first) => withPostgresClient(url, async (second) => {
      const failingFirst = { query: async (sql: string, values?: unknown[]) => {
        if (sql.startsWith('CREATE INDEX')) {
          firstFailed();
          throw new Error('no space left on device');
        }
        return first.query(sql, values);
      } } as unknown as pg.Client;
      // The second connection's first build waits until the first connection's has failed.
      const slowSecond = { query: async (sql: string, values?: unknown[]) => {
        if (sql.startsWith('CREATE INDEX')) {
          builtBySecond.push(sql);
          if (builtBySecond.length === 1) await failed;
        }
        return second.query(sql, values);
      } } as unknown as pg.Client;
      await expect(restoreDeferredIndexes(failingFirst, slowSecond)).rejects.toThrow('no space left on device');
    }));
    expect(builtBySecond).toHaveLength(1);
    expect(await hasTable(url)).toBe(true);
    await withPostgresClient(url, (client) => restoreDeferredIndexes(client));
    expect(await peopleIndexes(url)).toEqual(before);
    expect(await hasTable(url)).toBe(false);
  });

  it('with two connections, the GIN build and the last build of the queue get a parallel worker, every other btree none', async () => {
    const btree = 'CREATE INDEX b ON people USING btree (c)';
    const gin = 'CREATE INDEX g ON people USING gin (search_own)';
    expect([workersBeside(btree, false), workersBeside(btree, true), workersBeside(gin, false), workersBeside(gin, true)]).toEqual([0, 1, 1, 1]);

    const url = await migratedDatabase();
    const deferred = (await peopleIndexes(url)).filter((i) => !/UNIQUE/.test(i.sql)).length;
    await withPostgresClient(url, (client) => deferPeopleIndexes(client));
    // The queue's order: GIN first, then by name; its last is the one that runs alone at the end.
    const queued = await withPostgresClient(url, async (client) => buildOrder((await client.query<{ sql: string }>(
      "SELECT sql FROM recruit_deferred_indexes WHERE sql LIKE 'CREATE INDEX %' ORDER BY name")).rows.map((r) => r.sql)));
    const nameOf = (sql: string) => /^CREATE INDEX (?:IF NOT EXISTS )?(\S+)/.exec(sql)?.[1];
    const last = nameOf(queued.at(-1) as string);
    /** Each build, with the workers its connection had set for it. */
    const builds: { sql: string; workers: string | undefined }[] = [];
    await withPostgresClient(url, (first) => withPostgresClient(url, async (second) => {
      const watched = (client: pg.Client) => {
        let workers: string | undefined;
        return { query: (sql: string, values?: unknown[]) => {
          const set = /^SET LOCAL max_parallel_maintenance_workers = (\d+)$/.exec(sql);
          if (set) workers = set[1];
          if (sql.startsWith('CREATE INDEX')) builds.push({ sql, workers });
          return client.query(sql, values);
        } } as unknown as pg.Client;
      };
      expect(await restoreDeferredIndexes(watched(first), watched(second))).toBe(deferred);
    }));
    expect(builds).toHaveLength(deferred);
    expect(last).toMatch(/^people_/);
    const withWorker = builds.filter((b) => b.workers === '1').map((b) => nameOf(b.sql)).sort();
    expect(withWorker).toEqual(['people_search_own', last].sort());
    expect(builds.filter((b) => b.workers === '0')).toHaveLength(deferred - 2);
  });

  it('orders the builds GIN first (the costliest kind, begun first so that no connection begins it last), the others as listed', () => {
    const btree = (n: number) => `CREATE INDEX b${n} ON people USING btree (c${n})`;
    const gin = 'CREATE INDEX g ON people USING gin (search_own)';
    expect(buildOrder([btree(1), gin, btree(2), btree(3)])).toEqual([gin, btree(1), btree(2), btree(3)]);
    expect(buildOrder([btree(2), btree(1)])).toEqual([btree(2), btree(1)]);
    expect(buildOrder([])).toEqual([]);
  });
});
