// A consultancy's own job over the client projects done there (generateCv(seed, { clientOpens: true, clientParents: true })):
// the newest job's consultancy printed alone on its line, dated by its own period (beside it as any job's period, or on the
// line below), then the client-opened rows of the job done for a client (client-opens.mjs) and a client row that names the
// consultancy itself with its own training or internal project and no role, both dated within the consultancy's period.
// The truth gains the consultancy's job (its name, no title, its own period, open where the client job is); the internal
// project is no job of the truth. Only where the jobs are opened by client rows; drawn from a stream of its own (the
// seed's, mixed), so the people, jobs and every other draw of a CV stay what they were; without the option nothing changes.
import { rng } from './generate.mjs';

// Invented consultancy names, one word or two, no company form (as such firms print their names).
const PARENTS = ['Corvantis', 'Meridelle', 'Stratwell', 'Noventra Group', 'Calderby', 'Kestrelpoint'];
// Invented internal projects, as a firm names its own training.
const INTERNAL = ['Onboarding Academy', 'Java Bootcamp', 'Internal Training', 'Cloud Academy'];
export const CLIENT_PARENT_FORMS = ['beside', 'below'];

const earlier = (ym, months) => {
  const total = Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1 - months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};

/** The CV with `style.clientParents` (form, parent, internal project) and the parent's job first in the truth, or `plain`. */
export function withClientParents(cv) {
  const r = rng((cv.seed ^ 0x9a7e) * 29 + 5);
  const form = r.pick(CLIENT_PARENT_FORMS);
  const parent = r.pick(PARENTS);
  const internal = r.pick(INTERNAL);
  const first = cv.work[0];
  if (!cv.style.clientOpens || cv.style.clientOpens.form === 'plain' || !first) {
    return { ...cv, style: { ...cv.style, clientParents: { form: 'plain' } } };
  }
  // The consultancy took the person on a year before the client job began; the internal project filled its first months.
  const start = earlier(first.start, 12);
  const job = { employer: parent, title: '', start, end: first.end, parent: true, prose: '' };
  return {
    ...cv,
    work: [job, ...cv.work],
    style: { ...cv.style, clientParents: { form, parent, internal, internalPeriod: { start, end: earlier(first.start, 9) } } },
  };
}

/**
 * The lines of the parent's job: its name (with its period beside or below), then the internal project's client and period
 * rows; undefined for any other job. `row` makes a labelled row in the CV's client-open form, `date` prints a period.
 */
export function clientParentLines(cv, w, row, date) {
  const p = cv.style.clientParents;
  if (!p || p.form === 'plain' || !w.parent) return undefined;
  const c = cv.style.clientOpens;
  const head = p.form === 'beside' ? [{ text: w.employer, bold: true, date: date(w) }] : [{ text: w.employer, bold: true }, { text: date(w) }];
  return [...head, row(c.client, `${w.employer} – ${p.internal}`), row(c.period, date(p.internalPeriod))];
}
