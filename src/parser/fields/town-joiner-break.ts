// "8133-008 Viana do" ↵ "Castelo", "28013 Alcalá de" ↵ "Henares": a narrow column broke the town line after one of the small
// words inside a town's name. No town's name ends on such a word: the capitalised words on the line below finish it, or
// one word in lower case ("San Marzio a" ↵ "mare": some print "a mare" so). Broken before such a word ("3097-132 Praia" ↵
// "da Vitória"), the line below that opens with it and a capitalised word finishes the town. A town broken at a hyphen is
// finished so too: a word TeX or a theme hyphenated ("Santiago de Com-" ↵ "postela"), or a hyphenated name broken at one of its hyphens
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

// The rest of a town's name broken before one of its small words: the word, then a capitalised word ("da Vitória", "am Main").
const OPENING_JOINER = new RegExp(String.raw`^${TOWN_SMALL_WORD}\s+\p{Lu}`, 'u');
/** The text opens with a small word of a town's name and a capitalised word: the rest of a town's name, no word's end. */
export const opensOnTownJoiner = (text: string): boolean => OPENING_JOINER.test(text);

/**
 * "3097-132 Praia" ↵ "da Vitória", "60311 Frankfurt" ↵ "am Main": the column broke the town line before a small word of the
 * town's name; the line below, opening with that word and a capitalised one, finishes the town.
 */
function brokenBeforeJoiner(doc: CvDocument, town: string): string | undefined {
  const rest = restBelow(doc, town);
  return rest !== undefined && opensOnTownJoiner(rest) ? `${town} ${rest}` : undefined;
}

/**
 * The town read, finished by the line below the line it ends where it ends on a small word of a town's name or a hyphen,
 * or where the line below opens with such a word.
 */
export function finishedTown(doc: CvDocument, city: string): string {
  const town = city.trim();
  if (town === '') return city;
  if (!TRAILING_JOINER.test(town)) return hyphenBrokenTown(doc, town) ?? brokenBeforeJoiner(doc, town) ?? city;
  const rest = restBelow(doc, town);
  if (rest === undefined || !/^\p{Lu}|^\p{Ll}{3,}$/u.test(rest)) return city;
  return `${town} ${rest}`;
}
