// Applications as a pipeline. An application (a subscription, SPEC.md 2.2)
// moves forward through the stages applied → screening → interview → offer → hired, or
// ends as rejected or withdrawn from any stage before hired. Each change is kept in a
// timestamped history with an optional note; SPEC endpoint 6 keeps its shape (no status).
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, TimestampSchema, textSchema } from './primitives.js';
import { APPLICATION_STATUSES } from './application-status.js';

export {
  APPLICATION_STATUSES, ENDING_STATUSES, PIPELINE_STAGES, canMoveTo, isApplicationStatus, nextStatuses,
  type ApplicationStatus,
} from './application-status.js';

const StatusSchema = Type.Union(APPLICATION_STATUSES.map((status) => Type.Literal(status)), {
  description: `application status: ${APPLICATION_STATUSES.join(', ')}`,
});

const NoteSchema = textSchema(2000, 'why the status changed (optional)');

/** PUT /person/subscription: move an application to a new status. */
export const ApplicationStatusRequestSchema = Type.Object(
  { id: IdSchema, status: StatusSchema, note: Type.Optional(NoteSchema) },
  { additionalProperties: false, title: 'Application status change' },
);

/** DELETE /person/subscription: the person withdraws (status withdrawn; history kept). */
export const WithdrawRequestSchema = Type.Object(
  { person_data_id: IdSchema, job_data_id: IdSchema, note: Type.Optional(NoteSchema) },
  { additionalProperties: false, title: 'Application withdrawal' },
);

export const ApplicationEventSchema = Type.Object(
  { status: StatusSchema, at: TimestampSchema, note: Type.Union([Type.String(), Type.Null()]) },
  { additionalProperties: false },
);

/** An application with its status and history (the answer to a status change or withdrawal). */
export const ApplicationSchema = Type.Object(
  {
    id: IdSchema,
    person_data_id: IdSchema,
    job_data_id: IdSchema,
    status: StatusSchema,
    created: TimestampSchema,
    last_modified: TimestampSchema,
    history: Type.Array(ApplicationEventSchema),
  },
  { additionalProperties: false, title: 'Application' },
);

/** GET /job/{id}/subscription: an applicant — who, with the application's status and dates. */
export const ApplicantSchema = Type.Object(
  {
    id: IdSchema,
    person_data_id: IdSchema,
    first: Type.String(),
    last: Type.String(),
    email: Type.String(),
    status: StatusSchema,
    created: TimestampSchema,
    last_modified: TimestampSchema,
    history: Type.Array(ApplicationEventSchema),
  },
  { additionalProperties: false, title: 'Applicant' },
);

export const ApplicantsQuerySchema = Type.Object(
  { status: Type.Optional(StatusSchema) },
  { additionalProperties: false, title: 'Applicants query' },
);

export type ApplicationStatusRequest = Static<typeof ApplicationStatusRequestSchema>;
export type WithdrawRequest = Static<typeof WithdrawRequestSchema>;
export type ApplicationEvent = Static<typeof ApplicationEventSchema>;
export type Application = Static<typeof ApplicationSchema>;
export type Applicant = Static<typeof ApplicantSchema>;
