// A side heading set much larger than its section's lines, its top level with theirs: the section's first line has the
// higher baseline and was read before the heading. All names and schools are invented.
import { describe, expect, it } from 'vitest';
import { withLinesBesideTallHeadingsAfter } from '../../../src/parser/sections/tall-heading-rows.js';
import { readSections } from '../../../src/parser/sections/index.js';
import type { TextLine } from '../../../src/parser/types.js';

const at = (text: string, x: number, y: number, fontSize: number): TextLine => ({ text, page: 1, x, y, fontSize });

const page: TextLine[] = [
  at('Perrin Adeyemi-Holt', 40, 40, 14),
  at('Skills', 36, 120, 18),
  at('Ledgers, Forklifts', 150, 118, 10),
  at('Marrowby College of Commerce', 190, 198, 11.5),
  at('Education\t2015', 36, 203, 18),
  at('2018\tBSc Port Logistics', 140, 214, 10.5),
  at('Languages', 36, 260, 18),
  at('Welsh, Dutch', 150, 258, 10),
];

describe('a section\'s first line beside its tall heading', () => {
  it('reads the line whose baseline stands inside the heading\'s letters after the heading', () => {
    expect(withLinesBesideTallHeadingsAfter(page).map((l) => l.text)).toEqual([
      'Perrin Adeyemi-Holt', 'Skills', 'Ledgers, Forklifts', 'Education', 'Marrowby College of Commerce', '2015',
      '2018\tBSc Port Logistics', 'Languages', 'Welsh, Dutch',
    ]);
  });

  it('gives the study its school and its end year', () => {
    const { education } = readSections({ text: page.map((l) => l.text).join('\n'), lines: page });
    expect(education.map((e) => [e.institution, e.end])).toEqual([['Marrowby College of Commerce', '2018']]);
  });

  it('leaves a line a full row above the heading, or in the heading\'s type, where it is', () => {
    const apart = [at('Marrowby College of Commerce', 190, 185, 11.5), at('Education', 36, 203, 18)];
    expect(withLinesBesideTallHeadingsAfter(apart)).toBe(apart);
    const same = [at('Marrowby College of Commerce', 190, 199, 18), at('Education', 36, 203, 18)];
    expect(withLinesBesideTallHeadingsAfter(same)).toBe(same);
  });
});
