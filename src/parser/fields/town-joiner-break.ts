// "8133-008 Viana do" ↵ "Castelo", "28013 Alcalá de" ↵ "Henares": a narrow column broke the town line after one of the small
// words inside a town's name. No town's name ends on such a word: the capitalised words on the line below finish it, or
// one word in lower case ("San Marzio a" ↵ "mare": some print "a mare" so). A town broken at a hyphen is finished so too: a
// word TeX or a theme hyphenated ("Santiago de Com-" ↵ "postela"), or a hyphenated name broken at one of its hyphens
// ("Boulogne-" ↵ "sur-Mer", "Legros-le-" ↵ "Jones"): the reader dropped the hyphen and the rest. Pure.
import type { CvDocument } from './document.js';
import { hasContactData } from './contact-segments.js';
import { TOWN_SMALL_WORD } from './lone-town.js';

// The small words inside towns' names, as lone-town.ts reads a town's shape ("Santa Cruz de la Sierra", "Bergen op Zoom").
const TRAILING_JOINER = new RegExp(String.raw`(?:^|\s)${TOWN_SMALL_WORD}$`, 'u');
const MAX_WORDS_BELOW = 3;
// The rest of a hyphenated name: it opens with a capital, holds a hyphen of its own, or opens with a small word of a town's
// name ("sur-Mer", "le Vieux"); any other rest in small letters is the end of a word hyphenated at the line's end.
const REST_OF_HYPHENATED_NAME = new RegExp(String.raw`^(?:\p{Lu}|\S*-|${TOWN_SMALL_WORD}(?:\s|$))`, 'u');

/** The line below the line that ends with `end`, where it is the rest of the town: one run, no contact data, no digit, few words. */
function restBelow(doc: CvDocument, end: string): string | undefined {
  const at = doc.lines.findIndex((l) => l.text.trimEnd().endsWith(end));
  const below = at < 0 ? undefined : doc.lines[at + 1];
  const rest = below?.text.trim() ?? '';
  if (!below || below.segments.length !== 1 || hasContactData(below.text) || /[\d@]/u.test(rest) || rest.split(/\s+/u).length > MAX_WORDS_BELOW) {
    return undefined;
  }
  return rest;
}

/** "Santiago de Com-" ↵ "postela" → "Santiago de Compostela"; "Boulogne-" ↵ "sur-Mer" → "Boulogne-sur-Mer". */
function hyphenBrokenTown(doc: CvDocument, town: string): string | undefined {
  const rest = restBelow(doc, `${town}-`);
  if (rest === undefined || !/^\p{L}/u.test(rest)) return undefined;
  return REST_OF_HYPHENATED_NAME.test(rest) ? `${town}-${rest}` : `${town}${rest}`;
}

/** The town read, finished by the line below the line it ends where it ends on a small word of a town's name or a hyphen. */
export function finishedTown(doc: CvDocument, city: string): string {
  const town = city.trim();
  if (town === '') return city;
  if (!TRAILING_JOINER.test(town)) return hyphenBrokenTown(doc, town) ?? city;
  const rest = restBelow(doc, town);
  if (rest === undefined || !/^\p{Lu}|^\p{Ll}{3,}$/u.test(rest)) return city;
  return `${town} ${rest}`;
}
