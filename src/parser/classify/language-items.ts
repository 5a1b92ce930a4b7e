// A language listed among a skills block's items as printed ("Deutsch", "Français (C1)", "English – fluent"): the languages
// reader reads it (sections/languages.ts), so it is no item of the block. (The vocabulary lists languages as skills under
// their English names, found wherever the CV names them: that stays.)
import { isLanguageLabel, isLanguageWord, languagesInLine } from '../sections/languages.js';

const MAX_WORDS = 4;
// The last words of the languages' labels sections/languages.ts reads ("Mother tongue", "Sprachkenntnisse", "Langue maternelle").
const LABEL_ENDS = new Set(['tongue', 'language', 'languages', 'skills', 'sprachen', 'sprachkenntnisse', 'fremdsprachen', 'muttersprache',
  'anyanyelv', 'nyelvtudás', 'nyelvtudas', 'nyelvismeret', 'langues', 'maternelle', 'idiomas', 'materna', 'lingue', 'madrelingua', 'madre',
  'języki', 'jezyki', 'ojczysty', 'nativ', 'native']);

/** A language's name alone, or with its level after it ("English (C1)", "Deutsch fließend"). "English Literature" is none. */
export function isLanguageItem(item: string): boolean {
  const words = item.trim().split(/\s+/u);
  // Europass's labels of the languages ("Mother tongue(s)", "Other language(s)") are the languages reader's too. Their last
  // word is looked up first, so the label's patterns run on such items only.
  const last = words.at(-1)!.toLowerCase().replace(/\(s\)$/u, '');
  if (words.length <= MAX_WORDS && LABEL_ENDS.has(last) && isLanguageLabel(item)) return true;
  if (words.length > MAX_WORDS || !isLanguageWord(words[0]!.replace(/[,:;–-]+$/u, ''))) return false;
  if (words.length === 1) return true;
  const read = languagesInLine(item);
  return read.length === 1 && read[0]!.fluency !== '';
}

/** The tags without the languages among them. */
export const withoutLanguages = (tags: readonly string[]): string[] => tags.filter((t) => !isLanguageItem(t));
