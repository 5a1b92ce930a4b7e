// Given names, from public name statistics rather than a hand list: the name tables of the
// npm package gender-detection-from-name (EN, DE, FR, ES, IT; MIT) plus the Hungarian given
// names of name-order.ts. Used where the text alone cannot say which word is the given
// name: a letter-spaced name that came out glued ("M A R T H A Q U E N D E L"), a
// Spanish name with two family names ("Raquel Serrano Pérez"), a company line at the top.
// Tables load lazily, one language at a time: most CVs never need them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { foldDiacritics } from '../classify/text.js';
import { isHungarianGivenName } from './name-order.js';

export type NameLanguage = 'en' | 'de' | 'fr' | 'es' | 'it';
export const NAME_LANGUAGES: readonly NameLanguage[] = ['en', 'de', 'fr', 'es', 'it'];
const LANGUAGES = NAME_LANGUAGES;

const require = createRequire(import.meta.url);
interface NameTable { has(name: string): boolean }
const tables = new Map<NameLanguage, NameTable>();

function table(language: NameLanguage): NameTable {
  let t = tables.get(language);
  if (!t) {
    try {
      t = builtTable(language) ?? readNameTable(packageTableFile(language));
    } catch {
      t = new Set(); // a broken install degrades name splitting, not the parse
    }
    tables.set(language, t);
  }
  return t;
}

/** gender-detection-from-name's table of a language: a JavaScript file. */
export function packageTableFile(language: NameLanguage): string {
  return require.resolve(`gender-detection-from-name/names/${language}.js`);
}

/**
 * The table the build made for a language (scripts/name-tables.mjs: names/<language>.txt
 * beside the built module), or undefined without one (a source checkout): reading the
 * package's file and filling a Set with its names took ~36 ms for the five tables, which
 * most CVs need (cold start); this file is searched as it is read.
 */
function builtTable(language: NameLanguage): NameTable | undefined {
  try {
    return sortedLines(readFileSync(new URL(`./names/${language}.txt`, import.meta.url), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A table over `text`, names one per line in ascending code-unit order (as Array#sort puts
 * them): `has` is a binary search over the text itself, so loading costs no more than
 * reading the file. The range searched always starts and ends at line boundaries.
 */
export function sortedLines(text: string): NameTable {
  return {
    has(name: string): boolean {
      if (name === '' || name.includes('\n')) return false;
      let low = 0;
      let high = text.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        const start = text.lastIndexOf('\n', middle - 1) + 1;
        const newline = text.indexOf('\n', start);
        const end = newline < 0 || newline > high ? high : newline;
        const line = text.slice(start, end);
        if (line === name) return true;
        if (line < name) low = end + 1;
        else high = start;
      }
      return false;
    },
  };
}

/** The names of one table file, sorted and unique: the text of a built table (scripts/name-tables.mjs). */
export function sortedNamesText(file: string): string {
  const table = readNameTable(file);
  const names = table instanceof Set || table instanceof Map ? [...table.keys()] : [];
  return [...new Set(names.filter((n): n is string => typeof n === 'string' && n !== '' && !n.includes('\n')))].sort().join('\n');
}

/**
 * The package's tables are JavaScript files, `new Map([['aadam', 'male'], …])`, of up to
 * 900 KB: running one took ~30 ms (warm) to ~100 ms (in a cold parse thread), reading the
 * names out of its text a few. Should a new version write them otherwise,
 * the file is run as before.
 */
export function readNameTable(file: string): NameTable {
  const names = new Set<string>();
  for (const entry of readFileSync(file, 'utf8').matchAll(/\['([^'\\]*)', '(?:male|female|unisex)'\]/g)) names.add(entry[1]!);
  return names.size > 0 ? names : (require(file) as ReadonlyMap<string, string>);
}

export function isNameLanguage(language: string | undefined): language is NameLanguage {
  return LANGUAGES.includes(language as NameLanguage);
}

/**
 * True when `word` is a given name in the statistics of `language` (or of any table when
 * none is given). The tables spell names in lowercase, mostly without accents.
 */
export function isCommonGivenName(word: string, language?: NameLanguage): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 2) return false;
  if (isHungarianGivenName(word)) return true;
  const folded = foldDiacritics(lower);
  const langs = language ? [language] : LANGUAGES;
  return langs.some((l) => { const t = table(l); return t.has(lower) || t.has(folded); });
}

/**
 * A Hungarian name printed family name first, in a CV nothing else marks as Hungarian ("Kovács Ágnes"
 * in an English CV): two words, the second a Hungarian given name, the first no given name in any
 * table. "Lukas Márton", "John Milan" keep their order: the first word is a given name too.
 */
export function looksHungarianFamilyFirst(tokens: readonly string[]): boolean {
  if (tokens.length !== 2) return false;
  const [head = '', tail = ''] = tokens;
  return isHungarianGivenName(tail) && !isHungarianGivenName(head) && !isCommonGivenName(head);
}

/**
 * "MARTHAQUENDEL" → "MARTHA QUENDEL": cut after the longest given name at the front that
 * is three letters or more and leaves at least three for the family name; unchanged when none fits.
 */
export function splitAfterGivenName(glued: string): string {
  for (let cut = glued.length - 3; cut >= 3; cut--) {
    if (isCommonGivenName(glued.slice(0, cut))) return `${glued.slice(0, cut)} ${glued.slice(cut)}`;
  }
  return glued;
}

/**
 * Spanish and Portuguese names carry two family names ("Raquel Serrano Pérez", "José Luis García López", "Ana Gomes da Costa"):
 * the given names are the leading words the Spanish statistics know as given names, at
 * least one, and at least one word is left for the family names. Undefined for other shapes.
 */
export function splitSpanishName(tokens: readonly string[]): { first: string[]; last: string[] } | undefined {
  if (tokens.length < 3 || tokens.length > 5) return undefined;
  let given = 1;
  while (given < tokens.length - 1 && isCommonGivenName(tokens[given] ?? '', 'es') && !/^(de|del|la|las|los|y|da|das|do|dos|e)$/i.test(tokens[given] ?? '')) given++;
  // "Ana María García": two given names and one family name is as common as one and two;
  // only the statistics can tell, so a second given name stays with the first.
  return { first: tokens.slice(0, given), last: tokens.slice(given) };
}
