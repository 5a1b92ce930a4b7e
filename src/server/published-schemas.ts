// The JSON Schema documents of SPEC.md's {schema_url} (person.json, job.json, project.json,
// parser.json): JSON Schema 2020-12, generated from the very TypeBox objects the server
// validates with. The resource is the root; its request shapes are under $defs.
import type { TSchema } from '@sinclair/typebox';
import { PersonCreateSchema, PersonSchema, PersonUpdateSchema } from '../domain/person.js';
import { SubscriptionRequestSchema, SubscriptionSchema } from '../domain/subscription.js';
import { DocumentDeleteSchema, DocumentSchema, FileUploadSchema } from '../domain/document.js';
import { JobCreateSchema, JobDeleteSchema, JobSchema, JobSummarySchema } from '../domain/job.js';
import { ProjectCreateSchema, ProjectSchema, ProjectSummarySchema, ProjectUpdateSchema } from '../domain/project.js';
import { ParsedResumeSchema } from '../domain/parsed-resume.js';
import { ParserRequestSchema } from './routes/parser.js';
import { inline } from './schemas.js';

export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** Plain JSON: TypeBox's symbol keys are dropped by the round trip. */
const plain = (schema: TSchema): Record<string, unknown> => JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;

function document(root: TSchema, defs: Record<string, TSchema>): Record<string, unknown> {
  const $defs = Object.fromEntries(Object.entries(defs).map(([name, schema]) => [name, plain(inline(schema))]));
  return { $schema: JSON_SCHEMA_DIALECT, ...plain(root), $defs };
}

export const PUBLISHED_SCHEMAS: Record<string, Record<string, unknown>> = {
  'person.json': document(PersonSchema, {
    PersonCreate: PersonCreateSchema,
    PersonUpdate: PersonUpdateSchema,
    SubscriptionRequest: SubscriptionRequestSchema,
    Subscription: SubscriptionSchema,
    FileUpload: FileUploadSchema,
    Document: DocumentSchema,
    DocumentDelete: DocumentDeleteSchema,
  }),
  'job.json': document(JobSchema, { JobCreate: JobCreateSchema, JobDelete: JobDeleteSchema, JobSummary: JobSummarySchema }),
  'project.json': document(ProjectSchema, {
    ProjectCreate: ProjectCreateSchema,
    ProjectUpdate: ProjectUpdateSchema,
    ProjectSummary: ProjectSummarySchema,
  }),
  'parser.json': document(ParsedResumeSchema, { ParserRequest: ParserRequestSchema }),
};
