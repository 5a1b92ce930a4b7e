// A note under a study: a semester abroad ("Exchange semester at Example University (2015)", "Auslandssemester an der …",
// "Erasmus részképzés: …") or the thesis written for it ("Thesis: …", "Bachelorarbeit: …", "Mémoire : …"). It names
// another school and a year, or a title, but it is a detail of the study above it: no study of its own, and no part of
// that study's school or degree. So is a line that only says how far the study has come ("Ongoing, expected graduation 2026").
import { foldDiacritics } from '../classify/text.js';
import { findPeriod } from './periods.js';

// The note's opening words, folded (no accents, lower case), in the CV languages.
const NOTE_START = new RegExp(['^(?:[-–•·*▪►✓➢∗◦‣⁃●■➤❖]\\s*)?(?:exchange|erasmus|study abroad|studies abroad|semester abroad|year abroad',
  '|auslandssemester|austauschsemester|auslandsstudium|auslandsjahr|semestre d.?echange|semestre a l.?etranger|sejour d.?etudes',
  '|intercambio|semestre en el extranjero|scambio|semestre all.?estero|wymiana|semestr za granica|reszkepzes|kulfoldi reszkepzes',
  '|cserediak|uitwisseling|buitenlandsemester|mobilidade|thesis|dissertation|bachelor.?s? thesis|master.?s? thesis',
  '|bachelorarbeit|masterarbeit|diplomarbeit|abschlussarbeit|memoire|these|tesis|trabajo (?:de )?fin de|proyecto fin de|tesi',
  '|praca (?:dyplomowa|magisterska|licencjacka|inzynierska)|szakdolgozat|diplomamunka|scriptie|afstudeerscriptie|tese',
  '|dissertacao|trabalho de conclusao',
  // How far the study has come, where its row says no more: "Ongoing, expected graduation 2026".
  '|ongoing|in progress|expected graduation|currently enrolled|laufend|voraussichtlicher abschluss|en cours|en curso|in corso',
  '|w trakcie|folyamatban|lopend|em andamento|em curso)(?![\\p{L}])'].join(''), 'u');

/**
 * A study's note: opened by a note's words, dated by a year at most (in brackets or not), never by a period of its own
 * ("2017 – 2018<tab>Exchange student at …" is a study there, as its own row).
 */
export function isStudyNote(line: string): boolean {
  const text = line.trim();
  return NOTE_START.test(foldDiacritics(text).toLowerCase()) && findPeriod(text) === undefined && !/\t/u.test(text);
}

/** The line set as a bullet where it is a study's note, so that the entry readers keep it as a detail; else as it was. */
export const noteAsDetail = (line: string): string => (isStudyNote(line) && !/^[-–•·*▪►✓➢∗◦‣⁃●■➤❖]/u.test(line.trim()) ? `• ${line.trim()}` : line);
