// "Trainee at Example Labs", "Lagerhelfer: Inventur bei Example Werk": "at" (or its word in another language) between two
// parts of a header line says which part is the employer, whatever the lines around it print. A role written before a
// colon ("holiday helper: packing at …") is the title with what the job was; the colon joins them, it parts no cells.
import type { Entry } from './entries.js';
import { isPlace, isTitle } from './roles.js';
import { nameLike } from './entry-parts.js';

const AT_WORD = /^\s+(?:at|bei|bij|chez|presso|w)\s+$|^\s*@\s*$/u;
// A colon and spaces between two parts: a role and what it was ("Lagerhelfer: Inventur"), one title.
const ROLE_COLON = /^:\s+$/u;

export interface AtEmployer {
  position: string;
  employer: string;
  /** The title is a role before a colon with what the job was ("holiday helper: packing"). */
  roleColon: boolean;
}

/** The title before "at" (parts joined by a role's colon taken whole) and the employer after it, on one header line. */
export function titleAtEmployer(entry: Pick<Entry, 'lines'>): AtEmployer | undefined {
  for (const { text, parts } of entry.lines ?? []) {
    const from = parts[0] === undefined ? -1 : text.indexOf(parts[0]);
    if (from < 0) continue;
    let end = from + parts[0]!.length;
    let roleColon = /:\s/u.test(parts[0]!);
    for (let k = 1; k < parts.length; k++) {
      const at = text.indexOf(parts[k]!, end);
      if (at < 0) break;
      const between = text.slice(end, at);
      if (AT_WORD.test(between)) {
        const position = text.slice(from, end);
        const employer = parts[k]!;
        if (isPlace(position) || isTitle(employer) || !/^\p{Lu}/u.test(employer)) break;
        return { position, employer, roleColon };
      }
      if (!ROLE_COLON.test(between)) break;
      roleColon = true;
      end = at + parts[k]!.length;
    }
  }
  return undefined;
}

/**
 * "Hedgewright at Example Orchards", "holiday helper: packing at Example Orchards": the shape says title and employer as
 * plainly as a label, whether or not a word list knows them: a short title (a role of a few words before its colon) and
 * a name after "at". A period inside a sentence or bullet names a job only in the role's colon shape.
 */
export function isAtShaped(entry: Pick<Entry, 'inDetail'>, at: AtEmployer): boolean {
  if (!nameLike(at.employer)) return false;
  const words = (s: string): number => s.trim().split(/\s+/).length;
  if (at.roleColon) {
    const role = at.position.slice(0, at.position.indexOf(':'));
    return words(role) <= 4 && words(at.position) <= 9 && !/\d/u.test(at.position);
  }
  return entry.inDetail !== true && words(at.position) <= 5 && !/\d/u.test(at.position);
}
