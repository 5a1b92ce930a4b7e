// Subscription = application of a person to a job (SPEC.md 2.2, endpoint 5).
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, TimestampSchema } from './primitives.js';

export const SubscriptionRequestSchema = Type.Object(
  { person_data_id: IdSchema, job_data_id: IdSchema },
  { additionalProperties: false },
);

export const SubscriptionSchema = Type.Object(
  { id: IdSchema, job_data_id: IdSchema, title: Type.String(), created: TimestampSchema },
  { additionalProperties: false },
);

export type SubscriptionRequest = Static<typeof SubscriptionRequestSchema>;
export type Subscription = Static<typeof SubscriptionSchema>;
