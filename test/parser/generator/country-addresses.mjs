// Addresses in forms of their country that the earlier classes do not print (generateCv(seed, { countries: true }), drawn
// from a stream of its own after every other draw, so the people, jobs, schools and the earlier classes of a CV stay what
// they were). One country form a CV, where its contact block prints a plain street over its town line:
// - 'fr-bis': a French house number with "bis" or "ter" after it ("12 bis rue des Lilas"): the word belongs to the street;
// - 'uk-flat': a British flat before the house number, all on one line with the town and postcode ("Flat 2, 10 Lantern
//   Row, Leeds LS2 8JS"): the flat and the house are the street;
// - 'swapped': the town line above the street line, as some templates print the block;
// - 'two-addresses': a current and a permanent address under labels of the CV's language, either first: the truth is
//   the current one (the one a recruiter writes to);
// - 'short-lines': in a sidebar, the address broken over short lines (the street's words, its number, the postcode and
//   the town each on a line of their own, in the country's order);
// - 'plain': as before.
// A form the CV cannot print (another language, a labelled or one-line block that would glue the labels, no sidebar)
// falls back to 'plain', so the table groups by what was printed.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';
import { inLang } from './more-langs.mjs';

export const COUNTRY_FORMS = ['fr-bis', 'uk-flat', 'swapped', 'two-addresses', 'short-lines', 'plain'];

// "Current" and "permanent" address labels per language (general knowledge; Polish CVs set the address for letters
// apart from the registered one).
const TWO_LABELS = inLang({
  en: ['Current address', 'Permanent address'], de: ['Aktuelle Anschrift', 'Heimatanschrift'], fr: ['Adresse actuelle', 'Adresse permanente'],
  es: ['Dirección actual', 'Dirección permanente'], it: ['Indirizzo attuale', 'Indirizzo permanente'], pl: ['Adres do korespondencji', 'Adres zameldowania'],
  hu: ['Jelenlegi lakcím', 'Állandó lakcím'], nl: ['Huidig adres', 'Vast adres'], pt: ['Morada atual', 'Morada permanente'],
});
// French labels put a space before the colon.
const colon = (lang) => (lang === 'fr' ? ' :' : ':');

/** The CV prints a plain street over its town line: no earlier class prints its address in a form of its own. */
export function printsPlainAddress(cv) {
  const w = cv.style.wild ?? {};
  return (w.address ?? 'plain') === 'plain' && ['plain', 'phone-label', undefined].includes(w.contactForm)
    && ['plain', undefined].includes(w.placeForm) && ['plain', undefined].includes(w.addressForm) && !cv.style.hard?.state
    && !cv.style.persons?.lines && cv.style.hard?.contact !== 'broken';
}

/** The CV with its country form drawn (`style.countries` = { form, lines }). */
export function withCountryAddress(cv) {
  const r = rng((cv.seed ^ 0xc0a7) * 19 + 11);
  const lean = r.next();
  const british = cv.lang === 'en' && !cv.style.hard?.state;
  let form = cv.lang === 'fr' && lean < 0.35 ? 'fr-bis' : british && lean < 0.35 ? 'uk-flat' : r.pick(COUNTRY_FORMS);
  const v = VOCAB[cv.lang];
  const flat = 1 + r.int(30);
  const bis = r.pick(['bis', 'ter']);
  const currentFirst = r.next() < 0.5;
  const [otherCity, otherZip] = r.pick(v.cities.filter(([c]) => c !== cv.address.city));
  const otherStreet = v.street(1 + r.int(140), r.pick(v.streets.filter((s) => !cv.address.street.includes(s))));
  // Only a plain street over its town line is printed another way: the earlier forms print theirs as drawn.
  if (!printsPlainAddress(cv)) form = 'plain';
  if (form === 'fr-bis' && cv.lang !== 'fr') form = 'plain';
  if (form === 'uk-flat' && !british) form = 'plain';
  // Two labelled addresses and the town line first need a block of lines: a one-line block would run them together, and a
  // labelled block has its own address label.
  if (['two-addresses', 'swapped'].includes(form) && cv.style.contact !== 'stacked') form = 'plain';
  if (form === 'short-lines' && (!cv.style.layout.startsWith('sidebar') || cv.style.contact !== 'stacked')) form = 'plain';
  const out = { ...cv, address: { ...cv.address }, style: { ...cv.style, countries: { form } } };
  const c = out.style.countries;
  const cityLine = v.cityLine(cv.address.zip, cv.address.city);
  if (form === 'fr-bis') {
    out.address.street = cv.address.street.replace(/^(\d+) /u, `$1 ${bis} `);
    c.lines = [out.address.street, cityLine];
  }
  if (form === 'uk-flat') {
    out.address.street = `Flat ${flat}, ${cv.address.street}`;
    c.lines = [`${out.address.street}, ${cityLine}`];
  }
  if (form === 'swapped') c.lines = [cityLine, cv.address.street];
  if (form === 'two-addresses') {
    const [current, permanent] = TWO_LABELS[cv.lang];
    const here = `${current}${colon(cv.lang)} ${cv.address.street}, ${cityLine}`;
    const there = `${permanent}${colon(cv.lang)} ${otherStreet}, ${v.cityLine(otherZip, otherCity)}`;
    c.lines = currentFirst ? [here, there] : [there, here];
  }
  if (form === 'short-lines') {
    // "Lindenweg 5" → "Lindenweg" ↵ "5"; "12 Lantern Row" → "12 Lantern" ↵ "Row": a narrow box breaks at its last space.
    const cut = cv.address.street.lastIndexOf(' ');
    const zipFirst = cityLine.startsWith(cv.address.zip);
    c.lines = [cv.address.street.slice(0, cut), cv.address.street.slice(cut + 1),
      ...(zipFirst ? [cv.address.zip, cv.address.city] : [cv.address.city, cv.address.zip])];
  }
  return out;
}

/** The address lines of the CV's country form, or undefined when it prints the address as before. */
export const countryAddressLines = (cv) => cv.style.countries?.lines;
