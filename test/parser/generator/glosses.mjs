// Employers glossed with what they do (generateCv(seed, { glosses: true })): "Quillmoss Fern.- Handmade lamps for small
// shops", the name set apart from its description by a full stop and a dash, as Spanish-speaking CVs often print it. The
// gloss is no title, no employer and no place; the title stands on a line of its own above the employer's line (a
// bullet glyph may open that line), or in a cell after the gloss. Drawn from a stream of its own (the seed's, mixed), so
// the people, jobs and every other draw of a CV stay what they were; without the option nothing changes.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

// Descriptions of invented firms' trades, written for this generator; languages without their own list use English.
const GLOSSES = inLang({
  en: ['Handmade lamps for small shops', 'Freight planning for regional farms', 'Online bookings for mountain huts',
    'Repair service for old bicycles', 'Accounting software for bakeries'],
  es: ['Tienda en línea de lámparas artesanales', 'Logística para granjas de la región', 'Reservas en línea para refugios de montaña',
    'Software de contabilidad para panaderías', 'Taller de reparación de bicicletas antiguas'],
  pt: ['Loja online de candeeiros artesanais', 'Logística para quintas da região', 'Reservas online para abrigos de montanha',
    'Software de contabilidade para padarias'],
  it: ['Negozio online di lampade artigianali', 'Logistica per aziende agricole della zona', 'Software di contabilità per panifici'],
  fr: ['Boutique en ligne de lampes artisanales', 'Logistique pour les fermes de la région', 'Logiciel de comptabilité pour boulangeries'],
});
// Where the title goes: on a line of its own above the employer's line, or in a cell after the gloss.
export const GLOSS_FORMS = ['title-above', 'title-cell'];
// The glyph that opens the employer's line, when one does: a bullet, or a decorative sign as an icon font reads out
// (both in the PDF writer's Latin-1 range).
const GLYPHS = ['', '• ', '» '];

/** The CV with a gloss for each job (`work[k].gloss`) and `style.gloss`: the form and the glyph. */
export function withGlosses(cv) {
  const r = rng((cv.seed ^ 0x6105) * 13 + 7);
  const list = GLOSSES[cv.lang] ?? GLOSSES.en;
  const form = r.pick(GLOSS_FORMS);
  const glyph = form === 'title-above' ? r.pick(GLYPHS) : '';
  const start = r.int(list.length);
  const work = cv.work.map((w, k) => ({ ...w, gloss: list[(start + k) % list.length] }));
  return { ...cv, work, style: { ...cv.style, gloss: { form, glyph } } };
}

/** The header lines of a glossed job, each with the period on the employer's line (the renderers place it in its column). */
export function glossedHead(cv, w, date) {
  const { form, glyph } = cv.style.gloss;
  // A name that ends on an abbreviation's dot ("S.A.") shares it with the mark: "Example S.A.- …".
  const named = `${glyph}${w.employer.replace(/\.$/u, '')}.- ${w.gloss}`;
  return form === 'title-above'
    ? [{ text: w.title, bold: true }, { text: named, date }]
    : [{ text: `${named}   ${w.title}`, cells: [named, w.title], bold: true, date }];
}
