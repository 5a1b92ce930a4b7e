// More ways people print their contact block (wild CVs only, drawn after every other wild draw so a CV
// keeps everything the earlier classes gave it). One form per CV, so the table shows which one fails:
// - 'street-sep': the one-line block sets street and town apart with its own separator, not a comma
//   ("Lindenweg 5 • 12345 Tannbach • +49 … • mail");
// - 'address-last': the one-line block starts with phone and e-mail and ends with the address;
// - 'phone-label': the phone carries a short label inside the one-line block ("Tel.: +49 …", "Mobile: …");
// - 'postcode': the country's other ways to print the town line: Dutch postcodes without their space,
//   German and Hungarian country letters ("D-12345 Tannbach"), Italian and Spanish provinces in brackets,
//   French towns in capitals, British postcodes after a comma, US flats ("Apt 4B");
// - 'plain': as before.
// The one-line forms need a one-line block; on other blocks the form is 'plain', so the table groups by what was printed.
import { inLang } from './more-langs.mjs';

export const CONTACT_FORMS = ['street-sep', 'address-last', 'phone-label', 'postcode', 'plain'];
const ONE_LINE_FORMS = new Set(['street-sep', 'address-last', 'phone-label']);

const PHONE_LABEL = inLang({ en: 'Mobile:', de: 'Tel.:', fr: 'Tél. :', es: 'Tel.:', it: 'Cell.', pl: 'tel.', hu: 'Tel.:', nl: 'Tel.:',
  pt: 'Telm.:' });
// Provinces as Italian and Spanish addresses print them after the town: the vocabulary's towns are provincial capitals, so
// the Italian code is the town's first two letters and the Spanish province is named after the town.
const province = (lang, city) => (lang === 'it' ? city.slice(0, 2).toLocaleUpperCase('it') : city);

/** The town line in the country's other form, or undefined when the language has none here. */
export function postcodeLine(cv) {
  const { city, zip } = cv.address;
  if (cv.style.hard?.state) return undefined; // a US CV prints its flat in the street instead
  switch (cv.lang) {
    case 'nl': return `${zip.replace(' ', '')} ${city}`;
    case 'de': return `D-${zip} ${city}`;
    case 'hu': return `H-${zip} ${city}`;
    case 'it':
    case 'es': return `${zip} ${city} (${province(cv.lang, city)})`;
    case 'fr': return `${zip} ${city.toLocaleUpperCase('fr')}`;
    case 'en': return `${city}, ${zip}`;
    default: return undefined;
  }
}

/** The contact form of a wild CV; `r` continues the CV's own random sequence. */
export function contactForm(cv, r) {
  let form = r.pick(CONTACT_FORMS);
  const unit = 1 + r.int(9);
  if (ONE_LINE_FORMS.has(form) && cv.style.contact !== 'one-line') form = 'plain';
  // A block broken inside its address prints e-mail and phone first and its own break: only the label applies.
  if (['street-sep', 'address-last'].includes(form) && cv.style.hard?.contact === 'broken') form = 'plain';
  // A wrapped street or a town with only its country has no town line to print another way.
  if (form === 'postcode' && ['city-only', 'wrap'].includes(cv.style.wild.address)) form = 'plain';
  if (form === 'postcode' && !postcodeLine(cv) && !cv.style.hard?.state) form = 'plain';
  const out = { ...cv, address: { ...cv.address }, style: { ...cv.style, wild: { ...cv.style.wild, contactForm: form } } };
  if (form === 'postcode' && cv.style.hard?.state) {
    out.address.street = `${cv.address.street}, ${r.pick(['Apt', 'Suite', 'Unit'])} ${unit}${r.pick(['', 'B'])}`;
  }
  if (form === 'phone-label') out.style.wild.phoneLabel = PHONE_LABEL[cv.lang];
  return out;
}
