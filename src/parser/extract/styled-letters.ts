// Letters written in the styles of Unicode's Mathematical Alphanumeric Symbols (U+1D400–U+1D7FF)
// read as the plain letters and digits they style. CVs and profiles copied from social sites set
// names and headings in them to look bold or italic without a font ("𝐉𝐨𝐡𝐧 𝐃𝐨𝐞", "𝗘𝘅𝗽𝗲𝗿𝗶𝗲𝗻𝗰𝗲"):
// no name table, heading vocabulary or e-mail comparison knows those characters, and the parse
// bundle's letter classes cover the first plane only (scripts/bmp-letter-classes.mjs). Their
// compatibility decomposition (NFKC) is the plain character: Latin, Greek or a digit. The same holds
// for the Latin ligatures (U+FB00–U+FB06: "ﬁ", "ﬄ", "ﬆ"), which text copied out of a typeset PDF
// carries into a Word or text CV ("Certiﬁcations", "Oﬃce Manager", "Sheﬃeld"): a heading, a title
// or a town with one matches nothing. (PDF text is already plain: the extractor normalises it.) Pure.
import type { ExtractedContent } from '../types.js';

const STYLED = /\ud835[\udc00-\udfff]|[\ufb00-\ufb06]/g;
/** Every character of the mathematical block starts with this high surrogate in UTF-16; the ligatures are one code unit. */
const HAS_STYLED = /[\ud835\ufb00-\ufb06]/;

/** `text` with its styled letters, digits and Latin ligatures plain; the same string when it has none. */
export function plainStyledLetters(text: string): string {
  if (!HAS_STYLED.test(text)) return text;
  return text.replace(STYLED, (styled) => styled.normalize('NFKC'));
}

/** The extracted content with plain letters in its text, its lines and their cells. */
export function withPlainStyledLetters(content: ExtractedContent): ExtractedContent {
  if (!HAS_STYLED.test(content.text)) return content;
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
