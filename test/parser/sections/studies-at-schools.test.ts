// Under the education heading, a qualification named as its occupation "at" a school, among studies printed "degree at
// school". All names, schools and firms are invented.
import { describe, expect, it } from 'vitest';
import { withStudiesAtSchoolsAlike } from '../../../src/parser/sections/studies-at-schools.js';
import { readSections } from '../../../src/parser/sections/index.js';
import type { TextLine } from '../../../src/parser/types.js';

const page = (texts: string[]): TextLine[] => texts.map((text, i) => ({ text, page: 1, x: 40, y: 40 + 14 * i, fontSize: 10 }));
const read = (texts: string[]) => readSections({ text: texts.join('\n'), lines: page(texts) });

describe('a qualification named as its occupation at a school', () => {
  it('reads it as a study where the section prints its other study as a degree at a school', () => {
    const { education, work } = read([
      'Jadwiga Ostrowiec', 'Experience', 'Warehouse Supervisor at Quillby Freight Ltd\tMar 2020 - Jun 2024',
      'Education',
      'Technik logistyk at Politechnika Brzozowska\tJun 2016 - Jun 2019',
      'Magister ekonomii at Uniwersytet Jodłowy\tJun 2013 - Jun 2016',
    ]);
    expect(education.map((e) => [e.institution, e.degree, e.end])).toEqual([
      ['Politechnika Brzozowska', 'Technik logistyk', '2019-06'], ['Uniwersytet Jodłowy', 'Magister ekonomii', '2016-06'],
    ]);
    expect(work.map((w) => w.employer)).toEqual(['Quillby Freight Ltd']);
  });

  it('leaves a job at a school a job where no study of the section is printed so', () => {
    const rows = ['2014 – 2018\tBSc Geology, Brennock University', '2019 – Present\tGraduate Assistant at Brennock University'];
    expect(withStudiesAtSchoolsAlike(rows)).toBe(rows);
  });
});
