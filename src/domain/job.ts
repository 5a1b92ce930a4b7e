// Job advertisement (SPEC.md 2.4) plus status and channels (DESIGN.md §3):
// active ⇔ status open and date_from ≤ today ≤ date_till (a missing date is unbounded);
// the public listings (endpoints 12, 13) show active jobs in the api_web channel.
import { Type, type Static } from '@sinclair/typebox';
import { CodeListSchema, CodeSchema, DateSchema, FlagSchema, IdSchema, TimestampSchema, textSchema } from './primitives.js';

export { API_WEB_CHANNEL, JOB_STATUSES, type JobStatus } from './job-status.js';

export const PositionDataSchema = Type.Object(
  {
    description: Type.Optional(textSchema(20_000)),
    requirements: Type.Optional(textSchema(20_000)),
    location: Type.Optional(textSchema(200)),
    employment_type: Type.Optional(textSchema(50)),
    salary_min: Type.Optional(Type.Number({ minimum: 0, maximum: 1e12 })),
    salary_max: Type.Optional(Type.Number({ minimum: 0, maximum: 1e12 })),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  },
  { additionalProperties: false },
);

const ChannelsSchema = Type.Array(Type.String({ pattern: '^[a-z][a-z0-9_]{0,31}$' }), { maxItems: 20, uniqueItems: true });

const jobWritableFields = {
  position_data_id: IdSchema,
  title: textSchema(200),
  marked: FlagSchema,
  date_from: Type.Union([DateSchema, Type.Null()]),
  date_till: Type.Union([DateSchema, Type.Null()]),
  reference_number: textSchema(100),
  category: CodeListSchema,
  language: CodeListSchema,
  regio: CodeListSchema,
  experience: Type.Union([CodeSchema, Type.Null()]),
  preparation: Type.Union([CodeSchema, Type.Null()]),
  default_alias_str: textSchema(200),
  position_data: PositionDataSchema,
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  channels: ChannelsSchema,
};

/** POST /job: position_data_id and title required (SPEC.md endpoint 15), every other job field accepted. */
export const JobCreateSchema = Type.Intersect(
  [
    Type.Object({ position_data_id: IdSchema, title: Type.String({ minLength: 1, maxLength: 200 }) }),
    Type.Partial(Type.Object(jobWritableFields)),
  ],
  { unevaluatedProperties: false, title: 'Job (create)' },
);

export const JobDeleteSchema = Type.Object({ id: IdSchema }, { additionalProperties: false });

/**
 * PUT /job: id plus the fields to overwrite; omitted fields are kept, and the
 * members of position_data are merged one by one (so --salary-max keeps the description).
 * status takes open or closed: delete is DELETE /job.
 */
export const JobUpdateSchema = Type.Intersect(
  [
    Type.Object({ id: IdSchema }),
    Type.Partial(Type.Object({ ...jobWritableFields, title: Type.String({ minLength: 1, maxLength: 200 }) })),
  ],
  { unevaluatedProperties: false, title: 'Job (update)' },
);

export const JobSchema = Type.Object(
  {
    id: IdSchema,
    position_data_id: IdSchema,
    marked: FlagSchema,
    date_from: Type.Union([DateSchema, Type.Null()]),
    date_till: Type.Union([DateSchema, Type.Null()]),
    title: Type.String(),
    reference_number: Type.String(),
    category: Type.Array(Type.Integer()),
    language: Type.Array(Type.Integer()),
    regio: Type.Array(Type.Integer()),
    experience: Type.Union([Type.Integer(), Type.Null()]),
    preparation: Type.Union([Type.Integer(), Type.Null()]),
    default_alias_str: Type.String(),
    position_data: PositionDataSchema,
    status: Type.String({ description: 'open, closed or deleted' }),
    channels: Type.Array(Type.String()),
    last_modified: TimestampSchema,
  },
  { additionalProperties: false, $id: 'job.json', title: 'Job advertisement' },
);

export const JobSummarySchema = Type.Object(
  { id: IdSchema, active: Type.Boolean(), last_modified: TimestampSchema },
  { additionalProperties: false },
);

export type JobCreate = Static<typeof JobCreateSchema>;
export type JobUpdate = Static<typeof JobUpdateSchema>;
export type Job = Static<typeof JobSchema>;
export type JobSummary = Static<typeof JobSummarySchema>;
export type PositionData = Static<typeof PositionDataSchema>;
