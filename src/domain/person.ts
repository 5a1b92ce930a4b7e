// Person (SPEC.md 2.1) and the shapes of its create/update requests (DESIGN.md §3:
// POST requires first and last; PUT is partial; id, is_photo, photo_url, created and
// last_modified are server-managed and read-only).
import { Type, type Static } from '@sinclair/typebox';
import {
  CodeListSchema, CodeSchema, DateSchema, FlagSchema, IdSchema, TimestampSchema, textSchema,
} from './primitives.js';

const SexSchema = Type.Union([Type.Literal('M'), Type.Literal('F'), Type.Literal('X')], { description: 'M, F or X' });
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** The fields a client may write, each with its type. Shared by create, update and the importer. */
export const personWritableFields = {
  title: textSchema(50, 'form of address'),
  last: textSchema(100, 'family name'),
  first: textSchema(100, 'given name'),
  email: textSchema(254, 'primary e-mail address'),
  email2: textSchema(254, 'second e-mail address, may be empty'),
  category: CodeListSchema,
  regio: CodeListSchema,
  country: nullable(CodeSchema),
  state: nullable(CodeSchema),
  city: textSchema(100),
  street: textSchema(200),
  zip: textSchema(20),
  birth_place: textSchema(100),
  birth_date: nullable(DateSchema),
  phone_land: textSchema(40, 'landline, stored in international format'),
  phone_mobile: textSchema(40, 'mobile, stored in international format'),
  sex: Type.Union([SexSchema, Type.Literal(''), Type.Null()]),
  move_ok: Type.Union([FlagSchema, Type.Literal(''), Type.Null()]),
  girl_name: textSchema(100, 'maiden name, may be empty'),
  mother_name: textSchema(100),
  family_state: nullable(CodeSchema),
  nationality: textSchema(60),
  nationality2: textSchema(60),
  experience: Type.String({ pattern: '^\\d{0,3}$', description: 'numeric text (years)' }),
};

export { PERSON_WRITABLE_FIELDS, PERSON_READ_ONLY_FIELDS, type PersonWritableField } from './person-fields.js';
// The schema and the plain list must name the same fields.
type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : never;
const sameFields: SameKeys<keyof typeof personWritableFields, import('./person-fields.js').PersonWritableField> = true;
void sameFields;

/** POST /person body: every writable field optional at the schema level; first/last are checked by the service. */
export const PersonCreateSchema = Type.Partial(Type.Object(personWritableFields), {
  additionalProperties: false,
  title: 'Person (create)',
});

/** PUT /person body: id plus the fields to overwrite. */
export const PersonUpdateSchema = Type.Intersect(
  [Type.Object({ id: IdSchema }), Type.Partial(Type.Object(personWritableFields))],
  { unevaluatedProperties: false, title: 'Person (update)' },
);

export const PersonSchema = Type.Object(
  {
    id: IdSchema,
    title: Type.String(),
    last: Type.String(),
    first: Type.String(),
    is_photo: FlagSchema,
    email: Type.String(),
    email2: Type.String(),
    category: Type.Array(Type.Integer()),
    regio: Type.Array(Type.Integer()),
    country: Type.Union([Type.Integer(), Type.Null()]),
    state: Type.Union([Type.Integer(), Type.Null()]),
    city: Type.String(),
    street: Type.String(),
    zip: Type.String(),
    birth_place: Type.String(),
    birth_date: Type.Union([DateSchema, Type.Null()]),
    phone_land: Type.String(),
    phone_mobile: Type.String(),
    sex: Type.String({ description: 'M, F, X or empty' }),
    move_ok: Type.String({ description: 'Y, N or empty' }),
    girl_name: Type.String(),
    mother_name: Type.String(),
    family_state: Type.Union([Type.Integer(), Type.Null()]),
    nationality: Type.String(),
    nationality2: Type.String(),
    experience: Type.String(),
    photo_url: Type.String({ description: '32-character identifier of the photo, empty without a photo' }),
    created: TimestampSchema,
    last_modified: TimestampSchema,
  },
  { additionalProperties: false, $id: 'person.json', title: 'Person' },
);

export type PersonCreate = Static<typeof PersonCreateSchema>;
export type PersonUpdate = Static<typeof PersonUpdateSchema>;
export type PersonFields = Partial<Static<ReturnType<typeof Type.Object<typeof personWritableFields>>>>;
export type Person = Static<typeof PersonSchema>;
