// Icon glyphs of a PDF page: templates print a small picture before a contact item, an employer
// or a place, drawn from an icon font whose glyphs often map to plain letters and signs ("l"
// before the employer, "(" before the town, "#" before the e-mail). Read as text they glue a
// stray letter onto the entry ("l Example Ltd ( Townsend"). Pure; used by ./pdf-layout.ts.
//
// An icon font is told by its use, not its name (pdfjs names fonts only after an extra pass over
// the page): every piece of text set in it is one character. Such a glyph is dropped when it
// labels text after it on its row; the gap it leaves between two pieces of text stays a cell
// border. Bullets stay: the section step reads them as the start of a detail line.

/** What the page's text items need to carry for this. */
export interface GlyphItem {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  /** The PDF font the item is set in (pdfjs's per-document font id). */
  font?: string;
}

/**
 * Icon fonts map their glyphs to ASCII signs and letters or to private-use code points. Accented
 * letters set in a font of their own (some PDFs draw "ů" or "ž" apart from the rest of the word)
 * are text, and so are digits, "&" and the signs that mark list items.
 */
const ICON_CHAR = /^(?:[!-~]|[\uE000-\uF8FF])$/u;
const KEPT = /^[\p{N}&*+>-]$/u;
/** An icon stands apart: at least this many font sizes of space after it (a letter inside a word has none). */
const MIN_GAP_EM = 0.2;
/** An icon labels the text that starts within this many font sizes after it. */
const LABEL_GAP_EM = 2.5;
/** Items on one baseline within this share of the font size. */
const SAME_ROW_EM = 0.4;

const isSingleGlyph = (str: string): boolean => [...str.trim()].length === 1;

/** Fonts whose every item on the page is one character, used at least twice. */
function iconFonts(items: readonly GlyphItem[]): Set<string> {
  const uses = new Map<string, { single: number; other: number }>();
  for (const item of items) {
    if (item.font === undefined || item.str.trim() === '') continue;
    const use = uses.get(item.font) ?? { single: 0, other: 0 };
    if (isSingleGlyph(item.str)) use.single++;
    else use.other++;
    uses.set(item.font, use);
  }
  return new Set([...uses].filter(([, u]) => u.other === 0 && u.single >= 2).map(([font]) => font));
}

/** The items without icon glyphs that label text after them on their row. */
export function dropIconGlyphs<T extends GlyphItem>(items: T[]): T[] {
  const fonts = iconFonts(items);
  if (fonts.size === 0) return items;
  const sameRow = (a: T, b: T): boolean => Math.abs(a.y - b.y) <= SAME_ROW_EM * Math.min(a.fontSize, b.fontSize);
  const gapAfter = (icon: T, other: T): number => other.x - (icon.x + icon.width);
  const labelsText = (icon: T): boolean => {
    const row = items.filter((other) => other !== icon && sameRow(icon, other));
    const next = row.filter((o) => o.x + o.width > icon.x + icon.width).sort((a, b) => a.x - b.x)[0];
    const before = row.filter((o) => o.x < icon.x).sort((a, b) => b.x - a.x)[0];
    const apart = (gap: number): boolean => gap >= MIN_GAP_EM * icon.fontSize;
    return next !== undefined && next.font !== icon.font && /[\p{L}\p{N}]/u.test(next.str)
      && apart(gapAfter(icon, next)) && gapAfter(icon, next) <= LABEL_GAP_EM * icon.fontSize
      && (before === undefined || apart(icon.x - (before.x + before.width)));
  };
  const isIcon = (item: T): boolean => {
    const glyph = item.str.trim();
    return item.font !== undefined && fonts.has(item.font) && ICON_CHAR.test(glyph) && !KEPT.test(glyph);
  };
  return items.filter((item) => !(isIcon(item) && labelsText(item)));
}
