// Words of a run of letter-spaced capitals, told apart by the gaps between its letters. Pure.
//
// Word and LibreOffice set a "modern" CV's name in capitals with character spacing; the PDF draws
// the name as one run of glyphs (one TJ, or a glyph or a word per operator, as browsers do), each
// letter a little apart, with a space glyph (itself spaced) between the words. pdf.js puts a space
// into its text wherever a glyph starts a tenth of the type size or more past the one before, so
// every letter gap becomes a space, and a word gap becomes one space like the others:
// "S E R G I O S E R R A N O P É R E Z", where no split by the e-mail or a given name can tell the
// two family names apart. The page's operators give the width of each gap (glyphRuns below); a word
// gap is the letter gap plus a word space, clearly wider than the run's typical gap (its median: most
// gaps of a spaced word are letter gaps). The run then reads as its words, "SERGIO SERRANO PÉREZ", as
// the document's own text has them.
//
// Only a run of single characters is read so (a font's kerning may pull a pair of capitals together,
// "W AV E R L E Y": such pairs pass too, one per four letters at most); ordinary text, justified text
// whose word gaps vary, and a run whose gaps are all alike ("E X P E R I E N C E", a heading of one
// word, or a list "A B C D" of one-letter words) stay as they are.
//
// A theme that sets its dates letter-spaced has a browser draw "2021-06-01" a digit at a time, each a
// little apart: pdf.js reads "2 0 2 1 - 0 6 - 0 1", which no period pattern reads and the phone
// reader takes for digit groups. A run of digits and date marks only is read by the same gaps, but
// kept as it is unless each of its words is a date of numbers ("2021-06-01", "06/2021", "2019") or a
// range's dash: the digits of a phone number typed apart ("0 6 1 2 3 4 5 6 7 8") make no date, and
// stay as they are.

import { isKerningPair } from '../classify/kerned-capitals.js';

/** One character, with its combining marks ("É" decomposed): a letter of a spaced run. */
const SINGLE = /^[\p{L}\p{N}\p{P}]\p{M}*$/u;
/** Two capitals a font's kerning drew closer than the tracking ("AV", "AT"), or three where two such pairs share one ("ATA"). */
const KERNED_PAIR = /^\p{Lu}\p{M}*(?:\p{Lu}\p{M}*){1,2}$/u;
const LETTERS_PER_PAIR = 4;
const LETTERS_PER_KERNING_PAIR = 2;
/** A spaced run has this many characters set apart at least ("A B C" stays what it is). */
const MIN_TOKENS = 4;
/** A word gap is wider than the typical letter gap by this share of it, and by WORD_EXTRA_EM of the type size at least. */
const WORD_EXTRA_SHARE = 0.5;
const WORD_EXTRA_EM = 0.1;

/**
 * The run's text with the letters of each word joined and one space between words, when the run is
 * letter-spaced and some of its gaps are clearly wider than the others; a run of a date's digits and marks
 * joined the same way, and also when it is one word, when each word is a date ("2021-06-01", "2019 – 2021"); `str` as
 * it is otherwise. `gaps` are the widths, in units of the type size, of the gaps behind the run's spaces, in order
 * (one per space; any other count leaves the run as it is).
 */
export function wordsOfSpacedLetters(str: string, gaps: readonly number[] | undefined): string {
  if (gaps === undefined || gaps.length < MIN_TOKENS - 1) return str;
  const tokens = str.split(' ');
  if (tokens.length !== gaps.length + 1 || !gaps.every((g) => Number.isFinite(g) && g >= 0)) return str;
  if (isSpacedDateRun(tokens)) {
    const words = wordsByGaps(tokens, gaps);
    return words.every(isNumericDateWord) ? words.join(' ') : str;
  }
  if (!isSpacedRun(tokens)) return str;
  const words = wordsByGaps(tokens, gaps);
  return words.length > 1 ? words.join(' ') : str;
}

/** The tokens joined into words: a gap clearly wider than the run's typical one (its median) parts two words. */
function wordsByGaps(tokens: readonly string[], gaps: readonly number[]): string[] {
  const sorted = [...gaps].sort((a, b) => a - b);
  const typical = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const wide = typical + Math.max(WORD_EXTRA_EM, WORD_EXTRA_SHARE * typical);
  const words = [tokens[0]!];
  gaps.forEach((gap, k) => {
    if (gap >= wide) words.push(tokens[k + 1]!);
    else words[words.length - 1] += tokens[k + 1]!;
  });
  return words;
}

/** A digit or a mark dates of numbers are written with. */
const DATE_SIGN = /^[\d./\-–—]$/u;
/** A year of a CV's dates. */
const YEAR = String.raw`(?:19|20)\d\d`;
/** A date of numbers, the year first or last, with its month and day or without ("2021-06-01", "06/2021", "1.6.2021", "2019"). */
const NUMERIC_DATE = String.raw`(?:(?:\d{1,2}[./-]){1,2}${YEAR}|${YEAR}(?:[./-]\d{1,2}){0,2})`;
/** A date, or two dates joined by a dash ("2019–2021"), or a range's dash alone (between two words). */
const DATE_WORD = new RegExp(String.raw`^(?:${NUMERIC_DATE}(?:[-–—]${NUMERIC_DATE})?|[-–—])$`, 'u');

/** A date of numbers whose day and month parts are a day's or a month's numbers (not digit groups of a phone: "2012-34-56"). */
function isNumericDateWord(word: string): boolean {
  if (!DATE_WORD.test(word)) return false;
  const parts = word.split(/[./\-–—]/u).filter((p) => p.length > 0 && p.length <= 2).map(Number);
  return parts.every((n) => n >= 1 && n <= 31) && (parts.length === 0 || parts.some((n) => n <= 12));
}

/** Single digits and date marks, MIN_TOKENS or more, with a digit: the spaced form of a date of numbers. */
function isSpacedDateRun(tokens: readonly string[]): boolean {
  return tokens.length >= MIN_TOKENS && tokens.every((t) => DATE_SIGN.test(t)) && tokens.some((t) => /\d/u.test(t));
}

/** A glyph of a text-showing operator as pdf.js's operator list gives it (advance in thousandths of the type size). */
export interface ShownGlyph { unicode: string; width: number; isSpace?: boolean }

/**
 * The operators of a page that place text, as far as the gaps between glyphs need them: glyphs shown (numbers among them
 * move the next glyph back by thousandths of the type size, TJ), a move of the line's start (Td, in text space units),
 * the type size (Tf), the character and word spacing (Tc, Tw), the graphics state saved and restored (q, Q: Tc and Tw
 * are part of it), and anything else that starts text elsewhere (BT, ET, Tm, T*).
 */
export type TextOp =
  | { show: readonly (ShownGlyph | number | null)[] }
  | { move: [number, number] }
  | { fontSize: number }
  | { charSpacing: number }
  | { wordSpacing: number }
  | 'save' | 'restore' | 'break';

/** A line of visible glyphs (their text, NFKC) and, after each but the last, the gap to the next, in units of the type size. */
export interface GlyphRun { letters: string[]; gapAfter: number[] }

/**
 * The page's lines of glyphs and the gaps between them: a space glyph is part of a gap. A line goes on over glyphs shown
 * one operator after another, moved along their baseline (a browser draws letter-spaced text a glyph per operator, a
 * word processor a word per operator, or the whole line in one TJ), and ends where text starts elsewhere or its type
 * size changes.
 */
export function glyphRuns(ops: Iterable<TextOp>): GlyphRun[] {
  const runs: GlyphRun[] = [];
  let state = { fontSize: 1, charSpacing: 0, wordSpacing: 0 };
  const saved: (typeof state)[] = [];
  let run: GlyphRun | null = null;
  // The gap since the line's last visible glyph (null before its first), and the advance since the start of the line
  // as the last move set it, both in units of the type size.
  let gap: number | null = null;
  let sinceStart = 0;
  const close = (): void => {
    if (run !== null && run.letters.length > 0) runs.push(run);
    run = null;
    gap = null;
    sinceStart = 0;
  };
  for (const op of ops) {
    if (op === 'save') saved.push({ ...state });
    else if (op === 'restore') state = saved.pop() ?? state;
    else if (op === 'break') close();
    else if ('fontSize' in op) {
      const size = Math.abs(op.fontSize) || 1;
      if (size !== state.fontSize) close();
      state.fontSize = size;
    } else if ('charSpacing' in op) state.charSpacing = op.charSpacing;
    else if ('wordSpacing' in op) state.wordSpacing = op.wordSpacing;
    else if ('move' in op) {
      // Along the baseline the line goes on: the gap grows by what the move adds to the advance so far.
      if (op.move[1] !== 0 || run === null) { close(); continue; }
      if (gap !== null) gap += op.move[0] / state.fontSize - sinceStart;
      sinceStart = 0;
    } else {
      run ??= { letters: [], gapAfter: [] };
      for (const glyph of op.show) {
        if (glyph === null) continue;
        if (typeof glyph === 'number') {
          if (gap !== null) gap -= glyph / 1000;
          sinceStart -= glyph / 1000;
          continue;
        }
        const spacing = (state.charSpacing + (glyph.isSpace === true ? state.wordSpacing : 0)) / state.fontSize;
        sinceStart += glyph.width / 1000 + spacing;
        if (glyph.unicode.trim() === '') {
          if (gap !== null) gap += glyph.width / 1000 + spacing;
          continue;
        }
        if (gap !== null) run.gapAfter.push(gap);
        run.letters.push(glyph.unicode.normalize('NFKC'));
        gap = spacing;
      }
    }
  }
  close();
  return runs;
}

// pdf.js puts a space between two glyphs a tenth of the type size apart or more (0.102): each space of a spaced run
// stands for a gap at least about that wide in the line that drew it.
const SPACE_MIN_EM = 0.09;

/**
 * The gaps behind the spaces of a spaced run `str` (single characters and kerned pairs set apart by single spaces), read
 * from the first of `runs` that shows its characters in a row with a gap at each space; undefined when none does.
 */
export function gapsOfSpacedRun(str: string, runs: readonly GlyphRun[]): number[] | undefined {
  const tokens = str.normalize('NFKC').split(' ');
  const letters = tokens.join('');
  if (letters === '') return undefined;
  for (const run of runs) {
    const text = run.letters.join('');
    for (let from = text.indexOf(letters); from >= 0; from = text.indexOf(letters, from + 1)) {
      const gaps = gapsAt(run, from, tokens);
      if (gaps !== undefined) return gaps;
    }
  }
  return undefined;
}

/** The gaps between the tokens, spelled by the run's glyphs from the character `from` on; undefined where they do not fit. */
function gapsAt(run: GlyphRun, from: number, tokens: readonly string[]): number[] | undefined {
  // The glyph the match starts at (a glyph's text may be longer than one character: a ligature).
  let glyph = 0;
  let chars = 0;
  while (chars < from && glyph < run.letters.length) chars += run.letters[glyph++]!.length;
  if (chars !== from) return undefined;
  const gaps: number[] = [];
  for (const [k, token] of tokens.entries()) {
    let spelled = '';
    while (spelled.length < token.length && glyph < run.letters.length) spelled += run.letters[glyph++]!;
    if (spelled !== token) return undefined;
    if (k + 1 < tokens.length) {
      const gap = run.gapAfter[glyph - 1];
      if (gap === undefined || !(gap >= SPACE_MIN_EM)) return undefined;
      gaps.push(gap);
    }
  }
  return gaps;
}

/**
 * Single characters (kerned pairs among them), MIN_TOKENS or more, two letters at least. Pairs a font kerns
 * (../classify/kerned-capitals.ts) may come closer together: a short name's "M U R AT S TA N G".
 */
function isSpacedRun(tokens: readonly string[]): boolean {
  if (tokens.length < MIN_TOKENS) return false;
  const pairs: string[] = [];
  for (const t of tokens) {
    if (SINGLE.test(t)) continue;
    if (!KERNED_PAIR.test(t)) return false;
    pairs.push(t);
  }
  const singles = tokens.length - pairs.length;
  const fewPairs = pairs.length * LETTERS_PER_PAIR <= singles
    || (pairs.length * LETTERS_PER_KERNING_PAIR <= singles && pairs.every(isKerningPair));
  return fewPairs && tokens.filter((t) => /\p{L}/u.test(t)).length >= 2;
}

// What a spaced run needs, cheaply: four characters or kerned capitals set apart by single spaces at the start.
const FOUR_SPACED = /^\S{1,3} \S{1,3} \S{1,3} \S{1,3}(?: |$)/u;

/** A run of letters, or of a date's digits and marks, set apart by single spaces ("M A R T A V E L L O", "2 0 2 1 - 0 6"): worth reading its gaps. */
export const mayBeSpacedRun = (str: string): boolean => {
  if (!FOUR_SPACED.test(str)) return false;
  const tokens = str.split(' ');
  return isSpacedRun(tokens) || isSpacedDateRun(tokens);
};
