#!/usr/bin/env node
// Generates src/parser/fields/names/countries.txt: the name of every country and territory in the languages CVs are
// written in, from the Unicode CLDR region names that Node's ICU carries (Intl.DisplayNames; CLDR is under the Unicode
// licence, a permissive one). One name a line, folded as the parser folds text (lowercase, without accents), in code-unit
// order (src/parser/fields/given-names.ts searches the text by bisection); '#' lines before the names say where they come
// from. Run by hand when the languages change (the names come from the running Node's ICU):
//   node scripts/generate-country-names.mjs
import { writeFileSync } from 'node:fs';

const OUT = new URL('../src/parser/fields/names/countries.txt', import.meta.url);
// The parser's CV languages and those of the neighbouring countries CVs name most.
const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pl', 'hu', 'nl', 'pt', 'cs', 'sk', 'ro', 'sv', 'da', 'no', 'fi', 'hr', 'sl', 'tr', 'vi'];
// Codes that name no country: groups, pseudo-regions, the unknown region.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);
const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

const names = new Set();
for (const locale of LOCALES) {
  const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = NOT_COUNTRIES.has(code) ? undefined : display.of(code);
      // Only names a line of an address prints (letters, spaces, dots, hyphens, apostrophes, "&"), of four letters or more:
      // a shorter one ("Man" for the Isle of Man) is a word of prose as often.
      if (name && /^\p{L}[\p{L}\p{M} .'’&-]*$/u.test(name) && name.length >= 4) names.add(fold(name));
    }
  }
}
const header = [
  `# Country and territory names in ${LOCALES.join(' ')}: Unicode CLDR via Node ${process.versions.node}'s ICU ${process.versions.icu}`,
  '# (Intl.DisplayNames, region type), Unicode licence; folded (lowercase, no accents). scripts/generate-country-names.mjs',
];
writeFileSync(OUT, `${header.join('\n')}\n${[...names].sort().join('\n')}\n`);
console.log(`${names.size} names`);
