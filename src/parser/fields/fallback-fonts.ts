// Fallback fonts of a PDF whose weights are unknown: a writer whose main font lacks some letters sets the runs (or the
// glyphs) that hold them in another font, so a line's font may tell its letters instead of its face (./set-apart.ts).
// Told by the letters: every line set in a fallback font holds a letter beyond Latin-1 that the other fonts' lines
// seldom print (a quarter of them at most: a line whose larger part is in a main font may hold a few) and the fallback
// font's lines print more often than all of theirs together. A bold face prints the body's letters: a Polish heading's
// "ę" is in the body too, and a body font prints lines with no such letter (dates, e-mail, tools). Latin letters compare
// one by one in lower case (a heading in capitals); the other scripts compare as a whole (a Greek, Cyrillic or Japanese
// body and its bold face print the same script, though a heading's ideographs may be printed nowhere else). Linear in
// the text; no pattern. Pure.
import type { CvLine } from './document.js';

/** The fonts of `lines` that are fallback fonts (ids as in CvLine.font). */
export function fallbackFonts(lines: readonly CvLine[]): Set<string> {
  // Per letter key: the lines holding it, per font.
  const byKey = new Map<string, Map<string, number>>();
  const keysOf = lines.map((l) => {
    const keys = letterKeys(l.text);
    for (const key of keys) {
      let fonts = byKey.get(key);
      if (!fonts) byKey.set(key, (fonts = new Map()));
      fonts.set(l.font!, (fonts.get(l.font!) ?? 0) + 1);
    }
    return keys;
  });
  const fontLines = new Map<string, number>();
  for (const l of lines) fontLines.set(l.font!, (fontLines.get(l.font!) ?? 0) + 1);
  const linesWithKey = new Map<string, number>();
  for (const [key, fonts] of byKey) linesWithKey.set(key, [...fonts.values()].reduce((a, b) => a + b, 0));
  const owns = (font: string, key: string): boolean => {
    const mine = byKey.get(key)!.get(font) ?? 0;
    const others = linesWithKey.get(key)! - mine;
    return mine > others && others * 4 <= lines.length - fontLines.get(font)!;
  };
  const fonts = new Set(lines.map((l) => l.font!));
  if (fonts.size < 2) return new Set();
  const fallback = new Set<string>();
  for (const font of fonts) {
    if (lines.every((l, i) => l.font !== font || [...keysOf[i]!].some((key) => owns(font, key)))) fallback.add(font);
  }
  // Every font a fallback: none is (one font per script, none of them a main font to fall back from).
  return fallback.size === fonts.size ? new Set() : fallback;
}

/** The keys of a text's letters beyond Latin-1: the letter in lower case, or its script (see the head of this file). */
function letterKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code <= 0xff) continue;
    const key = scriptKey(code) ?? letterKey(ch);
    if (key !== undefined && key !== '') keys.add(key);
  }
  return keys;
}

/** The script's key for letters outside the Latin script (see the head of this file); '' for no letter; undefined for Latin. */
function scriptKey(code: number): string | undefined {
  if ((code >= 0x100 && code <= 0x24f) || (code >= 0x1e00 && code <= 0x1eff)) return undefined;
  if ((code >= 0x2e80 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xff00 && code <= 0xffef)) return 'cjk';
  if ((code >= 0xac00 && code <= 0xd7af) || (code >= 0x1100 && code <= 0x11ff)) return 'hangul';
  // Spacing and combining marks, punctuation, signs, arrows, shapes, dingbats and private use (icon fonts): no letters.
  if ((code >= 0x2b0 && code <= 0x36f) || (code >= 0x2000 && code <= 0x2bff) || (code >= 0xe000 && code <= 0xf8ff) || code > 0xffff) return '';
  // Greek, Cyrillic, Hebrew, Arabic, Indic, Thai …: their block of 256 stands for the script.
  return `b${code >> 8}`;
}

function letterKey(ch: string): string | undefined {
  const lower = ch.toLowerCase();
  return lower !== ch.toUpperCase() ? lower : undefined;
}
