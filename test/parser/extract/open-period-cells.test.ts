// A period open at its end ("2022 – present" in the CV's language) wider than its date column, run into the title after it.
import { describe, expect, it } from 'vitest';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';
import { endsWithOpenPeriod } from '../../../src/parser/extract/date-cells.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const item = (x: number, y: number, str: string, width: number, fontSize = 9.5): PositionedText => ({ str, x, y, width, fontSize, bold: false });
const texts = (items: PositionedText[]): string[] => layoutPage(items, 595).map((l) => l.text);

describe('a period open at its end', () => {
  it.each([
    ['2022 – present', true], ['Ağustos 2022 – günümüz', true], ['05/2019 - în prezent', true], ['2020 – d.d.', true], ['2022 – současnost', true],
    ['2019 – 2021', false], ['Model 2024 x', false], ['12024 – now', false], ['2022 –', false], ['Velmora – present', false],
    ['2022 – a word far too long for any open end of a period', false],
  ])('%s ends with one: %s', (text, expected) => expect(endsWithOpenPeriod(text)).toBe(expected));

  it('is a cell of its own where it meets the capital of the title after it', () => {
    // Invented words for "present" and titles: the period's right edge runs over the title's left one.
    for (const open of ['prezentu', 'velmost', 'Present']) {
      const period = item(45, 100, `2022 – ${open}`, 60);
      expect(texts([period, item(100, 100, 'Quorbit Planner', 70), item(45, 120, '2018 – 2021', 40), item(100, 120, 'Stock Clerk', 50)]))
        .toEqual([`2022 – ${open}\tQuorbit Planner`, '2018 – 2021\tStock Clerk']);
    }
  });

  it('leaves a word that goes on in lower case in its cell', () => {
    const period = item(45, 100, '2022 – present', 60);
    expect(texts([period, item(105, 100, 'day', 15)])).toEqual(['2022 – presentday']);
  });

  it('stays linear on long runs of letters, spaces and dots', () => {
    const long: Record<string, (scale: number) => string> = {
      letters: (scale) => `2022 – ${'a'.repeat(5_000 * scale)}`,
      spaces: (scale) => `2022 –${' '.repeat(12_500 * scale)}now`,
      dots: (scale) => `${'.'.repeat(12_500 * scale)}`,
    };
    for (const [what, build] of Object.entries(long)) expectLinearTime((scale) => endsWithOpenPeriod(build(scale)), { what });
  });
});
