import { describe, expect, it } from 'vitest';
import { dropIconGlyphs } from '../../../src/parser/extract/icon-glyphs.js';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';

// Items whose width is ~0.5 em per character, in a named font.
const item = (x: number, y: number, str: string, font = 'text'): PositionedText =>
  ({ str, x, y, width: str.length * 5, fontSize: 10, bold: false, font });
const texts = (items: PositionedText[]): string[] => layoutPage(items, 595).map((l) => l.text);

describe('icon glyphs', () => {
  it('drops letters of an icon font before an employer and a town; the gap it leaves stays a cell border', () => {
    const items = [
      item(50, 100, 'Ledger Clerk'),
      item(50, 114, 'l', 'icons'), item(60, 114, 'Quillmark Studio Ltd'), item(170, 114, '(', 'icons'), item(180, 114, 'Brackenfield'),
      item(450, 114, 'Mar 2019 – Jun 2021'),
      item(50, 128, '#', 'icons'), item(60, 128, 'odile@example.org'),
    ];
    expect(texts(items)).toEqual(['Ledger Clerk', 'Quillmark Studio Ltd\tBrackenfield\tMar 2019 – Jun 2021', 'odile@example.org']);
  });

  it('keeps a letter set in a font of its own inside a word, and an accented one', () => {
    // "Spr" + "á" + "va" and "kn" + "i" + "ha": the glyphs touch the letters around them.
    const items = [
      item(50, 100, 'Spr'), item(65, 100, 'á', 'extra'), item(70, 100, 'va'),
      item(50, 114, 'kn'), item(60, 114, 'i', 'extra'), item(65, 114, 'ha'),
    ];
    expect(dropIconGlyphs(items)).toHaveLength(6);
  });

  it('keeps bullets, digits and signs set in a font of their own', () => {
    const items = [
      item(50, 100, '•', 'symbols'), item(60, 100, 'Kept the books'),
      item(50, 114, '*', 'symbols'), item(60, 114, 'Tallied the stock'),
      item(50, 128, '2', 'symbols'), item(60, 128, 'Bookbinding'),
      item(50, 142, '&', 'symbols'), item(60, 142, 'Reconciling'),
    ];
    expect(dropIconGlyphs(items)).toHaveLength(8);
  });

  it('keeps a one-letter item of a font that also sets longer text', () => {
    const items = [item(50, 100, 'A', 'serif'), item(60, 100, 'Ledger Clerk'), item(50, 114, 'Quillmark', 'serif'), item(50, 128, 'B', 'serif'), item(60, 128, 'Bookbinding')];
    expect(dropIconGlyphs(items)).toHaveLength(5);
  });

  it('keeps a glyph used once: one piece of text is no evidence of an icon font', () => {
    const items = [item(50, 100, 'l', 'icons'), item(60, 100, 'Quillmark Studio Ltd')];
    expect(dropIconGlyphs(items)).toHaveLength(2);
  });
});
