// Studies printed as records (drawn for the hard and wild sets from a stream of its own, after the school spans, so a CV
// that does not draw it prints what it did), in place of the study layout's lines and its study form:
//   labelled  each study as a form's rows with colons, one a line: its start date, its school, its end date and its
//             level ("Start date: 2014-09-01" / "University: …" / "End date: 2017-06-30" / "Level: BSc …"), in the CV's
//             language, as online CV builders print them; the English heading then says that details follow
//             ("Education information"). The truth is unchanged.
//   leaving   the studies one a line, oldest first, each opened by its period ("09/2011 – 06/2015 School"); the
//             secondary school the person left first, then its school-leaving certificate on a line of its own dated by
//             the month it was earned ("06/2015 Abitur"), right above the first university's line. Truth: the secondary
//             school is a study too, whose degree is the certificate and whose end is its year.
// The table groups by `study record`.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

export const RECORD_FORMS = ['labelled', 'leaving'];

// The form's labels per language: start, school, end, level.
export const RECORD_LABELS = inLang({
  en: ['Start date', 'University', 'End date', 'Level'], de: ['Beginn', 'Hochschule', 'Ende', 'Abschluss'],
  fr: ['Date de début', 'Établissement', 'Date de fin', 'Niveau'], es: ['Fecha de inicio', 'Institución', 'Fecha de finalización', 'Nivel'],
  it: ['Data di inizio', 'Istituto', 'Data di fine', 'Livello'], pl: ['Data rozpoczęcia', 'Uczelnia', 'Data zakończenia', 'Poziom'],
  hu: ['Kezdés', 'Intézmény', 'Befejezés', 'Végzettség'], nl: ['Begindatum', 'Instelling', 'Einddatum', 'Niveau'],
  pt: ['Data de início', 'Instituição', 'Data de conclusão', 'Nível'],
});
// Invented secondary schools and the certificate each language's school-leavers earn.
export const LEAVING = inLang({
  en: ['Elmbury Grammar School', 'A-levels'], de: ['Gymnasium am Lindenhof', 'Abitur'], fr: ['Lycée des Tilleuls', 'Baccalauréat scientifique'],
  es: ['IES Los Almendros', 'Bachillerato'], it: ['Liceo scientifico Aldo Verdina', 'Diploma di maturità scientifica'],
  pl: ['Liceum Ogólnokształcące nr 4 w Brzezinach', 'Matura'], hu: ['Hársfa Utcai Gimnázium', 'Érettségi'],
  nl: ['Stedelijk Gymnasium Lindeburg', 'VWO-diploma'], pt: ['Escola Secundária de Alvorada', 'Ensino secundário'],
});

/** The CV with a record form drawn (`records`: a form of RECORD_FORMS, or `none`), for the hard and wild sets. */
export function withStudyRecords(cv) {
  const r = rng((cv.seed ^ 0x61e3) * 17 + 3);
  const style = cv.style.education;
  // The records replace the layout's lines and its study form; not Europass rows, a table, a span, a study in progress or a
  // traineeship, which print studies of their own, nor long degrees or month names, which are classes of their own.
  const printable = style !== undefined && style.europass === 'none' && style.progress === 'none' && !style.traineeship
    && !style.longDegrees && !style.months && (style.table ?? 'none') === 'none' && (style.span ?? 'none') === 'none' && cv.education.length > 0
    && cv.education.every((e) => /^\d{4}$/u.test(e.end));
  const drawn = r.next() < 0.5;
  const form = r.pick(RECORD_FORMS);
  if (!printable || !drawn) return { ...cv, style: { ...cv.style, education: { ...style, records: 'none' } } };
  if (form === 'labelled') return { ...cv, style: { ...cv.style, education: { ...style, records: form } } };
  const oldest = cv.education.at(-1);
  const [school, certificate] = LEAVING[cv.lang];
  const secondary = { institution: school, degree: certificate, end: String(Number(oldest.end) - 4) };
  return { ...cv, education: [...cv.education, secondary], style: { ...cv.style, education: { ...style, records: form, grades: [] } } };
}

const two = (n) => String(n).padStart(2, '0');

/** The records' lines (undefined where the CV has none). A study took three years, September to June. */
export function studyRecordLines(cv) {
  const style = cv.style.education;
  if (!style || !style.records || style.records === 'none') return undefined;
  if (style.records === 'labelled') {
    const [start, school, end, level] = RECORD_LABELS[cv.lang];
    return cv.education.flatMap((e) => [
      { text: `${start}: ${Number(e.end) - 3}-09-01` }, { text: `${school}: ${e.institution}`, bold: true },
      { text: `${end}: ${e.end}-06-30` }, { text: `${level}: ${e.degree}` },
    ]);
  }
  const [secondary, ...studies] = [...cv.education].reverse();
  return [
    { text: `09/${Number(secondary.end) - 4} – 06/${secondary.end}  ${secondary.institution}`, bold: true },
    { text: `06/${secondary.end}  ${secondary.degree}` },
    ...studies.map((e) => ({ text: `${two(9)}/${Number(e.end) - 3} – 06/${e.end}  ${e.institution}, ${e.degree}`, bold: true })),
  ];
}

/** The English heading of a labelled form says that details follow; other headings stay as they were. */
export const recordHeading = (cv, text) => (cv.style.education?.records === 'labelled' && cv.lang === 'en' ? 'Education information' : text);
