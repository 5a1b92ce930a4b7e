// Pairs of capitals a font kerns. Pure.
//
// Text set in letter-spaced capitals comes out of a PDF as single letters ("S K I L L S"), but where a font's kerning
// pulls two capitals together by more than the tracking sets them apart, the reader takes the two for one word:
// "M U R AT", "S TA N G". Kerning tables tighten the pairs whose facing sides leave room: a diagonal (A, V, W, Y), an
// overhanging bar (T, F, P, L's open top) or a round side (O, C, G, Q). A pair of such capitals in a spaced run is that
// run's kerned pair; two capitals with straight sides ("DE", "HR", "IT") are a short word of their own.

/** Capitals whose right side leaves room for the next letter to move in. */
const OPEN_RIGHT = new Set('AFKLPRTVWY');
/** Capitals whose left side leaves room for the letter before to move in. */
const OPEN_LEFT = new Set('ACGJOQTVWY');

/** The capital without its accents ("Á" → "A"). */
const baseOf = (ch: string): string => ch.normalize('NFD').charAt(0);

/**
 * Two or three capitals ("AT", "ATA": two pairs sharing a letter) each next to the other as a font kerns them: the
 * first open on its right, the second open on its left.
 */
export function isKerningPair(token: string): boolean {
  const letters = [...token.normalize('NFC')].map(baseOf);
  if (letters.length < 2 || letters.length > 3) return false;
  return letters.slice(1).every((ch, k) => OPEN_RIGHT.has(letters[k]!) && OPEN_LEFT.has(ch));
}
