// Invented CV truths, deterministic from a seed (a small PRNG, never Math.random), so a failing
// case can be rebuilt from the number printed beside it.
import { LANGUAGES, VOCAB } from './vocab.mjs';

export const LAYOUTS = ['one-column', 'sidebar-left', 'sidebar-right', 'header-table', 'europass'];
export const DATE_COLUMNS = ['left', 'right', 'inline'];
export const CONTACT_STYLES = ['one-line', 'stacked', 'labelled'];
export const HEADING_STYLES = ['title', 'upper', 'colon'];
export const ENTRY_STYLES = ['title-employer', 'employer-title', 'two-lines'];
export const SEPARATORS = [' • ', ' | ', ' · '];

/** mulberry32: a 32-bit state is plenty for test data and keeps the sequence the same on every Node. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (xs) => xs[int(xs.length)];
  const sample = (xs, n) => {
    const pool = [...xs];
    const out = [];
    while (out.length < n && pool.length) out.push(pool.splice(int(pool.length), 1)[0]);
    return out;
  };
  return { next, int, pick, sample };
}

const FOLD = { ł: 'l', Ł: 'L', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe' };
/** The local part of an e-mail: what people type for their name (no accents, no spaces). */
export const asciiFold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łŁøßæœ]/g, (c) => FOLD[c]);
const mailPart = (s) => asciiFold(s).toLowerCase().replace(/[^a-z]+/g, '');

// Polish family names in -ski/-cki take -ska/-cka for a woman.
const PL_WOMEN = new Set(['Katarzyna', 'Agnieszka', 'Magdalena', 'Joanna', 'Monika']);
function agree(lang, first, last) {
  if (lang !== 'pl') return last;
  return PL_WOMEN.has(first) ? last.replace(/([sc])ki$/, '$1ka') : last.replace(/([sc])ka$/, '$1ki');
}

/**
 * One invented CV: the truth and how it is to be printed. Options fix any dimension (the
 * test walks layouts × languages evenly); the rest is drawn from the seed.
 */
export function generateCv(seed, options = {}) {
  const r = rng(seed);
  const lang = options.lang ?? r.pick(LANGUAGES);
  const v = VOCAB[lang];
  const first = r.pick(v.given);
  const last = agree(lang, first, r.pick(v.family));
  const [city, zip] = r.pick(v.cities);
  const street = v.street(1 + r.int(140), r.pick(v.streets));
  const phone = r.pick(v.phones).replace(/#/g, () => String(r.int(10)));
  const email = r.pick([
    () => `${mailPart(first)}.${mailPart(last)}`,
    () => `${mailPart(first)[0]}.${mailPart(last)}`,
    () => `${mailPart(last)}.${mailPart(first)}`,
  ])() + `@example.${v.tld}`;

  // Work history: newest first, consecutive periods, the newest often still running.
  const entries = 2 + r.int(2);
  // An employer named like the candidate would be a different test (a family firm): keep them apart.
  const stem = last.split(/[ -]/).find((w) => w.length > 3) ?? last;
  const employers = r.sample(v.employers.filter((e) => !e.includes(stem)), entries);
  // Prose differs between entries: identical paragraphs are read once, as repeated headers are.
  const prose = r.sample(v.prose, entries);
  const titles = r.sample(v.titles, entries);
  let endYear = 2026 - r.int(3);
  const work = [];
  for (let i = 0; i < entries; i++) {
    const current = i === 0 && r.next() < 0.5;
    const end = current ? '' : `${endYear}-${String(1 + r.int(12)).padStart(2, '0')}`;
    const startYear = endYear - 1 - r.int(4);
    work.push({ employer: employers[i], title: titles[i], start: `${startYear}-${String(1 + r.int(12)).padStart(2, '0')}`, end, prose: prose[i] });
    endYear = startYear;
  }
  const schools = r.sample(v.institutions, 1 + r.int(2));
  const degrees = r.sample(v.degrees, schools.length);
  const education = schools.map((institution, i) => ({ institution, degree: degrees[i], end: String(endYear - i * 3) }));

  const layout = options.layout ?? r.pick(LAYOUTS);
  const dateColumn = options.dateColumn ?? r.pick(DATE_COLUMNS);
  return {
    seed, lang, first, last, email, phone,
    address: { street, city, zip },
    work, education,
    skills: r.sample(v.skills, 4 + r.int(3)),
    headline: work[0].title,
    style: {
      layout,
      // Europass always prints dates in its left-hand label column.
      dateColumn: layout === 'europass' ? 'left' : dateColumn,
      contact: options.contact ?? r.pick(CONTACT_STYLES),
      separator: r.pick(SEPARATORS),
      heading: options.heading ?? r.pick(HEADING_STYLES),
      entry: options.entry ?? r.pick(ENTRY_STYLES),
      // Hungarian CVs print the family name first; everyone else given name first.
      nameOrder: v.familyFirst ? 'family-given' : 'given-family',
      // Most CVs use month/year; some only the year.
      monthDates: r.next() < 0.7,
      addressOneLine: r.next() < 0.5,
      skillsList: r.pick(['comma', 'bullets']),
      // A PDF date column sometimes breaks a period after its dash ("03/2019 –" over "heute").
      // Drawn last, so the draws above (and the CVs of earlier seeds) stay as they were.
      splitDates: options.splitDates ?? (layout !== 'europass' && dateColumn !== 'inline' && r.next() < 0.3),
    },
  };
}

/** n CVs that walk layouts × languages evenly (n = 45 covers every pair once); the rest comes from the seeds. */
export function generateSet(n, baseSeed = 1) {
  return Array.from({ length: n }, (_, i) =>
    generateCv(baseSeed * 100_003 + i, { layout: LAYOUTS[i % LAYOUTS.length], lang: LANGUAGES[i % LANGUAGES.length] }));
}
