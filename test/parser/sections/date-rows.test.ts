// A date column read apart from its entries: the positioned lines put each period back on its header's row.
// All names, employers and places are invented.
import { describe, expect, it } from 'vitest';
import { withDateCellsOnRows } from '../../../src/parser/sections/date-rows.js';
import { readSections } from '../../../src/parser/sections/index.js';
import type { TextLine } from '../../../src/parser/types.js';

const at = (text: string, x: number, y: number, column?: number): TextLine =>
  ({ text, page: 1, x, y, fontSize: 10, ...(column ? { column } : {}) });

// A column cut once more: headings and periods on the left, read before the entries on the right.
const detachedLeft: TextLine[] = [
  at('Orla Quennick', 45, 40),
  at('Work Experience', 45, 110),
  at('11/2020 – present', 45, 127),
  at('07/2017 – 12/2020', 45, 156),
  at('Education', 45, 222),
  at('Brackwater Quays, Tallykeeper', 123, 127),
  at('Counted the cargo of every ship.', 123, 142),
  at('Fernhollow Mills, Sackwright', 123, 156),
  at('Mended the sacks of the mill.', 123, 171),
  at('BSc Marine Studies', 123, 240),
  at('Skills', 385, 110, 2),
  at('Knots, Ledgers', 385, 127, 2),
];

describe('date cells put back on their rows', () => {
  it('reads a column with dated rows row by row, each period on its header row', () => {
    expect(withDateCellsOnRows(detachedLeft).map((l) => l.text)).toEqual([
      'Orla Quennick', 'Work Experience',
      '11/2020 – present\tBrackwater Quays, Tallykeeper', 'Counted the cargo of every ship.',
      '07/2017 – 12/2020\tFernhollow Mills, Sackwright', 'Mended the sacks of the mill.',
      'Education', 'BSc Marine Studies', 'Skills', 'Knots, Ledgers',
    ]);
  });

  it('puts a period printed right of its header after it', () => {
    const right = [at('Brackwater Quays, Tallykeeper', 60, 127), at('Counted the cargo.', 60, 142), at('2019 – 2022', 420, 127)];
    expect(withDateCellsOnRows(right).map((l) => l.text)).toEqual(['Brackwater Quays, Tallykeeper\t2019 – 2022', 'Counted the cargo.']);
  });

  it('leaves the lines as they are without a dated row: no positions, a period beside a bullet, or in a sidebar', () => {
    const plain: TextLine[] = [{ text: '2019 – 2022', page: 1 }, { text: 'Brackwater Quays, Tallykeeper', page: 1 }];
    expect(withDateCellsOnRows(plain)).toBe(plain);
    const besideBullet = [at('2019 – 2022', 45, 127), at('• Counted the cargo of every ship', 123, 127)];
    expect(withDateCellsOnRows(besideBullet)).toBe(besideBullet);
    const otherColumn = [at('2019 – 2022', 45, 127, 1), at('BSc Marine Studies', 45, 140, 1), at('Brackwater Quays, Tallykeeper', 300, 127, 2)];
    expect(withDateCellsOnRows(otherColumn)).toBe(otherColumn);
  });

  it('gives the section step each job with its period', () => {
    const lines = detachedLeft;
    const work = readSections({ text: lines.map((l) => l.text).join('\n'), lines }).work;
    expect(work.map((w) => [w.start, w.end, w.current])).toEqual([['2020-11', '', true], ['2017-07', '2020-12', false]]);
  });
});

describe('a date cell sent across a gutter found through the entries', () => {
  it('joins the one header at its height when it stands alone in its column', () => {
    const lines = [
      at('Brackwater Quays', 74, 106, 1), at('Seasonal', 74, 119, 1), at('Tallykeeper', 74, 143, 1),
      at('2015 – 2017', 471, 107, 2), at('of every ship.', 365, 170, 2),
    ];
    expect(withDateCellsOnRows(lines).map((l) => l.text)).toEqual([
      'Brackwater Quays\t2015 – 2017', 'Seasonal', 'Tallykeeper', 'of every ship.',
    ]);
  });

  it('stays in a sidebar where lines of its own column stand near it', () => {
    const lines = [at('Brackwater Quays', 300, 106, 2), at('2015 – 2017', 40, 107, 1), at('BSc Marine Studies', 40, 120, 1)];
    expect(withDateCellsOnRows(lines)).toBe(lines);
  });
});
