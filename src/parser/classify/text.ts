// Shared text helpers for field extraction and classification (STYLE.md practice 12:
// each exists once, with its own tests in test/parser/classify/text.test.ts).
import { twoByte } from '../two-byte.js';

/** A year of the 20th or 21st century standing alone, not a part of a longer number ("2019", not "120195"). */
export const HAS_YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/u;

/** A letter that has case (Latin, Greek, Cyrillic …), told by its case forms: no pattern to compile. '' is none. */
export const isCasedLetter = (c: string): boolean => c.toLowerCase() !== c.toUpperCase();
/** A capital letter ("É", "Ж"); a letter without case, a digit or a sign is none. */
export const isCapitalLetter = (c: string): boolean => c !== c.toLowerCase() && c === c.toUpperCase();
/** A small letter ("é", "ж"); a letter without case, a digit or a sign is none. */
export const isSmallLetter = (c: string): boolean => c !== c.toUpperCase() && c === c.toLowerCase();

/** Lowercase, strip diacritics, collapse whitespace: the form every comparison uses. */
export function normalizeText(text: string): string {
  let normal = normalized.get(text);
  if (normal === undefined) {
    // Two-byte as the parse's text (../two-byte.ts): a short or cached text may be one-byte, and the patterns run on the
    // normal form would be compiled a second time for it.
    normal = twoByte(foldDiacritics(text).toLowerCase().replace(/\s+/g, ' ').trim());
    remember(normalized, text, normal);
  }
  return normal;
}

/** "Bäcker" → "Backer"; keeps letters without a decomposition (ß, ø, CJK) as they are. */
export function foldDiacritics(text: string): string {
  // ASCII has nothing to fold, and most of a CV is ASCII: the two Unicode normalisations
  // were the largest single cost of extracting a CV's fields.
  if (!NON_ASCII.test(text)) return text;
  let folded = foldedText.get(text);
  if (folded === undefined) {
    folded = text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
    remember(foldedText, text, folded);
  }
  return folded;
}

const NON_ASCII = /[^\x00-\x7f]/;

// The extractors ask for the same lines' forms over and over (every rule folds the lines
// it reads): the forms are remembered, in maps emptied when they grow large so that a long
// run of parses in one thread does not keep every line it has seen.
const normalized = new Map<string, string>();
const foldedText = new Map<string, string>();
const REMEMBERED_FORMS = 20_000;

function remember(forms: Map<string, string>, text: string, form: string): void {
  if (forms.size >= REMEMBERED_FORMS) forms.clear();
  forms.set(text, form);
}

/** The value seen most often; ties go to the one seen first. Undefined for no values. */
export function mostCommon<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  // Map iterates in first-seen order, so a strict ">" keeps the earliest of tied values.
  for (const [v, c] of counts) if (c > bestCount) { best = v; bestCount = c; }
  return best;
}

/** Escape a literal for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * "JOHN o'NEIL-SMITH" → "John O'Neil-Smith"; words already in mixed case are kept. `locale` ('tr', 'az': a dotless I)
 * where the document tells it (fields/dotted-i.ts).
 */
export function toProperCase(text: string, locale?: 'tr' | 'az'): string {
  // Letters only Turkish writes (ğ, dotless ı, dotted İ) ask for its casing: "AYDIN" is "Aydın" there, not "Aydin".
  const turkish = locale ?? (TURKISH_LETTERS.test(text) ? 'tr' : undefined);
  const lower = (s: string): string => (turkish ? s.toLocaleLowerCase(turkish) : s.toLowerCase());
  const upper = (s: string): string => (turkish ? s.toLocaleUpperCase(turkish) : s.toUpperCase());
  return text.split(/(\s+)/).map((word) => {
    if (/\p{Ll}/u.test(word) && /\p{Lu}/u.test(word)) return word;
    return lower(word).replace(/(^|[-'’.])(\p{L})/gu, (_m, sep: string, ch: string) => sep + upper(ch));
  }).join('');
}
const TURKISH_LETTERS = /[ğĞıİ]/u;

/**
 * Unicode-aware "whole word" test: no letter or digit right before or after (A–Z, a–z, 0–9 and every code unit from
 * U+00C0 up). A search and a look at the neighbours, not a pattern a needle: needles come by the hundred (country names,
 * vocabularies), and each pattern was compiled at its first run in a cold parse.
 */
export function containsWord(haystack: string, needle: string): boolean {
  if (!needle) return false;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!isWordUnit(haystack.charCodeAt(at - 1)) && !isWordUnit(haystack.charCodeAt(at + needle.length))) return true;
  }
  return false;
}

/** A–Z, a–z, 0–9 or a code unit from U+00C0 up (NaN, off either end of the text, is none). */
const isWordUnit = (unit: number): boolean =>
  (unit >= 0x30 && unit <= 0x39) || (unit >= 0x41 && unit <= 0x5a) || (unit >= 0x61 && unit <= 0x7a) || (unit >= 0xc0 && unit <= 0xffff);

const LETTER = /^\p{L}$/u;

/** The code point that ends right before `at`, or undefined at the start. */
function codePointBefore(text: string, at: number): number | undefined {
  if (at <= 0) return undefined;
  const low = text.charCodeAt(at - 1);
  if (low >= 0xdc00 && low <= 0xdfff && at >= 2) {
    const high = text.charCodeAt(at - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(at - 2);
  }
  return low;
}

const isLetter = (codePoint: number | undefined): boolean => codePoint !== undefined && LETTER.test(String.fromCodePoint(codePoint));

/**
 * The needle as a word of letters: no letter (\p{L}, a whole code point) right before or after it; digits and signs may
 * touch it. What `(?<!\p{L})needle(?!\p{L})` with the u flag matches, without a pattern made for each needle.
 */
export function containsLetterWord(haystack: string, needle: string): boolean {
  if (!needle) return false;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!isLetter(codePointBefore(haystack, at)) && !isLetter(haystack.codePointAt(at + needle.length))) return true;
  }
  return false;
}
