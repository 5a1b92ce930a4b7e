// The order of a Vietnamese name. Vietnamese prints the family name first ("Nguyễn Văn An": family Nguyễn, given Văn An), and
// the given-name tables know no Vietnamese names, so without this the last word was taken as the family name. The family
// names come from names/vi-family.txt (@faker-js/faker's Vietnamese family names, MIT; scripts/generate-vietnamese-names.mjs).
import { readFileSync } from 'node:fs';
import { inExtraTable, withoutHeader } from './given-names.js';
import { foldDiacritics } from '../classify/text.js';

// Letters only Vietnamese writes among the languages CVs come in: the vowels with a tone mark of Latin Extended Additional
// (ạ ả ấ … ỹ), and ă, đ, ơ, ư, ĩ, ũ. A name without them (a Vietnamese name printed without accents, or another language's
// name that starts with a word of the table: "Mai", "Hà") keeps the order the other rules give it.
const VIETNAMESE_LETTERS = /[\u1EA0-\u1EF9\u0102\u0103\u0110\u0111\u01A0\u01A1\u01AF\u01B0\u0128\u0129\u0168\u0169]/u;

/**
 * True when a name of two to four words is Vietnamese written family name first: it has a letter only Vietnamese writes,
 * its first word is a Vietnamese family name, and its last word is none (or it has three words or more: a family name
 * that is also a given name, "Hoàng Thu Hà", still leads). Undefined when the name is not Vietnamese by these signs.
 */
export function vietnameseFamilyFirst(tokens: readonly string[]): boolean | undefined {
  if (tokens.length === 3 && !tokens.some((t) => VIETNAMESE_LETTERS.test(t))) return unaccentedFamilyFirst(tokens);
  if (tokens.length < 2 || tokens.length > 4 || !tokens.some((t) => VIETNAMESE_LETTERS.test(t))) return undefined;
  const head = tokens[0] ?? '';
  const tail = tokens[tokens.length - 1] ?? '';
  if (!inExtraTable('vi-family', head)) return tail !== '' && inExtraTable('vi-family', tail) ? false : undefined;
  return tokens.length >= 3 || !inExtraTable('vi-family', tail);
}

// "Văn" and "Thị", the middle names that open most men's and women's given names ("Nguyễn Văn An", "Trần Thị Mai").
const MIDDLE = new Set(['van', 'thi']);
let foldedFamilies: Set<string> | undefined;

/** The table's family names without their accents ("nguyễn" → "nguyen"), as a name typed without them spells them. */
function isFoldedFamilyName(word: string): boolean {
  if (!foldedFamilies) {
    try {
      const text = withoutHeader(readFileSync(new URL('./names/vi-family.txt', import.meta.url), 'utf8'));
      foldedFamilies = new Set(text.split('\n').filter(Boolean).map((n) => foldDiacritics(n).replace(/đ/gu, 'd')));
    } catch {
      foldedFamilies = new Set(); // a broken install loses this order, not the parse
    }
  }
  return foldedFamilies.has(foldDiacritics(word.toLowerCase()).replace(/đ/gu, 'd'));
}

/**
 * A Vietnamese name typed without its accents ("Nguyen Van Minh", "Tran Thi Lan"): three words, a family name of the
 * table first and "Van" or "Thi" in the middle. Nothing else tells such a name apart (two words read both ways, and
 * "van" is a Dutch particle elsewhere), so undefined otherwise.
 */
function unaccentedFamilyFirst(tokens: readonly string[]): boolean | undefined {
  const [head = '', middle = ''] = tokens;
  return isFoldedFamilyName(head) && MIDDLE.has(middle.toLowerCase()) ? true : undefined;
}
