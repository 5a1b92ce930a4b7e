// Which lines are set apart from the body text: bold where the format tells the weight (DOCX; PDF when its fonts were
// resolved), else, in a PDF whose weights are unknown, set in another font than the body text (a skills block's group
// names "Programming" ↵ "Tools" set in the bold face over their items, one a line; a heading's cell beside the first of
// them, "Skills⇥Programming", in a larger size). The body font is the font most lines are set in. A fallback font (the
// font a writer switches to for the letters its main fonts lack: Turkish ı ş ğ, Romanian ș ț, Czech ř ě, ideographs in
// a Latin font's document) sets lines for their letters, not their role: its lines are neither body nor set apart; where
// they outnumber the body font's, the body font is not known and no face tells (taking either font for the body would
// make the other's plain items group names). Pure.
import type { CvLine } from './document.js';
import { fallbackFonts } from './fallback-fonts.js';

/** One flag a line: bold, or in a PDF with weights unknown, set in a font other than the body's. */
export function setApartLines(lines: readonly CvLine[]): boolean[] {
  const bold = lines.map((l) => l.bold === true);
  // Weights known somewhere (a DOCX, a PDF whose fonts were resolved), or the fonts of most lines unknown: the weights tell.
  const fonted = lines.filter((l) => l.font !== undefined);
  if (lines.some((l) => l.bold !== undefined) || fonted.length * 2 < lines.length) return bold;
  const fallback = fallbackFonts(fonted);
  const count = new Map<string, number>();
  for (const l of fonted) if (!fallback.has(l.font!)) count.set(l.font!, (count.get(l.font!) ?? 0) + 1);
  let body = '';
  let most = 0;
  for (const [font, n] of count) if (n > most) [body, most] = [font, n];
  if (fonted.length - [...count.values()].reduce((a, b) => a + b, 0) > most) return bold;
  return lines.map((l, i) => bold[i]! || (l.font !== undefined && l.font !== body && !fallback.has(l.font)));
}
