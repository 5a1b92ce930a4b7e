// The folded search text of a person on PostgreSQL (migration 9): PostgreSQL cannot run the
// TypeScript folding (domain/search-fold.ts) that SQLite's triggers call, so the store writes
// it beside the columns it comes from — names, e-mails and city as `search_*` columns (the
// generated tsvector people.search_own is built from them), the city's equality keys, a
// skill's and a document text's folded form — and both stores index the same words.
import { foldForIndex, foldKey, spelledOutKey } from '../../domain/search-fold.js';
import type { Queryable } from './pool.js';

/** The people columns a person's folds are computed from. */
export const FOLDED_SOURCES = ['first', 'last', 'girl_name', 'email', 'email2', 'city'] as const;
/** The people columns that hold them, in the order personFolds returns them. */
export const FOLD_COLUMNS = ['search_name', 'search_email', 'search_city', 'city_key', 'city_key_other'] as const;

type Sources = Partial<Record<(typeof FOLDED_SOURCES)[number], unknown>>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The values of FOLD_COLUMNS for a person's names, e-mails and city (city_key_other: null when the city has one spelling). */
export function personFolds(person: Sources): [string, string, string, string, string | null] {
  const city = text(person.city);
  return [
    foldForIndex(`${text(person.first)} ${text(person.last)} ${text(person.girl_name)}`),
    foldForIndex(`${text(person.email)} ${text(person.email2)}`),
    foldForIndex(city),
    foldKey(city),
    spelledOutKey(city) ?? null,
  ];
}

/** Whether a change of these columns changes a person's folds. */
export const changesFolds = (columns: Iterable<string>): boolean =>
  [...columns].some((column) => (FOLDED_SOURCES as readonly string[]).includes(column));

/**
 * Writes the folds of the given people from their stored columns (after an UPDATE that
 * changed some of them, or to fill them in). Rows whose folds are already right are left alone.
 */
export async function refreshPersonFolds(client: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await client.query<Record<(typeof FOLDED_SOURCES)[number] | 'id', unknown>>(
    `SELECT id, ${FOLDED_SOURCES.join(', ')} FROM people WHERE id = ANY($1::integer[])`, [ids]);
  const columns: unknown[][] = [rows.map((row) => row.id), ...FOLD_COLUMNS.map(() => [] as unknown[])];
  for (const row of rows) personFolds(row).forEach((value, i) => columns[i + 1]!.push(value));
  const sets = FOLD_COLUMNS.map((column) => `${column} = u.${column}`).join(', ');
  const changed = FOLD_COLUMNS.map((column) => `p.${column} IS DISTINCT FROM u.${column}`).join(' OR ');
  await client.query(
    `UPDATE people p SET ${sets}
       FROM unnest($1::integer[], ${FOLD_COLUMNS.map((_, i) => `$${i + 2}::text[]`).join(', ')}) AS u(id, ${FOLD_COLUMNS.join(', ')})
      WHERE p.id = u.id AND (${changed})`,
    columns,
  );
}
