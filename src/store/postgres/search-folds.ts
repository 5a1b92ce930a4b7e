// The folded search text of a person on PostgreSQL (migration 9): PostgreSQL cannot run the
// TypeScript folding (domain/search-fold.ts) that SQLite's triggers call, so the store writes
// it beside the columns it comes from — names, e-mails and city as `search_*` columns (the
// tsvector people.search_own is made from them: migration 12, search-vector.ts), the city's
// equality keys, a skill's and a document text's folded form — and both stores index the
// same words.
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

/** Rows folded per statement when stored rows are folded again (migration 9, a restore). */
const PEOPLE_BATCH = 5000;
const SKILLS_BATCH = 5000;
const DOCUMENTS_BATCH = 50;

/** Writes every person's folded columns from their stored values, in keyset batches (flat memory). */
export async function foldPeopleRows(client: Queryable): Promise<void> {
  for (let after = 0; ;) {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM people WHERE id > $1 ORDER BY id LIMIT $2', [after, PEOPLE_BATCH]);
    if (rows.length === 0) break;
    await refreshPersonFolds(client, rows.map((row) => row.id));
    after = rows.at(-1)!.id;
  }
}

/** Writes every skill's and document text's folded column from the stored text, in keyset batches. */
export async function foldSkillAndTextRows(client: Queryable): Promise<void> {
  for (let after = { person: 0, key: '' }; ;) {
    const { rows } = await client.query<{ person_id: number; skill_key: string; skill: string }>(
      `SELECT person_id, skill_key, skill FROM person_skills WHERE (person_id, skill_key COLLATE "C") > ($1, $2 COLLATE "C")
        ORDER BY person_id, skill_key COLLATE "C" LIMIT $3`, [after.person, after.key, SKILLS_BATCH]);
    if (rows.length === 0) break;
    await client.query(
      `UPDATE person_skills s SET skill_folded = u.folded FROM unnest($1::integer[], $2::text[], $3::text[]) AS u(person_id, skill_key, folded)
        WHERE s.person_id = u.person_id AND s.skill_key = u.skill_key`,
      [rows.map((r) => r.person_id), rows.map((r) => r.skill_key), rows.map((r) => foldForIndex(r.skill))]);
    const last = rows.at(-1)!;
    after = { person: last.person_id, key: last.skill_key };
  }
  for (let after = 0; ;) {
    const { rows } = await client.query<{ document_id: number; text: string }>(
      'SELECT document_id, text FROM document_text WHERE document_id > $1 ORDER BY document_id LIMIT $2', [after, DOCUMENTS_BATCH]);
    if (rows.length === 0) break;
    await client.query(
      'UPDATE document_text t SET text_folded = u.folded FROM unnest($1::integer[], $2::text[]) AS u(id, folded) WHERE t.document_id = u.id',
      [rows.map((r) => r.document_id), rows.map((r) => foldForIndex(r.text))]);
    after = rows.at(-1)!.document_id;
  }
}
