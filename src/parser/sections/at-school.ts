// "Lecturer at Example College", "MSc Data Science at Example University": a header line that says where with "at" (or
// its word in another language) before the school's capital. Pure text logic.
import { isDegree, isInstitution } from './roles.js';

/** The part before "at" (a job or a study) and the school after it. */
export const AT_SCHOOL = /^(.+?)\s+(?:at|bei|bij|chez|presso)\s+(\p{Lu}.+)$/u;

/** A study's header is never longer than this (characters), however long its field's name. */
const MAX_STUDY_AT_SCHOOL = 160;

/**
 * "Laurea magistrale in Ingegneria gestionale at Università degli Studi di Milano" (a theme prints the school on its own
 * line, "at …", and the lines are joined): a degree at a school is a study's header however many words its field and
 * the school's name take, not a sentence. The part before "at" opens with a degree's words and holds no sentence's stop.
 */
export function isStudyAtSchool(line: string): boolean {
  if (line.length > MAX_STUDY_AT_SCHOOL) return false;
  const m = AT_SCHOOL.exec(line);
  if (m === null || /[.!?;:]\s/u.test(m[1]!)) return false;
  return isDegree(m[1]!.split(/\s+/u).slice(0, 3).join(' ')) && isInstitution(m[2]!.trim());
}
