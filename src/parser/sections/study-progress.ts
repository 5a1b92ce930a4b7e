// A study in progress on one undated line: "Example: Business administration – 4th semester",
// "Example – Wirtschaftsinformatik (5. Semester)". How far the student has come (a semester, a year
// of study) says the line is a study, where the school's name carries no school word and the field no
// degree word; the school is the name before the colon or the dash, the field what follows it.
import { foldDiacritics } from '../classify/text.js';
import { isDegree, isSchoolName } from './roles.js';
import type { EducationEntry } from '../../domain/resume-sections.js';

// The units a student counts, in the CV languages (folded): semester, term, year of study.
const UNITS = [
  'semester', 'term', 'year', 'fachsemester', 'studienjahr', 'studiensemester', 'jahr', 'semestre', 'annee', 'ano', 'curso', 'anno',
  'semestr', 'rok', 'felev', 'evfolyam', 'jaar', 'periodo', 'rocnik', 'trimester', 'trimestre',
].join('|');
// Ordinals written as words, in the CV languages (folded).
const ORDINAL_WORDS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'premiere', 'premier', 'deuxieme', 'troisieme', 'quatrieme', 'cinquieme',
  'primer', 'primero', 'segundo', 'tercer', 'tercero', 'cuarto', 'quinto', 'sexto', 'primo', 'secondo', 'terzo', 'quarto',
  'primeiro', 'terceiro', 'eerste', 'tweede', 'derde', 'vierde', 'vijfde', 'erstes', 'zweites', 'drittes',
].join('|');
// "4th", "5.", "3e", "2.º", "3.er", "2°", "4º", "4", "II": a number with its ordinal mark, or a Roman numeral.
const ORDINAL = String.raw`(?:\d{1,2}(?:st|nd|rd|th|e|eme|er|re|o|a)?\.?(?:º|°|ª|o|a|er)?|[ivx]{1,4}|${ORDINAL_WORDS})`;
const PROGRESS = new RegExp(String.raw`^(?:${ORDINAL}\s*(?:${UNITS})|(?:${UNITS})\s+\d{1,2})$`, 'u');

/** "4th semester", "5. Semester", "3º período", "II rok", "semestr 4": how far a student has come, and nothing else. */
export function isProgress(text: string): boolean {
  return PROGRESS.test(foldDiacritics(text.trim().toLowerCase()).replace(/\s+/gu, ' '));
}

// The school's name: one to four words, opened by a capital.
const NAME = String.raw`\p{Lu}[\p{L}\p{N}.&'’-]*(?:\s+[\p{L}\p{N}.&'’-]+){0,3}`;
// "Name: Field – progress", "Name – Field (progress)", "Name – Field, progress".
const LINE = new RegExp(String.raw`^(${NAME})\s*(?::|\s[–—-])\s+(\p{Lu}[^:()\t]*?)\s*(?:[–—-]|,|\()\s*([^()\t,–—-]+?)\)?\s*$`, 'u');
// What LINE needs, without its letter classes: a colon or a spaced dash, a space, and later a dash, comma or bracket.
// Most lines fail it and never compile LINE (~0.7 ms of a cold parse).
const LINE_NEEDS = /(?::|\s[–—-])\s[^]*[–—,(-]/u;

/** The study a line prints as in progress (school, field, no end), or undefined for any other line. */
export function studyInProgress(line: string): EducationEntry | undefined {
  if (/(?<!\d)(?:19|20)\d{2}(?!\d)/u.test(line)) return undefined;
  const trimmed = line.trim();
  const m = LINE_NEEDS.test(trimmed) ? LINE.exec(trimmed) : null;
  if (!m || !isProgress(m[3]!)) return undefined;
  const [, school, field] = m;
  // A degree before the colon ("Bachelor: Informatics – 3rd semester") names no school.
  if (isDegree(school!) && !isSchoolName(school!)) return undefined;
  return { institution: school!, degree: field!.trim(), area: '', location: '', start: '', end: '' };
}
