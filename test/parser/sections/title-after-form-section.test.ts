// A template that glues each title to its employer's legal form ("Example Handel AG Buchhalterin"): where one entry's known
// title shows it, the words after the form are the title in the section's other entries too, known or not.
import { describe, expect, it } from 'vitest';
import { readWork } from '../../../src/parser/sections/work.js';

const job = (header: string, period: string): string[] => [header, period, 'Kept the weekly ledgers up to date.'];

describe('titles glued after the legal form, section by section', () => {
  it('an unknown title after the form is the title where a known one shows the template', () => {
    const work = readWork([
      ...job('Fenwick Logistik GmbH Buchhalterin', 'Feb 2024 - Present'),
      ...job('Quellbach Handel AG Obstpflückerin', 'Jul 2021 - Sep 2023'),
    ]);
    expect(work[1]).toMatchObject({ employer: 'Quellbach Handel AG', position: 'Obstpflückerin', location: '' });
  });

  it('alone, the words after the form are not made a title', () => {
    const [only] = readWork(job('Quellbach Handel AG Obstpflückerin', 'Jul 2021 - Sep 2023'));
    expect(only?.position).toBe('');
  });
});
