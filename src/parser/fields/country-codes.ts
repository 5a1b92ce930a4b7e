// A country's two-letter ISO code printed with the address ("Lindenweg 4, 80331 München, DE", "Austin, TX 78701 US",
// "10115 Berlin DE", "…, Berlin, (DE)"), as web templates print the `countryCode` of a JSON Resume. Read as a town or a
// street's tail it costs the city and the postcode; taken off the line, it is the country the phone is read in.
// Pure: text in, text and code out. Callers pass lines whose runs of white space are short (address-parts.ts).
import type { CountryCode } from 'libphonenumber-js';
import { isUsStateBesideZip } from './us-zip-states.js';

// ISO 3166-1 alpha-2 codes assigned to a country or territory: the region codes of Unicode CLDR (Node's ICU,
// Intl.DisplayNames), less the withdrawn ones (AN BU CS DD FX NT SU TP YU ZR …) and those reserved for other uses
// (AC CP DG EA IC TA EU UN). XK (Kosovo) is in common use; UK stands for GB.
const CODES = new Set((
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD '
  + 'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF '
  + 'GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN '
  + 'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA '
  + 'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI '
  + 'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI '
  + 'VN VU WF WS XK YE YT ZA ZM ZW UK').split(' '));

/**
 * The US states' codes (and DC): "Springfield, IL" names Illinois, not Israel, where a town stands alone before the
 * code; address-parts.ts reads them in "Town, ST 12345".
 */
export const US_STATE_CODES: readonly string[] = ('AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV '
  + 'NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC').split(' ');
const US_STATES = new Set(US_STATE_CODES);

/** The country of an ISO code as the parser names countries (UK is GB), or undefined when `text` is no code. */
export function countryOfCode(text: string): CountryCode | undefined {
  if (!CODES.has(text)) return undefined;
  return (text === 'UK' ? 'GB' : text) as CountryCode;
}

// A postcode alone: digits (a dash or a space inside), a Dutch one ("5611 EM"), a British or Irish outward and inward code, a Canadian one.
const POSTCODE_ALONE = /^(?:\d[\d -]{2,8}\d|\d{4} ?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/u;

// A US ZIP+4: five digits, a dash and four.
const ZIP_PLUS_FOUR = /^\d{5}-\d{4}$/u;
// Five digits (or a ZIP+4) before a capitalised town: "62704 Springfield".
const ZIP_THEN_TOWN = /^(\d{5}(?:-\d{4})?)\s+\p{Lu}/u;

/** The code in `token`, bare or in brackets ("DE", "(DE)"), and whether it had brackets. */
function codeIn(token: string): { code: CountryCode; bracketed: boolean } | undefined {
  const bracketed = token.length === 4 && token.startsWith('(') && token.endsWith(')');
  const bare = bracketed ? token.slice(1, 3) : token;
  const code = bare.length === 2 ? countryOfCode(bare) : undefined;
  return code ? { code, bracketed } : undefined;
}

export interface CodedAddress {
  /** The text without the code and the separator before it. */
  text: string;
  code?: CountryCode;
}

/**
 * The address line without the country's code, and the code, where the code stands as a country does: last on the line
 * after a postcode or a town ("Berlin 10115 DE", "BS1 4DJ Bristol GB", "TX 78701 US"), in brackets as a part of its own
 * ("…, Berlin, (DE)"),
 * after a comma where the line holds a postcode or house number and the part before is no lone town (", IL" after
 * "Springfield" is Illinois), or as a part of its own before the postcode ("Berlin, DE, 10115"). A Dutch postcode's two
 * letters ("1234 AB") stay what they are. Any other text comes back as it is.
 */
export function withoutCountryCode(given: string): CodedAddress {
  if (!/[A-Z]{2}/.test(given)) return { text: given };
  // "…, Eindhoven, NL.": the line's full stop after the code is no part of it.
  const text = /[\s,][A-Z]{2}\.$/u.test(given) ? given.slice(0, -1) : given;
  const parts = text.split(',');
  // "Berlin, DE, 10115": a part of its own, before the postcode.
  for (let k = 1; k + 1 < parts.length; k++) {
    const found = codeIn(parts[k]!.trim());
    // "Townley, GA, 30301-1234": a US state's code before a ZIP+4 (a shape no other country's postcode has) is the state's;
    // so is it before five digits the state's own ("Macon, GA, 31201"; us-zip-states.ts).
    const usState = US_STATES.has(parts[k]!.trim()) && (ZIP_PLUS_FOUR.test(parts[k + 1]!.trim())
      || isUsStateBesideZip(parts[k]!.trim(), parts[k + 1]!.trim()));
    if (found && !usState && POSTCODE_ALONE.test(parts[k + 1]!.trim())) {
      return { text: [...parts.slice(0, k), ...parts.slice(k + 1)].join(','), code: found.code };
    }
  }
  const last = parts[parts.length - 1]!.trimEnd();
  const tokens = last.trim().split(' ');
  const found = codeIn(tokens[tokens.length - 1]!);
  if (!found) return { text };
  const cut = (end: number): CodedAddress => ({ text: text.slice(0, end).replace(/[\s,]+$/u, ''), code: found.code });
  const before = text.slice(0, text.lastIndexOf(tokens[tokens.length - 1]!));
  // "…, Berlin, (DE)": in brackets as a part of its own (after the town, in brackets, it is an Italian province: "Torino (TO)").
  if (found.bracketed) return tokens.length === 1 && parts.length >= 2 ? cut(before.length) : { text };
  if (tokens.length >= 2) {
    // "27601 Raleigh NC": a ZIP, the town and the state's code (a template's order; us-zip-states.ts).
    const zipFirst = ZIP_THEN_TOWN.exec(last.trim())?.[1];
    if (zipFirst !== undefined && isUsStateBesideZip(tokens[tokens.length - 1]!, zipFirst)) return { text };
    // The code after the town or the postcode on one part ("München 80331 DE", "80331 München DE", "Bristol BS1 4DJ GB").
    const previous = tokens[tokens.length - 2]!;
    // "1234 AB" alone is a Dutch postcode; "Wien 1010 AT" is a town, its postcode and the country. Dutch postcodes use no
    // F, I, O, Q, U or Y: "…, 1052 HU" is a postcode and its country.
    if (/^\d{4}$/.test(previous) && tokens.length === 2 && !/[FIOQUY]/u.test(tokens[1]!)) return { text };
    return /[\p{L}\d]$/u.test(previous) ? cut(before.length) : { text };
  }
  // ", DE" as the last part: a country where the line holds a number (a house, a postcode) and the part before it is no
  // lone town, or the code is no US state's.
  if (parts.length < 2 || !/\d/.test(text)) return { text };
  const townAlone = !/\d/.test(parts[parts.length - 2]!);
  // "62704 Springfield, IL": a ZIP before the town, the state's code after it (us-zip-states.ts).
  const zipBefore = ZIP_THEN_TOWN.exec(parts[parts.length - 2]!.trim())?.[1];
  const stateOfZip = zipBefore !== undefined && isUsStateBesideZip(tokens[0]!, zipBefore);
  return (townAlone || stateOfZip) && US_STATES.has(tokens[0]!) ? { text } : cut(before.length);
}
