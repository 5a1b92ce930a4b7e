// A bulk import into an empty people table notes each batch's commit on its rows right after
// it (src/store/postgres/settle-pages.ts), so the index builds of its end find every row
// settled and write no page of the table again. Whether a row is settled is read from its
// page with pageinspect: the flag "xmin committed" (0x0100 of t_infomask).
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { usePostgres, withPostgresClient } from '../../helpers/postgres.js';
import { openPostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { SETTLE_SQL, blockOf, pageSettler } from '../../../src/store/postgres/settle-pages.js';

const postgres = usePostgres();

async function migratedDatabase(): Promise<string> {
  const url = await postgres().createDatabase();
  await (await openPostgresStore(url)).close();
  return url;
}

/** Committed rows of people whose page does not yet say that their transaction committed, and all rows. */
async function unsettled(client: pg.Client): Promise<{ unsettled: number; rows: number }> {
  const { rows } = await client.query<{ unsettled: number; rows: number }>(
    `SELECT count(*) FILTER (WHERE (t_infomask & 256) = 0)::int AS unsettled, count(*)::int AS rows
       FROM generate_series(0, pg_relation_size('people') / current_setting('block_size')::int - 1) AS b,
            LATERAL heap_page_items(get_raw_page('people', b::int)) WHERE t_infomask IS NOT NULL`);
  return rows[0] as { unsettled: number; rows: number };
}

/** One committed batch of invented people, as an import writes it (no reader looks at them after). */
async function writeBatch(client: pg.Client, from: number, count: number): Promise<void> {
  await client.query(
    `INSERT INTO people (first, last, email, city, search_own, created, last_modified)
     SELECT 'Vera', 'Minta ' || n, 'vera.minta' || n || '@example.org', 'Kisváros', '', '2026-01-01 00:00:00', '2026-01-01 00:00:00'
       FROM generate_series($1::int, $2::int) n`, [from, from + count - 1]);
}

describe('settling an import batch\'s pages on PostgreSQL', () => {
  it('blockOf reads the block of a row position as PostgreSQL prints it, and nothing else', () => {
    expect(blockOf('(0,1)')).toBe(0);
    expect(blockOf('(12345,17)')).toBe(12345);
    expect(blockOf('')).toBeUndefined();
    expect(blockOf('12,3')).toBeUndefined();
    expect(blockOf('(12,3) ')).toBeUndefined();
  });

  it('each pass leaves every committed row settled, also the rows a later batch adds to the last page of the one before', async () => {
    const url = await migratedDatabase();
    await withPostgresClient(url, async (client) => {
      await client.query('CREATE EXTENSION IF NOT EXISTS pageinspect');
      const settler = await pageSettler(client);
      expect(settler).toBeDefined();

      await writeBatch(client, 1, 700);
      const first = await unsettled(client);
      expect(first).toEqual({ unsettled: 700, rows: 700 }); // nobody has read them: this is what the index builds would find
      await settler!.settle();
      expect(await unsettled(client)).toEqual({ unsettled: 0, rows: 700 });

      // 700 rows leave the last page part full: the next batch begins on it.
      await writeBatch(client, 701, 900);
      expect((await unsettled(client)).unsettled).toBe(900);
      await settler!.settle();
      expect(await unsettled(client)).toEqual({ unsettled: 0, rows: 1600 });
    });
  });

  it('a pass reads only from the given block on (a TID range scan), not the whole table', async () => {
    const url = await migratedDatabase();
    await withPostgresClient(url, async (client) => {
      await writeBatch(client, 1, 3000);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${SETTLE_SQL.replace('$1', "'(20,0)'")}`);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Tid Range Scan on people/);
      expect(plan).not.toMatch(/Seq Scan/);
    });
  });
});
