// Numbers in digits of another script (generateCv(seed, { digits: true }), wild CVs, drawn from a stream of its own after
// every other draw, so the people, jobs, schools and the earlier classes of a CV stay what they were). A CV typed with an
// Arabic, Persian or Japanese keyboard prints its phone and birth date in that keyboard's digits. One digit form a CV:
// - 'arabic-indic': the phone and the birth date in Arabic-Indic digits ("+٤٩ ١٥١ …"); the truth is unchanged;
// - 'persian': the same in Extended Arabic-Indic (Persian) digits ("۰۶ ۱۲ …"); the truth is unchanged;
// - 'solar-hijri': the birth date printed as a Solar Hijri date in Persian digits under the birth label
//   ("Date of birth: ۱۳۶۸/۰۵/۱۲"), the phone in Persian digits: the truth's birth date is empty, since a Gregorian date read
//   from the Solar Hijri year (1368 as a year of the common era, or 05/12 as a month and day) would be made up;
// - 'fullwidth': the phone and the birth date in full-width digits, as a Japanese or Chinese input method types them
//   ("０９０-１２３４-５６７８"); the truth is unchanged;
// - 'plain': as before.
// Only the DOCX prints the other digits (the PDF writer sets Helvetica only, which has none of them): the PDF prints ASCII
// digits, the same CV as before, so the DOCX is the test. A CV with neither a phone nor a birth date printed stays 'plain'.
import { rng } from './generate.mjs';

export const DIGIT_FORMS = ['arabic-indic', 'persian', 'solar-hijri', 'fullwidth', 'plain'];

const ZERO = { 'arabic-indic': 0x0660, persian: 0x06f0, 'solar-hijri': 0x06f0, fullwidth: 0xff10 };

/** The text with its ASCII digits written in the form's digits. */
export function inDigits(form, text) {
  const zero = ZERO[form];
  return zero === undefined ? text : text.replace(/[0-9]/g, (d) => String.fromCharCode(zero + Number(d)));
}

// Days in each Solar Hijri month: six of 31, five of 30, then 29 (30 in a leap year, which this sketch never needs exactly).
const HIJRI_MONTHS = [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 29];

/** A Gregorian ISO date as a Solar Hijri "YYYY/MM/DD" (the year starts at the March equinox, 21 March in most years). */
export function solarHijri(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  const day = (year, month, date) => Date.UTC(year, month - 1, date) / 86_400_000;
  const afterNowruz = day(y, m, d) >= day(y, 3, 21);
  const start = afterNowruz ? day(y, 3, 21) : day(y - 1, 3, 21);
  let left = day(y, m, d) - start;
  let month = 0;
  while (left >= HIJRI_MONTHS[month]) left -= HIJRI_MONTHS[month++];
  const pad = (n) => String(n).padStart(2, '0');
  return `${afterNowruz ? y - 621 : y - 622}/${pad(month + 1)}/${pad(left + 1)}`;
}

/** The CV with its digit form drawn (`style.digits` = { form, phone, birth }: the printed phone and birth line). */
export function withDigitForm(cv) {
  const r = rng((cv.seed ^ 0xd161) * 23 + 5);
  let form = r.pick(DIGIT_FORMS);
  const w = cv.style.wild;
  if (!w || (!cv.phone && !w.birth)) form = 'plain';
  // The Solar Hijri date replaces a labelled date only: prose ("Born …") keeps its own words around the date.
  if (form === 'solar-hijri' && !(w.birth?.includes(':') && cv.birth)) form = 'persian';
  const out = { ...cv, style: { ...cv.style, digits: { form } } };
  if (form === 'plain') return out;
  const d = out.style.digits;
  if (cv.phone) d.phone = [cv.phone, inDigits(form, cv.phone)];
  if (form === 'solar-hijri') {
    // The label stays as the language writes it; only the date is the Solar Hijri one (in ASCII digits in the PDF).
    const birth = `${w.birth.slice(0, w.birth.indexOf(':') + 1)} ${solarHijri(cv.birth)}`;
    out.style.wild = { ...w, birth };
    out.birth = '';
    d.birth = [birth, inDigits(form, birth)];
  } else if (w.birth) d.birth = [w.birth, inDigits(form, w.birth)];
  return out;
}

/** The text as a DOCX prints it: the phone and the birth line in the drawn digits (none drawn: as it is). */
export function digitText(cv, text) {
  const d = cv.style.digits;
  if (!d || d.form === 'plain' || typeof text !== 'string') return text;
  let out = text;
  for (const pair of [d.phone, d.birth]) if (pair) out = out.split(pair[0]).join(pair[1]);
  return out;
}
