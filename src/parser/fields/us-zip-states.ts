// Whether a two-letter code before or after a five-digit postcode is a US state's ("Macon, GA, 31201", "62704 Springfield,
// IL") or a country's ISO code ("Berlin, DE, 10115"): many state codes are also countries' codes (GA Gabon, IL Israel, DE
// Germany, MA Morocco). Two facts decide, both general knowledge of the postal systems:
//   - most of those countries print no five-digit postcode (Gabon none, Israel seven digits, Albania four …): five digits
//     beside their code are a US ZIP, and the code is the state's;
//   - where the country does print five digits (Germany, Morocco, Indonesia …), the ZIP's first three digits name the state
//     (the USPS's sectional centers: 300–319 and 398–399 are Georgia's, 100–149 New York's); a ZIP of the state's own
//     ranges is the state's, any other is the country's postcode ("Berlin, DE, 10115": 101 is no Delaware ZIP).
// Pure: code and digits in, a yes or no out.

// The first three digits of each state's ZIP codes (and DC's), as ranges.
const ZIP_PREFIXES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  AL: [[350, 369]], AK: [[995, 999]], AZ: [[850, 865]], AR: [[716, 729]], CA: [[900, 961]], CO: [[800, 816]],
  CT: [[60, 69]], DE: [[197, 199]], DC: [[200, 205], [569, 569]], FL: [[320, 349]], GA: [[300, 319], [398, 399]],
  HI: [[967, 968]], ID: [[832, 838]], IL: [[600, 629]], IN: [[460, 479]], IA: [[500, 528]], KS: [[660, 679]],
  KY: [[400, 427]], LA: [[700, 715]], ME: [[39, 49]], MD: [[206, 219]], MA: [[10, 27], [55, 55]], MI: [[480, 499]],
  MN: [[550, 567]], MS: [[386, 397]], MO: [[630, 658]], MT: [[590, 599]], NE: [[680, 693]], NV: [[889, 898]],
  NH: [[30, 38]], NJ: [[70, 89]], NM: [[870, 884]], NY: [[5, 5], [63, 63], [100, 149]], NC: [[270, 289]],
  ND: [[580, 588]], OH: [[430, 459]], OK: [[730, 749]], OR: [[970, 979]], PA: [[150, 196]], RI: [[28, 29]],
  SC: [[290, 299]], SD: [[570, 577]], TN: [[370, 385]], TX: [[750, 799], [885, 885]], UT: [[840, 847]], VT: [[50, 59]],
  VA: [[201, 201], [220, 246]], WA: [[980, 994]], WV: [[247, 268]], WI: [[530, 549]], WY: [[820, 831]],
};

// The state codes that are also the ISO code of a country whose postcodes are five digits (Germany, Indonesia, Laos,
// Montenegro, Morocco, Mongolia, New Caledonia, Sudan, Vatican City): beside five digits, only the ZIP's range tells them apart.
const FIVE_DIGIT_COUNTRIES: ReadonlySet<string> = new Set(['DE', 'ID', 'LA', 'ME', 'MA', 'MN', 'NC', 'SD', 'VA']);

/** The ZIP's first three digits fall in the state's ranges. */
function zipInState(state: string, zip: string): boolean {
  const prefix = Number(zip.slice(0, 3));
  return (ZIP_PREFIXES[state] ?? []).some(([from, to]) => prefix >= from && prefix <= to);
}

/**
 * `code` beside the five digits (or ZIP+4) `zip` names a US state: it is a state's code, and either no country of that code
 * prints five digits or the ZIP is one of the state's ("GA" + "31201" → true; "DE" + "10115" → false; "DE" + "19901" → true).
 */
export function isUsStateBesideZip(code: string, zip: string): boolean {
  if (!/^\d{5}(?:-\d{4})?$/u.test(zip) || ZIP_PREFIXES[code] === undefined) return false;
  return !FIVE_DIGIT_COUNTRIES.has(code) || zipInState(code, zip);
}
