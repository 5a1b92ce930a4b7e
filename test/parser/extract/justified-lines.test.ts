// Justified lines whose word spaces TeX stretched to a cell's gap, in a narrow block (invented degrees and schools).
import { describe, expect, it } from 'vitest';
import { joinJustifiedLines } from '../../../src/parser/extract/justified-lines.js';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';
import { itemsOf, type Run } from './pdf-runs.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const F = 'f1';
const texts = (items: PositionedText[]): string[] => layoutPage(items, 595).map((l) => l.text.replace(/\t/g, ' ⇥ '));

/** Words set from x on one baseline, each `space` points after the one before (width 0.5 em a character, 10 pt type). */
function words(x: number, y: number, space: number, ...strs: string[]): Run[] {
  const out: Run[] = [];
  let at = x;
  for (const str of strs) {
    // A comma or full stop touches its word.
    if (/^[,.]$/u.test(str)) at -= space;
    out.push([str, at, y, str.length * 5, 10, F]);
    at += str.length * 5 + space;
  }
  return out;
}

// A school's line of a narrow entry block: the line stretched until it meets the block's edge at 380, the period beside it.
const stretched = words(100, 200, 22, 'Okleveles', 'gépészmérnök', 'MSc', ',', 'Tavaszmezei');
const period: Run = ['2014 – 2019', 420, 200, 55, 10, F];

describe('justified lines', () => {
  it('reads a line stretched to the block\'s edge as words, with its paragraph\'s last line after it', () => {
    const page = itemsOf([['Tanulmányok', 100, 180, 70, 14, F], ...stretched, period, ['Műszaki Főiskola.', 100, 213, 85, 10, F],
      ['Készségek', 100, 240, 60, 14, F]]);
    expect(texts(page)).toEqual(['Tanulmányok', 'Okleveles gépészmérnök MSc, Tavaszmezei Műszaki Főiskola. ⇥ 2014 – 2019', 'Készségek']);
  });

  it('goes on through the paragraph\'s justified lines to its last', () => {
    // The second line meets the same edge (346), its spaces stretched less; the last line is ragged.
    const second = words(100, 213, 46 / 3, 'Kelemenvári', 'Alkalmazott', 'Tudományok', 'Egyeteme');
    const page = itemsOf([...stretched, period, ...second, ['Gépészeti Kara.', 100, 226, 75, 10, F]]);
    expect(texts(page)).toEqual(['Okleveles gépészmérnök MSc, Tavaszmezei Kelemenvári Alkalmazott Tudományok Egyeteme Gépészeti Kara. ⇥ 2014 – 2019']);
  });

  it('leaves cells of a table apart: the row under it has cells under its own', () => {
    const table = itemsOf([...words(100, 200, 22, 'Esztergálás', 'haladó', 'napi'), ...words(100, 213, 22, 'Hegesztés', 'alap', 'heti')]);
    // Aligned under the first row's cells (at the same x), the second row is no paragraph's next line.
    table[3]!.x = table[0]!.x;
    table[4]!.x = table[1]!.x;
    table[5]!.x = table[2]!.x;
    expect(texts(table)).toEqual(['Esztergálás ⇥ haladó ⇥ napi', 'Hegesztés ⇥ alap ⇥ heti']);
  });

  it('leaves evenly spaced cells apart with no line under them, or a line under them that runs further right', () => {
    expect(texts(itemsOf(stretched))).toEqual(['Okleveles ⇥ gépészmérnök ⇥ MSc, ⇥ Tavaszmezei']);
    const longer = itemsOf([...stretched, ['Műszaki Főiskola, kertészmérnöki és gépészmérnöki kar', 100, 213, 290, 10, F]]);
    expect(texts(longer)[0]).toBe('Okleveles ⇥ gépészmérnök ⇥ MSc, ⇥ Tavaszmezei');
  });

  it('leaves cells apart whose gaps are not alike, or a single wide gap', () => {
    const uneven = itemsOf([...words(100, 200, 12, 'Okleveles', 'gépészmérnök'), ...words(242, 200, 40, 'MSc', 'Tavaszmezei'),
      ['Műszaki Főiskola.', 100, 213, 85, 10, F]]);
    expect(texts(uneven)[0]).toBe('Okleveles ⇥ gépészmérnök ⇥ MSc ⇥ Tavaszmezei');
    const one = itemsOf([...words(100, 200, 22, 'Okleveles', 'gépészmérnök'), ['Műszaki Főiskola.', 100, 213, 85, 10, F]]);
    expect(joinJustifiedLines(one)).toHaveLength(3);
  });

  it('stays linear on a line of many evenly spaced runs, and on many such lines', () => {
    // Letters spaced alike along one long line (a heading drawn letter by letter), and rows of them one under another.
    const spaced = (n: number, y: number): Run[] => Array.from({ length: n }, (_, k): Run => ['m', 100 + k * 16, y, 5, 10, F]);
    expectLinearTime((scale) => joinJustifiedLines(itemsOf(spaced(2_000 * scale, 200))), { what: 'one line' });
    expectLinearTime((scale) => joinJustifiedLines(itemsOf(Array.from({ length: 100 * scale }, (_, r) => spaced(4, 200 + r * 13)).flat())),
      { what: 'many lines' });
  });
});
