// Studies printed without a period, told by the fonts: "Orvanta" (larger or bold) over "Logistics management" (the
// body's font). LinkedIn's export prints every study as its school over its degree, the degree line dated
// ("BSc Geography · (2012 - 2015)") or not (a study still going on, or one the person gave no dates); other CV makers
// print undated studies so too. The school is often named without a school word and the subject without a degree word:
// only the section, the fonts and the shape of the block say the two lines are a study. So a pair of lines counts where
//  - the section's dated studies print the line above their dated degree line in one font, and the pair's school line
//    is in that font (the fonts learned from the CV itself, as employer-fonts.ts learns employers' and titles'); or
//  - the section prints no year at all and is made of such pairs only, each subject naming a field of study or a degree;
// and, either way, the school line is set apart (larger or bold) from the subject under it, is a short proper name, and
// the subject is a short line that is no detail, date, place or second school. Without fonts (plain text) nothing is read.
// Pure.
import { isDetailLine, isPageFurniture } from './entries.js';
import { isDegree, isFaculty, isPlace, isSchoolName, isTitle } from './roles.js';
import { isGradeLine } from './grade-lines.js';
import { fontOf, type LineFonts } from './line-fonts.js';
import { foldDiacritics, HAS_YEAR } from '../classify/text.js';
import { isTownShaped } from '../fields/lone-town.js';
import type { EducationEntry } from '../../domain/resume-sections.js';

const MAX_SCHOOL_WORDS = 6;
const MAX_SUBJECT_WORDS = 10;

// Word starts (folded, lower case) of the usual fields of study in the CV languages: a subject line that names none of
// them (nor a degree) is no study where the section has no dated study to learn its fonts from.
const FIELD_STEMS = [
  'manag', 'menedzs', 'admin', 'busines', 'betriebs', 'bedrijf', 'wirtschaft', 'econom', 'ekonom', 'okonom', 'gazdalk',
  'gestion', 'gestao', 'zarzadz', 'przedsiebior', 'logist', 'logiszt', 'kozgazd', 'finan', 'account', 'contab', 'rachunk',
  'market', 'informat', 'comput', 'software', 'system', 'sistem', 'systeem', 'rendszer', 'engineer', 'ingenier', 'ingegner',
  'engenhar', 'ingenieur', 'mernok', 'develop', 'desenvolv', 'svilupp', 'ontwikkel', 'fejleszt', 'entwickl', 'analys',
  'analis', 'analiz', 'elemz', 'law', 'recht', 'droit', 'derecho', 'diritto', 'direito', 'prawo', 'medic', 'medizin', 'nurs',
  'pflege', 'psycholog', 'pszichol', 'pedagog', 'padagog', 'educat', 'mathemat', 'matemat', 'physic', 'physik', 'fisica',
  'fizyk', 'chemi', 'chimi', 'quimic', 'biolog', 'scien', 'wissenschaft', 'ciencia', 'scienz', 'nauk', 'histor', 'storia',
  'philosoph', 'filosof', 'philolog', 'filolog', 'linguist', 'language', 'sprach', 'architect', 'architekt', 'arquitect',
  'architett', 'design', 'graphic', 'grafik', 'commun', 'kommunik', 'comunic', 'journal', 'touris', 'turism', 'hospitality',
  'hotel', 'sociolog', 'polit', 'international', 'mechan', 'mechatron', 'electr', 'elektr', 'civil', 'bauingen', 'construct',
  'agri', 'agrar', 'pharma', 'farmac', 'veterin', 'music', 'musik', 'theat', 'media', 'medien', 'supply', 'transport', 'human',
  'commerce', 'handel', 'commercio', 'comercio', 'trade',
];

const words = (line: string): string[] => line.trim().split(/\s+/);

/** Whether a line names a usual field of study (a word that opens like one) or a degree. */
export function namesFieldOfStudy(line: string): boolean {
  if (isDegree(line)) return true;
  return words(foldDiacritics(line).toLowerCase()).some((w) => FIELD_STEMS.some((stem) => w.startsWith(stem)));
}

/** "Orvanta", "Marlowe Hartig", "University of Example": a school's line, a short proper name and nothing else. */
export function isSchoolLine(line: string): boolean {
  const t = line.trim();
  const ws = words(t);
  if (t === '' || t.includes('\t') || t.includes(':') || /\d/.test(t) || ws.length > MAX_SCHOOL_WORDS || !/^\p{Lu}/u.test(t)
    || /[.!?;:,]$/u.test(t)) return false;
  // Small joining words ("of", "de", "für") stand between the capitalised words, never last.
  const small = ws.filter((w) => !/^\p{Lu}/u.test(w));
  if (small.length > 2 || !/^\p{Lu}/u.test(ws.at(-1)!) || small.some((w) => w.length > 4)) return false;
  return !isDetailLine(t) && !isGradeLine(t) && !isDegree(t) && !isPlace(t) && !(isTitle(t) && !isSchoolName(t));
}

/** "Logistics management", "BSc Geography": a subject's line, short, undated, no detail, place, town or second school. */
export function isSubjectLine(line: string): boolean {
  const t = line.trim();
  if (t === '' || t.includes('\t') || HAS_YEAR.test(t) || words(t).length > MAX_SUBJECT_WORDS || !/^\p{Lu}/u.test(t)) return false;
  if (/[.!?;:]$/u.test(t) || isDetailLine(t) || isGradeLine(t) || isPlace(t)) return false;
  // A name shaped like a town's ("Leeds", "Bad Example") is the school's town unless it names a field ("Logistik").
  if (isTownShaped(t) && !namesFieldOfStudy(t)) return false;
  // A second school, or a faculty ("Department of Economics") under its university, is no subject.
  return !(isSchoolName(t) && !isDegree(t)) && !isFaculty(t);
}

/** A font key ("11|b", "|r", "10.5|") as its size and weight (0 regular, 1 bold, undefined unknown). */
function fontParts(font: string): { size?: number; bold?: number } {
  const [size, weight] = font.split('|');
  return { ...(size ? { size: Number(size) } : {}), ...(weight ? { bold: weight === 'b' ? 1 : 0 } : {}) };
}

/** Whether `upper` is set apart from `lower`: larger or bold, and smaller or lighter in nothing both tell. */
export function setApart(upper: string, lower: string): boolean {
  const a = fontParts(upper);
  const b = fontParts(lower);
  const cmp = (x?: number, y?: number): number => (x === undefined || y === undefined ? 0 : Math.sign(x - y));
  const size = cmp(a.size, b.size);
  const bold = cmp(a.bold, b.bold);
  return size >= 0 && bold >= 0 && size + bold > 0;
}

/**
 * The school's font, where every dated degree line of the section has a school's line in that one font above it, set apart
 * from the degree line's own (a PDF may set a long degree line smaller to fit it: the degree lines' sizes may differ).
 * Undefined when the section has no dated line; null when its dated studies show no such font.
 */
function learnedSchoolFont(lines: readonly string[], fonts: LineFonts): string | undefined | null {
  const schools = new Set<string | undefined>();
  let apart = true;
  lines.forEach((line, i) => {
    if (i === 0 || !HAS_YEAR.test(line) || isDetailLine(line) || HAS_YEAR.test(lines[i - 1]!)) return;
    const above = lines[i - 1]!;
    const school = fontOf(fonts, above);
    const degree = fontOf(fonts, line);
    schools.add(school);
    // A degree over its dated school (the other order of the two lines) teaches nothing of schools' lines.
    apart &&= school !== undefined && degree !== undefined && setApart(school, degree) && (isSchoolLine(above) || isSchoolName(above))
      && !isDegree(above);
  });
  if (schools.size === 0) return undefined;
  const [school] = schools;
  return schools.size === 1 && apart ? school! : null;
}

/** The studies a section prints undated as a school's line over a subject's line in two fonts, and the lines left. */
export interface FontStudies {
  /** Each study with the number of dated lines above it (where it stands among the dated studies). */
  studies: { study: EducationEntry; after: number }[];
  /** The section's lines without the studies' lines. */
  lines: string[];
}

/** The undated studies of an education section told by their fonts (none without fonts or evidence). */
export function undatedStudiesByFonts(lines: readonly string[], fonts: LineFonts | undefined): FontStudies {
  const none = { studies: [], lines: [...lines] };
  if (!fonts || lines.length < 2) return none;
  const learned = learnedSchoolFont(lines, fonts);
  if (learned === null) return none;
  const content = lines.filter((l) => !isPageFurniture(l));
  // Without a dated study to learn from, the section holds such pairs only, in one pair of fonts.
  if (learned === undefined && (content.length % 2 !== 0 || content.length === 0)) return none;
  const schoolFont = learned ?? fontOf(fonts, content[0]!);
  if (schoolFont === undefined) return none;
  // The subject's line is in any font set apart under the school's (a PDF sets a long line smaller to fit it).
  const subjectIn = (font: string | undefined): boolean => font !== undefined && setApart(schoolFont, font);
  const taken = new Set<number>();
  const studies: FontStudies['studies'] = [];
  let dated = 0;
  for (let i = 0; i + 1 < lines.length; i++) {
    if (HAS_YEAR.test(lines[i]!) && !isDetailLine(lines[i]!)) dated++;
    const [school, subject, next] = [lines[i]!, lines[i + 1]!, lines[i + 2]];
    if (fontOf(fonts, school) !== schoolFont || !subjectIn(fontOf(fonts, subject))) continue;
    if (!isSchoolLine(school) || !isSubjectLine(subject) || (learned === undefined && !namesFieldOfStudy(subject))) continue;
    // The pair is a block of its own: the next line (if any) opens the next study, in the school's font, or is page furniture.
    if (next !== undefined && fontOf(fonts, next) !== schoolFont && !isPageFurniture(next)) continue;
    // ... and the line above it closes the one before (not another line in the school's font: a school's second line).
    if (i > 0 && fontOf(fonts, lines[i - 1]!) === schoolFont && !HAS_YEAR.test(lines[i - 1]!)) continue;
    studies.push({ study: { institution: school.trim(), degree: subject.trim(), area: '', location: '', start: '', end: '' }, after: dated });
    taken.add(i).add(i + 1);
    i++;
  }
  if (learned === undefined && taken.size !== content.length) return none;
  return studies.length === 0 ? none : { studies, lines: lines.filter((_, i) => !taken.has(i)) };
}

/** The studies read from the other lines with the undated ones put back where they stand among the dated ones. */
export function withFontStudies(read: readonly EducationEntry[], found: FontStudies['studies']): EducationEntry[] {
  const out = [...read];
  // From the last, so each index counts the dated studies as read.
  for (const { study, after } of [...found].reverse()) out.splice(Math.min(after, out.length), 0, study);
  return out;
}
