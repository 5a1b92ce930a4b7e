// The words of a United States street address, as the US Postal Service lists them in Publication 28 ("Postal Addressing
// Standards"), Appendix C1 (street suffixes: each primary suffix name and its Postal Service standard abbreviation, "Alley
// ALY" … "Wells WLS") and Appendix C2 (secondary unit designators: "Apartment APT", "Suite STE" …). Publication 28 is a work
// of the US government, in the public domain (17 U.S.C. § 105). Written here in lower case, compactly: the parser needs to
// know that a word is one of them, not which abbreviation stands for which name.
//
// Many suffixes are common words of other things too ("Center", "Park", "Point", "Union", "Club", "Station"): the reader
// (address-parts.ts) takes one for a street's kind only as the last word after a house number and a capitalised name
// ("5560 Example Point"), never alone.

// Appendix C1: the primary street suffix names, then their standard abbreviations where they differ.
const SUFFIX_NAMES = 'alley anex annex arcade avenue bayou beach bend bluff bluffs bottom boulevard branch bridge brook brooks burg burgs '
  + 'bypass camp canyon cape causeway center centers circle circles cliff cliffs club common commons corner corners course court '
  + 'courts cove coves creek crescent crest crossing crossroad crossroads curve dale dam divide drive drives estate estates '
  + 'expressway extension extensions fall falls ferry field fields flat flats ford fords forest forge forges fork forks fort '
  + 'freeway garden gardens gateway glen glens green greens grove groves harbor harbors haven heights highway hill hills hollow '
  + 'inlet island islands isle junction junctions key keys knoll knolls lake lakes land landing lane light lights loaf lock locks '
  + 'lodge loop mall manor manors meadow meadows mews mill mills mission motorway mount mountain mountains neck orchard oval '
  + 'overpass park parks parkway parkways pass passage path pike pine pines place plain plains plaza point points port ports '
  + 'prairie radial ramp ranch rapid rapids rest ridge ridges river road roads route row rue run shoal shoals shore shores skyway '
  + 'spring springs spur spurs square squares station stravenue stream street streets summit terrace throughway trace track '
  + 'trafficway trail trailer tunnel turnpike underpass union unions valley valleys viaduct view views village villages ville '
  + 'vista walk walks wall way ways well wells';
const SUFFIX_ABBREVIATIONS = 'aly anx arc ave byu bch bnd blf blfs btm blvd br brg brk brks bg bgs byp cp cyn cpe cswy ctr ctrs cir '
  + 'cirs clf clfs clb cmn cmns cor cors crse ct cts cv cvs crk cres crst xing xrd xrds curv dl dm dv dr drs est ests expy ext exts '
  + 'fls fry fld flds flt flts frd frds frst frg frgs frk frks ft fwy gdn gdns gtwy gln glns grn grns grv grvs hbr hbrs hvn hts '
  + 'hwy hl hls holw inlt is iss jct jcts ky kys knl knls lk lks lndg ln lgt lgts lf lck lcks ldg mnr mnrs mdw mdws ml mls msn '
  + 'mtwy mt mtn mtns nck orch opas pkwy psge pne pnes pl pln plns plz pt pts prt prts pr radl rnch rpd rpds rst rdg rdgs riv '
  + 'rd rds rte shl shls shr shrs skwy spg spgs sq sqs sta stra strm st sts smt ter trwy trce trak trfy trl trlr tunl tpke upas '
  + 'un uns vly vlys via vw vws vlg vlgs vl vis wl wls';
const SUFFIXES: ReadonlySet<string> = new Set(`${SUFFIX_NAMES} ${SUFFIX_ABBREVIATIONS}`.split(' '));

/** "Point", "PT", "Pt.": a US street suffix of Publication 28 (any case, a full stop after it allowed). */
export const isUsStreetSuffix = (word: string): boolean => SUFFIXES.has(word.toLowerCase().replace(/\.$/u, ''));

// Appendix C2: the designators followed by the unit's number or letter ("Apt 4B", "Ste 210", "Bldg C"), names and
// abbreviations; then those that stand alone ("Bsmt", "Rear", "Penthouse"; only their unmistakable forms: "Front", "Side",
// "Lower", "Upper" and "Office" are words of other things).
const RANGED = 'apartment apt building bldg department dept floor fl hangar hngr key lot pier room rm slip space spc stop suite ste '
  + 'trailer trlr unit';
const ALONE = 'basement bsmt frnt lobby lbby lowr ofc penthouse ph rear uppr';
const RANGED_DESIGNATORS: ReadonlySet<string> = new Set(RANGED.split(' '));
const ALONE_DESIGNATORS: ReadonlySet<string> = new Set(ALONE.split(' '));

/** A unit's number or letter: "4", "4B", "B", "210-A", "#12" (the number sign before it allowed). */
const UNIT_MARK = /^#?(?:\d{1,5}[A-Za-z]?|[A-Za-z]\d{0,4}|\d{1,5}-[A-Za-z\d]{1,3})$/u;

/**
 * "Apt 4B", "Ste. 210", "# 12", "Bsmt": a secondary unit of Appendix C2 as a piece of its own (after a street and a comma).
 * A designator that takes a number needs one with a digit or a single letter ("Bldg C"); "Lot" or "Key" alone is no unit.
 */
export function isUsUnit(piece: string): boolean {
  const words = piece.trim().split(/\s+/u);
  const first = (words[0] ?? '').toLowerCase().replace(/\.$/u, '');
  if (words.length === 1) return ALONE_DESIGNATORS.has(first) || /^#\s?\d{1,5}[A-Za-z]?$/u.test(words[0] ?? '');
  if (words.length !== 2) return false;
  const mark = words[1] ?? '';
  return RANGED_DESIGNATORS.has(first) && UNIT_MARK.test(mark) && (/\d/u.test(mark) || /^#?[A-Za-z]$/u.test(mark));
}

/** The street without a unit after it on the same piece ("12 Example Bend Apt 4" → "12 Example Bend"); else as it is. */
export function withoutUsUnit(street: string): string {
  const words = street.trim().split(/\s+/u);
  for (const k of [2, 1]) {
    if (words.length - k < 3) continue;
    if (isUsUnit(words.slice(-k).join(' '))) return words.slice(0, -k).join(' ').replace(/,$/u, '');
  }
  return street;
}

// The two-letter codes of the 50 states and the District of Columbia (country-codes.ts), and of the territories: American
// Samoa, Guam, the Northern Mariana Islands, Puerto Rico, the US Virgin Islands (Publication 28, Appendix B); and the
// armed forces' "states" of a military address (AA, AE, AP).
export const US_TERRITORY_CODES: readonly string[] = ['AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP'];
