// One string representation for the parse's text, so a cold parse compiles each pattern once. V8 stores a string
// one byte per character when every character fits in Latin-1, two bytes otherwise, and compiles
// each regular expression separately for the two kinds of subject. A résumé's lines were both:
// an ASCII line one-byte, a line with a dash or a bullet two-byte, and whatever is cut out of a
// string keeps its kind. So some 250 of the parse's ~550 patterns were compiled twice in a cold
// run. Made two-byte where they enter the parse (text items, lines, vocabulary), the subjects stay
// two-byte through slices, splits, case changes and joins, and a pattern is compiled once. The
// characters are the same: only the storage differs (single characters stay one-byte: V8 keeps
// one shared string for each). Pure.
import type { ExtractedContent } from './types.js';

/** A character outside Latin-1, appended and cut off again: the flattened copy is two-byte. */
const WIDE = '\u0100';

/** The same characters as `text`, stored two bytes per character (texts of two characters or more). */
export function twoByte(text: string): string {
  return text.length < 2 ? text : (text + WIDE).slice(0, -1);
}

/** Every text of the extracted content (the whole text, each line and cell) stored two-byte. */
export function withTwoByteText(content: ExtractedContent): ExtractedContent {
  return {
    ...content,
    text: twoByte(content.text),
    lines: content.lines.map((line) => ({ ...line, text: twoByte(line.text), ...(line.cells ? { cells: line.cells.map(twoByte) } : {}) })),
  };
}
