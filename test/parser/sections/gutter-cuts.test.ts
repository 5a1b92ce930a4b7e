// A header line cut in two by a column gutter found through it, joined again from the positioned lines.
// All names and titles are invented.
import { describe, expect, it } from 'vitest';
import { withGutterCutsJoined } from '../../../src/parser/sections/gutter-cuts.js';
import type { TextLine } from '../../../src/parser/types.js';

const at = (text: string, x: number, y: number, column: number, bold = true): TextLine =>
  ({ text, page: 1, x, y, column, fontSize: 10, bold });

describe('header lines cut by a gutter', () => {
  it('joins the halves inside a word when the whole word is printed elsewhere', () => {
    const lines = [
      at('Brackwater Quays', 74, 106, 1), at('Rope & Sail Main', 74, 143, 1), at('tenance lead, Dock Tallykeeper', 135, 143, 2),
      at('Did the maintenance of the ropes.', 167, 160, 2, false),
    ];
    expect(withGutterCutsJoined(lines).map((l) => l.text)).toEqual([
      'Brackwater Quays', 'Rope & Sail Maintenance lead, Dock Tallykeeper', 'Did the maintenance of the ropes.',
    ]);
  });

  it('joins them with a space when no such word is printed', () => {
    const lines = [at('Senior Rope', 74, 143, 1), at('splicer of the harbour', 135, 143, 2)];
    expect(withGutterCutsJoined(lines).map((l) => l.text)).toEqual(['Senior Rope splicer of the harbour']);
  });

  it('leaves two columns alone: another font, not bold, far apart, a capitalised right half, or more on the row', () => {
    const otherFont = [at('Rope & Sail Main', 74, 143, 1), at('tenance lead', 135, 143, 2, false)];
    expect(withGutterCutsJoined(otherFont)).toBe(otherFont);
    const plain = [at('Rope & Sail Main', 74, 143, 1, false), at('tenance lead', 135, 143, 2, false)];
    expect(withGutterCutsJoined(plain)).toBe(plain);
    const far = [at('Knots', 74, 143, 1), at('and ledgers', 300, 143, 2)];
    expect(withGutterCutsJoined(far)).toBe(far);
    const capital = [at('Rope & Sail Main', 74, 143, 1), at('Tenance Lead', 135, 143, 2)];
    expect(withGutterCutsJoined(capital)).toBe(capital);
    const crowded = [at('Rope & Sail Main', 74, 143, 1), at('tenance', 135, 143, 2), at('ledgers', 400, 143, 2)];
    expect(withGutterCutsJoined(crowded)).toBe(crowded);
  });
});
