// The blocks of likely duplicate people on PostgreSQL (../duplicate-blocks.ts
// is SQLite's): grouped by PostgreSQL (GROUP BY the blocking key, HAVING 2..limit members;
// a grouping larger than work_mem spills to disk), read back through a cursor, so memory
// stays flat however many people (the JavaScript maps this replaces took ~130 MB per
// 100,000 people). Names and cities are folded by domain/match-key.ts itself — the fold
// SQLite calls as a function — as pages of people are read, into a temporary table the
// groupings read: a fold rewritten in SQL (unaccent, regexp classes) would differ from it
// on some letters, and the two stores must find the same blocks. One REPEATABLE READ
// transaction on one connection: the scan and every grouping see the same people.
import type pg from 'pg';
import { matchKey } from '../../domain/match-key.js';
import type { DuplicateBlock } from '../contract/index.js';
import { transaction } from './pool.js';

/** People folded per round trip, and blocks fetched per round trip. */
const SCAN_PAGE = 5_000;
const FETCH = 2_000;

const FOLD_TABLE = `CREATE TEMP TABLE duplicate_keys (id integer NOT NULL, c text NOT NULL, f text NOT NULL, l text NOT NULL, n text NOT NULL, birth_date text)
  ON COMMIT DROP`;

// As SQLite's FOLD_KEYS: only people with a city or a birth date can be in a name block.
// One pass through a cursor (keyset pages cost a planned index walk each: 3× slower).
const SCAN = `DECLARE duplicate_scan NO SCROLL CURSOR FOR
  SELECT id, first, last, city, birth_date FROM people WHERE city <> '' OR birth_date IS NOT NULL`;

const INSERT_KEYS = `INSERT INTO duplicate_keys (id, c, f, l, n, birth_date)
  SELECT * FROM unnest($1::integer[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`;

/**
 * Each kind's grouping, as SQLite's BLOCKS. Keys are grouped byte for byte (COLLATE "C":
 * equal under any deterministic collation anyway, and hashed or sorted without the locale's
 * rules); members come unordered and are put in id order here, so PostgreSQL may hash.
 */
const BLOCKS: Record<DuplicateBlock['kind'], { sql: string; limit: 'contact' | 'name' }> = {
  email: {
    limit: 'contact',
    sql: `SELECT array_agg(id) AS ids, NULL::text[] AS names FROM (
            SELECT id, email AS k FROM people WHERE email <> '' UNION SELECT id, email2 FROM people WHERE email2 <> '') e
          GROUP BY k COLLATE "C" HAVING count(*) BETWEEN 2 AND $1`,
  },
  // Stored in international format ("+36 30 123 4567"): without the spaces, E.164.
  phone: {
    limit: 'contact',
    sql: `SELECT array_agg(id) AS ids, NULL::text[] AS names FROM (
            SELECT id, replace(phone_mobile, ' ', '') AS k FROM people WHERE phone_mobile <> ''
            UNION SELECT id, replace(phone_land, ' ', '') FROM people WHERE phone_land <> '') p
          WHERE length(replace(k, '+', '')) >= 6 GROUP BY k COLLATE "C" HAVING count(*) BETWEEN 2 AND $1`,
  },
  'name-birth': {
    limit: 'contact',
    sql: `SELECT array_agg(id) AS ids, NULL::text[] AS names FROM duplicate_keys
          WHERE n <> '' AND birth_date IS NOT NULL GROUP BY n COLLATE "C", birth_date COLLATE "C" HAVING count(*) BETWEEN 2 AND $1`,
  },
  'city-name': {
    limit: 'name',
    sql: `SELECT array_agg(id) AS ids, NULL::text[] AS names FROM duplicate_keys
          WHERE c <> '' AND n <> '' GROUP BY c COLLATE "C", n COLLATE "C" HAVING count(*) BETWEEN 2 AND $1`,
  },
  'city-last': {
    limit: 'name',
    sql: `SELECT array_agg(id) AS ids, array_agg(f) AS names FROM duplicate_keys
          WHERE c <> '' AND n <> '' GROUP BY c COLLATE "C", l COLLATE "C", substr(f, 1, 1) COLLATE "C" HAVING count(*) BETWEEN 2 AND $1`,
  },
  'city-first': {
    limit: 'name',
    sql: `SELECT array_agg(id) AS ids, array_agg(l) AS names FROM duplicate_keys
          WHERE c <> '' AND n <> '' GROUP BY c COLLATE "C", f COLLATE "C", substr(l, 1, 1) COLLATE "C" HAVING count(*) BETWEEN 2 AND $1`,
  },
};

/** Folds the next page of the scan into the temporary table; false at the end. */
async function foldPage(client: pg.PoolClient): Promise<boolean> {
  const { rows } = await client.query({ text: `FETCH ${SCAN_PAGE} FROM duplicate_scan`, rowMode: 'array' });
  if (rows.length === 0) return false;
  const columns: [number[], string[], string[], string[], string[], (string | null)[]] = [[], [], [], [], [], []];
  for (const [id, first, last, city, birthDate] of rows as [number, string, string, string, string | null][]) {
    const f = matchKey(first ?? '');
    const l = matchKey(last ?? '');
    columns[0].push(id);
    columns[1].push(matchKey(city ?? ''));
    columns[2].push(f);
    columns[3].push(l);
    columns[4].push(f === '' || l === '' ? '' : f < l ? `${f}|${l}` : `${l}|${f}`);
    columns[5].push(birthDate);
  }
  await client.query(INSERT_KEYS, columns);
  return rows.length === SCAN_PAGE;
}

export async function readPostgresBlocks(pool: pg.Pool, limits: { contact: number; name: number }, visit: (block: DuplicateBlock) => void): Promise<void> {
  await transaction(pool, async (client) => {
    // Room for the groupings in memory (PostgreSQL's, per query): 4 MB, the default, spills
    // 100,000 people's keys to disk; past this they still spill instead of growing.
    await client.query("SET LOCAL work_mem = '64MB'");
    await client.query(FOLD_TABLE);
    await client.query(SCAN);
    while (await foldPage(client));
    await client.query('CLOSE duplicate_scan');
    await client.query('ANALYZE duplicate_keys');
    for (const [kind, { sql, limit }] of Object.entries(BLOCKS) as [DuplicateBlock['kind'], (typeof BLOCKS)[DuplicateBlock['kind']]][]) {
      await client.query({ text: `DECLARE duplicate_blocks NO SCROLL CURSOR FOR ${sql}`, values: [limits[limit]] });
      for (;;) {
        const { rows } = await client.query(`FETCH ${FETCH} FROM duplicate_blocks`);
        for (const { ids, names } of rows as { ids: number[]; names: string[] | null }[]) {
          visit({ kind, members: ids.map((id, i) => ({ id, name: names?.[i] ?? '' })).sort((a, b) => a.id - b.id) });
        }
        if (rows.length < FETCH) break;
      }
      await client.query('CLOSE duplicate_blocks');
    }
  }, { repeatableRead: true });
}
