// Subscription = application of a person to a job (SPEC.md 2.2, endpoint 5).
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, TimestampSchema } from './primitives.js';
import { APPLICATION_STATUSES } from './application-status.js';

export const SubscriptionRequestSchema = Type.Object(
  { person_data_id: IdSchema, job_data_id: IdSchema },
  { additionalProperties: false },
);

export const SubscriptionSchema = Type.Object(
  { id: IdSchema, job_data_id: IdSchema, title: Type.String(), created: TimestampSchema },
  { additionalProperties: false },
);

/**
 * A person's application with its status (GET /person/{id}/application, an addition): endpoint 6
 * keeps SPEC.md's shape, so the status that `person subscriptions` shows comes from this path.
 */
export const PersonApplicationSchema = Type.Object(
  { ...SubscriptionSchema.properties, status: Type.Union(APPLICATION_STATUSES.map((s) => Type.Literal(s))) },
  { additionalProperties: false },
);

export type SubscriptionRequest = Static<typeof SubscriptionRequestSchema>;
export type Subscription = Static<typeof SubscriptionSchema>;
export type PersonApplication = Static<typeof PersonApplicationSchema>;
