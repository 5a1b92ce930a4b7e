// The digits of an e-mail on PostgreSQL (migration 15, domain/search-email.ts): no words of a
// person's search vector or combined search row; a search word with a digit finds the e-mails
// it begins through the e-mail indexes. An older database's vectors are made again.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { usePostgres, withPostgresClient } from '../../helpers/postgres.js';
import { openPostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { pgPersonSearchSql } from '../../../src/store/postgres/search-sql.js';

const postgres = usePostgres();

async function migratedDatabase(): Promise<string> {
  const url = await postgres().createDatabase();
  await (await openPostgresStore(url)).close();
  return url;
}

/** The words (lexemes) of a tsvector column for a person. */
async function words(client: pg.Client, sql: string, id: number): Promise<string[]> {
  const { rows } = await client.query<{ lexeme: string }>(`SELECT (unnest(v)).lexeme FROM (${sql}) s(v)`, [id]);
  return rows.map((r) => r.lexeme).sort();
}
const ownWords = (client: pg.Client, id: number) => words(client, 'SELECT search_own FROM people WHERE id = $1', id);
const rowWords = (client: pg.Client, id: number) => words(client, 'SELECT document FROM person_search WHERE person_id = $1', id);

async function insertPerson(client: pg.Client, first: string, last: string, email: string, email2 = ''): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO people (first, last, email, email2, search_name, search_email, created, last_modified)
     VALUES ($1, $2, $3, $4, lower($1 || ' ' || $2), $3 || ' ' || $4, '2026-01-01 00:00:00', '2026-01-01 00:00:00') RETURNING id`,
    [first, last, email, email2]);
  return rows[0]!.id;
}

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] }
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The nodes of a query's plan. */
async function planNodes(client: pg.Client, sql: string, values: unknown[]): Promise<PlanNode[]> {
  const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) ${sql}`, values);
  return nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
}

describe('e-mail digits on PostgreSQL (migration 15)', () => {
  it('are no words of a new person\'s search vector, nor of their combined row', async () => {
    const url = await migratedDatabase();
    await withPostgresClient(url, async (client) => {
      const id = await insertPerson(client, 'Mira', 'Tolvanen', 'mira.tolvanen77@kotiposti.example', '2024kt@varasto.example');
      expect(await ownWords(client, id)).toEqual(['example', 'kotiposti', 'kt', 'mira', 'tolvanen', 'varasto']);
      await client.query("INSERT INTO person_skills (person_id, skill_key, skill, skill_folded) VALUES ($1, 'c99', 'C99', 'c99')", [id]);
      expect(await rowWords(client, id)).toEqual(['c99', 'example', 'kotiposti', 'kt', 'mira', 'tolvanen', 'varasto']);
    });
  });

  it('an older database: the vectors and combined rows of people with digits in their e-mails are made again', async () => {
    const url = await migratedDatabase();
    let withDigits = 0;
    let withSkill = 0;
    let plain = 0;
    await withPostgresClient(url, async (client) => {
      // Version 14: the people's search vector as migration 12 made it, digits and all.
      await client.query(`DROP FUNCTION recruit_email_search_text(text);
        CREATE OR REPLACE FUNCTION recruit_people_search_vector(search_name text, search_email text, search_city text) RETURNS tsvector
          LANGUAGE sql IMMUTABLE PARALLEL SAFE
          AS $$ SELECT recruit_search_vector(search_name, 'A') || recruit_search_vector(search_email, 'B') || recruit_search_vector(search_city, 'C') $$;
        UPDATE recruit_schema_version SET version = 14`);
      withDigits = await insertPerson(client, 'Olli', 'Oksvik', 'olli@verkko.example', 'oksvik1990@varasto.example');
      withSkill = await insertPerson(client, 'Ines', 'Linde', 'ines42@kotiposti.example');
      plain = await insertPerson(client, 'Aino', 'Repo', 'aino.repo@verkko.example');
      await client.query("INSERT INTO person_skills (person_id, skill_key, skill, skill_folded) VALUES ($1, 'sauna', 'Sauna', 'sauna')", [withSkill]);
      expect(await ownWords(client, withDigits)).toContain('oksvik1990');
      expect(await rowWords(client, withSkill)).toContain('ines42');
    });
    await (await openPostgresStore(url)).close(); // migrates
    await withPostgresClient(url, async (client) => {
      expect((await client.query('SELECT version FROM recruit_schema_version')).rows[0].version).toBeGreaterThanOrEqual(15);
      expect(await ownWords(client, withDigits)).toEqual(['example', 'oksvik', 'olli', 'varasto', 'verkko']);
      expect(await rowWords(client, withSkill)).toEqual(['example', 'ines', 'kotiposti', 'linde', 'sauna']);
      expect(await ownWords(client, plain)).toEqual(['aino', 'example', 'repo', 'verkko']);
      // Every stored vector is the one the function now gives.
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM people WHERE search_own <> recruit_people_search_vector(search_name, search_email, search_city)');
      expect(rows[0]?.n).toBe(0);
    });
  });

  it('a search word with a digit is read from the e-mail indexes, not from every person', async () => {
    const url = await migratedDatabase();
    await withPostgresClient(url, async (client) => {
      await client.query(`INSERT INTO people (first, last, email, email2, search_name, search_email, created, last_modified)
        SELECT 'Vorn' || n, 'Quillet', 'vorn' || n || '@example.com', CASE WHEN n % 3 = 0 THEN 'q' || n || '@example.org' ELSE '' END,
               'vorn' || n || ' quillet', 'vorn' || n || '@example.com', '2026-01-01 00:00:00', '2026-01-01 00:00:00'
          FROM generate_series(1, 5000) n`);
      await client.query('ANALYZE people');
      const search = pgPersonSearchSql({ filters: { q: 'vorn420' }, sort: 'id', limit: 20 }, 'p.email');
      const nodes = await planNodes(client, search.sql, search.values);
      expect(nodes.flatMap((node) => node['Index Name'] ?? [])).toEqual(expect.arrayContaining(['people_email', 'people_email2_prefix', 'people_search_own']));
      expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name'])).not.toContain('people');
      const found = await client.query<{ email: string }>(search.sql, search.values);
      expect(found.rows.map((r) => r.email)).toEqual(['vorn420', ...Array.from({ length: 10 }, (_, i) => `vorn420${i}`)]
        .map((local) => `${local}@example.com`));
      const second = pgPersonSearchSql({ filters: { q: 'q4200@' }, sort: 'id', limit: 20 }, 'p.email2');
      expect((await client.query<{ email2: string }>(second.sql, second.values)).rows.map((r) => r.email2)).toEqual(['q4200@example.org']);
    });
  });
});
