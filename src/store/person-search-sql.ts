// The SQL of a person search on SQLite (issue 12 §1), built from the checked filters as
// plain data: pure, so each filter's SQL is tested without a database. Every value is a
// bound parameter; only our own fragments are joined into the text.
//
// Each filter is written so SQLite can drive the page from an index and stop at the
// page's end (keyset paging, ORDER BY … LIMIT): FTS5 rowids for text and names, the
// e-mail and E.164 expression indexes for prefixes (migration 6), city/country indexes
// that hand out rows in id order, person_skills' (skill_key, person_id) index.
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
export function searchConditions(query: PersonSearchQuery): { where: string[]; params: Record<string, string | number>; empty: boolean } {
  const f = query.filters;
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  let empty = false;

  if (f.q !== undefined || f.name !== undefined) {
    const match = ftsMatch({ q: f.q, name: f.name });
    if (match === undefined) empty = true;
    else {
      where.push('p.id IN (SELECT rowid FROM person_fts WHERE person_fts MATCH @match)');
      params['match'] = match;
    }
  }
  if (f.emailPrefix !== undefined) {
    where.push("((p.email >= @email AND p.email < @emailEnd) OR (p.email2 >= @email AND p.email2 < @emailEnd AND p.email2 <> ''))");
    params['email'] = f.emailPrefix;
    params['emailEnd'] = f.emailPrefix + PREFIX_END;
  }
  if (f.phonePrefix !== undefined) {
    where.push(`((${e164('phone_mobile')} >= @phone AND ${e164('phone_mobile')} < @phoneEnd AND p.phone_mobile <> '')`
      + ` OR (${e164('phone_land')} >= @phone AND ${e164('phone_land')} < @phoneEnd AND p.phone_land <> ''))`);
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
  return { where, params, empty };
}

/**
 * SELECT `columns` plus the sort value (last column) of one page: at most `limit + 1` rows,
 * the extra one telling that another page follows.
 */
export function personSearchSql(query: PersonSearchQuery, columns: string): SearchSql {
  const { where, params, empty } = searchConditions(query);
  const descending = query.sort.startsWith('-');
  const key = (descending ? query.sort.slice(1) : query.sort) as keyof typeof SORT_EXPRESSIONS;
  const expression = SORT_EXPRESSIONS[key];
  const direction = descending ? 'DESC' : 'ASC';
  const beyond = descending ? '<' : '>';
  if (query.after) {
    params['afterId'] = query.after.id;
    if (key === 'id') where.push(`p.id ${beyond} @afterId`);
    else {
      params['afterValue'] = query.after.value;
      where.push(`(${expression} ${beyond} @afterValue OR (${expression} = @afterValue AND p.id ${beyond} @afterId))`);
    }
  }
  params['limit'] = query.limit + 1;
  const order = key === 'id' ? `p.id ${direction}` : `${expression} ${direction}, p.id ${direction}`;
  const sortValue = key === 'id' ? 'p.id' : expression.replace(' COLLATE NOCASE', '');
  const sql = `SELECT ${columns}, ${sortValue} FROM people p${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order} LIMIT @limit`;
  return { sql, params, empty };
}
