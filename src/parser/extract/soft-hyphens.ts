// A hyphen at a line's end that joins a word broken there: PDF producers store it as a soft hyphen (U+00AD), and pdfjs
// gives some fonts' hyphen glyph as one too ("Co­founder"). Dropped, it joins the word's parts ("Ober­arzt" → "Oberarzt");
// but where the parts are words on their own the hyphen is the word's ("Co-founder", "Non-Executive", "Self-employed",
// "Ex-officio", "E-commerce", "Re-engineering"; German compounds whose second part is a noun keep theirs: "Haupt-Abteilung").
import { isCapitalLetter as isCapital, isCasedLetter as isLetter } from '../classify/text.js';

// English prefixes written with their hyphen before a word of its own.
const HYPHEN_PREFIXES = new Set(['co', 'non', 'self', 'ex', 'e', 'vice', 'anti', 'multi', 'semi', 'cross', 'pre', 'post', 'full', 'part']);
const SOFT = '\u00ad';
// The letters around a hyphen that decide: a prefix is at most five letters, so a few more are enough (and a long text's
// many soft hyphens each look at a few letters, not at the whole line).
export const WINDOW = 8;


/** Is the hyphen between `left` (the word's first part) and `right` (the rest of the line) the word's own? */
export function keepsHyphen(left: string, right: string): boolean {
  let start = left.length;
  while (start > 0 && isLetter(left.charAt(start - 1))) start--;
  const part = left.slice(start).toLowerCase();
  const next = right.charAt(0);
  if (part === '' || !isLetter(next)) return false;
  // "Haupt-Abteilungsleiter", "IT-Leiter": the second part is a word of its own, capitalised.
  if (isCapital(next)) return true;
  // "re-engineering", "re-enter": re- keeps its hyphen before an e.
  if (part === 're') return next.toLowerCase() === 'e';
  return HYPHEN_PREFIXES.has(part);
}

/** The text with each soft hyphen dropped, or made a hyphen where the word keeps it. */
export function resolveSoftHyphens(text: string): string {
  if (!text.includes(SOFT)) return text;
  let out = '';
  let from = 0;
  for (let at = text.indexOf(SOFT); at >= 0; at = text.indexOf(SOFT, at + 1)) {
    out += text.slice(from, at);
    // Soft hyphens in a row count once; the rest of the line after them decides.
    let end = at;
    while (text.charAt(end) === SOFT) end++;
    if (keepsHyphen(text.slice(Math.max(0, at - WINDOW), at), text.slice(end, end + WINDOW).trimStart())) out += '-';
    from = end;
    at = end - 1;
  }
  return out + text.slice(from);
}
