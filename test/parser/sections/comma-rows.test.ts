// Jobs printed as one row of comma-separated parts (employer, title and period in any order) over short duties: one job
// each with the right fields; a firm named after partners keeps its commas. All people and firms are invented.
import { describe, it, expect } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';
import { isDetailLine } from '../../../src/parser/sections/entries.js';

const work = (rows: string[]): string[][] =>
  extractSections(['Alma Threnody', 'alma.threnody@example.org', 'Work Experience', ...rows].join('\n')).work
    .map((w) => [w.employer, w.position, w.start, w.end]);

describe('jobs as rows of comma-separated parts', () => {
  it('a sentence of two words under a row is its duty, not its employer', () => {
    expect(['Built reports.', 'Counted stock.'].map(isDetailLine)).toEqual([true, true]);
    expect(['Quillfern Labs Ltd.', 'Harbour Logistics'].map(isDetailLine)).toEqual([false, false]);
  });

  it('reads employer, title and period in any order, each row over a short duty', () => {
    expect(work([
      'Harbour Logistics, Data Analyst, 2019 – 2022', 'Built reports.',
      'Smith, Jones and Partners, Junior Accountant, 2016 – 2019', 'Kept the ledgers.',
      'Warehouse Clerk, Brackwater Foods, 2014 – 2016', 'Counted stock.',
      '2012 – 2014, Quillfern Labs, Intern',
    ])).toEqual([
      ['Harbour Logistics', 'Data Analyst', '2019', '2022'], ['Smith, Jones and Partners', 'Junior Accountant', '2016', '2019'],
      ['Brackwater Foods', 'Warehouse Clerk', '2014', '2016'], ['Quillfern Labs', 'Intern', '2012', '2014'],
    ]);
  });
});
