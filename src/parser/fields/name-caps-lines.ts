// A name set over two lines where one line is in capitals and the other is not ("Marta" ↵ "NOWAK-LIS", "TER VELDHOVEN" ↵
// "Anouk"): designers mark the family name so, in either order, and a narrow sidebar may set the longer line smaller to
// fit. The capitals say which line is the family name (name-parts.ts splits the joined text on them), so the two lines
// join whichever comes first.
import { isAllCaps, isNameParticle } from './name-parts.js';

/** Every word of the line is in capitals (a particle may be in either case): a family name printed in capitals. */
export function isCapitalsLine(text: string): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.some((w) => isAllCaps(w) && w.replace(/\P{L}/gu, '').length > 1) && words.every((w) => isAllCaps(w) || isNameParticle(w));
}

/** One line in capitals and the other in mixed case: the capitals mark the family name, whichever line comes first. */
export function capitalsMarkFamily(a: string, b: string): boolean {
  return isCapitalsLine(a) !== isCapitalsLine(b) && /\p{Ll}/u.test(isCapitalsLine(a) ? b : a);
}
