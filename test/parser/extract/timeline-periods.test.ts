// A timeline prints each period as its start just above the entry's line and its end just below it, beside the entry's
// text (moderntimeline's years at the ends of its bar). Both go back onto the entry's row as one period.
import { describe, expect, it } from 'vitest';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';
import { findDateCells, type CellRow } from '../../../src/parser/extract/date-cells.js';

const span = (x: number, end: number, y: number, str: string, fontSize = 10.9): PositionedText => ({ str, x, y, width: end - x, fontSize, bold: false });
// A period's cell and the text after it: a tab when the gap is a cell's, a space when the years come close.
const texts = (items: PositionedText[]): string[] => layoutPage(items, 595).map((l) => l.text.replace(/\t/gu, ' '));

/** A header, a heading, then each entry: its start 4.7 pt above its line, its end 6.2 pt below, in 8 pt, left of the text. */
function timeline(heading: string, entries: [string, string | null, string, string][]): PositionedText[] {
  const items = [span(59.5, 220, 96.7, 'Ines Vardal', 33.9), span(59.5, 170, 123.9, 'Logistics Clerk', 17.2), span(131.3, 230, 190.6, heading, 14.3)];
  entries.forEach(([start, end, line, detail], k) => {
    const y = 210 + 31 * k;
    // The bar's ends stand at the years' places on the timeline: each entry's years sit a little further left or right.
    const x = 104 - 9 * k;
    items.push(span(x, x + 17 + 2 * (start.length - 4), y - 4.7, start, 8));
    if (end !== null) items.push(span(x - 2.6, x + 14.4, y + 6.2, end, 8));
    items.push(span(131.3, 131.3 + 5 * line.length, y, line), span(131.3, 131.3 + 4.6 * detail.length, y + 13.6, detail, 10));
  });
  return items;
}

describe('layoutPage with periods printed around their entry\'s line', () => {
  it('sets the start above and the end below on the entry\'s row, in English, German and Polish', () => {
    const cases: [string, [string, string | null, string, string][]][] = [
      ['Work Experience', [['2019', '2023', 'Stock Controller, Ashvale Foods Ltd', 'Ran the weekly counts.'],
        ['2015', '2019', 'Driver, Kettering Haulage Ltd', 'Drove the northern routes.']]],
      ['Berufserfahrung', [['03/2018', '06/2022', 'Lagerist, Brenner Logistik GmbH', 'Wareneingang geprüft.'],
        ['2014', '2018', 'Fahrer, Odenthal Transporte KG', 'Touren im Umland.']]],
      ['Doświadczenie', [['2020', '2024', 'Księgowa, Wierzbowa Handel Sp. z o.o.', 'Prowadzenie ksiąg.'],
        ['2016', '2020', 'Kierowca, Sosnowy Transport S.A.', 'Trasy krajowe.']]],
    ];
    for (const [heading, entries] of cases) {
      const lines = texts(timeline(heading, entries));
      const from = lines.indexOf(heading);
      expect(lines.slice(from)).toEqual([heading,
        ...entries.flatMap(([start, end, line, detail]) => [`${start} – ${end} ${line}`, detail])]);
    }
  });

  it('puts the start of an entry still open ("since 2021", a year with no end under the line) on its row', () => {
    const lines = texts(timeline('Experience', [['since 2021', null, 'Planner, Hollin Freight Ltd', 'Planned the rotas.'],
      ['2017', '2021', 'Driver, Kettering Haulage Ltd', 'Drove the northern routes.']]));
    expect(lines).toContain('since 2021 Planner, Hollin Freight Ltd');
    expect(lines).toContain('2017 – 2021 Driver, Kettering Haulage Ltd');
  });

  it('reads the earlier year first when the end stands on top', () => {
    const lines = texts(timeline('Experience', [['2023', '2019', 'Stock Controller, Ashvale Foods Ltd', 'Ran the weekly counts.'],
      ['2019', '2015', 'Driver, Kettering Haulage Ltd', 'Drove the northern routes.']]));
    expect(lines).toContain('2019 – 2023 Stock Controller, Ashvale Foods Ltd');
  });

  it('leaves dates on lines of their own at a line\'s pitch, and a year over the middle of a line, where they stand', () => {
    const own: CellRow<PositionedText>[] = [
      { y: 200, items: [span(60, 80, 200, '2019')] },
      { y: 213, items: [span(60, 200, 213, 'Stock Controller, Ashvale Foods Ltd')] },
      { y: 226, items: [span(60, 80, 226, '2023')] },
    ];
    expect(findDateCells(own, 1).rows.map((r) => r.items.map((i) => i.str))).toEqual([['2019'], ['Stock Controller, Ashvale Foods Ltd'], ['2023']]);
    const over: CellRow<PositionedText>[] = [
      { y: 205, items: [span(150, 167, 205, '2019', 8)] },
      { y: 210, items: [span(131, 300, 210, 'Stock Controller, Ashvale Foods Ltd')] },
      { y: 216, items: [span(150, 167, 216, '2023', 8)] },
    ];
    expect(findDateCells(over, 1).rows.map((r) => r.items.map((i) => i.str))).toEqual([['2019'], ['Stock Controller, Ashvale Foods Ltd'], ['2023']]);
  });
});
