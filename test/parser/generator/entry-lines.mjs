// Jobs and studies in the forms whose entries a parser may never find (generateCv(seed, { entryLines: true })), one form a
// CV: `since` — the newest job still held, its period a word for "since" and its start ("seit 03/2019", "sinds 2019",
// "depuis 2019", "2019 óta", "od 2019", "sedan 2019"), in the CV's language; `qualified` — the oldest jobs under a second,
// qualified work heading ("Other Experience", "Weitere Berufserfahrung", "Autres expériences", "Otras experiencias",
// "Altre esperienze" …), or the only work heading so qualified ("Relevant Experience", "Further professional experience"
// …); `one-line` — each study on one line, "Degree, School, Town, Year" or "Degree — School, Town (Year)", with no date
// cell, a PDF's column of 40 to 60 characters wrapping the long ones onto a second line (a DOCX prints them whole); `headless-work` and
// `headless-education` — the work or the education heading drawn as a picture, so no line of the text. `plain` otherwise,
// and where the CV prints its jobs or studies in a form of another class (Europass rows, forms, CJK or right-to-left
// forms, LinkedIn exports, two-line templates, side sections), and for `qualified` in the later languages. Drawn from a stream of its own after every
// other class: a CV that draws `plain` prints what it did. The truth is unchanged but for `since`, whose newest job is
// still held (no end).
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';
import { MORE_VOCAB } from './more-langs.mjs';
import { wrapAt } from './education.mjs';

export const ENTRY_LINE_FORMS = ['since', 'qualified', 'one-line', 'headless-work', 'headless-education', 'plain'];
const WRAP_WIDTHS = [40, 50, 60];

// The word for "since" per language, and whether it follows the date (Hungarian "2019 óta").
export const SINCE_WORDS = {
  en: 'since', de: 'seit', fr: 'depuis', es: 'desde', it: 'dal', pl: 'od', hu: 'óta', nl: 'sinds', pt: 'desde',
  cs: 'od', sk: 'od', ro: 'din', sv: 'sedan', da: 'siden', no: 'siden', tr: 'since',
};
const AFTER_DATE = new Set(['hu']);

// Per language: a second heading for older jobs, and a qualified heading that stands alone over all the jobs.
export const QUALIFIED_HEADINGS = {
  en: [['Other Experience', 'Additional Experience', 'Further Professional Experience'], ['Relevant Experience', 'Professional Experience']],
  de: [['Weitere Berufserfahrung', 'Sonstige Berufserfahrung'], ['Bisherige Berufserfahrung', 'Relevante Berufserfahrung']],
  fr: [['Autres expériences', 'Autres expériences professionnelles'], ['Expériences professionnelles antérieures']],
  es: [['Otras experiencias', 'Otra experiencia laboral'], ['Experiencia laboral relevante', 'Experiencia profesional previa']],
  it: [['Altre esperienze', 'Altre esperienze lavorative'], ['Esperienze professionali precedenti']],
  pl: [['Inne doświadczenie', 'Pozostałe doświadczenie zawodowe'], ['Dotychczasowe doświadczenie zawodowe']],
  hu: [['Egyéb szakmai tapasztalat', 'Korábbi munkahelyek'], ['Korábbi szakmai tapasztalat']],
  nl: [['Overige werkervaring', 'Eerdere werkervaring'], ['Relevante werkervaring']],
  pt: [['Outras experiências', 'Outras experiências profissionais'], ['Experiência profissional anterior']],
};

/** Whether the CV prints its jobs and studies as the layout's own lines, which this class changes. */
function printsOwnLines(cv) {
  const s = cv.style;
  const drawn = (style) => style !== undefined && style.form !== 'plain';
  return s.layout !== 'europass' && !s.cjk?.lines && !s.rtl?.lines && s.linkedin?.form !== 'export' && !s.form
    && !drawn(s.twoLine) && !drawn(s.sideSections) && cv.work.length >= 2 && cv.education.length >= 1;
}

/** The CV with `style.entryLines` ({ form, … }) drawn, and for `since` its newest job still held. */
export function withEntryLines(cv) {
  const r = rng((cv.seed ^ 0x3e71) * 37 + 11);
  const form = r.pick(ENTRY_LINE_FORMS);
  const sinceLang = SINCE_WORDS[cv.lang] !== undefined;
  const plain = { ...cv, style: { ...cv.style, entryLines: { form: 'plain' } } };
  const unknown = (form === 'since' && !sinceLang) || (form === 'qualified' && !QUALIFIED_HEADINGS[cv.lang]);
  if (form === 'plain' || !printsOwnLines(cv) || unknown) return plain;
  if (form === 'since') {
    const work = cv.work.map((w, k) => (k === 0 ? { ...w, end: '' } : w));
    return { ...cv, work, style: { ...cv.style, entryLines: { form } } };
  }
  if (form === 'qualified') {
    const [second, whole] = QUALIFIED_HEADINGS[cv.lang];
    // Half the CVs set the older jobs apart under a second heading; the others qualify the one heading.
    const split = r.next() < 0.5;
    const heading = r.pick(split ? second : whole);
    return { ...cv, style: { ...cv.style, entryLines: { form, heading, from: split ? Math.ceil(cv.work.length / 2) : 0 } } };
  }
  if (form === 'one-line') {
    const cities = (VOCAB[cv.lang] ?? MORE_VOCAB[cv.lang]).cities;
    const towns = cv.education.map(() => r.pick(cities)[0]);
    // The column's width in characters: a narrower one breaks more lines, inside a school's name too.
    return { ...cv, style: { ...cv.style, entryLines: { form, dash: r.next() < 0.5, towns, width: r.pick(WRAP_WIDTHS) } } };
  }
  return { ...cv, style: { ...cv.style, entryLines: { form } } };
}

const drawnForm = (cv) => cv.style.entryLines?.form;

/** The newest job's period as "since" and its start ("seit 03/2019", "2019 óta"), or undefined. `d` prints a date. */
export function sincePeriod(cv, entry, d) {
  if (drawnForm(cv) !== 'since' || entry !== cv.work[0]) return undefined;
  const word = SINCE_WORDS[cv.lang];
  return AFTER_DATE.has(cv.lang) ? `${d(entry.start)} ${word}` : `${word} ${d(entry.start)}`;
}

/** The qualified heading's text printed before job `k` (undefined for the other jobs and without the form). */
export function qualifiedHeadingBefore(cv, k) {
  const e = cv.style.entryLines;
  return e?.form === 'qualified' && e.from === k && e.from > 0 ? e.heading : undefined;
}

/** The work section's own heading qualified ("Relevant Experience"), or undefined. */
export function qualifiedWorkHeading(cv) {
  const e = cv.style.entryLines;
  return e?.form === 'qualified' && e.from === 0 ? e.heading : undefined;
}

/** Whether the work or the education heading (`which`) is drawn as a picture: no line of the text. */
export const headingLeftOut = (cv, which) => drawnForm(cv) === `headless-${which}`;

/** The studies one a line ("Degree, School, Town, Year", "Degree — School, Town (Year)"), or undefined without the form. */
export function oneLineStudies(cv) {
  const e = cv.style.entryLines;
  if (e?.form !== 'one-line') return undefined;
  return cv.education.map((s, i) => {
    const year = s.end ?? '';
    const text = e.dash ? `${s.degree} — ${s.institution}, ${e.towns[i]}${year ? ` (${year})` : ''}`
      : [s.degree, s.institution, e.towns[i], year].filter(Boolean).join(', ');
    // A PDF's column holds 40 to 60 characters of the body's type: a longer line goes on at the next.
    const cut = wrapAt(text, e.width);
    return { text, ...(cut === undefined ? {} : { wrapAt: cut }) };
  });
}
