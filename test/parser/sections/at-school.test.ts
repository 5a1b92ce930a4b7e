// "Degree" over "at School": a study whose school follows "at" on the next line reads as one header however many words
// its field and the school's name take.
import { describe, expect, it } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';
import { isDetailLine } from '../../../src/parser/sections/entries.js';
import { isStudyAtSchool } from '../../../src/parser/sections/at-school.js';

const studies = (lines: string[]) =>
  extractSections(['Education', ...lines].join('\n')).education.map((e) => [e.institution, e.degree, e.end]);

describe('a degree at its school', () => {
  it('reads a long degree over "at" its school as one study, and the study after it', () => {
    expect(studies([
      'Master of Science in Sustainable Water Resource Management', 'at Eastmoor University of Applied Sciences', 'Sep 2016 - Jun 2018',
      'Laurea in Scienze ambientali', 'presso Università di Valdoria', 'Sep 2012 - Jul 2015',
    ])).toEqual([
      ['Eastmoor University of Applied Sciences', 'Master of Science', '2018-06'],
      ['Università di Valdoria', 'Laurea', '2015-07'],
    ]);
  });

  it('is a header line, not a sentence, when it opens with a degree and ends on a school', () => {
    const line = 'Master of Science in Sustainable Water Resource Management at Eastmoor University of Applied Sciences';
    expect(isStudyAtSchool(line)).toBe(true);
    expect(isDetailLine(line)).toBe(false);
  });

  it('leaves sentences and jobs at a school alone', () => {
    expect(isStudyAtSchool('Taught first-year statistics and ran the weekly tutorials at Eastmoor University')).toBe(false);
    expect(isStudyAtSchool('Master of Science students supervised. Tutorials at Eastmoor University')).toBe(false);
    expect(isStudyAtSchool('Senior Lecturer in Environmental Engineering at Eastmoor University')).toBe(false);
    expect(isDetailLine('Taught first-year statistics and ran the weekly tutorials at Eastmoor University of Applied Sciences')).toBe(true);
  });
});
