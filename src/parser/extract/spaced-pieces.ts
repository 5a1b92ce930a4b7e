// A run of letter-spaced words that pdf.js hands over in pieces. A browser sets "LUIS MONTEJANO" with CSS letter-spacing
// a glyph at a time, its space glyph spaced too; where the word gap is wide, pdf.js ends its text item at the space and
// gives "L U I S", " ", "M O N T E J A N O" as three items on one baseline. Each piece alone is one word, so the gaps
// inside it (./spaced-letters.ts) find nothing to part, and the page's layout then joins the pieces with single spaces:
// "L U I S M O N T E J A N O", which reads as one word ("Luismontejano"). Read as the one run they were drawn as, the
// wider gap between the pieces parts the words again. Pure.
import type { PositionedText } from './pdf-layout.js';

/** A piece of a spaced run: single characters (a kerned pair or three among them) set apart by single spaces. */
const SPACED_PIECE = /^\S{1,3}(?: \S{1,3})*$/u;
/**
 * A first piece too short to be read as a spaced run alone: two or three characters set apart, a short word ("L E" of
 * "L E", " ", "G A L L"). Its run is known once the pieces after it are (./spaced-letters.ts mayBeSpacedRun of the whole).
 */
const SHORT_PIECE = /^\S{1,3}(?: \S{1,3}){1,2}$/u;
export const mayOpenSpacedRun = (str: string): boolean => SHORT_PIECE.test(str);
/** How far a piece may start past the end of the one before, in units of the type size (a word space with its tracking). */
const MAX_GAP_EM = 1.5;
/** How far two pieces' baselines and type sizes may differ, as a share of the type size. */
const SAME_LINE = 0.15;

/**
 * The items after `at` that go on its spaced run: blank items and spaced pieces on its baseline, in its type size, each
 * close after the one before. Empty when the next item that is not blank is no such piece; blank items after the last
 * piece are not among them.
 */
export function spacedPiecesAfter(items: readonly PositionedText[], at: number): number[] {
  const first = items[at];
  if (first === undefined) return [];
  const pieces: number[] = [];
  let end = first.x + first.width;
  for (let k = at + 1; k < items.length; k++) {
    const item = items[k]!;
    const onLine = Math.abs(item.y - first.y) <= SAME_LINE * first.fontSize
      && Math.abs(item.fontSize - first.fontSize) <= SAME_LINE * first.fontSize;
    const near = item.x >= end - SAME_LINE * first.fontSize && item.x <= end + MAX_GAP_EM * first.fontSize;
    if (!onLine || !near) break;
    // A blank item's width may run past the next piece (Chromium's space item holds the tracking after it too): only the
    // pieces' own ends count.
    if (item.str.trim() === '') continue;
    if (!SPACED_PIECE.test(item.str)) break;
    // The blank items between the pieces go with them.
    for (let blank = (pieces.at(-1) ?? at) + 1; blank < k; blank++) pieces.push(blank);
    pieces.push(k);
    end = item.x + item.width;
  }
  return pieces;
}
