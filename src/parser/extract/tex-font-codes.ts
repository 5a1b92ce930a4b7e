// TeX's fonts in the Cork encoding (T1: LaTeX's \usepackage[T1]{fontenc}) set as bitmaps where no
// outline fonts are installed (a TeX install without cm-super): pdfTeX writes them as Type 3 fonts
// whose glyphs are named by their codes, with no ToUnicode map, and a reader's text holds the font's
// own codes. The upper half of the encoding is Latin-1's letters ("ü" reads right), but its low codes
// are the dashes, quotes and ligatures: "04/2019 \x15 heute" has no period's dash, "Certi\x1Ccations"
// is no heading. No text holds those control characters otherwise, so they are read as the Cork
// glyphs they stand for. Pure; used by ./pdf.ts on each piece of a page's text.

/** Cork codes below the space and what they print (the accents alone, 0x00–0x0C, and CR's code are left). */
const CORK_LOW: Record<string, string> = {
  '\x0e': '‹', '\x0f': '›', '\x10': '“', '\x11': '”', '\x12': '„', '\x13': '«', '\x14': '»',
  '\x15': '–', '\x16': '—',
  // The compound word mark is an empty glyph that breaks a ligature; the per-mille sign's zero is printed after "%".
  '\x17': '', '\x18': '0', '\x19': 'ı', '\x1a': 'ȷ',
  '\x1b': 'ff', '\x1c': 'fi', '\x1d': 'fl', '\x1e': 'ffi', '\x1f': 'ffl',
};
const HAS_CORK_LOW = /[\x0e-\x1f]/u;
const CORK_LOW_CODES = /[\x0e-\x1f]/gu;

/** `text` with the Cork encoding's low codes read as their glyphs; the same string when it has none. */
export function withCorkGlyphs(text: string): string {
  return HAS_CORK_LOW.test(text) ? text.replace(CORK_LOW_CODES, (code) => CORK_LOW[code] ?? code) : text;
}
