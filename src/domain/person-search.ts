// Finding people: the filters of `recruit person list|search` and GET /person,
// one schema for both (STYLE.md practice 7). Values arrive as text (query parameters, CLI
// flags); the service checks and normalises them (service/person-search.ts), so a bad
// value is a 400 / exit 2 that names its parameter in both modes.
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './primitives.js';
import type { Person } from './person.js';

export const PERSON_SORTS = ['id', '-id', 'name', '-name', 'created', '-created', 'modified', '-modified'] as const;
export type PersonSort = (typeof PERSON_SORTS)[number];

export const SEARCH_DEFAULT_LIMIT = 50;
export const SEARCH_MAX_LIMIT = 500;
/** At most this many --skill filters (each one is a join). */
export const SEARCH_MAX_SKILLS = 20;

const text = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, description });

export const PersonSearchQuerySchema = Type.Object({
  q: Type.Optional(text(500,
    'full text over names, e-mails, city, skills and document text; `word*` is a prefix; a word with a digit also finds the e-mails it begins')),
  name: Type.Optional(text(200, 'prefix of the first, last or maiden name (every word must match)')),
  email: Type.Optional(text(254, 'prefix of email or email2')),
  phone: Type.Optional(text(40, 'phone number or its beginning, any format; compared as E.164')),
  city: Type.Optional(text(100, 'city, case-insensitive')),
  country: Type.Optional(text(60, 'country code, key (HU) or name')),
  category: Type.Optional(text(60, 'category code, key or name')),
  skill: Type.Optional(Type.Union([text(100, 'a skill'), Type.Array(text(100, 'a skill'), { maxItems: SEARCH_MAX_SKILLS })], {
    description: 'a skill the person must have; repeat the parameter for several (all must match)',
  })),
  applied_to: Type.Optional(IdSchema),
  created_since: Type.Optional(text(19, 'YYYY-MM-DD or YYYY-MM-DD HH:MM:SS')),
  modified_since: Type.Optional(text(19, 'YYYY-MM-DD or YYYY-MM-DD HH:MM:SS')),
  sort: Type.Optional(Type.Union(PERSON_SORTS.map((s) => Type.Literal(s)), { description: 'order; - for descending (default id)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_LIMIT, description: `page size (default ${SEARCH_DEFAULT_LIMIT})` })),
  cursor: Type.Optional(text(2000, 'next_cursor of the previous page')),
}, { additionalProperties: false, title: 'Person search' });

export type PersonSearchRequest = Static<typeof PersonSearchQuerySchema>;

/** One page of a search: the people, and the cursor of the next page (null on the last). */
export interface PersonPage {
  data: Person[];
  next_cursor: string | null;
}

// ── skills ───────────────────────────────────────────────────

export const SKILL_MAX_LENGTH = 100;
export const SKILLS_MAX_PER_PERSON = 200;

const SkillListSchema = Type.Array(Type.String({ minLength: 1, maxLength: SKILL_MAX_LENGTH }), { maxItems: SKILLS_MAX_PER_PERSON });

/** PUT /person/{id}/skills: `skills` replaces the list; `add` and `remove` change it (applied after `skills`). */
export const SkillsChangeSchema = Type.Object({
  skills: Type.Optional(SkillListSchema),
  add: Type.Optional(SkillListSchema),
  remove: Type.Optional(SkillListSchema),
}, { additionalProperties: false, title: 'Skills change' });

export type SkillsChange = Static<typeof SkillsChangeSchema>;

export const SkillsSchema = Type.Array(Type.String(), { description: "the person's skills, in alphabetical order of their match keys" });
