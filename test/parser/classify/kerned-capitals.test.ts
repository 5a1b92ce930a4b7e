// Pairs of capitals a font kerns (kerned-capitals.ts): the pairs a letter-spaced run may hold unspaced.
import { describe, expect, it } from 'vitest';
import { isKerningPair } from '../../../src/parser/classify/kerned-capitals.js';

describe('isKerningPair', () => {
  it('takes capitals whose facing sides leave room (a diagonal, a bar, a round side)', () => {
    for (const pair of ['AT', 'TA', 'AV', 'WA', 'LY', 'PA', 'FÁ', 'RY', 'TO', 'ATA', 'VAT']) expect(isKerningPair(pair)).toBe(true);
  });

  it('leaves capitals with straight facing sides, single letters and longer words', () => {
    for (const pair of ['DE', 'HR', 'IT', 'QA', 'ER', 'THE', 'A', 'TATA', 'at']) expect(isKerningPair(pair)).toBe(false);
  });
});
