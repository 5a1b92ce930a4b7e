// Entries laid out as a flow of boxes: the next entry's name on the row of the one before, its period wrapped below.
// All names, schools and firms are invented.
import { describe, expect, it } from 'vitest';
import { withFlowingEntriesApart } from '../../../src/parser/sections/flowing-entries.js';
import { readSections } from '../../../src/parser/sections/index.js';
import type { TextLine } from '../../../src/parser/types.js';

const page = (texts: string[]): TextLine[] => texts.map((text, i) => ({ text, page: 1, x: 40, y: 40 + 14 * i, fontSize: 10 }));
const read = (texts: string[]) => readSections({ text: texts.join('\n'), lines: page(texts) });

describe('entries set side by side as a flow', () => {
  it('reads a school, its period and the next school on one row, that school\'s period below, as two studies', () => {
    const { education } = read([
      'Orla Quennick', 'Education',
      'Marrowby College\t2016-06-01 - 2019-06-01\tBrackwater University', '2013-06-01 - 2016-06-01',
      'Skills', 'Knots, Ledgers',
    ]);
    expect(education.map((e) => [e.institution, e.start, e.end])).toEqual([
      ['Marrowby College', '2016-06', '2019-06'], ['Brackwater University', '2013-06', '2016-06'],
    ]);
  });

  it('splits a row of two title-and-firm entries around the period in its middle', () => {
    expect(withFlowingEntriesApart([
      'Harbour Clerk\tQuillby Freight Ltd\tMar 2019 – Jun 2022\tWarehouse Supervisor\tOstmoor Shipping GmbH', 'Jan 2015 – Feb 2019',
    ])).toEqual(['Harbour Clerk\tQuillby Freight Ltd\tMar 2019 – Jun 2022', 'Warehouse Supervisor\tOstmoor Shipping GmbH\tJan 2015 – Feb 2019']);
  });

  it('keeps a row whose cell after the period is a place, not a second entry', () => {
    const rows = ['Marrowby College\t2016 – 2019\tElmbury', '2013 – 2016'];
    expect(withFlowingEntriesApart(rows)).toBe(rows);
  });

  it('keeps a row with no lone period under it', () => {
    const rows = ['Marrowby College\t2016 – 2019\tBrackwater University', 'BSc Marine Geology'];
    expect(withFlowingEntriesApart(rows)).toBe(rows);
  });
});
