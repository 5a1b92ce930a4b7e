// "Degree in field" over "at School": a template's study header, the school on a line of its own after "at", and the field
// left out when the CV gives none ("MSc in").
import { describe, expect, it } from 'vitest';
import { isDetailLine, splitParts } from '../../../src/parser/sections/entries.js';
import { readEducation } from '../../../src/parser/sections/education.js';

describe('a line "at Name"', () => {
  it.each(['at Elmbury University', 'at Harwick Analytics Ltd', 'bei Quellbach Handel AG'])('%j is no detail line', (line) => {
    expect(isDetailLine(line)).toBe(false);
  });

  it.each(['at the same time ran the night shift and the yard.', 'at Elmbury we built the new warehouse for the group.'])(
    '%j is still a detail', (line) => {
      expect(isDetailLine(line)).toBe(true);
    });

  it('"at" opening a line or a cell sets the name apart', () => {
    expect(splitParts('at Elmbury University')).toEqual(['Elmbury University']);
    expect(splitParts('MSc in\tat Elmbury University')).toEqual(['MSc in', 'Elmbury University']);
  });
});

describe('readEducation: studies printed as "degree in" over "at School"', () => {
  it('each study keeps its school, and the hanging "in" leaves the degree', () => {
    const studies = readEducation([
      'Diploma in Accounting in', 'at Corrowby Polytechnic University', 'Sep 2014 - Jun 2017',
      'Warehouse clerk certificate in', 'at Elmbury Technical University', 'Sep 2011 - Jun 2014',
    ]);
    expect(studies).toHaveLength(2);
    expect(studies[0]).toMatchObject({ institution: 'Corrowby Polytechnic University', end: '2017-06' });
    expect(studies[0]!.degree).not.toMatch(/ in$/u);
    expect(studies[1]).toMatchObject({ institution: 'Elmbury Technical University', end: '2014-06' });
  });

  it('a degree alone before "in" is the degree', () => {
    expect(readEducation(['MSc in', 'at Elmbury University', 'Sep 2011 - Jun 2014'])[0])
      .toMatchObject({ degree: 'MSc', institution: 'Elmbury University' });
  });
});
