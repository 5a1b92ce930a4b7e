// Which lines stand inside the CV's body (work, education and the other sections) rather than in its header or a contact
// block: a job's place, a referee's phone or a certificate's letterhead sit in the body, the person's own details do not.
import type { CvDocument } from './document.js';
import { isContactHeading, isSectionHeading } from './headings.js';

const isBodyHeading = (line: CvDocument['lines'][number]): boolean =>
  line.segments.some((s) => isSectionHeading(s) && !isContactHeading(s));

/**
 * The place from the top of the page of the first body heading. A line printed above it is in the header, wherever the
 * text extraction put it in reading order (a one-line contact block whose last cell stands over a sidebar is read with the
 * sidebar, after the main column's sections).
 */
export function firstBodyHeadingRank(doc: CvDocument): number {
  return Math.min(Infinity, ...doc.lines.filter(isBodyHeading).map((l) => l.rank));
}

/**
 * Per line: true when a body heading came before it in reading order, no contact heading since (a sidebar's "Contact"
 * printed after the main column opens the contact block again), and it is not printed above the first body heading.
 */
export function inBodyByLine(doc: CvDocument): boolean[] {
  const headerEnds = firstBodyHeadingRank(doc);
  let seen = false;
  return doc.lines.map((line) => {
    if (isBodyHeading(line)) seen = true;
    else if (line.segments.some((s) => isContactHeading(s))) seen = false;
    return seen && line.rank > headerEnds;
  });
}
