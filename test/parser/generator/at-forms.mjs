// Jobs whose header line joins the title and the employer with the language's word for "at" (generateCv(seed, { at: true })):
// "Hedgewright at Example Orchards" (`at`), or a role before a colon and what the job was before "at"
// ("Holiday helper: packing at Example Orchards", `role-colon`), as student and holiday jobs are often written. The word,
// not a comma or a line break, tells which part is the employer; the title may be one no word list knows. In a
// `role-colon` CV the truth's title is the role with what it was ("Holiday helper: packing"), as printed. Only for the
// languages whose "at" word reads unambiguously before a name (en at, de bei, nl bij, fr chez, it presso, pl w); the
// others print `plain`. Drawn from a stream of its own (the seed's, mixed), so the people, jobs and every other draw of a
// CV stay what they were; without the option nothing changes.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

const AT_WORDS = inLang({ en: 'at', de: 'bei', nl: 'bij', fr: 'chez', it: 'presso', pl: 'w' });
// What a job was, after the role's colon: invented short activities in the CV's language.
const WHAT = inLang({
  en: ['packing', 'stocktaking', 'sorting the post', 'night shifts'],
  de: ['Verpackung', 'Inventur', 'Nachtschichten', 'Lagerarbeit'],
  nl: ['inpakken', 'inventaris', 'nachtdiensten', 'magazijnwerk'],
  fr: ['emballage', 'inventaire', 'tri du courrier', 'équipes de nuit'],
  it: ['imballaggio', 'inventario', 'turni di notte', 'smistamento posta'],
  pl: ['pakowanie', 'inwentaryzacja', 'nocne zmiany', 'sortowanie poczty'],
});
export const AT_FORMS = ['at', 'role-colon'];

/** The CV with `style.at` (the form and its word; undefined for languages without one); a role-colon CV's titles say what. */
export function withAtForm(cv) {
  const r = rng((cv.seed ^ 0xa7a7) * 19 + 7);
  const form = r.pick(AT_FORMS);
  const word = AT_WORDS[cv.lang];
  if (word === undefined || cv.style.form || cv.style.gloss) return { ...cv, style: { ...cv.style, at: { form: 'plain' } } };
  const what = cv.work.map(() => r.pick(WHAT[cv.lang]));
  const work = form === 'role-colon' ? cv.work.map((w, k) => ({ ...w, title: `${w.title}: ${what[k]}` })) : cv.work;
  return { ...cv, work, style: { ...cv.style, at: { form, word, what } } };
}

/** The title a role-colon CV prints for a job titled `title` (another title put in, as a bench does), else the title. */
export function atTitle(cv, k, title) {
  return cv.style.at?.form === 'role-colon' ? `${title}: ${cv.style.at.what[k]}` : title;
}

/** The header line of a job in an `at` form ("Title at Employer"), or undefined when the CV prints none. */
export function atHead(cv, w) {
  const at = cv.style.at;
  return at && at.form !== 'plain' ? `${w.title} ${at.word} ${w.employer}` : undefined;
}
