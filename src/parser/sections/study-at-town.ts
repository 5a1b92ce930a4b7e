// "Logistics management — Brennhaus, Elmbury", "Business administration, Brennhaus, Elmbury": an undated study on a line of
// its own (one in progress, printed in the section's one-line form), the field first, then the school and the town the
// school is in. No word list names the school, and the field may be no degree: the town printed after the second name,
// set apart by a comma as a place is, shows that name is the school (as study-beside-place.ts reads a dated study's line).
// The field is a phrase of two words or more ("Logistics management"): three single words are a list's items (courses,
// subjects). Only a line that stands alone reads so: no date on it, and no date alone right above or below it, which
// would make it a dated study's header. Pure.
import { findPeriod } from './periods.js';
import { isDetailLine, splitParts } from './entries.js';
import { isDegree, isSchoolName } from './roles.js';
import { isTownShaped } from '../fields/lone-town.js';
import { dashedApart, freeName } from './study-beside-place.js';
import type { EducationEntry } from '../../domain/resume-sections.js';

const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/u;
const YEARS = /(?<!\d)(?:19|20)\d{2}(?!\d)/gu;

/** The line holds a date and, besides it, fewer than two names: a period or year of the study printed over or under it. */
function dateOfNeighbour(line: string | undefined): boolean {
  if (line === undefined) return false;
  const period = findPeriod(line);
  if (!period && !YEAR.test(line)) return false;
  const rest = period ? `${line.slice(0, period.index)} ${line.slice(period.index + period.length)}` : line.replace(YEARS, ' ');
  return splitParts(rest).length < 2;
}

/** The undated study the line `i` prints as "Field — School, Town", or undefined. */
export function undatedStudyAtTown(lines: readonly string[], i: number): EducationEntry | undefined {
  const line = lines[i]!;
  if (YEAR.test(line) || line.includes(':') || line.includes('\t') || isDetailLine(line)) return undefined;
  const parts = splitParts(line);
  if (parts.length !== 3) return undefined;
  const [field, school, town] = parts as [string, string, string];
  if (!isTownShaped(town) || dashedApart(line, school, town) || !freeName(school) || isSchoolName(school)) return undefined;
  if ((!freeName(field) && !isDegree(field)) || field.split(/\s+/u).length < 2) return undefined;
  if (dateOfNeighbour(lines[i - 1]) || dateOfNeighbour(lines[i + 1])) return undefined;
  return { institution: school, degree: field, area: '', location: town, start: '', end: '' };
}
