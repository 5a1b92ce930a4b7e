// How the person's name is set (generateCv(seed, { names: true })): the places and shapes a name takes on real
// CVs that the plain, hard and wild sets do not print. A document title ("CURRICULUM VITAE", "Lebenslauf") or the
// headline above the name; an academic title before it ("Dr.", for Hungarian before the family name); a family
// name with a particle or a hyphen ("von …", "van der …", "de la …", "Di …", "da …", "…-…"); the name over three
// lines (two given names, or a given name over two family names); the name only in a DOCX page header (in the PDF a
// small line at the top of the page) or in a DOCX text box. Drawn from a stream of its own (the seed's, mixed), so
// the jobs, schools and every other draw of a CV stay what they were; without the option nothing changes.
import { asciiFold, rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';
import { inLang } from './more-langs.mjs';

export const NAME_CLASSES = ['title-above', 'headline-above', 'honorific', 'particle', 'three-lines', 'page-header', 'text-box', 'plain'];

// The title many CVs print over the name, per language (general knowledge, written for this generator).
export const DOCUMENT_TITLES = inLang({
  en: ['CURRICULUM VITAE', 'Résumé'], de: ['LEBENSLAUF', 'Curriculum Vitae'], fr: ['CURRICULUM VITAE', 'CV'],
  es: ['CURRICULUM VITAE', 'Currículum'], it: ['CURRICULUM VITAE', 'Curriculum Vitae'], pl: ['ŻYCIORYS', 'CV'],
  hu: ['ÖNÉLETRAJZ', 'Szakmai önéletrajz'], nl: ['CURRICULUM VITAE', 'Levensloop'], pt: ['CURRÍCULO', 'Curriculum Vitae'],
});
const HONORIFICS = inLang({
  en: ['Dr.'], de: ['Dr.', 'Dipl.-Ing.'], fr: ['Dr'], es: ['Dr.', 'Dra.'], it: ['Dott.', 'Ing.'], pl: ['dr', 'mgr inż.'],
  hu: ['Dr.'], nl: ['Dr.', 'Ir.'], pt: ['Dr.', 'Eng.'],
});
/** A family name with the particle or second name its language uses; `other` is another family name of the language. */
export const WITH_PARTICLE = inLang({
  en: (f, other) => `${f}-${other}`,
  de: (f) => `von ${f}`,
  fr: (f, other, k) => [`de ${f}`, `de la ${f}`, `${f}-${other}`][k % 3],
  es: (f, other, k) => (f.includes(' ') ? f.replace(' ', [' de la ', ' del ', ' y '][k % 3]) : [`de la ${f}`, `del ${f}`][k % 2]),
  it: (f, other, k) => [`Di ${f}`, `De ${f}`, `Lo ${f}`][k % 3],
  pl: (f, other) => `${f}-${other}`,
  hu: (f, other) => `${f}-${other}`,
  nl: (f, other, k) => (/^(van|de|ter) /.test(f) ? f : [`van der ${f}`, `de ${f}`, `ter ${f}`][k % 3]),
  pt: (f, other, k) => (f.includes(' ') ? f.replace(' ', [' da ', ' dos ', ' de '][k % 3]) : [`da ${f}`, `dos ${f}`][k % 2]),
});
export const mailPart = (s) => asciiFold(s).toLowerCase().replace(/[^a-z]+/g, '');

/** The CV with its name class drawn: `style.names` = { class, title?, titleSize?, honorific?, lines? }. */
export function withNameClass(cv) {
  const r = rng((cv.seed ^ 0x9a3e) * 13 + 7);
  const v = VOCAB[cv.lang];
  let cls = r.pick(NAME_CLASSES);
  const title = r.pick(DOCUMENT_TITLES[cv.lang]);
  const titleSize = r.pick([14, 18, 26]);
  const honorific = r.pick(HONORIFICS[cv.lang]);
  const k = r.int(6);
  const other = r.pick(v.family.filter((f) => !f.includes(' ') && f !== cv.last && !/^(van|de) /.test(f)));
  const second = r.pick(v.given.filter((g) => g !== cv.first && !g.includes(' ') && !cv.first.includes(g)));
  const foreign = cv.style.wild?.origin !== undefined;
  // No printed name (the hard set's "none"): nothing to place.
  if (cv.first === '') cls = 'none';
  // Particles and second given names are the CV's own language's; a name from elsewhere is printed plainly.
  if (foreign && (cls === 'particle' || cls === 'three-lines')) cls = 'plain';
  const out = { ...cv, style: { ...cv.style, names: { class: cls } } };
  const n = out.style.names;
  if (cls === 'title-above') Object.assign(n, { title, titleSize });
  if (cls === 'honorific') n.honorific = honorific;
  if (cls === 'particle') {
    out.last = WITH_PARTICLE[cv.lang](cv.last, other, k);
    out.email = cv.email.replace(mailPart(cv.last), mailPart(out.last));
  }
  if (cls === 'three-lines') {
    const familyFirst = cv.style.nameOrder === 'family-given';
    const family = cv.last.split(' ');
    // A particle stays with its name ("ter Beekhuis", "Di Rocco"): a line of its own only for two family names.
    if (family.length === 2 && !/^\p{Ll}/u.test(family[0]) && !['Di', 'De', 'Lo'].includes(family[0])) {
      // A given name over two family names ("Raquel" / "Serrano" / "Pérez").
      n.lines = familyFirst ? [...family, cv.first] : [cv.first, ...family];
    } else {
      // Two given names over the family name; the e-mail keeps the first given name, as people type it.
      out.first = cv.first.includes(' ') ? cv.first : `${cv.first} ${second}`;
      const given = out.first.split(' ');
      n.lines = familyFirst ? [cv.last, ...given] : [...given, cv.last];
    }
  }
  return out;
}
