// The blocks of likely duplicate people on PostgreSQL (issue 12 §6; ../duplicate-blocks.ts
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
import type { DuplicateBlock } from '../store.js';
import { domainErrorOf } from './errors.js';

/** People folded per round trip, and blocks fetched per round trip. */
const SCAN_PAGE = 5_000;
const FETCH = 2_000;

const FOLD_TABLE = `CREATE TEMP TABLE duplicate_keys (id integer NOT NULL, c text NOT NULL, f text NOT NULL, l text NOT NULL, n text NOT NULL, birth_date text)
  ON COMMIT DROP`;

// As SQLite's FOLD_KEYS: only people with a city or a birth date can be in a name block.
const SCAN = `SELECT id, first, last, city, birth_date FROM people
  WHERE id > $1 AND (city <> '' OR birth_date IS NOT NULL) ORDER BY id LIMIT $2`;

const INSERT_KEYS = `INSERT INTO duplicate_keys (id, c, f, l, n, birth_date)
  SELECT * FROM unnest($1::integer[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`;

/** Each kind's grouping, as SQLite's BLOCKS: members' ids (and the compared names) in id order. */
const BLOCKS: Record<DuplicateBlock['kind'], { sql: string; limit: 'contact' | 'name' }> = {
  email: {
    limit: 'contact',
    sql: `SELECT array_agg(id ORDER BY id) AS ids, NULL::text[] AS names FROM (
            SELECT id, email AS k FROM people WHERE email <> '' UNION SELECT id, email2 FROM people WHERE email2 <> '') e
          GROUP BY k HAVING count(*) BETWEEN 2 AND $1`,
  },
  // Stored in international format ("+36 30 123 4567"): without the spaces, E.164.
  phone: {
    limit: 'contact',
    sql: `SELECT array_agg(id ORDER BY id) AS ids, NULL::text[] AS names FROM (
            SELECT id, replace(phone_mobile, ' ', '') AS k FROM people WHERE phone_mobile <> ''
            UNION SELECT id, replace(phone_land, ' ', '') FROM people WHERE phone_land <> '') p
          WHERE length(replace(k, '+', '')) >= 6 GROUP BY k HAVING count(*) BETWEEN 2 AND $1`,
  },
  'name-birth': {
    limit: 'contact',
    sql: `SELECT array_agg(id ORDER BY id) AS ids, NULL::text[] AS names FROM duplicate_keys
          WHERE n <> '' AND birth_date IS NOT NULL GROUP BY n, birth_date HAVING count(*) BETWEEN 2 AND $1`,
  },
  'city-name': {
    limit: 'name',
    sql: `SELECT array_agg(id ORDER BY id) AS ids, NULL::text[] AS names FROM duplicate_keys
          WHERE c <> '' AND n <> '' GROUP BY c, n HAVING count(*) BETWEEN 2 AND $1`,
  },
  'city-last': {
    limit: 'name',
    sql: `SELECT array_agg(id ORDER BY id) AS ids, array_agg(f ORDER BY id) AS names FROM duplicate_keys
          WHERE c <> '' AND n <> '' GROUP BY c, l, substr(f, 1, 1) HAVING count(*) BETWEEN 2 AND $1`,
  },
  'city-first': {
    limit: 'name',
    sql: `SELECT array_agg(id ORDER BY id) AS ids, array_agg(l ORDER BY id) AS names FROM duplicate_keys
          WHERE c <> '' AND n <> '' GROUP BY c, f, substr(l, 1, 1) HAVING count(*) BETWEEN 2 AND $1`,
  },
};

/** Folds one page of people into the temporary table; returns the last id seen, or undefined at the end. */
async function foldPage(client: pg.PoolClient, after: number): Promise<number | undefined> {
  const { rows } = await client.query({ text: SCAN, values: [after, SCAN_PAGE], rowMode: 'array' });
  if (rows.length === 0) return undefined;
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
  return rows.length < SCAN_PAGE ? undefined : (rows.at(-1) as [number])[0];
}

export async function readPostgresBlocks(pool: pg.Pool, limits: { contact: number; name: number }, visit: (block: DuplicateBlock) => void): Promise<void> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw domainErrorOf(error);
  }
  let broken = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    await client.query(FOLD_TABLE);
    for (let after: number | undefined = 0; after !== undefined;) after = await foldPage(client, after);
    await client.query('ANALYZE duplicate_keys');
    for (const [kind, { sql, limit }] of Object.entries(BLOCKS) as [DuplicateBlock['kind'], (typeof BLOCKS)[DuplicateBlock['kind']]][]) {
      await client.query({ text: `DECLARE duplicate_blocks NO SCROLL CURSOR FOR ${sql}`, values: [limits[limit]] });
      for (;;) {
        const { rows } = await client.query(`FETCH ${FETCH} FROM duplicate_blocks`);
        for (const { ids, names } of rows as { ids: number[]; names: string[] | null }[]) {
          visit({ kind, members: ids.map((id, i) => ({ id, name: names?.[i] ?? '' })) });
        }
        if (rows.length < FETCH) break;
      }
      await client.query('CLOSE duplicate_blocks');
    }
    await client.query('COMMIT');
  } catch (error) {
    try {
      await client.query('ROLLBACK');
    } catch {
      broken = true;
    }
    throw domainErrorOf(error);
  } finally {
    client.release(broken);
  }
}
