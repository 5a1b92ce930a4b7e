// Country names in the languages CVs are written in ("Vietnam", "Việt Nam", "Frankrijk", "Polen", "Kenya"), from the
// generated table names/countries.txt (Unicode CLDR region names, scripts/generate-country-names.mjs), beside the short
// list of locale.ts that also tells the country's code. Read on the first name the short list does not know, and
// searched by bisection as it is read (given-names.ts), so a parse pays a file read and no more.
import { readFileSync } from 'node:fs';
import { normalizeText } from '../classify/text.js';
import { sortedLines, withoutHeader, type NameTable } from './given-names.js';

let table: NameTable | undefined;

function countryTable(): NameTable {
  if (!table) {
    try {
      table = sortedLines(withoutHeader(readFileSync(new URL('./names/countries.txt', import.meta.url), 'utf8')));
    } catch {
      table = { has: () => false }; // a broken install loses these names, not the parse
    }
  }
  return table;
}

/** True when `text` is a country's or territory's name in one of the table's languages, whole (case and accents aside). */
export function isListedCountryName(text: string): boolean {
  // A country's name is short: longer runs and those with digits are lines of another kind, and need no search.
  if (text.length < 4 || text.length > 40 || /\d/.test(text)) return false;
  return countryTable().has(normalizeText(text));
}
