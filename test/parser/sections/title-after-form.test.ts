// "Example Software GmbH Data Analyst": a web template prints the employer (a link) and the title beside it, no separator.
import { describe, expect, it } from 'vitest';
import { readWork } from '../../../src/parser/sections/work.js';

describe('readWork: the title after the firm\'s legal form on one line', () => {
  it.each([
    ['Fenwick Logistik GmbH Buchhalterin', 'Fenwick Logistik GmbH', 'Buchhalterin'],
    ['Quellbach Handel GmbH & Co. KG Lagerleiter', 'Quellbach Handel GmbH & Co. KG', 'Lagerleiter'],
    ['Harrowmere Systems Ltd Sales Coordinator', 'Harrowmere Systems Ltd', 'Sales Coordinator'],
  ])('%s', (line, employer, position) => {
    const work = readWork([line, 'Jul 2021 – Nov 2024', 'Led the yard team.']);
    expect(work[0]).toMatchObject({ employer, position });
  });

  it('a town after the form stays the place', () => {
    const work = readWork(['Fenwick Logistik GmbH Kellbach', 'Lagerplanerin', 'Jul 2021 – Nov 2024']);
    expect(work[0]).toMatchObject({ employer: 'Fenwick Logistik GmbH', position: 'Lagerplanerin' });
  });
});
