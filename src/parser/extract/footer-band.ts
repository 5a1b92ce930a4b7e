// A PDF page's footer: lines printed in the band at the page's bottom edge, set apart from the body above them by a gap
// much wider than a line's pitch (a word processor's footer: an address or a contact line under the page's text). Marked
// as the page margin's (../types.ts TextLine.margin): the address there is the person's, though it is read after the whole
// body. A PDF of several pages shows its running footer by repetition (../sections/running-lines.ts); one page does not,
// and only its position tells. Pure.
import type { TextLine } from '../types.js';

/** The footer band: this share of the page's height above its bottom edge (a word processor's bottom margin is ~1 in). */
const FOOTER_BAND = 0.08;
/** A footer stands at least this many of its font sizes below the line above it. */
const FOOTER_GAP_EM = 2.5;

/** The page's lines with those of its footer band, set apart from the body, marked as the margin's; the same array when none is. */
export function withFooterBandMarked(lines: readonly TextLine[], pageHeight: number): readonly TextLine[] {
  const placed = lines.filter((l) => l.y !== undefined);
  const bandTop = pageHeight * (1 - FOOTER_BAND);
  const inBand = placed.filter((l) => l.y! > bandTop);
  if (inBand.length === 0) return lines;
  const bodyBottom = Math.max(-Infinity, ...placed.filter((l) => l.y! <= bandTop).map((l) => l.y!));
  const top = Math.min(...inBand.map((l) => l.y!));
  const size = Math.max(...inBand.map((l) => l.fontSize ?? 10));
  if (top - bodyBottom < FOOTER_GAP_EM * size) return lines;
  return lines.map((l) => (l.y !== undefined && l.y > bandTop ? { ...l, margin: true } : l));
}
