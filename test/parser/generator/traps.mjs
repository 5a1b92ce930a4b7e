// Values a parser must not make up (generateCv(seed, { traps: true }), drawn from a stream of its own after every other
// draw, so the people, jobs, schools and the earlier classes of a CV stay what they were). One trap class a CV:
// - 'number-alone': no phone printed, and in the personal lines a number under a label that names something else (a job
//   reference, a customer or tax number written as one word with "number", a bank account's IBAN), grouped as phones are
//   grouped: the truth's phone is empty, so any phone read is made up;
// - 'number-beside': the phone printed as before, such a number on the line under the contact block: read as a second
//   phone, `--create` would store it;
// - 'name-inverted': the name printed family name first with a comma ("FAMILY, Given", "Family, Given", or after the
//   name label, as forms and Europass print it): the family name read as the given name is a made-up split;
// - 'place-head': no name printed, and a line of the address with a place shape where the name would stand: a district
//   word and its invented name with the town ("Bairro …  – Town/UF", "Vila …, Town-UF" in Portuguese; "Quartier …",
//   "Stadtteil …", "Osiedle …", "… lakótelep" with the CV's postcode and town, not in a Europass CV): the truth's name is empty, so any name read is made up;
// - 'plain': as before.
// A class the CV cannot print falls back to 'plain' (a CV with no printed name has no name to invert; a CV with a second
// phone already prints two numbers), so the table groups by what was printed.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';
import { inLang } from './more-langs.mjs';

export const TRAP_CLASSES = ['number-alone', 'number-beside', 'name-inverted', 'place-head', 'plain'];

// Words that open a district's name, per language (general knowledge), and invented district names.
const DISTRICT_WORDS = inLang({
  en: ['District of', 'Borough of'], de: ['Stadtteil', 'Ortsteil'], fr: ['Quartier', 'Quartier de'], es: ['Barrio', 'Barrio de'],
  it: ['Quartiere', 'Frazione'], pl: ['Osiedle', 'Dzielnica'], hu: ['lakótelep', 'városrész'], nl: ['Wijk', 'Stadsdeel'],
  pt: ['Bairro', 'Vila', 'Jardim'],
});
const DISTRICT_NAMES = ['Rosenau', 'Belmonte', 'Valdorin', 'Kestrelby', 'Miralva', 'Sonnfeld'];
// Invented Brazilian towns with real state codes: a Portuguese place line ends on "Town/UF" or "Town-UF".
const BR_PLACES = [['Serra Clara', 'MG'], ['Rio Verdinho', 'GO'], ['Pouso Manso', 'SP'], ['Lagoa Funda', 'BA']];

// Labels that name a number which is no phone, per language (general knowledge, written for this generator): a job
// reference, a customer or tax number (the number word glued to its noun where the language writes it so), a bank account.
const NUMBER_LABELS = inLang({
  en: ['Job reference:', 'Customer number:', 'Taxpayer reference:'],
  de: ['Kennziffer:', 'Kundennummer:', 'Steuernummer:'],
  fr: ['Référence annonce :', 'Numéro client :', 'Numéro fiscal :'],
  es: ['Referencia:', 'Número de cliente:', 'Número de afiliación:'],
  it: ['Riferimento:', 'Codice cliente:', 'Numero di matricola:'],
  pl: ['Numer referencyjny:', 'Numer klienta:', 'Numer legitymacji:'],
  hu: ['Hivatkozási szám:', 'Ügyfélszám:', 'Törzsszám:'],
  nl: ['Referentie:', 'Klantnummer:', 'Personeelsnummer:'],
  pt: ['Referência:', 'Número de cliente:', 'Número de utente:'],
});
// The IBAN's country letters, per language; British and Dutch IBANs carry four letters of the bank after the check digits.
const IBAN_COUNTRY = inLang({ en: 'GB', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', pl: 'PL', hu: 'HU', nl: 'NL', pt: 'PT' });
const IBAN_LABEL = inLang({ en: 'IBAN:', de: 'IBAN:', fr: 'IBAN :', es: 'IBAN:', it: 'IBAN:', pl: 'IBAN:', hu: 'IBAN:', nl: 'IBAN:', pt: 'IBAN:' });
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

/** A place line in the CV's language: a district word and name with a town (and its postcode, or a Brazilian state code). */
function placeLine(cv, r) {
  const word = r.pick(DISTRICT_WORDS[cv.lang]);
  // Hungarian puts the word after the district's name ("… lakótelep").
  const name = r.pick(DISTRICT_NAMES);
  const district = cv.lang === 'hu' ? `${name} ${word}` : `${word} ${name}`;
  if (cv.lang === 'pt') {
    const [town, uf] = r.pick(BR_PLACES);
    return r.next() < 0.5 ? `${district} – ${town}/${uf}` : `${district}, ${town}-${uf}`;
  }
  return r.next() < 0.5 && cv.address.zip ? `${district}, ${VOCAB[cv.lang].cityLine(cv.address.zip, cv.address.city)}` : `${district} – ${cv.address.city}`;
}

/** The CV with its trap class drawn (`style.traps` = { class, line?, inverted? }). */
export function withTrap(cv) {
  const r = rng((cv.seed ^ 0x7a95) * 13 + 7);
  // Drawn among the first classes only, so a CV keeps the class it had before the place line came.
  let cls = r.pick(TRAP_CLASSES.filter((c) => c !== 'place-head'));
  const line = numberLine(cv.lang, r);
  const inverted = r.pick(['caps', 'as-written', 'labelled']);
  // A CV that prints a second phone keeps its phone: two numbers are already its point.
  if (cls === 'number-alone' && cv.style.wild?.secondPhone) cls = 'number-beside';
  // An inverted name needs a name printed on one line and in no other name class (names.mjs).
  const names = cv.style.names?.class;
  const oneLine = !['none', 'two-lines'].includes(cv.style.hard?.name ?? 'plain') && (names === undefined || names === 'plain');
  if (cls === 'name-inverted' && (cv.first === '' || !oneLine)) cls = 'plain';
  // Drawn after the earlier classes' draws, so a CV keeps what they gave it. A place line stands where no name is printed.
  const place = placeLine(cv, r);
  // (Not in a Europass CV: its name row stands under the name label, where no one writes an address.)
  if (cv.first === '' && (cv.style.names?.class ?? 'none') === 'none' && cv.style.layout !== 'europass' && cls === 'plain'
    && r.next() < 0.7) cls = 'place-head';
  const out = { ...cv, style: { ...cv.style, traps: { class: cls } } };
  if (cls === 'number-alone' || cls === 'number-beside') out.style.traps.line = line;
  if (cls === 'number-alone') out.phone = '';
  if (cls === 'name-inverted') out.style.traps.inverted = inverted;
  if (cls === 'place-head') out.style.traps.place = place;
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
