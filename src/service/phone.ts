// Phone numbers are stored in international format (DESIGN.md §3). libphonenumber-js is
// loaded on first use: most CLI commands never touch a phone and start faster without it.
import { createRequire } from 'node:module';
import { ValidationError } from '../domain/errors.js';

type ParsePhone = (text: string, defaultCountry?: string) =>
  | { isValid(): boolean; isPossible(): boolean; formatInternational(): string }
  | undefined;

let parsePhone: ParsePhone | undefined;

function loadParser(): ParsePhone {
  if (!parsePhone) {
    const require = createRequire(import.meta.url);
    parsePhone = (require('libphonenumber-js/max') as { parsePhoneNumberFromString: ParsePhone }).parsePhoneNumberFromString;
  }
  return parsePhone;
}

/** "+36 30 123 4567" from "06301234567" (region HU) or "+36301234567"; '' stays ''. */
export function normalizePhone(raw: string, field: string, region: string | undefined): string {
  const text = raw.trim();
  if (text === '') return '';
  const parsed = loadParser()(text, region);
  if (!parsed || !parsed.isPossible()) {
    throw ValidationError.field(
      `/${field}`,
      `"${text}" is not a valid phone number`,
      region ? undefined : 'write it in international format, e.g. +36 30 123 4567, or set the country',
    );
  }
  return parsed.formatInternational();
}

/**
 * The E.164 form ("+36301234567") of a phone written in international format, the key
 * people are found by. No region: a number without its country code
 * could be anyone's; ValidationError when it is not a possible number.
 */
export function e164Phone(raw: string, field: string): string {
  return normalizePhone(raw, field, undefined).replace(/[\s-]/g, '');
}
