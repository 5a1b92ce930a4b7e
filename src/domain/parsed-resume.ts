// The parser's result (SPEC.md 2.6, DESIGN.md §3/§6): address is an object {street, city, zip}.
import { Type, type Static } from '@sinclair/typebox';
import { DateSchema, IdSchema } from './primitives.js';
import type { ResumeSections } from './resume-sections.js';

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

// recruit's extension beyond SPEC 2.6: the résumé's sections as the parser read them with the
// layout of the file (font, columns). Optional, so a server that implements only SPEC 2.6 still
// fits: the CLI then reads them from `content` itself.
const PartialDate = (what: string) => Type.String({ description: `${what}: "YYYY-MM" or "YYYY"; "" when not printed` });
const WorkEntrySchema = Type.Object(
  {
    position: Type.String(),
    employer: Type.String(),
    location: Type.String(),
    start: PartialDate('start'),
    end: PartialDate('end; "" when open-ended (see current)'),
    current: Type.Boolean({ description: 'the job is held now ("since 2021", "2021 – present")' }),
  },
  { additionalProperties: false },
);
const EducationEntrySchema = Type.Object(
  {
    institution: Type.String(),
    degree: Type.String({ description: 'the degree as printed ("BSc", "MSc Geology")' }),
    area: Type.String({ description: 'the field of study when the CV names it' }),
    location: Type.String(),
    start: PartialDate('start'),
    end: PartialDate('end'),
  },
  { additionalProperties: false },
);
const LanguageEntrySchema = Type.Object(
  {
    language: Type.String({ description: 'English name ("German")' }),
    fluency: Type.String({ description: 'CEFR level ("C1"), "Native", or the level word as printed; "" when none' }),
  },
  { additionalProperties: false },
);
const CertificateEntrySchema = Type.Object(
  { name: Type.String(), issuer: Type.String(), date: PartialDate('date') },
  { additionalProperties: false },
);
export const ResumeSectionsSchema = Type.Object(
  {
    headline: Type.Optional(Type.String({ description: 'the headline under the name ("Registered Nurse"), when the CV prints one' })),
    work: Type.Array(WorkEntrySchema),
    education: Type.Array(EducationEntrySchema),
    languages: Type.Array(LanguageEntrySchema),
    certificates: Type.Array(CertificateEntrySchema),
  },
  {
    additionalProperties: false,
    description:
      "recruit's extension beyond SPEC 2.6: work, education, languages, certificates and the headline, read with the " +
      "file's layout. Optional: a server that implements only SPEC 2.6 leaves it out",
  },
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
    sections: Type.Optional(ResumeSectionsSchema),
    unread: Type.Optional(Type.Object(
      {
        pages: Type.Integer({ minimum: 1 }),
        reason: Type.Union([Type.Literal('ocr_time_limit'), Type.Literal('ocr_page_limit'), Type.Literal('attachment'), Type.Literal('garbled_text')]),
      },
      {
        additionalProperties: false,
        description:
          "recruit's extension beyond SPEC 2.6: pages of a scan that text recognition did not read, their text missing " +
          'from the result: it ran out of its share of the time limit (a busy machine; a longer limit helps), read ' +
          'the first pages only, or left scans after a typed CV unread as attachments (certificates, references; ' +
          '`attachment`); `garbled_text`: typed pages whose text is garbage (their fonts read as other characters than ' +
          'they draw) while text recognition was off, that text left out. `pages` counts them all; `reason` is a limit\'s ' +
          'when a limit left any. Absent when every page was read',
      },
    )),
    explain: Type.Optional(Type.Record(Type.String(), FieldExplanationSchema, {
      description:
        'only with ?explain=1 / --explain: per field the value, its source (page, line, cell), ' +
        'the features that fired with their weights and a confidence 0-1',
    })),
  },
  { additionalProperties: false, $id: 'parser.json', title: 'Parsed résumé' },
);

export type ParsedAddress = Static<typeof ParsedAddressSchema>;

// The schema and the parser's own type (./resume-sections.ts) must describe the same object.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sectionsMatchTheirSchema: Same<Static<typeof ResumeSectionsSchema>, ResumeSections> = true;
void sectionsMatchTheirSchema;
export type ParsedResume = Static<typeof ParsedResumeSchema>;
