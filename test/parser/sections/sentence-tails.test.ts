import { describe, expect, it } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';
import { isDetailLine } from '../../../src/parser/sections/entries.js';

const jobs = (lines: string[]): string[][] => extractSections(lines.join('\n')).work.map((w) => [w.employer, w.position, w.start]);

describe('a sentence\'s last word wrapped onto a line of its own', () => {
  it('is a detail of the job above, not the title of the next one', () => {
    expect(jobs([
      'Experience',
      'Brackwater Logistik GmbH', '2021-03-01 - 2024-06-01', 'Disponentin',
      'Planung der Touren für die', 'Niederlassungsleitung.',
      'Oststrand Spedition AG', '2017-09-01 - 2021-02-01', 'Lagerist',
      'Verantwortung für die Inventur.',
    ])).toEqual([
      ['Brackwater Logistik GmbH', 'Disponentin', '2021-03'],
      ['Oststrand Spedition AG', 'Lagerist', '2017-09'],
    ]);
  });

  it('takes one long word only: an abbreviation, a company or two words stay as they were', () => {
    for (const line of ['Niederlassungsleitung.', 'Warehousing.']) expect(isDetailLine(line), line).toBe(true);
    for (const line of ['Dipl.-Ing.', 'Prof.', 'Oststrand GmbH', 'Senior Analyst']) expect(isDetailLine(line), line).toBe(false);
  });
});
