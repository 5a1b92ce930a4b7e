// The SQL of a person search on SQLite, built from the checked filters as
// plain data: pure, so each filter's SQL is tested without a database. Every value is a
// bound parameter; only our own fragments are joined into the text.
//
// The page must come from an index, never from a walk over a million people (keyset
// paging, ORDER BY … LIMIT). Sorted by id, one filter *drives*: its index hands out
// person ids in order and the walk ends with the page — full text (FTS5 rowids), else
// the first skill (person_skills' (skill_key, person_id) index); the others are checked
// per row; full text with a word that may be an e-mail prefix (migration 15) does not
// drive — unless the store found that no e-mail begins with it (`unmatchedEmailPrefixes`):
// years and versions ("2019", "html5") are common CV words and begin almost no address, and
// without the hint such a search read every match before its first page (10 ms against 1 ms
// for 50,000 matches). Phone prefixes are full-text terms (the E.164 digits in person_fts). E-mail
// prefixes are id lists from the e-mail indexes, written `id IN (…)` since SQLite's
// planner otherwise walks people in id order to reach a LIMIT — unless the store found
// the prefix broad (`broad`), when that walk is the fast way: matches are everywhere.
// City (its folded keys' indexes) and country indexes hand out rows in id order by themselves.
import type { PersonSearchQuery } from '../contract/index.js';
import { ftsMatch, words } from './fts-query.js';
import { foldKeys } from '../../domain/search-fold.js';
import { emailPrefixOfWord } from '../../domain/search-email.js';

/** Larger than any character of a valid string: `x >= p AND x < p || END` is "x starts with p". */
const PREFIX_END = '\u{10FFFF}';

const SORT_EXPRESSIONS = {
  name: "(p.last || ' ' || p.first) COLLATE NOCASE",
  created: 'p.created',
  modified: 'p.last_modified',
} as const;

/** Prefix filters the store found to match many people (see BROAD_PREFIX in search-store.ts). */
export type BroadPrefixes = ReadonlySet<'email'>;

export interface SearchSql {
  sql: string;
  params: Record<string, string | number>;
  /** True when a filter can match nobody whatever the data (then no query is needed). */
  empty: boolean;
}

type Params = Record<string, string | number>;

const EMAIL_MATCHES = {
  email: "email >= @email AND email < @emailEnd AND email <> ''",
  email2: "email2 >= @email AND email2 < @emailEnd AND email2 <> ''",
};

function prefixParams(params: Params, name: string, prefix: string): void {
  params[name] = prefix;
  params[`${name}End`] = prefix + PREFIX_END;
}

/**
 * How many people a prefix matches, counted up to `cap` through its indexes (cheap: at most
 * `cap` index entries): the store's hint for `broad`.
 */
export function prefixCountSql(kind: 'email', prefix: string, cap: number): { sql: string; params: Params } {
  const params: Params = { cap };
  prefixParams(params, kind, prefix);
  const sql = `SELECT count(*) FROM (SELECT 1 FROM people WHERE ${EMAIL_MATCHES.email} ` +
    `UNION ALL SELECT 1 FROM people WHERE ${EMAIL_MATCHES.email2} LIMIT @cap)`;
  return { sql, params };
}

/**
 * The full-text condition of a search some of whose words (with a digit) may also be e-mail
 * prefixes (domain/search-email.ts), or undefined when none is: a person matches when every
 * word is in their FTS row or, for such a word, begins their e-mail. The people of the second
 * kind are few (one range of an e-mail index per word): found through the indexes, each word
 * then checked on their row (FTS5 looks a rowid up directly).
 */
function fullTextWithEmails(f: PersonSearchQuery['filters'], match: string, params: Params, unmatched: ReadonlySet<string>): string | undefined {
  const all = words(f.q ?? '');
  // A prefix no e-mail begins with adds nobody: its word is a full-text word only.
  const prefixes = all.map((word) => {
    const prefix = emailPrefixOfWord(word);
    return prefix === undefined || unmatched.has(prefix) ? undefined : prefix;
  });
  if (prefixes.every((prefix) => prefix === undefined)) return undefined;
  const candidates: string[] = [];
  const checks: string[] = [];
  const onRow = (name: string) => `EXISTS (SELECT 1 FROM person_fts WHERE person_fts MATCH @${name} AND rowid = e.id)`;
  const rest = ftsMatch({ q: all.filter((_, i) => prefixes[i] === undefined).join(' '), name: f.name, phone: f.phonePrefix });
  if (rest !== undefined) {
    params['matchRest'] = rest;
    checks.push(onRow('matchRest'));
  }
  prefixes.forEach((prefix, i) => {
    if (prefix === undefined) return;
    const name = `emailWord${i}`;
    prefixParams(params, name, prefix);
    const range = (column: string) => `${column} >= @${name} AND ${column} < @${name}End AND ${column} <> ''`;
    candidates.push(`SELECT id FROM people WHERE ${range('email')}`, `SELECT id FROM people WHERE ${range('email2')}`);
    params[`match${name}`] = ftsMatch({ q: all[i] })!;
    checks.push(`(${onRow(`match${name}`)} OR (${range('e.email')}) OR (${range('e.email2')}))`);
  });
  params['match'] = match;
  return `p.id IN (SELECT rowid FROM person_fts WHERE person_fts MATCH @match`
    + ` UNION SELECT e.id FROM people e WHERE e.id IN (${candidates.join(' UNION ALL ')}) AND ${checks.join(' AND ')})`;
}

/** The row conditions of the filters that never drive (everything but full text and skills). */
function rowConditions(query: PersonSearchQuery, broad: BroadPrefixes, where: string[], params: Params): void {
  const f = query.filters;
  // Broad: the row's own columns (not the @parameters of the same names), behind a unary +
  // so the planner cannot turn the test back into an index lookup and a sort of every match.
  const column = (condition: string) => condition
    .replace(/(?<![@\w.])(email2?)\b/g, 'p.$1')
    .replace(/(p\.email2?) (>=|<) /g, '+$1 $2 ');
  if (f.emailPrefix !== undefined) {
    prefixParams(params, 'email', f.emailPrefix);
    where.push(broad.has('email')
      ? `((${column(EMAIL_MATCHES.email)}) OR (${column(EMAIL_MATCHES.email2)}))`
      : `p.id IN (SELECT id FROM people WHERE ${EMAIL_MATCHES.email} UNION ALL SELECT id FROM people WHERE ${EMAIL_MATCHES.email2})`);
  }
  if (f.city !== undefined) {
    // Folded keys (migration 9's indexes): `krakow` finds Kraków, `muenchen` and `munchen` München.
    const keys = foldKeys(f.city).filter((key) => key !== '');
    keys.forEach((key, index) => (params[`city${index}`] = key));
    const list = keys.map((_, index) => `@city${index}`).join(', ');
    where.push(keys.length === 0 ? '0' : `(recruit_fold_key(p.city) IN (${list}) OR recruit_fold_key_other(p.city) IN (${list})) AND p.city <> ''`);
  }
  if (f.country !== undefined) {
    where.push('p.country = @country');
    params['country'] = f.country;
  }
  if (f.category !== undefined) {
    where.push('EXISTS (SELECT 1 FROM json_each(p.category) WHERE value = @category)');
    params['category'] = f.category;
  }
  if (f.appliedTo !== undefined) {
    where.push('EXISTS (SELECT 1 FROM subscriptions s WHERE s.person_id = p.id AND s.job_id = @appliedTo)');
    params['appliedTo'] = f.appliedTo;
  }
  if (f.createdSince !== undefined) {
    where.push('p.created >= @createdSince');
    params['createdSince'] = f.createdSince;
  }
  if (f.modifiedSince !== undefined) {
    where.push('p.last_modified >= @modifiedSince');
    params['modifiedSince'] = f.modifiedSince;
  }
}

/**
 * SELECT `columns` plus the sort value (last column) of one page: at most `limit + 1` rows,
 * the extra one telling that another page follows. `unmatchedEmailPrefixes`: the e-mail
 * prefixes of `q`'s words (domain/search-email.ts) that the store found no e-mail begins with.
 */
export function personSearchSql(
  query: PersonSearchQuery, columns: string, broad: BroadPrefixes = new Set(), unmatchedEmailPrefixes: ReadonlySet<string> = new Set(),
): SearchSql {
  const f = query.filters;
  const where: string[] = [];
  const params: Params = {};
  const texts = f.q !== undefined || f.name !== undefined || f.phonePrefix !== undefined;
  const match = texts ? ftsMatch({ q: f.q, name: f.name, phone: f.phonePrefix }) : undefined;
  const empty = texts && match === undefined;
  if (match !== undefined) params['match'] = match;
  const withEmails = match === undefined ? undefined : fullTextWithEmails(f, match, params, unmatchedEmailPrefixes);
  const skills = f.skillKeys ?? [];
  skills.forEach((key, index) => (params[`skill${index}`] = key));

  const descending = query.sort.startsWith('-');
  const key = (descending ? query.sort.slice(1) : query.sort) as 'id' | keyof typeof SORT_EXPRESSIONS;
  const direction = descending ? 'DESC' : 'ASC';
  const beyond = descending ? '<' : '>';

  // Which index walks the page (sorted by id only; other orders sort every match anyway).
  // Not full text when words may be e-mail prefixes: then its people come from two places.
  const driver = key !== 'id' ? 'people' : match !== undefined && withEmails === undefined ? 'fts' : skills.length > 0 ? 'skill' : 'people';
  let from = 'people p';
  let idColumn = 'p.id';
  if (driver === 'fts') {
    // CROSS JOIN keeps FTS5 the outer loop: it hands out rowids in order, the page ends the walk.
    from = 'person_fts CROSS JOIN people p ON p.id = person_fts.rowid';
    idColumn = 'person_fts.rowid';
    where.push('person_fts MATCH @match');
  } else if (withEmails !== undefined) {
    where.push(withEmails);
  } else if (match !== undefined) {
    where.push('p.id IN (SELECT rowid FROM person_fts WHERE person_fts MATCH @match)');
  }
  skills.forEach((_, index) => {
    if (driver === 'skill' && index === 0) {
      from = 'person_skills s0 CROSS JOIN people p ON p.id = s0.person_id';
      idColumn = 's0.person_id';
      where.push('s0.skill_key = @skill0');
    } else if (driver === 'skill' || driver === 'fts') {
      // On the driver's id, not p.id: checked before the person's row is read.
      where.push(`EXISTS (SELECT 1 FROM person_skills s WHERE s.person_id = ${idColumn} AND s.skill_key = @skill${index})`);
    } else {
      where.push(`p.id IN (SELECT person_id FROM person_skills WHERE skill_key = @skill${index})`);
    }
  });
  rowConditions(query, broad, where, params);

  const expression = key === 'id' ? idColumn : SORT_EXPRESSIONS[key];
  if (query.after) {
    params['afterId'] = query.after.id;
    if (key === 'id') where.push(`${idColumn} ${beyond} @afterId`);
    else {
      params['afterValue'] = query.after.value;
      where.push(`(${expression} ${beyond} @afterValue OR (${expression} = @afterValue AND p.id ${beyond} @afterId))`);
    }
  }
  params['limit'] = query.limit + 1;
  const order = key === 'id' ? `${idColumn} ${direction}` : `${expression} ${direction}, p.id ${direction}`;
  const sortValue = key === 'id' ? 'p.id' : expression.replace(' COLLATE NOCASE', '');
  const sql = `SELECT ${columns}, ${sortValue} FROM ${from}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order} LIMIT @limit`;
  return { sql, params, empty };
}
