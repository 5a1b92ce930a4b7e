// A job printed without its period among dated ones (a template drops a period that has no start): anchored by the header
// shape the dated jobs print. All firms, titles and duties are invented.
import { describe, expect, it } from 'vitest';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';

const jobs = (lines: string[]) => readWorkAndEducation(lines, []).work.map((j) => [j.position, j.employer, j.start, j.end]);

const DATED = [
  'Harrowgate Freight Ltd', '04/2023\t- 05/2026', 'Warehouse Supervisor', 'Ran the night shift of fourteen pickers.',
  'Brackenfold Mills GmbH', '02/2021\t- 09/2022', 'Accountant', 'Prepared the monthly accounts for the board.',
];

describe('an undated job after dated ones', () => {
  it('is read where its header prints as theirs do, over details of its own', () => {
    expect(jobs([...DATED, 'Quillmoss Trading SAS', 'Sales Representative', 'Opened twelve new accounts in the region.'])).toEqual([
      ['Warehouse Supervisor', 'Harrowgate Freight Ltd', '2023-04', '2026-05'],
      ['Accountant', 'Brackenfold Mills GmbH', '2021-02', '2022-09'],
      ['Sales Representative', 'Quillmoss Trading SAS', '', ''],
    ]);
  });

  it('after one dated job too', () => {
    expect(jobs([...DATED.slice(0, 4), 'Quillmoss Trading SAS', 'Sales Representative', 'Opened twelve new accounts.'])).toEqual([
      ['Warehouse Supervisor', 'Harrowgate Freight Ltd', '2023-04', '2026-05'], ['Sales Representative', 'Quillmoss Trading SAS', '', ''],
    ]);
  });

  it('one header line a job: "Firm, Title" rows', () => {
    const lines = [
      'Harrowgate Freight Ltd, Warehouse Supervisor\tApr 2023 – May 2026', 'Ran the night shift of fourteen pickers.',
      'Brackenfold Mills GmbH, Accountant\tFeb 2021 – Sep 2022', 'Prepared the monthly accounts for the board.',
      'Quillmoss Trading SAS, Sales Representative', 'Opened twelve new accounts in the region.',
    ];
    expect(jobs(lines)).toHaveLength(3);
    expect(jobs(lines)[2]).toEqual(['Sales Representative', 'Quillmoss Trading SAS', '', '']);
  });

  it('a sub-heading or a short line among the details is no job', () => {
    const lines = [
      ...DATED.slice(0, 4), 'Highlights', 'Cut the mis-picks by a third in one year.',
      ...DATED.slice(4), 'Key client', 'Northwind Harbour Bank AG', 'Closed the books two days sooner.',
    ];
    // "Key client" over a firm has the dated headers' shape (two lines of one part each), but names no title.
    expect(jobs(lines).map((j) => j[1])).toEqual(['Harrowgate Freight Ltd', 'Brackenfold Mills GmbH']);
  });

  it('a run of another shape stays a detail', () => {
    const lines = [...DATED, 'Quillmoss Trading SAS, Sales Representative, Elmbury', 'Opened twelve new accounts in the region.'];
    expect(jobs(lines)).toHaveLength(2);
  });
});

describe('an undated job after dated ones whose periods are printed twice', () => {
  // A template prints each period beside the header and again under the details, with the job's length, and a link's
  // glyph before each header.
  const twice = [
    '#', 'Data Analyst, Harrowgate Freight Ltd', 'April 2023 —\tMay 2026\t3 years', 'Built the dashboards for the sales team.',
    'April 2023', '—', 'May 2026', '3 years',
    '#', 'Accountant, Brackenfold Mills GmbH', 'February 2021 —\tSeptember 2022\t2 years', 'Prepared the monthly accounts.',
    'February 2021', '—', 'September 2022', '2 years',
    '#', 'Sales Representative, Quillmoss Trading SAS', 'Opened twelve new accounts in the region.',
  ];

  it('is read after them, the second copies of the periods adding no job', () => {
    expect(jobs(twice)).toEqual([
      ['Data Analyst', 'Harrowgate Freight Ltd', '2023-04', '2026-05'],
      ['Accountant', 'Brackenfold Mills GmbH', '2021-02', '2022-09'],
      ['Sales Representative', 'Quillmoss Trading SAS', '', ''],
    ]);
  });
});
