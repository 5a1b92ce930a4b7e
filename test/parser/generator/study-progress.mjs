// A study in progress, as students print it (drawn for the hard and wild sets from a stream of its own, after every
// other study draw, so a CV that does not draw it prints what it did): the school first, then a colon or a dash, the
// field of study, and how far the student has come ("4th semester", "5. Semester", "3º período"), with no date.
// The school is named without a school word (a brand or a founder's name) and the field is no degree the word lists
// know: nothing but the line's shape and its progress says it is a study. It is the newest study, printed first (over
// the others, or the only one). Truth: that school and field, no end year.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

export const PROGRESS_FORMS = ['colon', 'dash'];

// Invented school names with no school word, and fields of study named without a degree word.
export const PROGRESS_SCHOOLS = ['Orvanta', 'Kelbridge', 'Marlowe Hartig', 'Fenmoor', 'Tavistel', 'Brennhaus'];
export const PROGRESS_FIELDS = inLang({
  en: ['Systems analysis and development', 'Business administration', 'Logistics management'],
  de: ['Wirtschaftsinformatik', 'Betriebswirtschaft', 'Logistikmanagement'],
  fr: ['Gestion des entreprises', 'Analyse et développement de systèmes', 'Logistique'],
  es: ['Administración de empresas', 'Análisis y desarrollo de sistemas', 'Gestión logística'],
  it: ['Economia aziendale', 'Sviluppo di sistemi informativi', 'Gestione della logistica'],
  pl: ['Zarządzanie przedsiębiorstwem', 'Analiza i projektowanie systemów', 'Logistyka'],
  hu: ['Gazdálkodás és menedzsment', 'Rendszerfejlesztés', 'Logisztika'],
  nl: ['Bedrijfskunde', 'Systeemontwikkeling', 'Logistiek management'],
  pt: ['Análise e desenvolvimento de sistemas', 'Administração de empresas', 'Gestão logística'],
});
// How far the student has come, in each language's usual wording.
export const PROGRESS_MARKS = inLang({
  en: ['4th semester', '2nd year', 'third semester'],
  de: ['5. Semester', '3. Fachsemester', '2. Studienjahr'],
  fr: ['3e année', '2e semestre', 'deuxième année'],
  es: ['3.er semestre', '2.º año', 'cuarto semestre'],
  it: ['2° anno', '3° semestre', 'secondo anno'],
  pl: ['3. semestr', 'II rok', 'semestr 4'],
  hu: ['3. félév', '2. évfolyam', '5. félév'],
  nl: ['2e jaar', '3e semester', 'tweede jaar'],
  pt: ['4º período', '3º semestre', '2º ano'],
});

/** The CV with a study in progress drawn (or `none`), for the hard and wild sets; never with the Europass study rows. */
export function withStudyProgress(cv) {
  const r = rng((cv.seed ^ 0x57d1) * 13 + 5);
  const style = cv.style.education;
  if (!style || style.europass !== 'none' || r.next() >= 0.3) return { ...cv, style: { ...cv.style, education: { ...style, progress: 'none' } } };
  const school = r.pick(PROGRESS_SCHOOLS);
  const field = r.pick(PROGRESS_FIELDS[cv.lang]);
  const mark = r.pick(PROGRESS_MARKS[cv.lang]);
  const form = r.pick(PROGRESS_FORMS);
  // The only study of a student, or the newest over the others.
  const only = r.next() < 0.5;
  const study = { institution: school, degree: field, end: '' };
  const text = form === 'colon' ? `${school}: ${field} – ${mark}` : `${school} – ${field} (${mark})`;
  return {
    ...cv, education: [study, ...(only ? [] : cv.education)],
    // The grades drawn for the studies not printed go with them.
    style: { ...cv.style, education: { ...style, ...(only ? { grades: [] } : {}), progress: only ? 'only' : 'first', progressLine: text } },
  };
}
