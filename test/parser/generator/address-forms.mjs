// Still more ways the contact block prints the address (wild CVs only, drawn from a stream of their own after every
// other draw, so the people, jobs, schools and the earlier classes of a CV stay what they were). One form per CV:
// - 'icons': an icon glyph before each piece of the contact block (a pin before the address, a handset before the phone,
//   an envelope before the e-mail), as CV templates set them: a private-use character in a DOCX, a stray Latin-1 sign
//   in a PDF whose icon font maps to no letter (render-pdf.mjs);
// - 'label-above': a labelled block whose address label stands alone on its line, the address on the lines below;
// - 'short-street': the street with its street word cut short as people write it: Hungarian "u.", "krt." and "tér"
//   after the name ("Szilfa u. 12.", the town line first on one line), US and British "St", "Rd", "Ave", "Ln" with a
//   flat or suite after it ("12 Tamarind St, Apt 4", the US town line "Austin, TX 78701" on its own line);
// - 'plain': as before.
// Icons and the label above go with every address and place form (a town alone on its line after a pin, a residence label
// over its town). A form the CV's block or language cannot print falls back to 'plain', so the table groups by what was printed.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

export const ADDRESS_PRINT_FORMS = ['icons', 'label-above', 'short-street', 'plain'];

// Font Awesome's code points for a map marker, a phone and an envelope: what an icon font puts in the text.
export const ICONS = { place: '\uF3C5', phone: '\uF095', email: '\uF0E0' };

// Street words and their short forms ("Street" → "St"), the longer words first.
const SHORT = inLang({
  en: [[/\bStreet$/u, 'St'], [/\bRoad$/u, 'Rd'], [/\bAvenue$/u, 'Ave'], [/\bLane$/u, 'Ln'], [/\bClose$/u, 'Cl']],
  hu: [[/\butca$/u, 'u.'], [/\bkörút$/u, 'krt.']],
});

/** The CV with its address print form drawn (`style.wild.addressForm`). */
export function withAddressForm(cv) {
  const w = cv.style.wild;
  if (!w) return cv;
  const r = rng((cv.seed ^ 0xadd4) * 13 + 7);
  // Short street words are English and Hungarian here: drawn more often there, so the class is seen at all.
  const lean = r.next();
  let form = SHORT[cv.lang] && lean < 0.4 ? 'short-street' : r.pick(ADDRESS_PRINT_FORMS);
  const unit = `${r.pick(['Apt', 'Suite', 'Unit', 'Flat'])} ${1 + r.int(40)}`;
  // Icons sit before the pieces of a block that has no labels, and not inside a block broken within the address.
  if (form === 'icons' && (cv.style.contact === 'labelled' || cv.style.hard?.contact === 'broken')) form = 'plain';
  // The label alone on its line needs a labelled block that is no Europass row (there the label has a cell of its own).
  if (form === 'label-above' && (cv.style.contact !== 'labelled' || cv.style.layout === 'europass')) form = 'plain';
  const street = cv.address.street;
  const short = (SHORT[cv.lang] ?? []).find(([re]) => re.test(street.replace(/\s\d+\.?$|^\d+\s/u, '').trim()));
  // A short street word needs a street the earlier forms printed as it was drawn.
  if (form === 'short-street' && (!short || !['plain', 'country'].includes(w.address) || w.placeForm !== 'plain' || w.contactForm === 'postcode')) {
    form = 'plain';
  }
  const out = { ...cv, address: { ...cv.address }, style: { ...cv.style, wild: { ...w, addressForm: form } } };
  if (form === 'short-street') {
    const [re, abbreviation] = short;
    // "12 Tamarind Street" → "12 Tamarind St"; "Szilfa utca 12." → "Szilfa u. 12.".
    const cut = cv.lang === 'hu' ? street.replace(/^(.*?)\s(\d+\.)$/u, (_m, name, n) => `${name.replace(re, abbreviation)} ${n}`)
      : street.replace(re, abbreviation);
    // A British or US street takes its flat or suite after a comma, as US forms print it.
    out.address.street = cv.lang === 'en' ? `${cut}, ${unit}` : cut;
    // The town line on a line of its own under the street ("Austin, TX 78701"); the Hungarian one first on one line.
    out.style.addressOneLine = cv.lang === 'hu';
  }
  return out;
}

/** `text` with the icon of its kind before it, when the CV prints icons. */
export const iconed = (cv, kind, text) => (cv.style.wild?.addressForm === 'icons' && text ? `${ICONS[kind]} ${text}` : text);
