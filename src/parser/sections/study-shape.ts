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
import { studyInProgress } from './study-progress.js';
import { HAS_YEAR } from '../classify/text.js';
import type { EducationEntry } from '../../domain/resume-sections.js';

// A bullet before a subject's line under its school ("• Logistics management").
const BULLET = /^[•·▪◦‣●■➤❖*–-]\s+/u;

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

// A line that ends on a joining word ("Grado en Administración y") is a long name wrapped onto the next line.
const WRAPPED = /\s(?:and|und|et|y|e|i|és|of|in|for|für|en|de|del|della|di|da|do|du|des|der|van|voor|w|z|na|dla|och|og|ve)$/u;

const subject = (line: string): boolean => isSubjectLine(line) && namesFieldOfStudy(line) && !(isSchoolName(line) && !isDegree(line));

/** The undated studies of an education section told by its dated studies' order (none where they show no order). */
export function undatedStudiesByShape(lines: readonly string[]): FontStudies {
  const order = studyOrder(lines);
  // Degrees as dated bullets under their schools ("• BSc Geography<tab>2015"), and studies as dated rows of two names.
  const bullets = lines.some((l, i) => BULLET.test(l.trim()) && (HAS_YEAR.test(l) || barePeriod(lines[i + 1])));
  // Rows dated by a period on a line of its own above them, or below them (the section's first line tells which).
  const content = lines.filter((l) => !isPageFurniture(l));
  const periodAbove = barePeriod(content[0]);
  const rows = lines.some((l) => {
    const parts = splitParts(l).filter((p) => !HAS_YEAR.test(p));
    return parts.length >= 2 && parts.some((p) => knownSchool(p)) && parts.some((p) => isDegree(p) || namesFieldOfStudy(p));
  });
  const taken = new Set<number>();
  const studies: FontStudies['studies'] = [];
  let dated = 0;
  const take = (study: EducationEntry, ...at: number[]): void => {
    studies.push({ study, after: dated });
    for (const i of at) taken.add(i);
  };
  for (let i = 0; i < lines.length; i++) {
    if (isDated(lines[i])) dated++;
    const [line, next, before, after] = [lines[i]!, lines[i + 1], lines[i - 1], lines[i + 2]];
    // A study in progress on its line ("Example – Logistics (2nd year)") is read by study-progress.ts, its progress apart.
    if (isDated(line) || taken.has(i) || studyInProgress(line)) continue;
    // "Orvanta — Logistics management" among "BSc Geography — University of Example<tab>2018": a row of its own.
    // A row over a school's line ("Master in Example - Software" over "Example University | Paris") heads that study.
    const row = rows && !isDetailLine(line) && !barePeriod(periodAbove ? before : next) && !knownSchool(next) ? rowStudy(line) : undefined;
    if (row) {
      take(row, i);
      continue;
    }
    if (next === undefined || isDated(next)) continue;
    // "Orvanta" over "• Logistics management" among schools over dated bullets: a school with one undated degree.
    if (bullets && BULLET.test(next.trim()) && (after === undefined || !BULLET.test(after.trim()))) {
      const study = unknownSchool(line) && subject(next.trim().replace(BULLET, '')) ? entry(line, next.trim().replace(BULLET, '')) : undefined;
      if (study) {
        take(study, i, i + 1);
        i++;
        continue;
      }
    }
    if (order === undefined || WRAPPED.test(line.trim())) continue;
    const [school, field] = order === 'degree-first' ? [next, line] : [line, next];
    // A school the word lists know is read by the section's readers (its degree and field apart).
    if (!isSchoolLine(school) || isSchoolName(school) || !subject(field)) continue;
    // A block of its own: after the previous study's last line, before the next study's first.
    const fits = order === 'degree-first'
      // A period alone under the two lines is their own date (the next study opens with its degree, not a period).
      ? (edge(before) || knownSchool(before) || taken.has(i - 1)) && (edge(after) || (isDated(after) && !barePeriod(after)))
      : (edge(before) || isDated(before) || taken.has(i - 1)) && (edge(after) || (knownSchool(after) && isDated(lines[i + 3])));
    if (!fits) continue;
    take(entry(school, field), i, i + 1);
    i++;
  }
  return studies.length === 0 ? { studies: [], lines: [...lines] } : { studies, lines: lines.filter((_, i) => !taken.has(i)) };
}

const entry = (school: string, field: string): EducationEntry => ({
  institution: school.trim(), degree: field.trim(), area: '', location: '', start: '', end: '',
});

/** A school's line no word list knows as a school's (those are read by the section's readers). */
const unknownSchool = (line: string): boolean => isSchoolLine(line) && !isSchoolName(line) && !namesFieldOfStudy(line);

/** A period alone on its line ("Sep 2015 – Jun 2018"), the date of the row above or below it. */
const barePeriod = (line: string | undefined): boolean => line !== undefined && isDated(line)
  && !splitParts(line).some((p) => isSchoolName(p) || isDegree(p) || namesFieldOfStudy(p));

/** An undated row of two names apart by a dash or a bar, a school no word list knows and a field of study, in either order. */
function rowStudy(line: string): EducationEntry | undefined {
  // Names apart by a dash or a bar only: a name after a comma is as often the town ("Logistics Forum, Hamburg").
  if (line.includes(',')) return undefined;
  const parts = splitParts(line);
  if (parts.length !== 2) return undefined;
  const [a, b] = parts as [string, string];
  if (unknownSchool(a) && subject(b)) return entry(a, b);
  return unknownSchool(b) && subject(a) ? entry(b, a) : undefined;
}

/** The school and the subject of two names, whichever order they stand in: a short proper name and a field of study. */
function schoolAndSubject(a: string, b: string): EducationEntry | undefined {
  const pick = (school: string, field: string): EducationEntry | undefined => (isSchoolLine(school) && !namesFieldOfStudy(school)
    && subject(field) ? entry(school, field) : undefined);
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
