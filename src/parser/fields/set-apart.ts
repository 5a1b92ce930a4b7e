// Which lines are set apart from the body text: bold where the format tells the weight (DOCX; PDF when its fonts were
// resolved), else, in a PDF whose weights are unknown, set in another font than the body text (a skills block's group
// names "Programming" ↵ "Tools" set in the bold face over their items, one a line; a heading's cell beside the first of
// them, "Skills⇥Programming", in a larger size). The body font is the font most lines are set in. Pure.
import type { CvLine } from './document.js';

/** One flag a line: bold, or in a PDF with weights unknown, set in a font other than the body's. */
export function setApartLines(lines: readonly CvLine[]): boolean[] {
  const bold = lines.map((l) => l.bold === true);
  // Weights known somewhere (a DOCX, a PDF whose fonts were resolved), or the fonts of most lines unknown: the weights tell.
  const fonted = lines.filter((l) => l.font !== undefined);
  if (lines.some((l) => l.bold !== undefined) || fonted.length * 2 < lines.length) return bold;
  const count = new Map<string, number>();
  for (const l of fonted) count.set(l.font!, (count.get(l.font!) ?? 0) + 1);
  let body = '';
  let most = 0;
  for (const [font, n] of count) if (n > most) [body, most] = [font, n];
  return lines.map((l, i) => bold[i]! || (l.font !== undefined && l.font !== body));
}
