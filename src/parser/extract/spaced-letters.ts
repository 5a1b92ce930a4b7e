// Words of a run of letter-spaced capitals, told apart by the gaps between its letters. Pure.
//
// Word and LibreOffice set a "modern" CV's name in capitals with character spacing; the PDF draws
// the name as one run of glyphs, each letter a little apart, with a space glyph (itself spaced)
// between the words. pdf.js puts a space into its text wherever a glyph starts a tenth of the type
// size or more past the one before, so every letter gap becomes a space, and a word gap becomes one
// space like the others: "S E R G I O S E R R A N O P É R E Z", where no split by the e-mail or a
// given name can tell the two family names apart. The parse thread's pdf.js (scripts/pdfjs-word-gaps.mjs)
// hands on the width of each such gap; a word gap is the letter gap plus a word space, clearly wider
// than the run's typical gap (its median: most gaps of a spaced word are letter gaps). The run then
// reads as its words, "SERGIO SERRANO PÉREZ", as the document's own text has them.
//
// Only a run of single characters is read so (a font's kerning may pull a pair of capitals together,
// "W AV E R L E Y": such pairs pass too, one per four letters at most); ordinary text, justified text
// whose word gaps vary, and a run whose gaps are all alike ("E X P E R I E N C E", a heading of one
// word, or a list "A B C D" of one-letter words) stay as they are.

/** One character, with its combining marks ("É" decomposed): a letter of a spaced run. */
const SINGLE = /^[\p{L}\p{N}\p{P}]\p{M}*$/u;
/** Two capitals a font's kerning drew closer than the tracking ("AV", "AT"). */
const KERNED_PAIR = /^\p{Lu}\p{M}*\p{Lu}\p{M}*$/u;
const LETTERS_PER_PAIR = 4;
/** A spaced run has this many characters set apart at least ("A B C" stays what it is). */
const MIN_TOKENS = 4;
/** A word gap is wider than the typical letter gap by this share of it, and by WORD_EXTRA_EM of the type size at least. */
const WORD_EXTRA_SHARE = 0.5;
const WORD_EXTRA_EM = 0.1;

/**
 * The run's text with the letters of each word joined and one space between words, when the run is
 * letter-spaced and some of its gaps are clearly wider than the others; `str` as it is otherwise.
 * `gaps` are the widths, in units of the type size, of the gaps behind the run's spaces, in order
 * (one per space; any other count leaves the run as it is).
 */
export function wordsOfSpacedLetters(str: string, gaps: readonly number[] | undefined): string {
  if (gaps === undefined || gaps.length < MIN_TOKENS - 1) return str;
  const tokens = str.split(' ');
  if (tokens.length !== gaps.length + 1 || !gaps.every((g) => Number.isFinite(g) && g >= 0)) return str;
  const pairs = tokens.filter((t) => !SINGLE.test(t) && KERNED_PAIR.test(t)).length;
  if (!tokens.every((t) => SINGLE.test(t) || KERNED_PAIR.test(t)) || pairs * LETTERS_PER_PAIR > tokens.length - pairs) return str;
  if (tokens.filter((t) => /\p{L}/u.test(t)).length < 2) return str;
  const sorted = [...gaps].sort((a, b) => a - b);
  const typical = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const wide = typical + Math.max(WORD_EXTRA_EM, WORD_EXTRA_SHARE * typical);
  if (!gaps.some((g) => g >= wide)) return str;
  let text = tokens[0]!;
  gaps.forEach((gap, k) => { text += (gap >= wide ? ' ' : '') + tokens[k + 1]!; });
  return text;
}

/** A glyph of a text-showing operator as pdf.js's operator list gives it (advance in thousandths of the type size). */
export interface ShownGlyph { unicode: string; width: number; isSpace?: boolean }
/** A text-showing operator: its glyphs, and numbers that move the next glyph back by thousandths of the type size (TJ). */
export interface ShownText {
  glyphs: readonly (ShownGlyph | number | null)[];
  fontSize: number;
  /** The character and word spacing in force (Tc, Tw), in text space units. */
  charSpacing: number;
  wordSpacing: number;
}

/** A run's visible glyphs (their text, NFKC) and, after each, the gap to the next, in units of the type size. */
export interface GlyphRun { letters: string[]; gapAfter: number[] }

/** The visible glyphs of one text-showing operator and the gaps between them: a space glyph is part of a gap. */
export function glyphRun(shown: ShownText): GlyphRun {
  const letters: string[] = [];
  const gapAfter: number[] = [];
  const size = Math.abs(shown.fontSize) || 1;
  let gap = 0;
  for (const glyph of shown.glyphs) {
    if (glyph === null) continue;
    if (typeof glyph === 'number') { gap -= glyph / 1000; continue; }
    const spacing = (shown.charSpacing + (glyph.isSpace === true ? shown.wordSpacing : 0)) / size;
    if (glyph.unicode.trim() === '') { gap += glyph.width / 1000 + spacing; continue; }
    if (letters.length > 0) gapAfter.push(gap);
    letters.push(glyph.unicode.normalize('NFKC'));
    gap = spacing;
  }
  return { letters, gapAfter };
}

/**
 * The gaps behind the spaces of a spaced run `str` (single characters and kerned pairs set apart by single spaces), read
 * from the first of `runs` that shows its characters in a row; undefined when none does.
 */
export function gapsOfSpacedRun(str: string, runs: readonly GlyphRun[]): number[] | undefined {
  const tokens = str.normalize('NFKC').split(' ');
  const letters = tokens.join('');
  for (const run of runs) {
    const text = run.letters.join('');
    const from = text.indexOf(letters);
    if (from < 0 || letters === '') continue;
    // The glyph the match starts at (a glyph's text may be longer than one character: a ligature).
    let glyph = 0;
    for (let chars = 0; chars < from; glyph++) chars += run.letters[glyph]!.length;
    if (run.letters.slice(0, glyph).join('').length !== from) continue;
    const gaps: number[] = [];
    for (const token of tokens) {
      let spelled = '';
      while (spelled.length < token.length && glyph < run.letters.length) spelled += run.letters[glyph++]!;
      if (spelled !== token) { gaps.length = 0; break; }
      if (gaps.length < tokens.length - 1) gaps.push(run.gapAfter[glyph - 1] ?? NaN);
    }
    if (gaps.length === tokens.length - 1) return gaps;
  }
  return undefined;
}

/** A run of four or more single characters set apart by single spaces: worth reading its gaps. */
export const mayBeSpacedRun = (str: string): boolean => /^\S\S? \S\S? \S\S? \S/u.test(str) && !/ {2}/u.test(str);
