// "Technik rachunkowości at Example Polytechnic", "Logistics Clerk at Example College": under the education heading, a name
// of a job "at" a school reads as a job held there (a graduate assistant's). Where the section's other rows print their
// studies in the very same form ("MSc Economics at Example University"), the template writes every study so, and a
// vocational qualification named as the occupation it trains for ("Technik rachunkowości", "Logisztikai ügyintéző") is one
// of them: its row is written as the study reader reads a qualification beside its school, the two in cells of their own.
// A section with no such study row is left alone: there a title at a school is still a job. Pure.
import { AT_SCHOOL } from './at-school.js';
import { isDegree, isInstitution, isTitle } from './roles.js';

/** The row's first cell split at "at" into the name and the school, when the name is a job's and the school one the lists know. */
function titleAtSchool(row: string): string | undefined {
  const [first, ...cells] = row.split('\t');
  const m = AT_SCHOOL.exec(first!.trim());
  if (m === null || !isTitle(m[1]!) || isDegree(m[1]!) || !isInstitution(m[2]!)) return undefined;
  return [m[1]!, m[2]!, ...cells].join('\t');
}

/** "MSc Economics at Example University", "Economics BA at Example University": a degree at a school, in the row's first cell. */
function isDegreeAtSchool(row: string): boolean {
  const m = AT_SCHOOL.exec(row.split('\t')[0]!.trim());
  return m !== null && isDegree(m[1]!) && isInstitution(m[2]!);
}

/** The education rows with each title at a school written as a study, where the other rows print studies at schools. */
export function withStudiesAtSchoolsAlike(rows: readonly string[]): readonly string[] {
  if (!rows.some(isDegreeAtSchool)) return rows;
  const split = rows.map(titleAtSchool);
  return split.some((row) => row !== undefined) ? rows.map((row, i) => split[i] ?? row) : rows;
}
