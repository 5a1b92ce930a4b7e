// A school with its whole span over the stages studied there (drawn for the hard and wild sets from a stream of its
// own, after the table of studies, so a CV that does not draw it prints what it did): the newest study's school on a
// line of its own dated by the whole span ("2014 – 2020", or "2017 – present" while still studying), then the
// stages under it, each a line with its own sub-period, a colon and the degree ("2014 – 2017: BSc …", `colon`), or the
// degree and its sub-period in brackets (`bracket`). The span ends with the last stage. Only where the studies are
// printed by the study layout itself (no Europass rows, table, study in progress, traineeship, long degrees or month
// names). A grade drawn for the study follows its stages.
// Truth: one study at that school, whose degree is the last stage's and whose end is the span's (none while ongoing);
// the earlier stage is part of it, no study of its own.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';

export const SPAN_FORMS = ['colon', 'bracket'];

/** The CV with a school span drawn (`span`: a form of SPAN_FORMS, or `none`), for the hard and wild sets. */
export function withStudySpan(cv) {
  const r = rng((cv.seed ^ 0x2c5d) * 31 + 9);
  const style = cv.style.education;
  const printable = style !== undefined && style.europass === 'none' && style.progress === 'none' && !style.traineeship
    && !style.longDegrees && !style.months && (style.table ?? 'none') === 'none' && (style.form ?? 'none') === 'none' && cv.education.length > 0;
  const drawn = r.next() < 0.5;
  const form = r.pick(SPAN_FORMS);
  const ongoing = r.next() < 0.4;
  const first = cv.education[0];
  const earlier = first ? r.pick(VOCAB[cv.lang].degrees.filter((d) => !cv.education.some((e) => e.degree === d))) ?? '' : '';
  if (!printable || !drawn) return { ...cv, style: { ...cv.style, education: { ...style, span: 'none' } } };
  const study = { ...first, end: ongoing ? '' : first.end };
  // The years of the span and of its stages: the span takes the three years the study took (after the study before it
  // ended), the earlier stage two of them, the last stage ending with the study (or still going on).
  const last = Number(first.end);
  const years = [last - 3, last - 1, ongoing ? VOCAB[cv.lang].present : String(last)];
  return {
    ...cv, education: [study, ...cv.education.slice(1)],
    style: { ...cv.style, education: { ...style, span: form, spanEarlier: earlier, spanYears: years.map(String) } },
  };
}

/** The span's lines for the first study (undefined where the CV has none): the school with its span, then its stages. */
export function studySpanLines(cv) {
  const style = cv.style.education;
  if (!style || !style.span || style.span === 'none') return undefined;
  const [from, turn, to] = style.spanYears;
  const e = cv.education[0];
  const stages = [[style.spanEarlier, `${from} – ${turn}`], [e.degree, `${turn} – ${to}`]];
  return [
    { text: e.institution, bold: true, date: `${from} – ${to}` },
    ...stages.map(([degree, when]) => ({ text: style.span === 'colon' ? `${when}: ${degree}` : `${degree} (${when})` })),
    ...(style.grades[0] ? [{ text: style.grades[0] }] : []),
  ];
}
