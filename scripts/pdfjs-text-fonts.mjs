// Text-only fonts for pdfjs in the parse thread's bundle (scripts/bundle-threads.mjs).
//
// Reading a page's text, pdfjs loads each of its fonts and converts the embedded font program
// (TrueType checked and repaired, CFF and Type 1 rebuilt as OpenType) so that a page could be
// drawn with it. The text itself needs the character codes' Unicode values and widths, which a
// font with a ToUnicode map has in the PDF's own objects, apart from the program. With the
// document option `recruitTextOnlyFonts`, such a font keeps its program unconverted: the same
// Unicode map (the fallback for codes the map lacks included) and the same advances, and no
// glyph outlines; ~10-25 ms less of a cold text PDF's thread. A TrueType program is not even
// read. A CFF or Type 1 program is still parsed, not rebuilt: its own font matrix rescales the
// advances (skipped, widths differed in the last bits, 6.75 against 6.750000000000001, enough
// to move a layout threshold); the rebuilding sets only what drawing reads (the glyphs' places
// in the new font, accented glyphs made of two). A page drawn from such a
// document (OCR of text drawn as shapes) would lack its letters: src/parser/extract/pdf.ts
// opens a document of its own for drawing.
//
// Two rewrites, each of exactly one place; a pdfjs that no longer has it fails the build:
//   1. getDocument (pdf.min.mjs) hands the option on to the parser's options ("evaluator
//      options"), which it builds from a fixed list of named parameters;
//   2. the Font constructor (pdf.worker.min.mjs) skips the TrueType program's check and repair
//      and the CFF or Type 1 program's conversion when the option is on, the font has a ToUnicode
//      map of its own (hasIncludedToUnicodeMap) and that map is not the identity (where pdfjs
//      reads the program's own tables for the Unicode values).

/** The document option, in the evaluator options as well. */
export const TEXT_ONLY_FONTS_OPTION = 'recruitTextOnlyFonts';

const API = /pdfjs-dist[\\/]legacy[\\/]build[\\/]pdf\.min\.mjs$/;
const WORKER = /pdfjs-dist[\\/]legacy[\\/]build[\\/]pdf\.worker\.min\.mjs$/;

/** Applies the rewrite that belongs to `path` (pdfjs's API or its parser), leaves other files alone. */
export function textOnlyFonts(contents, path) {
  if (API.test(path)) return forwardOption(contents, path);
  if (WORKER.test(path)) return skipConversion(contents, path);
  return contents;
}

/** getDocument(params): `evaluatorOptions:{maxImageSize:…` gains the option, read from getDocument's own parameter. */
function forwardOption(contents, path) {
  const pattern = /function getDocument\((\w+)=\{\}\)\{[\s\S]*?evaluatorOptions:\{(?=maxImageSize:)/g;
  const found = [...contents.matchAll(pattern)];
  if (found.length !== 1) throw new Error(`${path}: expected one getDocument building evaluatorOptions, found ${found.length}`);
  const [whole, params] = found[0];
  // The parameter must still be getDocument's own where the options are built: no inner
  // function of the same span may declare a parameter of that name and be open there.
  if (whole.length > 20_000) throw new Error(`${path}: getDocument's evaluatorOptions are too far from its start to rewrite safely`);
  return contents.replace(whole, `${whole}${TEXT_ONLY_FONTS_OPTION}:!0===${params}.${TEXT_ONLY_FONTS_OPTION},`);
}

/**
 * The Font constructor converts the program in a switch on the program's type; its TrueType
 * branch is entered only after the test here, which leaves the switch with no data, and its
 * CFF and Type 1 branch converts the parsed program only when the test fails. Both go on as
 * pdfjs's own success path does after a conversion (widths adjusted to the font matrix,
 * fallback Unicode values added; this.data unset, as for a font without a program).
 */
function skipConversion(contents, path) {
  const start = /class Font\{constructor\((\w+),(\w+),(\w+),(\w+)\)\{/g;
  const starts = [...contents.matchAll(start)];
  if (starts.length !== 1) throw new Error(`${path}: expected one Font constructor, found ${starts.length}`);
  const [ctor, , , properties, options] = starts[0];
  const branch = /case"OpenType":case"TrueType":case"CIDFontType2":/g;
  const found = contents.match(branch) ?? [];
  if (found.length !== 1) throw new Error(`${path}: expected the Font constructor's one TrueType branch, found ${found.length}`);
  const conversion = /adjustWidths\((\w+)\);(\w+)=this\.convert\((\w+),(\w+),(\w+)\);/g;
  const conversions = contents.match(conversion) ?? [];
  if (conversions.length !== 1) throw new Error(`${path}: expected the Font constructor's one CFF and Type 1 conversion, found ${conversions.length}`);
  const flag = '__recruitTextOnlyFont';
  const test = `${options}.${TEXT_ONLY_FONTS_OPTION}===!0&&${properties}.hasIncludedToUnicodeMap===!0` +
    `&&!(${properties}.toUnicode instanceof IdentityToUnicodeMap)`;
  return contents
    .replace(ctor, `${ctor}const ${flag}=${test};`)
    .replace(branch, (found) => `${found}if(${flag}){adjustWidths(${properties});break}`)
    .replace(conversion, (_, adjusted, data, name, program, props) =>
      `adjustWidths(${adjusted});${data}=${flag}?void 0:this.convert(${name},${program},${props});`);
}
