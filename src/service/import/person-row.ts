// Person rows of an import file → validated person fields. Column names are the
// SPEC.md 2.1 names plus the aliases spreadsheets use ("First Name", "E-mail", "Phone");
// codes by number, key or name; arrays as "3;7" or JSON. Validation is exactly that of
// `person create`: PersonCreateSchema, then normalizePersonFields.
import { Type, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { CodeBook, CodeTableName } from '../../domain/codes.js';
import {
  PERSON_WRITABLE_FIELDS, PersonCreateSchema, personWritableFields, type PersonFields, type PersonWritableField,
} from '../../domain/person.js';
import { ValidationError } from '../../domain/errors.js';
import { assertSchema, hasControlCharacters } from '../../domain/validate.js';
import { normalizePersonFields } from '../person-rules.js';
import { normalizePhone } from '../phone.js';
import { aliasKey, type ColumnPlan } from './columns.js';
import { parseImportDate } from './local-date.js';
import { PERSON_HEADER_NAMES } from './person-header-names.js';

const ALIASES: Record<string, PersonWritableField> = {
  salutation: 'title',
  lastname: 'last', surname: 'last', familyname: 'last', namelast: 'last',
  firstname: 'first', givenname: 'first', forename: 'first', namefirst: 'first',
  mail: 'email', emailaddress: 'email', email1: 'email',
  secondemail: 'email2', emailaddress2: 'email2', alternativeemail: 'email2', otheremail: 'email2',
  categories: 'category', region: 'regio', regions: 'regio', county: 'state', town: 'city',
  address: 'street', streetaddress: 'street', zipcode: 'zip', postcode: 'zip', postalcode: 'zip',
  birthplace: 'birth_place', placeofbirth: 'birth_place',
  birthdate: 'birth_date', dateofbirth: 'birth_date', dob: 'birth_date', birthday: 'birth_date',
  phoneland: 'phone_land', landline: 'phone_land', homephone: 'phone_land', phonehome: 'phone_land', telephone: 'phone_land',
  phonemobile: 'phone_mobile', mobile: 'phone_mobile', mobilephone: 'phone_mobile', cellphone: 'phone_mobile', cell: 'phone_mobile', phone: 'phone_mobile',
  gender: 'sex', moveok: 'move_ok', relocate: 'move_ok', willingtorelocate: 'move_ok',
  girlname: 'girl_name', maidenname: 'girl_name', mothername: 'mother_name', mothersname: 'mother_name',
  familystate: 'family_state', maritalstatus: 'family_state', secondnationality: 'nationality2',
  yearsofexperience: 'experience',
};
for (const field of PERSON_WRITABLE_FIELDS) {
  ALIASES[aliasKey(field)] = field;
  for (const name of PERSON_HEADER_NAMES[field]) ALIASES[aliasKey(name)] ??= field;
}

/** Every accepted name per field, for the refusal of a header with unknown columns. */
function acceptedPersonNames(): string {
  return PERSON_WRITABLE_FIELDS.map((field) => `${field} (${PERSON_HEADER_NAMES[field].join(', ')})`).join('; ');
}

/** What a JSON null clears a field to: no text, no codes, no code or date. */
function clearedValue(field: string): unknown {
  const schema = personWritableFields[field as PersonWritableField] as TSchema | undefined;
  if (schema?.['type'] === 'array') return [];
  if (['country', 'state', 'family_state', 'birth_date'].includes(field)) return null;
  return '';
}

/** Server-managed columns an export writes; the importer ignores them (round trip, DESIGN.md §3). */
const IGNORED = new Set(['id', 'isphoto', 'photourl', 'created', 'lastmodified']);

type Convert = (value: unknown, codes: CodeBook) => unknown;

const text: Convert = (value) => value;
const upper: Convert = (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
/** ISO or an unambiguous local form (local-date.ts); JSON null and non-strings go to the schema. */
const importDate = (field: string): Convert => (value) => (typeof value === 'string' ? parseImportDate(value, field) : value);
const numericText: Convert = (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value);

export function codeConverter(table: CodeTableName, field: string): Convert {
  const memo = new Map<string, number>();
  return (value, codes) => {
    if (typeof value !== 'string') return value;
    const cached = memo.get(value);
    if (cached !== undefined) return cached;
    const trimmed = value.trim();
    if (trimmed === '') return null;
    const code = codes.resolve(table, trimmed, field);
    if (memo.size < 10_000) memo.set(value, code);
    return code;
  };
}

/** "3;7", "3,7", "it|hr", "[3,7]" or a JSON array of codes/keys → codes. Repeated strings are memoised. */
export function codeListConverter(table: CodeTableName, field: string): Convert {
  const memo = new Map<string, number[]>();
  const resolveItem = (item: unknown, codes: CodeBook) => (typeof item === 'string' ? codes.resolve(table, item, field) : item);
  return (value, codes) => {
    if (Array.isArray(value)) return value.map((item) => resolveItem(item, codes));
    if (typeof value !== 'string') return value;
    const cached = memo.get(value);
    if (cached) return cached;
    const trimmed = value.trim();
    let list: number[];
    if (trimmed.startsWith('[')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(trimmed);
      } catch {
        throw ValidationError.field(`/${field}`, `"${trimmed}" is not a list of codes`);
      }
      if (!Array.isArray(parsed)) throw ValidationError.field(`/${field}`, `"${trimmed}" is not a list of codes`);
      list = parsed.map((item) => resolveItem(item, codes)) as number[];
    } else {
      list = trimmed === '' ? [] : trimmed.split(/[;,|]/).map((p) => p.trim()).filter((p) => p !== '').map((p) => codes.resolve(table, p, field));
    }
    if (memo.size < 10_000) memo.set(value, list);
    return list;
  };
}

const CONVERTERS: Record<PersonWritableField, Convert> = {
  title: text, last: text, first: text, email: text, email2: text,
  category: codeListConverter('category', 'category'),
  regio: codeListConverter('regio', 'regio'),
  country: codeConverter('country', 'country'),
  state: codeConverter('state', 'state'),
  city: text, street: text, zip: text, birth_place: text,
  birth_date: importDate('birth_date'),
  phone_land: text, phone_mobile: text,
  sex: upper, move_ok: upper,
  girl_name: text, mother_name: text,
  family_state: codeConverter('family_state', 'family_state'),
  nationality: text, nationality2: text,
  experience: numericText,
};

export const PERSON_COLUMNS: ColumnPlan = {
  resolve(name: string): string | null | undefined {
    const key = aliasKey(name);
    if (IGNORED.has(key) || key === 'rejectline' || key === 'rejectreason') return null;
    return ALIASES[key];
  },
  converter(field: string): Convert {
    return CONVERTERS[field as PersonWritableField] ?? text;
  },
  cleared: clearedValue,
  acceptedNames: acceptedPersonNames,
  describe: 'SPEC.md 2.1 person field names (first, last, email, phone_mobile, …) or their English, German, Hungarian, Spanish or French ' +
    'header names ("First Name", "Vorname", "Keresztnév", "Nombre", "Prénom")',
};

/** libphonenumber costs ~25 µs a number; files repeat numbers (switchboards, shared lines), so results are memoised. */
export class PhoneNormalizer {
  /** One memo per region and field (the error names the field), keyed by the raw text. */
  private readonly memos = new Map<string | undefined, Map<string, Map<string, string | ValidationError>>>();
  private size = 0;

  normalize(raw: string, field: string, region: string | undefined): string {
    const result = this.lookup(raw, field, region);
    if (result instanceof ValidationError) throw result;
    return result;
  }

  /** The normalised number, or undefined where normalize() would throw. */
  tryNormalize(raw: string, field: string, region: string | undefined): string | undefined {
    const result = this.lookup(raw, field, region);
    return result instanceof ValidationError ? undefined : result;
  }

  private lookup(raw: string, field: string, region: string | undefined): string | ValidationError {
    if (raw === '') return '';
    let byField = this.memos.get(region);
    if (!byField) this.memos.set(region, (byField = new Map()));
    let memo = byField.get(field);
    if (!memo) byField.set(field, (memo = new Map()));
    let result = memo.get(raw);
    if (result === undefined) {
      try {
        result = normalizePhone(raw, field, region);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        result = error;
      }
      if (++this.size > 100_000) {
        this.memos.clear();
        this.size = 0;
        this.memos.set(region, (byField = new Map([[field, (memo = new Map())]])));
      }
      memo.set(raw, result);
    }
    return result;
  }
}

/**
 * PersonCreateSchema minus `uniqueItems` on the code lists, whose check hashes every element
 * with BigInt FNV-1a (9 µs a row, the largest single cost of a 1M-row import). Uniqueness is
 * then checked directly; any row that fails either check goes through the real schema, so the
 * outcome and the error messages are exactly those of `person create`.
 */
function withoutUniqueItems(schema: TSchema): TSchema {
  const copy: TSchema = { ...schema };
  delete copy['uniqueItems'];
  return copy;
}
const fastPersonCheck = TypeCompiler.Compile(
  Type.Partial(
    Type.Object({
      ...personWritableFields,
      category: withoutUniqueItems(personWritableFields.category),
      regio: withoutUniqueItems(personWritableFields.regio),
    }),
    { additionalProperties: false },
  ),
);

function isDistinct(list: unknown): boolean {
  if (!Array.isArray(list)) return true;
  for (let i = 1; i < list.length; i++) for (let j = 0; j < i; j++) if (list[i] === list[j]) return false;
  return true;
}

function checkPersonSchema(input: Record<string, unknown>): Record<string, unknown> {
  if (fastPersonCheck.Check(input) && isDistinct(input['category']) && isDistinct(input['regio'])) return input;
  return assertSchema(PersonCreateSchema, input, 'person') as Record<string, unknown>;
}

export interface PersonValidationContext {
  codes: CodeBook;
  today: string;
  phones: PhoneNormalizer;
}

/**
 * The validation of `person create` (LocalService.createPerson): schema, then the person
 * rules. Phones are taken out of normalizePersonFields and normalised afterwards with the
 * same region rule, through the memo; everything else is the very same code path.
 */
export function validatePersonRow(input: Record<string, unknown>, context: PersonValidationContext): PersonFields {
  const checked = checkPersonSchema(input);
  const land = checked['phone_land'];
  const mobile = checked['phone_mobile'];
  // normalizePersonFields skips undefined fields; setting them (not delete, not a copy) keeps
  // the object's shape, which is measurably faster on a million rows.
  if (land !== undefined) checked['phone_land'] = undefined;
  if (mobile !== undefined) checked['phone_mobile'] = undefined;
  // A row with an e-mail may be a partial update of the person who has it: first and last are
  // then required only if nobody has the e-mail, which the writer finds out (missingName).
  const email = checked['email'];
  const creating = typeof email !== 'string' || email.trim() === '';
  const fields = normalizePersonFields(checked as PersonFields, { codes: context.codes, today: context.today }, creating);
  if (land !== undefined || mobile !== undefined) {
    const region = context.codes.countryAlpha2(fields.country);
    for (const [name, value] of [['phone_land', land], ['phone_mobile', mobile]] as const) {
      if (typeof value !== 'string') continue;
      if (hasControlCharacters(value)) throw ValidationError.field(`/${name}`, 'contains control characters');
      fields[name] = context.phones.normalize(value.trim(), name, region);
    }
  }
  return fields;
}
