// "Example Polytechnic Elmbury, WA", "Example Corporation San Francisco, CA": a school's or a firm's name with its
// town glued on after it, then the town's state or country. A template sets the town flush right on the name's line; a
// scan's OCR, or a text layer that keeps one space for the gap, joins the two. The name ends on its head word (a school
// word, a company form); the capitalised words after it, before the state or country, are the town. Pure; the role
// lists' patterns and one small pattern of its own.
import { isCompany, isInstitution, isTitle, isDegree } from './roles.js';
import { isCountry, isUsState } from '../fields/address-parts.js';

// A town's word: capitalised, then lower-case letters ("Elmbury", "San", "Francisco", "Saint-Ouen", "O'Fallon").
const TOWN_WORD = /^\p{Lu}[\p{Ll}'’.-]+$/u;
const MAX_TOWN_WORDS = 3;
const MAX_NAME_LENGTH = 120;

/** The name and the town glued after it, split after the name's last head word; undefined when nothing is glued. */
export function nameThenTown(part: string): { name: string; town: string } | undefined {
  if (part.length > MAX_NAME_LENGTH) return undefined;
  const words = part.trim().split(/\s+/u);
  if (words.length < 2 || words.length > 12) return undefined;
  for (let k = words.length - 2; k >= Math.max(0, words.length - 1 - MAX_TOWN_WORDS); k--) {
    const head = words[k]!;
    if (!isInstitution(head) && !isCompany(head)) continue;
    const tail = words.slice(k + 1);
    const town = tail.join(' ');
    if (!tail.every((w) => TOWN_WORD.test(w)) || isInstitution(town) || isCompany(town) || isTitle(town) || isDegree(town)) return undefined;
    return { name: words.slice(0, k + 1).join(' '), town };
  }
  return undefined;
}

/** A state code or a country after the part: the part may end on its town. */
const isRegion = (part: string): boolean => (/^\p{Lu}{2}$/u.test(part) && isUsState(part)) || isCountry(part);

/**
 * The parts with a glued town set apart from its name, where a state or country follows the name's part ("Example
 * Corporation San Francisco" + "CA" → "Example Corporation", "San Francisco", "CA"), as a comma would have set it:
 * the entry readers then read the place as they read "Name, Town, ST". The parts themselves when none is so glued.
 */
export function withGluedTownsApart(parts: string[]): string[] {
  let out: string[] | undefined;
  for (let i = parts.length - 1; i >= 1; i--) {
    const before = parts[i - 1]!;
    // A name and its town are short: the role patterns are not run on a long run of text.
    if (before.length > MAX_NAME_LENGTH || !/\s/u.test(before) || (!isInstitution(before) && !isCompany(before)) || !isRegion(parts[i]!)) continue;
    const split = nameThenTown(before);
    if (!split) continue;
    out ??= [...parts];
    out.splice(i - 1, 1, split.name, split.town);
  }
  return out ?? parts;
}
