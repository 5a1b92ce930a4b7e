// "Knowledge and Tools Summary", "Knowledge Summary", "Competencies Overview": a skills heading said to be summed up.
// The section split reads it as the skills heading it sums (sections/vocabulary.ts headingKindOf); the skills reader,
// which knows skills headings by their word stems, missed those whose words name no stem ("knowledge"), or counted one of
// four words only where no item was read yet, so the rows under it ("Expert ⇥ Java, Git") were read as the items of the
// block before it, or not at all.
import { headingKindOf } from '../sections/vocabulary.js';
import { normalizeText } from './text.js';

// The summing words, folded, as sections/vocabulary.ts reads them: last ("… Summary", "… Overview") or first ("Summary of …").
const SUMMING = new Set(['summary', 'overview']);
const MAX_WORDS = 6;

/** True when the line is a skills heading summed up: a summing word first or last, and the vocabulary's skills heading. */
export function isSummedSkillsHeading(line: string): boolean {
  const text = line.trim();
  const words = normalizeText(text.endsWith(':') ? text.slice(0, -1) : text).split(' ');
  if (words.length < 2 || words.length > MAX_WORDS) return false;
  if (!SUMMING.has(words[words.length - 1] ?? '') && !SUMMING.has(words[0] ?? '')) return false;
  return headingKindOf(line) === 'skills';
}
