// A job's title broken over two lines at a hyphen: one title again, the hyphen kept where both parts are words of their
// own. All people and firms are invented.
import { describe, it, expect } from 'vitest';
import { joinHyphenBreaks } from '../../../src/parser/sections/hyphen-breaks.js';
import { extractSections } from '../../../src/parser/sections/index.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

describe('a word broken at a line\'s end by a hyphen', () => {
  it.each([
    [['Co-', 'founder'], ['Co-founder']],
    [['Vice-', 'President'], ['Vice-President']],
    [['Head of Busi-', 'ness Development'], ['Head of Business Development']],
    [['Projekt-', 'leiter'], ['Projektleiter']],
    [['IT-', 'Leiter'], ['IT-Leiter']],
    // The period on the title's row stays the row's last cell.
    [['Vice-\t2016 – 2019', 'President'], ['Vice-President\t2016 – 2019']],
    // The period first on the row, the broken title its last cell.
    [['10/2022 – 01/2026\tHead of Busi-', 'ness Development'], ['10/2022 – 01/2026\tHead of Business Development']],
    // A period alone between the pieces (a date column read as a line of its own) stays after the joined line.
    [['Projekt-', '2023 – 2024', 'leiter'], ['Projektleiter', '2023 – 2024']],
  ])('%j → %j', (lines, joined) => {
    expect(joinHyphenBreaks(lines)).toEqual(joined);
  });

  it('leaves a dash set apart, two hyphens, a heading and a line without a letter before the hyphen', () => {
    for (const lines of [['Quillfern Labs -', 'Analyst'], ['Notes --', 'more'], ['Sales-', 'Education'], ['2019-', 'today'], ['Co-', '2019 – 2022'],
      ['Co-', '2019 – 2022', 'Quillfern Labs']]) {
      expect(joinHyphenBreaks(lines)).toBe(lines);
    }
  });

  it('keeps every job whose title a narrow column broke, its period beside the first piece', () => {
    const text = ['Jana Brightwell', 'jana.brightwell@example.org', 'Work Experience',
      'Co-\t2019 – 2022', 'founder', 'Quillfern Labs Ltd', 'Built the first product.',
      'Vice-\t2016 – 2019', 'President', 'Harbourline Shipping Ltd', 'Ran the sales team.',
      'Head of Busi-\t2012 – 2016', 'ness Development', 'Marlowe Tiles Ltd', 'Opened two markets.',
      'Data Analyst\t2010 – 2012', 'Brackwater Foods Ltd'].join('\n');
    expect(extractSections(text).work.map((w) => [w.position, w.employer, w.start])).toEqual([
      ['Co-founder', 'Quillfern Labs Ltd', '2019'], ['Vice-President', 'Harbourline Shipping Ltd', '2016'],
      ['Head of Business Development', 'Marlowe Tiles Ltd', '2012'], ['Data Analyst', 'Brackwater Foods Ltd', '2010'],
    ]);
  });

  it('stays linear on hostile lines', () => {
    expectLinearTime((scale) => joinHyphenBreaks(['a'.repeat(5_000 * scale) + '-', 'b'.repeat(5_000 * scale), '-'.repeat(12_500 * scale),
      `${' '.repeat(12_500 * scale)}a-`, 'x']));
  });
});
