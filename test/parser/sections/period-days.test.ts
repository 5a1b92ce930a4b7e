// A period of day dates is read whole ("2023-04-01 – 2024-11-01", "01.04.2023 - 01.11.2024"), and how long a job lasted
// beside its period is no header text: the title under an employer and its period stays the job's. Invented firms.
import { describe, expect, it } from 'vitest';
import { findPeriod } from '../../../src/parser/sections/periods.js';
import { ownHeader } from '../../../src/parser/sections/entries.js';
import { readWork } from '../../../src/parser/sections/work.js';

const printed = (line: string): string | undefined => {
  const period = findPeriod(line);
  return period && line.slice(period.index, period.index + period.length);
};
const jobs = (lines: string[]): string[][] => readWork(lines).map((j) => [j.position, j.employer, j.start, j.end]);

describe('a period of day dates', () => {
  it.each([
    ['2023-04-01 - 2024-11-01', '2023-04', '2024-11'],
    ['01.04.2023 - 01.11.2024', '2023-04', '2024-11'],
    ['2023/04/01 - 2024/11/01', '2023-04', '2024-11'],
    ['2023-04-01\t→ 2024-11-01', '2023-04', '2024-11'],
  ])('spans its days: %s', (line, start, end) => {
    expect(findPeriod(line)).toMatchObject({ start, end });
    expect(printed(line)).toBe(line);
  });

  it('leaves the text beside it', () => {
    const line = 'Analyst, Brackenford Freight Ltd 2023-04-01 - 2024-11-01 Elmbury';
    expect(ownHeader(line, findPeriod(line)!).texts).toEqual(['Analyst, Brackenford Freight Ltd', 'Elmbury']);
  });
});

describe('how long a job lasted beside its period', () => {
  it.each(['April, 2023 - November, 2024\t1 year, 7 months', 'Jun 2019 – present (2 yrs 3 mos)', '2019 - 2021\t2 years 11 months'])(
    'is no header text: %s', (line) => {
      expect(ownHeader(line, findPeriod(line)!).texts).toEqual([]);
    });

  it('keeps words that say more than a length', () => {
    const line = '2019 - 2021 3 years of projects';
    expect(ownHeader(line, findPeriod(line)!).texts).toEqual(['3 years of projects']);
  });

  it.each([
    ['April, 2023 - November, 2024\t1 year, 7 months', 'November, 2020 - October, 2023\t2 years, 11 months'],
    ['2023-04-01 - 2024-11-01', '2020-11-01 - 2023-10-01'],
  ])('leaves the title under "employer / period" to its job: %s', (first, second) => {
    expect(jobs([
      'Brackenford Freight Ltd', first, 'Transport Planner', 'Planned the routes of forty lorries.',
      'Milbrook Carriers Ltd', second, 'Dispatcher', 'Ran the night shift.',
    ])).toEqual([
      ['Transport Planner', 'Brackenford Freight Ltd', '2023-04', '2024-11'],
      ['Dispatcher', 'Milbrook Carriers Ltd', '2020-11', '2023-10'],
    ]);
  });
});
