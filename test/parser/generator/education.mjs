// How the invented CVs print their studies, and the truth each layout stands for. Drawn from a stream
// of its own (the seed's, mixed), so the people, jobs and hard or wild classes of a CV stay what they
// were; only the `hard` and `wild` sets carry these layouts, the plain set prints the degree over its
// school as it always has.
//   degree-over-school  "BSc Computer Science" (dated) over "University of …"
//   degree-row          "BSc Computer Science — University of …" on one dated line (—, –, | or a comma)
//   school-bullets      "University of …" as a heading, each degree a dated bullet under it (two degrees there)
// A study is dated by the year it ended or by its whole period ("2013 – 2016").
// Any of them may print a grade or honours line under a study ("First-class honours", "Note: 1,7").
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';

export const EDUCATION_LAYOUTS = ['degree-over-school', 'degree-row', 'school-bullets'];
export const ROW_SEPARATORS = [' — ', ' – ', ' | ', ', '];
// Glyphs the PDF writer's Helvetica (WinAnsi) can set.
const BULLETS = ['• ', '– ', '- '];

// Grades and honours as CVs print them under a study, per language (invented figures).
export const GRADE_LINES = {
  en: ['First-class honours', 'Upper second-class honours (2:1)', 'GPA: 3.6 / 4.0', 'Graduated with distinction', 'Grade: Merit'],
  de: ['Note: 1,7', 'Prädikat: sehr gut', 'mit Auszeichnung bestanden', 'Gesamtnote: gut (2,0)'],
  fr: ['Mention : Bien', 'Mention très bien', 'Moyenne générale : 14,2/20'],
  es: ['Nota media: 8,4', 'Calificación final: Sobresaliente', 'Nota media del expediente: 7,9'],
  it: ['Voto: 108/110', 'Voto finale: 110/110 e lode', 'Media ponderata: 27,4/30'],
  pl: ['Ocena końcowa: bardzo dobry', 'Średnia ocen: 4,6', 'Dyplom z wyróżnieniem'],
  hu: ['Minősítés: jeles', 'Diploma minősítése: jó', 'Tanulmányi átlag: 4,3'],
  nl: ['Eindcijfer: 8,1', 'Afgestudeerd met lof', 'Gemiddeld cijfer: 7,6'],
  pt: ['Média final: 16 valores', 'Classificação final: 17/20', 'Nota final: 15 valores'],
};

/** The study layout of a CV of the hard or wild set, and its truth (the bullets layout lists two degrees at one school). */
export function withEducationLayout(cv) {
  const r = rng((cv.seed ^ 0x5eed) * 7 + 3);
  const v = VOCAB[cv.lang];
  const layout = r.pick(EDUCATION_LAYOUTS);
  // The year a study ended, or its whole period ("2013 – 2016"): the truth keeps the end year either way. A PDF
  // date column that breaks a period over two lines would set its end on the next study's row where rows follow
  // each other directly (bullets, one-line rows): those print the end year then.
  const period = r.next() < 0.4 && !(cv.style.splitDates && layout !== 'degree-over-school');
  const style = { layout, separator: r.pick(ROW_SEPARATORS), bullet: r.pick(BULLETS), period };
  let education = cv.education;
  if (layout === 'school-bullets') {
    // Two degrees at the first school (the newer first), and maybe one more at a second school.
    const schools = r.sample(v.institutions, 1 + r.int(2));
    const degrees = r.sample(v.degrees, schools.length + 1);
    const newest = Number(cv.education[0].end);
    const at = [schools[0], schools[0], ...schools.slice(1)];
    education = at.map((institution, i) => ({ institution, degree: degrees[i], end: String(newest - i * 3) }));
  }
  // A grade line under some of the studies, or under none.
  const graded = r.next() < 0.5;
  const grades = education.map(() => (graded && r.next() < 0.7 ? r.pick(GRADE_LINES[cv.lang]) : ''));
  return { ...cv, education, style: { ...cv.style, education: { ...style, grades } } };
}

/** The section's lines: a line with a `date` is set in the date column (or under the text, inline). */
export function educationLines(cv) {
  const style = cv.style.education;
  if (!style) return cv.education.flatMap((e) => [{ text: e.degree, bold: true, date: e.end }, { text: e.institution }]);
  const grade = (i) => (style.grades[i] ? [{ text: style.grades[i] }] : []);
  const when = (e) => (style.period ? `${Number(e.end) - 3} – ${e.end}` : e.end);
  switch (style.layout) {
    case 'degree-row':
      return cv.education.flatMap((e, i) => [
        { text: `${e.degree}${style.separator}${e.institution}`, bold: true, date: when(e) }, ...grade(i),
      ]);
    case 'school-bullets': {
      const out = [];
      cv.education.forEach((e, i) => {
        if (i === 0 || cv.education[i - 1].institution !== e.institution) out.push({ text: e.institution, bold: true });
        out.push({ text: `${style.bullet}${e.degree}`, date: when(e) }, ...grade(i));
      });
      return out;
    }
    default:
      return cv.education.flatMap((e, i) => [{ text: e.degree, bold: true, date: when(e) }, { text: e.institution }, ...grade(i)]);
  }
}
