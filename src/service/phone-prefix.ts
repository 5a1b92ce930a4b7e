// `--phone` / `phone=` of a person search: any format, compared as E.164.
// Stored phones are libphonenumber's international format ("+36 30 123 4567"); the store
// compares them without spaces and hyphens ("+36301234567"), so a filter becomes that
// form's beginning: "+36 30 12" → "+363012", "0036 30…" → "+3630…". A whole national
// number ("06 30 123 4567") is read with the country's region; a partial one cannot be
// placed and is refused with a hint, rather than guessed.
import { createRequire } from 'node:module';
import { ValidationError } from '../domain/errors.js';

type ParsePhone = (text: string, defaultCountry?: string) => { isPossible(): boolean; number: string } | undefined;

let parsePhone: ParsePhone | undefined;

function parser(): ParsePhone {
  parsePhone ??= (createRequire(import.meta.url)('libphonenumber-js/max') as { parsePhoneNumberFromString: ParsePhone }).parsePhoneNumberFromString;
  return parsePhone;
}

/** The E.164 beginning a `--phone` filter stands for; `region` is the ISO alpha-2 of `--country`, if given. */
export function phonePrefix(raw: string, region: string | undefined): string {
  const text = raw.trim();
  const compact = text.replace(/[\s\-()./]/g, '');
  if (!/^(\+|00)?\d{1,17}$/.test(compact)) {
    throw ValidationError.field('/phone', `"${text}" is not a phone number or its beginning (digits, optionally + and spaces)`);
  }
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  const parsed = region ? parser()(text, region) : undefined;
  if (parsed?.isPossible()) return parsed.number;
  throw ValidationError.field(
    '/phone',
    `"${text}" is a national number${region ? ' that is not complete' : ''}: give it with its country code`,
    'e.g. --phone "+36 30 123", or a whole national number with --country',
  );
}
