// The rules of a person search, pure: the request's text values (query
// parameters or CLI flags) → the store's checked filters, plus what the audit rows record.
// A bad value is a ValidationError naming its parameter (400 / exit 2), in both modes.
import type { CodeBook } from '../domain/codes.js';
import { isCalendarDate } from '../domain/clock.js';
import { emailKey } from '../domain/email-key.js';
import { ValidationError } from '../domain/errors.js';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_SKILLS, type PersonSearchRequest } from '../domain/person-search.js';
import { skillKey } from '../domain/skill.js';
import type { PersonSearchFilters, PersonSearchQuery } from '../store/index.js';
import { phonePrefix } from './phone-prefix.js';

const HAS_WORD = /[\p{L}\p{N}]/u;

function words(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (!HAS_WORD.test(value)) throw ValidationError.field(`/${field}`, 'needs at least one letter or digit');
  return value.trim();
}

function nonEmpty(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') throw ValidationError.field(`/${field}`, 'is empty');
  return trimmed;
}

/** "2026-01-31" → "2026-01-31 00:00:00"; a timestamp stays (T or space); anything else names the field. */
export function sinceTimestamp(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  const [, date, h = '00', m = '00', s = '00'] = match ?? [];
  if (!date || !isCalendarDate(date) || Number(h) > 23 || Number(m) > 59 || Number(s) > 59) {
    throw ValidationError.field(`/${field}`, `"${text}" is not a date (YYYY-MM-DD) or timestamp (YYYY-MM-DD HH:MM:SS)`);
  }
  return `${date} ${h}:${m}:${s}`;
}

export interface SearchPlan {
  /** The store's query, without the cursor's position. */
  query: PersonSearchQuery;
  /** What identifies this search for its cursors: filters and sort. */
  identity: { filters: PersonSearchFilters; sort: string };
  /** The search as the audit rows record it: its parameters as a query string (cursor and limit left out). */
  description: string;
}

export function planSearch(input: PersonSearchRequest, codes: CodeBook): SearchPlan {
  const skills = input.skill === undefined ? [] : Array.isArray(input.skill) ? input.skill : [input.skill];
  if (skills.length > SEARCH_MAX_SKILLS) throw ValidationError.field('/skill', `at most ${SEARCH_MAX_SKILLS} skills`);
  const skillKeys = [...new Set(skills.map((skill, index) => {
    const key = skillKey(skill);
    if (key === '') throw ValidationError.field(`/skill${Array.isArray(input.skill) ? `/${index}` : ''}`, 'is empty');
    return key;
  }))];
  const country = input.country === undefined ? undefined : codes.resolve('country', input.country, 'country');
  const email = nonEmpty(input.email, 'email');
  const filters: PersonSearchFilters = {
    q: words(input.q, 'q'),
    name: words(input.name, 'name'),
    emailPrefix: email === undefined ? undefined : emailKey(email),
    phonePrefix: input.phone === undefined ? undefined : phonePrefix(input.phone, codes.countryAlpha2(country)),
    city: nonEmpty(input.city, 'city'),
    country,
    category: input.category === undefined ? undefined : codes.resolve('category', input.category, 'category'),
    skillKeys: skillKeys.length > 0 ? skillKeys : undefined,
    appliedTo: input.applied_to,
    createdSince: sinceTimestamp(input.created_since, 'created_since'),
    modifiedSince: sinceTimestamp(input.modified_since, 'modified_since'),
  };
  // Absent filters leave the identity, so `{}` and `{city: undefined}` page alike.
  const defined = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as PersonSearchFilters;
  const sort = input.sort ?? 'id';
  const described = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (key === 'cursor' || key === 'limit' || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) described.append(key, String(one));
  }
  return {
    query: { filters: defined, sort, limit: input.limit ?? SEARCH_DEFAULT_LIMIT },
    identity: { filters: defined, sort },
    description: described.toString(),
  };
}
