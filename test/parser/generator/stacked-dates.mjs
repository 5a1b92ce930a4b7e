// A PDF date column that stacks each period's end over its start, without a dash (generateCv(seed, { stackedDates: true })):
// "heute" or "05/2023" on the entry's first row, "03/2019" on the row below, as templates that list the newest first
// (right-to-left ones most of all) print them. Only where the dates stand in a column of their own (left or right, not
// Europass rows or dates inline); a DOCX keeps the period on one line (its date is a tab stop of the entry's row). Drawn
// from a stream of its own (the seed's, mixed), so the people, jobs and every other draw of a CV stay what they were;
// without the option nothing changes. The truth is unchanged.
import { rng } from './generate.mjs';

export const STACKED_DATE_FORMS = ['end-over-start', 'plain'];

/** The CV with `style.stackedDates` ({ form }): `end-over-start` for two thirds of the CVs that print a date column. */
export function withStackedDates(cv) {
  const r = rng((cv.seed ^ 0x57ac) * 29 + 13);
  const drawn = r.next() < 2 / 3 ? 'end-over-start' : 'plain';
  const s = cv.style;
  const column = s.layout !== 'europass' && (s.dateColumn === 'left' || s.dateColumn === 'right') && !s.form && !s.clientOpens?.projects;
  return { ...cv, style: { ...s, stackedDates: { form: column ? drawn : 'plain' } } };
}
