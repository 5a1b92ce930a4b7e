// Reads street, zip and city out of one line of an address, for the conventions of the
// countries recruit meets most: "Lindenstr. 12, 12345 Berlin" (DE/AT/CH/HU/FR/IT/ES),
// "222 Main St, Springfield, IL 62704" (US), "10 Downing St, London SW1A 2AA" (UK),
// "Bremen, Germany" (city and country). Returns only the parts it is sure of.
import { townAfterDistrict } from './district.js';
import { isBareStreetName, isBareStreetShaped, isHouseName } from './bare-street.js';
import { cjkAddress } from './cjk-address.js';
import { normalizeText } from '../classify/text.js';
import { US_STATE_CODES, withoutCountryCode } from './country-codes.js';
import { countryOutOfBrackets } from './country-in-brackets.js';
import { twoByte } from '../two-byte.js';
import { townLineApart } from './street-town-line.js';
import { withNumberForNone } from './no-number.js';
import { withTownQualifier } from './town-qualifier.js';
import { rememberedByText } from '../remembered.js';
import { countryFromName, countryFromNativeName } from './locale.js';
import { isListedCountryName } from './country-names.js';
import { anyCase, LETTER_ANY_CASE, WORD_CHAR_ANY_CASE } from '../classify/any-case.js';
import { isUsStreetSuffix, isUsUnit, US_TERRITORY_CODES, withoutUsUnit } from './us-street-suffixes.js';
import { alternation, SURNAME_PARTICLES } from './name-particles.js';
import {
  isStatePart, stateCountry, POSTCODES_AFTER_TOWN, POSTCODES_ALONE, POSTCODES_BEFORE_TOWN, POSTCODES_LABELLED, STATES_BEFORE_POSTCODE,
} from './world-postcodes.js';

export interface AddressParts {
  street?: string;
  city?: string;
  zip?: string;
  /** The country named on the line ("Bremen, Germany"): evidence that the line is a location. */
  country?: string;
  /** The code of the town's state after it ("Town – SP", "Town/MG", "Town, IL"): evidence that the line is a place. */
  state?: string;
  /**
   * The country (ISO code) a state or a postcode form of world-postcodes.ts names ("Town, Telangana", "Town NSW 2000",
   * "P.O. Box 4521-00100", "PIN: 560034"): where the text names no country, its national phone numbers are read there.
   */
  region?: string;
  /** The city was read before the street ("Town, Street 5"): a town line below the street, if any, is the better reading. */
  cityBeforeStreet?: boolean;
}

const US_STATES = US_STATE_CODES.join('|');
const US_STATE_NAMES = ['alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'florida', 'georgia',
  'hawaii', 'idaho', 'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan',
  'minnesota', 'mississippi', 'missouri', 'montana', 'nebraska', 'nevada', 'new hampshire', 'new jersey', 'new mexico', 'new york',
  'north carolina', 'north dakota', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode island', 'south carolina', 'south dakota',
  'tennessee', 'texas', 'utah', 'vermont', 'virginia', 'washington', 'west virginia', 'wisconsin', 'wyoming'];
const STATE_ZIP = new RegExp(`^(?:${US_STATES})\\.?(?:\\s+(\\d{5}(?:-\\d{4})?))?$`);
const TOWN_AND_STATE = new RegExp(`^(\\p{Lu}[\\p{L}.'’\\- ]*?)\\s+(${US_STATES})$`, 'u');
const CITY_STATE_ZIP = new RegExp(`^(\\p{Lu}[\\p{L}.'\\- ]*?)\\s+(?:${US_STATES})\\s+(\\d{5}(?:-\\d{4})?)$`, 'u');
// Postcode before the city: 4–6 digits (DE/FR/IT/ES/HU…, RO), "00-950" (PL), "1234-567" (PT), "110 00" (CZ, SK, SE, GR);
// "- " may sit between; a US ZIP+4 before the town and its state (a template's order: "62704-1234 Springfield IL").
// A province or department in brackets after the city ("Milano (MI)", "Lyon (69)") is not part of it.
// (Two capitals alone after four digits are a Dutch postcode's letters, no town: "3511 LX", "3511 LX utrecht".)
// Postcodes of world-postcodes.ts printed before the town ("C1425 Buenos Aires") may stand in brackets ("(C1425) Buenos Aires").
const ZIP_CITY = new RegExp(String.raw`^(?:[A-Z]{1,2}-)?(\d{4}-\d{3}|\d{5}-\d{4}|\d{5}-\d{3}|\d{4,6}|\d{2}-\d{3}|\d{3} \d{2}`
  + String.raw`|\(?(?:${POSTCODES_BEFORE_TOWN})\)?)`
  + String.raw`\s+(?:[-–]\s+)?`
  + String.raw`(?!\p{Lu}{2}(?:$|\s+\p{Ll}))(\p{Lu}[\p{L}.'’\- ]*?(?:\s\d{1,2}\.?)?)(?:\s*\([\p{L}\d .]{1,25}\))?$`, 'u');
const NL_ZIP_CITY = /^(\d{4}\s?[A-Z]{2})\s+(\p{Lu}[\p{L}.'’\- ]*)$/u;
// A postcode and its town printed in small letters ("80331 münchen", "3011 AB rotterdam"; OCR and hand-typed CVs): the shapes
// of ZIP_CITY and NL_ZIP_CITY, one to four words ("jerez de la frontera"). Read only right after the street on its line,
// which says it is a town line; four digits of a year are none ("2019 present").
const POSTCODE_SMALL_TOWN = new RegExp(String.raw`^(?!(?:19|20)\d\d\s+\p{Ll})(\d{4}\s?[A-Z]{2}|\d{4}-\d{3}|\d{5}|\d{2}-\d{3}|\d{3} \d{2}|\d{4,6})`
  + String.raw`\s+(\p{Ll}[\p{L}'’.-]*(?:[ -]\p{L}[\p{L}'’.-]*){0,3})$`, 'u');
// Postcodes printed after their town, in shapes no other country's postcode has: Dutch ("Zeestad 1012 AB"), Irish Eircodes
// ("Dublin D02 X285") and Canadian ones after the province ("Toronto, ON M5V 2T6").
const LATE_POSTCODE = String.raw`\d{4}\s?[A-Z]{2}|(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[AC-FHKNP-TV-Y\d]{4}`
  + String.raw`|[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d`;
const CA_PROVINCES = 'AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT';
// Also the shapes of world-postcodes.ts printed right after the town ("Singapore 560214"), or after its state ("Perth WA 6000").
const CITY_LATE_ZIP = new RegExp(String.raw`^(?!(?:${CA_PROVINCES})\s)(\p{Lu}[\p{L}.'’\- ]*?)`
  + String.raw`(?:(?:,?\s+(?:${CA_PROVINCES}))?\s+(${LATE_POSTCODE}|${POSTCODES_AFTER_TOWN})`
  + String.raw`|,?\s+(?:${STATES_BEFORE_POSTCODE})\s+(\d{4}))$`, 'u');
// Alone after the town's part ("Zeestad, 1012 AB"); four digits of a year before two capitals are a year and a degree ("2019 BA").
const LATE_ZIP_ALONE = new RegExp(String.raw`^(?:(?:${CA_PROVINCES})\s+)?(?!(?:19|20)\d\d\s?[A-Z]{2}$)(${LATE_POSTCODE})$`, 'u');
const UK_POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\b/;
// A postcode alone: a US ZIP+4, five digits, the Polish, Portuguese, Czech and Slovak shapes.
const ZIP_ONLY = /^(?:[A-Z]{1,3}[- ])?(\d{5}-\d{4}|\d{5}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3} \d{2})$/;
// A town and its postcode after it, on one part: five digits, or the Polish, Portuguese, Czech and Slovak shapes.
// The street up to its house number ("Quellenweg 20", "ul. Lipowa 97/8"), then TOWN_THEN_ZIP.
// (The town's words have two letters or more: "Calle Mayor 5 2º A Zaragoza" has a door after its floor.)
const STREET_TOWN_ZIP = /^(\S.*?\s\d{1,5}\p{L}?(?:[/-]\d{1,4}\p{L}?)?)\s+(\p{Lu}[\p{L}.'’-]+(?:[ -]\p{L}[\p{L}.'’-]+){0,2})\s+(\d{5}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3} \d{2})$/u;
const TOWN_THEN_ZIP = /^(\p{Lu}[\p{L}.'’\- ]{1,40}?)\s+(\d{5}-\d{4}|\d{5}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3} \d{2})$/u;
// A postcode of world-postcodes.ts alone after its town and a comma or dash ("Durban, 4001", "Town - 500034"): not a year.
const WORLD_ZIP_ALONE = new RegExp(String.raw`^(?!(?:19|20)\d\d$)(${POSTCODES_ALONE})$`);
// A postcode after its label ("PIN: 560034", "Pin code - 560034", "C.P. 06600", "CP C1425", "Código postal 06600"): the label
// says what the digits are, in the shapes of world-postcodes.ts and the five digits of many countries.
const LABELLED_POSTCODE = new RegExp(String.raw`^(?:pin(?:\s?code)?|postal\s+code|post\s?code|zip(?:\s?code)?|c\.?\s?p\.?|c[oó]digo\s+postal)`
  + String.raw`\s*(?:[:.\-–]\s*)?(${POSTCODES_LABELLED}|\d{5})$`, 'i');
// The Brazilian CEP: five digits, a dash, three ("13015-904"), often after "CEP". No other postcode has that shape.
const BR_CEP = /^(?:CEP:?\s*)?(\d{5}-\d{3})$/iu;
// The codes of Brazil's states and federal district, as an address prints them after its town ("Recanto – SP", "Recanto/SP").
export const BR_STATES = 'AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO';
const BR_STATE = new RegExp(`^(?:${BR_STATES})$`, 'u');
const JP_POSTCODE = /〒\s?(\d{3}-\d{4})(?!\d)/u;
const CITY = /^\p{Lu}[\p{L}.'’\- ]{1,40}$/u;
/** Longer capitalised runs are job titles or names of schools, not places. */
const MAX_CITY_WORDS = 3;

// Street words of the languages above; the number may come before (US/UK/FR) or after (DE/HU/IT/ES).
const STREET_WORDS = [
  'street|st|road|rd|avenue|ave|av|lane|ln|drive|dr|way|boulevard|blvd|bd|court|ct|place|pl|square|sq|terrace|close|cl|crescent|cres',
  'gardens|gdns|grove|mews|parade|pde|marg',
  'highway|hwy|parkway|pkwy|row|strasse|straße|str|gasse|weg|platz|allee|ring|damm|ufer|chaussee',
  'utca|u|út|ut|tér|ter|körút|krt|köz|sor|rue|chemin|impasse|quai|allée|via|viale|piazza|corso|vicolo',
  'calle|avenida|avda|plaza|paseo|carrer|rua|ul|ulica|aleja|al|route|rte|carretera|strada|estrada|travessa|alameda',
  'largo|praça|praca|ronda|camino|pasaje|travesía|travesia|glorieta|cours',
  // French street kinds besides rue, avenue, boulevard, chemin, impasse, quai, allée and cours.
  'passage|cité|sentier|hameau|promenade|esplanade|parvis',
  // Romanian (street, road, boulevard, alley, highway, square), Turkish (street, avenue, quarter, boulevard), Czech
  // (square, avenue).
  'calea|aleea|bulevardul|bdul|b-dul|șoseaua|soseaua|șos|sos|splaiul|intrarea|piața|piata',
  'sokak|sokağı|sokagi|sok|sk|cadde|caddesi|cad|cd|mahallesi|mahalle|mah|mh|bulvarı|bulvari|bulvar|blv',
  'náměstí|namesti|nám|třída|trida|nábřeží|nabrezi',
  // Italian street kinds besides via, viale, piazza, corso and vicolo (the usual odonyms of Italian addresses).
  'contrada|rotonda|lungomare|piazzale|località|localita|traversa|salita',
  // Polish street kinds besides ulica, aleja and plac, as the national register of streets (GUS TERYT) names them:
  // housing estate, market square, roundabout, green square, highway, road, embankment, garden, island.
  'os\\.|osiedle|rynek|rondo|skwer|szosa|droga|bulwar|bulw|wybrzeże|wyb|ogród|wyspa',
].join('|');
// The patterns below that hold letter classes match in any case without the `i` flag, which made them slow
// to compile (../classify/any-case.ts); LETTER is \p{L} as an `iu` pattern reads it.
const LETTER = `[${LETTER_ANY_CASE}]`;
const STREET_SUFFIX_WORDS = anyCase('strasse|straße|str\\.|gasse|weg|platz|allee|damm|ufer|straat|laan|gracht|plein|kade|singel|gatan|gata|vej|vägen|veien'
  // Dutch: dyke, green, lane, alley, market, rampart, track, path.
  + '|dijk|plantsoen|dreef|steeg|markt|wal|baan|pad'
  // Swedish, Danish and Norwegian: alley, path, slope, square, street, road, lane.
  + '|gränd|stigen|stien|stig|backen|bakken|torget|torvet|gade|gate|vei|veg|vænget|plads'
  // German compounds' last words besides Straße, Gasse, Weg, Platz, Allee, Damm and Ufer: path, climb, causeway, promenade,
  // the northern Stieg and Twiete (alley), Zeile (row), Graben (moat), Kamp (field), Redder (hedged lane), Bogen (arc), Markt,
  // and Ring after a consonant ("Nordring", "Kaiserring"; "Engineering", "Monitoring" are no streets).
  + '|steig|pfad|chaussee|promenade|stieg|twiete|zeile|graben|kamp|redder|bogen|(?<=d|l|n|r|t)ring'
  // Dutch besides those above: yard, field, watercourse, canal, quay's "wetering".
  + '|erf|akker|wetering|vaart|hoek');
// A suffix after at least three letters ("Lindenweg", not "Weg"), asked with test() only. The three letters
// are a lookbehind: as `${LETTER}{3,}` before the words (the same answer) V8 took ~4 ms of CPU to compile
// the pattern for a two-byte subject (the lookbehind ~0.5 ms), and a résumé's text is one (../two-byte.ts),
// and a cold parse pays every compile.
const AFTER_THREE_LETTERS = `(?<=${LETTER}{3})`;
const STREET_SUFFIX = new RegExp(`${AFTER_THREE_LETTERS}(?:${STREET_SUFFIX_WORDS})(?!${LETTER})`, 'u');
// Words that open a street name and mean nothing else, followed by the name ("Avenida del Lago", "Rua Nova").
const STREET_LEAD = new RegExp(String.raw`^(${anyCase([
  'calle|c/|avenida|avda\\.?|av\\.|rua|travessa|alameda|estrada|rue|avenue|boulevard',
  'via|viale|piazza|corso|paseo|carrer|strada|ulica|ul\\.|aleja|al\\.|plac|pl\\.|largo|praça|ronda|camino|pasaje|travesía|plaza',
  'os\\.|osiedle|rynek|rondo|skwer|szosa|droga|bulwar|bulw\\.|wybrzeże|wyb\\.|ogród|wyspa',
  'contrada|rotonda|lungomare|piazzale|località|traversa|salita',
  // ro: "Calea Viilor", "Aleea Teilor", "Bd. Unirii", "Str. Morii"
  'calea|aleea|bulevardul|bd\\.|b-dul|șoseaua|soseaua|splaiul|intrarea|str\\.',
].join('|'))})\s+${LETTER}`, 'u');
// "C/ Sol 14": the Spanish abbreviation of "calle" ends in a slash.
const STREET_WORD = new RegExp(`(^|\\s)((${anyCase(STREET_WORDS)})(\\.|\\s|$)|${anyCase('c/')}\\s?${LETTER})`, 'u');
// Kinds of way that open a street's name and that the lists above lack; many are words of other things too ("Mercado",
// "Parque", "Conjunto", "Quinta"), so they make a street only as the kind, a capitalised name and a house number that is no
// year (isKindStreet below). Written from each country's usual types of way, in lower case:
const KIND_FIRST = new Set([
  // Spain: the types of way of its street registers (the Catastro's and INE's "tipos de vía") besides calle, avenida, plaza,
  // paseo, ronda, camino, pasaje, travesía, glorieta and carretera.
  'acceso', 'aldea', 'arrabal', 'autovía', 'barranco', 'barrio', 'bloque', 'calleja', 'callejón', 'callejuela', 'cañada', 'carrera',
  'colonia', 'conjunto', 'costanilla', 'cuesta', 'edificio', 'escalinata', 'explanada', 'huerta', 'jardín', 'jardines',
  'lugar', 'manzana', 'masía', 'mercado', 'muelle', 'paraje', 'parque', 'partida', 'pasadizo', 'pasarela', 'placeta', 'plazuela',
  'poblado', 'polígono', 'prolongación', 'rambla', 'ribera', 'rinconada', 'sector', 'senda', 'subida', 'torrente', 'urbanización',
  'vereda', 'vía',
  // Catalan: walk, passage, square, crossing, way.
  'passeig', 'passatge', 'plaça', 'travessera', 'camí', 'baixada', 'pujada',
  // Portugal: the types of way of its postal and street registers besides rua, avenida, travessa, alameda, estrada, largo
  // and praça.
  'acesso', 'azinhaga', 'bairro', 'beco', 'cais', 'calçada', 'calçadinha', 'caminho', 'escadas', 'escadinhas', 'jardim', 'ladeira',
  'loteamento', 'praceta', 'quinta', 'recanto', 'rotunda', 'terreiro', 'transversal', 'urbanização', 'vale', 'viela', 'zona',
  // Italy besides via, viale, piazza, corso, vicolo, contrada, largo, strada and the others above.
  'borgo', 'vico', 'stradone', 'stradella', 'piazzetta', 'lungotevere', 'lungarno', 'passeggiata', 'galleria', 'molo', 'rampa',
  'scalinata', 'sentiero', 'vialetto', 'circonvallazione', 'fondamenta', 'campiello',
]);
// Britain's usual last words of a street's name besides street, road, lane, close, gardens, grove, mews and the others above:
// a street only after a house number and a capitalised name ("7 Orchard Rise", "12 Kestrel Brae").
const KIND_LAST = new Set([
  'hill', 'view', 'walk', 'rise', 'green', 'croft', 'meadow', 'meadows', 'gate', 'end', 'drove', 'chase', 'mount', 'orchard', 'yard',
  'garth', 'fold', 'wynd', 'vale', 'brae', 'grange', 'approach', 'paddock', 'paddocks', 'brow', 'lea', 'park', 'circus', 'quay',
  'wharf', 'heights', 'ridge', 'bank', 'dale', 'fields', 'field', 'hollow', 'glade', 'nook', 'copse', 'spinney', 'dell', 'side',
  'loan', 'circle', 'embankment', 'market', 'passage', 'path', 'cottages', 'reach', 'common', 'downs', 'lawn', 'lawns', 'leys',
  'pastures', 'acre', 'acres', 'wood', 'woods', 'mead', 'holme', 'causeway', 'broadway', 'arcade', 'alley', 'precinct', 'promenade',
]);
// A US street's direction before its name ("12 N Example Point", "8 SW Example Bend").
const DIRECTION = /^(?:[NSEW]|NE|NW|SE|SW)\.?$/u;
// Units of time a number counts before a course's or an event's name ("40 Hour Course", "3 Day Summit"): no street's name.
const COUNTED = new Set(['minute', 'minutes', 'hour', 'hours', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years']);
// A number that reads as a year ("Sector Público 2019", "2019 JPMorgan Chase") is no house's number for these kinds.
const YEAR = /^(?:19[5-9]\d|20[0-4]\d)$/u;

/**
 * A street of a kind in KIND_FIRST or KIND_LAST: "Conjunto Pablo Barrientos, 8", "Calçada do Moinho 12", "Borgo Gatta 2"
 * (the kind, then a capitalised name of at least one more word and the house number), "7 Orchard Rise" (the number, a
 * capitalised name, the kind last). The shape is bare-street.ts's, the kind word says it is a street anywhere.
 */
/** A word of a name after its capital ("Ardent"), and one all in capitals of three letters or more ("ARDENT", "O'NEIL"). */
const capitalised = (w: string): boolean => /^\p{Lu}\p{Ll}/u.test(w);
const inCapitals = (w: string): boolean => /^\p{Lu}[\p{Lu}'’-]+\p{Lu}$/u.test(w);

function isKindStreet(text: string): boolean {
  const words = text.trim().split(/\s+/u);
  if (words.length < 3 || text.length > 50) return false;
  const first = words[0] ?? '';
  if (/^\d{1,5}\p{L}?,?$/u.test(first)) {
    // A US street may end in its unit ("12 Example Bend Apt 4"): the kind is the last word before it.
    const street = withoutUsUnit(text);
    const name = street.split(/\s+/u).slice(1);
    const last = (name.at(-1) ?? '').toLocaleLowerCase();
    // The street suffixes of the US Postal Service (us-street-suffixes.ts: "5560 Example Point", "12 Example Bnd"), after a
    // name of words in small letters after their capital (a direction's letters aside: "12 N Example Point"); not after a
    // Dutch postcode's letters ("6559 KA Wells" is a postcode and its town) nor a count of time ("40 Hour Course").
    // Printed all in capitals ("1136 ARDENT PRAIRIE", a theme's contact column), the name's words are capitals of three
    // letters or more: a Dutch postcode's two letters ("6559 KA WELLS") are none.
    const nameWords = name.slice(0, -1);
    const usNamed = ((nameWords.every((w) => capitalised(w) || DIRECTION.test(w)) && nameWords.some(capitalised))
      || (nameWords.every((w) => inCapitals(w) || DIRECTION.test(w)) && nameWords.some(inCapitals) && inCapitals(name.at(-1) ?? '')))
      && !COUNTED.has((name[0] ?? '').toLocaleLowerCase());
    const kind = KIND_LAST.has(last) || (isUsStreetSuffix(last) && usNamed);
    return kind && !YEAR.test(first.replace(/,$/u, '')) && /^\p{Lu}/u.test(words[1] ?? '') && isBareStreetShaped(street);
  }
  if (!KIND_FIRST.has(first.toLocaleLowerCase())) return false;
  const number = (text.match(/(\d+)\D{0,2}$/u) ?? [])[1] ?? '';
  // The kind capitalised as a name's word, so a lowercase kind ("calçada do Moinho 12") reads as the name's first word.
  const named = `${first.charAt(0).toLocaleUpperCase()}${first.slice(1)} ${words.slice(1).join(' ')}`;
  return number !== '' && !YEAR.test(number) && words.slice(1, -1).some((w) => /^\p{Lu}/u.test(w)) && isBareStreetShaped(named);
}

// A house number may carry a letter or a second number after a slash or dash ("5a", "12/3", "52-C").
const HOUSE_NUMBER = /(^\d+[\p{L}]?\b|\b\d+\s?[\p{L}]?(?:[/-](?:\d+[\p{L}]?|\p{L}))?\.?$)/u;
// Hungarian floor and door after the house number, without a comma: "Fő utca 12. 3. em.", "Fő utca 12. 3. emelet 4.",
// "Fő u. 12. III/4.".
const HU_FLOOR_TAIL = /(?<=\d\.?)\s+(?:\d{1,2}\.\s?em(?:elet)?\.?(?:\s?\d{1,3}\.?)?|[IVX]{1,4}\.?\s?\/\s?\d{1,3}\.?)$/u;
// Dutch additions after the house number: the floor in Roman numerals or "hoog", the ground floor ("Semdijk 84 III",
// "Kade 12-hs", "Laan 5 2hg", "Dreef 7 bg").
const NL_ADDITION_TAIL = /(?<=\d\p{Ll}?)\s*[-\s]\s*(?:I{1,3}|IV|hs|bg|[1-4]\s?hg)$/u;
// The Latin ordinals after a house number that French, Italian, Belgian and Dutch addresses print for a second house at one
// number: "Via Roma 12 bis", "Oudegracht 112-bis", "rue des Lilas 8ter".
const ORDINAL_HOUSE_TAIL = /(?<=\d)\s?-?\s?(?:bis|ter|quater)$/iu;
const DISTRICT = /(-gu|-ku|-si|-dong|district|bezirk|kerület|arrondissement|borough)$/iu;

// Floor and door after the number: "7º B", "3º 2ª", "bajo", "Stg. 2", "II. em. 4.", "m. 10".
// In two: the Hungarian "II. em. 4." form needs \p{Lu} in any case, which has no cheap equivalent; it is
// tried only on parts that hold "em".
const FLOOR_DOOR = new RegExp(String.raw`^(\d{1,2}\s?[º°ª.]\s?[${LETTER_ANY_CASE}\d]{0,3}\.?(\s?[${LETTER_ANY_CASE}\d]{1,3}[º°ª.]?)?|`
  + anyCase(String.raw`bajo|entlo|entresuelo|izq(da)?\.?|dcha\.?|esc\.?`) + String.raw`\s?${WORD_CHAR_ANY_CASE}+|`
  + anyCase(String.raw`pta\.?`) + String.raw`\s?${WORD_CHAR_ANY_CASE}+|` + anyCase(String.raw`stg\.?`) + String.raw`\s?\d+|`
  + anyCase('top') + String.raw`\s?\d+|` + anyCase(String.raw`m\.`) + String.raw`\s?\d+|`
  // Argentine floor and flat: "Piso 4", "Dpto. B", "Depto 12".
  + anyCase('piso') + String.raw`\s?\d{1,2}|` + anyCase(String.raw`d(?:e)?pto\.?`) + String.raw`\s?[${LETTER_ANY_CASE}\d]{1,3})$`, 'u');
const HU_FLOOR = /^(\p{Lu}{1,3}\.?\s?em\.?\s?\d+\.?)$/iu;
// Flat or suite after a US/UK street: "Apt 4B", "Suite 200", "#12".
// Also the Italian "int. 5", the French "Appt 12", the British "Flat 3" and the Portuguese "apto 31"; the Czech and Slovak
// "byt 10", the Swedish "lgh 1105", the Romanian block, staircase and flat ("bl. A3", "sc. 2", "ap. 14") and the Turkish
// "Daire 3", "D: 3" (the label may take a colon); Singapore's "#12-345" (floor and unit) and the Indian "Flat No. 905".
const UNIT_WORDS = anyCase('apto|apt|appt|apartment|appartement|suite|ste|unit|flat|int|bât|bat|byt|lgh|bl|sc|ap|daire|d');
// The unit's own mark holds a digit ("Apt 4B", "Suite 200", "D.5"), or is one or two letters set apart ("Flat C", "Bl. A"): a
// town that merely starts with a unit word ("Durban", "Interlaken", "Stellenbosch") is none.
const UNIT = new RegExp(`^(?:(?:${UNIT_WORDS})(?:\\.?:?\\s?(?:${anyCase('no')}\\.?\\s?)?#?\\s?(?=[${LETTER_ANY_CASE}-]{0,4}\\d)[${LETTER_ANY_CASE}\\d-]{1,5}`
  + `|(?:\\.\\s?|:\\s?|\\s|#\\s?)[${LETTER_ANY_CASE}]{1,2})`
  + `|#\\s?[${LETTER_ANY_CASE}\\d-]{1,7})$`, 'u');
// An empty part is none of these (and V8 keeps "" one-byte: testing it compiled each pattern a second time, ../two-byte.ts).
// The secondary units of a US address (us-street-suffixes.ts: "Bldg 4", "Rm 210", "Fl 3", "Bsmt") are such parts too.
export const isFloorDoor = (part: string): boolean => part !== '' && (FLOOR_DOOR.test(part) || (/[eE][mM]/.test(part) && HU_FLOOR.test(part))
  || UNIT.test(part) || isUsUnit(part));

// A block's or unit's word before the house number ("Blk 214 …", "Unit 5/12 …", "Plot 7 …"): the number after it opens the street.
// (Words of a Set and string steps, no pattern: every street a parse reads goes through here, and a cold parse compiles each
// pattern it runs.)
const HOUSE_LEADS = new Set(['blk', 'block', 'unit', 'plot', 'lot', 'no']);
function withoutHouseLead(part: string): string {
  const space = part.indexOf(' ');
  if (space < 2 || space > 6) return part;
  const word = part.slice(0, space).toLowerCase();
  const rest = part.slice(space).trimStart();
  const digitNext = rest.charCodeAt(0) >= 48 && rest.charCodeAt(0) <= 57;
  return digitNext && HOUSE_LEADS.has(word.endsWith('.') ? word.slice(0, -1) : word) ? rest : part;
}
/** The first letter of `text` is one of `letters` (a cheap gate before a pattern most parts never need). */
const opensWith = (text: string, letters: string): boolean => text !== '' && letters.includes(text.charAt(0));
// A house's number under its label, alone in its part: "H.No. 8-2-293", "House No. 12", "D.No. 4-5", "Door No. 7", "Plot No. 5",
// "No. 14", "#113" (India, Nigeria …), before the road's part.
const HOUSE_LABEL = /^(?:(?:h(?:ouse)?|d(?:oor)?|plot|flat)\.?\s?no\.?|no\.|#)\s?\d{1,5}[a-z]?(?:[-/]\d{1,4}[a-z]?){0,3}$/i;

export function isStreet(text: string): boolean {
  // "Calle del Olmo s/n": a house without a number is judged as a numbered one (no-number.ts).
  const part = withNumberForNone(text);
  // No house number without a digit: the cheap test first, the street patterns are large.
  if (!/\d/.test(part)) return false;
  // "Calle Mayor, 12, 3º B": the number is judged without the floor and door.
  const p = withoutHouseLead(part.trim().split(/\s*,\s*/).filter((x, i) => i === 0 || !isFloorDoor(x)).join(' ').replace(HU_FLOOR_TAIL, '')
    .replace(NL_ADDITION_TAIL, '').replace(ORDINAL_HOUSE_TAIL, ''));
  if (p.length > 60 || !HOUSE_NUMBER.test(p) || !/\p{L}{2,}/u.test(p)) return false;
  return STREET_SUFFIX.test(p) || STREET_WORD.test(p) || isKindStreet(p);
}

export function isCountry(part: string): boolean {
  return countryFromName(part) !== undefined || (/[^\p{Script=Latin}\P{L}]/u.test(part) && countryFromNativeName(part) !== undefined);
}

export function isUsState(part: string): boolean {
  return STATE_ZIP.test(part.trim()) || US_STATE_NAMES.includes(normalizeText(part));
}


// "12", "8 bis", "3b": a French house number alone before its street ("12, rue des Lilas").
const FR_NUMBER = /^\d{1,4}(?:\s?(?:bis|ter|quater|[a-d]))?$/iu;
const FR_STREET_WORDS = anyCase('rue|avenue|boulevard|bd|allée|chemin|impasse|place|quai|route|cours|square|passage|résidence');
const FR_STREET_AFTER_NUMBER = new RegExp(`^(?:${FR_STREET_WORDS})\\s+${LETTER}`, 'u');

/** A Turkish neighbourhood's name, which an address prints before the street: "Caferağa Mahallesi", "Yıldız Mah." (string tests, no pattern). */
const NEIGHBOURHOOD_WORDS = [' Mahallesi', ' Mah.', ' Mh.', ' MAHALLESİ', ' mahallesi'];
const isNeighbourhood = (part: string): boolean => part.length <= 40 && !/\d/.test(part) && NEIGHBOURHOOD_WORDS.some((w) => part.endsWith(w));

/** A bare house number, or "s/n" (no number). */
const HOUSE_NUMBER_OR_NONE = new RegExp(`^(?:[nN][º°o]\\.?\\s?)?\\d{1,5}\\s?${LETTER}?$|^${anyCase('s/n')}$`, 'u');

/**
 * Spanish and Italian addresses put commas inside the street: "Calle Mayor, 12, 3º B",
 * "Avenida del Puerto, 45". A street-word part without a number, then a bare house number
 * (and floor/door parts) are one street.
 */
function joinStreetParts(parts: string[], joined: Set<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const next = parts[i + 1] ?? '';
    // "H.No. 8-2-293, Tamarind Road", "#12, Example Street", "Flat No. 4B, Example Apartments, Example Road", "Apt 1203, 45 Example
    // Avenue": a labelled house number or a flat, perhaps a building's name, then the road are one street.
    const road = /\d/.test(part) && next !== '' ? roadAfterHouse(parts, i) : 0;
    if (road > 0) {
      let street = parts.slice(i, i + road + 1).join(', ');
      i += road;
      while (isFloorDoor(parts[i + 1] ?? '')) { street += `, ${parts[i + 1]}`; i++; }
      joined.add(street);
      out.push(street);
      continue;
    }
    // "12, rue des Lilas", "8 bis, avenue des Glycines": the number first, a comma, then the street word and the name.
    if (FR_NUMBER.test(part) && next !== '' && FR_STREET_AFTER_NUMBER.test(next) && !/\d/.test(next)) {
      out.push(`${part}, ${next}`);
      i++;
      continue;
    }
    // "Caferağa Mahallesi, Lale Sokak No: 5": a Turkish neighbourhood before its street is part of the street's address.
    if (isNeighbourhood(part) && next !== '' && isStreet(next)) {
      parts[i + 1] = `${part}, ${next}`;
      continue;
    }
    // "Mirador del Parque, 83, 28013 Madrid": a name without a street word, its house number after a comma, then the town
    // line: one street, as after a street word (the town line says it is an address).
    if (!/\d/.test(part) && /^\D*\d{1,4}\D*$/.test(next) && HOUSE_NUMBER_OR_NONE.test(next)
      && (opensTownLine(parts[i + 2] ?? '') || TOWN_THEN_ZIP.test(parts[i + 2] ?? '') || townPartThenPostcode(parts, i + 2))
      && isBareStreetName(part)) {
      const street = `${part}, ${next}`;
      joined.add(street);
      out.push(street);
      i++;
      continue;
    }
    if (STREET_WORD.test(` ${part}`) && !/\d/.test(part) && HOUSE_NUMBER_OR_NONE.test(next)) {
      let street = `${part}, ${next}`;
      i++;
      while (isFloorDoor(parts[i + 1] ?? '')) { street += `, ${parts[i + 1]}`; i++; }
      out.push(street);
    } else if (isFloorDoor(next) && (isStreet(part) || isStreetShaped(part))) {
      // "Calle Mayor 5, 2º A": floor and door after a numbered street belong to it too.
      let street = part;
      while (isFloorDoor(parts[i + 1] ?? '')) { street += `, ${parts[i + 1]}`; i++; }
      out.push(street);
    } else out.push(part);
  }
  return out;
}

/**
 * How many parts after the house part `i` make its street: 1 for "H.No. 8-2-293, Tamarind Road" or "Apt 12, 45 Elm Road", 2 for
 * "Flat 4B, Example Apartments, Elm Road" (a building's name without a digit between); 0 when part `i` is no labelled house or flat.
 */
const ORDINAL = /\b\d{1,3}(?:st|nd|rd|th)\b/g;
function roadAfterHouse(parts: string[], i: number): number {
  const part = parts[i] ?? '';
  const label = opensWith(part, 'hHdDpPfFnN#') && HOUSE_LABEL.test(part);
  if (!label && !UNIT.test(part) && !/^\d{1,4}[a-zA-Z]?$/.test(part)) return 0;
  for (let k = 1; k <= 2; k++) {
    const next = parts[i + k] ?? '';
    if (next === '' || next.length > 50) return 0;
    // An ordinal in the road's name is no house number ("4th Cross Road", "2nd Main Road").
    const numbered = /\d/.test(next) && /\d/.test(next.replace(ORDINAL, ''));
    // The road: a street word without a number after a house's number; a whole numbered street after a flat.
    if (!numbered ? STREET_WORD.test(` ${next}`) : k === 1 && !label && UNIT.test(part) && (isStreet(next) || isStreetShaped(next))) return k;
    // A building's name between a flat and the road: capitalised words, no digit.
    if (!(UNIT.test(part) || label) || /\d/.test(next) || !CITY.test(next)) return 0;
  }
  return 0;
}

// A house number alone on its line: "56.", "123/7", "73-A", "12 b".
const BARE_HOUSE_NUMBER = /^\d{1,5}(?:\s?\p{L})?(?:[/-](?:\d{1,4}\p{L}?|\p{L}))?\.?$/u;
const STREET_WORD_LAST = new RegExp(`\\s(${STREET_WORDS})\\.?$`, 'iu');
const STREET_SUFFIX_LAST = new RegExp(`${AFTER_THREE_LETTERS}(?:${STREET_SUFFIX_WORDS})$`, 'u');

/**
 * "Via del Mulino" ↵ "Vecchio 68", "Gesztenyés" ↵ "utca 56.": a narrow column wrapped inside the street. The
 * line above holds no digit and at most four words; the street word sits on one side of the break (the name
 * opens with a word that names nothing but a street, or the line below is a street word and the number), the line
 * below is no whole street of its own, and the two joined make a numbered street.
 */
// Built on first use (most parses wrap no street), then kept: it was built again for every pair of lines.
let streetWordThenNumberPattern: RegExp | undefined;
const streetWordThenNumber = (): RegExp => (streetWordThenNumberPattern ??=
  new RegExp(`^(${STREET_WORDS})\\.?\\s+(?:(?:no|nr|n[º°o]|č)\\.?:?\\s*)?\\d`, 'iu'));

// A street named after a person opens on the name's particle in lower case ("van Aalstkade 84", "von-Enck-Straße 5").
const PARTICLE_FIRST = new RegExp(`^(?:${alternation(SURNAME_PARTICLES)})[\\s-]+\\p{Lu}`, 'u');

export function wrappedStreet(above: string, below: string): string | undefined {
  // An icon glyph may open the line above ("® Viale dei" ↵ "Tigli 109"): no part of the street.
  const a = above.trim().replace(/,$/, '').replace(/^[^\p{L}\p{N}]{1,2}\s+(?=\p{L})/u, '');
  const b = below.trim();
  // A lowercase abbreviation may open the street ("ul. Wrzosowa"); any other line above opens with a capital.
  // The lead word may stand alone above ("Calle" ↵ "Mirasierra, 8" in a narrow column): it is checked with the line below.
  const opens = STREET_LEAD.test(`${a} ${b}`);
  const numberFirst = numberFirstWrapped(a, b);
  if (numberFirst) return numberFirst;
  // Up to four words of its own; the small words inside the name ("Calle de la Alameda Vieja") are not counted.
  if (/\d/.test(a) || !/\d/.test(b) || nameWords(a) > 4 || !(/^\p{Lu}/u.test(a) || PARTICLE_FIRST.test(a) || opens)) return undefined;
  // "utca 56.": a street word and the number, nothing between but the number's own mark ("Sok. No: 132", "ulice č. 5"), is
  // the second half of a street.
  const streetWordAndNumber = streetWordThenNumber().test(b);
  // "Rózsadomb köz" ↵ "56.", "Lindenstraße" ↵ "12": the whole name above, only the house number wrapped below.
  // (The Dutch floor may follow the number: "van Aalstkade" ↵ "84 III".)
  const nameAndNumber = BARE_HOUSE_NUMBER.test(b.replace(NL_ADDITION_TAIL, '')) && (STREET_WORD_LAST.test(a) || STREET_SUFFIX_LAST.test(a));
  // A whole street below ("Birkenweg 9", "al. Brzozowa 3" under a name or headline line) is no second half.
  if (isStreet(b) && !streetWordAndNumber) return undefined;
  if (!opens && !streetWordAndNumber && !nameAndNumber) return undefined;
  // "Calle del Almendro," ↵ "5": the comma before the house number is the street's own, as on one line.
  const joined = /,$/.test(above.trim()) && BARE_HOUSE_NUMBER.test(b) ? `${a}, ${b}` : `${a} ${b}`;
  return isStreet(joined) ? joined : undefined;
}

// The small words inside a street's name that never end it ("boulevard des …", "Via della …", "Rua do …").
const JOINERS = 'des|de|du|de la|del|della|delle|dei|degli|di|do|da|dos|das|of|the|van|der|den';
const NAME_JOINER_LAST = new RegExp(`\\s(?:${JOINERS})$`, 'iu');
const JOINER_WORD = new RegExp(`^(?:${JOINERS}|la|le|los|las)$`, 'iu');
/**
 * The text ends on a small word inside a street's name ("61 avenue des", "Calle de la"): no whole street ends so. Not in
 * capitals: "Kellbach DE" ends on a country's code.
 */
export const endsOnStreetJoiner = (text: string): boolean => {
  const t = text.trim();
  const last = t.slice(t.lastIndexOf(' ') + 1);
  return last !== last.toUpperCase() && NAME_JOINER_LAST.test(t);
};
/** The words of a street's name, its small joining words not counted. */
const nameWords = (text: string): number => text.split(/\s+/).filter((w) => !JOINER_WORD.test(w)).length;

/**
 * "30 Willowmere" ↵ "Avenue", "104 boulevard des" ↵ "Tilleuls": a street written number first (English, French), broken in
 * a narrow column before its street word or inside its name. Above: the number and one to three words that are no street yet
 * or end in a joining word; below: up to three words with no digit that end in a street word or, after a joining word,
 * start with a capital.
 */
function numberFirstWrapped(a: string, b: string): string | undefined {
  if (!/^\d{1,5}[a-z]?\s+\p{L}/u.test(a) || /\d/.test(b) || a.split(/\s+/).length > 4 || b.split(/\s+/).length > 3) return undefined;
  const joinerLast = NAME_JOINER_LAST.test(a);
  const wordBelow = STREET_WORD_LAST.test(` ${b}`);
  // "2 impasse" ↵ "Tamaris", "14 rue" ↵ "Victor Quellec": the number and the street's kind word alone (French writes the kind
  // before the name), its capitalised name wrapped below.
  const kindAlone = /^\d{1,5}[a-z]?\s+\S+$/u.test(a) && STREET_WORD.test(a.replace(/^\S+\s+/u, ''))
    && b.split(/\s+/u).every((w) => /^\p{Lu}/u.test(w) || JOINER_WORD.test(w)) && /^\p{Lu}/u.test(b);
  if (!(joinerLast && /^\p{Lu}/u.test(b)) && !(wordBelow && !isStreet(a)) && !kindAlone) return undefined;
  const joined = `${a} ${b}`;
  return isStreet(joined) ? joined : undefined;
}

/** "Calle Mirasierra", "Rua Nova": text that opens with a word naming nothing but a street. */
export const opensStreetName = (text: string): boolean => STREET_LEAD.test(text.trim());

/**
 * "Quality Analyst 12 Mill Lane", "Jefe de obra Plaza Mayor, 5": a few words glued before a street (a
 * headline cell that came out on the contact cell's line) are not part of it. The street starts at
 * its house number (number-first countries) or at a word that only opens a street name, and the
 * words before hold no digit and no street word of their own.
 */
export function streetTail(part: string): string {
  const words = part.split(' ');
  for (let k = 1; k < words.length && k <= 4; k++) {
    // Two-byte (../two-byte.ts): split on a space, a word of two letters may come out one-byte.
    const head = twoByte(words.slice(0, k).join(' '));
    // "Blk 214 Example Avenue 3": a block's or unit's word opens the street.
    if (/\d/.test(head) || STREET_WORD.test(head) || (k === 1 && withoutHouseLead(part) !== part)) return part;
    const tail = words.slice(k).join(' ');
    // After a number, a street's name is capitalised or a street word ("5 impasse des Lilas"); "5 sites across …" is prose.
    const after = words[k + 1] ?? '';
    const numbered = /^\d{1,5}[a-z]?$/.test(words[k] ?? '') && (/^\p{Lu}/u.test(after) || (after !== '' && STREET_WORD.test(twoByte(after))));
    if ((numbered || STREET_LEAD.test(tail)) && isStreet(tail)) return tail;
  }
  return part;
}

// Capitalised words (or a lowercase article) and a house number, which may carry a letter or a second number:
// "Am Mühlbach 3", "Eikenhof 5a", "Eikenhof 5 B", "Eikenhof 73-A", "Eikenhof 12/3".
const NAME_THEN_NUMBER = new RegExp(String.raw`^(\p{Lu}[\p{L}'’.-]*\s|(am|an|auf|im|in|zum|zur|der|den|dem|de|la|le|del|della|di)\s){1,5}`
  + String.raw`\d{1,5}(\s?[a-zA-Z])?([/-](\d+[a-zA-Z]?|[a-zA-Z]))?\.?$`, 'u');

/**
 * Street-shaped without a street word: capitalised words and a house number ("Am Mühlbach 3",
 * "12 Harbour Reach"), also with the joining words, the comma, the number's mark or the lowercase kind of other
 * languages (bare-street.ts: "72 Parvis des Arts", "Mirador del Parque, 83", "Szabadság liget 93."). Taken as a street
 * only next to a postcode, where nothing else fits.
 */
export function isStreetShaped(text: string): boolean {
  const part = withNumberForNone(text);
  // "Lipová 1234/12, byt 5": judged without the flat after a comma, as isStreet judges a street.
  const p = part.includes(',') ? part.trim().split(/\s*,\s*/).filter((x, i) => i === 0 || !isFloorDoor(x)).join(' ') : part.trim();
  if (p.length > 50 || /[@:]/.test(p)) return false;
  return /^\d{1,5}[a-z]?\s+(\p{Lu}[\p{L}'’.-]*\s?){1,4}$/u.test(p)
    || NAME_THEN_NUMBER.test(p) || isBareStreetShaped(part.includes(',') ? part : p);
}

// An address inside a longer run of text, as a flattened one-line header prints it ("PERSONAL DATA
// Ana Exemplo Rua das Flores 12 1234-567 - Vila Serena"): a street that opens with a street word or
// ends in a street suffix, its number, a postcode, then the place that ends the run.
const EMBEDDED_LEAD = [
  'Calle|Avenida|Avda\\.|Av\\.|Rua|Travessa|Alameda|Estrada|Rue|Avenue|Boulevard',
  'Via|Viale|Piazza|Corso|Paseo|Carrer|Strada|Ulica|ul\\.|Aleja|Largo|Praça|Ronda|Camino|Pasaje|Plaza',
].join('|');
const EMBEDDED_STREET = String.raw`(?:${EMBEDDED_LEAD})\s[^,]{1,50}?\d[\p{L}\d/-]*`
  + String.raw`|\p{Lu}\p{L}+(?:straße|strasse|str\.|weg|gasse|platz|allee|straat|laan)\s\d[\p{L}\d/-]*`;
// PT, DE/FR/IT/ES, PL, NL ("5611 AB"), then four digits alone (HU, AT, CH, BE …).
const EMBEDDED_ZIP = String.raw`\d{4}-\d{3}|\d{5}|\d{2}-\d{3}|\d{4}\s?[A-Z]{2}(?=\s)|\d{4}`;
const EMBEDDED_PLACE = String.raw`\p{Lu}[\p{L}'’. -]{1,40}`;
const EMBEDDED = new RegExp(String.raw`(?:^|\s)(${EMBEDDED_STREET})\s*,?\s+(${EMBEDDED_ZIP})\s*(?:[-–]\s*)?(${EMBEDDED_PLACE})$`, 'u');

// What EMBEDDED needs, without its letter classes: the street's number, then (a comma perhaps and) spaces and the
// postcode's first two digits. Most lines have no such digits and never compile EMBEDDED (~0.7 ms of a cold parse).
// Each run without spaces or commas is tried once, from its start (the lookbehind), and holds the number: written as
// /\d[^\s,]*\s*,?\s+\d\d/, the pattern tried again from every digit of a long run of digits (20,000: 2 s). The
// postcode is looked ahead at, not taken: taken, it would hide the number of "Lindelaan 12 5611 AB" inside the match
// of "Lindelaan" before it.
const RUN_THEN_POSTCODE = /(?<![^\s,])([^\s,]+)(?=(?:\s*,\s+|\s+)\d\d)/g;
const numberThenPostcode = (text: string): boolean => [...text.matchAll(RUN_THEN_POSTCODE)].some((m) => /\d/.test(m[1]!));

function embeddedAddress(text: string): AddressParts {
  const m = numberThenPostcode(text) ? text.trim().match(EMBEDDED) : null;
  const city = m?.[3]?.trim() ?? '';
  if (!m || !CITY.test(city) || city.split(/\s+/).length > MAX_CITY_WORDS) return {};
  return { street: (m[1] ?? '').trim(), zip: m[2] ?? '', city };
}

/** Parts of an address found in one line; {} when the line is not (part of) an address. Remembered per line (../remembered.ts). */
// "15230 Frankfurt (Oder)": a name in brackets after the town is part of its name (town-qualifier.ts).
export const parseAddressLine = rememberedByText((text: string) => withTownQualifier(text, readAddressLine(text)),
  (parts): AddressParts => ({ ...parts }));

/**
 * A run of white space cut to its first eight characters: still a wide gap where a gap parts the line's pieces, and
 * every pattern that tries `\s+…` or `\s*…` from each character of a run (a separator, "cedex", a glued postcode)
 * stays linear on a hostile line (20,000 spaces took seconds).
 */
const shortWhiteRuns = (text: string): string => text.replace(/(\s{8})\s+/g, '$1');

const STREET_TESTS = { isStreet, isStreetShaped };

// A house number after the street's name, then a floor's ordinal ("3º", "4.º", "2ª"): the floor and door follow the house.
const FLOOR_AFTER_NUMBER = /(?<=\s\d{1,4}[A-Za-z]?)\s+(?=\d{1,2}\.?[º°ª](?:\s|$))/gu;
const FLOOR_APART = /(?<=\s\d{1,4}[A-Za-z]?), (?=\d{1,2}\.?[º°ª](?:\s|$))/gu;

/** Two letters a Dutch postcode may end in: any but F, I, O, Q, U and Y, nor SA, SD or SS. */
const isDutchPostcodeLetters = (letters: string): boolean => /^[A-EGHJ-NPR-TV-XZ]{2}$/u.test(letters) && !/^S[ADS]$/u.test(letters);

/**
 * "5821 UT Hoorndam", "1622 AV Kleidijk": a Dutch postcode and its town, whose two capitals read as a street word after a
 * number ("ut", "av", "pl", "st"): a town line, no street. The first digit is never 0; the town's name has small letters
 * (a street in capitals is no town line). Any two capitals: a form or a generator prints letters the post office leaves out.
 */
function isDutchTownLine(part: string): boolean {
  const m = NL_ZIP_CITY.exec(part.trim());
  return m !== null && /^[1-9]/u.test(m[1] ?? '') && /\p{Ll}/u.test(m[2] ?? '');
}

function readAddressLine(text: string): AddressParts {
  // Two-byte (../two-byte.ts): a short line ("NY") may be one-byte, and the street patterns are large to compile twice.
  // The country's ISO code after the town or the postcode ("10115 Berlin DE") is read apart (country-codes.ts): read as a
  // piece of the town or the street, it cost both.
  // "…, 12345 Town (Country)", Europass's form: the country after a comma, as other addresses print it (country-in-brackets.ts).
  const { text: uncoded, code } = withoutCountryCode(twoByte(countryOutOfBrackets(shortWhiteRuns(text))));
  // "Rua das Flores 12 3º Esq 4050-262 Porto": a floor and door after the house number with a space alone between them
  // read as the comma-parted form does; the street keeps its print.
  const line = uncoded.replace(FLOOR_AFTER_NUMBER, ', ');
  // "Hársfa sor 4. Kisvár 9021": a comma put where the street ends reads the town and its postcode after it.
  const parts = partsOfLine(townLineApart(streetApartFromPostcode(postcodeWithTown(line)), STREET_TESTS));
  const embedded = embeddedAddress(line);
  // The embedded reading wins where the plain one found no postcode or took more than the street.
  const apart = embedded.street && (!parts.zip || (parts.street ?? '').length > embedded.street.length) ? embedded : parts;
  const read = line !== uncoded && apart.street ? { ...apart, street: apart.street.replace(FLOOR_APART, ' ') } : apart;
  // "Kisvár 9021 HU": a town and four digits read alone are no place ("Windows 2000"); the country's code after them says
  // the digits are its postcode, where its letters are none a Dutch postcode has ("Zeestad 3011 AD" may be one).
  const coded: AddressParts = code && !read.street && !read.city && !read.zip && !isDutchPostcodeLetters(text.trim().slice(-2))
    ? townAndFourDigits(line.trim()) ?? read : read;
  // The code names the country only on a line that is a place ("Hauptstraße 5 EG" is a street and its ground floor).
  return code && !coded.region && (coded.city || coded.zip) ? { ...coded, region: code } : coded;
}

// "…, 9711 LM, Groningen": a postcode alone as a part, then the town alone as the next (a template's joiner between every
// field); the town's words: capitalised, no digit, at most three, not all capitals ("…, 27601, NC, US" is a state's code).
const POSTCODE_PART_THEN_TOWN = /,\s*(\d{4}\s?[A-Z]{2}|\d{5}|\d{4}-\d{3}|\d{2}-\d{3}|\d{4})\s*,\s*(?=[^,]*\p{Ll})(\p{Lu}[\p{L}'’.-]*(?:[ -]\p{L}[\p{L}'’.-]*){0,2})\s*(?=,|$)/u;
// "5611 EM, Eindhoven, NL" (the street on the line above): the same at the line's start, for a postcode whose shape no year
// or count has (Dutch letters, a Portuguese or Polish hyphen), so "2019, Berlin" stays what it was.
const LETTERED_POSTCODE_THEN_TOWN = /^\s*(\d{4}\s?[A-Z]{2}|\d{4}-\d{3}|\d{2}-\d{3})\s*,\s*(?=[^,]*\p{Ll})(\p{Lu}[\p{L}'’.-]*(?:[ -]\p{L}[\p{L}'’.-]*){0,2})\s*(?=,|$)/u;

// "9 Larkspur Lane BS1 4DJ Bristol", "Avenida del Sol, 12 22001 Huesca": a street, then its postcode and the town (at most
// three words) with spaces alone between them.
const STREET_POSTCODE_TOWN = /^(.{3,80}?)\s+([A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|\d{5}|\d{4}-\d{3}|\d{2}-\d{3}|\d{4}\s?[A-Z]{2})\s+(\p{Lu}[\p{L}'’.-]*(?:[ -]\p{L}[\p{L}'’.-]*){0,2})$/u;

/** A comma between a street and the postcode after it, where spaces alone part them (a street word decides). */
function streetApartFromPostcode(line: string): string {
  const m = STREET_POSTCODE_TOWN.exec(line.trim());
  if (!m) return line;
  const street = m[1]!;
  // A sign before the postcode parts them already ("8 bis, avenue des Glycines - 33000 Valbrune").
  if (/[-–—,;:|/·•]$/u.test(street)) return line;
  // A street word and a house number: without one ("Python 3 12345 Tests"), a job's or a skill's line reads as a street.
  return /\d/.test(street) && isStreet(street) ? `${street}, ${m[2]} ${m[3]}` : line;
}

/** The postcode and the town after it as one part, as a country prints them ("…, 9711 LM Groningen"), when a comma parts them. */
function postcodeWithTown(line: string): string {
  if (!line.includes(',')) return line;
  return line.replace(POSTCODE_PART_THEN_TOWN, ', $1 $2').replace(LETTERED_POSTCODE_THEN_TOWN, '$1 $2');
}

/**
 * Romanian ș and ț come out of some PDF fonts as the letter and a comma ("Pites,ti", "Constant,a"):
 * inside a word, with a lowercase letter right after the comma, that is the letter with its comma below.
 */
export function repairGlyphs(text: string): string {
  return text.replace(/(?<=\p{L})([sStT]),(?=\p{Ll})/gu, (_m, ch: string) => ({ s: 'ș', S: 'Ș', t: 'ț', T: 'Ț' })[ch] ?? ch);
}

/**
 * Six digits after the town ("Chennai 600040", "Town - 500034"): of world-postcodes.ts's countries, a PIN of India, or
 * Singapore's postcode after its own name. Evidence for the phone's country, as a state's name is.
 */
const sixDigitRegion = (zip: string, town: string): string | undefined =>
  (/^\d{6}$/.test(zip) ? (town.trim().toLowerCase() === 'singapore' ? 'SG' : 'IN') : undefined);

// A region abbreviated after the place: "Tóvároska, M.O.", "Vila Serena, GO", "Lyon, FR" (two or three capitals, dotted or not).
const REGION_ABBREVIATION = /^(?:\p{Lu}\.){2,3}$|^\p{Lu}{2,3}$/u;

// A place written in a script without letter case (Arabic, Hebrew, CJK …), which CITY's capital cannot show.
const UNCASED_PLACE = /^[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\u200c][\p{L}\p{M}\u200c ]{1,30}$/u;
// Arabic presentation forms (what many PDFs hold for Persian and Arabic text) fold to the letters by NFKC.
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/**
 * "مصر، الإسكندرية": right-to-left addresses name the country first, then the place, split by the Arabic
 * comma. An icon glyph read as a stray Latin letter may open the line.
 */
function countryThenPlace(text: string): AddressParts | undefined {
  const t = (PRESENTATION_FORMS.test(text) ? text.normalize('NFKC') : text).replace(/^[^\p{L}]*\p{Script=Latin}?\s+(?=\P{Script=Latin})/u, '');
  const parts = t.split(/\s*[،,]\s*/).map((p) => p.trim()).filter(Boolean);
  if (parts.length !== 2 || !UNCASED_PLACE.test(parts[0] ?? '') || !UNCASED_PLACE.test(parts[1] ?? '')) return undefined;
  const [a, b] = [parts[0] ?? '', parts[1] ?? ''];
  if (countryFromNativeName(a) && !countryFromNativeName(b)) return { city: b, country: a };
  if (countryFromNativeName(b) && !countryFromNativeName(a)) return { city: a, country: b };
  return undefined;
}

// A CEP, then a capital letter with no space between: a town glued to its postcode.
const CEP_GLUED = /(?<!\d)(\d{5}-\d{3})(?=\p{Lu})/gu;
const CEP_THEN_PLACE = /^(\d{5}-\d{3})\s+(\p{Lu}.*)$/u;
// A post-office box in the CV languages and its number ("PO Box 4521", "Postfach 12 34", "BP 318", "Pf. 125").
const PO_BOX = /^(?:P\.?\s?O\.?\s?Box|Post\s?fach|Postbus|B\.?P\.?|Boîte\s+postale|Apartado(?:\s+de\s+correos)?|Casella\s+postale|C\.?P\.?|Skrytka\s+pocztowa|Pf\.|Postafiók|Caixa\s+postal)\s+\d[\d ]{0,8}\d?$/iu;

// A parent named before the address ("S/O", "D/O", "W/O", "C/O": son, daughter, wife of, care of) or a landmark after the
// street ("Near …", "Opp. …", "Behind …"): no part of the address's street or town.
// (Words and string steps, no pattern: every part of every line is asked.)
const LANDMARK_WORDS = new Set(['near', 'opp', 'opp.', 'opposite', 'behind', 'beside']);
function isParentOrLandmark(part: string): boolean {
  if (part.length > 4 && part.charAt(1) === '/' && 'sdwcSDWC'.includes(part.charAt(0)) && 'oO'.includes(part.charAt(2)) && part.charAt(3) === ' ') return true;
  const space = part.indexOf(' ');
  const word = space > 0 ? part.slice(0, space).toLowerCase() : '';
  return LANDMARK_WORDS.has(word) || (word === 'next' && part.slice(space + 1, space + 4).toLowerCase() === 'to ');
}
// A post-office box with the postcode of its post office after a dash ("P.O. Box 4521-00100", Kenya, world-postcodes.ts).
const PO_BOX_WITH_CODE = /^(P\.?\s?O\.?\s?Box\s+\d{1,6})\s?-\s?(\d{5})$/i;
// "Dist. Pune", "District Pune", "Pune Dist.": an Indian district's mark before or after its name.
const DISTRICT_MARK = /^(?:[dD]ist\.?|[dD]istrict)\s+(\p{Lu}[\p{L}.'\- ]{1,30})$|^(\p{Lu}[\p{L}.'\- ]{1,30}?)\s+(?:[dD]ist\.?|[dD]istrict)$/u;
// A locality named by its word ("Col. …", "Colonia …", "Bairro …", "Barrio …", "Fracc. …", "Urb. …"): a part of the town, no town.
const LOCALITY = /^(?:[cC]ol\.|[cC]olonia|[bB]airro|[bB]arrio|[fF]racc\.|[fF]raccionamiento|[uU]rb\.|[uU]rbanizaci[oó]n)\s/;
// The small words inside a town's name, which a town of four names has besides them ("Vila Nova de Santo André").
const TOWN_NAME_JOINERS = new Set(['de', 'da', 'do', 'das', 'dos', 'del', 'di', 'du', 'la', 'le', 'sur', 'am', 'an', 'der', 'op', 'aan', 'den']);

/**
 * The words before a postcode printed after its town ("Kellbach 10115", "Vila Nova de Santo André 3630-216") are few enough
 * for a town: at most three, or, before a Portuguese or Polish postcode (a hyphen no year or count has), four names besides
 * the small words between them.
 */
function townBeforeZipFits(town: string, zip: string): boolean {
  const words = town.trim().split(/\s+/);
  if (words.length <= MAX_CITY_WORDS) return true;
  return zip.includes('-') && words.filter((w) => !TOWN_NAME_JOINERS.has(w)).length <= MAX_CITY_WORDS + 1;
}

/** A part that can be a town: capitalised words, at most three, no street, locality, country or state. */
const isTownPart = (part: string): boolean => CITY.test(part) && part.split(/\s+/).length <= MAX_CITY_WORDS && !isStreet(part)
  && !LOCALITY.test(part) && !isCountry(part) && !isStatePart(part);

/** The town of a text: the text itself, or the end of it after a district printed before it with nothing between (district.ts). */
const townOf = (text: string): string => townAfterDistrict(text) ?? text;

/** The town before a Brazilian state's code: a short place name, or the town after its district ("Vila Brava Campo das Flores"). */
function brStateTown(text: string): string | undefined {
  return townAfterDistrict(text) ?? (CITY.test(text) && text.split(/\s+/).length <= MAX_CITY_WORDS ? text : undefined);
}

// A place and the code of its province or department in brackets: two or three capitals, or a French department's number.
const PLACE_WORD = String.raw`\p{Lu}[\p{Ll}'’\-]+`;
// A town and its Brazilian state's code after a slash or a dash without spaces: "Recanto/SP", "Vila Serena-GO".
const PLACE_SLASH_STATE = new RegExp(
  String.raw`^(${PLACE_WORD}(?: (?:${PLACE_WORD}|d[aeio]s?))*)\s?[/-]\s?(?:${BR_STATES})$`, 'u');
const PLACE_AND_PROVINCE = new RegExp(
  String.raw`^(${PLACE_WORD}(?: (?:${PLACE_WORD}|d[aeio]s?|del|de la|di|du|sur|an der|am))*)\s*\((?:\p{Lu}{2,3}|\d{2,3})\)$`, 'u');

// A street, then its town line with nothing but a space between: "Am Mühlbach 126 04109 Leipzig", "Eikenhof 22-C 1012AB Zeestad".
// (The street may end in its number or, number first, in its name: "133 rue de la Source 44000 Ville".)
const GLUED_ZIP_CITY = /^(.+?)\s+((?:[A-Z]-)?(?:\d{4}\s?[A-Z]{2}|\d{5}-\d{4}|\d{2}-\d{3}|\d{4}-\d{3}|\d{4,6})\s+\p{Lu}[\p{L}'’.\- ]*)$/u;
// "14 Lantern Row Millbrook LS2 8JS": a British street (number first, street word last), the town and the postcode.
const GLUED_UK = /^(\d{1,5}\p{L}?\s.+)\s+([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/u;

/** A street and its town line printed without a comma between them, as two parts; any other part as it is. */
function splitGluedPlace(part: string): string[] {
  // A digit, then a space and more after it (each pattern below needs both). Looked for from the first digit once:
  // /\d.*\s\S/ scanned the rest of the part from every digit (a run of 20,000 digits: seconds).
  const digit = part.search(/\d/);
  if (digit < 0 || !/\s\S/u.test(part.slice(digit + 1))) return [part];
  const m = part.match(GLUED_ZIP_CITY);
  // "int. 4 20121 Town": the flat after the street (a comma before it) glued to the town line in the same way.
  if (m && (isStreet(m[1] ?? '') || isStreetShaped(m[1] ?? '') || isFloorDoor(m[1] ?? '')) && (NL_ZIP_CITY.test(m[2] ?? '') || ZIP_CITY.test(m[2] ?? ''))) {
    return [m[1] ?? '', m[2] ?? ''];
  }
  const uk = part.match(GLUED_UK);
  if (!uk) return [part];
  // The street ends at its street word; one to three capitalised words after it are the town.
  const words = (uk[1] ?? '').split(/\s+/);
  for (let k = words.length - 1; k >= Math.max(2, words.length - 3); k--) {
    const street = words.slice(0, k).join(' ');
    const town = words.slice(k).join(' ');
    if (STREET_WORD_LAST.test(street) && isStreet(street) && CITY.test(town) && !STREET_WORD_LAST.test(` ${town}`)) {
      return [street, `${town} ${uk[2] ?? ''}`];
    }
  }
  return [part];
}

// "110 00 Praha 1", "040 01 Košice 1": after a postcode of three digits and two (Czechia, Slovakia) the number after the town
// names its postal district, no part of the town's name.
const SPACED_ZIP = /^\d{3} \d{2}$/;
let zipDistrictProvinceRe: RegExp | undefined;
const zipDistrictProvince = (): RegExp =>
  (zipDistrictProvinceRe ??= /^(\d{5})\s+\p{Lu}[\p{L}'’\- ]{1,30}?\s?\/\s?(\p{Lu}\p{Ll}[\p{L}'’\- ]{1,30})$/u);
const townOfSpacedZip = (zip: string, town: string): string => (SPACED_ZIP.test(zip) ? town.replace(/\s\d{1,2}\.?$/u, '') : town);

// "Praha 4 – Chodov, 149 00": a town, its district after a dash, and the postcode after them. Read as the postcode before the
// town ("149 00 Praha 4 – Chodov"), so the town is the part before the dash and not the district next to the postcode. Not
// where the part before the dash is a street ("Lipová 5 – Brno, 602 00" names the town after the dash).
const DISTRICT_THEN_ZIP = /(^|,\s*)(\p{Lu}[\p{L}.'’\- ]*?(?:\s\d{1,2}\.?)?)\s+[–—-]\s+(\p{Lu}[\p{L}.'’\- ]*?),?\s+(\d{3} \d{2}|\d{5}|\d{2}-\d{3})$/u;
function zipBeforeDistrict(text: string): string {
  const m = text.match(DISTRICT_THEN_ZIP);
  if (!m || isStreet(m[2] ?? '')) return text;
  return `${text.slice(0, m.index)}${m[1] ?? ''}${m[4] ?? ''} ${m[2] ?? ''} – ${m[3] ?? ''}`;
}

/**
 * "…, Sevilla, ES, 44638", "…, Calahorra, 43180, ES": from part `at`, the town alone (capitalised, no digit, at most three
 * words), then its postcode alone as the next part or after its country's code of two capitals; a web template's
 * "city, countryCode, postalCode" after the street.
 */
function townPartThenPostcode(parts: readonly string[], at: number): boolean {
  const town = parts[at] ?? '';
  if (/\d/.test(town) || !CITY.test(town) || town.split(/\s+/).length > MAX_CITY_WORDS || isCountry(town)) return false;
  const zipAt = /^\p{Lu}{2}$/u.test(parts[at + 1] ?? '') ? at + 2 : at + 1;
  return ZIP_ONLY.test(parts[zipAt] ?? '');
}

/** A part that is a town line: its postcode and town in either order ("28013 Madrid", "Leeds LS2 8JS"), or a postcode alone. */
const opensTownLine = (part: string): boolean => part !== '' && /\d/.test(part)
  && ([ZIP_CITY, NL_ZIP_CITY, ZIP_ONLY].some((re) => re.test(part)) || isTownThenPostcode(part));

/**
 * "Leeds LS2 8JS", "Zeestad 1012 AB": a town and its postcode printed after it (British, Dutch, Irish, Canadian and the world
 * forms of world-postcodes.ts), a part that ends an address as "12345 Town" does.
 */
function isTownThenPostcode(part: string): boolean {
  const uk = part.match(UK_POSTCODE);
  if (uk) return CITY.test(part.replace(uk[0], '').trim());
  const late = part.match(CITY_LATE_ZIP);
  return late !== null && (late[1] ?? '').trim().split(/\s+/).length <= MAX_CITY_WORDS;
}

/**
 * "Portview 4051": a town, one space and four digits, read without a pattern of its own (the ending is looked at by hand, the
 * town by CITY), so a line that never reaches it compiles nothing more. Only after a street: alone, "Windows 2000" reads so too.
 */
export function townAndFourDigits(part: string): { city: string; zip: string } | undefined {
  const zip = part.slice(-4);
  if (part.length < 7 || part[part.length - 5] !== ' ' || !/^\d{4,6}$/.test(zip)) return undefined;
  const city = part.slice(0, -5).trim();
  return isTownPart(city) ? { city, zip } : undefined;
}

// A US state's or territory's code and the ZIP or ZIP+4 after it: the end of a US address ("GA 30301", "IL 62704-1234").
const US_STATE_OR_TERRITORY = [...US_STATE_CODES, ...US_TERRITORY_CODES].join('|');
const STATE_AND_ZIP = new RegExp(`^(${US_STATE_OR_TERRITORY})\\.?\\s+(\\d{5}(?:-\\d{4})?)$`, 'u');
// The town before them in the same part ("Townley GA 30301"); looked for only where STATE_AND_ZIP_END says they end the part.
const TOWN_STATE_AND_ZIP = new RegExp(`^(\\p{Lu}[\\p{L}.'’\\- ]*?),?\\s+(${US_STATE_OR_TERRITORY})\\.?\\s+(\\d{5}(?:-\\d{4})?)$`, 'u');
const STATE_AND_ZIP_END = /(?:^|\s)[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?$/u;
const ZIP_OR_ZIP_FOUR = /^\d{5}(?:-\d{4})?$/u;
const ZIP_FOUR = /^\d{5}-\d{4}$/u;
// A US street opens with its house number ("5560", "12B", "120-14"), perhaps a direction, then a capitalised name or a
// numbered street's ordinal ("5th").
const US_HOUSE_FIRST = /^\d{1,6}\p{L}?(?:-\d{1,5})?\s+(?:(?:[NSEW]\.?|North|South|East|West|NE|NW|SE|SW)\s+)?(?:\p{Lu}|\d{1,3}(?:st|nd|rd|th)\s)/u;

const US_STATE_OR_TERRITORY_SET: ReadonlySet<string> = new Set([...US_STATE_CODES, ...US_TERRITORY_CODES]);
/** "Townley, GA 30301", "Townley GA 30301-1234": the text ends in a US state's (or territory's) code and a ZIP or ZIP+4. */
export function endsInUsStateAndZip(text: string): boolean {
  const m = /(?:^|[\s,])([A-Z]{2})\.?\s+\d{5}(?:-\d{4})?$/u.exec(text.trim());
  return m !== null && US_STATE_OR_TERRITORY_SET.has(m[1] ?? '');
}

/**
 * "5560 Example Point, Townley, GA 30301-1234", "12 Elm St, Apt 4, Townley GA 30301": the state's (or territory's) code and the
 * ZIP after it end a US address, the part before them (or the words before them in their part) is the town and the part
 * before the town, where it opens with a house number, the street (its unit after it, if any). The street's number is then
 * never read as a postcode before a town ("5560 Example Point" reads as "12345 Town" does). Undefined where no state and
 * ZIP end a part after a town.
 */
function usStreetTownState(parts: readonly string[], joined: ReadonlySet<string>):
  { parts: AddressParts; claimed: number[]; streetAt: number } | undefined {
  for (let s = parts.length - 1; s >= 0; s--) {
    const part = (parts[s] ?? '').trim();
    const last = part.charCodeAt(part.length - 1);
    if (!(last >= 48 && last <= 57)) continue;
    let townAt: number;
    let zip: string;
    let state = '';
    let m: RegExpMatchArray | null = null;
    if (STATE_AND_ZIP_END.test(part) && (m = part.match(STATE_AND_ZIP))) {
      [townAt, state, zip] = [s - 1, m[1] ?? '', m[2] ?? ''];
    } else if (STATE_AND_ZIP_END.test(part) && (m = part.match(TOWN_STATE_AND_ZIP))) {
      // (The state is kept where it stands apart after the town, as the parts' reading keeps it: "Townley GA 30301" on one
      // part names none, as before.)
      [townAt, zip] = [s, m[3] ?? ''];
    } else if (ZIP_OR_ZIP_FOUR.test(part) && US_STATE_OR_TERRITORY_SET.has((parts[s - 1] ?? '').trim())) {
      // "Townley, GA, 30301": the state's code and the ZIP as parts of their own.
      [townAt, state, zip] = [s - 2, (parts[s - 1] ?? '').trim(), part];
    } else if (ZIP_FOUR.test(part)) {
      // "Townley, 30301-1234": a ZIP+4 after the town (its state named elsewhere, or taken off as a country's code).
      [townAt, zip] = [s - 1, part];
    } else continue;
    const town = (townAt === s ? m?.[1] ?? '' : parts[townAt] ?? '').trim();
    if (!CITY.test(town) || town.split(/\s+/u).length > MAX_CITY_WORDS || isStreet(town) || isCountry(town)) return undefined;
    const claimed: number[] = [];
    for (let j = townAt; j <= s; j++) claimed.push(j);
    const out: AddressParts = state ? { city: town, state, zip } : { city: town, zip };
    // The street before the town; its unit may stand apart between them ("12 Elm St, Apt 4, Townley, GA 30301").
    let at = townAt - 1;
    while (at > 0 && isFloorDoor(parts[at] ?? '')) at--;
    const street = (parts[at] ?? '').trim();
    const tail = streetTail(street);
    const numbered = tail.length <= 60 && !/[@:]/u.test(tail) && US_HOUSE_FIRST.test(tail) && !YEAR.test(tail.split(/\s/u)[0] ?? '');
    if (at >= 0 && (joined.has(street) || isStreet(tail) || PO_BOX.test(street) || numbered)) {
      out.street = [tail, ...parts.slice(at + 1, townAt)].join(', ');
      for (let j = at; j < townAt; j++) claimed.push(j);
      return { parts: out, claimed, streetAt: at };
    }
    return { parts: out, claimed, streetAt: -1 };
  }
  return undefined;
}

function partsOfLine(text: string): AddressParts {
  if (/[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Han}\p{Script=Hangul}]/u.test(text)) {
    const rtl = countryThenPlace(text);
    if (rtl) return rtl;
    // Chinese, Japanese and Korean addresses run from the postcode and province down to the house (cjk-address.ts).
    const eastAsian = cjkAddress(text);
    if (eastAsian) return eastAsian;
  }
  // Icon glyphs the extractor could not map ("½ Bremen", "© Berlin") precede the text; the postcode mark 〒 stays.
  // A CEP glued to the town after it ("18035-060Sorocaba", two runs of a text layer with no space kept between them).
  // ("#12, Example Street": a number sign before the house number is the number's.)
  const clean = zipBeforeDistrict(repairGlyphs(text).replace(/^(?:(?!#\d)[^\p{L}\p{Nd}〒])+/u, '').replace(CEP_GLUED, '$1 '));
  // "Borgoverde (TV)", "Vila Serena (GO)": a place with its province's code in brackets, alone, is a town.
  const provinced = clean.trim().match(PLACE_AND_PROVINCE);
  if (provinced) return { city: (provinced[1] ?? '').trim() };
  // A province or department in brackets after the place ("Borgoverde (TV)", "Lyon (69)") is no part of its name, nor is
  // the French business-mail mark after a town ("Cerville CEDEX 9").
  // A spaced slash parts the street from its town line too ("Lindenweg 5 / 12345 Town"), unless a short number follows
  // (a flat after its house: "Lipová 12 / 3").
  const joined = new Set<string>();
  const parts = joinStreetParts(clean.split(/\s*[,;]\s*|\s+[-–—]{1,2}\s+|\s+\/\s+(?!\d{1,3}\p{L}?(?:$|,))/u)
    .map((p) => p.trim().replace(/^(\p{Lu}[\p{L}'’\- ]{1,40}?)\s*\([\p{L}\d .]{1,25}\)$/u, '$1')
      // ("Krähenfeld (Oder) 15230": so too before the postcode printed after the town; town-qualifier.ts gives a name back.)
      .replace(/^(\p{Lu}[\p{L}'’\- ]{1,40}?)\s*\([\p{L} .]{1,25}\)(?=\s+\d[\d -]{2,8}$)/u, '$1')
      .replace(/\s+cedex(?:\s+\d{1,2})?$/iu, ''))
    .filter(Boolean)
    .flatMap(splitGluedPlace)
    // Two-byte (../two-byte.ts): a part of two letters ("NY") may be one-byte, and the street patterns are large to compile twice.
    .map(twoByte), joined);
  const out: AddressParts = {};
  // A postcode read from its label ("PIN: 560034", "C.P. 06600"): the town is the part after it or, at the end, before it.
  let labelledZipAt = -1;
  const used = new Set<number>();
  let streetAt = -1;
  // "5560 Example Point, Townley, GA 30301-1234": a US address's order, read whole before the parts one by one.
  const us = usStreetTownState(parts, joined);
  if (us) {
    Object.assign(out, us.parts);
    for (const j of us.claimed) used.add(j);
    streetAt = us.streetAt;
  }
  parts.forEach((part, i) => {
    if (us?.claimed.includes(i)) return;
    let m: RegExpMatchArray | null;
    // "〒100-0001": the Japanese postcode mark makes the number a postcode wherever it stands.
    if ((m = part.match(JP_POSTCODE)) && !out.zip) { out.zip = m[1] ?? ''; used.add(i); return; }
    // "CEP 13015-904": a CEP after other parts, or with its label anywhere (alone, a bare number is too little to go on).
    if ((m = part.match(BR_CEP)) && !out.zip && (i > 0 || /^cep/iu.test(part))) { out.zip = m[1] ?? ''; used.add(i); return; }
    // "Jardim Aurora Sorocaba/SP": a district before the town, nothing between them, is no part of the town's name.
    if ((m = part.match(PLACE_SLASH_STATE)) && !out.city) {
      out.city = townOf((m[1] ?? '').trim());
      out.state = part.slice(-2);
      used.add(i);
      return;
    }
    // "18035-060 Sorocaba/SP": the CEP before the town and its state's code.
    const cepPlace = part.match(CEP_THEN_PLACE);
    const statePlace = cepPlace?.[2]?.match(PLACE_SLASH_STATE);
    if (cepPlace && statePlace && !out.city && !out.zip) {
      out.zip = cepPlace[1] ?? '';
      out.city = townOf((statePlace[1] ?? '').trim());
      out.state = part.slice(-2);
      used.add(i);
      return;
    }
    // "…, Recanto – SP, 13015-904": a Brazilian state's code after the town (a US state of the same letters is read below);
    // "Vila Brava Campo das Flores – GO": the town after its district.
    const stateTown = i > 0 && BR_STATE.test(part) && !isUsState(part) && !out.city && !used.has(i - 1) ? brStateTown(parts[i - 1] ?? '') : undefined;
    if (stateTown) {
      out.city = stateTown;
      out.state = part;
      used.add(i - 1);
      used.add(i);
      return;
    }
    // "S/O Name Surname", "Near Bus Stand", "Opp. City Hospital": a parent named before the address, a landmark after the street.
    if (isParentOrLandmark(part)) { used.add(i); return; }
    if (opensWith(part, 'pPcCzZ') && (m = part.match(LABELLED_POSTCODE)) && !out.zip) {
      out.zip = (m[1] ?? '').toUpperCase();
      // "PIN" is India's word for its postcode.
      if (part.slice(0, 3).toLowerCase() === 'pin') out.region = 'IN';
      labelledZipAt = i;
      used.add(i);
      return;
    }
    // "P.O. Box 4521-00100": the box, then its post office's postcode after a dash (Kenya).
    if (part.includes('-') && opensWith(part, 'pP') && (m = part.match(PO_BOX_WITH_CODE)) && !out.street) {
      out.street = m[1] ?? '';
      if (!out.zip) out.zip = m[2] ?? '';
      out.region = 'KE';
      streetAt = i;
      used.add(i);
      return;
    }
    // "PO Box 4521", "Postfach 12 34": a post-office box stands where the street would.
    if (PO_BOX.test(part) && !out.street) { out.street = part; streetAt = i; used.add(i); return; }
    // "Quellenweg 20 Kellbach 10115": the street, the town and its postcode in one run, parted by spaces alone (a web template's
    // "address city postalCode"). Only a short part is tried: the street's lazy run would be tried at every space of a long one.
    if (!out.zip && !out.city && !out.street && part.length <= 100 && (m = part.match(STREET_TOWN_ZIP)) && isStreet(m[1] ?? '')
      && (m[2] ?? '').split(/\s+/).length <= MAX_CITY_WORDS) {
      out.street = m[1] ?? '';
      out.city = m[2] ?? '';
      out.zip = m[3] ?? '';
      streetAt = i;
      used.add(i);
      return;
    }
    const tail = streetTail(part);
    if ((tail !== part || isStreet(part) || joined.has(part)) && !out.street && !isDutchTownLine(part)) {
      out.street = tail.replace(/\.$/, '');
      streetAt = i;
      used.add(i);
      // "12 Birch Hollow, 30301": a postcode alone that ends the line is the street's, as after a street without its kind.
      const zipAlone = i + 2 === parts.length && !out.zip ? (parts[i + 1] ?? '').match(ZIP_ONLY) : null;
      if (zipAlone) { out.zip = zipAlone[1] ?? ''; used.add(i + 1); }
      return;
    }
    // "Orchard End, 90 Harbour View": a British house's name says the numbered words after it are its street, with no
    // postcode beside them (the town line may stand below).
    const afterHouse = parts[i + 1] ?? '';
    if (!out.street && /^\d/.test(afterHouse) && isHouseName(part) && isStreetShaped(afterHouse)) {
      out.street = `${part}, ${afterHouse}`;
      streetAt = i + 1;
      used.add(i);
      used.add(i + 1);
      return;
    }
    // "Dist. Pune", "Pune Dist.": the district named after its town (India), which is the town where no other part names one.
    if (part.includes('ist') && (m = part.match(DISTRICT_MARK)) && CITY.test((m[1] ?? m[2] ?? '').trim())) {
      if (!out.city) out.city = (m[1] ?? m[2] ?? '').trim();
      used.add(i);
      return;
    }
    // "Town, Telangana", "Town, Lagos State", "Town, CDMX": a state after its town (world-postcodes.ts).
    const region = i > 0 ? stateCountry(part) : undefined;
    if (region) {
      out.region = region;
      const prev = parts[i - 1] ?? '';
      if (!out.city && !used.has(i - 1) && CITY.test(prev) && !isStreet(prev) && prev.split(/\s+/).length <= MAX_CITY_WORDS) {
        out.city = prev;
        used.add(i - 1);
      }
      used.add(i);
      return;
    }
    if ((m = part.match(NL_ZIP_CITY)) && !out.zip) { out.zip = m[1] ?? ''; out.city = (m[2] ?? '').trim(); used.add(i); return; }
    if ((m = part.match(CITY_LATE_ZIP)) && !out.zip && (m[1] ?? '').trim().split(/\s+/).length <= MAX_CITY_WORDS) {
      out.zip = m[2] ?? m[3] ?? '';
      out.city = (m[1] ?? '').trim();
      const region = m[3] ? 'AU' : sixDigitRegion(out.zip, out.city);
      if (region) out.region = region;
      used.add(i);
      return;
    }
    if ((m = part.match(LATE_ZIP_ALONE)) && !out.zip) {
      out.zip = m[1] ?? '';
      // An Irish county between the town and the Eircode ("Town, Co. Kerry, V92 X2Y3") is no town.
      const at = /^(?:Co\.|County)\s/u.test(parts[i - 1] ?? '') ? i - 2 : i - 1;
      // "Dublin 4, D04 X2Y3": the number after the town names its postal district.
      const town = (parts[at] ?? '').replace(/\s\d{1,2}$/u, '');
      if (at >= 0 && !out.city && !used.has(at) && CITY.test(town) && !isStreet(town) && town.split(/\s+/).length <= MAX_CITY_WORDS) {
        out.city = town;
        used.add(at);
      }
      used.add(i);
      return;
    }
    // "34710 Kadıköy/İstanbul": a Turkish town line names the district, then the province, the town (built only for a slash).
    if (part.includes('/') && !out.zip && (m = part.match(zipDistrictProvince()))) {
      out.zip = m[1] ?? '';
      out.city = (m[2] ?? '').trim();
      used.add(i);
      return;
    }
    if (streetAt >= 0 && streetAt === i - 1 && !out.zip && !out.city && (m = part.match(POSTCODE_SMALL_TOWN))) {
      out.zip = m[1] ?? '';
      out.city = m[2] ?? '';
      used.add(i);
      return;
    }
    if ((m = part.match(ZIP_CITY)) && !out.zip) {
      // "(C1425) Buenos Aires": the brackets are no part of the postcode.
      out.zip = (m[1] ?? '').startsWith('(') ? (m[1] ?? '').slice(1, -1) : m[1] ?? '';
      out.city = townOfSpacedZip(out.zip, (m[2] ?? '').trim());
      // "27601 Raleigh NC": a ZIP, the town and its state's code (a template's order): the code is the state's, not the town's.
      const stated = /^\d{5}(?:-\d{4})?$/u.test(out.zip) ? out.city.match(TOWN_AND_STATE) : null;
      if (stated) { out.city = stated[1] ?? ''; out.state = stated[2] ?? ''; }
      used.add(i);
      return;
    }
    if ((m = part.match(CITY_STATE_ZIP)) && !out.city) { out.city = m[1] ?? ''; out.zip = m[2] ?? ''; used.add(i); return; }
    // "Berlin 10115", "Gdańsk 80-827": the town, then its postcode, as web templates print a résumé's fields in their order.
    if (!out.zip && !out.city && (m = part.match(TOWN_THEN_ZIP)) && townBeforeZipFits(m[1] ?? '', m[2] ?? '') && !isStreet(part)
      && !isUsState(part)) {
      out.city = (m[1] ?? '').trim();
      out.zip = m[2] ?? '';
      used.add(i);
      return;
    }
    const uk = part.match(UK_POSTCODE);
    if (uk && !out.zip) {
      const rest = part.replace(uk[0], '').trim();
      out.zip = (uk[1] ?? '').toUpperCase();
      if (CITY.test(rest)) out.city = rest;
      else if (i > 0 && !used.has(i - 1) && CITY.test(parts[i - 1] ?? '')) out.city = parts[i - 1] ?? '';
      // "9 Larkspur Lane, BS1 4DJ, Bristol": the postcode alone between the street and the town.
      else if (rest === '' && streetAt === i - 1 && i + 2 === parts.length && isTownPart(parts[i + 1] ?? '')) {
        out.city = parts[i + 1] ?? '';
        used.add(i + 1);
      }
      used.add(i);
      return;
    }
    if (i > 0 && isUsState(part) && !out.city) {
      const prev = parts[i - 1] ?? '';
      // (A Brazilian state's code may read as a US state's: "Parque Aurora Campo Grande – MS" is the town after its district.)
      if (!used.has(i - 1) && CITY.test(prev)) { out.city = townOf(prev); out.state = part.trim().replace(/\s+\d.*$/u, ''); used.add(i - 1); }
      const zip = part.trim().match(STATE_ZIP)?.[1];
      if (zip) out.zip = zip;
      // "Raleigh, NC, 27601": the ZIP as a part of its own after the state's.
      else if (!out.zip && /^\d{5}(?:-\d{4})?$/u.test((parts[i + 1] ?? '').trim())) {
        out.zip = (parts[i + 1] ?? '').trim();
        used.add(i + 1);
      }
      used.add(i);
      return;
    }
    // "Strada Lungă nr. 5, 400100, Dealu Mare": a postcode alone (up to six digits) between the street and the place.
    // ("Rua das Flores, 55, 1100-148, Lisboa": a postcode of another shape stands there too.)
    if (!out.zip && streetAt === i - 1 && (/^\d{4,6}$/.test(part) || ZIP_ONLY.test(part)) && CITY.test(parts[i + 1] ?? '')
      && !isStreet(parts[i + 1] ?? '') && (parts[i + 1] ?? '').split(/\s+/).length <= MAX_CITY_WORDS) {
      out.zip = part.match(ZIP_ONLY)?.[1] ?? part;
      out.city = parts[i + 1] ?? '';
      used.add(i);
      used.add(i + 1);
      return;
    }
    // "Greendale, USA-04120", "Tóváros, 6720": a postcode alone (a country code may precede it) after the city.
    // ("Praha 4, 149 00": the number after the town names its postal district, as before the town.)
    m = part.match(ZIP_ONLY) ?? (opensWith(part, '0123456789') ? part.match(WORLD_ZIP_ALONE) : null);
    const townBefore = m ? townOfSpacedZip(m[1] ?? '', parts[i - 1] ?? '') : '';
    if (m && !out.zip && i > 0 && !used.has(i - 1) && CITY.test(townBefore) && !isStreet(townBefore)) {
      out.zip = m[1] ?? '';
      if (!out.city) out.city = townBefore;
      const region = sixDigitRegion(out.zip, townBefore);
      if (region) out.region = region;
      used.add(i - 1);
      used.add(i);
      return;
    }
    // "12 Harbour Reach, 94016", "Am Mühlbach 3, 80331 München", "Kerkhof 7-B, 1234 AB Dorp": words and a house number right
    // before a postcode are a street even without a street word.
    // So are they before a town and a postcode alone after it ("Lipová 7, Dolní-Lhota, 708 00"; an Irish estate, its town
    // and the Eircode: "39 Example Park, Dublin 4, D04 X2Y3"; "29 Example View, Durban, 4051").
    const zipAfterTown = parts[i + 2] ?? '';
    const townThenZip = CITY.test((parts[i + 1] ?? '').replace(/\s\d{1,2}$/u, '')) && !isStreet(parts[i + 1] ?? '')
      && (ZIP_ONLY.test(zipAfterTown) || LATE_ZIP_ALONE.test(zipAfterTown) || WORLD_ZIP_ALONE.test(zipAfterTown));
    // ("23 The Paddocks, Leeds LS2 8JS", "Molenwerf 12, Zeestad 1012 AB", "Am Anger 702, Kellbach 25342": before a town and the
    // postcode printed after it.)
    if (!out.street && i + 1 < parts.length && isStreetShaped(part)
      && ([ZIP_ONLY, ZIP_CITY, NL_ZIP_CITY].some((re) => re.test(parts[i + 1] ?? '')) || townThenZip || isTownThenPostcode(parts[i + 1] ?? '')
        // (The town before five digits is the order of web templates; a year there is a job's: "Werkstudent 2018, Kellbach 20195".)
        || (TOWN_THEN_ZIP.test(parts[i + 1] ?? '') && !/(?:^|\s)(?:19|20)\d\d$/u.test(part)))) {
      out.street = part;
      used.add(i);
      const zip = (parts[i + 1] ?? '').match(ZIP_ONLY)?.[1];
      if (zip) { out.zip = zip; used.add(i + 1); }
      return;
    }
    // "6720 Szeged, Szabadság liget 93.": the postcode and town first (Hungarian order), then words and a house number that
    // end the line (a country may follow) are the street, as before a postcode.
    const endsLine = i === parts.length - 1 || (i === parts.length - 2 && isCountry(parts[i + 1] ?? ''));
    if (!out.street && i > 0 && endsLine && out.zip && out.city && used.has(i - 1) && isStreetShaped(part)) {
      out.street = part.replace(/\.$/u, '');
      used.add(i);
      return;
    }
    // Any country's name in the CV languages (country-names.ts) only where it ends the line, as a country does: many towns
    // share a country's name in some language ("Salvador – BA, 40020-010").
    if (i > 0 && (isCountry(part) || (i === parts.length - 1 && isListedCountryName(part))) && !out.city) {
      out.country = part;
      // "Pietralta, Lazio, Italy" → Pietralta; "Dong-gu, Haesong, Korea" → Haesong (a district comes first).
      // Only the run of short place names right before the country: "Data Engineer, Turin, Italy" is not in Data Engineer.
      const free: { p: string; j: number }[] = [];
      for (let j = i - 1; j >= 0 && !used.has(j) && CITY.test(parts[j] ?? '') && (parts[j] ?? '').split(/\s+/).length <= MAX_CITY_WORDS; j--) {
        free.unshift({ p: parts[j] ?? '', j });
      }
      const pick = free.length > 1 && DISTRICT.test(free[0]?.p ?? '') ? free[1] : free[0];
      if (pick) { out.city = pick.p; used.add(pick.j); }
    }
  });
  if (labelledZipAt >= 0 && !out.city) {
    const town = [labelledZipAt + 1, labelledZipAt - 1].find((j) => j >= 0 && j > streetAt && !used.has(j) && isTownPart(parts[j] ?? ''));
    if (town !== undefined) { out.city = parts[town] ?? ''; used.add(town); }
  }
  // "Rua X, nº 12, Bairro Y, Town", "P.O. Box 4521-00100, Town": after the street, the last part is the town, with at most one
  // part between (a suburb where a postcode was read, else a part named a locality by its word).
  if (out.street && !out.city) {
    const free = parts.map((_, j) => j).filter((j) => j > streetAt && !used.has(j));
    const last = free.at(-1);
    if (last !== undefined && free.length <= 2 && last === parts.length - 1 - [...used].filter((j) => j > last).length && isTownPart(parts[last] ?? '')
      && (out.zip || streetAt + 1 === last || (free.length === 2 && LOCALITY.test(parts[free[0] ?? -1] ?? '')))) {
      out.city = parts[last] ?? '';
      used.add(last);
    }
  }
  // "12 Harbour Road, Portview 4051", "…, Suburb, Portview 4051, New Zealand": after the street, a town and four digits with
  // only a space between (New Zealand, South Africa, Australia without its state) end the address: the town and its postcode.
  if (out.street && !out.city && !out.zip) {
    const end = out.country && parts.at(-1) === out.country ? parts.length - 2 : parts.length - 1;
    const town = end > streetAt && end - streetAt <= 2 && !used.has(end) ? townAndFourDigits(parts[end] ?? '') : undefined;
    if (town) { out.city = town.city; out.zip = town.zip; used.add(end); }
  }
  // "Ivy House, 2 Meadowbank, Town POSTCODE": a British house's name before the numbered street is part of the street.
  const house = parts[streetAt - 1] ?? '';
  if (out.street && streetAt > 0 && !used.has(streetAt - 1) && /^\d/.test(out.street) && isHouseName(house)) {
    out.street = `${house}, ${out.street}`;
  }
  // "Barrio Norte, Avenida del Lago, Villaclara": a street printed without its number, then the place
  // that ends the line. Only a word that names nothing but a street may lead (not "St", "Ring", "Way").
  const last = parts.length - 1;
  if (!out.street && !out.city && !out.zip && last >= 1 && STREET_LEAD.test(parts[last - 1] ?? '') && !/\d/.test(parts[last - 1] ?? '')
    && CITY.test(parts[last] ?? '') && (parts[last] ?? '').split(/\s+/).length <= MAX_CITY_WORDS) {
    return { street: parts[last - 1] ?? '', city: parts[last] ?? '' };
  }
  // "Tóvároska, M.O.": a place and its region's abbreviation, nothing else on the line.
  if (parts.length === 2 && !out.street && !out.city && !out.zip && REGION_ABBREVIATION.test(parts[1] ?? '') && CITY.test(parts[0] ?? '')
    && (parts[0] ?? '').split(/\s+/).length <= MAX_CITY_WORDS) {
    return { city: parts[0] ?? '' };
  }
  // "Poznań, ul. Wrzosowa 5/6": the town, then the street, and nothing else.
  // (Not a house's name the street was read with: "Orchard End, 90 Harbour View".)
  if (streetAt === 1 && parts.length === 2 && !out.city && !out.zip && !used.has(0) && CITY.test(parts[0] ?? '') && !isStreet(parts[0] ?? '')
    && !isCountry(parts[0] ?? '')
    && (parts[0] ?? '').split(/\s+/).length <= MAX_CITY_WORDS) {
    out.city = parts[0] ?? '';
    out.cityBeforeStreet = true;
  }
  // "Birkenweg 7, Köln": a street, then a place name that ends the address, without a postcode.
  const after = parts[streetAt + 1] ?? '';
  if (streetAt >= 0 && !out.city && !out.zip && streetAt + 2 === parts.length && !used.has(streetAt + 1) && CITY.test(after)
    && after.split(/\s+/).length <= MAX_CITY_WORDS && !LOCALITY.test(after)) {
    out.city = after;
  }
  return out;
}
