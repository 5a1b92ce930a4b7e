// A job printed with one date alone below jobs printed newest first with their whole periods: the date is where the older
// job ended (JSON Resume themes print a job with an end date only so), not the start of an open one. All people, firms,
// titles and duties are invented.
import { describe, expect, it } from 'vitest';
import { readWork } from '../../../src/parser/sections/work.js';

const jobs = (lines: string[]) => readWork(lines).map((j) => [j.position, j.employer, j.start, j.end, j.current]);

describe('a date alone below a closed or running job', () => {
  it('is the end of an older job (the date in the row\'s last cell)', () => {
    expect(jobs([
      'Night Shift Coordinator\tApr 2019 - Oct 2023', 'Quillberry Cold Storage Ltd', 'Planned the rota for forty pickers.',
      'Stock Clerk\tFeb 2018', 'Harlowmere Provisions Ltd', 'Counted the weekly stock of the dry goods store.',
    ])).toEqual([
      ['Night Shift Coordinator', 'Quillberry Cold Storage Ltd', '2019-04', '2023-10', false],
      ['Stock Clerk', 'Harlowmere Provisions Ltd', '', '2018-02', false],
    ]);
  });

  it('below a job that still runs, in another language', () => {
    expect(jobs([
      'Lagerleiterin\t03/2021 - heute', 'Kranichfeld Spedition GmbH', 'Leitete ein Team von neun Personen im Lager.',
      'Disponentin\t07/2019', 'Wiesbrunn Handel GmbH', 'Plante die Touren der Auslieferungsfahrer.',
    ])).toEqual([
      ['Lagerleiterin', 'Kranichfeld Spedition GmbH', '2021-03', '', true],
      ['Disponentin', 'Wiesbrunn Handel GmbH', '', '2019-07', false],
    ]);
  });

  it('stays a start below a job that ended before it (a list oldest first)', () => {
    expect(jobs([
      'Stock Clerk\tFeb 2015 - Jan 2018', 'Harlowmere Provisions Ltd', 'Counted the weekly stock of the dry goods store.',
      'Night Shift Coordinator\tApr 2019', 'Quillberry Cold Storage Ltd', 'Planned the rota for forty pickers.',
    ])).toEqual([
      ['Stock Clerk', 'Harlowmere Provisions Ltd', '2015-02', '2018-01', false],
      ['Night Shift Coordinator', 'Quillberry Cold Storage Ltd', '2019-04', '', false],
    ]);
  });

  it('stays a start where no job above prints a whole period', () => {
    expect(jobs([
      'Stock Clerk\tFeb 2018', 'Harlowmere Provisions Ltd', 'Counted the weekly stock of the dry goods store.',
    ])).toEqual([
      ['Stock Clerk', 'Harlowmere Provisions Ltd', '2018-02', '', false],
    ]);
  });
});
