// A sidebar's contact block on a page cut in two: the main column's entries stand beside it from the top, so counted from
// the top of the page the sidebar's street is a dozen lines down. At the top of its own column it is the top of the CV.
// Invented people, firms, streets and numbers.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { buildDocument } from '../../../src/parser/fields/document.js';
import type { TextLine } from '../../../src/parser/types.js';

const SIDEBAR: [string, number, number][] = [
  ['Wilma', 93, 22], ['Quarrendon', 122, 22], ['Stock Planner', 146, 10.5], ['CONTACT', 166, 10.5], ['18 Lantern Row', 188, 10.5],
  ['Elmbury EL4 7QT', 201, 10.5], ['07700 900412', 221, 10.5], ['w.quarrendon@example.org', 241, 10.5], ['SKILLS', 261, 10.5],
  ['Forecasting', 282, 10.5], ['Excel', 296, 10.5], ['Ordering', 310, 10.5],
];
const MAIN: [string, number, number][] = [
  ['WORK EXPERIENCE', 97, 13], ['Stock Planner', 116, 12], ['Brisket & Vale Ltd | 04/2023-11/2024', 130, 10.5],
  ['Planned the weekly orders for four shops and their stores.', 150, 10.5], ['Store Assistant', 171, 12],
  ['Oakhurst Grocers Ltd | 11/2020-10/2023', 186, 10.5], ['Kept the cold room logs every day.', 205, 10.5], ['EDUCATION', 240, 13],
  ['BA Retail Management', 259, 12], ['Leeds City College | 2017-2020', 273, 10.5],
];

const lines = (columns: boolean): TextLine[] => [
  ...SIDEBAR.map(([text, y, fontSize]) => ({ text, page: 1, y, fontSize, ...(columns ? { column: 1 } : {}) })),
  ...MAIN.map(([text, y, fontSize]) => ({ text, page: 1, y, fontSize, ...(columns ? { column: 2 } : {}) })),
];

describe('buildDocument columnRank', () => {
  it('orders each column\'s lines from its own top, page-wide lines above both', () => {
    const doc = buildDocument({ text: '', lines: [{ text: 'Wide header', page: 1, y: 50 }, ...lines(true)] });
    const of = (text: string): [number, number] => {
      const line = doc.lines.find((l) => l.text === text)!;
      return [line.rank, line.columnRank];
    };
    expect(of('Wide header')).toEqual([0, 0]);
    expect(of('18 Lantern Row')).toEqual([11, 5]);
    expect(of('WORK EXPERIENCE')).toEqual([2, 1]);
  });
});

describe('an address at the top of a sidebar beside the main column', () => {
  // The studies beside the sidebar's e-mail read like a stacked address ("BA" a state's code, the school's line with its
  // period as the street): a dated street is no rival.
  it('reads it as the home address, with no rival', () => {
    const doc = buildDocument({ text: '', lines: lines(true) });
    const read = extractAddress(doc);
    expect(read.value).toEqual({ street: '18 Lantern Row', zip: 'EL4 7QT', city: 'Elmbury' });
    expect(read.rival ?? 0).toBeLessThanOrEqual(3);
    expect(read.evidence).toContain('top-of-cv+2');
  });
});

describe('a header table read one line per row', () => {
  it('leaves the headline cell before the street\'s cell out of the street', () => {
    const lines: TextLine[] = ['Jorinde Veldkamp', 'Warehouse Manager\tBerkenhof 125', '9711 LM Groningen', '+31 20 123 4081',
      'j.veldkamp@example.nl', 'Work Experience', 'Warehouse Manager, Example Logistics BV\t2019 – present']
      .map((text) => (text.includes('\t') ? { text: text.replace('\t', ' '), cells: text.split('\t'), page: 1 } : { text, page: 1 }));
    expect(extractAddress(buildDocument({ text: '', lines })).value).toEqual({ street: 'Berkenhof 125', zip: '9711 LM', city: 'Groningen' });
  });
});
