// "Proficient in Excel, Word and Outlook", "Experienced with Git, Docker", "Knowledge of SAP": a phrase that says how well
// the person knows what the list names, before its first item. Cut off, the first item is the tool ("Excel"), not the
// phrase ("Proficient in Excel"); the phrase's object may name two tools joined by "and" ("Proficient in Windows and
// macOS"), each an item. Token lookups, no pattern: the words are read off the line's start.
import { normalizeText } from './text.js';

// "<word> <preposition>", folded: English, German, French, Spanish, Italian, Dutch, Portuguese.
const LEAD_PHRASES = new Set([
  'proficient in', 'proficient with', 'experienced in', 'experienced with', 'skilled in', 'skilled with', 'familiar with', 'fluent in',
  'competent in', 'versed in', 'knowledge of', 'expertise in', 'experience with', 'experience in',
  'kenntnisse in', 'erfahrung mit', 'erfahrung in', 'maitrise de', 'maitrise du', 'maitrise des', 'connaissance de', 'connaissances en',
  'dominio de', 'conocimientos de', 'conocimientos en', 'conoscenza di', 'esperienza con', 'ervaring met', 'kennis van',
  'dominio do', 'conhecimentos de', 'conhecimentos em',
]);
// Words that join two items inside the phrase's object, folded.
const JOINING = new Set(['and', 'und', 'et', 'y', 'e', 'en', '&']);

/** Where the line's items start after a lead phrase ("Proficient in " → its length), 0 where it opens with none. */
export function leadPhraseEnd(text: string): number {
  const first = text.indexOf(' ');
  if (first <= 0) return 0;
  const second = text.indexOf(' ', first + 1);
  if (second <= first + 1) return 0;
  return LEAD_PHRASES.has(normalizeText(text.slice(0, second))) ? second + 1 : 0;
}

/** "Windows and macOS" → ["Windows", "macOS"]: the phrase's object cut at its one joining word; as it is otherwise. */
export function splitJoined(piece: string): string[] {
  const words = piece.split(' ');
  const at = words.findIndex((w, i) => i > 0 && i < words.length - 1 && JOINING.has(normalizeText(w)));
  if (at < 0 || words.slice(at + 1).some((w) => JOINING.has(normalizeText(w)))) return [piece];
  return [words.slice(0, at).join(' '), words.slice(at + 1).join(' ')];
}
