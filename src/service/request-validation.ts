// Schema checks of write requests, loaded on the first write: the schema library costs
// ~90 ms to import, which read-only commands (`job list`, `person get`) should not pay.
// Every request also passes the one text rule (no control characters).
import { assertWriteRequest } from '../domain/validate.js';
import { PersonCreateSchema, PersonUpdateSchema } from '../domain/person.js';
import { SubscriptionRequestSchema } from '../domain/subscription.js';
import { JobCreateSchema, JobUpdateSchema } from '../domain/job.js';
import { ProjectCreateSchema, ProjectUpdateSchema } from '../domain/project.js';
import { ApplicationStatusRequestSchema, WithdrawRequestSchema } from '../domain/application.js';
import { ErasureRequestSchema, PurgeRequestSchema } from '../domain/data-protection.js';
import { DuplicatesQuerySchema, MergeRequestSchema } from '../domain/duplicates.js';

export const validate = {
  personCreate: (value: unknown) => assertWriteRequest(PersonCreateSchema, value, 'person'),
  personUpdate: (value: unknown) => assertWriteRequest(PersonUpdateSchema, value, 'person update'),
  subscription: (value: unknown) => assertWriteRequest(SubscriptionRequestSchema, value, 'subscription'),
  jobCreate: (value: unknown) => assertWriteRequest(JobCreateSchema, value, 'job'),
  projectCreate: (value: unknown) => assertWriteRequest(ProjectCreateSchema, value, 'project'),
  projectUpdate: (value: unknown) => assertWriteRequest(ProjectUpdateSchema, value, 'project update'),
  jobUpdate: (value: unknown) => assertWriteRequest(JobUpdateSchema, value, 'job update'),
  applicationStatus: (value: unknown) => assertWriteRequest(ApplicationStatusRequestSchema, value, 'application status'),
  withdrawal: (value: unknown) => assertWriteRequest(WithdrawRequestSchema, value, 'withdrawal'),
  erasure: (value: unknown) => assertWriteRequest(ErasureRequestSchema, value, 'erasure'),
  purge: (value: unknown) => assertWriteRequest(PurgeRequestSchema, value, 'purge'),
  duplicatesQuery: (value: unknown) => assertWriteRequest(DuplicatesQuerySchema, value, 'duplicates query'),
  merge: (value: unknown) => assertWriteRequest(MergeRequestSchema, value, 'merge'),
};

export type RequestValidation = typeof validate;
