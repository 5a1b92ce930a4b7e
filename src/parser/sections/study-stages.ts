// A school dated by its whole span over the stages studied there: "Example University  2014 – 2020" over
// "2014 – 2017: BSc Physics" and "2017 – 2020: MSc Physics", or over one line "2017 – present: studying …". The school's
// line names no degree; each stage is dated inside the span and names no school of its own. The stages are parts of the
// one study at that school, no studies of their own: the study takes the last stage's degree and keeps the span's dates.
import { isDegree, isSchoolName } from './roles.js';
import type { Entry } from './entries.js';
import type { EducationEntry } from '../../domain/resume-sections.js';
import { insideSpan } from './span-dates.js';

/**
 * The studies read from `entries` (one each, undefined where an entry is none), with the stages under a school's span
 * folded into its study: the stage's place becomes undefined.
 */
export function withStagesFolded(entries: readonly Entry[], read: readonly (EducationEntry | undefined)[]): (EducationEntry | undefined)[] {
  const out = [...read];
  let span: number | undefined;
  read.forEach((study, i) => {
    if (study === undefined) return;
    const ownSchool = entries[i]!.parts.some((p) => isSchoolName(p) && !isDegree(p));
    const head = span === undefined ? undefined : out[span]!;
    // A stage names no school, or the span's own (the next school's heading under the last stage's line reads as the
    // stage's; the school of the span is the one the stage was studied at either way).
    if (head && (study.institution === '' || study.institution === head.institution) && study.degree !== '' && insideSpan(head, study)) {
      out[span!] = { ...head, degree: study.degree, area: study.area };
      out[i] = undefined;
      return;
    }
    // A span: a school with a start, on an entry that names no degree the word lists know (a town read as one at most).
    span = ownSchool && study.institution !== '' && study.start !== '' && !isDegree(study.degree) ? i : undefined;
  });
  return out;
}
