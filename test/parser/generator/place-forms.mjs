// How people print where they live when the street and postcode line is not the whole story (wild CVs only, drawn after
// the contact form, so a CV keeps everything the earlier classes gave it). One form per CV:
// - 'town-line': only the town, on a line (or a piece of the one-line block) of its own, with no country and no postcode;
// - 'town-label': only the town under a label that means "place of residence" ("Wohnort:", "Lieu de résidence :", …);
// - 'other-label': the whole address in a labelled block under another address label than the usual one ("Wohnadresse:",
//   "Adres zamieszkania:", "Home address:", …);
// - 'br': a Portuguese CV with a Brazilian address: street, number and flat, the district after a dash, the town with its
//   state's code, the eight-digit CEP (on one line, or over three with "CEP" before the postcode in a stacked block);
// - 'no-comma': street and town line on one line with nothing but a space between ("14 Lantern Row Leeds LS2 8JS",
//   "Lindenweg 5 80331 Berlin", a Dutch postcode without its space too);
// - 'number-comma': a French street with a comma after its number ("12, rue des Lilas, 69003 Lyon");
// - 'town-first': the town, then the street, no postcode ("Poznań, ul. Wrzosowa 5/6");
// - 'plain': as before.
// A form that needs a labelled block, or a plain address to replace, falls back to 'plain'.
import { inLang } from './more-langs.mjs';

export const PLACE_FORMS = ['town-line', 'town-label', 'other-label', 'br', 'no-comma', 'number-comma', 'town-first', 'plain'];
const NO_COMMA_LANGS = new Set(['en', 'de', 'nl', 'it', 'pl', 'fr']);
const TOWN_FIRST_LANGS = new Set(['pl', 'de', 'it']);

// Labels that announce a town (or a place) of residence, in the CV's language.
export const TOWN_LABEL = inLang({ en: 'Location', de: 'Wohnort', fr: 'Lieu de résidence', es: 'Residencia', it: 'Località', pl: 'Miejsce zamieszkania',
  hu: 'Lakóhely', nl: 'Woonplaats', pt: 'Residência' });
// Other labels for a whole postal address.
export const OTHER_ADDRESS_LABEL = inLang({ en: 'Home address', de: 'Wohnadresse', fr: 'Adresse postale', es: 'Domicilio', it: 'Residenza',
  pl: 'Adres zamieszkania', hu: 'Lakcím', nl: 'Woonadres', pt: 'Domicílio' });
// Real Brazilian towns with their state's code and a CEP of the right shape; districts and streets are invented.
const BR_TOWNS = [['Sorocaba', 'SP', '18035-060'], ['Curitiba', 'PR', '80020-310'], ['Recife', 'PE', '50030-230'],
  ['Salvador', 'BA', '40020-010'], ['Belo Horizonte', 'MG', '30130-009']];
const BR_DISTRICTS = ['Jardim das Paineiras', 'Vila Esperança', 'Bairro Alto da Serra', 'Parque dos Ipês'];
const BR_STREETS = ['Rua das Quaresmeiras', 'Avenida dos Flamboyants', 'Rua Pedra Azul', 'Alameda dos Sabiás'];

/** The place form of a wild CV; `r` continues the CV's own random sequence. */
export function placeForm(cv, r) {
  // Brazilian addresses only fit a Portuguese CV: drawn more often there, so the class is seen at all.
  let form = cv.lang === 'pt' && r.next() < 0.4 ? 'br' : r.pick(PLACE_FORMS);
  const town = r.pick(BR_TOWNS);
  const district = r.pick(BR_DISTRICTS);
  const street = `${r.pick(BR_STREETS)}, ${10 + r.int(1900)}`;
  const flat = r.next() < 0.5 ? `, apto ${11 + r.int(80)}` : '';
  const w = cv.style.wild;
  // A street on one or two lines (plain, with a flat or a country) takes another form; a wrapped street, a town with its
  // country, a US state or a town line of the contact form's own keep theirs.
  if (!['plain', 'unit', 'country'].includes(w.address) || !['plain', 'phone-label'].includes(w.contactForm) || cv.style.hard?.state) form = 'plain';
  if (form === 'other-label' && cv.style.contact !== 'labelled') form = 'plain';
  if (form === 'br' && cv.lang !== 'pt') form = 'plain';
  if ((form === 'no-comma' && !NO_COMMA_LANGS.has(cv.lang)) || (form === 'number-comma' && cv.lang !== 'fr')
    || (form === 'town-first' && !TOWN_FIRST_LANGS.has(cv.lang))) form = 'plain';
  if (form === 'number-comma' && w.address === 'unit') form = 'plain';
  const out = { ...cv, address: { ...cv.address }, style: { ...cv.style, wild: { ...w, placeForm: form } } };
  // A form that prints the address anew drops the flat and the country: the address form is then the plain one.
  // (The printed forms below have no country; a flat stays in the street of those that keep the street.)
  if (['town-line', 'town-label', 'br'].includes(form) || (form !== 'other-label' && form !== 'plain' && w.address === 'country')) {
    out.style.wild.address = 'plain';
    delete out.style.wild.country;
  }
  if (form === 'town-line' || form === 'town-label') out.address = { street: '', city: cv.address.city, zip: '' };
  if (form === 'number-comma') out.address.street = cv.address.street.replace(/^(\d+) /, '$1, ');
  if (form === 'town-first') out.address.zip = '';
  if (form === 'br') {
    out.address = { street: `${street}${flat}`, city: town[0], zip: town[2] };
    out.style.wild.br = { district, state: town[1] };
  }
  return out;
}

/** The lines of the address in the CV's place form, or undefined for a plain one; `labelled`: the block prints its own label. */
export function placeLines(cv, labelled) {
  const w = cv.style.wild;
  switch (w?.placeForm) {
    case 'town-line': return [cv.address.city];
    case 'town-label': return [labelled ? cv.address.city : `${TOWN_LABEL[cv.lang]}: ${cv.address.city}`];
    case 'br': {
      const { street, city, zip } = cv.address;
      if (cv.style.addressOneLine) return [`${street} – ${w.br.district}, ${city} – ${w.br.state}, ${zip}`];
      return [street, `${w.br.district} – ${city}/${w.br.state}`, `CEP ${zip}`];
    }
    case 'no-comma': {
      const { street, city, zip } = cv.address;
      if (cv.lang === 'en') return [`${street} ${city} ${zip}`];
      return [`${street} ${cv.lang === 'nl' ? zip.replace(' ', '') : zip} ${city}`];
    }
    case 'number-comma': return cv.style.addressOneLine ? [`${cv.address.street}, ${cv.address.zip} ${cv.address.city}`]
      : [cv.address.street, `${cv.address.zip} ${cv.address.city}`];
    case 'town-first': return [`${cv.address.city}, ${cv.address.street}`];
    default: return undefined;
  }
}

/** The label a labelled block prints before the address. */
export const addressLabel = (cv, usual) => ({ 'town-label': TOWN_LABEL, 'other-label': OTHER_ADDRESS_LABEL }[cv.style.wild?.placeForm ?? '']?.[cv.lang]
  ?? usual);
