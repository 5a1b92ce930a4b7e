import { describe, expect, it } from 'vitest';
import type { CellRow } from '../../../src/parser/extract/date-cells.js';
import type { PositionedText } from '../../../src/parser/extract/pdf-layout.js';
import { findRowCells } from '../../../src/parser/extract/row-cells.js';

const item = (x: number, y: number, str: string, fontSize = 10): PositionedText => ({ str, x, y, width: str.length * fontSize * 0.5, fontSize });
const rows = (...lines: PositionedText[][]): CellRow<PositionedText>[] => lines.map((items) => ({ y: items[0]!.y, items }));
const cellTexts = (r: CellRow<PositionedText>[]): string[] => [...findRowCells(r, 1)].map((i) => i.str);

describe('findRowCells', () => {
  it('finds a title set far right on an employer\'s line, with nothing over or under it', () => {
    const page = rows(
      [item(40, 100, 'Brindlewick Ltd.- Kites for schools'), item(330, 100, 'Sales lead')],
      [item(40, 114, '2019 – 2022')],
      [item(40, 128, 'Ran the shop.')],
    );
    expect(cellTexts(page)).toEqual(['Sales lead']);
  });

  it('takes no line of a column for a cell: the next line of the column stands under it', () => {
    const page = rows(
      [item(40, 100, 'Brindlewick Ltd.- Kites for schools'), item(330, 100, 'Skills')],
      [item(40, 114, '2019 – 2022'), item(330, 114, 'Knots, glue')],
    );
    expect(cellTexts(page)).toEqual([]);
  });

  it('still finds the cell when a line of the left text runs on under it', () => {
    const page = rows(
      [item(40, 100, 'Brindlewick Ltd.- Kites'), item(200, 100, 'Sales lead')],
      [item(40, 114, 'Ran the shop and the workshop for three long years.')],
    );
    expect(cellTexts(page)).toEqual(['Sales lead']);
  });

  it('takes no word run after a word space for a cell, nor text a paragraph\'s pitch away over it', () => {
    expect(cellTexts(rows([item(40, 100, 'Sales'), item(72, 100, 'lead')]))).toEqual([]);
    const near = rows([item(330, 86, 'Kite repair')], [item(40, 100, 'Brindlewick Ltd.'), item(330, 100, 'Sales lead')]);
    expect(cellTexts(near)).toEqual([]);
    // Two font sizes up and more is another block.
    const far = rows([item(330, 70, 'Kite repair')], [item(40, 100, 'Brindlewick Ltd.'), item(330, 100, 'Sales lead')]);
    expect(cellTexts(far)).toEqual(['Sales lead']);
  });
});
