// The headline under the name ("Registered Nurse", "Backend Developer"): how the candidate
// titles themself, which JSON Resume calls `basics.label`. It is a short title-like line near
// the top, before any section; a bullet or title deep in the work history is not it.
import { isSectionHeading } from '../fields/headings.js';
import { isTitle } from './roles.js';

/** How far down the headline may sit: the name, a contact line or two, then the headline. */
const TOP_LINES = 8;

/** The first short title-like line of the top of the CV, above its first section heading; undefined without one. */
export function findHeadline(lines: readonly string[]): string | undefined {
  for (const raw of lines.slice(0, TOP_LINES)) {
    const line = raw.trim();
    if (isSectionHeading(line)) return undefined; // the sections have begun: what follows is theirs
    if (line.length <= 40 && line.split(/\s+/).length <= 4 && /^\p{Lu}/u.test(line) && isTitle(line) && !/[@\d,|:]/.test(line)) return line;
  }
  return undefined;
}
