// A cell beside the title on its row (generateCv(seed, { titleCells: true }), implies `twoLine`): the title bold at the left
// and the sector or team the job was in flush right where the other rows hold the period ("Title ⇥ Logistics"), over
// a row of cells, the employer, its place and the period, as card-like templates print a job (`sector`); `plain` where the CV draws
// no employer-first or title-first two-line form. The sector words are generic and in the CV's language (English where it
// has no list); the employer is printed by its short name, without its legal form (the truth's employer too): the sector
// is neither the title nor the employer. Drawn from a stream of its own
// (the seed's, mixed) after the two-line form, so nothing else of a CV changes; without the option nothing changes.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

export const TITLE_CELL_FORMS = ['sector', 'plain'];

// Sectors and teams as such cells name them: one or two words, some an abbreviation.
const SECTORS = inLang({
  en: ['Logistics', 'IT', 'Retail', 'Public Sector', 'Healthcare', 'Tech'],
  de: ['Logistik', 'IT', 'Einzelhandel', 'Öffentlicher Dienst', 'Gesundheitswesen'],
  fr: ['Logistique', 'IT', 'Commerce', 'Secteur public', 'Santé'],
  es: ['Logística', 'TI', 'Comercio', 'Sector público', 'Sanidad'],
  it: ['Logistica', 'IT', 'Commercio', 'Pubblica amministrazione', 'Sanità'],
  pl: ['Logistyka', 'IT', 'Handel', 'Sektor publiczny', 'Ochrona zdrowia'],
  hu: ['Logisztika', 'IT', 'Kereskedelem', 'Közszféra', 'Egészségügy'],
  nl: ['Logistiek', 'IT', 'Detailhandel', 'Publieke sector', 'Zorg'],
  pt: ['Logística', 'TI', 'Comércio', 'Setor público', 'Saúde'],
});

// Card-like templates print the firm's short name: its legal form at the end is left off.
const LEGAL_FORM_END = /\s+(?:plc|Ltd\.?|GmbH|AG|S\.L\.|S\.A\.|SAS|SARL|S\.r\.l\.|S\.p\.A\.|Sp\. z o\.o\.|Sp\. j\.|Kft\.|Zrt\.|Bt\.|B\.V\.|N\.V\.|Lda\.|Ltda\.)$/u;
const withoutLegalForm = (name) => name.replace(LEGAL_FORM_END, '') || name;

/** The CV with `style.titleCells`: the form and each job's sector. */
export function withTitleCells(cv) {
  const r = rng((cv.seed ^ 0x5ec7) * 41 + 13);
  const form = r.pick(TITLE_CELL_FORMS);
  const sectors = cv.work.map(() => r.pick(SECTORS[cv.lang]));
  const two = cv.style.twoLine?.form;
  const drawn = two === 'employer-first' || two === 'title-first' ? form : 'plain';
  const work = drawn === 'sector' ? cv.work.map((w) => ({ ...w, employer: withoutLegalForm(w.employer) })) : cv.work;
  return { ...cv, work, style: { ...cv.style, titleCells: { form: drawn, sectors } } };
}

/** The header lines of job k with a sector cell beside its title, or undefined when the CV prints none. */
export function titleCellHead(cv, w, k, place, date) {
  const t = cv.style.titleCells;
  if (!t || t.form !== 'sector') return undefined;
  const sector = t.sectors[k % t.sectors.length];
  return [{ text: w.title, bold: true, flushRight: sector }, { text: `${w.employer} ${place} ${date}`, cells: [w.employer, place, date] }];
}
