// Degrees written in small letters on the line under their school ("licenciatura em Gestão", "magister, kierunek: …"), as
// Polish, Portuguese, Spanish and Italian CVs often write them. Schools and fields invented.
import { describe, expect, it } from 'vitest';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';
import { isDetailLine } from '../../../src/parser/sections/entries.js';

const studies = (lines: string[]): string[][] => readWorkAndEducation([], lines).education.map((e) => [e.institution, e.degree, e.area, e.end]);

describe('a degree in small letters under its school', () => {
  it.each<[string[], string[]]>([
    [['2010 – 2015', 'Universidade de Vale Sereno', 'licenciatura em Gestão'], ['Universidade de Vale Sereno', 'licenciatura em Gestão', '', '2015']],
    [['2009 – 2014', 'Uniwersytet Nadwiślański', 'magister, kierunek: logistyka'], ['Uniwersytet Nadwiślański', 'magister', 'logistyka', '2014']],
    [['2012 – 2015', 'Università di Montefosco', 'laurea triennale in Economia'], ['Università di Montefosco', 'laurea triennale', 'Economia', '2015']],
  ])('%j', (lines, study) => expect(studies(lines)[0]).toEqual(study));

  it('a duty in small letters is still a detail', () => {
    expect(isDetailLine('prowadzenie dokumentacji kadrowej')).toBe(true);
    expect(isDetailLine('master data management for the plant, weekly reports and the audits of the stock.')).toBe(true);
    expect(isDetailLine('licenciatura em Gestão')).toBe(false);
  });
});
