// Addresses whose street and town line stand on one line apart by a sign that is no comma (generateCv(seed, { openAddresses:
// true }), drawn from a stream of its own after every other draw, so the people, jobs, schools and the earlier classes of a
// CV stay what they were). One form a CV:
// - 'slash': the street, a slash, the town line ("Lindenweg 5 / 12345 Tannbach");
// - 'dash': the street, a spaced dash, the town line ("Lindenweg 5 – 12345 Tannbach");
// - 'bare-dash': a street named without a street word ("Ostring 5", "Am Anger 7", "Molenwerf 12"), a spaced dash, the town
//   line, in German and Dutch CVs, whose streets are often so named; elsewhere 'dash';
// - 'plain': as before.
// Only where the CV prints a plain street over its town line (country-addresses.mjs) and the town line opens with the
// postcode (not English or Hungarian). The truth is the street, the postcode and the town as printed.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';
import { printsPlainAddress } from './country-addresses.mjs';

export const OPEN_ADDRESS_FORMS = ['slash', 'dash', 'bare-dash', 'plain'];

// Invented street names without a street word, as German and Dutch towns name many of theirs.
const BARE = { de: ['Ostring', 'Am Anger', 'Hohe Wiese', 'Im Winkel', 'Auf der Heide', 'Lindenhof'], nl: ['Molenwerf', 'Wilgenhof', 'Zuiderhaven', 'Lindeveld'] };

/** The CV with its open-address form drawn (`style.openAddress` = { form, lines }). */
export function withOpenAddress(cv) {
  const r = rng((cv.seed ^ 0x0a5d) * 47 + 13);
  let form = r.pick(OPEN_ADDRESS_FORMS);
  const dash = r.pick(['–', '-', '—']);
  const bare = `${r.pick(BARE[cv.lang] ?? ['x'])} ${1 + r.int(90)}`;
  const s = cv.style;
  const other = [s.countries?.form, s.spaced?.form, s.townLines?.form, s.personal?.form].some((f) => f !== undefined && f !== 'plain');
  if (!printsPlainAddress(cv) || other || ['en', 'hu'].includes(cv.lang)) form = 'plain';
  if (form === 'bare-dash' && !BARE[cv.lang]) form = 'dash';
  const out = { ...cv, address: { ...cv.address }, style: { ...cv.style, openAddress: { form } } };
  if (form === 'plain') return out;
  if (form === 'bare-dash') out.address.street = bare;
  const { street, zip, city } = out.address;
  const townLine = VOCAB[cv.lang].cityLine(zip, city);
  out.style.openAddress.lines = [form === 'slash' ? `${street} / ${townLine}` : `${street} ${dash} ${townLine}`];
  return out;
}

/** The address line of an open-address form, or undefined when none was drawn. */
export const openAddressLines = (cv) => cv.style.openAddress?.lines;
