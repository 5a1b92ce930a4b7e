// The order of a Vietnamese name. Vietnamese prints the family name first ("Nguyễn Văn An": family Nguyễn, given Văn An), and
// the given-name tables know no Vietnamese names, so without this the last word was taken as the family name. The family
// names come from names/vi-family.txt (@faker-js/faker's Vietnamese family names, MIT; scripts/generate-vietnamese-names.mjs).
import { inExtraTable } from './given-names.js';

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
  if (tokens.length < 2 || tokens.length > 4 || !tokens.some((t) => VIETNAMESE_LETTERS.test(t))) return undefined;
  const head = tokens[0] ?? '';
  const tail = tokens[tokens.length - 1] ?? '';
  if (!inExtraTable('vi-family', head)) return tail !== '' && inExtraTable('vi-family', tail) ? false : undefined;
  return tokens.length >= 3 || !inExtraTable('vi-family', tail);
}
