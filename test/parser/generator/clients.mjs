// A consultant's jobs name the client each project was for (generateCv(seed, { clients: true })): under some jobs a
// labelled row "Client<tab>Example Bank" (label and value in cells, as a DOCX table or a PDF form sets them) or
// "Client: Example Bank" (with its colon), in the job's own language. The client is a detail of the job: the truth's
// employer and title stay what they were, and a label word is never a title, an employer or a headline. In a form
// (forms.mjs) the client's row stands among the job's rows, before the last of them; in other entries
// it follows the job's header lines. Drawn from a stream of its own (the seed's, mixed), so the people, jobs and every
// other draw of a CV stay what they were; without the option nothing changes.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

// The label of a client's row in each language, written for this generator.
const LABELS = inLang({
  en: ['Client', 'Customer'], de: ['Kunde', 'Auftraggeber'], fr: ['Client'], es: ['Cliente'], it: ['Cliente', 'Committente'],
  pt: ['Cliente'], nl: ['Klant', 'Opdrachtgever'], pl: ['Klient'], hu: ['Ügyfél', 'Megrendelő'],
});
// Invented clients: none of them is an employer the generator draws.
const CLIENTS = ['Harbourline Bank', 'Corvane Insurance', 'Meridale Telecom', 'Stellby Rail', 'Northgrove Utilities', 'Aldermoor Group',
  'Pellucid Airways', 'Brisk & Tolley'];
// How the row is printed: label and value in cells, or the label with its colon.
export const CLIENT_FORMS = ['cells', 'colon'];

/** The CV with `style.clients`: the row's label and form, and the client of each job (undefined: no client row). */
export function withClients(cv) {
  const r = rng((cv.seed ^ 0xc1e7) * 13 + 5);
  const label = r.pick(LABELS[cv.lang] ?? LABELS.en);
  const form = r.pick(CLIENT_FORMS);
  const per = cv.work.map(() => (r.next() < 0.6 ? r.pick(CLIENTS) : undefined));
  // At least one job names its client: the class is the point of the option.
  if (per.every((c) => c === undefined)) per[0] = r.pick(CLIENTS);
  return { ...cv, style: { ...cv.style, clients: { label, form, per } } };
}

/** The client's row of the k-th job, or undefined when that job names none. */
export function clientRow(cv, k) {
  const c = cv.style.clients;
  const client = c?.per[k];
  if (client === undefined) return undefined;
  return c.form === 'cells' ? { text: `${c.label}   ${client}`, cells: [c.label, client] } : { text: `${c.label}: ${client}` };
}
