// A person's own search words on PostgreSQL (people.search_own) since migration 12: a bulk
// import sends them ready-made (src/store/postgres/search-vector.ts) and a trigger computes
// them for every other writer. The words Node makes must be exactly PostgreSQL's, imported
// people must be found as created ones are (on both stores), and an import into an empty
// table that is killed or fails leaves every index back and every person findable.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runRecruit } from '../../helpers/cli.js';
import { usePostgres, withPostgresClient } from '../../helpers/postgres.js';
import { openPostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { searchOwnLiteral } from '../../../src/store/postgres/search-vector.js';
import { foldForIndex } from '../../../src/domain/search-fold.js';

const postgres = usePostgres();
let dir: string;
let url: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-pgbulksearch-'));
  url = await migratedDatabase();
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function migratedDatabase(): Promise<string> {
  const created = await postgres().createDatabase();
  await (await openPostgresStore(created)).close();
  return created;
}

/** PostgreSQL's own search words for the texts, and Node's literal read by PostgreSQL (null when Node leaves it). */
async function bothSides(client: pg.Client, triples: readonly (readonly [string, string, string])[]) {
  const literals = triples.map(([name, email, city]) => searchOwnLiteral(name, email, city) ?? null);
  const { rows } = await client.query<{ own: string; node: string | null }>(
    `SELECT recruit_people_search_vector(n, e, c)::text AS own, l::tsvector::text AS node
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS t(n, e, c, l, i) ORDER BY i`,
    [triples.map((t) => t[0]), triples.map((t) => t[1]), triples.map((t) => t[2]), literals]);
  return rows.map((row, i) => ({ ...row, literal: literals[i] ?? null }));
}

const peopleIndexes = (database: string) => withPostgresClient(database, async (client) => (await client.query<{ sql: string }>(
  "SELECT pg_get_indexdef(indexrelid) AS sql FROM pg_index WHERE indrelid = 'people'::regclass ORDER BY 1")).rows.map((r) => r.sql));

describe('search words made in Node for a bulk import', () => {
  it('are the words PostgreSQL makes, for folded text of every shape', async () => {
    // Folded text is lower-case ASCII; words of letters and digits (with the e of 1e5 often),
    // separated by white space, punctuation and symbols, now and then a long word or a letter beyond ASCII.
    const piece = fc.oneof(
      { arbitrary: fc.stringMatching(/^[a-z0-9]{1,8}$/), weight: 10 },
      { arbitrary: fc.stringMatching(/^[0-9]{1,3}e[0-9]{0,3}[a-z]{0,2}$/), weight: 1 },
      { arbitrary: fc.constantFrom(' ', '  ', '\n', '\t', '.', '@', '-', '_', "'", '(', ')', '/', '&', ',', ':', '#', '%', '*', '!', '?', '"', '[',
        ']', '{', '}', '\\'), weight: 10 },
      { arbitrary: fc.constantFrom('+', '$', '|', '~', '^', '<', '=', '>', '`', 'é', 'x'.repeat(250)), weight: 1 },
    );
    const text = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(''));
    const triples = fc.sample(fc.tuple(text, text, text), { numRuns: 3000, seed: 20261128 });
    await withPostgresClient(url, async (client) => {
      const rows = await bothSides(client, triples);
      let made = 0;
      rows.forEach((row, i) => {
        if (row.node === null) return;
        made++;
        expect({ triple: triples[i], words: row.node }).toEqual({ triple: triples[i], words: row.own });
        // Written as PostgreSQL prints it (each word once, in order), so reading it has nothing to sort or merge.
        expect({ triple: triples[i], literal: row.literal }).toEqual({ triple: triples[i], literal: row.own.replaceAll("'", '') });
      });
      // Most texts are made in Node (the test checks something), not all (symbols, 1e5 and long words are left).
      expect(made).toBeGreaterThan(triples.length / 4);
      expect(made).toBeLessThan(triples.length);
    });
  });

  it('are made for the folded names, e-mails and cities of ordinary people, and left to PostgreSQL where unsure', async () => {
    const people: [string, string, string][] = [
      ['Piroska Pélmin Kövér', 'piroska.pelmin@example.org', 'Szeged'],
      ["Seán O'Brienna ", 'sean.obrienna@example.com  s2@example.net', 'Kraków-Nowa Huta'],
      ['Jürgen Großmaier', 'juergen@example.org', 'München'],
      ['Anna Minta', 'anna+jobs@example.com', 'Pécs'],
      ['Béla 1e5 Teszt', 'bela@example.com', ''],
    ];
    const folded = people.map(([name, email, city]) => [foldForIndex(name), foldForIndex(email), foldForIndex(city)] as const);
    await withPostgresClient(url, async (client) => {
      const rows = await bothSides(client, folded);
      expect(rows.slice(0, 3).every((row) => row.node !== null && row.node === row.own)).toBe(true);
      expect(rows[0]?.own).toContain("'kover':3A"); // the umlaut's other spelling is a word of the name too
      // A word of the name that is a word of the e-mail too is written once, with both positions.
      expect(rows[0]?.literal).toBe('example:7B koever:4A kover:3A org:8B pelmin:2A,6B piroska:1A,5B szeged:9C');
      expect(rows[3]?.node).toBeNull(); // + is punctuation in some locales only
      expect(rows[4]?.node).toBeNull(); // 1e5: a number to the parser
    });
  });
});

describe('the e-mails\' digits in the search words made in Node (migration 15)', () => {
  it('are left out as PostgreSQL leaves them out: each run of digits a space, the words after it numbered on', async () => {
    const triples: [string, string, string][] = [
      ['mira tolvanen', 'mira.tolvanen77@kotiposti.example 1990x@varasto.example', 'oulu'],
      // 1e5 in an e-mail is no number to the parser any more: its digits are gone before it reads the text.
      ['ola repo', 'o1e5r@x.example', ''],
      ['ola repo 2', '', 'turku 20'], // digits elsewhere stay words
    ];
    await withPostgresClient(url, async (client) => {
      const rows = await bothSides(client, triples);
      expect(rows.map((row) => row.literal)).toEqual([
        'example:6B,9B kotiposti:5B mira:1A,3B oulu:10C tolvanen:2A,4B varasto:8B x:7B',
        'e:4B example:7B o:3B ola:1A r:5B repo:2A x:6B',
        '2:3A 20:5C ola:1A repo:2A turku:4C',
      ]);
      for (const row of rows) expect(row.node).toBe(row.own);
    });
  });
});

describe('people.search_own after migration 12', () => {
  it('is made by the trigger for a row without it, made again when the folded text changes, and kept when given', async () => {
    await withPostgresClient(url, async (client) => {
      const own = async (id: number) => (await client.query<{ own: string; fresh: string }>(
        `SELECT search_own::text AS own, recruit_people_search_vector(search_name, search_email, search_city)::text AS fresh
           FROM people WHERE id = $1`, [id])).rows[0];
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO people (first, last, search_name, search_email, search_city, created, last_modified)
         VALUES ('Ida', 'Minta', 'ida minta', 'ida@example.com', 'szeged', 't', 't') RETURNING id`);
      const id = rows[0]!.id;
      expect((await own(id))?.own).toBe("'com':5B 'example':4B 'ida':1A,3B 'minta':2A 'szeged':6C");
      await client.query("UPDATE people SET search_name = 'ida pelda' WHERE id = $1", [id]);
      expect((await own(id))?.own).toContain("'pelda':2A");
      expect((await own(id))?.own).toBe((await own(id))?.fresh);
      await client.query("UPDATE people SET street = 'Fő utca 1.' WHERE id = $1", [id]);
      expect((await own(id))?.own).toBe((await own(id))?.fresh);
      const given = await client.query<{ id: number }>(
        `INSERT INTO people (first, last, search_name, search_own, created, last_modified)
         VALUES ('Ede', 'Minta', 'ede minta', 'ede:1A minta:2A', 't', 't') RETURNING id`);
      expect((await own(given.rows[0]!.id))?.own).toBe("'ede':1A 'minta':2A");
      const generated = await client.query("SELECT attgenerated FROM pg_attribute WHERE attrelid = 'people'::regclass AND attname = 'search_own'");
      expect(generated.rows[0]?.attgenerated).toBe('');
    });
  });
});

/** Invented people whose words take both ways: Node's literal, and (a + in the e-mail, a 1e5) PostgreSQL's trigger. */
function peopleCsv(name: string, rows: number): string {
  const lines = ['first,last,email,city,girl_name'];
  const firsts = ['Zsófia', 'Béla', 'Jürgen', 'Søren', "Seán", 'Ida'];
  const cities = ['Szeged', 'München', 'Kraków', 'Pécs', ''];
  for (let i = 0; i < rows; i++) {
    const email = i % 5 === 3 ? `kitalalt${i}+jobs@example.com` : `kitalalt${i}@example.org`;
    const last = i % 7 === 2 ? `Példa${i}e5` : `Példa${i}`;
    lines.push(`${firsts[i % firsts.length]},${last},${email},${cities[i % cities.length]},${i % 3 === 0 ? "O'Minta" : ''}`);
  }
  const file = join(dir, `${name}.csv`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** People whose stored words are not PostgreSQL's own for their folded text (none, when all is right). */
const wrongWords = (database: string) => withPostgresClient(database, async (client) => Number((await client.query(
  `SELECT count(*) AS n FROM people WHERE search_own IS DISTINCT FROM recruit_people_search_vector(search_name, search_email, search_city)`))
  .rows[0].n));

/** People found through the GIN index by their own last name (Példa<n> → pelda<n>, which nobody else has), of all people. */
const foundByName = (database: string) => withPostgresClient(database, async (client) => {
  await client.query('SET enable_seqscan = off'); // the inner search can only take the GIN index
  const { rows } = await client.query<{ people: number; found: number }>(
    `SELECT (SELECT count(*) FROM people)::int AS people,
            (SELECT count(*) FROM people p WHERE EXISTS (
               SELECT 1 FROM people q WHERE q.search_own @@ to_tsquery('simple', lower(translate(p.last, 'é', 'e')))))::int AS found`);
  return rows[0]!;
});

describe('a bulk import on PostgreSQL and the search', () => {
  it('finds imported people as SQLite does, whichever way their words were made', async () => {
    const file = peopleCsv('both', 40);
    const sqlite = join(dir, 'both.sqlite');
    const database = await migratedDatabase();
    for (const db of [sqlite, database]) expect((await runRecruit(['--db', db, 'person', 'import', file, '--batch-size', '7', '--json'])).code).toBe(0);
    expect(await wrongWords(database)).toBe(0);
    for (const query of [['--q', 'zsofia'], ['--q', 'soeren'], ['--q', 'ominta'], ['--q', 'minta'], ['--q', 'pelda9e5'], ['--q', 'jobs'], ['--name', 'juer'],
      ['--city', 'munchen'], ['--q', 'kitalalt13']]) {
      const answers = [];
      for (const db of [sqlite, database]) {
        const run = await runRecruit(['--db', db, 'person', 'search', ...query, '--limit', '100', '--json']);
        expect(run.code).toBe(0);
        answers.push(run.json<{ id: number }[]>().map((p) => p.id));
      }
      expect({ query, found: answers[0]!.length > 0 }).toEqual({ query, found: true });
      expect({ query, ids: answers[1] }).toEqual({ query, ids: answers[0] });
    }
  }, 60_000);

  it('a killed import into an empty table: the next open re-creates every index, and everyone imported is found', async () => {
    const database = await migratedDatabase();
    const before = await peopleIndexes(database);
    const file = peopleCsv('killed', 30_000);
    const child = spawn(process.execPath, [BIN, '--db', database, 'person', 'import', file, '--batch-size', '500'], {
      env: { PATH: process.env['PATH'] ?? '', CI: '1' }, stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Kill it once some batches are in, long before its end.
    for (let stored = 0; stored < 2000;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stored = await withPostgresClient(database, async (client) => Number((await client.query('SELECT count(*) AS n FROM people')).rows[0].n));
    }
    child.kill('SIGKILL');
    await exited;
    expect((await peopleIndexes(database)).length).toBeLessThan(before.length);
    const listed = await runRecruit(['--db', database, 'person', 'list', '--limit', '1', '--json']);
    expect(listed.code).toBe(0);
    expect(await peopleIndexes(database)).toEqual(before);
    expect(await wrongWords(database)).toBe(0);
    const { people, found } = await foundByName(database);
    expect(people).toBeGreaterThanOrEqual(2000);
    expect(people).toBeLessThan(30_000);
    expect(found).toBe(people);
  }, 90_000);

  it('a failed import into an empty table (its connection cut): the next open re-creates every index, and everyone imported is found', async () => {
    const database = await migratedDatabase();
    const before = await peopleIndexes(database);
    const file = peopleCsv('failed', 30_000);
    const running = runRecruit(['--db', database, 'person', 'import', file, '--batch-size', '500', '--json']);
    for (let stored = 0; stored < 2000;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stored = await withPostgresClient(database, async (client) => Number((await client.query('SELECT count(*) AS n FROM people')).rows[0].n));
    }
    await withPostgresClient(database, (client) => client.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"));
    const run = await running;
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/error/i);
    const listed = await runRecruit(['--db', database, 'person', 'list', '--limit', '1', '--json']);
    expect(listed.code).toBe(0);
    expect(await peopleIndexes(database)).toEqual(before);
    expect(await wrongWords(database)).toBe(0);
    const { people, found } = await foundByName(database);
    expect(people).toBeGreaterThanOrEqual(2000);
    expect(found).toBe(people);
  }, 90_000);
});
