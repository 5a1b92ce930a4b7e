// A title⇥employer row over a department⇥town row: the department is no employer and no second job. All people, firms and
// towns are invented.
import { describe, it, expect } from 'vitest';
import { namesDepartment } from '../../../src/parser/sections/department-cells.js';
import { extractSections } from '../../../src/parser/sections/index.js';

const work = (rows: string[]): string[][] =>
  extractSections(['Alma Threnody', 'alma.threnody@example.org', 'Work Experience', ...rows].join('\n')).work
    .map((w) => [w.position, w.employer, w.location, w.start]);

describe('a department in the cell beside the town', () => {
  it('knows a department, team or unit by its word', () => {
    expect(['Finance Department', 'Purchasing Team', 'Abteilung Controlling', 'Dział Sprzedaży', 'Pénzügyi osztály'].map(namesDepartment))
      .toEqual([true, true, true, true, true]);
    expect(['Harbour Logistics', 'Logistics', 'Brackwater Foods Ltd', 'Teamwork Labs'].map(namesDepartment)).toEqual([false, false, false, false]);
  });

  it('reads the name beside the title as the employer, the department line as no job', () => {
    expect(work([
      '2019 – 2022', 'Data Analyst\tHarbour Logistics', 'Finance Department\tHarrowgate', 'Built the monthly reports for the board.',
      '2016 – 2019', 'Junior Accountant\tBrackwater Foods', 'Purchasing Team\tTamsworth', 'Kept the ledgers of forty clients.',
    ])).toEqual([
      ['Data Analyst', 'Harbour Logistics', 'Harrowgate', '2019'], ['Junior Accountant', 'Brackwater Foods', 'Tamsworth', '2016'],
    ]);
  });

  it('still reads a sector beside the title over the employer and its town', () => {
    expect(work([
      '2019 – 2022', 'Hedgewright\tLogistics', 'Quillfern Orchards\tHarrowgate', 'Pruned the rows.',
      '2016 – 2019', 'Tallykeeper\tPublic sector', 'Brackwater Quays\tTamsworth', 'Counted the cargo every week.',
    ]).map((w) => w.slice(0, 2))).toEqual([['Hedgewright', 'Quillfern Orchards'], ['Tallykeeper', 'Brackwater Quays']]);
  });
});
