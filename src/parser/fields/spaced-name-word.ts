// A word of a name set in letter-spaced capitals, read back into one word. Pure.
//
// Builders print a name's given and family name over two lines in wide-tracked capitals; the text layer gives a letter
// per word ("T A V E R N I E R", "L É A"), its hyphen or apostrophe spaced too. A font's kerning pulls some pairs of
// capitals closer than the tracking ("S TA N G", ../classify/kerned-capitals.ts), and the hyphen of a double-barrelled
// name to the capital beside it: "D U P O N T- M O R E L", "V A S S E U R -TAT I N". Such a word joins as the letters of one.

import { isKerningPair } from '../classify/kerned-capitals.js';

/** A single letter, a hyphen or an apostrophe of a spaced word. */
const SINGLE = /^[\p{L}'’‐-]$/u;
/** A hyphen or apostrophe, with the spaces (or none) around it. */
const JOINER = /\s*([-‐'’])\s*/gu;
/** Kerned pairs are one per two single letters at most: "A B C DE" is no word. */
const LETTERS_PER_PAIR = 2;

export interface SpacedNameWord {
  /** The word's letters joined ("DUPONT-MOREL"). */
  word: string;
  /** How many letters and marks it was set apart into, a joined pair counted once. */
  pieces: number;
}

/** The cell read as one letter-spaced word of a name, or undefined when it is something else (words, a lone letter). */
export function spacedNameWord(cell: string): SpacedNameWord | undefined {
  // Single spaces only: a wider gap parts two words (the text layer keeps it, or cuts the line into cells there).
  const tokens = cell.replace(JOINER, ' $1 ').trim().split(' ');
  if (tokens.length < 2 || tokens.includes('')) return undefined;
  let pairs = 0;
  for (const token of tokens) {
    if (SINGLE.test(token)) continue;
    if (!isKerningPair(token)) return undefined;
    pairs++;
  }
  if (pairs * LETTERS_PER_PAIR > tokens.length - pairs) return undefined;
  return { word: tokens.join(''), pieces: tokens.length };
}
