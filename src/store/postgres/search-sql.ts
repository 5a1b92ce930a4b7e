// The SQL of a person search on PostgreSQL, the counterpart of
// ../person-search-sql.ts: built from the checked filters as plain data (pure, testable
// without a database), every value a bound parameter. Full text goes through the tsvectors
// of migration 6 (people.search_own, person_search) and its recruit_search_query function, which
// turns the user's words into a tsquery inside the database — so words are tokenised and
// folded (in TypeScript, migration 9) exactly as the indexed text was, and no user text is ever tsquery syntax.
// A word with a digit also finds the e-mails it begins (migration 15, domain/search-email.ts).
import type { PersonSearchQuery } from '../contract/index.js';
import { PHONE_KEY_SQL } from '../match-keys.js';
import { foldKeys, queryForms } from '../../domain/search-fold.js';
import { emailPrefixOfWord } from '../../domain/search-email.js';

/** Larger than any character of a valid string: `x >= p AND x < p || END` is "x starts with p" (code point order). */
const PREFIX_END = '\u{10FFFF}';

/** Words of a search beyond this many are ignored (as the SQLite store's fts-query.ts does). */
const MAX_WORDS = 16;

// Sort keys compare as SQLite's do: code points (COLLATE "C"), names case-folded in ASCII
// only (lower() under "C" folds ASCII, as SQLite's NOCASE does).
const SORT_EXPRESSIONS = {
  id: 'p.id',
  name: `lower((p.last || ' ' || p.first) COLLATE "C")`,
  created: 'p.created COLLATE "C"',
  modified: 'p.last_modified COLLATE "C"',
} as const;

export interface PgSearchSql {
  sql: string;
  values: unknown[];
  /** True when a filter can match nobody whatever the data (then no query is needed). */
  empty: boolean;
}

function words(text: string): string[] {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).slice(0, MAX_WORDS);
}

/**
 * The arguments of recruit_search_query: every word of `q` (a trailing `*` makes its last
 * token a prefix) over all columns, every word of `name` as a prefix of the name (weight A).
 * Words are folded as the indexed text was (domain/search-fold.ts); a word with a spelled-out
 * form is given in both, in one group (either may match). `empty` when a word folds to no
 * letter or digit: it is in no index, so nothing matches (as the SQLite store's fts-query.ts).
 */
export function searchWords(terms: { q?: string | undefined; name?: string | undefined }) {
  const out = {
    words: [] as string[], prefixes: [] as boolean[], weights: [] as string[], groups: [] as number[], empty: false,
    /** Per group (group n at index n - 1): the e-mail prefix it also matches (a word of `q` with a digit), or undefined. */
    emails: [] as (string | undefined)[],
  };
  const add = (word: string, prefix: boolean, weight: string, email: string | undefined) => {
    const forms = queryForms(word.replace(/\*+$/u, '')).filter((form) => /[a-z0-9]/.test(form));
    if (forms.length === 0) out.empty = true;
    out.emails.push(email);
    const group = out.emails.length;
    for (const form of forms) {
      out.words.push(form);
      out.prefixes.push(prefix);
      out.weights.push(weight);
      out.groups.push(group);
    }
  };
  for (const word of words(terms.q ?? '')) add(word, word.endsWith('*'), '', emailPrefixOfWord(word));
  for (const word of words(terms.name ?? '')) add(word, true, 'A', undefined);
  return out;
}

type SearchWords = ReturnType<typeof searchWords>;

/**
 * The full-text condition of a search whose words with a digit may also be e-mail prefixes
 * (domain/search-email.ts): a person matches when every word is in their search words or, for
 * such a word, begins their e-mail. The people of the second kind are few (one range of an
 * e-mail index per word), so they are found through the indexes and checked word by word.
 */
function fullTextCondition(terms: SearchWords, param: (value: unknown) => string): string {
  const query = (groups: readonly number[]) => {
    const at = terms.groups.flatMap((group, i) => (groups.includes(group) ? [i] : []));
    const pick = <T>(values: readonly T[]) => at.map((i) => values[i]);
    return `recruit_search_query(${param(pick(terms.words))}::text[], ${param(pick(terms.prefixes))}::boolean[], `
      + `${param(pick(terms.weights))}::text[], ${param(pick(terms.groups))}::integer[])`;
  };
  const all = terms.emails.map((_, i) => i + 1);
  const tsquery = query(all);
  // People with skills or document text are matched on their combined row, the others on
  // their own words (migration 6): each arm is one GIN index scan.
  const words = `SELECT person_id FROM person_search WHERE document @@ ${tsquery}`
    + ` UNION ALL SELECT id FROM people own WHERE own.search_own @@ ${tsquery}`
    + ' AND NOT EXISTS (SELECT 1 FROM person_search x WHERE x.person_id = own.id)';
  const emailGroups = all.filter((group) => terms.emails[group - 1] !== undefined);
  if (emailGroups.length === 0) return `p.id IN (${words})`;

  const vector = 'coalesce(x.document, e.search_own)';
  const candidates: string[] = [];
  const checks: string[] = [];
  const others = all.filter((group) => !emailGroups.includes(group));
  if (others.length > 0) checks.push(`${vector} @@ ${query(others)}`);
  for (const group of emailGroups) {
    const prefix = terms.emails[group - 1]!;
    const from = param(prefix);
    const to = param(prefix + PREFIX_END);
    candidates.push(`SELECT id FROM people WHERE email COLLATE "C" >= ${from} AND email COLLATE "C" < ${to} AND email <> ''`,
      `SELECT id FROM people WHERE email2 COLLATE "C" >= ${from} AND email2 COLLATE "C" < ${to} AND email2 <> ''`);
    checks.push(`(${vector} @@ ${query([group])} OR starts_with(e.email, ${from}) OR starts_with(e.email2, ${from}))`);
  }
  const emails = `SELECT e.id FROM people e LEFT JOIN person_search x ON x.person_id = e.id`
    + ` WHERE e.id IN (${candidates.join(' UNION ALL ')}) AND ${checks.join(' AND ')}`;
  return `p.id IN (${words} UNION ALL ${emails})`;
}

/**
 * SELECT `columns` plus the sort value (as `sort_value`) of one page: at most `limit + 1`
 * rows, the extra one telling that another page follows.
 */
export function pgPersonSearchSql(query: PersonSearchQuery, columns: string): PgSearchSql {
  const f = query.filters;
  const where: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  let empty = false;

  if (f.q !== undefined || f.name !== undefined) {
    const terms = searchWords({ q: f.q, name: f.name });
    if (terms.words.length === 0 || terms.empty) empty = true;
    where.push(fullTextCondition(terms, param));
  }
  if (f.emailPrefix !== undefined) {
    const from = param(f.emailPrefix);
    const to = param(f.emailPrefix + PREFIX_END);
    where.push(`p.id IN (SELECT id FROM people WHERE email COLLATE "C" >= ${from} AND email COLLATE "C" < ${to} AND email <> ''`
      + ` UNION ALL SELECT id FROM people WHERE email2 COLLATE "C" >= ${from} AND email2 COLLATE "C" < ${to} AND email2 <> '')`);
  }
  if (f.phonePrefix !== undefined) {
    const from = param(f.phonePrefix);
    const to = param(f.phonePrefix + PREFIX_END);
    const mobile = `(${PHONE_KEY_SQL('phone_mobile')}) COLLATE "C"`;
    const land = `(${PHONE_KEY_SQL('phone_land')}) COLLATE "C"`;
    where.push(`p.id IN (SELECT id FROM people WHERE ${mobile} >= ${from} AND ${mobile} < ${to} AND phone_mobile <> ''`
      + ` UNION ALL SELECT id FROM people WHERE ${land} >= ${from} AND ${land} < ${to} AND phone_land <> '')`);
  }
  if (f.city !== undefined) {
    // Folded keys, written by the store (migration 9): `krakow` finds Kraków, `muenchen` and `munchen` München.
    const keys = foldKeys(f.city).filter((key) => key !== '');
    if (keys.length === 0) empty = true;
    const list = param(keys);
    where.push(`p.id IN (SELECT id FROM people WHERE city_key = ANY(${list}::text[]) AND city <> ''`
      + ` UNION ALL SELECT id FROM people WHERE city_key_other = ANY(${list}::text[]))`);
  }
  if (f.country !== undefined) where.push(`p.country = ${param(f.country)}`);
  if (f.category !== undefined) where.push(`p.category::jsonb @> jsonb_build_array(${param(f.category)}::integer)`);
  for (const key of f.skillKeys ?? []) where.push(`p.id IN (SELECT person_id FROM person_skills WHERE skill_key = ${param(key)})`);
  if (f.appliedTo !== undefined) where.push(`EXISTS (SELECT 1 FROM subscriptions s WHERE s.person_id = p.id AND s.job_id = ${param(f.appliedTo)})`);
  if (f.createdSince !== undefined) where.push(`p.created COLLATE "C" >= ${param(f.createdSince)}`);
  if (f.modifiedSince !== undefined) where.push(`p.last_modified COLLATE "C" >= ${param(f.modifiedSince)}`);

  const descending = query.sort.startsWith('-');
  const key = (descending ? query.sort.slice(1) : query.sort) as keyof typeof SORT_EXPRESSIONS;
  const expression = SORT_EXPRESSIONS[key];
  const direction = descending ? 'DESC' : 'ASC';
  const beyond = descending ? '<' : '>';
  if (query.after) {
    const afterId = param(query.after.id);
    if (key === 'id') where.push(`p.id ${beyond} ${afterId}`);
    else {
      const afterValue = param(String(query.after.value));
      where.push(`(${expression} ${beyond} ${afterValue} OR (${expression} = ${afterValue} AND p.id ${beyond} ${afterId}))`);
    }
  }
  const limit = param(query.limit + 1);
  const order = key === 'id' ? `p.id ${direction}` : `${expression} ${direction}, p.id ${direction}`;
  const sql = `SELECT ${columns}, ${expression} AS sort_value FROM people p`
    + `${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order} LIMIT ${limit}`;
  return { sql, values, empty };
}
