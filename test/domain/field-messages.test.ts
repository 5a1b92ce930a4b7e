// Validation messages in plain words. Every field of every write schema has
// an entry in the one message table, and every bad value of every field gets a message
// without the schema library's words ("expected union value") or a regular expression.
import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { FIELD_MESSAGES } from '../../src/domain/field-messages.js';
import { assertSchema } from '../../src/domain/validate.js';
import { ValidationError } from '../../src/domain/errors.js';
import { PersonCreateSchema, PersonUpdateSchema, personWritableFields } from '../../src/domain/person.js';
import { JobCreateSchema, PositionDataSchema } from '../../src/domain/job.js';
import { ProjectCreateSchema, ProjectUpdateSchema } from '../../src/domain/project.js';
import { SubscriptionRequestSchema } from '../../src/domain/subscription.js';
import { DocumentDeleteSchema, FileUploadSchema } from '../../src/domain/document.js';
import { JOB_FLAGS, PERSON_FLAGS, PROJECT_FLAGS } from '../../src/cli/field-flags.js';
import { BAD_VALUES, TECHNICAL } from '../helpers/plain-words.js';

/** The object schemas whose members clients write, by the body they validate. */
const WRITE_SCHEMAS: [string, TSchema, Record<string, unknown>][] = [
  ['person', PersonCreateSchema, {}],
  ['person update', PersonUpdateSchema, { id: 1 }],
  ['job', JobCreateSchema, { position_data_id: 1, title: 'Archivist' }],
  ['project', ProjectCreateSchema, { title: 'Spring hiring' }],
  ['project update', ProjectUpdateSchema, { id: 1 }],
  ['subscription', SubscriptionRequestSchema, { person_data_id: 1, job_data_id: 1 }],
  ['document upload', FileUploadSchema, { person_data_id: 1, file_name: 'cv.pdf', data: 'AAAA' }],
  ['document delete', DocumentDeleteSchema, { person_data_id: 1, document_data_id: 1 }],
];

/** Member names of an object schema, through intersections. */
function members(schema: TSchema): string[] {
  if (Array.isArray(schema['allOf'])) return [...new Set((schema['allOf'] as TSchema[]).flatMap(members))];
  return Object.keys((schema['properties'] as Record<string, unknown> | undefined) ?? {});
}

function messageOf(schema: TSchema, value: unknown, what: string): ValidationError | undefined {
  try {
    assertSchema(schema, value, what);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return error as ValidationError;
  }
}

describe('the field message table', () => {
  it('has an entry for every member of every write schema and for every flag', () => {
    const fields = [
      ...WRITE_SCHEMAS.flatMap(([, schema]) => members(schema)),
      ...members(PositionDataSchema),
      ...[...PERSON_FLAGS, ...JOB_FLAGS, ...PROJECT_FLAGS].map((flag) => flag.field),
    ];
    const missing = [...new Set(fields)].filter((field) => FIELD_MESSAGES[field] === undefined);
    expect(missing).toEqual([]);
  });

  it('says what the issue asks for, in plain words', () => {
    const cases: [unknown, string][] = [
      [{ sex: 'Q' }, 'invalid person: sex must be M, F or X'],
      [{ experience: 'ten' }, 'invalid person: experience must be a whole number of years (0–999)'],
      [{ birth_date: '31.12.1985' }, 'invalid person: birth_date 31.12.1985 is not YYYY-MM-DD'],
      [{ move_ok: 'maybe' }, 'invalid person: move_ok must be Y or N'],
      [{ country: 'HU' }, 'invalid person: country must be a code of the table country (see `recruit codes country` or GET /codes/country)'],
      [{ category: ['hr'] }, 'invalid person: category must be a list of codes of the table category (see `recruit codes category` or GET /codes/category)'],
      [{ category: [3, 3] }, 'invalid person: category must not list the same code twice'],
      [{ title: 'x'.repeat(51) }, 'invalid person: title must be text of at most 50 characters'],
      [{ shoe_size: 42 }, 'invalid person: unknown field "shoe_size"'],
      [7, 'invalid person: the person must be a JSON object'],
    ];
    for (const [value, message] of cases) expect(messageOf(PersonCreateSchema, value, 'person')?.message).toBe(message);
    const job = { position_data_id: 1, title: 'Archivist' };
    expect(messageOf(JobCreateSchema, { ...job, experience: 'senior' }, 'job')?.message)
      .toBe('invalid job: experience must be a code of the table experience (see `recruit codes experience` or GET /codes/experience)');
    expect(messageOf(JobCreateSchema, { ...job, position_data: { currency: 'eur' } }, 'job')?.message)
      .toBe('invalid job: position_data.currency must be a three-letter currency code in capitals, e.g. EUR');
    expect(messageOf(JobCreateSchema, { title: 'Archivist' }, 'job')?.message).toBe('invalid job: position_data_id is required');
  });

  it('never shows the library\'s words or a regular expression, for any bad value of any field', () => {
    let checked = 0;
    for (const [what, schema, base] of WRITE_SCHEMAS) {
      for (const field of members(schema)) {
        for (const bad of BAD_VALUES) {
          const error = messageOf(schema, { ...base, [field]: bad }, what);
          if (!error) continue;
          checked++;
          for (const text of [error.message, ...error.issues.map((issue) => issue.message)]) {
            expect(text, `${what}.${field} = ${JSON.stringify(bad).slice(0, 40)}`).not.toMatch(TECHNICAL);
          }
        }
      }
    }
    for (const field of Object.keys(PositionDataSchema.properties)) {
      for (const bad of BAD_VALUES) {
        const error = messageOf(JobCreateSchema, { position_data_id: 1, title: 'T', position_data: { [field]: bad } }, 'job');
        if (error) expect(error.message).not.toMatch(TECHNICAL);
      }
    }
    expect(checked).toBeGreaterThan(Object.keys(personWritableFields).length * 5);
  });

  it('the check itself would catch the old messages', () => {
    expect('sex: expected union value').toMatch(TECHNICAL);
    expect("experience: expected string to match '^\\d{0,3}$'").toMatch(TECHNICAL);
    expect('channels/0 must match [a-z][a-z0-9_]{0,31}').toMatch(TECHNICAL);
  });
});
