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

// The lists the rules walk, made once: as literals inside the functions they were arrays made
// again for every person (a POST /person's allocations feed the server's garbage collector).
const REQUIRED = ['first', 'last'] as const;
const EMAILS = ['email', 'email2'] as const;
const PHONES = ['phone_land', 'phone_mobile'] as const;
const SINGLE_CODES = [['country', 'country'], ['state', 'state'], ['family_state', 'family_state']] as const;
const LIST_CODES = ['category', 'regio'] as const;

/** Validates and normalises; `creating` requires first and last. Throws ValidationError. */
export function normalizePersonFields(input: PersonFields, context: PersonRuleContext, creating: boolean): PersonFields {
  const out: Record<string, unknown> = {};
  // for…in over the own keys, not Object.entries: no [key, value] array per field.
  for (const key in input) {
    if (!Object.hasOwn(input, key)) continue;
    const value = (input as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) throw ValidationError.field(`/${key}`, 'contains control characters');
      out[key] = value.trim();
    } else {
      out[key] = value;
    }
  }
  const fields = out as PersonFields;

  for (const name of REQUIRED) {
    const value = fields[name];
    if ((creating && (value === undefined || value === '')) || (!creating && value === '')) {
      throw ValidationError.field(`/${name}`, 'is required', `give --${name}`);
    }
  }
  for (const name of EMAILS) {
    const value = fields[name];
    if (value === undefined || value === '') continue;
    if (!isValidEmail(value)) throw ValidationError.field(`/${name}`, `"${value}" is not a valid e-mail address`);
    fields[name] = emailKey(value);
  }
  checkCodes(fields, context.codes);
  checkStateInCountry(fields, context);
  if (fields.birth_date !== undefined && fields.birth_date !== null) checkBirthDate(fields.birth_date, context.today);
  const region = context.codes.countryAlpha2(fields.country ?? context.existingCountry);
  for (const name of PHONES) {
    const value = fields[name];
    if (value !== undefined) fields[name] = normalizePhone(value, name, region);
  }
  return fields;
}

function checkCodes(fields: PersonFields, codes: CodeBook): void {
  for (const [field, table] of SINGLE_CODES) {
    const value = fields[field];
    if (value !== undefined && value !== null && !codes.has(table, value)) {
      throw ValidationError.field(`/${field}`, `unknown ${table} code ${value}`, `run \`recruit codes ${table}\``);
    }
  }
  for (const field of LIST_CODES) {
    const list = fields[field];
    if (!list) continue;
    list.forEach((code, index) => {
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
