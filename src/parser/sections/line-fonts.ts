// The font of each line as the extractor read it (size and weight), for the section readers, which read the text of the
// lines only: a line's text names its fonts here (one text may be printed twice: a job's title as the headline too).
// Pure.
import type { TextLine } from '../types.js';

/** A line's text (trimmed) → the fonts it is printed in ("11|b": the size to half a point, then bold, regular or unknown). */
export type LineFonts = ReadonlyMap<string, ReadonlySet<string>>;

/** The line's font, undefined when the format tells neither size nor weight (plain text). */
function fontKey(line: TextLine): string | undefined {
  if (line.fontSize === undefined && line.bold === undefined) return undefined;
  const size = line.fontSize === undefined ? '' : String(Math.round(line.fontSize * 2) / 2);
  return `${size}|${line.bold === undefined ? '' : line.bold ? 'b' : 'r'}`;
}

/** The fonts of the lines, or undefined when none has one. */
export function lineFonts(lines: readonly TextLine[]): LineFonts | undefined {
  const fonts = new Map<string, Set<string>>();
  for (const line of lines) {
    const key = fontKey(line);
    if (key === undefined) continue;
    // A line of cells is read by its cells apart by tabs, or by its text (cells joined by a space).
    const texts = line.cells && line.cells.length > 1 ? [line.text.trim(), line.cells.join('\t').trim()] : [line.text.trim()];
    for (const text of texts) {
      const had = fonts.get(text);
      if (had) had.add(key);
      else fonts.set(text, new Set([key]));
    }
  }
  return fonts.size > 0 ? fonts : undefined;
}

/** The font the line was printed in, when known and one (a text printed twice in two fonts has none). */
export function fontOf(fonts: LineFonts, line: string): string | undefined {
  const set = fonts.get(line.trim());
  return set?.size === 1 ? [...set][0] : undefined;
}

/** Whether the line's text is printed in `font` (a job's title printed again as the headline has that font too). */
export function hasFont(fonts: LineFonts, line: string, font: string): boolean {
  return fonts.get(line.trim())?.has(font) === true;
}
