// The studies as a table with a header row (drawn for the hard and wild sets from a stream of its own, after every
// other study draw, so a CV that does not draw it prints what it did): a row of column names in the CV's language
// ("Years | School | Degree", "Zeitraum | Einrichtung | Abschluss" …), then one row a study, its cells set apart as a
// DOCX table or a PDF's columns set them. The columns come in one of three orders: the period first, the period last
// (a date column on the right), or the school first. No grade line is printed (a table has no row for it). Only where
// the studies are printed by the study layout itself (no Europass rows, study in progress, traineeship or long degrees)
// and the page's main column is its whole width (no sidebar).
// Truth: the studies as they were.
import { rng } from './generate.mjs';
import { studyWhen } from './study-dates.mjs';
import { inLang } from './more-langs.mjs';

export const TABLE_ORDERS = ['when-school-degree', 'degree-school-when', 'school-degree-when'];

// The column names of a table of studies, per language (usual wordings of such tables).
export const TABLE_HEADERS = inLang({
  en: [{ when: 'Years', school: 'School', degree: 'Degree' }, { when: 'Period', school: 'Institution', degree: 'Qualification' }],
  de: [{ when: 'Zeitraum', school: 'Einrichtung', degree: 'Abschluss' }, { when: 'Jahre', school: 'Hochschule', degree: 'Studiengang' }],
  fr: [{ when: 'Années', school: 'Établissement', degree: 'Diplôme' }, { when: 'Période', school: 'École', degree: 'Formation' }],
  es: [{ when: 'Años', school: 'Centro', degree: 'Título' }, { when: 'Periodo', school: 'Institución', degree: 'Titulación' }],
  it: [{ when: 'Anni', school: 'Istituto', degree: 'Titolo' }, { when: 'Periodo', school: 'Ateneo', degree: 'Titolo di studio' }],
  pl: [{ when: 'Lata', school: 'Uczelnia', degree: 'Kierunek' }, { when: 'Okres', school: 'Szkoła', degree: 'Tytuł' }],
  hu: [{ when: 'Évek', school: 'Intézmény', degree: 'Végzettség' }, { when: 'Időszak', school: 'Iskola', degree: 'Szak' }],
  nl: [{ when: 'Jaren', school: 'Instelling', degree: 'Diploma' }, { when: 'Periode', school: 'School', degree: 'Opleiding' }],
  pt: [{ when: 'Anos', school: 'Instituição', degree: 'Curso' }, { when: 'Período', school: 'Escola', degree: 'Grau' }],
});

/** The CV with a table of studies drawn (`table`: an order of TABLE_ORDERS, or `none`), for the hard and wild sets. */
export function withStudyTable(cv) {
  const r = rng((cv.seed ^ 0x7ab1) * 23 + 7);
  const style = cv.style.education;
  // A sidebar's narrow main column holds no three-column table at a readable size: full-width layouts only.
  const wide = !cv.style.layout.startsWith('sidebar');
  const printable = wide && style !== undefined && style.europass === 'none' && style.progress === 'none' && !style.traineeship && !style.longDegrees;
  const drawn = r.next() < 0.7;
  const order = r.pick(TABLE_ORDERS);
  const header = r.pick(TABLE_HEADERS[cv.lang]);
  if (!printable || !drawn) return { ...cv, style: { ...cv.style, education: { ...style, table: 'none' } } };
  // A table has no row for a grade: the grades drawn are not printed.
  return { ...cv, style: { ...cv.style, education: { ...style, table: order, tableHeader: header, grades: style.grades.map(() => '') } } };
}

/** The table's lines (undefined where the CV has none): the header row, then one row of cells a study. */
export function studyTableLines(cv) {
  const style = cv.style.education;
  if (!style || !style.table || style.table === 'none') return undefined;
  const columns = style.table.split('-');
  const value = (e, c) => (c === 'when' ? studyWhen(cv, e) : c === 'school' ? e.institution : e.degree);
  const rows = [columns.map((c) => style.tableHeader[c]), ...cv.education.map((e) => columns.map((c) => value(e, c)))];
  // Each column's share of the width, the same for every row, as a word processor fits a table to its longest cells:
  // the columns line up (a PDF sets each cell at its column's edge; a DOCX table's cells come out as tab-set pieces).
  const room = columns.map((_, k) => Math.max(...rows.map((cells) => cells[k].length)) + 4);
  const shares = room.map((w) => w / room.reduce((a, b) => a + b, 0));
  return rows.map((cells, i) => ({ text: cells.join('   '), cells, columns: shares, bold: i === 0 }));
}
