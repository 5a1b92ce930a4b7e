// A one-page PDF's footer: the lines in the band at the page's bottom, set apart from the body. Invented text.
import { describe, expect, it } from 'vitest';
import { withFooterBandMarked } from '../../../src/parser/extract/footer-band.js';
import type { TextLine } from '../../../src/parser/types.js';

const A4_HEIGHT = 842;
const body = (bottom: number): TextLine[] => Array.from({ length: 8 }, (_, i) => ({
  text: `Body line ${i}`, page: 1, x: 72, y: bottom - (7 - i) * 14, fontSize: 10.5,
}));
const marked = (lines: readonly TextLine[]): string[] => lines.filter((l) => l.margin).map((l) => l.text);

describe('withFooterBandMarked', () => {
  it('marks the line under the body in the page\'s bottom band', () => {
    const lines = [...body(748), { text: '18 Lantern Row, Elmbury EL4 7QT', page: 1, x: 240, y: 797, fontSize: 9 }];
    expect(marked(withFooterBandMarked(lines, A4_HEIGHT))).toEqual(['18 Lantern Row, Elmbury EL4 7QT']);
  });

  it('leaves a body that runs on into the band at its pitch unmarked (a page with narrow margins)', () => {
    const lines = body(810);
    expect(withFooterBandMarked(lines, A4_HEIGHT)).toBe(lines);
  });

  it('leaves a page with nothing in the band as it is', () => {
    const lines = body(700);
    expect(withFooterBandMarked(lines, A4_HEIGHT)).toBe(lines);
  });
});
