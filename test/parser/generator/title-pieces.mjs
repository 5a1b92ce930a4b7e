// Titles printed with their rank after a comma and their field after a dash (generateCv(seed, { titlePieces: true })):
// "Engineer, Associate – Data Platforms" (`rank-field`) or "Engineer – Data Platforms" (`field`), as large firms write their
// grades and the team a job was in. The whole line is the title: the pieces after the comma and the dash are neither the
// employer nor the place, which stand on a line of their own. Rank and field words are invented per language. Drawn from
// a stream of its own (the seed's, mixed), so the people, jobs and every other draw of a CV stay what they were; without
// the option nothing changes. Not for form, glossed, "at" or client-opened CVs (`plain`): their titles have shapes of their own.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

const RANKS = inLang({
  en: ['Associate', 'Senior', 'Principal', 'Junior'],
  de: ['Senior', 'Junior', 'Associate', 'Principal'],
  fr: ['Senior', 'Junior', 'Confirmé', 'Associé'],
  es: ['Senior', 'Junior', 'Asociado', 'Principal'],
  it: ['Senior', 'Junior', 'Associato', 'Principale'],
  pl: ['Senior', 'Junior', 'Starszy', 'Główny'],
  hu: ['Senior', 'Junior', 'Vezető', 'Medior'],
  nl: ['Senior', 'Junior', 'Medior', 'Associate'],
  pt: ['Sênior', 'Júnior', 'Pleno', 'Associado'],
});
// The team or field a job was in: invented, capitalised as such lines are, with "and" inside some.
const FIELDS = inLang({
  en: ['Data Platforms', 'Risk and Controls', 'Harbour Logistics', 'Cloud Operations'],
  de: ['Datenplattformen', 'Risiko und Kontrolle', 'Hafenlogistik', 'Cloud-Betrieb'],
  fr: ['Plateformes de données', 'Risques et contrôle', 'Logistique portuaire', 'Opérations cloud'],
  es: ['Plataformas de datos', 'Riesgos y control', 'Logística portuaria', 'Operaciones cloud'],
  it: ['Piattaforme dati', 'Rischi e controlli', 'Logistica portuale', 'Operazioni cloud'],
  pl: ['Platformy danych', 'Ryzyko i kontrola', 'Logistyka portowa', 'Operacje chmurowe'],
  hu: ['Adatplatformok', 'Kockázat és kontroll', 'Kikötői logisztika', 'Felhőüzemeltetés'],
  nl: ['Dataplatformen', 'Risico en beheersing', 'Havenlogistiek', 'Cloudbeheer'],
  pt: ['Plataformas de dados', 'Riscos e controles', 'Logística portuária', 'Operações em nuvem'],
});
export const TITLE_PIECE_FORMS = ['rank-field', 'field'];

/** The CV with `style.titlePieces` (the form, each job's rank and field) and its jobs' titles in that form. */
export function withTitlePieces(cv) {
  const r = rng((cv.seed ^ 0x7e7e) * 23 + 11);
  const form = r.pick(TITLE_PIECE_FORMS);
  const s = cv.style;
  if (s.form || s.gloss || (s.at && s.at.form !== 'plain') || (s.clientOpens && s.clientOpens.form !== 'plain')) {
    return { ...cv, style: { ...s, titlePieces: { form: 'plain' } } };
  }
  const ranks = cv.work.map(() => r.pick(RANKS[cv.lang]));
  const fields = cv.work.map(() => r.pick(FIELDS[cv.lang]));
  const pieces = { form, ranks, fields };
  const work = cv.work.map((w, k) => ({ ...w, title: piecedTitle({ style: { titlePieces: pieces } }, k, w.title) }));
  return { ...cv, work, style: { ...s, titlePieces: pieces } };
}

/** The title a title-pieces CV prints for job k titled `title` (another title put in, as a bench does), else the title. */
export function piecedTitle(cv, k, title) {
  const p = cv.style.titlePieces;
  if (!p || p.form === 'plain') return title;
  return p.form === 'rank-field' ? `${title}, ${p.ranks[k]} – ${p.fields[k]}` : `${title} – ${p.fields[k]}`;
}
