// Hungarian CVs print the family name first ("Kovács Péter"), but one written in English may
// follow the western order ("Péter Kovács"). Hungarian given names settle which token is which
// (names/hu.txt: the name-day calendar and faker's Hungarian names, see given-names.ts); many
// family names are given names too ("Farkas", "Pál"), so when both tokens are given names the
// commonest family names (names/hu-surnames.txt) decide, then the names given today
// (names/hu-frequent.txt). Without either, the language of the CV decides (DESIGN.md §6).
import { isCommonGivenName, isFrequentHungarianGivenName, isHungarianFamilyName } from './given-names.js';

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
