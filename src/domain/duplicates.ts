// Likely duplicate people and their merge: GET /person/duplicates and
// POST /person/merge. Reasons are named codes so scripts can filter on them.
import { Type, type Static } from '@sinclair/typebox';
import { DateSchema, IdSchema, TimestampSchema } from './primitives.js';

export const DUPLICATE_REASONS = ['same_email', 'same_phone', 'same_name_birth_date', 'similar_name_same_city'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const DuplicatesQuerySchema = Type.Object(
  {
    min_score: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: 'leave out pairs scored below this (default 0)' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'at most this many pairs, best first (default 100)' })),
  },
  { additionalProperties: false },
);

/** Enough of each person to decide (every one returned is a person read: audited). */
export const DuplicatePersonSchema = Type.Object(
  {
    id: IdSchema,
    first: Type.String(),
    last: Type.String(),
    email: Type.String(),
    city: Type.String(),
    birth_date: Type.Union([DateSchema, Type.Null()]),
    last_modified: TimestampSchema,
  },
  { additionalProperties: false },
);

export const DuplicatePairSchema = Type.Object(
  {
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    reasons: Type.Array(Type.Union(DUPLICATE_REASONS.map((r) => Type.Literal(r)))),
    people: Type.Array(DuplicatePersonSchema, { minItems: 2, maxItems: 2 }),
  },
  { additionalProperties: false, title: 'Duplicate pair' },
);

export const MergeRequestSchema = Type.Object(
  { keep: IdSchema, drop: IdSchema, dry_run: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/**
 * What a merge did (or, dry run, would do): rows moved to KEEP per kind, DROP's rows that
 * were discarded because KEEP had their like (an application to the same job, a photo),
 * the fields of KEEP filled from DROP, and the hash of DROP's record as it was.
 */
export const MergeReceiptSchema = Type.Object(
  {
    keep: IdSchema,
    drop: IdSchema,
    merged_at: TimestampSchema,
    actor: Type.String(),
    dry_run: Type.Boolean(),
    moved: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
    discarded: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
    filled: Type.Array(Type.String()),
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  },
  { additionalProperties: false, title: 'Merge receipt' },
);

export { DEFAULT_DUPLICATES_LIMIT } from './limits.js';

export type DuplicatesQuery = Static<typeof DuplicatesQuerySchema>;
export type DuplicatePerson = Static<typeof DuplicatePersonSchema>;
export type DuplicatePair = Static<typeof DuplicatePairSchema>;
export type MergeRequest = Static<typeof MergeRequestSchema>;
export type MergeReceipt = Static<typeof MergeReceiptSchema>;
