// Employers glossed with what they do (generateCv(seed, { glosses: true })): "Quillmoss Fern.- Handmade lamps for small
// shops", the name set apart from its description by a full stop and a dash, as Spanish-speaking CVs often print it. The
// gloss is no title, no employer and no place; the title stands on a line of its own above the employer's line (a
// bullet glyph may open that line), or in a cell after the gloss. Drawn from a stream of its own (the seed's, mixed), so
// the people, jobs and every other draw of a CV stay what they were; without the option nothing changes.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';
import { VOCAB } from './vocab.mjs';

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
// Where the firm's town goes, when the line prints one: before the mark ("Example S.A., Lyon.- …", `before`) or after the
// gloss ("Example S.A.- Online shop for bakeries, Lyon", `after`); `none` prints no town. The town is a city of the CV's
// country other than the person's own; the truth's employer stays the name alone.
export const GLOSS_TOWNS = ['none', 'before', 'after'];

/**
 * The CV with a gloss for each job (`work[k].gloss`, and `work[k].glossTown` where a town is printed) and `style.gloss`:
 * the form, the glyph and where the town goes. The town form is drawn from a stream of its own after the others, so the
 * form, glyph and glosses of a CV stay what they were.
 */
export function withGlosses(cv) {
  const r = rng((cv.seed ^ 0x6105) * 13 + 7);
  const list = GLOSSES[cv.lang] ?? GLOSSES.en;
  const form = r.pick(GLOSS_FORMS);
  const glyph = form === 'title-above' ? r.pick(GLYPHS) : '';
  const start = r.int(list.length);
  const t = rng((cv.seed ^ 0x7013) * 17 + 5);
  const town = t.pick(GLOSS_TOWNS);
  const towns = (VOCAB[cv.lang]?.cities ?? []).map(([city]) => city).filter((city) => city !== cv.address?.city);
  const first = t.int(Math.max(1, towns.length));
  const work = cv.work.map((w, k) => ({
    ...w, gloss: list[(start + k) % list.length], ...(town !== 'none' && towns.length > 0 ? { glossTown: towns[(first + k) % towns.length] } : {}),
  }));
  return { ...cv, work, style: { ...cv.style, gloss: { form, glyph, town: towns.length > 0 ? town : 'none' } } };
}

/** The header lines of a glossed job, each with the period on the employer's line (the renderers place it in its column). */
export function glossedHead(cv, w, date) {
  const { form, glyph, town } = cv.style.gloss;
  // A name that ends on an abbreviation's dot ("S.A.") shares it with the mark: "Example S.A.- …"; a town before the mark
  // follows the name after a comma, the name's own dot kept ("Example S.A., Lyon.- …").
  const named = w.glossTown && town === 'before' ? `${glyph}${w.employer}, ${w.glossTown}.- ${w.gloss}`
    : `${glyph}${w.employer.replace(/\.$/u, '')}.- ${w.gloss}${w.glossTown && town === 'after' ? `, ${w.glossTown}` : ''}`;
  return form === 'title-above'
    ? [{ text: w.title, bold: true }, { text: named, date }]
    : [{ text: `${named}   ${w.title}`, cells: [named, w.title], bold: true, date }];
}
