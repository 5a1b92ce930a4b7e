// The referees a CV lists under its "References" heading: each with a name, a position, a firm, a phone and an e-mail,
// sometimes an address. None of it is the person's: a CV whose own contact block prints no phone or e-mail still has none.
import type { CvDocument } from './document.js';
import { isSectionHeading } from './headings.js';
import { extractEmails } from './email.js';
import { cleanHeading } from '../sections/vocabulary.js';

// The headings that open a list of referees, folded as cleanHeading folds them (general knowledge of CV templates in the
// languages the section vocabulary covers). The section vocabulary knows them as headings of no entries; this list picks
// out those whose lines are other people's contact details.
const REFEREE_HEADINGS = new Set([
  'references', 'reference', 'referees', 'referee', 'professional references', 'professional referees', 'character references',
  'work references', 'references and referees', 'referenzen', 'referenz', 'referenzpersonen', 'referencias', 'referencias laborales',
  'referencias profesionales', 'referenze', 'referenze professionali', 'referencje', 'referenciak', 'referenciaszemelyek',
  'referenties', 'referentiepersonen', 'referencias profissionais', 'referenser', 'referencer', 'referanser', 'referinte',
  'suosittelijat', 'referanslar',
]);

const byDocument = new WeakMap<CvDocument, Set<number>>();

/** True when the whole line is a referees' heading ("References", "REFERENZEN:", "Referências"). */
export const isRefereeHeading = (text: string): boolean => REFEREE_HEADINGS.has(cleanHeading(text));

/**
 * The lines under a referees' heading, up to the next section heading: the referees' names, positions, firms, phones,
 * e-mails and addresses. A line printed above the heading on the page (a sidebar read after the main column) is not
 * under it, whatever the reading order.
 */
export function refereeLines(doc: CvDocument): Set<number> {
  const known = byDocument.get(doc);
  if (known) return known;
  const out = new Set<number>();
  byDocument.set(doc, out);
  let heading: CvDocument['lines'][number] | undefined;
  for (const line of doc.lines) {
    if (isRefereeHeading(line.text)) heading = line;
    else if (line.segments.some(isSectionHeading)) heading = undefined;
    else if (heading && (line.page > heading.page || line.rank > heading.rank)) out.add(line.index);
  }
  return out;
}

/** The e-mails printed among the referees' lines and nowhere else: no e-mail of the person's. */
export function refereeOnlyEmails(doc: CvDocument): Set<string> {
  const lines = refereeLines(doc);
  if (lines.size === 0) return new Set();
  const text = (keep: boolean): string => doc.lines.filter((l) => lines.has(l.index) === keep).map((l) => l.text).join('\n');
  const own = new Set(extractEmails(text(false)));
  return new Set(extractEmails(text(true)).filter((e) => !own.has(e)));
}
