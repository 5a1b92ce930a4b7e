// Which lines stand inside the CV's body (work, education and the other sections) rather than in its header or a contact
// block: a job's place, a referee's phone or a certificate's letterhead sit in the body, the person's own details do not.
import type { CvDocument } from './document.js';
import { isContactHeading, isSectionHeading } from './headings.js';
import { isDocumentTitle } from './document-title.js';

const isBodyHeading = (line: CvDocument['lines'][number]): boolean =>
  line.segments.some((s) => isSectionHeading(s) && !isContactHeading(s));
// The document's title ("Curriculum Vitae", "LEBENSLAUF") reads as a heading too, but the header follows it.
const isBodyHeadingNoTitle = (line: CvDocument['lines'][number]): boolean =>
  line.segments.some((s) => isSectionHeading(s) && !isContactHeading(s) && !isDocumentTitle(s));

/**
 * The place from the top of the page of the first body heading. A line printed above it is in the header, wherever the
 * text extraction put it in reading order (a one-line contact block whose last cell stands over a sidebar is read with the
 * sidebar, after the main column's sections).
 */
export function firstBodyHeadingRank(doc: CvDocument, options: BodyZoneOptions = {}): number {
  const heading = options.titleOpensNoBody ? isBodyHeadingNoTitle : isBodyHeading;
  return Math.min(Infinity, ...doc.lines.filter(heading).map((l) => l.rank));
}

export interface BodyZoneOptions {
  /** The document's title opens no body: the lines under it are the header (the name reader asks so). */
  titleOpensNoBody?: boolean;
}

/**
 * Per line: true when a body heading came before it in reading order, no contact heading since (a sidebar's "Contact"
 * printed after the main column opens the contact block again), and it is not printed above the first body heading.
 */
export function inBodyByLine(doc: CvDocument, options: BodyZoneOptions = {}): boolean[] {
  const headerEnds = firstBodyHeadingRank(doc, options);
  const heading = options.titleOpensNoBody ? isBodyHeadingNoTitle : isBodyHeading;
  let seen = false;
  return doc.lines.map((line) => {
    if (heading(line)) seen = true;
    else if (line.segments.some((s) => isContactHeading(s))) seen = false;
    return seen && line.rank > headerEnds;
  });
}
