// A faculty or a unit named by its field between a university and the study ("University of Westmoor" / "Faculty of Social
// Sciences" / "BA Sociology" / "2014 – 2017"): a part of the school, never the degree, the field or a study of its own. All
// schools are invented.
import { describe, expect, it } from 'vitest';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';

const studies = (lines: string[]): string[] => readWorkAndEducation([], lines).education
  .map((e) => [e.institution, e.degree, e.area, e.end].join(' | '));

describe('a faculty line between the school and the study', () => {
  it.each([
    [['University of Westmoor', 'Faculty of Social Sciences', 'BA Sociology', '2014 – 2017'], ['University of Westmoor | BA Sociology |  | 2017']],
    [['University of Westmoor', 'School of Social Sciences', 'BA Sociology', '2014 – 2017'], ['University of Westmoor | BA Sociology |  | 2017']],
    [['Hollowmere University', 'College of Engineering', 'Master of Engineering', '2017 – 2019'],
      ['Hollowmere University | Master of Engineering |  | 2019']],
    [['Universität Halbach', 'Fakultät für Wirtschaftswissenschaften', 'B.Sc. Betriebswirtschaftslehre', '2014 – 2017'],
      ['Universität Halbach | B.Sc. Betriebswirtschaftslehre |  | 2017']],
    [['University of Westmoor', 'Faculty of Social Sciences', 'BA Sociology', '2014 – 2017', 'Hollowmere College', 'Faculty of Engineering',
      'BSc Physics', '2010 – 2013'], ['University of Westmoor | BA Sociology |  | 2017', 'Hollowmere College | BSc Physics |  | 2013']],
  ])('is part of the school: %j', (lines, want) => {
    expect(studies(lines)).toEqual(want);
  });

  it('leaves a field printed under its faculty with no degree word the field, not a town', () => {
    expect(studies(['University of Westmoor', 'Faculty of Social Sciences', 'Sociology', '2014 – 2017']))
      .toEqual(['University of Westmoor |  | Sociology | 2017']);
    expect(studies(['Universidad de Valdeolmos', 'Facultad de Ciencias Económicas', 'Economía', '2014 – 2017']))
      .toEqual(['Universidad de Valdeolmos |  | Economía | 2017']);
  });

  it('keeps a school named "School of …" when it is the only school', () => {
    expect(studies(['School of Nursing', 'BSc Nursing', '2014 – 2017'])).toEqual(['School of Nursing | BSc Nursing |  | 2017']);
  });
});
