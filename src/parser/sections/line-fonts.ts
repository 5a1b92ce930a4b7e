// The font of each line as the extractor read it (size and weight), for the section readers, which read the text of the
// lines only: a line's text names its font here. Where one text is printed in two fonts the map names none for it.
// Pure.
import type { TextLine } from '../types.js';

/** A line's text (trimmed) → its font ("11|b": the size to half a point, then bold, regular or unknown). */
export type LineFonts = ReadonlyMap<string, string>;

/** A text printed in more than one font. */
const MIXED = '';

/** The line's font, undefined when the format tells neither size nor weight (plain text). */
function fontKey(line: TextLine): string | undefined {
  if (line.fontSize === undefined && line.bold === undefined) return undefined;
  const size = line.fontSize === undefined ? '' : String(Math.round(line.fontSize * 2) / 2);
  return `${size}|${line.bold === undefined ? '' : line.bold ? 'b' : 'r'}`;
}

/** The fonts of the lines, or undefined when none has one. */
export function lineFonts(lines: readonly TextLine[]): LineFonts | undefined {
  const fonts = new Map<string, string>();
  for (const line of lines) {
    const key = fontKey(line);
    if (key === undefined) continue;
    // A line of cells is read by its cells apart by tabs, or by its text (cells joined by a space).
    const texts = line.cells && line.cells.length > 1 ? [line.text.trim(), line.cells.join('\t').trim()] : [line.text.trim()];
    for (const text of texts) {
      const had = fonts.get(text);
      fonts.set(text, had === undefined || had === key ? key : MIXED);
    }
  }
  return fonts.size > 0 ? fonts : undefined;
}

/** The font the line was printed in, when known and one. */
export function fontOf(fonts: LineFonts, line: string): string | undefined {
  const font = fonts.get(line.trim());
  return font === MIXED ? undefined : font;
}
