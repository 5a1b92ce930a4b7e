// Project (SPEC.md 2.5): groups jobs. Active ⇔ date_from ≤ today ≤ date_till (DESIGN.md §3).
import { Type, type Static } from '@sinclair/typebox';
import { CodeListSchema, DateSchema, IdSchema, TimestampSchema } from './primitives.js';

const projectWritableFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  date_from: Type.Union([DateSchema, Type.Null()]),
  date_till: Type.Union([DateSchema, Type.Null()]),
  category: CodeListSchema,
  language: CodeListSchema,
  jobs: Type.Array(IdSchema, { maxItems: 10_000, uniqueItems: true }),
};

export const ProjectCreateSchema = Type.Intersect(
  [Type.Object({ title: projectWritableFields.title }), Type.Partial(Type.Object(projectWritableFields))],
  { unevaluatedProperties: false, title: 'Project (create)' },
);

export const ProjectUpdateSchema = Type.Intersect(
  [Type.Object({ id: IdSchema }), Type.Partial(Type.Object(projectWritableFields))],
  { unevaluatedProperties: false, title: 'Project (update)' },
);

/** DELETE /project. */
export const ProjectDeleteSchema = Type.Object({ id: IdSchema }, { additionalProperties: false });

export const ProjectSchema = Type.Object(
  {
    id: IdSchema,
    title: Type.String(),
    date_from: Type.Union([DateSchema, Type.Null()]),
    date_till: Type.Union([DateSchema, Type.Null()]),
    category: Type.Array(Type.Integer()),
    language: Type.Array(Type.Integer()),
    jobs: Type.Array(IdSchema),
    last_modified: TimestampSchema,
  },
  { additionalProperties: false, $id: 'project.json', title: 'Project' },
);

export const ProjectSummarySchema = Type.Object(
  { id: IdSchema, active: Type.Boolean(), jobs: Type.Array(IdSchema), last_modified: TimestampSchema },
  { additionalProperties: false },
);

export type ProjectCreate = Static<typeof ProjectCreateSchema>;
export type ProjectUpdate = Static<typeof ProjectUpdateSchema>;
export type Project = Static<typeof ProjectSchema>;
export type ProjectSummary = Static<typeof ProjectSummarySchema>;

