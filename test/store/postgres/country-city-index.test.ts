// One index for the country and city filters on PostgreSQL (migration 16): a bulk import
// builds one index fewer at its end, and both filters still read an index and answer as
// before; an older database (two indexes, perhaps an import killed while they were away) is
// brought to the same state.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { usePostgres, withPostgresClient } from '../../helpers/postgres.js';
import { openPostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { pgPersonSearchSql } from '../../../src/store/postgres/search-sql.js';
import { restoreDeferredIndexes } from '../../../src/store/postgres/deferred-indexes.js';

const postgres = usePostgres();

async function migratedDatabase(): Promise<string> {
  const url = await postgres().createDatabase();
  await (await openPostgresStore(url)).close();
  return url;
}

/** The names and definitions of the indexes of people over its country or city key. */
const placeIndexes = async (client: pg.Client) => (await client.query<{ name: string; sql: string }>(
  `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS sql FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
    WHERE x.indrelid = 'people'::regclass AND pg_get_indexdef(x.indexrelid) ~ '\\((country|city_key)[ ,)]' ORDER BY 1`)).rows;

/** The indexes a query's plan reads. */
async function indexesUsed(client: pg.Client, sql: string, values: unknown[]): Promise<string[]> {
  const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, values);
  return [...JSON.stringify(rows[0]?.['QUERY PLAN']).matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1] as string);
}

// Invented places: six countries, thirty towns, each person one of each; every 97th person
// has neither, every 89th a rare country of their own, every 83rd the one rare town.
const COUNTRIES = [11, 22, 33, 44, 55, 66];
const town = (n: number) => (n % 83 === 0 ? 'zellmora' : `ostrava${n % 30}`);
const country = (n: number) => (n % 89 === 0 ? 901 : COUNTRIES[n % COUNTRIES.length]);

async function fillPeople(client: pg.Client, count: number): Promise<void> {
  await client.query(`INSERT INTO people (first, last, email, country, city, city_key, created, last_modified)
    SELECT 'Vorn' || n, 'Quillet', 'vorn' || n || '@example.com',
           CASE WHEN n % 97 = 0 THEN NULL WHEN n % 89 = 0 THEN 901 ELSE (ARRAY[11, 22, 33, 44, 55, 66])[n % 6 + 1] END,
           CASE WHEN n % 97 = 0 THEN '' WHEN n % 83 = 0 THEN 'Zellmora' ELSE 'Ostrava' || (n % 30) END,
           CASE WHEN n % 97 = 0 THEN '' WHEN n % 83 = 0 THEN 'zellmora' ELSE 'ostrava' || (n % 30) END,
           '2026-01-01 00:00:00', '2026-01-01 00:00:00'
      FROM generate_series(1, $1::int) n`, [count]);
  await client.query('ANALYZE people');
}

const ONE_INDEX = {
  name: 'people_country_city',
  sql: 'CREATE INDEX people_country_city ON public.people USING btree (country, city_key) '
    + 'WHERE ((country IS NOT NULL) OR (city <> \'\'::text))',
};

describe('the country and city index of people on PostgreSQL', () => {
  it('is one index over both, which the country filter and the city filter read, and they find whom they should', async () => {
    const url = await migratedDatabase();
    await withPostgresClient(url, async (client) => {
      expect(await placeIndexes(client)).toEqual([ONE_INDEX]);
      const count = 20_000;
      await fillPeople(client, count);
      const ids = Array.from({ length: count }, (_, i) => i + 1);

      const byCountry = pgPersonSearchSql({ filters: { country: 901 }, sort: 'id', limit: 1000 }, 'p.id');
      expect(await indexesUsed(client, byCountry.sql, byCountry.values)).toContain('people_country_city');
      expect((await client.query<{ id: number }>(byCountry.sql, byCountry.values)).rows.map((r) => r.id))
        .toEqual(ids.filter((n) => n % 97 !== 0 && country(n) === 901));

      const byTown = pgPersonSearchSql({ filters: { city: 'Zellmora' }, sort: 'id', limit: 1000 }, 'p.id');
      expect(await indexesUsed(client, byTown.sql, byTown.values)).toContain('people_country_city');
      expect((await client.query<{ id: number }>(byTown.sql, byTown.values)).rows.map((r) => r.id))
        .toEqual(ids.filter((n) => n % 97 !== 0 && town(n) === 'zellmora'));

      const both = pgPersonSearchSql({ filters: { city: 'Zellmora', country: 901 }, sort: 'id', limit: 1000 }, 'p.id');
      expect((await client.query<{ id: number }>(both.sql, both.values)).rows.map((r) => r.id))
        .toEqual(ids.filter((n) => n % 97 !== 0 && town(n) === 'zellmora' && country(n) === 901));
    });
  });

  it('an older database (two indexes, an import killed while they were away) is brought to the one index', async () => {
    const url = await migratedDatabase();
    await withPostgresClient(url, async (client) => {
      // A database at version 15 whose import was killed while its indexes were away.
      await client.query(`DROP INDEX people_country_city;
        CREATE TABLE recruit_deferred_indexes (name text PRIMARY KEY, sql text NOT NULL);
        INSERT INTO recruit_deferred_indexes (name, sql) VALUES
          ('people_country', 'CREATE INDEX people_country ON public.people USING btree (country) WHERE (country IS NOT NULL)'),
          ('people_city_key', 'CREATE INDEX people_city_key ON public.people USING btree (city_key) WHERE (city <> ''''::text)');
        UPDATE recruit_schema_version SET version = 15`);
      await fillPeople(client, 500);
    });
    await (await openPostgresStore(url)).close(); // migrates, and restores what the killed import left
    await withPostgresClient(url, async (client) => {
      expect(await placeIndexes(client)).toEqual([ONE_INDEX]);
      expect(await restoreDeferredIndexes(client)).toBe(0);
      expect((await client.query('SELECT version FROM recruit_schema_version')).rows[0].version).toBeGreaterThanOrEqual(16);
    });
  });

  it('an older database with both indexes in place is brought to the one index', async () => {
    const url = await migratedDatabase();
    await withPostgresClient(url, async (client) => {
      await client.query(`DROP INDEX people_country_city;
        CREATE INDEX people_country ON people (country) WHERE country IS NOT NULL;
        CREATE INDEX people_city_key ON people (city_key) WHERE city <> '';
        UPDATE recruit_schema_version SET version = 15`);
    });
    await (await openPostgresStore(url)).close();
    await withPostgresClient(url, async (client) => expect(await placeIndexes(client)).toEqual([ONE_INDEX]));
  });
});
