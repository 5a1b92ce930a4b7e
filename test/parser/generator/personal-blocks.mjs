// The town printed among the personal details rather than in the contact block (generateCv(seed, { personal: true }),
// drawn from a stream of its own after every other class, so only the address and birth date of a CV change). Many
// templates print a "Personal information" block of short lines under the contact block: the birth date, the town and
// the nationality, often with no label at all. One form a CV:
// - 'bare-lines': the block's heading in the CV's language over the birth date, the town and the nationality, each a line
//   of its own with no label, in one of three orders; the contact block prints no address (the truth: the town alone);
// - 'residence-label': the same block with labels, the town after one of its language's words for "place of residence"
//   ("Living place:", "Wohnhaft in:", "Lugar de residencia:", "Luogo di residenza:" …; more than place-forms.mjs prints);
// - 'plain': as before.
// Only for CVs whose contact block is stacked or labelled and prints a plain address (no hard, wild or country form), and
// not Europass (whose rows label every cell). The truth's birth date is the printed one.
import { rng } from './generate.mjs';
import { birthText } from './wild.mjs';
import { inLang } from './more-langs.mjs';

export const PERSONAL_FORMS = ['bare-lines', 'residence-label', 'plain'];

// The heading of the block per language (general knowledge of CV templates).
const HEADINGS = inLang({
  en: ['Personal information', 'Personal details'], de: ['Persönliche Daten', 'Persönliche Angaben'],
  fr: ['Informations personnelles', 'État civil'], es: ['Datos personales', 'Información personal'],
  it: ['Dati personali', 'Informazioni personali'], pl: ['Dane osobowe'], hu: ['Személyes adatok'],
  nl: ['Persoonlijke gegevens', 'Personalia'], pt: ['Dados pessoais', 'Informações pessoais'],
});
// The nationality of someone living in the CV's country, as a bare line prints it, and its label.
const NATIONALITY = inLang({
  en: ['British'], de: ['Deutsch', 'deutsch'], fr: ['Française', 'Français'], es: ['Española', 'Español'],
  it: ['Italiana', 'Italiano'], pl: ['Polskie', 'polskie'], hu: ['magyar', 'Magyar'], nl: ['Nederlandse'],
  pt: ['Portuguesa', 'Português'],
});
const NATIONALITY_LABEL = inLang({ en: 'Nationality', de: 'Staatsangehörigkeit', fr: 'Nationalité', es: 'Nacionalidad', it: 'Nazionalità',
  pl: 'Obywatelstwo', hu: 'Állampolgárság', nl: 'Nationaliteit', pt: 'Nacionalidade' });
// Words for "place of residence" before the town alone.
export const RESIDENCE_LABELS = inLang({
  en: ['Living place', 'Place of residence', 'Residence'], de: ['Wohnort', 'Wohnhaft in'],
  fr: ['Lieu de résidence', 'Domicile', 'Ville'], es: ['Lugar de residencia', 'Residencia'],
  it: ['Luogo di residenza', 'Residenza'], pl: ['Miejsce zamieszkania', 'Miejscowość'], hu: ['Lakóhely', 'Lakhely'],
  nl: ['Woonplaats'], pt: ['Local de residência', 'Residência'],
});
const colon = (lang) => (lang === 'fr' ? ' :' : ':');
// Three orders of the block's lines: birth date first, town first, nationality between.
const ORDERS = [['birth', 'town', 'nationality'], ['town', 'birth', 'nationality'], ['birth', 'nationality', 'town']];

/** The CV with its personal block drawn (`style.personal` = { form, heading?, lines? }). */
export function withPersonalBlock(cv) {
  const r = rng((cv.seed ^ 0x3b5d) * 29 + 11);
  let form = r.pick(PERSONAL_FORMS);
  const heading = r.pick(HEADINGS[cv.lang]);
  const nationality = r.pick(NATIONALITY[cv.lang]);
  const label = r.pick(RESIDENCE_LABELS[cv.lang]);
  const order = r.pick(ORDERS);
  const birth = `${1970 + r.int(30)}-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}`;
  const s = cv.style;
  const plainAddress = !s.hard && !s.wild && ['stacked', 'labelled'].includes(s.contact) && s.layout !== 'europass'
    && [s.persons?.form, s.countries?.form, s.spaced?.form, s.townLines?.form, s.traps?.class].every((f) => f === undefined || f === 'plain');
  if (!plainAddress) form = 'plain';
  const out = { ...cv, style: { ...s, personal: { form } } };
  if (form === 'plain') return out;
  out.address = { street: '', city: cv.address.city, zip: '' };
  out.birth = birth;
  const labelled = form === 'residence-label';
  const printed = {
    birth: labelled ? birthText(cv.lang, birth, false) : birthText(cv.lang, birth, false).replace(/^[^:]*:\s*/u, ''),
    town: labelled ? `${label}${colon(cv.lang)} ${cv.address.city}` : cv.address.city,
    nationality: labelled ? `${NATIONALITY_LABEL[cv.lang]}${colon(cv.lang)} ${nationality}` : nationality,
  };
  Object.assign(out.style.personal, { heading, lines: order.map((k) => printed[k]) });
  return out;
}

/** The block's heading and lines, or none. */
export const personalBlock = (cv) => cv.style.personal?.lines;
