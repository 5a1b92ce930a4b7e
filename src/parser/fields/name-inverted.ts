// "FAMILY, Given", "Family, Given", "van der Berg, Anna": the family name first with a comma before the given name, as
// forms, registers and some templates print a name. Read in the printed order the family name becomes the given name,
// and the comma made the given name look like a degree after a name (", MBA") that is dropped.
import { foldDiacritics, toProperCase } from '../classify/text.js';
import { isCommonGivenName } from './given-names.js';
import { isAllCaps, isTitleWord, type NameParts } from './name-parts.js';
import { eastAsianFamilyFirst } from './name-order-east-asian.js';

const PARTICLE = /^(van|von|de|der|den|du|da|di|del|della|des|le|la|lo|dos|das|do|ten|ter|zu|y|e)$/iu;
// A given name as people write it after the comma: capitalised, not in capitals (those would be degrees: ", MBA").
const GIVEN_WORD = /^\p{Lu}\p{Ll}[\p{L}'’-]*$/u;
const FAMILY_WORD = /^\p{Lu}[\p{L}'’-]*$/u;
const fold = (t: string): string => foldDiacritics(t).toLowerCase().replace(/[^a-z]/g, '');

export interface InvertedName { family: string[]; given: string[] }

/**
 * The family and given names of a text printed family name first with a comma, or undefined. Something must say so
 * besides the comma, which also sets a headline or a town apart ("Mira Example, Analyst", "Lyon, France"): the family
 * name in capitals before a given name that is not; a known given name after the comma and none before it; the
 * e-mail spelling the given name (or its initial) before the family name; or the East Asian name data.
 */
export function invertedName(text: string, emailLocals: readonly string[] = []): InvertedName | undefined {
  const m = text.trim().match(/^([^,]+),\s*([^,]+)$/u);
  if (!m) return undefined;
  const family = (m[1] ?? '').trim().split(/\s+/).filter((t) => !isTitleWord(t));
  const given = (m[2] ?? '').trim().split(/\s+/).filter((t) => !isTitleWord(t));
  const core = family.filter((t) => !PARTICLE.test(t));
  // One or two family names (with their particles), one to three given names.
  if (core.length === 0 || core.length > 2 || family.length > 4 || given.length === 0 || given.length > 3) return undefined;
  if (!family.every((t) => PARTICLE.test(t) || FAMILY_WORD.test(t)) || !given.every((t) => GIVEN_WORD.test(t))) return undefined;
  const marked = core.every(isAllCaps);
  // The first family word decides: a second one may be a given name elsewhere too ("Ruiz", "Lorenzo").
  const known = isCommonGivenName(given[0] ?? '') && !isCommonGivenName(core[0] ?? '');
  const g = fold(given[0] ?? '');
  // The e-mail may glue two family names ("e.castanoruiz") or keep the first.
  const families = [fold(core.join('')), fold(core[0] ?? '')].filter((f) => f.length > 1);
  const spelled = g.length > 1 && emailLocals.some((l) => families.some((f) => new RegExp(`(^|[^a-z])(${g}|${g[0]})[._-]?${f}`).test(l)));
  // Chinese, Korean and Japanese names read family name first by the name data ("Liu, Jianguo": "Liu" is a given name too).
  const eastAsian = core.length === 1 && given.length === 1 && eastAsianFamilyFirst([core[0] ?? '', given[0] ?? '']) === true;
  return marked || known || spelled || eastAsian ? { family, given } : undefined;
}

/** Given and family name of an inverted name, capitals turned to proper case and particles to lower case. */
export function invertedParts(name: InvertedName): NameParts {
  const nice = (t: string): string => (isAllCaps(t) ? toProperCase(t) : t);
  return {
    first: name.given.map(nice).join(' '),
    last: name.family.map((t) => (PARTICLE.test(t) && isAllCaps(t) ? t.toLowerCase() : nice(t))).join(' '),
  };
}
