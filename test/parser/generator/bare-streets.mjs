// Streets named without a street word (generateCv(seed, { bareStreets: true }), drawn from a stream of its own after every
// other draw, so the people, jobs, schools and the earlier classes of a CV stay what they were). Many countries name streets
// by a bare name and a number: Danish, Norwegian, Swedish and Dutch compounds whose last part is no street word
// ("Vesterhave 14", "Furuhaugen 3", "Lövängen 4", "Molenwerf 12"), German "Am Anger 5", Polish streets without "ul.",
// Hungarian "sétány", "rakpart", "lakótelep", Italian "Borgo …", "Contrada …", Portuguese "Quinta …", "Calçada …", Spanish
// "Cuesta …", "Urbanización …", French "Clos …", "Hameau …", British estates ("14 Beechwood Park") and house names. One
// form a CV:
// - 'line': the street and the town line on one line ("Vesterhave 14, 8000 Aarhus"), or as a piece of a one-line block;
// - 'over-town': the street over the town line;
// - 'over-number': the name over its house number, alone on its line or after its mark ("Nr. 5", "nº 12"), over the town
//   line (a narrow box broke before the number); not for number-first languages (English, French), which print 'over-town';
// - 'house-name' (English only): a house's name before the numbered street, on the street's line after a comma or on a line
//   of its own above it ("Rose Cottage" ↵ "7 Orchard Rise" ↵ "Leeds LS2 8JS"): the truth's street holds both;
// - 'plain': as before.
// Only where the CV prints a plain street over its town line (country-addresses.mjs) and no other address class drew a form;
// a one-line block prints 'line' (its address is one piece). The truth is the street as printed on one line, the postcode
// and the town. The street names are invented.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';
import { printsPlainAddress } from './country-addresses.mjs';

export const BARE_FORMS = ['line', 'over-town', 'over-number', 'house-name', 'plain'];

// Invented bare names, in each language's way of naming streets without a street word.
const BARE = {
  en: ['Harbour View', 'Meadowbank', 'Beechwood Park', 'The Paddocks', 'Orchard Rise', 'Kingsmead', 'Foxglove Chase', 'Heron Reach'],
  de: ['Am Anger', 'Hohe Wiese', 'Im Winkel', 'Auf der Heide', 'Sonnenhang', 'Zum Kirchberg', 'Unter den Eichen', 'Mühlenkamp'],
  fr: ['Clos des Vignes', 'Hameau des Chênes', 'Sentier du Moulin', 'Cité des Fleurs', 'Parvis des Arts', 'Lotissement Les Érables'],
  es: ['Mirador del Parque', 'Cuesta de San Blas', 'Cañada Real', 'Los Almendros', 'Urbanización El Pinar', 'Ribera del Sol'],
  it: ['Borgo San Rocco', 'Contrada Fiumara', 'Salita dei Cappuccini', 'Vico Lungo', 'Lungomare dei Pini', 'Riva del Sole'],
  pl: ['Jaworowa', 'Kwiatowa', 'Osiedle Zielone', 'Pod Lipami', 'Rynek Dolny', 'Zielona Dolina'],
  hu: ['Napfény sétány', 'Dunai rakpart', 'Béke lakótelep', 'Tavasz fasor', 'Tölgyes Imre u.', 'Szabadság liget'],
  nl: ['Molenwerf', 'Wilgenhof', 'Zuiderhaven', 'Lindeveld', 'Het Hoogeland', 'De Kempkes', 'Oude Markt', 'Achter de Linden'],
  pt: ['Quinta dos Pinheiros', 'Calçada do Castelo', 'Beco das Flores', 'Azinhaga da Fonte', 'Ladeira do Sol', 'Urbanização Vale Verde'],
  da: ['Vesterhave', 'Søndermarken', 'Lindehøj', 'Bakkedraget', 'Engtoften', 'Kirkeløkken', 'Strandlyst', 'Nørre Toft'],
  no: ['Furuhaugen', 'Bjerkelia', 'Solhøgda', 'Nordre Åsen', 'Granåsen', 'Skogly', 'Kleivane'],
  sv: ['Lövängen', 'Björkhagen', 'Tallåsen', 'Ekliden', 'Sjöbo', 'Norra Gärdet', 'Rönnbacka'],
};
const HOUSE_NAMES = ['Rose Cottage', 'Ivy House', 'The Old Forge', 'Holly Lodge', 'Orchard End'];
// The house number's mark on a line of its own, as some print it under the name (none: the number alone).
const NUMBER_MARKS = { de: ['', 'Nr. '], es: ['', 'nº '], it: ['', 'n. '], pt: ['', 'nº '], nl: [''], pl: [''], hu: [''], da: ['', 'nr. '],
  no: [''], sv: [''] };
const NUMBER_FIRST = new Set(['en', 'fr']);

/** The CV with its bare-street form drawn (`style.bareStreet` = { form, lines }). */
export function withBareStreet(cv) {
  const r = rng((cv.seed ^ 0xba5e) * 53 + 17);
  let form = r.pick(BARE_FORMS);
  const name = r.pick(BARE[cv.lang] ?? ['x']);
  const house = 1 + r.int(120);
  const houseName = r.pick(HOUSE_NAMES);
  const mark = r.pick(NUMBER_MARKS[cv.lang] ?? ['']);
  const houseNameApart = r.next() < 0.5;
  const s = cv.style;
  const other = [s.countries?.form, s.spaced?.form, s.townLines?.form, s.personal?.form, s.openAddress?.form, s.world?.form]
    .some((f) => f !== undefined && f !== 'plain');
  if (!printsPlainAddress(cv) || other || !BARE[cv.lang] || s.hard?.state) form = 'plain';
  if (form === 'house-name' && cv.lang !== 'en') form = 'over-town';
  if (form === 'over-number' && NUMBER_FIRST.has(cv.lang)) form = 'over-town';
  // A one-line block prints the address as one piece.
  if (form !== 'plain' && cv.style.contact === 'one-line') form = 'line';
  const out = { ...cv, address: { ...cv.address }, style: { ...cv.style, bareStreet: { form } } };
  if (form === 'plain') return out;
  const v = VOCAB[cv.lang];
  const numbered = v.street(house, name);
  const street = form === 'house-name' ? `${houseName}, ${numbered}` : numbered;
  out.address.street = street;
  const townLine = v.cityLine(cv.address.zip, cv.address.city);
  const b = out.style.bareStreet;
  if (form === 'line') b.lines = [cv.lang === 'hu' ? `${townLine}, ${street}` : `${street}, ${townLine}`];
  if (form === 'over-town') b.lines = [street, townLine];
  if (form === 'house-name') b.lines = houseNameApart ? [houseName, numbered, townLine] : [street, townLine];
  if (form === 'over-number') {
    // "Vesterhave" ↵ "14": the name, then the number with what the language prints after it ("12/3", "4.").
    const number = `${mark}${numbered.slice(name.length).replace(/^,?\s*/u, '')}`;
    b.lines = [name, number, townLine];
    out.address.street = `${name} ${number}`;
  }
  return out;
}

/** The address lines of a bare-street form, or undefined when none was drawn. */
export const bareStreetLines = (cv) => cv.style.bareStreet?.lines;
