// The rules a person's fields must satisfy before they are stored (DESIGN.md §3). Pure:
// codes and the clock come in; the result is the normalised fields to write.
import type { CodeBook } from '../domain/codes.js';
import type { PersonFields } from '../domain/person.js';
import { ValidationError } from '../domain/errors.js';
import { hasControlCharacters } from '../domain/text.js';
import { isCalendarDate } from '../domain/clock.js';
import { emailKey } from '../domain/email-key.js';
import { normalizePhone } from './phone.js';

const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/;
const OLDEST_BIRTH_DATE = '1900-01-01';

export interface PersonRuleContext {
  codes: CodeBook;
  today: string;
  /** The stored country, so an update of a phone alone still knows its region. */
  existingCountry?: number | null;
  /** The stored state, so a new country is checked against it. */
  existingState?: number | null;
}

export function isValidEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text) && !text.includes('..');
}

/** Validates and normalises; `creating` requires first and last. Throws ValidationError. */
export function normalizePersonFields(input: PersonFields, context: PersonRuleContext, creating: boolean): PersonFields {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) throw ValidationError.field(`/${key}`, 'contains control characters');
      out[key] = value.trim();
    } else {
      out[key] = value;
    }
  }
  const fields = out as PersonFields;

  for (const name of ['first', 'last'] as const) {
    const value = fields[name];
    if ((creating && (value === undefined || value === '')) || (!creating && value === '')) {
      throw ValidationError.field(`/${name}`, 'is required', `give --${name}`);
    }
  }
  for (const name of ['email', 'email2'] as const) {
    const value = fields[name];
    if (value === undefined || value === '') continue;
    if (!isValidEmail(value)) throw ValidationError.field(`/${name}`, `"${value}" is not a valid e-mail address`);
    fields[name] = emailKey(value);
  }
  checkCodes(fields, context.codes);
  checkStateInCountry(fields, context);
  if (fields.birth_date !== undefined && fields.birth_date !== null) checkBirthDate(fields.birth_date, context.today);
  const region = context.codes.countryAlpha2(fields.country ?? context.existingCountry);
  for (const name of ['phone_land', 'phone_mobile'] as const) {
    const value = fields[name];
    if (value !== undefined) fields[name] = normalizePhone(value, name, region);
  }
  return fields;
}

function checkCodes(fields: PersonFields, codes: CodeBook): void {
  const single = [['country', 'country'], ['state', 'state'], ['family_state', 'family_state']] as const;
  for (const [field, table] of single) {
    const value = fields[field];
    if (value !== undefined && value !== null && !codes.has(table, value)) {
      throw ValidationError.field(`/${field}`, `unknown ${table} code ${value}`, `run \`recruit codes ${table}\``);
    }
  }
  for (const field of ['category', 'regio'] as const) {
    (fields[field] ?? []).forEach((code, index) => {
      if (!codes.has(field, code)) {
        throw ValidationError.field(`/${field}/${index}`, `unknown ${field} code ${code}`, `run \`recruit codes ${field}\``);
      }
    });
  }
}

/** A state code names a region of one country: it must be the person's. */
function checkStateInCountry(fields: PersonFields, context: PersonRuleContext): void {
  const country = fields.country !== undefined ? fields.country : context.existingCountry;
  const state = fields.state !== undefined ? fields.state : context.existingState;
  if (country === null || country === undefined || state === null || state === undefined) return;
  const entry = context.codes.get('state', state);
  if (entry === undefined || entry['country'] === country) return;
  const countryKey = context.codes.get('country', country)?.key ?? String(country);
  const path = fields.state !== undefined ? '/state' : '/country';
  throw ValidationError.field(
    path,
    `state ${entry.key} (${entry.name}) is not in country ${countryKey}`,
    `pick a state of ${countryKey}: \`recruit codes state\` lists them with their country`,
  );
}

function checkBirthDate(date: string, today: string): void {
  if (!isCalendarDate(date)) throw ValidationError.field('/birth_date', `"${date}" is not a real date (YYYY-MM-DD)`);
  if (date > today) throw ValidationError.field('/birth_date', `${date} is in the future`);
  if (date < OLDEST_BIRTH_DATE) throw ValidationError.field('/birth_date', `${date} is before ${OLDEST_BIRTH_DATE}`);
}
