// Jobs printed as a form's labelled rows (generateCv(seed, { forms: true })): each job a block of "Label<tab>value" rows,
// the period first under its own label ("Dates", "Zeitraum" …), then the title, a row that describes the job (its main
// activities, the tools used or the sector) and the employer, in one of three orders — the employer right after the
// period, after the title, or last after the describing row, as CV builders that export a form print it. In English
// the title's label may carry a qualifier ("Main role"). Drawn from a stream of its own (the seed's, mixed), so the
// people, jobs and every other draw of a CV stay what they were; without the option nothing changes.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

// General labels of such forms in each language, written for this generator.
const LABELS = inLang({
  en: { period: ['Dates', 'Period'], title: ['Position', 'Main role', 'Job title'], employer: ['Company', 'Employer'],
    rows: ['Main activities', 'Tools', 'Sector'], sectors: ['logistics', 'retail', 'software', 'health care'] },
  de: { period: ['Zeitraum'], title: ['Position', 'Funktion'], employer: ['Arbeitgeber', 'Unternehmen'],
    rows: ['Haupttätigkeiten', 'Werkzeuge', 'Branche'], sectors: ['Logistik', 'Handel', 'Software'] },
  fr: { period: ['Période'], title: ['Poste', 'Fonction'], employer: ['Employeur', 'Entreprise'],
    rows: ['Activités principales', 'Outils', 'Secteur'], sectors: ['logistique', 'commerce', 'logiciel'] },
  es: { period: ['Periodo'], title: ['Puesto', 'Cargo'], employer: ['Empresa'],
    rows: ['Actividades principales', 'Herramientas', 'Sector'], sectors: ['logística', 'comercio', 'software'] },
  it: { period: ['Periodo'], title: ['Ruolo', 'Mansione'], employer: ['Azienda', 'Datore di lavoro'],
    rows: ['Attività principali', 'Strumenti', 'Settore'], sectors: ['logistica', 'commercio', 'software'] },
  pt: { period: ['Período'], title: ['Cargo', 'Função'], employer: ['Empresa'],
    rows: ['Atividades principais', 'Ferramentas', 'Setor'], sectors: ['logística', 'comércio', 'software'] },
  nl: { period: ['Periode'], title: ['Functie'], employer: ['Werkgever', 'Bedrijf'],
    rows: ['Hoofdtaken', 'Hulpmiddelen', 'Sector'], sectors: ['logistiek', 'detailhandel', 'software'] },
  pl: { period: ['Okres'], title: ['Stanowisko'], employer: ['Pracodawca', 'Firma'],
    rows: ['Główne zadania', 'Narzędzia', 'Branża'], sectors: ['logistyka', 'handel', 'oprogramowanie'] },
  hu: { period: ['Időszak'], title: ['Beosztás', 'Munkakör'], employer: ['Munkahely', 'Munkáltató'],
    rows: ['Fő feladatok', 'Eszközök', 'Ágazat'], sectors: ['logisztika', 'kereskedelem', 'szoftver'] },
});
// Where the employer's row stands: right after the period, after the title, or last after the rows that describe the job.
export const FORM_ORDERS = ['employer-first', 'employer-second', 'employer-last'];

/** The CV with `style.form`: the order of the rows and the labels it prints. */
export function withForms(cv) {
  const r = rng((cv.seed ^ 0xf0a3) * 17 + 3);
  const labels = LABELS[cv.lang] ?? LABELS.en;
  const order = r.pick(FORM_ORDERS);
  return {
    ...cv,
    style: {
      ...cv.style,
      form: { order, period: r.pick(labels.period), title: r.pick(labels.title), employer: r.pick(labels.employer),
        rows: labels.rows, sector: r.pick(labels.sectors), describe: r.int(labels.rows.length) },
    },
  };
}

/**
 * The rows of one job, each a line of two cells (label, value): the period, the title, the employer and one row that
 * describes the job (its main activities, the tools used or the sector; the job's prose is not printed apart, so the
 * page still holds the CV).
 */
export function formRows(cv, w, date) {
  const f = cv.style.form;
  const row = (label, value) => ({ text: `${label}   ${value}`, cells: [label, value] });
  const [activities, tools, sector] = f.rows;
  const title = row(f.title, w.title);
  const employer = row(f.employer, w.employer);
  const describing = [row(activities, w.prose.replace(/\.$/u, '').toLowerCase()), row(tools, (cv.skills ?? []).slice(0, 2).join(' • ')),
    row(sector, f.sector)][f.describe];
  const body = f.order === 'employer-first' ? [employer, title, describing]
    : f.order === 'employer-second' ? [title, employer, describing] : [title, describing, employer];
  return [row(f.period, date), ...body];
}
