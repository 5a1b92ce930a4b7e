// "2014<tab>BSc Informatics – Example University" or "Example: Business administration – 4th semester" after the jobs, with
// no heading over them (the education heading printed as a picture, or left out): a study dated by its year alone, or one
// in progress, anchors no entry of the work section (a year alone is no job's period), so it was read as the last job's
// detail and lost. A line whose year stands in a cell of its own, first or last, and whose other cells name a degree and
// a school and no job title or firm, is a study; so is a line that reads as a study in progress (study-progress.ts). Pure.
import { splitParts, type Entry } from './entries.js';
import { isCompany, isDegree, isInstitution, isTitle } from './roles.js';
import { toEducation } from './education.js';
import { studyInProgress } from './study-progress.js';
import type { EducationEntry } from '../../domain/resume-sections.js';

const YEAR_CELL = /^(?:19|20)\d{2}$/u;

/** The study a work section's line prints by its year cell, or in progress; undefined for any other line. */
export function strayStudyLine(line: string): EducationEntry | undefined {
  const progress = studyInProgress(line);
  if (progress) return progress;
  const cells = line.split('\t').map((c) => c.trim()).filter(Boolean);
  if (cells.length < 2) return undefined;
  const yearAt = YEAR_CELL.test(cells[0]!) ? 0 : YEAR_CELL.test(cells.at(-1)!) ? cells.length - 1 : -1;
  if (yearAt < 0) return undefined;
  const rest = cells.filter((_, k) => k !== yearAt);
  const parts = rest.flatMap((c) => splitParts(c));
  if (!parts.some(isDegree) || !parts.some(isInstitution) || parts.some((p) => (isTitle(p) && !isDegree(p)) || isCompany(p))) return undefined;
  const entry: Entry = {
    period: { start: cells[yearAt]!, end: '', current: false, index: 0, length: 0 }, parts,
    lines: rest.map((c) => ({ text: c, parts: splitParts(c) })),
  };
  return toEducation(entry);
}
