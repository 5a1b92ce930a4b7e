// The lines of an education section before they are grouped into entries: a school and its degree
// printed on two lines of their own are put on one, so the entry's header holds both whatever the
// date, the town or the grade lines around them take of the room for header lines.
import { isDetailLine, splitParts } from './entries.js';
import { findLoneStart, findPeriod } from './periods.js';
import { isDegree, isInstitution, isPlace } from './roles.js';

// A period, a lone start or a bare year ("Upper Secondary Diploma<tab>2016"): the line carries its own date.
const dated = (line: string): boolean => /(?<!\d)(?:19|20)\d{2}(?!\d)/u.test(line) || findPeriod(line) !== undefined
  || findLoneStart(line) !== undefined;

/** What a line of the section names, read once: a school and no degree, a degree and no school, or neither. */
interface LineKind { school: boolean; degree: boolean; detail: boolean; dated: boolean }

function kindOf(line: string): LineKind {
  const detail = isDetailLine(line);
  const parts = detail ? [] : splitParts(line);
  const namesSchool = parts.some((p) => isInstitution(p) && !isDegree(p));
  const namesDegree = parts.some(isDegree);
  // "Example University", "Example College, Springfield" / "BSc Geology", "Bachelor of Arts, Economics".
  return { school: namesSchool && !namesDegree, degree: namesDegree && !namesSchool, detail, dated: dated(line) };
}

/**
 * A short capitalised name on a line of its own (no date, no digits, no place): in a section that
 * prints each degree above its school, the line right above a school names its study even when the
 * word lists do not know it as a degree ("Computer Programmer", "Senior Technician in Archives").
 */
function isStudyName(line: string, kind: LineKind): boolean {
  return /^\p{Lu}/u.test(line) && !/\d/.test(line) && !line.includes('\t') && line.split(/\s+/).length <= 9 && !kind.detail
    && !kind.school && !/:\s/u.test(line) && !isPlace(line);
}

/**
 * "BSc Geology" over "Example University" (over its town and the date): a section that opens on a
 * degree line with its school on the line below prints every study that way. Each such pair, and
 * a study name the word lists do not know above a school, becomes one row "degree<tab>school" (cells, so
 * that the long row of two names is not read as a sentence); the degree line holds no date.
 * "Example University, Springfield<tab>June 2016" over "Bachelor of Arts, Economics": a section that
 * opens on a school line prints the degree under it; a dated school line that names no degree takes
 * the undated degree line below it, as the cell after the school's ("school<tab>degree<tab>date"); so does
 * an undated school line, where the section has dates elsewhere (without any, each school line anchors
 * its study and each degree line under it is a study of its own).
 */
export function pairStudyLines(lines: readonly string[]): string[] {
  const kinds = lines.map(kindOf);
  const first = kinds.findIndex((k) => k.school || k.degree);
  if (first < 0) return [...lines];
  const degreeFirst = kinds[first]!.degree && first + 1 < lines.length && kinds[first + 1]!.school;
  const sectionDated = kinds.some((k) => k.dated);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const kind = kinds[i]!;
    const nextKind = kinds[i + 1];
    if (next === undefined || nextKind === undefined) {
      out.push(line);
      continue;
    }
    if (degreeFirst && !kind.dated && nextKind.school && (kind.degree || isStudyName(line, kind))) {
      out.push(`${line}\t${next}`);
      i++;
      continue;
    }
    // "Example University" over "Bachelor of Engineering" over "Geology" over the date: joined, the field's line
    // still reaches the date's entry (it takes two header lines above it).
    if (!degreeFirst && kind.school && (kind.dated || sectionDated) && nextKind.degree && !nextKind.dated) {
      // The degree goes in as the cell after the school's, before the date cell, which ends the row.
      const [school, ...cells] = line.split(/\t+/);
      out.push([school, next, ...cells].join('\t'));
      i++;
      continue;
    }
    out.push(line);
  }
  return out;
}
