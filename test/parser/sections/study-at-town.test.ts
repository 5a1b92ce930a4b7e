// An undated study on a line of its own, "Field — School, Town": no word list names the school, the town after it shows
// it is one. All schools, fields and towns are invented.
import { describe, expect, it } from 'vitest';
import { undatedStudyAtTown } from '../../../src/parser/sections/study-at-town.js';
import { readEducation } from '../../../src/parser/sections/education.js';

const studies = (lines: string[]): string[][] => readEducation(lines).map((e) => [e.degree, e.institution, e.location, e.end]);

describe('an undated study printed as field, school and town', () => {
  it('is read from its line, the name before the town the school, dashed or comma-separated from the field', () => {
    expect(studies(['Orchard management — Brennhaus Quellmoor, Quillbury'])).toEqual([['Orchard management', 'Brennhaus Quellmoor', 'Quillbury', '']]);
    expect(studies(['Orchard management, Brennhaus Quellmoor, Elmbury'])).toEqual([['Orchard management', 'Brennhaus Quellmoor', 'Elmbury', '']]);
  });

  it('is a study of its own above a dated study printed on one line, not a header of it', () => {
    expect(studies(['Orchard management, Brennhaus Quellmoor, Elmbury', 'BSc Geology, University of Fenchurst, Fenwick, 2021'])).toEqual([
      ['Orchard management', 'Brennhaus Quellmoor', 'Elmbury', ''], ['BSc Geology', 'University of Fenchurst', 'Fenwick', '2021'],
    ]);
  });

  it('is no study of its own where a date alone stands right over or under it (a dated study\'s header)', () => {
    expect(undatedStudyAtTown(['Orchard management, Brennhaus Quellmoor, Elmbury', '2019 – 2022'], 0)).toBeUndefined();
    expect(undatedStudyAtTown(['2019 – 2022', 'Orchard management, Brennhaus Quellmoor, Elmbury'], 1)).toBeUndefined();
  });

  it('needs a town last, apart by a comma, a school no word list names and a field of more than one word', () => {
    for (const line of ['Orchard management, Brennhaus Quellmoor, the lab', 'Orchard management, Brennhaus Quellmoor – Elmbury',
      'Statistics, Accounting, Business Law',
      'Orchard management, University of Fenchurst, Elmbury', 'Orchard management, Brennhaus Quellmoor, Elmbury, 2019']) {
      expect(undatedStudyAtTown([line], 0), line).toBeUndefined();
    }
  });
});
