// Skills in a sidebar as rows of a label and its items (generateCv(seed, { skillLabels: true })), as sidebar templates
// print them: "Software: Word, Excel", "Tools: Jira, Git", one form a CV: `colon`, label and items on one line after a
// colon, a row too long for the sidebar wrapping after a comma; `cells`, the label and the items in cells apart by a wide
// gap (a PDF's runs, a DOCX's tab), as a label column beside its values; `label-above`, the label bold with its colon on a
// line of its own over its items. The rows stand where the sidebar prints its skills (`place: 'after'`, under the
// contact block) or at the sidebar's top over the contact block (`place: 'top'`), where a name reader or a label/value
// table reader meets them first. The labels are no skills and no name (`style.skillLabels.noise`); the truth's skills are
// the items. Only for sidebar layouts that print the plain skills list (no skills block of skill-blocks.mjs, no shape of
// skill-shapes.mjs, no CJK or right-to-left form); `plain` otherwise. Drawn from a stream of its own after the skills
// shapes, so a CV that draws `plain` prints what it did.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

export const SKILL_LABEL_FORMS = ['colon', 'cells', 'label-above', 'plain'];

// Row labels of a sidebar's skills, in the CV's language, written for this generator.
const LABELS = inLang({
  en: ['Software', 'Tools', 'Methods', 'Other'], de: ['Software', 'Werkzeuge', 'Methoden', 'Sonstiges'],
  fr: ['Logiciels', 'Outils', 'Méthodes', 'Autres'], es: ['Software', 'Herramientas', 'Métodos', 'Otros'],
  it: ['Software', 'Strumenti', 'Metodi', 'Altro'], pl: ['Oprogramowanie', 'Narzędzia', 'Metody', 'Inne'],
  hu: ['Szoftverek', 'Eszközök', 'Módszerek', 'Egyéb'], nl: ['Software', 'Tools', 'Methoden', 'Overig'],
  pt: ['Software', 'Ferramentas', 'Métodos', 'Outros'],
});

/** A sidebar's row holds about this many characters in its small type. */
const SIDEBAR_CHARS = 32;

/** The CV with `style.skillLabels` ({ form, place, rows, noise }); `{ form: 'plain' }` where none is drawn. */
export function withSkillLabels(cv) {
  const r = rng((cv.seed ^ 0x3a7c) * 41 + 9);
  const form = r.pick(SKILL_LABEL_FORMS);
  const place = r.pick(['after', 'top']);
  const plain = { ...cv, style: { ...cv.style, skillLabels: { form: 'plain' } } };
  const shaped = [cv.style.skillBlock, cv.style.skillShape].some((s) => s && s.form !== 'plain');
  if (form === 'plain' || !cv.style.layout.startsWith('sidebar') || shaped || cv.style.cjk?.lines || cv.style.rtl?.lines
    || cv.skills.length < 4) return plain;
  // Two or three items a row, two to four rows.
  const labels = LABELS[cv.lang];
  const sizes = [3, 2, 3, 2];
  const rows = [];
  for (let k = 0, i = 0; k < cv.skills.length && i < labels.length; k += sizes[i], i += 1) rows.push([labels[i], cv.skills.slice(k, k + sizes[i])]);
  const skills = rows.flatMap(([, items]) => items);
  return { ...cv, skills, style: { ...cv.style, skillLabels: { form, place, rows, noise: rows.map(([label]) => label) } } };
}

/** The skills section's lines in the CV's label rows, or undefined where it prints its plain list. */
export function skillLabelLines(cv, narrow) {
  const s = cv.style.skillLabels;
  if (!s || s.form === 'plain') return undefined;
  return s.rows.flatMap(([label, items]) => {
    const list = items.join(', ');
    if (s.form === 'cells') return [{ text: `${label}   ${list}`, cells: [label, list] }];
    if (s.form === 'label-above') return [{ text: `${label}:`, bold: true }, { text: list }];
    const text = `${label}: ${list}`;
    if (!narrow || text.length <= SIDEBAR_CHARS || items.length < 2) return [{ text }];
    // Wrapped after a comma, as a narrow text box breaks it.
    return [{ text: `${label}: ${items.slice(0, -1).join(', ')},` }, { text: items.at(-1) }];
  });
}

/** The skills rows go at the sidebar's top, over the contact block. */
export const skillLabelsOnTop = (cv) => cv.style.skillLabels?.place === 'top' && cv.style.skillLabels.form !== 'plain';
