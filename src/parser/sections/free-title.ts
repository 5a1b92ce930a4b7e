// "Employer: Example Ltd" over "Location: Elmbury" over "Hedgewright": a form that labels whom the job was with prints
// its title on a free line right below or above those rows. Such a line belongs to the entry's header, past the count
// of header lines an unlabelled entry gets.
import { isDetailLine } from './entries.js';
import { isLabelledRow, untitledRows } from './entry-labels.js';
import { nameLike } from './entry-parts.js';
import { titleEvidence } from './section-order.js';

/** The line is the title that `rows` (labelled, naming an employer and no title) leave out: short, name-like, no firm or place. */
export function freeTitleBeside(rows: readonly string[], line: string): boolean {
  const t = line.trim();
  return untitledRows(rows) && !isLabelledRow(t) && !isDetailLine(t) && !/[:\t]/u.test(t) && nameLike(t) && t.split(/\s+/).length <= 5
    && titleEvidence(t) >= 0;
}
