// The year a study ended at the end of its row after a space, among studies dated by periods. All schools and
// degrees are invented.
import { describe, expect, it } from 'vitest';
import { readEducation } from '../../../src/parser/sections/education.js';
import { yearAsCell } from '../../../src/parser/sections/study-years.js';

describe('a study\'s end year after its text', () => {
  it.each([
    ['BSc Geology — Quarrybrook University 2019', 'BSc Geology — Quarrybrook University\t2019'],
    ['Quarrybrook University, 2019', 'Quarrybrook University\t2019'],
    ['MSc Hydrology 2021', 'MSc Hydrology\t2021'],
  ])('sets the year of %s in a cell', (line, cell) => expect(yearAsCell(line)).toBe(cell));

  it.each([
    'Grew the team to 2019 members', // no school or degree named
    '• BSc thesis on soils 2019', // a bullet: a detail of a study
    'Quarrybrook University 2014 – 2018', // a period, no lone year
    'Quarrybrook University\t2019', // a cell already
    'Quarrybrook University', // no year
  ])('leaves %s as it was', (line) => expect(yearAsCell(line)).toBe(line));

  it('reads a row ending in its year after a space as a study of its own among studies dated by periods', () => {
    const read = readEducation([
      'MSc Hydrology — Fernwick College 2019 – 2021',
      'BSc Geology — Quarrybrook University 2016',
    ]).map((e) => [e.institution, e.degree, e.end]);
    expect(read).toEqual([['Fernwick College', 'MSc Hydrology', '2021'], ['Quarrybrook University', 'BSc Geology', '2016']]);
  });
});
