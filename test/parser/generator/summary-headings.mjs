// A skills section under a summed-up heading right after the jobs (generateCv(seed, { summaryHeadings: true })): a heading
// that names a skills list with a summing word ("Knowledge and Experience Summary", "Expertise Overview", "Summary of
// Skills"), as CVs print one the usual headings do not name, over rows of a level and the skills at it ("Expert<tab>…").
// A reader that does not know the heading takes it for the last job's next line (an employer of junk). English wording
// (such headings are printed in English in CVs of every language here, the levels too). The truth is unchanged: the rows
// are no job. Not in Europass rows (each row there belongs to a dated cell). Drawn from a stream of its own (the seed's,
// mixed), so the people, jobs and every other draw of a CV stay what they were; without the option nothing changes.
import { rng } from './generate.mjs';

// Summed-up headings, written for this generator in the shapes CVs use: "<heading> Summary", "<a> and <b> Summary",
// "<heading> Overview", "Summary of <heading>".
const HEADINGS = ['Knowledge and Experience Summary', 'Expertise Overview', 'Skills Summary', 'Summary of Skills',
  'Technical Skills Overview', 'Knowledge Summary', 'Competencies and Experience Overview'];
const LEVELS = ['Expert', 'Experienced', 'Knowledge'];
export const SUMMARY_HEADING_FORMS = ['rows', 'lines'];

/** The CV with `style.summaryHeading` (form, heading, rows of level and skills), `{ form: 'plain' }` where it prints none. */
export function withSummaryHeading(cv) {
  const r = rng((cv.seed ^ 0x5a3d) * 31 + 17);
  const form = r.pick(SUMMARY_HEADING_FORMS);
  const heading = r.pick(HEADINGS);
  if (cv.style.layout === 'europass' || cv.skills.length < 3) return { ...cv, style: { ...cv.style, summaryHeading: { form: 'plain' } } };
  const third = Math.ceil(cv.skills.length / 3);
  const rows = LEVELS.map((level, k) => [level, cv.skills.slice(k * third, (k + 1) * third).join(', ')]).filter(([, s]) => s !== '');
  return { ...cv, style: { ...cv.style, summaryHeading: { form, heading, rows } } };
}

/** The section's lines after the jobs: the heading, then each level with its skills in cells or on a line. */
export function summaryLines(cv, heading) {
  const s = cv.style.summaryHeading;
  if (!s || s.form === 'plain') return [];
  return [heading(cv, s.heading), ...s.rows.map(([level, skills]) => (s.form === 'rows'
    ? { text: `${level}   ${skills}`, cells: [level, skills] } : { text: `${level}: ${skills}` }))];
}
