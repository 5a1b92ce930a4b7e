// The piece after a dash on a degree's own line is its specialisation, part of its field; a school, a place or a label
// there stays what it was, and so does any piece where the study's place is printed nowhere else. All schools and towns are invented.
import { describe, expect, it } from 'vitest';
import { readEducation } from '../../../src/parser/sections/education.js';
import { specialisationAfterDash } from '../../../src/parser/sections/study-specialisation.js';

const read = (lines: string[]) => readEducation(lines).map((e) => [e.degree, e.area, e.institution, e.end]);

describe('the specialisation after the degree', () => {
  it('joins "Degree in Field - Track" over its school to the field', () => {
    expect(read([
      'Master en Informatique - Réseaux Mobiles', 'Université de Valmont | Lyon, France', '2016 - 2018', '',
      'Licence en Mathématiques', 'Université de Valmont | Lyon, France', '2013 - 2016',
    ])).toEqual([
      ['Master', 'Informatique - Réseaux Mobiles', 'Université de Valmont', '2018'],
      ['Licence', 'Mathématiques', 'Université de Valmont', '2016'],
    ]);
  });

  it('takes the track as the field of a degree that names none', () => {
    expect(read(['MBA – Harbour Logistics', 'Ashwick Business School | Leeds, UK', '2019 – 2021']))
      .toEqual([['MBA', 'Harbour Logistics', 'Ashwick Business School', '2021']]);
  });

  it('leaves a school, a place or a label after the dash alone', () => {
    const lines = (text: string, parts: string[]) => [{ text, parts }];
    expect(specialisationAfterDash(lines('MA History – Elmbury', ['MA History', 'Elmbury']), 'MA History', ['Elmbury'], false)).toBeUndefined();
    expect(specialisationAfterDash(lines('MSc Geology – Ashwick University', ['MSc Geology', 'Ashwick University']), 'MSc Geology', ['Ashwick University'], true)).toBeUndefined();
    expect(specialisationAfterDash(lines('MSc Geology – Germany', ['MSc Geology', 'Germany']), 'MSc Geology', ['Germany'], true)).toBeUndefined();
    expect(specialisationAfterDash(lines('MSc Geology – Thesis: Dunes', ['MSc Geology', 'Thesis: Dunes']), 'MSc Geology', ['Thesis: Dunes'], true)).toBeUndefined();
    expect(specialisationAfterDash(lines('MSc Geology, Sedimentology', ['MSc Geology', 'Sedimentology']), 'MSc Geology', ['Sedimentology'], true)).toBeUndefined();
    expect(specialisationAfterDash(lines('MSc Geology\tSedimentology', ['MSc Geology', 'Sedimentology']), 'MSc Geology', ['Sedimentology'], true)).toBeUndefined();
    expect(specialisationAfterDash(lines('MSc Geology – Sedimentology', ['MSc Geology', 'Sedimentology']), 'MSc Geology', ['Sedimentology'], true))
      .toEqual({ piece: 'Sedimentology', joined: '– Sedimentology' });
  });
});
