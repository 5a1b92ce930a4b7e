// Personal details and a signed declaration at the end of an English CV, as many CVs written in South Asia print them
// (generateCv(seed, { declarations: true }), drawn from a stream of its own after every other class, so nothing else of a
// CV changes). The block names other people (the father, the mother) under labels, and the declaration closes with a
// place, a date that is no birth date, and the candidate's name alone as a signature. One form a CV:
// - 'details': a "Personal Details" block near the end (father's and mother's names, which share the candidate's family
//   name, the birth date, gender, marital status, nationality, the languages known), then the declaration ("I hereby
//   declare that …"), "Place: Town", "Date: dd/mm/yyyy" and the name; the truth's birth date is the printed one;
// - 'permanent-address': the same block with the address under "Permanent Address:" and none in the contact block (the
//   truth: the address as printed there); not in Europass, whose rows print the address in a cell of their own;
// - 'declaration': only the declaration, its place, date and signature;
// - 'plain': as before.
// English CVs only, and not where the CV already prints a birth date (wild CVs, personal blocks); a CV with no printed name
// signs with none.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';

export const DECLARATION_FORMS = ['details', 'permanent-address', 'declaration', 'plain'];

const HEADINGS = ['Personal Details', 'Personal Profile', 'Personal Information'];
const DECLARATIONS = [
  'I hereby declare that the information furnished above is true to the best of my knowledge and belief.',
  'I hereby declare that all the details mentioned above are correct and complete.',
  'I do hereby declare that the above particulars are true and correct to the best of my knowledge.',
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ordinal = (d) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
const pad = (n) => String(n).padStart(2, '0');
// How the birth date is printed: day first with slashes or dashes, or the month's name.
const BIRTH_SHAPES = [
  (y, m, d) => `${pad(d)}/${pad(m)}/${y}`, (y, m, d) => `${pad(d)}-${pad(m)}-${y}`,
  (y, m, d) => `${ordinal(d)} ${MONTHS[m - 1]} ${y}`, (y, m, d) => `${d} ${MONTHS[m - 1].slice(0, 3)} ${y}`,
];
// How a label meets its value: "Label: value", "Label  :  value" or two cells ("Label" | ": value").
const LABEL_STYLES = ['colon', 'spaced', 'cells'];

/** The CV with its declaration form drawn (`style.declarations` = { form, … }). */
export function withDeclaration(cv) {
  const r = rng((cv.seed ^ 0x6c2d) * 37 + 5);
  let form = r.pick(DECLARATION_FORMS);
  const heading = r.pick(HEADINGS);
  const sentence = r.pick(DECLARATIONS);
  const labels = r.pick(LABEL_STYLES);
  const [y, m, d] = [1975 + r.int(25), 1 + r.int(12), 1 + r.int(28)];
  const birthShape = r.pick(BIRTH_SHAPES);
  const signed = `${pad(1 + r.int(28))}/${pad(1 + r.int(12))}/${2025 + r.int(2)}`;
  const father = r.pick(VOCAB.en.given.filter((g) => g !== cv.first));
  const mother = r.pick(VOCAB.en.given.filter((g) => g !== cv.first && g !== father));
  const married = r.pick(['Single', 'Married', 'Unmarried']);
  const gender = r.pick(['Male', 'Female']);
  const s = cv.style;
  if (cv.lang !== 'en' || s.wild || (s.personal?.form ?? 'plain') !== 'plain') form = 'plain';
  // The address moves to the block only where the contact block prints a plain one.
  const plainAddress = s.layout !== 'europass' && [s.persons?.form, s.countries?.form, s.spaced?.form, s.townLines?.form, s.traps?.class,
    s.openAddress?.form].every((f) => f === undefined || f === 'plain') && (s.hard?.contact ?? 'plain') !== 'broken';
  if (form === 'permanent-address' && !plainAddress) form = 'details';
  const out = { ...cv, style: { ...s, declarations: { form } } };
  if (form === 'plain') return out;
  const details = form !== 'declaration';
  if (details) out.birth = `${y}-${pad(m)}-${pad(d)}`;
  Object.assign(out.style.declarations, {
    heading, sentence, labels, signed, birth: birthShape(y, m, d),
    ...(details ? { father: `Mr. ${father} ${cv.last}`, mother: `Mrs. ${mother} ${cv.last}`, married, gender } : {}),
  });
  return out;
}

/** A labelled row in the drawn label style. */
function row(style, label, value) {
  if (style === 'cells') return { text: `${label}   : ${value}`, cells: [label, `: ${value}`], columns: [0.35, 0.65] };
  return { text: style === 'spaced' ? `${label}  :  ${value}` : `${label}: ${value}` };
}

/**
 * The block's lines: the personal details (when drawn) under their heading, the declaration, place, date and the name as
 * printed at the top (`name`, empty when none is). `address` is the address as one line, for 'permanent-address'.
 */
export function declarationLines(cv, name, address) {
  const k = cv.style.declarations;
  if (!k || k.form === 'plain') return [];
  const head = (text) => ({ text, bold: true, size: 12, heading: true });
  const details = k.form === 'declaration' ? [] : [head(k.heading),
    // In CVs of this kind the father's and mother's names open the block, before the candidate's own details.
    row(k.labels, "Father's Name", k.father), row(k.labels, "Mother's Name", k.mother), row(k.labels, 'Date of Birth', k.birth),
    row(k.labels, 'Gender', k.gender), row(k.labels, 'Marital Status', k.married), row(k.labels, 'Nationality', 'British'),
    row(k.labels, 'Languages Known', 'English, French'),
    ...(k.form === 'permanent-address' ? [row(k.labels, 'Permanent Address', address)] : [])];
  return [...details, head('Declaration'), { text: k.sentence }, { text: `Place: ${cv.address.city}` }, { text: `Date: ${k.signed}` },
    ...(name ? [{ text: name }] : [])];
}

/** The contact block prints no address: it stands under "Permanent Address:" in the personal details. */
export const addressInDeclaration = (cv) => cv.style.declarations?.form === 'permanent-address';
