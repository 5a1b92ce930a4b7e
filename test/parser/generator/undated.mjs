// Jobs printed without any date (generateCv(seed, { undated: true })): a CV that lists what someone did and where, but
// no period beside any job, as short CVs of students, volunteers and career changers do (and as a scan's garbled dates
// leave a CV). Each job keeps its header lines and its prose below; the truth's jobs have no start and no end. Only where
// the jobs are printed by the layout's own header lines (not Europass rows, forms, glossed, "at", client-opened or
// freelance jobs, whose rows carry the period). Drawn from a stream of its own (the seed's, mixed), so the people, jobs
// and every other draw of a CV stay what they were; without the option nothing changes.
import { rng } from './generate.mjs';

export const UNDATED_FORMS = ['undated', 'plain'];

/** The CV with `style.undated` ({ form }) and, for `undated`, its jobs without periods. */
export function withUndatedJobs(cv) {
  const r = rng((cv.seed ^ 0x0da7) * 31 + 17);
  const drawn = r.next() < 2 / 3 ? 'undated' : 'plain';
  const s = cv.style;
  const own = s.layout !== 'europass' && !s.form && !s.gloss && (!s.at || s.at.form === 'plain')
    && (!s.clientOpens || s.clientOpens.form === 'plain') && (!s.freelance || s.freelance.form === 'plain')
    && (!s.promotions || s.promotions.form === 'plain');
  const form = own ? drawn : 'plain';
  const work = form === 'undated' ? cv.work.map((w) => ({ ...w, start: '', end: '' })) : cv.work;
  return { ...cv, work, style: { ...s, undated: { form } } };
}

/** Whether the CV prints its jobs without periods. */
export const undatedJobs = (cv) => cv.style.undated?.form === 'undated';
