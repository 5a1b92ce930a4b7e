// Schema checks of write requests, loaded on the first write: the schema library costs
// ~90 ms to import, which read-only commands (`job list`, `person get`) should not pay.
import { assertSchema } from '../domain/validate.js';
import { PersonCreateSchema, PersonUpdateSchema } from '../domain/person.js';
import { SubscriptionRequestSchema } from '../domain/subscription.js';
import { JobCreateSchema } from '../domain/job.js';
import { ProjectCreateSchema, ProjectUpdateSchema } from '../domain/project.js';

export const validate = {
  personCreate: (value: unknown) => assertSchema(PersonCreateSchema, value, 'person'),
  personUpdate: (value: unknown) => assertSchema(PersonUpdateSchema, value, 'person update'),
  subscription: (value: unknown) => assertSchema(SubscriptionRequestSchema, value, 'subscription'),
  jobCreate: (value: unknown) => assertSchema(JobCreateSchema, value, 'job'),
  projectCreate: (value: unknown) => assertSchema(ProjectCreateSchema, value, 'project'),
  projectUpdate: (value: unknown) => assertSchema(ProjectUpdateSchema, value, 'project update'),
};

export type RequestValidation = typeof validate;
