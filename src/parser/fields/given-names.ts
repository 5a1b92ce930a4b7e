// Given names, from public name statistics rather than a hand list: the name tables of the
// npm package gender-detection-from-name (EN, DE, FR, ES, IT; MIT) and tables generated from the
// Hungarian name-day calendar and faker's locale data (HU, PL, NL, PT, and CS, SK, RO, SV, DA, NO, TR: names/*.txt,
// whose first lines name their sources; scripts/generate-given-names.mjs). Used where the text alone cannot say which word is the given
// name: a letter-spaced name that came out glued ("M A R T H A Q U E N D E L"), a
// Spanish name with two family names ("Inés Quintanilla Olmedo"), a company line at the top,
// the order of a Hungarian name.
// Tables load lazily, one language at a time: most CVs never need them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { foldDiacritics } from '../classify/text.js';
import { answerTable, remembered } from './parse-answers.js';

/** Languages whose tables the build writes from gender-detection-from-name (scripts/name-tables.mjs). */
export type PackageNameLanguage = 'en' | 'de' | 'fr' | 'es' | 'it';
export const PACKAGE_NAME_LANGUAGES: readonly PackageNameLanguage[] = ['en', 'de', 'fr', 'es', 'it'];
/** Languages whose tables are generated from public data and kept in the project (src/parser/fields/names/). */
export const GENERATED_NAME_LANGUAGES = ['hu', 'pl', 'nl', 'pt', 'cs', 'sk', 'ro', 'sv', 'da', 'no', 'tr'] as const;
export type NameLanguage = PackageNameLanguage | (typeof GENERATED_NAME_LANGUAGES)[number];
export const NAME_LANGUAGES: readonly NameLanguage[] = [...PACKAGE_NAME_LANGUAGES, ...GENERATED_NAME_LANGUAGES];

const require = createRequire(import.meta.url);
export interface NameTable { has(name: string): boolean }
const tables = new Map<NameLanguage, NameTable>();

function table(language: NameLanguage): NameTable {
  let t = tables.get(language);
  if (!t) {
    try {
      t = builtTable(language) ?? (isPackageLanguage(language) ? readNameTable(packageTableFile(language)) : new Set<string>());
    } catch {
      t = new Set(); // a broken install degrades name splitting, not the parse
    }
    tables.set(language, t);
  }
  return t;
}

const isPackageLanguage = (language: string): language is PackageNameLanguage =>
  PACKAGE_NAME_LANGUAGES.includes(language as PackageNameLanguage);

/** gender-detection-from-name's table of a language: a JavaScript file. */
export function packageTableFile(language: PackageNameLanguage): string {
  return require.resolve(`gender-detection-from-name/names/${language}.js`);
}

/**
 * The table of a language in names/<language>.txt beside this module, or undefined without one:
 * the build writes the package languages' (scripts/name-tables.mjs; a source checkout has none) and
 * copies the generated ones. Reading the package's file and filling a Set with its names took
 * ~36 ms for the five tables, which most CVs need (cold start); this file is searched as it is read.
 */
function builtTable(file: string): NameTable | undefined {
  try {
    return sortedLines(withoutHeader(readFileSync(new URL(`./names/${file}.txt`, import.meta.url), 'utf8')));
  } catch {
    return undefined;
  }
}

/** A generated table's text without the '#' lines at its top that name its sources. */
export function withoutHeader(text: string): string {
  let start = 0;
  while (text.startsWith('#', start)) {
    const end = text.indexOf('\n', start);
    if (end < 0) return '';
    start = end + 1;
  }
  return start === 0 ? text : text.slice(start);
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
        const order = compareLine(text, start, end, name);
        if (order === 0) return true;
        if (order < 0) low = end + 1;
        else high = start;
      }
      return false;
    },
  };
}

/**
 * text.slice(start, end) against `name` in code-unit order, as `<` compares strings: negative, 0 or
 * positive. Read in place: a slice per step of every search was most of the name tables' time.
 */
function compareLine(text: string, start: number, end: number, name: string): number {
  const length = end - start;
  const common = Math.min(length, name.length);
  for (let k = 0; k < common; k++) {
    const difference = text.charCodeAt(start + k) - name.charCodeAt(k);
    if (difference !== 0) return difference;
  }
  return length - name.length;
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

/**
 * Languages a name line is checked against alone (name.ts): those whose names put the given name
 * first. A Hungarian name line starts with the family name, so Hungarian CVs are checked against every table.
 */
export function isNameLanguage(language: string | undefined): language is Exclude<NameLanguage, 'hu'> {
  return language !== undefined && language !== 'hu' && NAME_LANGUAGES.includes(language as NameLanguage);
}

/**
 * True when `word` is a given name in the statistics of `language` (or of any table when
 * none is given). The tables spell names in lowercase, mostly without accents.
 */
export function isCommonGivenName(word: string, language?: NameLanguage): boolean {
  return remembered(givenNameAnswers, `${language ?? ''} ${word}`, () => lookUpGivenName(word, language));
}

/**
 * Answers already looked up while a document is read (./parse-answers.ts): the name features ask
 * about the same few words for every candidate, each time in up to nine tables, twice (as written and folded).
 */
const givenNameAnswers = answerTable();

function lookUpGivenName(word: string, language: NameLanguage | undefined): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 2) return false;
  const folded = foldDiacritics(lower);
  const langs = language ? [language] : NAME_LANGUAGES;
  return langs.some((l) => { const t = table(l); return t.has(lower) || t.has(folded); });
}

/**
 * A Hungarian name printed family name first, in a CV nothing else marks as Hungarian ("Kovács Ágnes"
 * in an English CV): two words, the second a Hungarian given name, the first no given name in any
 * table — or only in the Hungarian one, as a common family name ("Farkas" is both). "Lukas Márton",
 * "John Milan" keep their order: the first word is a given name of another language.
 */
export function looksHungarianFamilyFirst(tokens: readonly string[]): boolean {
  if (tokens.length !== 2) return false;
  const [head = '', tail = ''] = tokens;
  if (!isCommonGivenName(tail, 'hu') || PACKAGE_NAME_LANGUAGES.some((l) => isCommonGivenName(head, l))) return false;
  return !isCommonGivenName(head, 'hu') || (isHungarianFamilyName(head) && !isHungarianFamilyName(tail));
}

/** True when `word` is among the commonest Hungarian family names (names/hu-surnames.txt). */
export function isHungarianFamilyName(word: string): boolean {
  return inExtraTable('hu-surnames', word);
}

/** True when `word` is a Hungarian given name in use today (names/hu-frequent.txt), not only one of the calendar. */
export function isFrequentHungarianGivenName(word: string): boolean {
  return inExtraTable('hu-frequent', word);
}

const extraTables = new Map<string, NameTable>();
/** Every word of the generated table names/<file>.txt (none without that table). */
export function tableWords(file: string): string[] {
  try {
    return withoutHeader(readFileSync(new URL(`./names/${file}.txt`, import.meta.url), 'utf8')).split('\n').filter((w) => w !== '');
  } catch {
    return [];
  }
}

/** True when `word` (lowercased, and folded) is a line of the generated table names/<file>.txt; false without that table. */
export function inExtraTable(file: string, word: string): boolean {
  let t = extraTables.get(file);
  if (!t) { t = builtTable(file) ?? new Set<string>(); extraTables.set(file, t); }
  const lower = word.toLowerCase();
  return t.has(lower) || t.has(foldDiacritics(lower));
}

/**
 * "MARTHAQUENDEL" → "MARTHA QUENDEL": cut after the longest given name at the front that
 * is three letters or more and leaves at least three for the family name; unchanged when none fits.
 */
export function splitAfterGivenName(glued: string): string {
  // "GEORGE" is a given name whole, not "Geo" and a rest.
  if (isCommonGivenName(glued)) return glued;
  for (let cut = glued.length - 3; cut >= 3; cut--) {
    if (isCommonGivenName(glued.slice(0, cut))) return `${glued.slice(0, cut)} ${glued.slice(cut)}`;
  }
  return glued;
}

/**
 * Spanish and Portuguese names carry two family names ("Inés Quintanilla Olmedo", "José Luis Arrieta Sanz", "Ana Pires da Mota"):
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
