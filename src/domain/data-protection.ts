// Data-protection requests: erasure, access export and retention purge.
// The request and answer shapes of DELETE /person, GET /person/{id}/export and
// POST /person/purge; the same schemas validate requests and describe /openapi.json.
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, TimestampSchema } from './primitives.js';

/** Why a person is erased: kept in the receipt, so it must say something. */
const ReasonSchema = Type.String({ minLength: 1, maxLength: 500, description: 'why (e.g. "GDPR art. 17 request of 2026-11-20")' });

export const ErasureRequestSchema = Type.Object({ id: IdSchema, reason: ReasonSchema }, { additionalProperties: false });

/**
 * What an erasure removed. `counts` has one member per kind of person-owned data (person,
 * applications, documents, photo, and whatever store/person-owned.ts lists), `sha256` is
 * the hash of the erased person record as GET /person/{id} returned it (canonical JSON),
 * so whoever kept a copy can prove which record was erased without the receipt holding it.
 */
export const ErasureReceiptSchema = Type.Object(
  {
    person_id: IdSchema,
    erased_at: TimestampSchema,
    reason: Type.String(),
    actor: Type.String(),
    counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    /** How the data left the database files (receipts made before this was recorded lack it). */
    physically_removed: Type.Optional(Type.Array(Type.String(), { description: 'what was done so the deleted data is gone from the database files' })),
    backups: Type.Optional(Type.String({ description: 'backups made before the erasure still hold the data until they expire' })),
  },
  { additionalProperties: false, title: 'Erasure receipt' },
);

export const PurgeRequestSchema = Type.Object(
  {
    not_modified_since: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'a past date or timestamp, or an age: 30d, 12w, 6mo (6M, "6 months"), 2y; minutes, hours and a bare m '
        + 'are refused; at least 30 days ago unless force',
    }),
    without_applications: Type.Optional(Type.Boolean({ description: 'only people who never applied' })),
    dry_run: Type.Optional(Type.Boolean({ description: 'list, erase nothing' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: 'at most this many people per call (default 1000)' })),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    force: Type.Optional(Type.Boolean({ description: 'allow a bound less than 30 days (but at least a day) ago' })),
  },
  { additionalProperties: false },
);

export const PurgeCandidateSchema = Type.Object({ id: IdSchema, last_modified: TimestampSchema }, { additionalProperties: false });

export const PurgeResultSchema = Type.Object(
  {
    dry_run: Type.Boolean(),
    /** The bound as a UTC timestamp: people last modified before it are purged. */
    not_modified_before: TimestampSchema,
    /** How many people match in all (a call handles at most `limit` of them). */
    matched: Type.Integer({ minimum: 0 }),
    people: Type.Array(PurgeCandidateSchema),
    receipts: Type.Array(ErasureReceiptSchema),
  },
  { additionalProperties: false, title: 'Purge result' },
);

export { DEFAULT_PURGE_LIMIT } from './limits.js';

export type ErasureRequest = Static<typeof ErasureRequestSchema>;
export type ErasureReceipt = Static<typeof ErasureReceiptSchema>;
export type PurgeRequest = Static<typeof PurgeRequestSchema>;
export type PurgeCandidate = Static<typeof PurgeCandidateSchema>;
export type PurgeResult = Static<typeof PurgeResultSchema>;
