// A job's title broken over two lines at a hyphen (generateCv(seed, { titleBreaks: true })), as a narrow column or a
// text box breaks a long title: "Co-" over "founder" (a prefix that keeps its hyphen), "Vice-" over "President" (a second
// part in capitals, the hyphen kept), "Head of Busi-" over "ness Development" (a word broken inside, the hyphen only the
// break's). The newest job's title is one such title; its first piece carries the period (the date column's row), the
// second piece stands on the next line in the same bold, then the employer. Only where jobs print title over employer
// (the `two-lines` entry style) and no other class prints the job's header (Europass rows, forms, glosses, "at" headers,
// roles over clients, promotions, two-line templates, client rows, pieced titles, CJK or right-to-left forms, LinkedIn exports);
// `plain`
// otherwise. Drawn from a stream of its own, after every other class: a CV that draws `plain` prints what it did. The
// truth's title is the whole title ("Co-founder", "Vice-President", "Head of Business Development").
import { rng } from './generate.mjs';

export const TITLE_BREAK_FORMS = ['prefix', 'capital', 'inside', 'plain'];

// Per form: the whole title, its first piece (ending in the hyphen) and the rest. Languages without a row print English's.
const BROKEN_TITLES = {
  en: { prefix: ['Co-founder', 'Co-', 'founder'], capital: ['Vice-President', 'Vice-', 'President'],
    inside: ['Head of Business Development', 'Head of Busi-', 'ness Development'] },
  de: { prefix: ['Co-Gründer', 'Co-', 'Gründer'], capital: ['IT-Leiter', 'IT-', 'Leiter'], inside: ['Projektleiter', 'Projekt-', 'leiter'] },
  nl: { prefix: ['Co-founder', 'Co-', 'founder'], capital: ['ICT-Coördinator', 'ICT-', 'Coördinator'],
    inside: ['Projectleider', 'Project-', 'leider'] },
};
export const brokenTitles = (lang) => BROKEN_TITLES[lang] ?? BROKEN_TITLES.en;

/** Whether the CV prints its jobs' headers in the plain title-over-employer lines that this class breaks. */
function printsPlainHeads(cv) {
  const s = cv.style;
  const drawn = (style) => style !== undefined && style.form !== 'plain';
  return s.layout !== 'europass' && s.entry === 'two-lines' && !s.form && !s.gloss && !s.clients && cv.work.length > 0
    && ![s.at, s.freelance, s.promotions, s.twoLine, s.clientOpens, s.titlePieces, s.linkedin].some(drawn) && !s.cjk?.lines && !s.rtl?.lines;
}

/** The CV with `style.titleBreak` ({ form, pieces? }) and, where a form is drawn, its newest job's title broken so. */
export function withTitleBreaks(cv) {
  const r = rng((cv.seed ^ 0x7b1e) * 31 + 17);
  const drawn = r.pick(TITLE_BREAK_FORMS);
  if (drawn === 'plain' || !printsPlainHeads(cv)) return { ...cv, style: { ...cv.style, titleBreak: { form: 'plain' } } };
  const [whole, first, rest] = brokenTitles(cv.lang)[drawn];
  const work = cv.work.map((w, k) => (k === 0 ? { ...w, title: whole } : w));
  return { ...cv, work, style: { ...cv.style, titleBreak: { form: drawn, pieces: [first, rest] } } };
}

/** The newest job's header lines with its title broken (undefined for the other jobs and where no form is drawn). */
export function titleBreakHead(cv, w, k, date) {
  const t = cv.style.titleBreak;
  if (!t || t.form === 'plain' || k !== 0) return undefined;
  return [{ text: t.pieces[0], bold: true, date }, { text: t.pieces[1], bold: true }, { text: w.employer }];
}
