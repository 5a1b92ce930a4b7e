// Accents that TeX set as a glyph of their own (fonts without accented letters: moderncv and
// other LaTeX CVs). The PDF then holds "Educaci ´" and "on" as two pieces, the second starting
// back over the accent, and the text reads "Educaci ´on" — a heading or a school no rule
// recognises. Pure; used by ./pdf-layout.ts when it joins the pieces of a line.

/** Spacing accents and the combining marks they stand for. */
const COMBINING: Record<string, string> = {
  '´': '\u0301',
  '`': '\u0300',
  '¨': '\u0308',
  'ˆ': '\u0302',
  '˜': '\u0303',
  'ˇ': '\u030C',
  '˘': '\u0306',
  '˚': '\u030A',
  '¸': '\u0327',
  // Hungarian ő ű, Polish ą ę ż, Latvian ā: set the same way where the font has none of them (europasscv).
  '˝': '\u030B',
  '˛': '\u0328',
  '˙': '\u0307',
  '¯': '\u0304',
};

const TRAILING_ACCENT = /\s?([´`¨ˆ˜ˇ˘˚¸˝˛˙¯])$/u;

/**
 * A piece ending in a spacing accent (optionally after a space), followed by a piece that starts
 * back over it, is one word with an accented letter: the accent goes onto the next piece's first
 * letter. Null when the pieces are no such pair. TeX's dotless ı under an accent is an i.
 */
export function joinAccent(before: string, after: string): { before: string; after: string } | null {
  const accent = TRAILING_ACCENT.exec(before);
  const first = after.match(/^\p{L}/u)?.[0];
  if (!accent || first === undefined) return null;
  const base = first === 'ı' ? 'i' : first;
  const letter = `${base}${COMBINING[accent[1]!]!}`.normalize('NFC');
  const rest = after.slice(first.length);
  // The space before the accent is the word's own where the accented letter is a capital with small letters after it
  // ("Agnieszka ´" "Sl…": "Ś" opens "Ślęzakowska"): inside a word no such capital stands ("EDUCACI ´" "ON" is one word).
  const opensWord = /^\s/u.test(accent[0]) && /^\p{Lu}$/u.test(letter) && /^\p{Ll}/u.test(rest);
  return { before: before.slice(0, accent.index) + (opensWord ? ' ' : ''), after: letter + rest };
}

/** Romanian letters with a comma below, by the letter the comma sits under. */
const COMMA_BELOW: Record<string, string> = { s: 'ș', t: 'ț', S: 'Ș', T: 'Ț' };

/**
 * LaTeX's Romanian "ș" and "ț" in a font without them: the letter, then a comma of its own (a smaller font, a little lower)
 * set back under it, the word going on after the letter ("Pret" "," "uri" reads "Pret,uri"). A comma piece that starts
 * inside the letter before it, after s or t, is that letter's comma: the text with the letter in its place; null for
 * anything else (a comma after another letter is punctuation, whatever the kerning).
 */
export function joinCommaBelow(before: string, piece: string): string | null {
  if (piece !== ',') return null;
  const letter = COMMA_BELOW[before.at(-1) ?? ''];
  return letter === undefined ? null : before.slice(0, -1) + letter;
}
