// Letters written in the styles of Unicode's Mathematical Alphanumeric Symbols (U+1D400–U+1D7FF)
// read as the plain letters and digits they style. CVs and profiles copied from social sites set
// names and headings in them to look bold or italic without a font ("𝐉𝐨𝐡𝐧 𝐃𝐨𝐞", "𝗘𝘅𝗽𝗲𝗿𝗶𝗲𝗻𝗰𝗲"):
// no name table, heading vocabulary or e-mail comparison knows those characters, and the parse
// bundle's letter classes cover the first plane only (scripts/bmp-letter-classes.mjs). Their
// compatibility decomposition (NFKC) is the plain character: Latin, Greek or a digit. Pure.
import type { ExtractedContent } from '../types.js';

/** Every character of the block starts with this high surrogate in UTF-16. */
const BLOCK_HIGH_SURROGATE = '\ud835';
const STYLED = /\ud835[\udc00-\udfff]/g;

/** `text` with its styled letters and digits plain; the same string when it has none. */
export function plainStyledLetters(text: string): string {
  if (!text.includes(BLOCK_HIGH_SURROGATE)) return text;
  return text.replace(STYLED, (styled) => styled.normalize('NFKC'));
}

/** The extracted content with plain letters in its text, its lines and their cells. */
export function withPlainStyledLetters(content: ExtractedContent): ExtractedContent {
  if (!content.text.includes(BLOCK_HIGH_SURROGATE)) return content;
  return {
    ...content,
    text: plainStyledLetters(content.text),
    lines: content.lines.map((line) => ({
      ...line,
      text: plainStyledLetters(line.text),
      ...(line.cells ? { cells: line.cells.map(plainStyledLetters) } : {}),
    })),
  };
}
