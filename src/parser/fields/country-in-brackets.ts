// The country in brackets at the end of an address line: the Europass CV prints its address so ("Street 5, 12345 Town
// (Country)"), and people copy the form. In brackets the name reads as a piece of the town ("EM Eindhoven (Nederland)"
// loses the Dutch postcode's letters, "Raleigh, NC 27601 (USA)" its state and postcode); after a comma, as every other
// address prints it, it is read as the country. Pure: a line in, the line as the reader reads it out.
import { countryOfCode } from './country-codes.js';
import { isListedCountryName } from './country-names.js';
import { countryFromName, countryFromNativeName } from './locale.js';

// A bracketed part that ends the line, after something else.
const BRACKETED_TAIL = /^(.*\S)\s*\(\s*([^()]{2,40}?)\s*\)\s*$/u;

const namesCountry = (part: string): boolean => countryFromName(part) !== undefined
  || countryFromNativeName(part) !== undefined || isListedCountryName(part);

// In brackets after a town two capitals are an Italian province's sigla as often ("31100 Treviso (TV)"; TV is Tuvalu's
// code too): the 107 siglas, which are no country there.
const ITALIAN_PROVINCES = new Set(('AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CL CN CO CR CS CT CZ EN '
  + 'FC FE FG FI FM FR GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OR PA PC PD PE PG PI PN PO PR PT '
  + 'PU PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VT VV').split(' '));

/**
 * "9 Elm Row, Townley AB1 2CD (United Kingdom)" → "9 Elm Row, Townley AB1 2CD, United Kingdom"; a country's ISO code
 * ("…, NC 27601 (US)", "…, 1234 AB Zeestad (NL)") → "…, NC 27601 US", where country-codes.ts reads it, unless it stands
 * after a town and is a province's sigla as well. Any other line, and any other bracket (a department "Lyon (69)", a
 * district), comes back as it is.
 */
export function countryOutOfBrackets(line: string): string {
  if (!line.includes('(')) return line;
  const m = BRACKETED_TAIL.exec(line);
  if (!m) return line;
  const [, head = '', inner = ''] = m;
  // Only after an address's other parts: a town alone with its country in brackets is read as it is.
  if (!/\d/.test(head)) return line;
  if (/^\p{Lu}/u.test(inner) && namesCountry(inner)) return `${head.replace(/[\s,]+$/u, '')}, ${inner}`;
  if (!/^[A-Z]{2}$/u.test(inner) || !countryOfCode(inner)) return line;
  const afterPostcode = /(?:^|\s)[A-Z\d]*\d[A-Z\d]*$/u.test(head);
  return afterPostcode || !ITALIAN_PROVINCES.has(inner) ? `${head} ${inner}` : line;
}
