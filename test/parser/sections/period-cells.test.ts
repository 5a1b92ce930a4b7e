// A period whose start and "- end" a template sets in two cells of one row ("04/2021<tab>- 05/2024"), alone on its line.
import { describe, expect, it } from 'vitest';
import { isDetailLine } from '../../../src/parser/sections/entries.js';
import { readWork } from '../../../src/parser/sections/work.js';

describe('a period in two cells', () => {
  it.each(['04/2021\t- 05/2024', '2019\t– 2022'])('%j is no detail line', (line) => {
    expect(isDetailLine(line)).toBe(false);
  });

  it('a bare year beside a duty is still a detail', () => {
    expect(isDetailLine('2025\tPrepared the monthly reports for the board.')).toBe(true);
  });

  it('the title under such a period belongs to its job, short duties and all', () => {
    const work = readWork(['Harwick Analytics Ltd', '03/2019\t- 08/2022', 'Data Analyst', 'Built the dashboards.',
      'Marlow Foods plc', 'Buyer', 'Ran the stock counts.']);
    expect(work[0]).toMatchObject({ employer: 'Harwick Analytics Ltd', position: 'Data Analyst', start: '2019-03', end: '2022-08' });
  });
});
