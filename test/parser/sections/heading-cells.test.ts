// A sidebar's section heading read onto the row of a job's header. All names and firms are invented.
import { describe, expect, it } from 'vitest';
import { withoutHeadingCellsAfterPeriods } from '../../../src/parser/sections/heading-cells.js';
import { readSections } from '../../../src/parser/sections/index.js';
import type { TextLine } from '../../../src/parser/types.js';

const page = (texts: string[]): TextLine[] => texts.map((text, i) => ({ text, page: 1, x: 40, y: 40 + 14 * i, fontSize: 10 }));
const read = (texts: string[]) => readSections({ text: texts.join('\n'), lines: page(texts) });

describe('a column\'s heading on a job\'s dated row', () => {
  it('keeps the heading after the period out of the job: the title is the line under the employer', () => {
    const { work } = read([
      'Ilse Varnholt', 'Work',
      'Quillby Freight Ltd\tApril 2022 — Now\tSkills', 'Warehouse Supervisor', 'Ran the night shift of the loading bay.',
      'Ostmoor Shipping GmbH\tJuly 2019 — March 2022', 'Accounts Assistant', 'Kept the ledgers of three depots.',
      'Skills', 'Ledgers, Forklifts',
    ]);
    expect(work.map((w) => [w.employer, w.position, w.start, w.end])).toEqual([
      ['Quillby Freight Ltd', 'Warehouse Supervisor', '2022-04', ''],
      ['Ostmoor Shipping GmbH', 'Accounts Assistant', '2019-07', '2022-03'],
    ]);
  });

  it('leaves a row whose last cell is no heading, or stands before the period', () => {
    const rows = ['Quillby Freight Ltd\tApril 2022 — Now\tElmbury', 'Skills\tApril 2022 — Now\tLanguages'];
    expect(withoutHeadingCellsAfterPeriods(rows)).toBe(rows);
  });
});
