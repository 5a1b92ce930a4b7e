// A period in a table row's last cell, right of a cell of several lines, is read on the row's first line (Word shows it
// there); other last cells, and periods already on the first line, stay where they are.
import { describe, expect, it } from 'vitest';
import { liftTrailingDateCell } from '../../../src/parser/extract/row-date-cell.js';

/** A row after a line of text, as the scanner leaves its pieces: the cells' lines split by '\n' pieces, then its last cell. */
const lifted = (lines: string[], last: string): string => {
  const out = ['Before the table', '\n', ...lines.flatMap((line, k) => (k > 0 ? ['\n', line] : [line])), '\n', last];
  liftTrailingDateCell(out, new Map(), 2, { start: out.length - 1 });
  return out.join('');
};

describe('liftTrailingDateCell', () => {
  it.each([
    [['Site Foreman', 'Quarzbau GmbH, Linz', 'Led a crew of nine.'], '03/2019 – 05/2023'],
    [['Chef de projet', 'Atelier Morvan SARL, Rennes'], '2017 – 2019'],
    [['Księgowa', 'Biuro Rachunkowe Wierzba', 'Rozliczenia VAT i kadry.'], '2021 – obecnie'],
    [['Técnica de laboratorio', 'Laboratorios Arenal S.L.'], 'Sep 2015 – Present'],
  ])('puts the period of %j on its first line', (lines, period) => {
    expect(lifted(lines, period)).toBe(`Before the table\n${lines[0]}\t${period}\n${lines.slice(1).join('\n')}`);
  });

  it('leaves a last cell that is no period where it is (a town, a sentence with a year)', () => {
    expect(lifted(['Site Foreman', 'Quarzbau GmbH'], 'Linz')).toBe('Before the table\nSite Foreman\nQuarzbau GmbH\nLinz');
    expect(lifted(['Site Foreman', 'Quarzbau GmbH'], 'Promoted to head of the Linz depot in 2021'))
      .toBe('Before the table\nSite Foreman\nQuarzbau GmbH\nPromoted to head of the Linz depot in 2021');
  });

  it('leaves a period already on the row\'s first line (the cell before it was one line)', () => {
    const out = ['Site Foreman', '\t', '2019 – 2021'];
    liftTrailingDateCell(out, new Map(), 0, { start: 2 });
    expect(out.join('')).toBe('Site Foreman\t2019 – 2021');
  });

  it('leaves a period of two lines (a cell of its own lines is no one-line period)', () => {
    const out = ['Site Foreman', '\n', 'Quarzbau GmbH', '\n', '2019 –', '\n', '2021'];
    liftTrailingDateCell(out, new Map(), 0, { start: 4 });
    expect(out.join('')).toBe('Site Foreman\nQuarzbau GmbH\n2019 –\n2021');
  });

  it('moves the looks of the pieces with them', () => {
    const out = ['Site Foreman', '\n', 'Quarzbau GmbH', '\n', '2019 – 2021'];
    const looks = new Map([[0, 'bold'], [2, 'italic'], [4, 'grey']]);
    liftTrailingDateCell(out, looks, 0, { start: 4 });
    expect(out).toEqual(['Site Foreman', '\t', '2019 – 2021', '\n', 'Quarzbau GmbH']);
    expect([...looks].sort((a, b) => a[0] - b[0])).toEqual([[0, 'bold'], [2, 'grey'], [4, 'italic']]);
  });
});
