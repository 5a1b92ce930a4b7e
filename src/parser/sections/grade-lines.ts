// Grade and honours lines printed under a study ("First-class honours", "GPA: 3.6 / 4.0", "Note: 1,7",
// "Mention : Bien"): they rate the study, they name no part of it. Read as a header line, such a line
// becomes a degree or a school of its own, or stands between a school and the degrees listed under it.
import { foldDiacritics } from '../classify/text.js';
import { HONOURS_PATTERN, HONOURS_PHRASES } from './study-words.js';

// Labels of a grade, folded, in the CV languages: the label, a colon, then the grade (a figure or a word).
const GRADE_LABELS = [
  'grade', 'gpa', 'cgpa', 'grade point average', 'classification', 'result',
  'note', 'gesamtnote', 'abschlussnote', 'endnote', 'pradikat', 'durchschnitt', 'notendurchschnitt',
  'mention', 'moyenne', 'moyenne generale',
  'nota', 'nota media', 'nota final', 'calificacion', 'calificacion final', 'media',
  'voto', 'voto finale', 'votazione', 'media ponderata', 'voto di laurea',
  'ocena', 'ocena koncowa', 'srednia', 'srednia ocen',
  'minosites', 'diploma minositese', 'atlag', 'tanulmanyi atlag',
  'cijfer', 'eindcijfer', 'gemiddeld cijfer', 'gemiddelde', 'judicium',
  'media final', 'classificacao', 'classificacao final',
  // cs sk ro sv da nb tr
  'prospech', 'celkovy prospech', 'prumer', 'vazeny prumer', 'studijni prumer', 'priemer', 'vazeny priemer', 'studijny priemer',
  'media generala', 'media de absolvire', 'betyg', 'medelbetyg', 'snittbetyg', 'karakter', 'karaktergennemsnit', 'gennemsnit',
  'karaktersnitt', 'snittkarakter', 'gjennomsnitt', 'not ortalaması', 'genel not ortalaması', 'ortalama', 'gno', 'agno',
];
const LABELS = [...GRADE_LABELS].sort((a, b) => b.length - a.length).join('|');
// "Overall GPA: 3.6", "Major GPA: 3.8": a word may qualify a grade point average or a grade.
const QUALIFIED = String.raw`(?:\p{L}{2,12}\.?\s+)(?:gpa|cgpa|grade)`;
// "Grade: Merit", "Minősítés: jeles": the label, its colon and a short grade, a figure or a word or two.
const LABELLED_GRADE = new RegExp(String.raw`^(?:${LABELS}|${QUALIFIED})\s*:\s*\S+(?:\s+\S+){0,3}$`, 'u');
// "Nota media del expediente: 7,9": more words after the label, then a figure.
const LABELLED_FIGURE = new RegExp(String.raw`^(?:${LABELS})(?:\s+\p{L}+){1,3}\s*:\s*[^:]*\d`, 'u');
// "Mention très bien", "Mention : Bien": the French grades, with or without the colon.
const MENTION = /^mention\s*:?\s*(?:tres bien|bien|assez bien|passable|honorable|tres honorable)$/u;
// "First-class honours", "Upper second-class honours (2:1)", "2:1": the British degree classes.
const DEGREE_CLASS = /^(?:(?:first|(?:upper |lower )?second|third)[- ]class(?: honours| honors| degree)?|2:[12])(?:\s*\(2:[12]\))?$/u;
// A word that says the study ended, before or after its honours: "Graduated with distinction", "mit Auszeichnung bestanden".
const GRADUATED = new RegExp('^(?:graduated|passed|awarded|abgeschlossen|bestanden|diplome|diplomee|titulado|titulada|laureato|laureata'
  + '|afgestudeerd|ukonczone|dyplom|prospel|prospela|absolvoval|absolvovala|absolvit|absolvita|examen|eksamen|mezun)$', 'u');

// An honours phrase first and the word that says the study ended after it ("mit Auszeichnung bestanden").
const HONOURS_AT_START = new RegExp(`^(?:${HONOURS_PHRASES})(?![\\p{L}])`, 'u');

// Folded as the word lists are (no accents, lower case); Polish ł has no decomposition.
const fold = (s: string): string => foldDiacritics(s).toLowerCase().replace(/ł/g, 'l');

/** A line that rates a study and names nothing else: a labelled grade, a degree class or honours. */
export function isGradeLine(line: string): boolean {
  const text = fold(line.trim().replace(/^[-–•·*▪]\s+/u, ''));
  if (text === '' || text.split(/\s+/).length > 7) return false;
  if (LABELLED_GRADE.test(text) || LABELLED_FIGURE.test(text) || DEGREE_CLASS.test(text) || MENTION.test(text)) return true;
  // "magna cum laude", "Graduated with distinction", "mit Auszeichnung bestanden", "Dyplom z wyróżnieniem".
  const honours = HONOURS_PATTERN.exec(text);
  if (honours) return text.slice(0, honours.index).trim().split(/\s+/).every((w) => w === '' || GRADUATED.test(w));
  const m = HONOURS_AT_START.exec(text);
  return m !== null && GRADUATED.test(text.slice(m[0].length).trim());
}

