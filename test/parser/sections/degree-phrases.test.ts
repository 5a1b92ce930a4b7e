// A degree named by a phrase of several words ("Střední odborné vzdělání s maturitou") is a study's header, no sentence.
// Invented schools.
import { describe, expect, it } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';

const studies = (degree: string): [string, string, string][] => extractSections([
  'Pracovní zkušenosti:', '2021 – 2022\tÚčetní', 'Strojírny Velmo a.s.',
  'Vzdělání:', '2021\tIng. Podniková ekonomika', 'Univerzita Tarnwick', `2018\t${degree}`, 'Vysoká škola Orvanta',
  'Dovednosti:', 'Python',
].join('\n')).education.map((e) => [e.degree, e.institution, e.end]);

describe('a degree named by a phrase', () => {
  it.each(['Střední odborné vzdělání s maturitou', 'Úplné stredné odborné vzdelanie s maturitou'])('%s heads its study', (degree) => {
    expect(studies(degree)).toEqual([['Ing. Podniková ekonomika', 'Univerzita Tarnwick', '2021'], [degree, 'Vysoká škola Orvanta', '2018']]);
  });

  it('leaves a sentence that names a degree at its third word a sentence', () => {
    const read = extractSections(['Education', '2018\tBachelor of Arts', 'Tarnwick University',
      'Completed a bachelor thesis about harbour planning with distinction'].join('\n')).education;
    expect(read.map((e) => [e.degree, e.institution])).toEqual([['Bachelor of Arts', 'Tarnwick University']]);
  });
});
