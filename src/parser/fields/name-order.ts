// Hungarian CVs print the family name first ("Kovács Péter"), but one written in English may
// follow the western order ("Péter Kovács"). Hungarian given names settle which token is which
// (names/hu.txt: the name-day calendar and faker's Hungarian names, see given-names.ts); many
// family names are given names too ("Farkas", "Pál"), so when both tokens are given names the
// commonest family names (names/hu-surnames.txt) decide, then the names given today
// (names/hu-frequent.txt). Without either, the language of the CV decides (DESIGN.md §6).
import { isCommonGivenName, isFrequentHungarianGivenName, isHungarianFamilyName } from './given-names.js';
import { foldDiacritics } from '../classify/text.js';

export const isHungarianGivenName = (token: string): boolean => isCommonGivenName(token, 'hu');

/**
 * Whether the name tokens are family-name-first. `hungarianText` is the default when the tables
 * cannot tell (a Hungarian-language CV), false otherwise.
 */
export function isFamilyFirst(tokens: readonly string[], hungarianText: boolean): boolean {
  if (tokens.length < 2) return hungarianText;
  const head = tokens[0] ?? '';
  const tail = tokens[tokens.length - 1] ?? '';
  const givenHead = isHungarianGivenName(head);
  const givenTail = isHungarianGivenName(tail);
  if (givenTail && !givenHead) return true;
  if (givenHead && !givenTail) return false;
  if (givenHead && givenTail) {
    const familyHead = isHungarianFamilyName(head);
    const familyTail = isHungarianFamilyName(tail);
    if (familyHead && !familyTail) return true;
    if (familyTail && !familyHead) return false;
    // Then a name given today beats one only the calendar knows (a calendar name that is also a common family name).
    const frequentHead = isFrequentHungarianGivenName(head);
    const frequentTail = isFrequentHungarianGivenName(tail);
    if (frequentTail && !frequentHead) return true;
    if (frequentHead && !frequentTail) return false;
  }
  return hungarianText;
}

/**
 * How many words of a family-name-first Hungarian name are its family name: the first, then each word the tables know
 * as a family name and not as a given name, keeping one given name at least. A married woman's name prints her
 * husband's family name with "-né" before her own ("Fazekasné Varga Ilona": Fazekasné Varga / Ilona); two given names
 * stay given names ("Varga Ilona Réka": Varga / Ilona Réka).
 */
export function hungarianFamilyWordCount(tokens: readonly string[]): number {
  let count = 1;
  while (count < tokens.length - 1 && isHungarianFamilyName(tokens[count] ?? '') && !isHungarianGivenName(tokens[count] ?? '')) count++;
  return count;
}

const foldWord = (word: string): string => foldDiacritics(word).toLowerCase().replace(/[^a-z]/g, '');

/**
 * A two-word name printed family name first in a CV of any language ("Tanaka Yuki" in a French CV). The e-mail
 * decides, since the given-name tables alone cannot: they lack many Korean, Chinese and African given names, and
 * many family names are given names somewhere ("Ambrose", "Kendall"), so an unknown first word before a known given
 * name is as often a given name as a family name. Family name first when the e-mail spells the initial of the
 * second word before the whole first word ("y.tanaka@…", "ytanaka@…": people shorten their given name), or spells
 * both words the other way round ("yuki.tanaka@…") and the tables agree (the second a given name, the first none).
 * A word in capitals already marks the family name (name-parts.ts).
 */
export function looksFamilyFirst(tokens: readonly string[], emailLocals: readonly string[]): boolean {
  if (tokens.length !== 2 || tokens.some((t) => /\p{Lu}{2,}/u.test(t) && !/\p{Ll}/u.test(t))) return false;
  const [head = '', tail = ''] = tokens;
  const family = foldWord(head);
  const given = foldWord(tail);
  if (family.length < 2 || given.length < 2 || family === given) return false;
  const initialFirst = emailLocals.some((local) => local.replace(/[._-]/g, '') === `${given.charAt(0)}${family}`);
  if (initialFirst && given.charAt(0) !== family.charAt(0)) return true;
  const reversed = emailLocals.some((local) => local.split(/[._-]+/).join(' ') === `${given} ${family}`);
  return reversed && isCommonGivenName(tail) && !isCommonGivenName(head);
}

/**
 * The order of a two-word name as the e-mail shows it when it shortens one word to its initial ("a.kowal@…",
 * "akowal@…" for "Ada Kowal" or "Kowal Ada"): people shorten their given name, so the initialled word is the given
 * name. True: family name first; false: given name first; undefined when the e-mail does not show it (or fits both).
 */
export function familyFirstByEmailInitial(tokens: readonly string[], emailLocals: readonly string[]): boolean | undefined {
  if (tokens.length !== 2) return undefined;
  const [head = '', tail = ''] = tokens.map(foldWord);
  if (head.length < 2 || tail.length < 2 || head === tail) return undefined;
  const spells = (initialOf: string, whole: string): boolean =>
    emailLocals.some((local) => local.replace(/[._-]/g, '') === `${initialOf.charAt(0)}${whole}`);
  const familyFirst = spells(tail, head);
  const givenFirst = spells(head, tail);
  return familyFirst === givenFirst ? undefined : familyFirst;
}
