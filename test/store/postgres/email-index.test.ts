// One e-mail index on PostgreSQL (migration 14): the unique index, in "C", answers the e-mail
// look-ups and GET /person's e-mail prefixes, so a bulk import builds no second index over
// the same column; an older database (two indexes, perhaps an import killed while the prefix
// index was away) is brought to the same state.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { usePostgres, withPostgresClient } from '../../helpers/postgres.js';
import { openPostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { EMAIL_AS_INDEXED } from '../../../src/store/postgres/repositories.js';
import { pgPersonSearchSql } from '../../../src/store/postgres/search-sql.js';
import { restoreDeferredIndexes } from '../../../src/store/postgres/deferred-indexes.js';

const postgres = usePostgres();

async function migratedDatabase(): Promise<string> {
  const url = await postgres().createDatabase();
  await (await openPostgresStore(url)).close();
  return url;
}

/** The definitions of the indexes of people over its e-mail column. */
const emailIndexes = async (client: pg.Client) => (await client.query<{ sql: string }>(
  `SELECT pg_get_indexdef(x.indexrelid) AS sql FROM pg_index x
    WHERE x.indrelid = 'people'::regclass AND pg_get_indexdef(x.indexrelid) ~ '\\(email[ )]' ORDER BY 1`)).rows.map((r) => r.sql);

/** The indexes a query's plan reads. */
async function indexesUsed(client: pg.Client, sql: string, values: unknown[]): Promise<string[]> {
  const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, values);
  return [...JSON.stringify(rows[0]?.['QUERY PLAN']).matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1] as string);
}

/** A few thousand invented people, so that the planner prefers an index to reading the table. */
async function fillPeople(client: pg.Client): Promise<void> {
  await client.query(`INSERT INTO people (first, last, email, email2, created, last_modified)
    SELECT 'Vorn' || n, 'Quillet', 'vorn' || n || '@example.com', CASE WHEN n % 3 = 0 THEN 'q' || n || '@example.org' ELSE '' END,
           '2026-01-01 00:00:00', '2026-01-01 00:00:00'
      FROM generate_series(1, 5000) n`);
  await client.query('ANALYZE people');
}

const ONE_INDEX = 'CREATE UNIQUE INDEX people_email ON public.people USING btree (email COLLATE "C") WHERE (email <> \'\'::text)';

describe('the e-mail index of people on PostgreSQL', () => {
  it('is one unique index in "C" that serves the look-ups by e-mail and the prefix filter', async () => {
    const url = await migratedDatabase();
    await withPostgresClient(url, async (client) => {
      expect(await emailIndexes(client)).toEqual([ONE_INDEX]);
      await fillPeople(client);
      expect(await indexesUsed(client, `SELECT id FROM people WHERE ${EMAIL_AS_INDEXED} = $1 AND email <> ''`, ['vorn17@example.com']))
        .toEqual(['people_email']);
      expect(await indexesUsed(client, `SELECT id FROM people WHERE email <> '' AND ${EMAIL_AS_INDEXED} = ANY($1::text[])`,
        [['vorn17@example.com', 'vorn18@example.com']])).toEqual(['people_email']);
      const search = pgPersonSearchSql({ filters: { emailPrefix: 'vorn50' }, sort: 'id', limit: 20 }, 'p.email');
      expect(await indexesUsed(client, search.sql, search.values)).toEqual(expect.arrayContaining(['people_email', 'people_email2_prefix']));
      const found = await client.query<{ email: string }>(search.sql, search.values);
      expect(found.rows.map((r) => r.email)).toEqual(['vorn50', ...Array.from({ length: 10 }, (_, i) => `vorn50${i}`), 'vorn5000']
        .map((local) => `${local}@example.com`));
    });
  });

  it('an older database (two e-mail indexes, an import killed while the prefix index was away) is brought to the one index', async () => {
    const url = await migratedDatabase();
    await withPostgresClient(url, async (client) => {
      // A database at version 13 whose import was killed while its indexes were away.
      await client.query(`DROP INDEX people_email;
        CREATE UNIQUE INDEX people_email ON people (email) WHERE email <> '';
        CREATE TABLE recruit_deferred_indexes (name text PRIMARY KEY, sql text NOT NULL);
        INSERT INTO recruit_deferred_indexes (name, sql) VALUES ('people_email_prefix',
          'CREATE INDEX people_email_prefix ON public.people USING btree (email COLLATE "C") WHERE (email <> ''''::text)');
        UPDATE recruit_schema_version SET version = 13`);
    });
    await (await openPostgresStore(url)).close(); // migrates, and restores what the killed import left
    await withPostgresClient(url, async (client) => {
      expect(await emailIndexes(client)).toEqual([ONE_INDEX]);
      expect(await restoreDeferredIndexes(client)).toBe(0);
      expect((await client.query('SELECT version FROM recruit_schema_version')).rows[0].version).toBeGreaterThanOrEqual(14);
    });
  });
});
