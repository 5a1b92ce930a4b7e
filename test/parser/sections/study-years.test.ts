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
    ['2019\tBSc Geology, Quarrybrook University', 'BSc Geology, Quarrybrook University\t2019'],
  ])('sets the year of %s in a cell', (line, cell) => expect(yearAsCell(line)).toBe(cell));

  it.each([
    'Grew the team to 2019 members', // no school or degree named
    '• BSc thesis on soils 2019', // a bullet: a detail of a study
    'Quarrybrook University 2014 – 2018', // a period, no lone year
    'Quarrybrook University\t2019', // a cell already
    'Quarrybrook University', // no year
    '2019\tGrew the team', // a first cell's year before a text that names no study
    '2019\t• BSc thesis on soils', // a bullet in the second cell
  ])('leaves %s as it was', (line) => expect(yearAsCell(line)).toBe(line));

  it('reads a row ending in its year after a space as a study of its own among studies dated by periods', () => {
    const read = readEducation([
      'MSc Hydrology — Fernwick College 2019 – 2021',
      'BSc Geology — Quarrybrook University 2016',
    ]).map((e) => [e.institution, e.degree, e.end]);
    expect(read).toEqual([['Fernwick College', 'MSc Hydrology', '2021'], ['Quarrybrook University', 'BSc Geology', '2016']]);
  });

  it('reads a row whose year stands in its first cell as a study of its own after a stage still going on', () => {
    const read = readEducation([
      '2018 – present\tFernwick College',
      'BSc Geology (2018 – 2020)',
      'MSc Hydrology (2020 – present)',
      '2016\tBA Economics, Quarrybrook University',
    ]).map((e) => [e.institution, e.degree, e.end]);
    expect(read).toEqual([['Fernwick College', 'MSc Hydrology', ''], ['Quarrybrook University', 'BA Economics', '2016']]);
  });

  it('sets the year of a degree\'s bullet in a cell right under its school\'s heading, not under a detail', () => {
    expect(yearAsCell('2018\t• MSc Hydrology', 'Fernwick College')).toBe('• MSc Hydrology\t2018');
    expect(yearAsCell('• MSc Hydrology 2018', 'Fernwick College')).toBe('• MSc Hydrology\t2018');
    expect(yearAsCell('2018\t• MSc Hydrology', '• Final grade: good')).toBe('2018\t• MSc Hydrology');
    expect(yearAsCell('2018\t• Grew the team', 'Fernwick College')).toBe('2018\t• Grew the team');
  });

  it('reads degree bullets dated by a year under school headings as studies after a span with its stages', () => {
    const read = readEducation([
      '2016 – 2020\tFernwick College',
      '2016 – 2018: BSc Geology',
      '2018 – 2020: MSc Hydrology',
      'Quarrybrook University',
      '2016\t• BA Economics',
      'Ashdale Institute of Technology',
      '- Diploma in Drafting\t2012',
    ]).map((e) => `${[e.degree, e.area].filter(Boolean).join(' in ')} @ ${e.institution} ${e.end}`);
    expect(read).toEqual(['MSc Hydrology @ Fernwick College 2020', 'BA Economics @ Quarrybrook University 2016',
      'Diploma in Drafting @ Ashdale Institute of Technology 2012']);
  });
});

describe('a month date opening a study\'s row', () => {
  it.each([
    ['06/2016  A-levels', 'A-levels\t2016'],
    ['2019.09 Quarrowby University', 'Quarrowby University\t2019'],
    ['Május (2019.05) Érettségi, emelt földrajz', 'Érettségi, emelt földrajz\t2019'],
  ])('sets the year of %s in a cell', (line, cell) => expect(yearAsCell(line)).toBe(cell));

  it.each(['06/2016 Grew the team', '06/2016 – 09/2018 Quarrowby University', 'Room 12/2016 Quarrowby University'])(
    'leaves %s as it was', (line) => expect(yearAsCell(line)).toBe(line));

  it('reads a certificate dated under its secondary school as that school\'s degree, one study', () => {
    const read = readEducation([
      '09/2016 – 06/2019  Quarrowby University, BSc Geology',
      '09/2012 – 06/2016  Elmbury Grammar School',
      '06/2016  A-levels',
    ]).map((e) => [e.institution, e.degree, e.end]);
    expect(read).toEqual([['Quarrowby University', 'BSc Geology', '2019-06'], ['Elmbury Grammar School', 'A-levels', '2016-06']]);
  });
});
