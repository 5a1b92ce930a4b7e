// Long studies as rows of cells (drawn for the hard and wild sets from a stream of its own, after the notes, so a CV that
// does not draw it prints what it did): each study one row without a header row, its date, degree and school each in a
// cell of its own ("2019 | Master of Science in Coastal Engineering and Marine Sediment Management | Example University"),
// the degree and the school in either order after the date; the newest study's degree is a long one, a degree with a
// field of many words (nine to thirteen words, or more than sixty letters), as a row's cell holds it whole. Only where
// the studies are no Europass rows, span, school-leaving record, study in progress, traineeship, long or detailed degree, and the page's main
// column is its whole width (no sidebar); the rows take the place of a table, labelled records or a note. No grade line.
// Truth: the studies, the newest with the long degree. The table groups by `study row`.
import { rng } from './generate.mjs';
import { studyWhen } from './study-dates.mjs';
import { inLang } from './more-langs.mjs';

export const ROW_ORDERS = ['when-degree-school', 'when-school-degree'];

// Long degrees with their fields, per language (invented fields in each language's usual wording).
export const LONG_ROW_DEGREES = inLang({
  en: ['Master of Science in Coastal Engineering and Marine Sediment Management',
    'Bachelor of Arts in International Business Administration and Port Logistics'],
  de: ['Bachelor of Science in Betriebswirtschaftslehre mit Schwerpunkt Logistik und Einkauf',
    'Master of Arts in Internationalem Management und Controlling im Handel'],
  fr: ['Master en management des systèmes d’information et de la chaîne logistique',
    'Licence professionnelle en gestion des transports et de la logistique urbaine'],
  es: ['Grado en Administración y Dirección de Empresas con mención en Logística',
    'Máster Universitario en Ingeniería de Organización y Gestión de la Cadena de Suministro'],
  it: ['Laurea magistrale in Ingegneria gestionale e della logistica dei trasporti',
    'Laurea triennale in Economia e gestione delle imprese e dei mercati'],
  pl: ['Studia magisterskie na kierunku zarządzanie i inżynieria produkcji w logistyce',
    'Studia licencjackie z ekonomii i zarządzania małym przedsiębiorstwem handlowym'],
  hu: ['Gazdaságinformatikus mesterképzési szak logisztikai és ellátásilánc-menedzsment szakiránnyal MSc',
    'Kereskedelem és marketing alapképzési szak nemzetközi kereskedelmi szakiránnyal BA'],
  nl: ['Master in de bedrijfskunde met specialisatie logistiek en supply chain management',
    'Bachelor in de bedrijfseconomie met een minor in haven en transport'],
  pt: ['Licenciatura em Gestão de Empresas e Sistemas de Informação para a Logística',
    'Mestrado em Engenharia e Gestão Industrial com especialização em Cadeias de Abastecimento'],
});

/** The CV with its studies drawn as long rows (`rows`: an order of ROW_ORDERS, or `none`), for the hard and wild sets. */
export function withStudyRows(cv) {
  const r = rng((cv.seed ^ 0x5c0e) * 29 + 13);
  const style = cv.style.education;
  const wide = !cv.style.layout.startsWith('sidebar');
  const plain = (key) => (style?.[key] ?? 'none') === 'none';
  // A span, a school-leaving record, long or detailed degrees change the truth, a study in progress or a traineeship adds
  // a line of no row's form: those CVs print what they did. A table, labelled records or a note give way to the rows (the truth is the same).
  const printable = wide && style !== undefined && style.europass === 'none' && style.progress === 'none' && !style.traineeship
    && !style.longDegrees && plain('detailed') && plain('span') && (style.records ?? 'none') !== 'leaving' && cv.education.length > 0 && cv.education.every((e) => /^\d{4}$/u.test(e.end));
  const drawn = r.next() < 0.35;
  const order = r.pick(ROW_ORDERS);
  const degree = r.pick(LONG_ROW_DEGREES[cv.lang]);
  if (!printable || !drawn) return { ...cv, style: { ...cv.style, education: { ...style, rows: 'none' } } };
  const education = cv.education.map((e, i) => (i === 0 ? { ...e, degree } : e));
  const replaced = { table: 'none', records: 'none', note: 'none' };
  return { ...cv, education, style: { ...cv.style, education: { ...style, ...replaced, rows: order, grades: style.grades.map(() => '') } } };
}

/** The rows' lines (undefined where the CV has none): one row of cells a study, fitted to their longest cells. */
export function studyRowLines(cv) {
  const style = cv.style.education;
  if (!style || !style.rows || style.rows === 'none') return undefined;
  const columns = style.rows.split('-');
  const value = (e, c) => (c === 'when' ? studyWhen(cv, e) : c === 'school' ? e.institution : e.degree);
  const rows = cv.education.map((e) => columns.map((c) => value(e, c)));
  // As a word processor fits a table to its longest cells: the columns line up (study-tables.mjs).
  const room = columns.map((_, k) => Math.max(...rows.map((cells) => cells[k].length)) + 4);
  const shares = room.map((w) => w / room.reduce((a, b) => a + b, 0));
  return rows.map((cells) => ({ text: cells.join('   '), cells, columns: shares }));
}
