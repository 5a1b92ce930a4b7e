// Study dates with month names (drawn for the hard and wild sets from a stream of its own, after the traineeship, so a
// CV that does not draw it prints what it did): where a study is dated by its whole period, the months are written out
// in the CV's language and order, as a timeline prints them: "September 2015 – June 2019", "septembre 2015 – juin 2019",
// "2015. szeptember – 2019. június" (Hungarian: the year first, with its full stop). The truth keeps the end year.
import { rng } from './generate.mjs';
import { inLang, MORE_LANGUAGES, MORE_VOCAB } from './more-langs.mjs';

// The month a study starts and the month it ends, per language.
export const STUDY_MONTHS = inLang({
  en: ['September', 'June'], de: ['September', 'Juni'], fr: ['septembre', 'juin'], es: ['septiembre', 'junio'], it: ['settembre', 'giugno'],
  pl: ['wrzesień', 'czerwiec'], hu: ['szeptember', 'június'], nl: ['september', 'juni'], pt: ['setembro', 'junho'],
  ...Object.fromEntries(MORE_LANGUAGES.map((lang) => [lang, [MORE_VOCAB[lang].months[8], MORE_VOCAB[lang].months[5]]])),
});

/**
 * The CV with month names drawn for its studies' periods (or not): only where the studies are dated by their whole period,
 * and the dates are printed inline (a date column is too narrow for "September 2013 – June 2016").
 */
export function withStudyMonths(cv) {
  const r = rng((cv.seed ^ 0x3d47) * 19 + 11);
  const style = cv.style.education;
  const months = style !== undefined && style.period && cv.style.dateColumn === 'inline' && r.next() < 0.6;
  return { ...cv, style: { ...cv.style, education: { ...style, months } } };
}

/** A study's date as printed: its end year, its period in years, or its period with month names. */
export function studyWhen(cv, e) {
  const style = cv.style.education;
  if (!style.period) return e.end;
  const start = Number(e.end) - 3;
  if (!style.months) return `${start} – ${e.end}`;
  const [from, to] = STUDY_MONTHS[cv.lang];
  return cv.lang === 'hu' ? `${start}. ${from} – ${e.end}. ${to}` : `${from} ${start} – ${to} ${e.end}`;
}
