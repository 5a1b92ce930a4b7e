// A name printed family name first whose words no given-name table knows, in a Latin-script CV of any language, with a
// profile address that shows the order (generateCv(seed, { handles: true }), drawn from a stream of its own after every
// other class, so only the name, e-mail and one contact line of a CV change). A LinkedIn or XING profile's address is
// made from the profile's given-name and family-name fields, given name first; the e-mail here spells only the family
// name, so it shows no order. One form a CV:
// - 'linkedin': "Family Given" as the name, "linkedin.com/in/given-family" (sometimes with the site's digits after it);
// - 'linkedin-short': the same with the family name cut to its first letters ("linkedin.com/in/given-fa", "givenf");
// - 'xing': "xing.com/profile/Given_Family";
// - 'given-first': "Given Family" as the name and a LinkedIn address as in 'linkedin' (the order must stay);
// - 'plain': as before.
// The names are made of syllables (invented: no person's name, and no table's). Only where the CV prints its name plainly
// (no hard, wild or other name class, title, trap or name rows).
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';

export const HANDLE_FORMS = ['linkedin', 'linkedin-short', 'xing', 'given-first', 'plain'];

const ONSETS = ['b', 'd', 'g', 'k', 'l', 'm', 'n', 'r', 's', 't', 'v', 'z', 'h', 'ts', 'dr'];
const VOWELS = ['a', 'e', 'i', 'o', 'u'];
const ENDS = ['', '', 'n', 'k', 'r'];

/** An invented name word of three syllables ("Duvekan", "Tsorimak"). */
function inventedWord(r) {
  const word = Array.from({ length: 3 }, () => `${r.pick(ONSETS)}${r.pick(VOWELS)}`).join('') + r.pick(ENDS);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The CV with its profile-handle form drawn (`style.handles` = { form, line? }). */
export function withProfileHandle(cv) {
  const r = rng((cv.seed ^ 0x6d2b) * 37 + 5);
  let form = r.pick(HANDLE_FORMS);
  const given = inventedWord(r);
  let family = inventedWord(r);
  if (family === given) family = `${family}a`;
  const digits = r.next() < 0.4 ? `-${(0x100000 + r.int(0xeffff)).toString(16)}` : '';
  const cut = 1 + r.int(2);
  const glued = r.next() < 0.5;
  const www = r.pick(['', 'https://', 'https://www.', 'www.']);
  const s = cv.style;
  const plainName = cv.first !== '' && !s.hard && !s.wild && ['plain', undefined].includes(s.names?.class)
    && ['plain', undefined].includes(s.traps?.class) && ['plain', undefined].includes(s.titles?.class)
    && ['plain', undefined].includes(s.persons?.form) && ['plain', undefined].includes(s.nameFields?.form);
  if (!plainName) form = 'plain';
  const out = { ...cv, style: { ...s, handles: { form } } };
  if (form === 'plain') return out;
  const g = given.toLowerCase();
  const f = family.toLowerCase();
  out.first = given;
  out.last = family;
  out.email = `${f}${10 + r.int(89)}@example.${VOCAB[cv.lang].tld}`;
  out.style.nameOrder = form === 'given-first' ? 'given-family' : 'family-given';
  const handle = form === 'xing' ? `xing.com/profile/${given}_${family}`
    : form === 'linkedin-short' ? `linkedin.com/in/${glued ? `${g}${f.slice(0, cut)}` : `${g}-${f.slice(0, cut)}`}`
      : `linkedin.com/in/${g}-${f}${digits}`;
  out.style.handles.line = `${www}${handle}`;
  return out;
}

/** The profile address's line, or none. */
export const handleLine = (cv) => cv.style.handles?.line;
