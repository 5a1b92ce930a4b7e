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

let wholeText: string | undefined;

/**
 * True when a one-word country name in the table starts with `prefix` (folded) and goes on for at most `maxRest` letters
 * after it: "belgi" → "belgium", "portug" → "portugal". A plain scan: it is asked for the few one-word lines of a
 * personal-details block, not for every line of a CV.
 */
export function hasCountryStartingWith(prefix: string, maxRest = Infinity): boolean {
  if (prefix.length < 4) return false;
  if (wholeText === undefined) {
    try {
      wholeText = `\n${withoutHeader(readFileSync(new URL('./names/countries.txt', import.meta.url), 'utf8'))}`;
    } catch {
      wholeText = '';
    }
  }
  for (let at = wholeText.indexOf(`\n${prefix}`); at >= 0; at = wholeText.indexOf(`\n${prefix}`, at + 1)) {
    const end = wholeText.indexOf('\n', at + 1);
    const name = wholeText.slice(at + 1, end < 0 ? undefined : end);
    if (!name.includes(' ') && name.length - prefix.length <= maxRest) return true;
  }
  return false;
}
