// An education heading in a table's first cell beside the first study's qualification and period, its school on the next
// line: a qualification named after its trade ("Logistics clerk") is no degree the vocabulary knows, yet the row opens the
// education section. All names invented.
import { describe, expect, it } from 'vitest';
import { splitSections } from '../../../src/parser/sections/split.js';
import { readEducation } from '../../../src/parser/sections/education.js';

const cv = (heading: string, row: string, school: string): string[] => ['Ilona Vadkerti', 'Raktárvezető',
  'Szakmai tapasztalat\tRaktárvezető\t03/2021 – 06/2024', 'Quellbach és Tsa. Kft.', 'Havi jelentések készítése.',
  `${heading}\t${row}`, school, 'Készségek\tExcel, Python'];

describe('an education heading cell beside a dated row with a school below', () => {
  it.each([
    ['Tanulmányok', 'Logisztikai ügyintéző\t2016 – 2019', 'Alsóvárosi Műszaki Egyetem'],
    ['Education', 'Logistics clerk\t2016 – 2019', 'Pellow Technical College'],
    ['Ausbildung', 'Kaufmann für Spedition\t09/2014 – 07/2017', 'Berufsschule Quellbach'],
  ])('%s opens the education section', (heading, row, school) => {
    const sections = splitSections(cv(heading, row, school));
    const education = sections.find((s) => s.kind === 'education');
    expect(education?.lines.slice(0, 2)).toEqual([row, school]);
    expect(readEducation(education!.lines)[0]).toMatchObject({ institution: school, start: expect.stringMatching(/^20\d\d/u) });
  });
  it('a dated row over a firm stays in the section above', () => {
    const sections = splitSections(cv('Tanulmányok', 'Logisztikai ügyintéző\t2016 – 2019', 'Quellbach és Tsa. Kft.'));
    expect(sections.find((s) => s.kind === 'education')).toBeUndefined();
  });
});
