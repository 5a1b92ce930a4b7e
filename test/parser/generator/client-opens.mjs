// Projects listed by the client each was for (generateCv(seed, { clientOpens: true })): each job opens with the client's
// labelled row, the client's name and the project after a dash ("Client<tab>Example Bank – Ledger Migration"), then
// the period's and the role's labelled rows and the prose, in the CV's language. The client named first is where the job
// was done: the truth's employer is that name and its title the role's row; the project is neither. Label and value in
// cells (as a DOCX table or a PDF form sets them) or with a colon (`cells`, `colon`). Not for CVs printed as forms or
// with glossed employers or "at" headers. Drawn from a stream of its own (the seed's, mixed), so the people, jobs and
// every other draw of a CV stay what they were; without the option nothing changes.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

// Labels written for this generator, each one a CV of the language uses.
const LABELS = inLang({
  en: { client: ['Client', 'Customer'], period: ['Period', 'Dates'], role: ['Role', 'Position'] },
  de: { client: ['Kunde', 'Auftraggeber'], period: ['Zeitraum'], role: ['Funktion', 'Position'] },
  fr: { client: ['Client'], period: ['Période', 'Dates'], role: ['Poste', 'Fonction'] },
  es: { client: ['Cliente'], period: ['Periodo'], role: ['Puesto', 'Cargo'] },
  it: { client: ['Cliente', 'Committente'], period: ['Periodo'], role: ['Ruolo', 'Mansione'] },
  pt: { client: ['Cliente'], period: ['Período'], role: ['Cargo', 'Função'] },
  nl: { client: ['Klant', 'Opdrachtgever'], period: ['Periode'], role: ['Functie'] },
  pl: { client: ['Klient'], period: ['Okres'], role: ['Stanowisko'] },
  hu: { client: ['Ügyfél', 'Megrendelő'], period: ['Időszak'], role: ['Beosztás'] },
});
// Invented project names.
const PROJECTS = ['Ledger Migration', 'Claims Portal', 'Fleet Tracking', 'Data Warehouse', 'Billing Revamp', 'Route Planner 2'];
export const CLIENT_OPEN_FORMS = ['cells', 'colon'];

/** The CV with `style.clientOpens` (labels, form and each job's project), `{ form: 'plain' }` where the CV prints none. */
export function withClientOpens(cv) {
  const r = rng((cv.seed ^ 0x0c1e) * 23 + 11);
  const labels = LABELS[cv.lang] ?? LABELS.en;
  const form = r.pick(CLIENT_OPEN_FORMS);
  const client = r.pick(labels.client);
  const period = r.pick(labels.period);
  const role = r.pick(labels.role);
  const projects = cv.work.map(() => r.pick(PROJECTS));
  if (cv.style.form || cv.style.gloss || (cv.style.at && cv.style.at.form !== 'plain')) return { ...cv, style: { ...cv.style, clientOpens: { form: 'plain' } } };
  return { ...cv, style: { ...cv.style, clientOpens: { form, client, period, role, projects } } };
}

/** The rows of the k-th job opened by its client's row, or undefined when the CV prints its jobs otherwise. */
export function clientOpenRows(cv, w, k, date) {
  const c = cv.style.clientOpens;
  if (!c || c.form === 'plain') return undefined;
  const row = clientOpenRow(c);
  return [row(c.client, `${w.employer} – ${c.projects[k % c.projects.length]}`), row(c.period, date), row(c.role, w.title), { text: w.prose }];
}

/** A labelled row in the CV's client-open form: label and value in cells, or with a colon. */
export const clientOpenRow = (c) => (label, value) => (c.form === 'cells' ? { text: `${label}   ${value}`, cells: [label, value] } : { text: `${label}: ${value}` });
