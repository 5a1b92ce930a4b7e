// The parser's result (SPEC.md 2.6, DESIGN.md §3/§6): address is an object {street, city, zip}.
import { Type, type Static } from '@sinclair/typebox';
import { DateSchema, IdSchema } from './primitives.js';

export const ParsedAddressSchema = Type.Object(
  { street: Type.String(), city: Type.String(), zip: Type.String() },
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
  },
  { additionalProperties: false, $id: 'parser.json', title: 'Parsed résumé' },
);

export type ParsedAddress = Static<typeof ParsedAddressSchema>;
export type ParsedResume = Static<typeof ParsedResumeSchema>;
