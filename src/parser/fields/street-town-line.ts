// "Hársfa sor 4. Kisvár 9021", "50 rue des Lilas Morlaix 29600", "Avenida del Sol, 12 Huesca 22001": the street, the town
// and the postcode after it on one run parted by spaces alone, as web templates print a JSON Resume's `address city
// postalCode` (the country's code after them is taken off before, country-codes.ts). Read as it stands, the street takes
// the town and the postcode, or nothing is read. Here the street's end is found and a comma put there, so the line reads as
// "street, Town Postcode" does (address-parts.ts). Pure: text in, text out; the street tests are the caller's.
import { US_STATE_CODES } from './country-codes.js';

export interface StreetTests {
  /** A street with its street word ("Rue des Lilas 5", "Hársfa sor 4."). */
  isStreet: (text: string) => boolean;
  /** Street-shaped without a street word ("Berkenhof 125"): taken only where a postcode and town follow, as here. */
  isStreetShaped: (text: string) => boolean;
}

// The postcode last: five digits (DE FR IT ES …), Polish, Portuguese, Czech and Slovak shapes, four digits (HU AT CH BE
// DK …) with a Dutch postcode's letters perhaps, or a US state's code and ZIP ("Raleigh NC 27601").
// A comma may stand before it, the town's alone ("Quellenweg 20 Kellbach, 10115", "14 Ash Road Elmbury, LS6 2AB": a template's
// `address city, postalCode`); a British postcode is read here only after that comma (spaces alone: address-parts.ts).
const TRAILING_POSTCODE = /(,?)\s(\d{5}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3} \d{2}|\d{4}(?: ?[A-Z]{2})?|[A-Z]{2} \d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/u;
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/u;
const US_STATES = new Set(US_STATE_CODES);
// A house number: digits, a letter or a second number after a slash or dash, a Hungarian dot ("5", "5a", "97/8", "62.").
const HOUSE_NUMBER = /^\d{1,5}\p{L}?(?:[/-]\d{1,4}\p{L}?)?\.?$/u;
const TOWN_WORD = /^\p{Lu}[\p{L}'’.-]*$/u;
// The small words inside a town's name ("Frankfurt am Main", "Castro de Rei", "Ponte da Barca", "Bergen op Zoom").
const TOWN_JOINERS = new Set(['am', 'an', 'der', 'de', 'del', 'di', 'du', 'la', 'le', 'sur', 'en', 'upon', 'on', 'do', 'da', 'dos', 'das',
  'op', 'aan', 'den']);
// An English street's kind, which ends its name after the number ("9 Larch Close"): the town follows it.
const STREET_KINDS = new Set(['street', 'st', 'road', 'rd', 'lane', 'ln', 'avenue', 'ave', 'drive', 'dr', 'way', 'close', 'court', 'ct',
  'row', 'crescent', 'grove', 'place', 'pl', 'terrace', 'boulevard', 'blvd', 'gardens', 'mews', 'parade', 'square', 'walk', 'hill']);
// Capitalised words that open a town's name ("Le Havre", "San Remo", "Saint-Malo" is one word already).
const TOWN_OPENERS = new Set(['le', 'la', 'les', 'el', 'los', 'las', 'san', 'santa', 'são', 'saint', 'sainte', 'st.', 'den', 'new']);
const MAX_TOWN_WORDS = 3;
// A Dutch addition after the house number: the floor in Roman numerals, "hs" (ground floor), "bg", "2hg" (address-parts.ts).
const NL_ADDITION = /^(?:I{1,3}|IV|hs|bg|[1-4]hg)$/u;
const MAX_RUN = 90;
const YEAR = /^(?:19|20)\d\d\.?$/u;

/** One to three capitalised words, joining words between them: a town's name. */
function isTownWords(words: readonly string[]): boolean {
  const named = words.filter((w) => !TOWN_JOINERS.has(w));
  return named.length >= 1 && named.length <= MAX_TOWN_WORDS && TOWN_WORD.test(words[0] ?? '')
    && TOWN_WORD.test(words.at(-1) ?? '') && named.every((w) => TOWN_WORD.test(w));
}

/**
 * Where the town starts in `words`, a number-first street and its town ("50 rue des Lilas Morlaix"): after an English
 * street's kind, else the last word with a capitalised article before it ("La Baule"). -1 where no town is there.
 */
function townAfterNumberFirst(words: readonly string[]): number {
  const kind = words.findLastIndex((w, k) => k >= 2 && STREET_KINDS.has(w.toLowerCase().replace(/\.$/u, '')));
  if (kind >= 0) return kind + 1 < words.length ? kind + 1 : -1;
  const last = words.length - 1;
  return last >= 3 && TOWN_OPENERS.has((words[last - 1] ?? '').toLowerCase()) && TOWN_WORD.test(words[last - 1] ?? '') ? last - 1 : last;
}

/**
 * `text` with a comma between the street and the town where it is "street Town Postcode" on one run; else as it is.
 * The street ends at its house number ("Hársfa sor 4. Kisvár 9021"; "Avenida del Sol, 12 Huesca 22001" after a comma)
 * or, numbered first, at an English street's kind or before the last word ("50 rue des Lilas Morlaix 29600"). It must be
 * a street: with a street word where the number opens it (the town's words are then a guess, which the street word makes
 * safe), or shaped as one where it ends in its number.
 */
export function townLineApart(text: string, tests: StreetTests): string {
  const trimmed = text.trim();
  const last = trimmed.charCodeAt(trimmed.length - 1);
  if (!(last >= 48 && last <= 57) && !/[A-Z]$/u.test(trimmed)) return text;
  const m = trimmed.match(TRAILING_POSTCODE);
  if (!m || m.index === undefined) return text;
  const postcode = m[2]!;
  const british = UK_POSTCODE.test(postcode) && m[1] === ',';
  if (/^[A-Z]/u.test(postcode) && !US_STATES.has(postcode.slice(0, 2)) && !british) return text;
  const before = trimmed.slice(0, m.index);
  const comma = before.lastIndexOf(',');
  // A street and a town fill a few words: a longer run is prose, and its words are not looked at one by one.
  if (before.length - comma > MAX_RUN) return text;
  const head = comma >= 0 ? before.slice(0, comma + 1) : '';
  const words = before.slice(comma + 1).trim().split(/\s+/).filter(Boolean);
  const number = words.findLastIndex((w) => HOUSE_NUMBER.test(w));
  if (number < 0 || number === words.length - 1) return text;
  // "Calle Mayor 5 2º A Huescar": a floor, and a door's letter after it that reads as a town's article, is left as it was.
  if (/[º°ª]$/u.test(words[number]!)) return text;
  // Numbered first, the street's own words must hold a street word ("50 rue des Lilas", "Flat 3, 12 Larch Lane"); else the
  // number after a comma ends the street before it ("Avenida del Sol, 12").
  const cut = number === 0 ? townAfterNumberFirst(words) : -1;
  const numberFirst = cut > 1 && tests.isStreet(words.slice(0, cut).join(' '));
  if (number === 0 && !numberFirst && comma < 0) return text;
  // "van Veenweg 296 III Zandhoorn 1898 EJ": a Dutch floor or ground floor after the house number is the street's.
  const addition = !numberFirst && number + 2 < words.length && NL_ADDITION.test(words[number + 1]!) ? 1 : 0;
  const at = numberFirst ? cut : number + 1 + addition;
  if (!isTownWords(words.slice(at))) return text;
  const street = `${head}${head ? ' ' : ''}${words.slice(0, at).join(' ')}`.trim();
  // Without a street word, a year is no house number nor postcode ("Werkstudent 2018 Kellbach 2019" is a job's line).
  const isStreet = numberFirst || tests.isStreet(street)
    || (!YEAR.test(words[number]!) && !YEAR.test(postcode) && tests.isStreetShaped(street));
  return isStreet ? `${street}, ${words.slice(at).join(' ')} ${postcode}` : text;
}
