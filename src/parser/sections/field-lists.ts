// A degree whose fields are listed after a colon ("Máster: Logística, Finanzas"): the commas of the list divide the
// fields of one study, not the parts of an entry (a school, a place), so the list is one part.
import { isCompany, isDegree, isPlace, isSchoolName, isTitle } from './roles.js';
import { nameLike } from './entry-parts.js';
import { escapeRegExp } from '../classify/text.js';

// The degree's words (a few, no digit), a colon, and a capitalised name.
const DEGREE_COLON = /^([^:\d]{2,30}?)\s*:\s+\p{Lu}/u;

/** A short name that can be a field of study: no school, degree, place, firm or title. */
const fieldLike = (part: string): boolean => nameLike(part) && !isSchoolName(part) && !isDegree(part) && !isPlace(part)
  && !isCompany(part) && !isTitle(part);

/**
 * The parts of a line with each colon list of a degree joined back into one part: "Máster: Logística" and
 * "Finanzas" (split at the comma) become "Máster: Logística, Finanzas". Only after a label the word lists know as
 * a degree (four words at most), only the names that follow it after a comma in the printed text (a tab, a bar or a
 * dash ends the list), and only while they can be fields: a school, a place or a firm after the list stays a part.
 */
export function joinFieldLists(parts: readonly string[], text: string): string[] {
  const out: string[] = [];
  let list = false;
  for (const part of parts) {
    const last = out.at(-1);
    if (list && last !== undefined && fieldLike(part) && new RegExp(`${escapeRegExp(last)}\\s*,\\s*${escapeRegExp(part)}`, 'u').test(text)) {
      out[out.length - 1] = `${last}, ${part}`;
      continue;
    }
    const m = DEGREE_COLON.exec(part);
    list = m !== null && m[1]!.trim().split(/\s+/).length <= 4 && isDegree(m[1]!);
    out.push(part);
  }
  return out;
}
