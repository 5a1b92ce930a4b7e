// What people print around their name that is no part of it: a nickname in quotes or brackets between the given and the
// family name ('Robert "Bob" Miller', "Anna (Ania) Nowak", "Maria „Mia“ Beispiel"), and academic degrees after it and a
// comma ("…, PhD", "…, MBA", "…, M.Sc."). The name reader sees the top lines without them, so a name set over two lines
// ("Anna (Ania)" ↵ "Nowak", "Ida" ↵ "Beispiel, MBA") reads as one that is not dressed.
import type { CvDocument, CvLine } from './document.js';
import { isCommonGivenName } from './given-names.js';
import { isNameParticle } from './name-parts.js';

// A nickname: one or two capitalised words in quotes of any language or in brackets, after a word and before the next
// capitalised word or the end of the line.
const QUOTED = String.raw`(?:"|„|“|”|«\s?|‘|'|‚|\()(\p{Lu}[\p{L}'’.-]{0,15}(?:\s\p{Lu}[\p{L}'’.-]{0,15})?)(?:"|“|”|\s?»|’|'|‘|\))`;
const NICKNAME = new RegExp(String.raw`(?<=\p{L})\s+${QUOTED}(?=\s+\p{Lu}|\s*$)`, 'gu');
/** What NICKNAME needs: a space right before one of QUOTED's opening marks. */
const NICKNAME_OPENS = /\s["„“”«‘'‚(]/u;
// Degrees after a name: dotted ("M.Sc.", "Ph.D.", "Dipl.-Ing.") or in mixed case with two capitals or more ("PhD", "MSc",
// "MEng") ...
const MARKED_DEGREE = /^(?:\p{Lu}[\p{L}]{0,4}\.(?:-?\p{L}{1,5}\.?)*|(?=\P{Ll}*\p{Ll})(?=(?:\P{Lu}*\p{Lu}){2})\p{Lu}\p{Ll}{0,2}\p{Lu}\p{L}{0,3})$/u;
// ... or in capitals ("MBA", "CPA", "PMP", the two-letter ones of English-speaking countries). After one word, capitals
// that spell a given name are that name printed after the family name ("Nowak, JAN"), no degree.
const CAPITALS_DEGREE = /^(?:\p{Lu}{3,5}|MA|BA|MD|BS|MS|JD|RN)$/u;
const NAME_WORD = /^\p{Lu}[\p{L}'’-]+$/u;

/** The name before the degrees: one to four capitalised words, the particles of name-parts.ts between them. */
function isBareName(text: string): boolean {
  const words = text.split(/\s+/u);
  const named = words.filter((w) => !isNameParticle(w));
  return named.length >= 1 && named.length <= 4 && named.every((w) => NAME_WORD.test(w)) && NAME_WORD.test(words[0]!) && NAME_WORD.test(words.at(-1)!);
}

/** The text without a nickname between name words or at its end. */
export function withoutNickname(text: string): string {
  // A space and an opening quote or bracket first: most texts have none and never compile NICKNAME (cold parse).
  return NICKNAME_OPENS.test(text) ? text.replace(NICKNAME, '') : text;
}

/** "Mira Example, M.Sc., MBA" → "Mira Example": the degrees after the name's comma dropped; other texts as they are. */
export function withoutDegrees(text: string): string {
  const items = text.split(/\s*,\s*/);
  const name = items[0]?.trim() ?? '';
  if (items.length < 2 || !isBareName(name)) return text;
  const wholeName = /\s/u.test(name);
  const isDegree = (item: string): boolean =>
    MARKED_DEGREE.test(item) || (CAPITALS_DEGREE.test(item) && (wholeName || !isCommonGivenName(item)));
  return items.slice(1).every((item) => isDegree(item.trim())) ? name : text;
}

const undressed = (text: string): string => withoutDegrees(withoutNickname(text));

/**
 * The document as the name reader sees it: each line near the top (where names are printed) without a nickname or
 * degrees around a name. Lines that carry neither are the document's own.
 */
export function undressedNames(doc: CvDocument, topRanks = 40): CvDocument {
  let changed = false;
  const lines = doc.lines.map((line): CvLine => {
    if (line.rank >= topRanks) return line;
    const segments = line.segments.map(undressed);
    if (segments.every((s, i) => s === line.segments[i])) return line;
    changed = true;
    return { ...line, text: undressed(line.text), segments };
  });
  return changed ? { ...doc, lines } : doc;
}
