// "8133-008 Viana do" ↵ "Castelo", "28013 Alcalá de" ↵ "Henares": a narrow column broke the town line after one of the small
// words inside a town's name. No town's name ends on such a word: the capitalised words on the line below finish it, or
// one word in lower case ("San Marzio a" ↵ "mare": some print "a mare" so). Pure.
import type { CvDocument } from './document.js';
import { hasContactData } from './contact-segments.js';
import { TOWN_SMALL_WORD } from './lone-town.js';

// The small words inside towns' names, as lone-town.ts reads a town's shape ("Santa Cruz de la Sierra", "Bergen op Zoom").
const TRAILING_JOINER = new RegExp(String.raw`(?:^|\s)${TOWN_SMALL_WORD}$`, 'u');
const MAX_WORDS_BELOW = 3;

/** The town read, finished by the line below the line it ends where it ends on a small word of a town's name. */
export function finishedTown(doc: CvDocument, city: string): string {
  const town = city.trim();
  if (!TRAILING_JOINER.test(town)) return city;
  const at = doc.lines.findIndex((l) => l.text.trimEnd().endsWith(town));
  const below = at < 0 ? undefined : doc.lines[at + 1];
  const rest = below?.text.trim() ?? '';
  if (!below || below.segments.length !== 1 || hasContactData(below.text) || !/^\p{Lu}|^\p{Ll}{3,}$/u.test(rest) || /[\d@]/u.test(rest)
    || rest.split(/\s+/u).length > MAX_WORDS_BELOW) return city;
  return `${town} ${rest}`;
}
