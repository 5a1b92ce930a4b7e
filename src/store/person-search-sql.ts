// The SQL of a person search on SQLite (issue 12 §1), built from the checked filters as
// plain data: pure, so each filter's SQL is tested without a database. Every value is a
// bound parameter; only our own fragments are joined into the text.
//
// Each filter is written so SQLite can drive the page from an index (keyset paging, ORDER
// BY … LIMIT): sorted by id, a full-text search walks the FTS5 rowids in order and stops at
// the page's end; prefixes of e-mails and phones are id lists from their indexes (the
// e-mail index, migration 6's E.164 expression indexes) — written as `id IN (…)`, since
// SQLite's planner otherwise prefers walking every person in id order to reach a LIMIT;
// city and country indexes hand out rows in id order; skills come from person_skills'
// (skill_key, person_id) index.
import type { PersonSearchQuery } from './store.js';
import { ftsMatch } from './fts-query.js';

/** The E.164 form of a stored phone column ("+36 30 123 4567" → "+36301234567"), as the index has it. */
const e164 = (column: string) => `replace(replace(p.${column}, ' ', ''), '-', '')`;

/** Larger than any character of a valid string: `x >= p AND x < p || END` is "x starts with p". */
const PREFIX_END = '\u{10FFFF}';

const SORT_EXPRESSIONS = {
  id: 'p.id',
  name: "(p.last || ' ' || p.first) COLLATE NOCASE",
  created: 'p.created',
  modified: 'p.last_modified',
} as const;

export interface SearchSql {
  sql: string;
  params: Record<string, string | number>;
  /** True when a filter can match nobody whatever the data (then no query is needed). */
  empty: boolean;
}

/** The WHERE terms and parameters of the filters (without paging). */
export function searchConditions(query: PersonSearchQuery): { where: string[]; params: Record<string, string | number>; empty: boolean; match?: string } {
  const f = query.filters;
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  let empty = false;
  let match: string | undefined;

  if (f.q !== undefined || f.name !== undefined) {
    match = ftsMatch({ q: f.q, name: f.name });
    if (match === undefined) empty = true;
    else params['match'] = match;
  }
  if (f.emailPrefix !== undefined) {
    where.push("p.id IN (SELECT id FROM people WHERE email >= @email AND email < @emailEnd AND email <> ''"
      + " UNION ALL SELECT id FROM people WHERE email2 >= @email AND email2 < @emailEnd AND email2 <> '')");
    params['email'] = f.emailPrefix;
    params['emailEnd'] = f.emailPrefix + PREFIX_END;
  }
  if (f.phonePrefix !== undefined) {
    const mobile = e164('phone_mobile').replace('p.', '');
    const land = e164('phone_land').replace('p.', '');
    where.push(`p.id IN (SELECT id FROM people WHERE ${mobile} >= @phone AND ${mobile} < @phoneEnd AND phone_mobile <> ''`
      + ` UNION ALL SELECT id FROM people WHERE ${land} >= @phone AND ${land} < @phoneEnd AND phone_land <> '')`);
    params['phone'] = f.phonePrefix;
    params['phoneEnd'] = f.phonePrefix + PREFIX_END;
  }
  if (f.city !== undefined) {
    where.push("p.city = @city COLLATE NOCASE AND p.city <> ''");
    params['city'] = f.city;
  }
  if (f.country !== undefined) {
    where.push('p.country = @country');
    params['country'] = f.country;
  }
  if (f.category !== undefined) {
    where.push('EXISTS (SELECT 1 FROM json_each(p.category) WHERE value = @category)');
    params['category'] = f.category;
  }
  (f.skillKeys ?? []).forEach((key, index) => {
    where.push(`p.id IN (SELECT person_id FROM person_skills WHERE skill_key = @skill${index})`);
    params[`skill${index}`] = key;
  });
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
  return match === undefined ? { where, params, empty } : { where, params, empty, match };
}

/**
 * SELECT `columns` plus the sort value (last column) of one page: at most `limit + 1` rows,
 * the extra one telling that another page follows.
 */
export function personSearchSql(query: PersonSearchQuery, columns: string): SearchSql {
  const { where, params, empty, match } = searchConditions(query);
  const descending = query.sort.startsWith('-');
  const key = (descending ? query.sort.slice(1) : query.sort) as keyof typeof SORT_EXPRESSIONS;
  const direction = descending ? 'DESC' : 'ASC';
  const beyond = descending ? '<' : '>';
  // Sorted by id, full text drives: FTS5 hands out its rowids in order, so the page ends
  // the walk (CROSS JOIN keeps it the outer loop). Otherwise its matches are one more id list.
  const ftsDrives = match !== undefined && key === 'id';
  if (match !== undefined && !ftsDrives) where.unshift('p.id IN (SELECT rowid FROM person_fts WHERE person_fts MATCH @match)');
  if (ftsDrives) where.unshift('person_fts MATCH @match');
  const idColumn = ftsDrives ? 'person_fts.rowid' : 'p.id';
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
  const from = ftsDrives ? 'person_fts CROSS JOIN people p ON p.id = person_fts.rowid' : 'people p';
  const order = key === 'id' ? `${idColumn} ${direction}` : `${expression} ${direction}, p.id ${direction}`;
  const sortValue = key === 'id' ? 'p.id' : expression.replace(' COLLATE NOCASE', '');
  const sql = `SELECT ${columns}, ${sortValue} FROM ${from}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order} LIMIT @limit`;
  return { sql, params, empty };
}
