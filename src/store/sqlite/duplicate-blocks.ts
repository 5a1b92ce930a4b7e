// The blocks of likely duplicate people: people sharing an e-mail, a phone, a
// name with a birth date or a city, or a city and family name, grouped by SQLite (sorted in
// its temporary storage, so memory stays flat on a million people: a JavaScript map of
// every key took 130 MB per 100,000). Used on the store's connection for an in-memory
// database and by duplicate-blocks-worker.ts, on a connection of its own, for a file.
import type { SqliteDatabase } from './database.js';
import type { DuplicateBlock } from '../contract/index.js';
import { matchKey } from '../../domain/match-key.js';

/**
 * Every name and city folded once per person (domain/match-key.ts, three calls a row) into
 * a temporary table the name groupings read: calling the fold inside each grouping took
 * nine calls a row, most of the grouping's time. `n` is the name in either order.
 */
const FOLD_KEYS = [
  'DROP TABLE IF EXISTS temp.duplicate_keys',
  'CREATE TEMP TABLE duplicate_keys (id INTEGER PRIMARY KEY, c TEXT NOT NULL, f TEXT NOT NULL, l TEXT NOT NULL, n TEXT NOT NULL, birth_date TEXT)',
  `INSERT INTO temp.duplicate_keys (id, c, f, l, n, birth_date)
     SELECT id, c, f, l, CASE WHEN f = '' OR l = '' THEN '' WHEN f < l THEN f || '|' || l ELSE l || '|' || f END, birth_date
       FROM (SELECT id, recruit_match_key(city) AS c, recruit_match_key(first) AS f, recruit_match_key(last) AS l, birth_date
               FROM people WHERE city <> '' OR birth_date IS NOT NULL)`,
];

/** Members as a JSON array of [id, name] (SQLite's json functions: one row per block). */
const BLOCKS: Record<DuplicateBlock['kind'], string> = {
  email: `SELECT json_group_array(json_array(id, '')) FROM (
      SELECT id, email AS k FROM people WHERE email <> '' UNION SELECT id, email2 FROM people WHERE email2 <> '')
    GROUP BY k HAVING count(*) BETWEEN 2 AND @contact`,
  // Stored in international format ("+36 30 123 4567"): without the spaces, E.164.
  phone: `SELECT json_group_array(json_array(id, '')) FROM (
      SELECT id, replace(phone_mobile, ' ', '') AS k FROM people WHERE phone_mobile <> ''
      UNION SELECT id, replace(phone_land, ' ', '') FROM people WHERE phone_land <> '')
    WHERE length(replace(k, '+', '')) >= 6 GROUP BY k HAVING count(*) BETWEEN 2 AND @contact`,
  'name-birth': `SELECT json_group_array(json_array(id, '')) FROM temp.duplicate_keys
    WHERE n <> '' AND birth_date IS NOT NULL GROUP BY n, birth_date HAVING count(*) BETWEEN 2 AND @contact`,
  'city-name': `SELECT json_group_array(json_array(id, '')) FROM temp.duplicate_keys
    WHERE c <> '' AND n <> '' GROUP BY c, n HAVING count(*) BETWEEN 2 AND @name`,
  'city-last': `SELECT json_group_array(json_array(id, f)) FROM temp.duplicate_keys
    WHERE c <> '' AND n <> '' GROUP BY c, l, substr(f, 1, 1) HAVING count(*) BETWEEN 2 AND @name`,
  'city-first': `SELECT json_group_array(json_array(id, l)) FROM temp.duplicate_keys
    WHERE c <> '' AND n <> '' GROUP BY c, f, substr(l, 1, 1) HAVING count(*) BETWEEN 2 AND @name`,
};

export interface BlockLimits {
  contact: number;
  name: number;
}

/** Groups the people of `db` and hands each block to `visit`, in one read transaction. */
export function readBlocks(db: SqliteDatabase, limits: BlockLimits, visit: (block: DuplicateBlock) => void): void {
  // The folding of domain/match-key.ts, callable from SQL on this connection.
  db.function('recruit_match_key', { deterministic: true }, (text: unknown) => matchKey(String(text ?? '')));
  db.transaction(() => {
    for (const statement of FOLD_KEYS) db.exec(statement);
    try {
      for (const [kind, sql] of Object.entries(BLOCKS) as [DuplicateBlock['kind'], string][]) {
        const params = sql.includes('@contact') ? { contact: limits.contact } : { name: limits.name };
        for (const json of db.prepare(sql).pluck().iterate(params) as IterableIterator<string>) {
          const members = (JSON.parse(json) as [number, string][]).map(([id, name]) => ({ id, name }));
          visit({ kind, members });
        }
      }
    } finally {
      db.exec('DROP TABLE IF EXISTS temp.duplicate_keys');
    }
  })();
}
