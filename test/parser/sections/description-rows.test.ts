// A form that labels its title row as the job's description ("Description<tab>Data Analyst"), and a section's heading
// left under the last entry: the one names the title, the other is never an employer. All names, firms and towns are invented.
import { describe, expect, it } from 'vitest';
import { labelRows } from '../../../src/parser/sections/entry-labels.js';
import { readWork } from '../../../src/parser/sections/work.js';

const read = (lines: string[]): string[][] => readWork(lines).map((w) => [w.position, w.employer, w.start, w.end]);

describe('a description row of a form', () => {
  it('names the role when its value, in a cell of its own, is as short as a title and holds a title\'s word', () => {
    expect(labelRows(['Description\tLedger Analyst', 'Beschrijving\tProjectleider'])).toEqual(['Role: Ledger Analyst', 'Role: Projectleider']);
  });

  it('stays a detail when it holds a sentence, digits or a long phrase, or stands with a colon', () => {
    for (const line of ['Description\tBuilt the billing service for the shop.', 'Description\tMigrated 14 services',
      'Description\tPlanning and running the weekly stock counts across stores', 'Description: Ledger Analyst',
      'Description\tmaintained the old reports', 'Description\tClaims Portal', 'Beschreibung\tNeues Kassensystem']) {
      expect(labelRows([line]), line).toEqual([line]);
    }
  });

  it('gives the title to each job of a form of client, period, place and description', () => {
    expect(read([
      'Client\tQuillby Lantern Works', 'Period\t03/2020 – 06/2021', 'Location\tElmstow', 'Description\tLedger Analyst', '',
      'Reconciled the monthly accounts of three branches.', '',
      'Client\tFennick Ropes', 'Period\t2018 – 2019', 'Location\tOakcombe', 'Description\tWarehouse Clerk', '',
      'Planned the new warehouse system.',
    ])).toEqual([['Ledger Analyst', 'Quillby Lantern Works', '2020-03', '2021-06'], ['Warehouse Clerk', 'Fennick Ropes', '2018', '2019']]);
  });
});

describe('a section heading under the last entry', () => {
  it('is not taken as the employer of a lone period line', () => {
    const jobs = readWork(['2019 – 2021\tStock Clerk', 'Skills']);
    expect(jobs.map((j) => j.employer)).not.toContain('Skills');
    expect(jobs.map((j) => j.position)).toEqual(['Stock Clerk']);
  });

  it('is not taken into the header of a period alone on its line', () => {
    expect(readWork(['Stock Clerk', '2019 – 2021', 'Languages']).map((j) => [j.position, j.employer])).toEqual([['Stock Clerk', '']]);
  });

  it('while a short line that is no heading still is', () => {
    expect(readWork(['2019 – 2021\tStock Clerk', 'Brantley Hardware']).map((j) => j.employer)).toEqual(['Brantley Hardware']);
  });
});
