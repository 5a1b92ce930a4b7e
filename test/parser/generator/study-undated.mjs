// A study printed without any date, as the layout prints its other studies (generateCv(seed, { undatedStudies: true })):
// a school named without a school word (a brand or a founder's name) and a field of study named without a degree word,
// the person's newest study (`first`: still going on, or one the person gave no dates) or the oldest (`last`: left
// unfinished). The study in progress of study-progress.mjs, where the CV has one, is printed so instead of its one
// line with its progress; else one such study is added. Nothing but the section, the layout's fonts and the block's shape
// says the two names are a study (LinkedIn's export prints its undated studies so: linkedin.mjs). Only where the studies
// are printed by the layout's own lines (no Europass rows, table, records, rows, span, two-line template, LinkedIn
// export, CJK or right-to-left form), `plain` otherwise. Drawn from a stream of its own after every other class, so a CV
// that draws `plain` prints what it did. The truth gains the added study (no end); a study in progress stays as it was.
import { rng } from './generate.mjs';
import { PROGRESS_FIELDS } from './study-progress.mjs';

export const UNDATED_STUDY_FORMS = ['first', 'last'];

// Invented schools named without a school word (none of study-progress.mjs's, so the two classes stay apart in a table).
export const UNDATED_SCHOOLS = ['Velmora', 'Ashwick Hale', 'Dunmarrow', 'Corriston', 'Pellham Rise', 'Quenby'];

const printable = (cv) => {
  const s = cv.style;
  const e = s.education;
  const none = (v) => v === undefined || v === 'none';
  return e !== undefined && none(e.europass) && none(e.table) && none(e.records) && none(e.rows) && none(e.span) && !e.traineeship
    && e.form !== 'year-in-text' && (s.twoLine?.form ?? 'plain') === 'plain' && s.linkedin?.form !== 'export' && !s.cjk?.lines
    && !s.rtl?.lines;
};

/** The CV with an undated study drawn (`style.education.undated`: `first`, `last` or `plain`). */
export function withUndatedStudy(cv) {
  const r = rng((cv.seed ^ 0x3d11) * 19 + 7);
  const plain = cv.style.education ? { ...cv, style: { ...cv.style, education: { ...cv.style.education, undated: 'plain' } } } : cv;
  const drawn = r.next() < 0.6 ? r.pick(UNDATED_STUDY_FORMS) : 'plain';
  const school = r.pick(UNDATED_SCHOOLS);
  const field = r.pick(PROGRESS_FIELDS[cv.lang] ?? PROGRESS_FIELDS.en);
  if (drawn === 'plain' || !printable(cv)) return plain;
  const style = cv.style.education;
  // A study in progress is the newest: printed first, as a school over its field.
  if (style.progress !== undefined && style.progress !== 'none') {
    return { ...cv, style: { ...cv.style, education: { ...style, undated: 'first', grades: ['', ...(style.grades ?? [])],
      ...(style.faculties ? { faculties: [style.faculties[0], ...style.faculties] } : {}) } } };
  }
  const study = { institution: school, degree: field, end: '' };
  const first = drawn === 'first';
  const around = (list, item) => (first ? [item, ...list] : [...list, item]);
  return {
    ...cv, education: around(cv.education, study),
    // The grades and faculties drawn per study keep their studies: the added one has none.
    style: { ...cv.style, education: { ...style, undated: drawn, grades: around(style.grades ?? [], ''),
      ...(style.faculties ? { faculties: around(style.faculties, style.faculties[0]) } : {}) } },
  };
}

/** The index of the undated study among the CV's studies (-1 without one). */
export function undatedIndex(cv) {
  const form = cv.style.education?.undated;
  if (form === 'first') return 0;
  return form === 'last' ? cv.education.length - 1 : -1;
}
