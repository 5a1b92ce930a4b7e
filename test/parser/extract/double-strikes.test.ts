// Text drawn twice a fraction of a point apart (a faked bold face, a web page's text shadow) is read once.
import { describe, expect, it } from 'vitest';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';
import { withoutDoubleStrikes } from '../../../src/parser/extract/double-strikes.js';

const item = (x: number, y: number, str: string, fontSize = 10): PositionedText => ({ str, x, y, width: str.length * fontSize * 0.5, fontSize, bold: false });
const texts = (items: PositionedText[]): string[] => layoutPage(items, 595).map((l) => l.text);

describe('text drawn twice', () => {
  it('is read once when the copy starts within a fifth of its size of the first', () => {
    const page = [
      item(40, 60, 'Ada Quillmere', 20), item(40.4, 60.6, 'Ada Quillmere', 20),
      item(40, 100, 'Contact'), item(40, 100.8, 'Contact'),
      item(40, 115, 'Bristol,'), item(40 + 8 * 10 * 0.5 + 3, 115, 'GB'), item(40, 115.8, 'Bristol,'), item(40 + 8 * 10 * 0.5 + 3, 115.8, 'GB'),
    ];
    expect(texts(page)).toEqual(['Ada Quillmere', 'Contact', 'Bristol, GB']);
  });

  it('keeps a string printed again elsewhere, or in another size, at the same place', () => {
    const items = [item(40, 100, 'Python'), item(200, 100, 'Python'), item(40, 130, 'Python'), item(40, 100.5, 'Python', 14)];
    expect(withoutDoubleStrikes(items)).toEqual(items);
  });
});
