// Town lines the other classes do not print (generateCv(seed, { townLines: true }), drawn from a stream of its own after every
// other draw, so the people, jobs, schools and the earlier classes of a CV stay what they were). One form a CV:
// - 'district-after': a Czech street over its town with the district after a dash and the postcode after a comma
//   ("Praha 4 – Chodov, 149 00", "Ostrava – Poruba, 708 00"): the truth's town is the town, its postcode the postcode;
// - 'joined-district': the same with the district joined by a hyphen without spaces ("Ostrava-Poruba, 708 00"): such a
//   hyphen also joins the names of towns of their own, so the truth's town is the whole joined word;
// - 'town-country': the town and its country alone on a line ("Lyon, France", "Köln, Deutschland"), no street and no
//   postcode, the country in English or in the CV's language: the truth's town is the town, street and postcode empty;
// - 'town-abroad': a town in another country and that country alone on a line ("Nairobi, Kenia", "Hanoi, Vietnam"), the
//   country's name in English or in the CV's language (ICU's region names, Intl.DisplayNames): the truth's town is the town;
// - 'plain': as before.
// Only where the CV prints a plain street over its town line (country-addresses.mjs). The words avoid letters the PDF writer's
// Helvetica lacks (č, ř, ě, ů, ň).
import { rng } from './generate.mjs';
import { printsPlainAddress } from './country-addresses.mjs';
import { inLang } from './more-langs.mjs';

export const TOWN_LINE_FORMS = ['district-after', 'joined-district', 'town-country', 'town-abroad', 'plain'];

// Real towns with a postcode of one of their districts and the district's name (general knowledge); Prague's districts by number.
const DISTRICTS = [['Praha', '149 00', 'Chodov', '4'], ['Praha', '155 00', 'Lužiny', '13'], ['Praha', '182 00', 'Kobylisy', '8'],
  ['Ostrava', '708 00', 'Poruba'], ['Brno', '635 00', 'Bystrc'], ['Olomouc', '779 00', 'Holice'], ['Liberec', '460 06', 'Rochlice']];
const STREETS = ['Lipová', 'Polní', 'Zahradní', 'Na Výsluní', 'Husova', 'Sadová', 'Lesní', 'Krátká'];
// Capitals of countries outside the generator's languages, with their region codes (general knowledge).
const ABROAD = [['Nairobi', 'KE'], ['Hanoi', 'VN'], ['Bogotá', 'CO'], ['Lima', 'PE'], ['Accra', 'GH'], ['Manila', 'PH'],
  ['Santiago', 'CL'], ['Montevideo', 'UY'], ['Tbilisi', 'GE'], ['Oslo', 'NO'], ['Helsinki', 'FI'], ['Zagreb', 'HR']];
// A region's name in a language, or in English where the PDF writer's Helvetica lacks a letter of it.
const regionName = (code, lang) => {
  const own = new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  return /^[\u0020-\u00ff]+$/u.test(own) ? own : new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
};
// Each language's country in its own words and in English.
const COUNTRIES = inLang({
  en: ['United Kingdom', 'United Kingdom'], de: ['Deutschland', 'Germany'], fr: ['France', 'France'], es: ['España', 'Spain'],
  it: ['Italia', 'Italy'], pl: ['Polska', 'Poland'], hu: ['Magyarország', 'Hungary'], nl: ['Nederland', 'Netherlands'],
  pt: ['Portugal', 'Portugal'],
});

/** The CV with its town-line form drawn (`style.townLines` = { form, lines, country }). */
export function withTownLine(cv) {
  const r = rng((cv.seed ^ 0x70a1) * 37 + 5);
  let form = r.pick(TOWN_LINE_FORMS);
  const [town, zip, district, number] = r.pick(DISTRICTS);
  const street = `${r.pick(STREETS)} ${1 + r.int(90)}`;
  const english = r.next() < 0.5;
  const digits = `+420 7${String(r.int(100)).padStart(2, '0')} ${String(r.int(1000)).padStart(3, '0')} ${String(r.int(1000)).padStart(3, '0')}`;
  if (!printsPlainAddress(cv) || (form === 'town-country' && !COUNTRIES[cv.lang])) form = 'plain';
  const out = { ...cv, address: { ...cv.address }, style: { ...cv.style, townLines: { form } } };
  const t = out.style.townLines;
  if (form === 'plain') return out;
  if (form === 'town-abroad') {
    const [town, code] = r.pick(ABROAD);
    t.country = regionName(code, english ? 'en' : cv.lang);
    out.address = { street: '', city: town, zip: '' };
    t.lines = [`${town}, ${t.country}`];
    return out;
  }
  if (form === 'town-country') {
    t.country = COUNTRIES[cv.lang][english ? 1 : 0];
    out.address = { street: '', city: cv.address.city, zip: '' };
    t.lines = [`${cv.address.city}, ${t.country}`];
    return out;
  }
  const joined = form === 'joined-district';
  const printedTown = joined ? `${town}-${district}` : `${town}${number ? ` ${number}` : ''} – ${district}`;
  out.address = { street, city: joined ? `${town}-${district}` : town, zip };
  if (cv.phone) out.phone = digits;
  const cityLine = `${printedTown}, ${zip}`;
  t.lines = cv.style.addressOneLine ? [`${street}, ${cityLine}`] : [street, cityLine];
  return out;
}

/** The address lines of a town-line form, or undefined when none was drawn. */
export const townLines = (cv) => cv.style.townLines?.lines;
