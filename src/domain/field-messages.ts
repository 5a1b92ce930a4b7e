// Validation messages in plain words: one table maps each field of the
// write schemas to what a user should read when the value does not fit — never the schema
// library's own words ("expected union value") or a regular expression. Code fields say
// which code table to look in (item 11), since the HTTP API takes codes as integers only.
// validate.ts looks messages up here; test/domain/field-messages.test.ts checks that every
// field of every write schema has an entry.
import type { TSchema } from '@sinclair/typebox';
import { ValueErrorType } from '@sinclair/typebox/errors';
import { APPLICATION_STATUSES } from './application-status.js';

/** What the message of one issue may depend on: the offending value and the failing (sub)schema. */
export interface IssueFacts {
  value: unknown;
  type: ValueErrorType;
  schema: TSchema;
}

/** The message follows the field's name: "sex" + "must be M, F or X". */
export type FieldMessage = (facts: IssueFacts) => string;

/** A value as it may be quoted in a message: short strings bare, everything else as JSON, cut at 40 characters. */
export function quoteValue(value: unknown): string {
  const text = typeof value === 'string' && /^[^\s"]{1,40}$/u.test(value) ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

const limit = (schema: TSchema, key: string): number | undefined => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);

const text: FieldMessage = ({ schema, type }) => {
  const max = limit(schema, 'maxLength');
  const min = limit(schema, 'minLength');
  if (type === ValueErrorType.StringMinLength && min === 1) return 'must not be empty';
  return max === undefined ? 'must be text' : `must be text of at most ${max} characters`;
};

const oneOf = (words: string): FieldMessage => () => `must be ${words}`;

const date: FieldMessage = ({ value }) => (typeof value === 'string' ? `${quoteValue(value)} is not YYYY-MM-DD` : 'must be a date YYYY-MM-DD (or null)');

/** Where to look: the CLI, or the server's GET /codes/TABLE for a client without it. */
const see = (table: string) => `(see \`recruit codes ${table}\` or GET /codes/${table})`;
const code = (table: string): FieldMessage => () => `must be a code of the table ${table} ${see(table)}`;
const codeList = (table: string): FieldMessage => ({ type, schema }) => {
  if (type === ValueErrorType.ArrayUniqueItems) return 'must not list the same code twice';
  if (type === ValueErrorType.ArrayMaxItems) return `must list at most ${limit(schema, 'maxItems') ?? 100} codes`;
  return `must be a list of codes of the table ${table} ${see(table)}`;
};

const id: FieldMessage = () => 'must be an id (a whole number from 1)';
const idList: FieldMessage = ({ type, schema }) => {
  if (type === ValueErrorType.ArrayUniqueItems) return 'must not list the same id twice';
  if (type === ValueErrorType.ArrayMaxItems) return `must list at most ${limit(schema, 'maxItems') ?? 0} ids`;
  return 'must be a list of ids (whole numbers from 1)';
};
const amount: FieldMessage = () => 'must be a number from 0 to 1000000000000';

/**
 * Field → message. A "resource.field" entry (the resource is the first word of the root
 * schema's title) wins over the plain field: a person's experience is years, a job's a band.
 * Nested members are looked up by their own name (position_data/currency → currency).
 */
export const FIELD_MESSAGES: Readonly<Record<string, FieldMessage>> = {
  // person (SPEC.md 2.1, DESIGN.md §3)
  title: text, last: text, first: text, email: text, email2: text,
  category: codeList('category'), regio: codeList('regio'),
  country: code('country'), state: code('state'), family_state: code('family_state'),
  city: text, street: text, zip: text, birth_place: text,
  birth_date: date,
  phone_land: text, phone_mobile: text,
  sex: oneOf('M, F or X'),
  move_ok: oneOf('Y or N'),
  girl_name: text, mother_name: text, nationality: text, nationality2: text,
  experience: oneOf('a whole number of years (0–999)'),
  // job (SPEC.md 2.4) and its position_data
  position_data_id: id,
  marked: oneOf('Y or N'),
  date_from: date, date_till: date,
  reference_number: text,
  language: codeList('language'),
  'job.experience': code('experience'),
  preparation: code('preparation'),
  default_alias_str: text,
  position_data: oneOf('an object with description, requirements, location, employment_type, salary_min, salary_max, currency'),
  description: text, requirements: text, location: text, employment_type: text,
  salary_min: amount, salary_max: amount,
  currency: oneOf('a three-letter currency code in capitals, e.g. EUR'),
  status: oneOf('open or closed'),
  channels: ({ type }) => (type === ValueErrorType.ArrayUniqueItems
    ? 'must not list the same channel twice'
    : 'must be a list of channel names (lower-case letters, digits and _, starting with a letter; at most 32 characters), e.g. api_web'),
  // project (SPEC.md 2.5)
  jobs: idList,
  // applications: PUT/DELETE /person/subscription, GET /job/{id}/subscription?status=
  'application.status': oneOf(APPLICATION_STATUSES.join(', ')),
  'applicants.status': oneOf(APPLICATION_STATUSES.join(', ')),
  note: text,
  // ids in request bodies and paths; file uploads and the parser
  id: (facts) => (facts.schema['type'] === 'string' ? 'must be an image name (32 hexadecimal digits, then .png or .jpg)' : id(facts)),
  person_data_id: id, job_data_id: id, document_data_id: id, id1: id, id2: id,
  file_name: text,
  data: oneOf('the file as base64 text'),
};

/** The message for a field's issue, from the table. Undefined when the table has no entry. */
export function fieldMessage(resource: string | undefined, field: string, facts: IssueFacts): string | undefined {
  const entry = (resource === undefined ? undefined : FIELD_MESSAGES[`${resource}.${field}`]) ?? FIELD_MESSAGES[field];
  return entry?.(facts);
}

/**
 * Fallback for members without an entry (parser and file uploads, query strings): plain
 * words from the kind of check that failed, never the library's message.
 */
export function genericMessage({ type, schema }: IssueFacts): string {
  switch (type) {
    case ValueErrorType.String:
    case ValueErrorType.StringMaxLength:
    case ValueErrorType.StringMinLength:
      return text({ type, schema, value: undefined });
    case ValueErrorType.StringPattern:
    case ValueErrorType.StringFormat:
      return typeof schema['description'] === 'string' ? `must be ${schema['description']}` : 'has the wrong form';
    case ValueErrorType.Integer:
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.IntegerMaximum:
      return `must be a whole number${range(schema)}`;
    case ValueErrorType.Number:
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.NumberMaximum:
      return `must be a number${range(schema)}`;
    case ValueErrorType.Boolean:
      return 'must be true or false';
    case ValueErrorType.Array:
      return 'must be a list';
    case ValueErrorType.ArrayMaxItems:
      return `must have at most ${limit(schema, 'maxItems') ?? 0} items`;
    case ValueErrorType.ArrayUniqueItems:
      return 'must not repeat an item';
    case ValueErrorType.Object:
      return 'must be a JSON object';
    default:
      return 'has a value of the wrong type';
  }
}

function range(schema: TSchema): string {
  const min = limit(schema, 'minimum');
  const max = limit(schema, 'maximum');
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return ` from ${min}`;
  return '';
}
