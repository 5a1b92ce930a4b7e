// Addresses in countries whose postcode is three digits, a space and two ("110 00", "040 01", "114 55": Czechia, Slovakia,
// Sweden), for a person who lives there and writes the CV in one of the generator's languages (generateCv(seed,
// { spaced: true }), drawn from a stream of its own after every other draw, so the people, jobs, schools and the earlier
// classes of a CV stay what they were). The truth's address and phone are those of the drawn country. One form a CV:
// - 'cz': a Czech street with its two house numbers ("Lipová 1234/12") and the town with its postcode, Prague with the
//   number of its postal district ("110 00 Praha 1": the truth's town is Praha, the number names a district);
// - 'cz-district': a Czech town and its district after a dash ("149 00 Praha 4 – Chodov", "708 00 Ostrava – Poruba": the
//   truth's town is the town; a hyphen without spaces is left out, since it also joins the names of towns of their own);
// - 'sk': a Slovak street and town ("Hlavná 25, 040 01 Košice");
// - 'se': a Swedish street, its number after it, and town ("Storgatan 12, 114 55 Stockholm");
// - 'plain': as before.
// On one line or over two (street, then postcode and town), as the CV prints its address; only where the CV prints a plain
// street over its town line (country-addresses.mjs). The words avoid letters the PDF writer's Helvetica lacks (č, ř, ě, ů, ň).
import { rng } from './generate.mjs';
import { printsPlainAddress } from './country-addresses.mjs';

export const SPACED_FORMS = ['cz', 'cz-district', 'sk', 'se', 'plain'];

// Real towns with one of their postcodes; Prague's postal districts by number (general knowledge). Street names are common
// words of each language ("linden", "field", "garden"; "main", "church"), numbers drawn.
const PLACES = {
  cz: [['Praha', '110 00', '1'], ['Praha', '120 00', '2'], ['Praha', '140 00', '4'], ['Praha', '160 00', '6'], ['Brno', '602 00'],
    ['Olomouc', '779 00'], ['Liberec', '460 01'], ['Zlín', '760 01']],
  'cz-district': [['Praha', '149 00', 'Chodov', '4'], ['Praha', '155 00', 'Lužiny', '13'], ['Praha', '182 00', 'Kobylisy', '8'],
    ['Ostrava', '708 00', 'Poruba'], ['Brno', '635 00', 'Bystrc'], ['Olomouc', '779 00', 'Holice']],
  sk: [['Bratislava', '811 01'], ['Bratislava', '821 08'], ['Košice', '040 01'], ['Žilina', '010 01'], ['Nitra', '949 01'], ['Banská Bystrica', '974 01']],
  se: [['Stockholm', '114 55'], ['Göteborg', '411 05'], ['Malmö', '211 20'], ['Uppsala', '753 20'], ['Lund', '222 21']],
};
const STREETS = {
  cz: ['Lipová', 'Polní', 'Zahradní', 'Na Výsluní', 'Husova', 'Sadová', 'Lesní', 'Krátká'],
  sk: ['Hlavná', 'Mierová', 'Záhradná', 'Športová', 'Lesná', 'Jarná'],
  se: ['Storgatan', 'Kyrkogatan', 'Skolvägen', 'Björkvägen', 'Ängsvägen', 'Parkgatan'],
};
const PHONES = { cz: '+420 7## ### ###', sk: '+421 90# ### ###', se: '+46 70 ### ## ##' };

/** The CV with its spaced-postcode form drawn (`style.spaced` = { form, lines }). */
export function withSpacedPostcode(cv) {
  const r = rng((cv.seed ^ 0x5ac3) * 29 + 3);
  let form = r.pick(SPACED_FORMS);
  const country = form.slice(0, 2);
  const [town, zip, part, number] = r.pick(PLACES[form] ?? PLACES.cz);
  const name = r.pick(STREETS[country] ?? STREETS.cz);
  const house = 1 + r.int(90);
  const registry = 100 + r.int(2800);
  const digits = (PHONES[country] ?? PHONES.cz).replace(/#/g, () => String(r.int(10)));
  if (!printsPlainAddress(cv)) form = 'plain';
  const out = { ...cv, address: { ...cv.address }, style: { ...cv.style, spaced: { form } } };
  if (form === 'plain') return out;
  // A Czech house has a number in the town's register and one in its street, printed "1234/12".
  const street = form === 'cz' && r.next() < 0.6 ? `${name} ${registry}/${house}` : `${name} ${house}`;
  const printedTown = form === 'cz' && part ? `${town} ${part}` : form === 'cz-district' ? `${town}${number ? ` ${number}` : ''} – ${part}` : town;
  out.address = { street, city: town, zip };
  if (cv.phone) out.phone = digits;
  const cityLine = `${zip} ${printedTown}`;
  out.style.spaced.lines = cv.style.addressOneLine ? [`${street}, ${cityLine}`] : [street, cityLine];
  return out;
}

/** The address lines of a spaced-postcode form, or undefined when none was drawn. */
export const spacedAddressLines = (cv) => cv.style.spaced?.lines;
