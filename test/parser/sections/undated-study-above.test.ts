// Two studies at one school, the newer printed without dates above the dated one, as LinkedIn's export prints a study
// still going on: each is a study of its own with its own degree and dates. All schools and fields are invented.
import { describe, expect, it } from 'vitest';
import { readEducation } from '../../../src/parser/sections/education.js';

const read = (lines: string[]) => readEducation(lines).map((e) => [e.institution, e.degree, e.area, e.start, e.end]);

describe('an undated study above a dated one at the same school', () => {
  it('is a study of its own where the school is printed twice', () => {
    expect(read([
      'University of Ashwick', 'Master of Science - MS, Orchard Logistics',
      'University of Ashwick', 'Bachelor of Science - BS, Canal Economics · (2012 - 2016)',
      'Elmbury College', 'A-levels · (2010 - 2012)',
    ])).toEqual([
      ['University of Ashwick', 'Master of Science - MS', 'Orchard Logistics', '', ''],
      ['University of Ashwick', 'Bachelor of Science - BS', 'Canal Economics', '2012', '2016'],
      ['Elmbury College', 'A-levels', '', '2010', '2012'],
    ]);
  });

  it('is a study of its own where the school is printed once over both', () => {
    expect(read(['University of Ashwick', 'Master of Science - MS, Orchard Logistics', 'Bachelor of Science - BS, Canal Economics · (2012 - 2016)']))
      .toEqual([
        ['University of Ashwick', 'Master of Science - MS', 'Orchard Logistics', '', ''],
        ['University of Ashwick', 'Bachelor of Science - BS', 'Canal Economics', '2012', '2016'],
      ]);
  });

  it('leaves two dated studies as they were', () => {
    expect(read([
      'University of Ashwick', 'Master of Science - MS, Orchard Logistics · (2017 - 2019)',
      'University of Ashwick', 'Bachelor of Science - BS, Canal Economics · (2012 - 2016)',
    ])).toEqual([
      ['University of Ashwick', 'Master of Science - MS', 'Orchard Logistics', '2017', '2019'],
      ['University of Ashwick', 'Bachelor of Science - BS', 'Canal Economics', '2012', '2016'],
    ]);
  });

  it('splits nothing where the section prints each school under its degree', () => {
    const studies = read(['BSc Canal Economics', 'University of Ashwick', 'MSc Orchard Logistics\t2017 – 2019', 'Elmbury College']);
    expect(studies.filter((s) => s[3] === '2017')).toHaveLength(1);
    expect(studies.some((s) => s[1] === 'MSc Orchard Logistics' && s[0] === 'University of Ashwick')).toBe(false);
  });
});
