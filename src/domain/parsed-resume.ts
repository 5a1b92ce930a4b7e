// The parser's result (SPEC.md 2.6, DESIGN.md §3/§6): address is an object {street, city, zip}.
import { Type, type Static } from '@sinclair/typebox';
import { DateSchema, IdSchema } from './primitives.js';

export const ParsedAddressSchema = Type.Object(
  { street: Type.String(), city: Type.String(), zip: Type.String() },
  { additionalProperties: false },
);

const FieldSourceSchema = Type.Object(
  { page: Type.Integer(), line: Type.Integer(), cell: Type.Optional(Type.Integer()), text: Type.String() },
  { additionalProperties: false },
);
const FieldFeatureSchema = Type.Object({ name: Type.String(), weight: Type.Number() }, { additionalProperties: false });
const ExplanationCore = {
  value: Type.Unknown(),
  source: Type.Union([FieldSourceSchema, Type.Null()]),
  features: Type.Array(FieldFeatureSchema),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  margin: Type.Optional(Type.Number({ description: 'score of the choice minus that of its best rival with another value' })),
};
/** Evidence for one field of the parse; list fields carry one item per entry. */
export const FieldExplanationSchema = Type.Object(
  { ...ExplanationCore, items: Type.Optional(Type.Array(Type.Object(ExplanationCore, { additionalProperties: false }))) },
  { additionalProperties: false },
);

export const ParsedResumeSchema = Type.Object(
  {
    person: Type.Object(
      {
        last: Type.String(),
        first: Type.String(),
        birth_date: Type.Union([DateSchema, Type.Literal('')]),
        email: Type.Array(Type.String()),
        phone: Type.Array(Type.String()),
        category: Type.Union([Type.Integer(), Type.Null()]),
        address: ParsedAddressSchema,
        tags: Type.Array(Type.String()),
        face: Type.String({ description: 'URL of the extracted face image, empty when no face was found' }),
      },
      { additionalProperties: false },
    ),
    jobs: Type.Array(IdSchema, { maxItems: 10 }),
    keywords: Type.String({ description: 'comma-separated words' }),
    content: Type.String({ description: 'plain text of the résumé in reading order' }),
    images: Type.Array(Type.String(), { description: 'download URLs of images found in the file' }),
    explain: Type.Optional(Type.Record(Type.String(), FieldExplanationSchema, {
      description:
        'only with ?explain=1 / --explain: per field the value, its source (page, line, cell), ' +
        'the features that fired with their weights and a confidence 0-1',
    })),
  },
  { additionalProperties: false, $id: 'parser.json', title: 'Parsed résumé' },
);

export type ParsedAddress = Static<typeof ParsedAddressSchema>;
export type ParsedResume = Static<typeof ParsedResumeSchema>;
