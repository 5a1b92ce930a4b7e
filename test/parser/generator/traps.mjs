// Values a parser must not make up (generateCv(seed, { traps: true }), drawn from a stream of its own after every other
// draw, so the people, jobs, schools and the earlier classes of a CV stay what they were). One trap class a CV:
// - 'number-alone': no phone printed, and in the personal lines a number under a label that names something else (a job
//   reference, a customer or tax number written as one word with "number", a bank account's IBAN), grouped as phones are
//   grouped: the truth's phone is empty, so any phone read is made up;
// - 'number-beside': the phone printed as before, such a number on the line under the contact block: read as a second
//   phone, `--create` would store it;
// - 'name-inverted': the name printed family name first with a comma ("FAMILY, Given", "Family, Given", or after the
//   name label, as forms and Europass print it): the family name read as the given name is a made-up split;
// - 'plain': as before.
// A class the CV cannot print falls back to 'plain' (a CV with no printed name has no name to invert; a CV with a second
// phone already prints two numbers), so the table groups by what was printed.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';

export const TRAP_CLASSES = ['number-alone', 'number-beside', 'name-inverted', 'plain'];

// Labels that name a number which is no phone, per language (general knowledge, written for this generator): a job
// reference, a customer or tax number (the number word glued to its noun where the language writes it so), a bank account.
const NUMBER_LABELS = {
  en: ['Job reference:', 'Customer number:', 'Taxpayer reference:'],
  de: ['Kennziffer:', 'Kundennummer:', 'Steuernummer:'],
  fr: ['Référence annonce :', 'Numéro client :', 'Numéro fiscal :'],
  es: ['Referencia:', 'Número de cliente:', 'Número de afiliación:'],
  it: ['Riferimento:', 'Codice cliente:', 'Numero di matricola:'],
  pl: ['Numer referencyjny:', 'Numer klienta:', 'Numer legitymacji:'],
  hu: ['Hivatkozási szám:', 'Ügyfélszám:', 'Törzsszám:'],
  nl: ['Referentie:', 'Klantnummer:', 'Personeelsnummer:'],
  pt: ['Referência:', 'Número de cliente:', 'Número de utente:'],
};
// The IBAN's country letters, per language; British and Dutch IBANs carry four letters of the bank after the check digits.
const IBAN_COUNTRY = { en: 'GB', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', pl: 'PL', hu: 'HU', nl: 'NL', pt: 'PT' };
const IBAN_LABEL = { en: 'IBAN:', de: 'IBAN:', fr: 'IBAN :', es: 'IBAN:', it: 'IBAN:', pl: 'IBAN:', hu: 'IBAN:', nl: 'IBAN:', pt: 'IBAN:' };
// The number's groups, as phones group theirs: a reader that goes by the digits alone takes them for one.
const SHAPES = [(d) => `${d(4)} ${d(3)} ${d(3)}`, (d) => `${d(4)}-${d(4)}-${d(2)}`, (d) => `${d(3)}/${d(3)}/${d(5)}`, (d) => `${d(3)} ${d(3)} ${d(4)}`];

/** The trap's line: a labelled number that is no phone, or an IBAN. */
function numberLine(lang, r) {
  const digits = (n) => Array.from({ length: n }, (_, i) => String(i === 0 ? 1 + r.int(9) : r.int(10))).join('');
  const label = r.pick(NUMBER_LABELS[lang]);
  const shape = r.pick(SHAPES);
  const cc = IBAN_COUNTRY[lang];
  const bank = ['GB', 'NL'].includes(cc) ? `${r.pick(['QXRT', 'BVKM', 'ZLPA'])} ` : '';
  const iban = `${cc}${digits(2)} ${bank}${digits(4)} ${digits(4)} ${digits(4)} ${digits(2)}`;
  return r.next() < 0.3 ? `${IBAN_LABEL[lang]} ${iban}` : `${label} ${shape(digits)}`;
}

/** The CV with its trap class drawn (`style.traps` = { class, line?, inverted? }). */
export function withTrap(cv) {
  const r = rng((cv.seed ^ 0x7a95) * 13 + 7);
  let cls = r.pick(TRAP_CLASSES);
  const line = numberLine(cv.lang, r);
  const inverted = r.pick(['caps', 'as-written', 'labelled']);
  // A CV that prints a second phone keeps its phone: two numbers are already its point.
  if (cls === 'number-alone' && cv.style.wild?.secondPhone) cls = 'number-beside';
  // An inverted name needs a name printed on one line and in no other name class (names.mjs).
  const names = cv.style.names?.class;
  const oneLine = !['none', 'two-lines'].includes(cv.style.hard?.name ?? 'plain') && (names === undefined || names === 'plain');
  if (cls === 'name-inverted' && (cv.first === '' || !oneLine)) cls = 'plain';
  const out = { ...cv, style: { ...cv.style, traps: { class: cls } } };
  if (cls === 'number-alone' || cls === 'number-beside') out.style.traps.line = line;
  if (cls === 'number-alone') out.phone = '';
  if (cls === 'name-inverted') out.style.traps.inverted = inverted;
  return out;
}

/** "FAMILY, Given", "Family, Given" or "Name: Family, Given" (the name label of the CV's language; never in a Europass name cell). */
export function invertedName(cv, labelled) {
  const family = cv.style.traps?.inverted === 'caps' ? cv.last.toLocaleUpperCase(cv.lang) : cv.last;
  const name = `${family}, ${cv.first}`;
  return labelled ? `${VOCAB[cv.lang].labels.name}: ${name}` : name;
}

/** The digits of the trap's number (its last seven), for the score: a phone that ends in them is made up. */
export const trapDigits = (cv) => (cv.style.traps?.line ?? '').replace(/\D/g, '').slice(-7);
