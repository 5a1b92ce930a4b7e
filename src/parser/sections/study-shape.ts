// Studies printed without a period, told by the order the section's dated studies print their lines in, where the fonts
// tell nothing (plain text, or a PDF that sets every line in one font): "BSc Geography<tab>2015 – 2018" over "University
// of Example", and "Logistics management" over "Orvanta" with no date. Every dated study of the section shows the order:
//  - degree first: each dated line has a school's line (one the word lists know) right under it;
//  - school first: each dated line has such a school's line right above it, and the last has none under it.
// An undated pair of lines is then a study where one line names a field of study or a degree and the other is a short
// proper name (the school, named without a school word as often as not), in the section's order, and the pair stands
// as a block of its own between the section's studies. study-fonts.ts reads the pairs the fonts tell first.
// Pure.
import { isDetailLine, isPageFurniture, splitParts } from './entries.js';
import { isDegree, isSchoolName } from './roles.js';
import { isGradeLine } from './grade-lines.js';
import { isSchoolLine, isSubjectLine, namesFieldOfStudy, type FontStudies } from './study-fonts.js';
import type { EducationEntry } from '../../domain/resume-sections.js';

const HAS_YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/u;

const isDated = (line: string | undefined): boolean => line !== undefined && HAS_YEAR.test(line) && !isDetailLine(line);
/** A school's line the word lists know, undated. */
const knownSchool = (line: string | undefined): boolean => line !== undefined && !HAS_YEAR.test(line) && !isDetailLine(line)
  && isSchoolName(line) && !isDegree(line);
/** What may stand around a study's block: nothing, page furniture, a grade or a detail line. */
const edge = (line: string | undefined): boolean => line === undefined || isPageFurniture(line) || isGradeLine(line) || isDetailLine(line);

/** The order the section's dated studies print school and degree in, or undefined when they show none. */
function studyOrder(lines: readonly string[]): 'degree-first' | 'school-first' | undefined {
  const dated = lines.map((_, i) => i).filter((i) => isDated(lines[i]));
  if (dated.length === 0) return undefined;
  // A long degree wrapped under its dated line ("Master of Example" over "and Logistics") has its school a line lower.
  const below = (i: number): string | undefined => (/^\p{Ll}/u.test(lines[i + 1] ?? '') ? lines[i + 2] : lines[i + 1]);
  if (dated.every((i) => knownSchool(below(i)))) return 'degree-first';
  if (dated.every((i) => knownSchool(lines[i - 1])) && !knownSchool(lines[dated.at(-1)! + 1])) return 'school-first';
  return undefined;
}

const subject = (line: string): boolean => isSubjectLine(line) && namesFieldOfStudy(line) && !(isSchoolName(line) && !isDegree(line));

/** The undated studies of an education section told by its dated studies' order (none where they show no order). */
export function undatedStudiesByShape(lines: readonly string[]): FontStudies {
  const none = { studies: [], lines: [...lines] };
  const order = studyOrder(lines);
  if (order === undefined) return none;
  const taken = new Set<number>();
  const studies: FontStudies['studies'] = [];
  let dated = 0;
  for (let i = 0; i + 1 < lines.length; i++) {
    if (isDated(lines[i])) dated++;
    const [upper, lower, before, after] = [lines[i]!, lines[i + 1]!, lines[i - 1], lines[i + 2]];
    if (isDated(upper) || isDated(lower)) continue;
    const [school, field] = order === 'degree-first' ? [lower, upper] : [upper, lower];
    if (!isSchoolLine(school) || !subject(field)) continue;
    // A block of its own: after the previous study's last line, before the next study's first.
    const fits = order === 'degree-first'
      ? (edge(before) || knownSchool(before) || taken.has(i - 1)) && (edge(after) || isDated(after))
      : (edge(before) || isDated(before) || taken.has(i - 1)) && (edge(after) || (knownSchool(after) && isDated(lines[i + 3])));
    if (!fits) continue;
    studies.push({ study: { institution: school.trim(), degree: field.trim(), area: '', location: '', start: '', end: '' }, after: dated });
    taken.add(i).add(i + 1);
    i++;
  }
  return studies.length === 0 ? none : { studies, lines: lines.filter((_, i) => !taken.has(i)) };
}

// A bullet before a subject's line under its school ("• Logistics management").
const BULLET = /^[•·▪◦‣●■➤❖*-]\s+/u;

/** The school and the subject of two names, whichever order they stand in: a short proper name and a field of study. */
function schoolAndSubject(a: string, b: string): EducationEntry | undefined {
  const pick = (school: string, field: string): EducationEntry | undefined => (isSchoolLine(school) && !namesFieldOfStudy(school)
    && subject(field) ? { institution: school.trim(), degree: field.trim(), area: '', location: '', start: '', end: '' } : undefined);
  return pick(a, b) ?? pick(b, a);
}

/**
 * The one study of a section that prints no date at all, at a school no word list knows: its school and its subject on
 * two lines (either order, the subject as a bullet under the school too) or on one line apart by a dash, a bar or a comma
 * ("Orvanta — Logistics management"). Only where the section holds nothing else.
 */
export function loneUndatedStudy(lines: readonly string[]): EducationEntry | undefined {
  if (lines.some((l) => HAS_YEAR.test(l))) return undefined;
  const content = lines.filter((l) => !isPageFurniture(l)).map((l) => l.trim()).filter(Boolean);
  if (content.length === 2) return schoolAndSubject(content[0]!, content[1]!.replace(BULLET, ''));
  if (content.length !== 1 || isDetailLine(content[0]!)) return undefined;
  const parts = splitParts(content[0]!);
  return parts.length === 2 ? schoolAndSubject(parts[0]!, parts[1]!) : undefined;
}
