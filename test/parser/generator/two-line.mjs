// Jobs and studies as the popular LaTeX and Word templates print them (generateCv(seed, { twoLine: true })): two lines an
// entry, the right edge holding the place and the period, one form a CV:
//   employer-first  ("Jake's résumé") the employer bold at the left and its place flush right, over the title (italic in a
//                   DOCX) and the period flush right; a study the same: the school and its place over the degree and period
//   title-first     ("awesome-cv") the title bold at the left and the period flush right, over "Employer · Place"; a study
//                   the degree and period over "School · Place"
//   moderncv        the period in a narrow left column beside "Title, Employer, Place" (the title bold, the rest italic in a
//                   DOCX; a PDF sets the line as one bold run), the prose below; a study "Degree, School, Place"
//   plain           as the CV printed it (and for Europass, CJK, right-to-left, form, glossed, "at", client-row, freelance
//                   and undated CVs, which print their jobs their own way)
// The place is a city of the CV's country, some with the country's name ("Hamburg, Germany"), a US "City, ST" in a CV
// with a US address; the period with month names ("Jun 2020 – Present", "janv. 2019 – aujourd'hui") or as the CV printed
// it, an open one with one of the language's words for "present". A study may carry a grade or GPA line or a "Relevant
// coursework:" line under it, and a job's prose may be bullets, one naming two of the person's skills. The truth is
// unchanged: the place is neither employer nor school. Drawn from a stream of its own (the seed's, mixed) after every
// other draw, so a CV that draws `plain` prints what it did; without the option nothing changes.
import { rng } from './generate.mjs';
import { GRADE_LINES } from './education.mjs';
import { inLang } from './more-langs.mjs';
import { VOCAB } from './vocab.mjs';
import { titleCellHead } from './title-cells.mjs';

export const TWO_LINE_FORMS = ['employer-first', 'title-first', 'moderncv', 'plain'];

// The words for an open period's end, per language, as the templates' users write them.
export const PRESENT_WORDS = inLang({
  en: ['Present', 'present', 'Current', 'Now'],
  de: ['heute', 'Heute', 'aktuell', 'laufend'],
  fr: ['aujourd’hui', 'Présent', 'en cours', 'ce jour'],
  es: ['Actualidad', 'Presente', 'actual', 'hoy'],
  it: ['Presente', 'oggi', 'in corso', 'attuale'],
  pl: ['obecnie', 'Obecnie', 'nadal', 'teraz'],
  hu: ['jelenleg', 'napjainkig', 'folyamatban'],
  nl: ['heden', 'Heden', 'nu', 'huidig'],
  pt: ['Presente', 'Atual', 'atualmente', 'o momento'],
});
// Short month names as the templates print them ("Jun 2020"); Hungarian keeps the numeric form (its year comes first).
export const SHORT_MONTHS = inLang({
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  es: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  pl: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  pt: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
});
// The country's name after a place, in the CV's language.
const COUNTRIES = inLang({
  en: ['UK', 'United Kingdom'], de: ['Deutschland', 'Germany'], fr: ['France'], es: ['España', 'Spain'], it: ['Italia', 'Italy'],
  pl: ['Polska', 'Poland'], hu: ['Magyarország', 'Hungary'], nl: ['Nederland', 'Netherlands'], pt: ['Portugal'],
});
// US cities for a CV with a US address: "City, ST".
const US_PLACES = ['Austin, TX', 'Denver, CO', 'Portland, OR', 'Columbus, OH', 'Raleigh, NC', 'Madison, WI'];
// What a study's note line opens with, and invented course names, per language.
export const COURSEWORK = inLang({
  en: ['Relevant coursework:', ['Data Structures', 'Statistics', 'Operations Research', 'Cost Accounting', 'Databases']],
  de: ['Schwerpunkte:', ['Statistik', 'Datenbanken', 'Kostenrechnung', 'Logistik', 'Operations Research']],
  fr: ['Cours suivis :', ['Statistiques', 'Bases de données', 'Comptabilité analytique', 'Logistique', 'Recherche opérationnelle']],
  es: ['Asignaturas relevantes:', ['Estadística', 'Bases de datos', 'Contabilidad de costes', 'Logística', 'Investigación operativa']],
  it: ['Corsi rilevanti:', ['Statistica', 'Basi di dati', 'Contabilità analitica', 'Logistica', 'Ricerca operativa']],
  pl: ['Wybrane przedmioty:', ['Statystyka', 'Bazy danych', 'Rachunek kosztów', 'Logistyka', 'Badania operacyjne']],
  hu: ['Főbb tantárgyak:', ['Statisztika', 'Adatbázisok', 'Költségszámítás', 'Logisztika', 'Operációkutatás']],
  nl: ['Relevante vakken:', ['Statistiek', 'Databases', 'Kostprijsberekening', 'Logistiek', 'Operationeel onderzoek']],
  pt: ['Disciplinas relevantes:', ['Estatística', 'Bases de dados', 'Contabilidade de custos', 'Logística', 'Investigação operacional']],
});
// A bullet that names two skills, per language.
const SKILL_BULLETS = inLang({
  en: (a, b) => `Worked daily with ${a} and ${b}.`, de: (a, b) => `Täglicher Einsatz von ${a} und ${b}.`,
  fr: (a, b) => `Utilisation quotidienne de ${a} et ${b}.`, es: (a, b) => `Uso diario de ${a} y ${b}.`,
  it: (a, b) => `Uso quotidiano di ${a} e ${b}.`, pl: (a, b) => `Codzienna praca z ${a} i ${b}.`,
  hu: (a, b) => `Napi munka: ${a}, ${b}.`, nl: (a, b) => `Dagelijks werken met ${a} en ${b}.`, pt: (a, b) => `Uso diário de ${a} e ${b}.`,
});

/** Whether the CV prints its jobs its own way, so a two-line form would print something else. */
function ownJobs(cv) {
  const s = cv.style;
  const drawn = (x) => x && x.form !== 'plain';
  return s.layout === 'europass' || s.cjk?.lines || s.rtl?.lines || s.form || s.gloss || drawn(s.at) || drawn(s.clientOpens)
    || drawn(s.clientParents) || drawn(s.freelance) || drawn(s.undated) || !(cv.lang in PRESENT_WORDS);
}

/** The CV with `style.twoLine`: the form, the places of its jobs and studies, the period form and the notes. */
export function withTwoLine(cv) {
  const r = rng((cv.seed ^ 0x2b1e) * 37 + 11);
  const form = r.pick(TWO_LINE_FORMS);
  const us = Boolean(cv.style.hard?.state);
  const countries = COUNTRIES[cv.lang];
  const withCountry = r.next() < 0.4;
  const place = () => {
    if (us) return r.pick(US_PLACES);
    const city = r.pick(VOCAB[cv.lang].cities)[0];
    return withCountry ? `${city}, ${r.pick(countries)}` : city;
  };
  const jobPlaces = cv.work.map(place);
  const studyPlaces = cv.education.map(place);
  const months = cv.lang !== 'hu' && r.next() < 0.6;
  const present = r.pick(PRESENT_WORDS[cv.lang]);
  const notes = cv.education.map(() => r.pick(['none', 'grade', 'coursework']));
  const grades = cv.education.map(() => r.pick(GRADE_LINES[cv.lang]));
  const [courseLabel, courseNames] = COURSEWORK[cv.lang];
  const courses = cv.education.map(() => `${courseLabel} ${r.sample(courseNames, 3).join(', ')}`);
  const bullets = r.next() < 0.5;
  const skillPair = r.sample(cv.skills, 2);
  const drawn = { form: ownJobs(cv) ? 'plain' : form, jobPlaces, studyPlaces, months, present, notes, grades, courses, bullets, skillPair };
  // moderncv sets the period in a narrow left column, the studies' too.
  const dateColumn = drawn.form === 'moderncv' ? 'left' : cv.style.dateColumn;
  return { ...cv, style: { ...cv.style, dateColumn, twoLine: drawn } };
}

const drawnForm = (cv) => (cv.style.twoLine && cv.style.twoLine.form !== 'plain' ? cv.style.twoLine : undefined);

/** "Jun 2020", "03/2020" or "2020": a year-month as the two-line form prints it. */
function when(cv, ym) {
  const t = cv.style.twoLine;
  if (!cv.style.monthDates && !t.months) return ym.slice(0, 4);
  if (t.months) return `${SHORT_MONTHS[cv.lang][Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
  return `${ym.slice(5, 7)}/${ym.slice(0, 4)}`;
}

/** A job's period with the form's word for an open end. */
export const twoLinePeriod = (cv, w) => `${when(cv, w.start)} – ${w.end ? when(cv, w.end) : cv.style.twoLine.present}`;

/** A study's period: three years to its end ("Sep 2013 – Jun 2016", "2013 – 2016"), or from a year to "present" while open. */
function studyPeriod(cv, e) {
  const t = cv.style.twoLine;
  if (!e.end) return `${2026 - 1} – ${t.present}`;
  const start = Number(e.end) - 3;
  return t.months ? `${SHORT_MONTHS[cv.lang][8]} ${start} – ${SHORT_MONTHS[cv.lang][5]} ${e.end}` : `${start} – ${e.end}`;
}

/** The header lines of job k in the CV's two-line form, or undefined when it prints none. */
export function twoLineHead(cv, w, k) {
  const t = drawnForm(cv);
  if (!t) return undefined;
  const place = t.jobPlaces[k % t.jobPlaces.length];
  const date = twoLinePeriod(cv, w);
  const cells = titleCellHead(cv, w, k, place, date);
  if (cells) return cells;
  if (t.form === 'employer-first') return [{ text: w.employer, bold: true, flushRight: place }, { text: w.title, italic: true, flushRight: date }];
  if (t.form === 'title-first') return [{ text: w.title, bold: true, flushRight: date }, { text: `${w.employer} · ${place}` }];
  const styledRuns = [{ text: w.title, bold: true }, { text: `, ${w.employer}, ${place}`, italic: true }];
  return [{ text: `${w.title}, ${w.employer}, ${place}`, bold: true, date, styledRuns }];
}

/** A job's prose in the two-line form: as it was, or bullets, the first job's second bullet naming two skills. */
export function twoLineProse(cv, w, k) {
  const t = drawnForm(cv);
  if (!t || !t.bullets) return [{ text: w.prose }];
  const skills = k === 0 && t.skillPair.length === 2 ? [{ text: `• ${SKILL_BULLETS[cv.lang](...t.skillPair)}` }] : [];
  return [{ text: `• ${w.prose}` }, ...skills];
}

/** The studies in the CV's two-line form, with their note lines, or undefined when it prints none. */
export function twoLineStudies(cv) {
  const t = drawnForm(cv);
  if (!t) return undefined;
  return cv.education.flatMap((e, i) => {
    const place = t.studyPlaces[i % t.studyPlaces.length];
    const date = studyPeriod(cv, e);
    const notes = { none: [], grade: [{ text: t.grades[i % t.grades.length] }], coursework: [{ text: t.courses[i % t.courses.length] }] };
    const note = notes[t.notes[i % t.notes.length]];
    if (t.form === 'employer-first') {
      return [{ text: e.institution, bold: true, flushRight: place }, { text: e.degree, italic: true, flushRight: date }, ...note];
    }
    if (t.form === 'title-first') return [{ text: e.degree, bold: true, flushRight: date }, { text: `${e.institution} · ${place}` }, ...note];
    return [{ text: `${e.degree}, ${e.institution}, ${place}`, bold: true, date,
      styledRuns: [{ text: e.degree, bold: true }, { text: `, ${e.institution}, ${place}`, italic: true }] }, ...note];
  });
}
