// Phone numbers: every one printed, parsed by libphonenumber with the CV's country as the
// default region and written in international format (DESIGN.md §6). Dates, year ranges,
// postcodes and IDs look like digit runs too; the negative features keep them out.
import { createRequire } from 'node:module';
import type { CountryCode, PhoneNumber, parsePhoneNumberFromString as ParsePhone } from 'libphonenumber-js';
import type { CvDocument } from './document.js';
import { pickBest, type Feature } from '../classify/score.js';
import { parseAddressLine } from './address-parts.js';
import { foldDiacritics } from '../classify/text.js';
import { letterheadLines } from './letterhead.js';
import { refereeLines } from './referees.js';
import { endsWithSiteKind } from './site-labels.js';
import { withWrappedGroup } from './phone-wrapped.js';

interface PhoneCandidate {
  raw: string;
  digits: string;
  /** Text before the number in its segment ("Tel.: "), where labels sit. */
  before: string;
  after: string;
  parsed: PhoneNumber | undefined;
  /** The line above or below holds an e-mail address: the candidate sits in the contact block. */
  besideEmail: boolean;
  /** Cut from digit runs set apart by a bare slash ("91234567/912345678"): numbers only under a phone label. */
  bareSlash: boolean;
  /** A national number whose country is not settled: written as printed, never with a guessed +CC. */
  asPrinted?: boolean;
}

// A digit run starts where no letter or digit stands before it, except that a "+" may follow a phone label with no space
// ("Phone+44 7700 900773": a template's label and number in two elements that touch, a text layer that lost the gap).
const RUN = new RegExp(String.raw`(?:(?<![\p{L}\d+])(?:\(?\+\s?\d{1,3}\)?|\(\d{1,5}\)|\d)`
  + String.raw`|(?<=(?<!\p{L})(?:phone|tel|t[eé]l[eé]fono|telefone?|mobile?|mob|cell|handy|gsm|fax)\.?:?)\+\d{1,3})`
  + String.raw`[\d \u00A0().\-–/]{4,24}\d(?!\d)`, 'giu');
const LABEL = /(?:^|[^\p{L}])(phone|tel|telefone|telefon|telephone|telemóvel|telemovel|celular|t[eé]l[eé]phone|mobil|mobile|cell|handy|fax|portable|tel[eé]fono|m[oó]vil|cellulare|telefonsz[aá]m|mobilsz[aá]m|mob|ph|call|kontakt|contact|[tmpfh])\.?\s*(\([^)]*\))?\s*[:.]?\s*$/iu;
// (A part of three digits is no day, month or year: "412-34-957", "901.23.213" are Norwegian numbers.)
const DATE_LIKE = /^\(?(19|20)\d{2}[./]\d{1,2}\s*[-–~～]\s*(19|20)\d{2}[./]\d{1,2}\)?$|^\(?(?:\d{1,2}|\d{4})[./-]\d{1,2}[./-](?:\d{1,2}|\d{4})\)?$|^\(?(19|20)\d{2}\s*[-–/]\s*((19|20)?\d{2}|\d{1,2}[./]\d{2,4})\)?$|^(\d{1,2}[./])?(19|20)\d{2}\s*[-–]\s*(\d{1,2}[./])?(19|20)\d{2}$/;
// A full date, or a year followed by a range dash and digits (OCR cuts "2018 - 2020" to "2018 - 202").
const CONTAINS_DATE = /(^|\D)(\d{1,2}[./-]\d{1,2}[./-](1[89]|20)\d{2}|(1[89]|20)\d{2}[./-]\d{1,2}[./-]\d{1,2})(\D|$)|^\(?(19|20)\d{2}\s*[-–]\s*\d{1,4}\.?\)?$/;
// National ID and tax numbers are printed in a CV's personal block beside the phone, often with the same digit count
// ("BSN: 123456782", "TAJ szám: 123 456 789", "Partita IVA: …"): a number under such a label is no phone.
const ID_CONTEXT = new RegExp(String.raw`(?<!\p{L})(orcid|iban|bic|swift|account|konto|vat|tax|ust|steuer|isbn|issn|doi|id|zip|postcode|plz|passport`
  + String.raw`|license|licence|dni|nif|nie|cpf|pesel|nip|ssn|bsn|sofi|iva|codice|taj|adóazonosító|személyi|insurance|sécurité sociale`
  + String.raw`|social security|sozialversicherung|cnp|oib|niss|nss|regon|krs|ahv|personnummer)`
  + String.raw`(?:\s*(?:no|nr|n°|num(?:ber|ero|éro)?|szám|jel|číslo))?\.?\W*$`, 'iu');
// A label that announces a date ("Születési dátum:", "Date of birth:", "Geburtsdatum", "Data de nascimento:"): what follows is no phone.
const DATE_CONTEXT = /(?:^|[^\p{L}])(date|datum|dátum|data|fecha|geb|geboren|born|birth|naissance|née?|nascita|nat[oa]|nacimiento|nascimento|szület\p{L}*|urodzenia|narozen\p{L}*|doğum)\W*$/iu;

// The CommonJS build, by require: its ESM build is 112 modules, which the ESM loader resolves
// one by one (~70 ms of CPU in a cold parse thread against ~40 ms). The parse
// thread's bundle carries it (scripts/bundle-threads.mjs: a require called at once).
const { parsePhoneNumberFromString } = createRequire(import.meta.url)('libphonenumber-js') as { parsePhoneNumberFromString: typeof ParsePhone };

// A number labelled as the home line or a fax ("Festnetz:", "Home:", "Fijo:", "Vezetékes:"): the person is reached on
// the other one first, so it is listed after the numbers without such a label (--create stores the first as the mobile).
const SECOND_LINE_LABEL = new RegExp(String.raw`(?:^|[^\p{L}])(home|landline|land line|fax|festnetz|privat|fixe|domicile|fijo|fisso|casa|`
  + String.raw`stacjonarny|domowy|vezetékes|otthoni|vast|thuis|fixo|residencial|work|office|büro|dienstlich|bureau|ufficio|oficina)`
  + String.raw`\.?\s*(?:\([^)]*\))?\s*[:.]?\s*$`, 'iu');

// The label that ends the text before a number ("Kundennummer: ", "Job reference: ", "IBAN: DE "), a country's two
// capitals after it aside (a VAT number's "DE", an IBAN's country).
const LABEL_BEFORE = /(?:^|[|•·,;]\s*)(\p{L}[\p{L}\p{M}.'’\- ]{0,40}?)\s*[:：]\s*(?:\p{Lu}{2}\s*)?$/u;
// Stems of the words that label a phone (accents folded), in the CV languages and other scripts: a label with one of
// them is the phone's ("Telefonnummer", "Mobiel", "Contacto", "Elérhetőség", "電話"). Contact words count: a contact
// label is followed by the phone as often as by anything.
const PHONE_STEMS = new RegExp(String.raw`tel|phon|fon|mob|cel|handy|fax|gsm|kontakt|contact|contat|whats|viber|signal|skype|ruf|call|kom|priv|dire[ck]t`
  + String.raw`|cep|tlf|tfno|movil|portable|port\b|erreich|elerhet|kapcsolat|recapit|iletisim|тел|моб|τηλ|κιν|電話|携帯|手机|电话|전화|휴대|연락`, 'iu');
// A label of nothing but a number word ("Nr.:", "Number:", "Numéro :") says nothing about what the number is.
const NUMBER_WORD = /^(?:no|nr|n°|nº|num|number|nummer|numéro|numero|número|numer|szám|číslo)\.?$/iu;

// Words that make a label name a number or code of something ("Kundennummer", "Job reference", "Codice cliente",
// "Ügyfélszám"), accents folded. A label without one describes the phone itself ("Private", "Direct", "Daytime",
// "Particular"), however few lists hold it, so it stays a phone's.
const REFERENCE_STEMS = /nummer|number|numer|numero|szam|ziffer|referen|riferim|codice|code|kod|cislo|matric|idnr|\bref\b|\bnr\b|\bno\b|\bid\b/iu;

/**
 * The number follows a label that names a number of something else: a reference, a customer, tax or staff number
 * ("Kundennummer: 0457 118 229", "Referentie: 2026-0415-77"). Such a label has a number or reference word in it and
 * no phone word; a number word alone ("Nr.:") or a second line's label says nothing.
 */
export function labelledAsOther(before: string): boolean {
  const label = before.match(LABEL_BEFORE)?.[1]?.trim() ?? labelWithoutColon(before);
  if (label === undefined || label === '') return false;
  // Accents aside: "Tél.", "Móvil" and "telefon" share their stems.
  const folded = foldDiacritics(label);
  return REFERENCE_STEMS.test(folded) && !PHONE_STEMS.test(folded) && !NUMBER_WORD.test(label) && !LABEL.test(before) && !SECOND_LINE_LABEL.test(`${label}:`);
}

// The same label printed without its colon ("Kundennummer 0457 118 229").
const LABEL_BEFORE_BARE = /(?:^|[|•·,;]\s*)(\p{L}[\p{L}\p{M}.'’\- ]{0,40}?)\s+$/u;

/** A label without a colon counts only when it ends on its number or reference word: any other words before a number may be a street or a sentence. */
function labelWithoutColon(before: string): string | undefined {
  const label = before.match(LABEL_BEFORE_BARE)?.[1]?.trim();
  const last = label?.split(/\s+/).at(-1);
  return last !== undefined && REFERENCE_STEMS.test(foldDiacritics(last)) ? label : undefined;
}

/** Inside an IBAN ("NL91 ABNA 0417 1643 00", "DE71 1596 4486 …"): the run starts after the country and check digits. */
const IBAN_BEFORE = /(?:^|[^\p{L}\d])\p{Lu}{2}\d{2}(?:\s?[\p{Lu}\d]{4})*\s?$/u;
// What IBAN_BEFORE needs, without its letter classes: two characters, neither a space nor a digit, then two digits
// (code units: a letter outside the BMP is two). Most texts before a number fail it and never compile IBAN_BEFORE.
const COUNTRY_AND_CHECK = /[^\s\d]{2}\d\d/;
/** The text before a run of digits ends inside an IBAN: country, check digits, and groups of four. */
export const isInsideIban = (before: string): boolean => COUNTRY_AND_CHECK.test(before) && IBAN_BEFORE.test(before);

// Where the text around a run stops: a separator of a one-line block, a "+", an e-mail or the next digits.
const SEGMENT_END = /[|•·,;@+\d]|\s{2,}/u;

/**
 * "Amselweg 102 80331 Neustadt": a one-line address prints the house number and the postcode with only a space
 * between, which reads like a number's groups. When the address reader takes the text around the run for a street
 * that ends in the run's first group and a postcode that opens with its last, the digits are the address's.
 */
export function isHouseNumberAndPostcode(c: { raw: string; before: string; after: string }): boolean {
  if (/[+()]/.test(c.raw) || LABEL.test(c.before) || LABEL.test(beforeTheList(c.before))) return false;
  const groups = c.raw.split(/[\s\u00A0]+/);
  const first = groups[0] ?? '';
  const last = groups[groups.length - 1] ?? '';
  if (groups.length < 2) return false;
  const endOfTown = c.after.search(SEGMENT_END);
  const town = endOfTown < 0 ? c.after : c.after.slice(0, endOfTown);
  if (!/^\s+\p{Lu}/u.test(town)) return false;
  // After a label ("Adresse: "); the street may hold a comma before its number ("Rua das Flores, 12 - 1234-567 Town").
  const pieces = c.before.split(/[|•·;:]|\s{2,}/u).pop()?.split(',') ?? [];
  return [1, 2].some((n) => {
    const parts = parseAddressLine(`${pieces.slice(-n).join(',')}${c.raw}${town}`.trim());
    return (parts.street ?? '').endsWith(` ${first}`) && (parts.zip ?? '').startsWith(last);
  });
}

const NORTH_AMERICAN = /^\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}$/;
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+\.\p{L}{2,}/u;

const FEATURES: Feature<PhoneCandidate>[] = [
  [(c) => c.raw.trimStart().startsWith('+') || c.raw.startsWith('(+'), 4, 'plus-prefix'],
  [(c) => LABEL.test(c.before), 4, 'labelled'],
  [(c) => !LABEL.test(c.before) && beforeTheList(c.before) !== c.before && LABEL.test(beforeTheList(c.before)), 4, 'listed-after-labelled'],
  [(c) => c.bareSlash && !LABEL.test(c.before) && !LABEL.test(beforeTheList(c.before)), -6, 'slashed-digits-unlabelled'],
  [(c) => NORTH_AMERICAN.test(c.raw), 3, 'north-american-shape'],
  [(c) => /^(\(?\+?\d{1,4}\)?)([\s.\-/]+\(?\d{1,5}\)?){1,6}$/.test(c.raw), 2, 'grouped-digits'],
  // "(31) 4455-6677", "(0341) 555-1234": an area code in brackets before the number is a phone's shape only.
  [(c) => /^\((?!19\d\d\)|20\d\d\))\d{2,4}\)\s?\d{3,5}[\s.-]\d{4}$/.test(c.raw), 2, 'bracketed-area-code'],
  [(c) => c.parsed?.isValid() === true, 3, 'valid-number'],
  [(c) => c.parsed?.isPossible() === true, 1, 'possible-number'],
  [(c) => { const t = compactDate(c.raw); return DATE_LIKE.test(t) || CONTAINS_DATE.test(t); }, -12, 'date-or-years'],
  // "2014 2017": a study's period printed without its dash (two themes' date cells side by side), unless a label says otherwise.
  [(c) => !LABEL.test(c.before) && isYearsApart(c.raw), -12, 'two-years'],
  [(c) => DATE_CONTEXT.test(c.before), -12, 'date-label'],
  [isHouseNumberAndPostcode, -12, 'house-number-and-postcode'],
  // "07700 900987", "06 30 123 4567": digits grouped exactly as the country writes its numbers.
  [(c) => c.parsed?.isPossible() === true && !c.raw.includes('+') && sameGroups(c.raw, c.parsed.formatNational()), 3, 'national-format'],
  // "12345678" read as valid where the country's rules are loose (a Chinese local number lacks its area code): a number
  // libphonenumber knows no grouping for, printed without +CC or a label, is a digit run of some other kind.
  [(c) => c.parsed?.isValid() === true && !/[+(]/.test(c.raw) && !/\D/.test(c.parsed.formatNational()) && !LABEL.test(c.before), -4, 'ungrouped-national'],
  // Letter-spaced headings print years digit by digit ("2 0 0 8 – 2 0 1 2"): close the gaps, then judge.
  [(c) => { const t = unspaceDigits(c.raw); return t !== c.raw && (DATE_LIKE.test(t) || CONTAINS_DATE.test(t)); }, -12, 'letter-spaced-date'],
  [(c) => /^\d{4}-\d{4}-\d{4}-\d{3}[\dx]$/i.test(c.raw), -10, 'orcid-shape'],
  // "10.1234/neurips.2023.1234", "arXiv:2301.12345": digits inside a publication's DOI or arXiv identifier.
  [(c) => /(?:\b10\.\d{4,9}\/\S*|arxiv:\s?)$/iu.test(c.before), -12, 'inside-a-publication-id'],
  // "SD, US, 99070-1868": a US ZIP+4 code (five digits, a hyphen, four) ends an address line; no phone is grouped so.
  [(c) => /^\d{5}-\d{4}$/u.test(c.raw) && !LABEL.test(c.before), -12, 'zip-plus-four'],
  // "+49 176 313 *** **", "0171 123xxxx": the number's tail masked. A lone bullet after a space is no mask but the
  // separator a one-line contact row puts between its items ("+351 912 345 604 • mail@…", or last on the row).
  [(c) => /^[*xX•][*xX•\d]/.test(c.after.trim()) || /^[*xX•]/.test(c.after), -10, 'masked'],
  [(c) => ID_CONTEXT.test(c.before), -8, 'id-label'],
  // A number with its +CC is a phone whatever its label says ("WhatsApp: +49 …"); one without it under another label is not.
  [(c) => !c.raw.startsWith('+') && !c.raw.startsWith('(+') && !ID_CONTEXT.test(c.before) && labelledAsOther(c.before), -12, 'other-label'],
  [(c) => isInsideIban(c.before), -12, 'inside-an-iban'],
  // The wrapped tail of a profile link before its kind ("4a1b2c3d (LinkedIn)", LinkedIn's export: ./site-labels.ts).
  [(c) => !c.raw.startsWith('+') && endsWithSiteKind(c.after), -12, 'link-before-site-kind'],
  [(c) => /^[-–]\s*\d/.test(c.after.trim()) || /\d\s*[-–]\s*$/.test(c.before), -6, 'part-of-range'],
  [(c) => !LABEL.test(c.before) && gluedYears(c), -12, 'glued-years'],
  [(c) => { const rest = c.raw.replace(/^\+\d{1,3}\s/, ''); return !/[\s.\-/()]/.test(rest) && rest.length > 11; }, -3, 'unbroken-long-run'],
  // A number of another country printed as bare digits, alone on its line next to the e-mail: what else
  // would it be there? (libphonenumber cannot read it without its country.)
  [(c) => c.besideEmail && /^\d{10,13}$/.test(c.raw) && c.before.trim() === '' && c.after.trim() === '', 4, 'bare-number-beside-email'],
];

// Two years with no gap between them ("20182012"), as a text layer glues the end of one period to the start of the next.
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
const TWO_YEARS = new RegExp(`^${YEAR}{2}$`);
const YEAR_DASH_TWO_YEARS = new RegExp(`(?<!\\d)(?:${YEAR}\\s*[-–—]\\s*${YEAR}{2}|${YEAR}{2}\\s*[-–—]\\s*${YEAR})(?!\\d)`);

/**
 * "2015 – 20182012 – 2015": two periods of a dates column run together, the end year of one glued to the start year of
 * the next. The run holds a year, a range dash and eight digits that are two years, or is those eight digits alone with a
 * range dash right beside it that opens or closes a period. A national number of eight digits (Danish, Norwegian) has no year and range dash beside it.
 */
export function gluedYears(c: { raw: string; before: string; after: string }): boolean {
  if (YEAR_DASH_TWO_YEARS.test(c.raw)) return true;
  // A dash that opens or closes a period: digits or nothing on its far side ("Tlf – 20182012", "20182012 – mobile" stay).
  return TWO_YEARS.test(c.raw) && (/^\s*[-–—]\s*(?:\d|$)/.test(c.after) || /(?:^|\d)\s*[-–—]\s*$/.test(c.before));
}

/** Two years parted by spaces alone, the second no earlier than the first and at most fifteen after it. */
function isYearsApart(raw: string): boolean {
  const m = /^((?:19|20)\d{2})\s+((?:19|20)\d{2})$/u.exec(raw.trim());
  const gap = m ? Number(m[2]) - Number(m[1]) : -1;
  return gap >= 0 && gap <= 15;
}

const sameGroups = (a: string, b: string): boolean => (a.match(/\d+/g) ?? []).join(' ') === (b.match(/\d+/g) ?? []).join(' ');

/** "1990. 03. 15" → "1990.03.15": dates printed with a space after each dot (Hungarian, German) judged as dates. */
export function compactDate(raw: string): string {
  return raw.replace(/\s+/g, ' ').replace(/\s*([./])\s*/g, '$1');
}

/** "2 0 0 8 – 2 0 1 2" → "2008 – 2012" when every digit group is one digit long; else unchanged. */
export function unspaceDigits(raw: string): string {
  const groups = raw.match(/\d+/g) ?? [];
  if (groups.length < 4 || groups.some((g) => g.length > 1)) return raw;
  return raw.replace(/(?<=\d) (?=\d)/g, '');
}

/**
 * "0171 / 1234567" is one German number; "+36 30 123 4567 / +36 20 765 4321" are two, and so are "91234567/912345678":
 * unbroken runs of seven digits or more either side of a bare slash.
 */
function splitAtSlash(raw: string): { parts: string[]; bare: boolean } {
  const sides = raw.split(/\s\/\s/);
  if (sides.length > 1 && sides.every((p) => p.replace(/\D/g, '').length >= 7)) return { parts: sides, bare: false };
  const bare = raw.split('/');
  if (bare.length > 1 && bare.every((p) => /^\d{7,}$/.test(p.trim()))) return { parts: bare.map((p) => p.trim()), bare: true };
  return { parts: [raw], bare: false };
}

// "Tel. 0612 345678 or 0698 765432": numbers listed after a labelled one, joined by "or" (in the CV languages), a slash or a comma.
const LISTED_AFTER = /(?:\(?\+?\d[\d \u00A0().\-–]{5,22}\d\s*(?:\/|,|;|\b(?:or|ou|oder|o|of|lub|vagy|oppure|eller|nebo|sau)\b)\s*)+$/iu;
/** The text before a number with the numbers listed before it taken off: "Tel.: 0612 345678 or " → "Tel.: ". */
const beforeTheList = (before: string): string => before.replace(LISTED_AFTER, '');

/**
 * The digit runs of a segment, and where a run holds a postcode before a number ("OH 43215 (512) 555-0138",
 * "75001 Paris +33 1 …" flattened to one run by a lost gap), also the part from each inner "(" or "+":
 * the whole run is no number, its tail may be.
 */
function runsWithInnerStarts(segment: string): { text: string; index: number }[] {
  const out: { text: string; index: number }[] = [];
  for (const m of segment.matchAll(RUN)) {
    const index = m.index ?? 0;
    // Tails first: a tail and its whole run end in the same digits, and the first one read is kept.
    for (const inner of m[0].matchAll(/(?<=\d\s)[(+](?=\d)/g)) {
      const at = inner.index ?? 0;
      out.push({ text: m[0].slice(at), index: index + at });
    }
    out.push({ text: m[0], index });
  }
  return out;
}

interface Reading {
  country: CountryCode;
  northAmericanFirst: boolean;
  otherCountries: readonly CountryCode[];
  /** When `country` is only the language's guess: the other countries of that language (locale.ts `languageCountries`). */
  languageCountries: readonly CountryCode[];
}

/**
 * A number printed without +CC, read where the CV's country is only a guess from a short text's language: kept in the
 * guessed country when valid there alone or grouped as that country groups its numbers; read in the one other candidate
 * country where it is valid ("030 / 9876 5432" in a German text guessed Dutch); else (valid in several, or in none)
 * scored as read but written as printed. A number the guessed country cannot read is looked for in the other countries
 * of the language too (languageReading).
 */
function readNumber(raw: string, reading: Reading): { parsed: PhoneNumber | undefined; asPrinted: boolean } {
  const parsed = safeParse(raw, reading.country, reading.northAmericanFirst);
  if ((reading.otherCountries.length === 0 && reading.languageCountries.length === 0) || /^\(?\+/.test(raw)) return { parsed, asPrinted: false };
  if (parsed?.isValid() && parsed.country !== reading.country) return { parsed, asPrinted: false }; // read as North American
  const valid = reading.otherCountries.map((c) => safeParse(raw, c, false))
    .filter((p): p is PhoneNumber => p?.isValid() === true && p.country !== reading.country);
  // Grouped exactly as the guessed country writes its numbers ("(512) 555-0134" in the US): the print settles it.
  if (parsed?.isValid()) {
    if (sameGroups(raw, parsed.formatNational())) return { parsed, asPrinted: false };
    // Printed otherwise, it is not settled when another candidate reads it too, or when another country of the language
    // writes it exactly so ("079 123 45 67", a Swiss mobile, valid in France as well, in a French CV).
    return { parsed, asPrinted: valid.length > 0 || languageReaders(raw, reading).some((p) => p.isValid() && groupedAsPrinted(raw, p)) };
  }
  const language = languageReading(raw, reading, parsed?.isPossible() === true ? valid : []);
  if (language) return language;
  if (reading.otherCountries.length === 0) return { parsed, asPrinted: false };
  // Neither valid nor possible in the guessed country: written as printed, as before (and another candidate may read
  // anything at all as one of its own, German numbers vary in length); possible there, it would get a made-up +CC.
  if (parsed?.isPossible() !== true) return { parsed, asPrinted: false };
  if (valid.length === 1) return { parsed: valid[0], asPrinted: false };
  return { parsed: valid[0] ?? parsed, asPrinted: true };
}

/** The print's digit groups are those of the country's national format ("0491 570 156" as Australia writes it). */
const groupedAsPrinted = (raw: string, p: PhoneNumber): boolean => /\D/.test(p.formatNational()) && sameGroups(raw, p.formatNational());

/**
 * The readings of a number in the other countries of the CV's language that take it for one of theirs: valid there, or
 * possible and grouped exactly as that country writes its numbers (the ranges kept for fiction, "07700 900987", are
 * possible only). One reading per country.
 */
function languageReaders(raw: string, reading: Reading): PhoneNumber[] {
  const out = new Map<string, PhoneNumber>();
  for (const c of reading.languageCountries) {
    const p = safeParse(raw, c, false);
    if (p === undefined || p.country === reading.country || out.has(p.country ?? c)) continue;
    if (p.isValid() || (p.isPossible() && groupedAsPrinted(raw, p))) out.set(p.country ?? c, p);
  }
  return [...out.values()];
}

/**
 * A national number that is no valid number of the country guessed from the language ("07700 900987", "0491 570 156" in
 * an English CV that names no country), read in the other countries of that language and those of the other languages
 * the text may be in (`valid`): in the one where it is a number and whose grouping the print has; else it is a phone
 * written as printed, never with a guessed +CC (DESIGN.md §6). Undefined when none reads it.
 */
function languageReading(raw: string, reading: Reading, valid: readonly PhoneNumber[]): { parsed: PhoneNumber; asPrinted: boolean } | undefined {
  const readers = languageReaders(raw, reading);
  if (readers.length === 0) return undefined;
  const all = [...readers, ...valid.filter((v) => !readers.some((r) => r.country === v.country))];
  // One reading, printed as that country writes its numbers, settles it ("011 4123-4567" in Argentina). Several: the
  // print's grouping does not choose among them, as countries share groupings and print their numbers otherwise than
  // libphonenumber formats them ("310 123 4567": Mexican as formatted, Colombian as printed). One reading the print's
  // groups are foreign to is as weak ("0912 345 363", valid in Brazil only as a number without its area code).
  const one = all.length === 1 && groupedAsPrinted(raw, all[0]!);
  return { parsed: all.find((p) => p.isValid()) ?? all[0]!, asPrinted: !one };
}

function candidatesIn(segment: string, reading: Reading, besideEmail = false): PhoneCandidate[] {
  const out: PhoneCandidate[] = [];
  for (const m of runsWithInnerStarts(segment)) {
    const start = m.index;
    const before = segment.slice(0, start);
    const after = segment.slice(start + m.text.length);
    const split = splitAtSlash(m.text);
    for (const part of split.parts) {
      // An unclosed "(" after the number starts the next thing ("01-01-1989 (35 years)").
      const raw = part.replace(/\s*\(\d*$/u, '').replace(/[\s.\-–/(]+$/u, '').trim();
      const digits = raw.replace(/\D/g, '');
      if (digits.length < 7 || digits.length > 15) continue;
      const { parsed, asPrinted } = readNumber(raw, reading);
      out.push({ raw, digits, before, after, parsed, asPrinted, besideEmail, bareSlash: split.bare });
    }
  }
  return out;
}

function safeParse(raw: string, country: CountryCode, northAmericanFirst: boolean): PhoneNumber | undefined {
  try {
    const text = raw.replace(/^\(\+(\d{1,3})\)/, '+$1');
    const parsed = parsePhoneNumberFromString(text, country);
    // "555.201.4477" in an English CV that mentions India is still a North American number.
    if ((northAmericanFirst || !parsed?.isValid()) && country !== 'US' && NORTH_AMERICAN.test(raw)) {
      const us = parsePhoneNumberFromString(text, 'US');
      if (us?.isValid()) return us;
    }
    return parsed;
  } catch {
    return undefined;
  }
}

/** International format when libphonenumber reads the number, else the number as printed, tidied. */
export function formatPhone(c: { raw: string; parsed: PhoneNumber | undefined; asPrinted?: boolean }): string {
  if (c.asPrinted !== true && c.parsed && (c.parsed.isPossible() || c.raw.startsWith('+'))) return c.parsed.formatInternational();
  return c.raw.replace(/\s+/g, ' ');
}

export interface PhoneOptions {
  /** Default region for numbers printed without +CC. */
  country: CountryCode;
  /**
   * Read "555.201.4477"-shaped numbers as North American first: true for English CVs whose
   * country was guessed from names or language rather than from a +CC prefix.
   */
  northAmericanFirst?: boolean;
  /** When `country` is only a guess from a short text's language: the other countries its language may point to. */
  otherCountries?: readonly CountryCode[];
  /** When `country` is only the guess of the language: the other countries CVs in that language come from. */
  languageCountries?: readonly CountryCode[];
}

/** Lowest score a phone candidate needs. */
export const PHONE_MIN_SCORE = 4;

export interface PhoneFound { value: string; lineIndex: number; features: string[] }

/** Whether the text before a number labels it as a second line (home, landline, fax, office). */
export const isSecondLineLabel = (before: string): boolean => SECOND_LINE_LABEL.test(before);

export function extractPhones(doc: CvDocument, options: PhoneOptions): { value: string[]; evidence: string[]; found: PhoneFound[] } {
  const reading: Reading = {
    country: options.country, northAmericanFirst: options.northAmericanFirst === true, otherCountries: options.otherCountries ?? [],
    languageCountries: options.languageCountries ?? [],
  };
  const seen = new Set<string>();
  const firstLines: { value: string; evidence: string; found: PhoneFound }[] = [];
  const secondLines: { value: string; evidence: string; found: PhoneFound }[] = [];
  for (const [i, line] of doc.lines.entries()) {
    const segments = [...line.segments];
    // A narrow column may wrap the last digit group ("601 234" ↵ "567"): phone-wrapped.ts puts it back.
    const last = segments[segments.length - 1];
    const wrapped = last === undefined ? undefined : withWrappedGroup(last, doc.lines[i + 1]?.text ?? '');
    if (wrapped !== undefined) segments[segments.length - 1] = wrapped;
    const besideEmail = [doc.lines[i - 1], doc.lines[i + 1]].some((l) => l !== undefined && EMAIL.test(l.text));
    for (const segment of segments) {
      for (const c of candidatesIn(segment, reading, besideEmail)) {
        const best = pickBest([c], FEATURES, PHONE_MIN_SCORE);
        if (!best) continue;
        const formatted = formatPhone(c);
        const key = formatted.replace(/\D/g, '').slice(-9);
        if (seen.has(key)) continue;
        seen.add(key);
        const item = {
          value: formatted,
          evidence: `${formatted}: ${best.evidence.join(' ')}`,
          found: { value: formatted, lineIndex: line.index, features: best.evidence },
        };
        (isSecondLineLabel(c.before) ? secondLines : firstLines).push(item);
      }
    }
  }
  // Every number printed is kept, the home line and fax last. An organisation's letterhead in the body (a reference letter
  // or certificate after the CV) is nobody's the CV lists. A referee's number (under a referees' heading) comes after the
  // person's own, never in place of one: a CV that prints no phone of the person's has none.
  const letterhead = letterheadLines(doc);
  const referees = refereeLines(doc);
  const ofReferee = (i: { found: PhoneFound }): boolean => referees.has(i.found.lineIndex);
  const all = [...firstLines, ...secondLines];
  const persons = all.filter((i) => !ofReferee(i));
  const own = persons.filter((i) => !letterhead.has(i.found.lineIndex));
  const kept = own.length > 0 ? own : persons;
  const items = kept.length > 0 ? [...kept, ...all.filter(ofReferee)] : [];
  return { value: items.map((i) => i.value), evidence: items.map((i) => i.evidence), found: items.map((i) => i.found) };
}

