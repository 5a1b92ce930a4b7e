// Numbers in digits of another script (generateCv(seed, { digits: true }), wild CVs, drawn from a stream of its own after
// every other draw, so the people, jobs, schools and the earlier classes of a CV stay what they were). A CV typed with an
// Arabic, Persian or Japanese keyboard prints its phone and birth date in that keyboard's digits. One digit form a CV:
// - 'arabic-indic': the phone and the birth date in Arabic-Indic digits ("+٤٩ ١٥١ …"); the truth is unchanged;
// - 'persian': the same in Extended Arabic-Indic (Persian) digits ("۰۶ ۱۲ …"); the truth is unchanged;
// - 'solar-hijri': the birth date printed as a Solar Hijri date in Persian digits under the birth label
//   ("Date of birth: ۱۳۶۸/۰۵/۱۲"), the phone in Persian digits: the truth's birth date is the Gregorian day it names (ICU's
//   Persian calendar prints it), not a date read from the Solar Hijri year as if it were one of the common era;
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

// ICU's Persian calendar (Node's Intl), exact to the day, leap years included: the truth's date printed as an Iranian CV would.
const PERSIAN = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });

/** A Gregorian ISO date as a Solar Hijri "YYYY/MM/DD" (the year starts at the March equinox). */
export function solarHijri(iso) {
  const parts = Object.fromEntries(PERSIAN.formatToParts(new Date(`${iso}T00:00:00Z`)).map((p) => [p.type, p.value]));
  const pad = (n) => String(n).padStart(2, '0');
  return `${parts.year}/${pad(parts.month)}/${pad(parts.day)}`;
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
