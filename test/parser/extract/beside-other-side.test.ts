// A line on one side of a gutter stands beside the other side's text when that text is on its row or a line or two away.
import { describe, expect, it } from 'vitest';
import { isBesideOtherSide } from '../../../src/parser/extract/beside-other-side.js';
import type { PositionedText } from '../../../src/parser/extract/pdf-layout.js';

const item = (x: number, str: string): PositionedText => ({ str, x, y: 0, width: str.length * 5, fontSize: 10, bold: false });
const row = (y: number, ...items: PositionedText[]): { y: number; items: PositionedText[] } => ({ y, items: items.map((i) => ({ ...i, y })) });
const GUTTER = 180;
const sides = {
  isLeft: (i: PositionedText): boolean => i.x + i.width / 2 < GUTTER,
  crosses: (i: PositionedText): boolean => i.x < GUTTER && i.x + i.width > GUTTER,
};

describe('isBesideOtherSide', () => {
  it('finds the other side on the line\'s own row and on rows a line or two away', () => {
    const rows = [row(100, item(72, 'SKILLS')), row(114, item(72, 'Forklift'), item(200, 'Stock Planner, Kernholz GmbH')),
      row(128, item(72, 'SAP')), row(160, item(200, 'Contabile, Studio Vanni'))];
    expect(isBesideOtherSide(rows, 1, true, sides)).toBe(true);
    expect(isBesideOtherSide(rows, 0, true, sides)).toBe(true);
    expect(isBesideOtherSide(rows, 2, true, sides)).toBe(true);
  });

  it('finds nothing beside a line whose other side is empty for more than two lines', () => {
    const rows = [row(100, item(72, 'PROFILE')), row(114, item(72, 'Led a crew of nine.')), row(128, item(72, '•'), item(90, 'Forklift')),
      row(142, item(72, '•'), item(90, 'SAP')), row(180, item(72, '2019 – 2021'), item(200, 'Lagerleiter, Birkenfeld KG'))];
    expect(isBesideOtherSide(rows, 1, true, sides)).toBe(false);
    expect(isBesideOtherSide(rows, 2, true, sides)).toBe(false);
    expect(isBesideOtherSide(rows, 4, false, sides)).toBe(true);
  });

  it('does not count a line across the gutter as the other side\'s text', () => {
    const rows = [row(100, item(72, 'LANGUAGES')), row(114, item(72, 'Italian (native), English (C1), German (B2)'))];
    expect(isBesideOtherSide(rows, 0, true, sides)).toBe(false);
  });
});
