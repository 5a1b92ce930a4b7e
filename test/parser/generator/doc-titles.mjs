// The document's own title as the CV's top line (generateCv(seed, { titles: true })), in the forms the names class
// 'title-above' (names.mjs) does not print: a title that must never come back as the person's name. Drawn from a stream
// of its own (the seed's, mixed), so the people, jobs and every other draw of a CV stay what they were. One class a CV:
// - 'alone': the title in large type and no name printed anywhere (the truth's name is empty: any name read is made up;
//   the e-mail spells no name);
// - 'spaced': the title letter-spaced ("L E B E N S L A U F", "C V") above the name;
// - 'with-name': the title and the name on one line ("Lebenslauf – Given Family", "CV of Given Family", "Title: …");
// - 'cjk': a Korean, Japanese or Chinese title above the name (the PDF writer sets Helvetica only, so the PDF prints
//   question marks where the DOCX prints the signs: the DOCX is the test);
// - 'plain': as before.
// A CV that prints no name (the hard set's "none") or sets its name in another name class keeps 'plain'.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

export const TITLE_CLASSES = ['alone', 'spaced', 'with-name', 'cjk', 'plain'];

// A CV's title per language (general knowledge, written for this generator): the short and the long form.
const TITLES = inLang({
  en: ['CV', 'Curriculum Vitae', 'Résumé'], de: ['Lebenslauf', 'CV', 'Curriculum Vitae'], fr: ['CV', 'Curriculum Vitae'],
  es: ['Hoja de vida', 'Currículum vitae', 'CV'], it: ['Curriculum Vitae', 'CV'], pl: ['Życiorys', 'CV'],
  hu: ['Önéletrajz', 'Szakmai önéletrajz', 'CV'], nl: ['Curriculum Vitae', 'Levensloop', 'CV'], pt: ['Currículo', 'Curriculum Vitae', 'CV'],
});
// What joins the title to the name after it, per language ("of", "von" …; a dash or a colon anywhere).
const JOINERS = inLang({ en: ' of ', de: ' von ', fr: ' de ', es: ' de ', it: ' di ', pl: ' – ', hu: ' – ', nl: ' van ', pt: ' de ' });
const CJK_TITLES = ['이력서', '履歴書', '简历', '职业简历', '個人簡歷'];

/** "L E B E N S L A U F", "C U R R I C U L U M   V I T A E": each letter apart, words three spaces apart. */
const spaced = (title) => title.toLocaleUpperCase('en').split(' ').map((w) => [...w].join(' ')).join('   ');

/** The CV with its title class drawn: `style.titles` = { class, line?, size? }. */
export function withDocumentTitle(cv) {
  const r = rng((cv.seed ^ 0x51c7) * 13 + 7);
  let cls = r.pick(TITLE_CLASSES);
  const title = r.pick(TITLES[cv.lang]);
  const size = r.pick([14, 20, 28]);
  const joiner = r.next() < 0.5 ? JOINERS[cv.lang] : r.pick([' – ', ': ']);
  const cjk = r.pick(CJK_TITLES);
  const shout = r.next() < 0.4;
  // A name printed in another class (names.mjs, the hard set, traps.mjs) keeps its own top: nothing to put a title over.
  const otherName = (cv.style.names?.class ?? 'plain') !== 'plain' || !['plain', undefined].includes(cv.style.hard?.name)
    || (cv.style.traps?.class ?? 'plain') !== 'plain';
  if (cv.first === '' || otherName) cls = 'plain';
  const out = { ...cv, style: { ...cv.style, titles: { class: cls } } };
  const t = out.style.titles;
  const shown = shout ? title.toLocaleUpperCase(cv.lang) : title;
  if (cls === 'alone') {
    Object.assign(t, { line: shown, size: 28 });
    out.first = '';
    out.last = '';
    out.email = `cv${cv.seed % 1000}.${r.pick(['jobs', 'contact', 'info'])}@example.org`;
  }
  if (cls === 'spaced') Object.assign(t, { line: spaced(title), size });
  if (cls === 'with-name') t.joiner = `${shown}${joiner}`;
  if (cls === 'cjk') Object.assign(t, { line: cjk, size });
  return out;
}
