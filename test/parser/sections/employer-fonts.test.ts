// Employers printed over their roles, told by the layout: a group of roles under one employer names its employer and its
// titles (employer-roles.ts), and where the groups print the employer in one font and the titles in another, an employer
// over a single role in those fonts is one too (LinkedIn's export prints every job so). All names and firms are invented.
import { describe, expect, it } from 'vitest';
import { employerRoles } from '../../../src/parser/sections/employer-roles.js';
import { groupFonts, singleInFonts } from '../../../src/parser/sections/employer-fonts.js';
import { fontOf, hasFont, lineFonts } from '../../../src/parser/sections/line-fonts.js';
import { readSections } from '../../../src/parser/sections/index.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';
import type { TextLine } from '../../../src/parser/types.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const EMPLOYER = { fontSize: 11.5 };
const TITLE = { fontSize: 10.5, bold: true };
const SMALL = { fontSize: 10 };
const line = (text: string, font: Partial<TextLine> = SMALL): TextLine => ({ text, page: 1, ...font });
const jobs = (work: { position: string; employer: string }[]): string[][] => work.map((j) => [j.position, j.employer]);

// An export's work section: two single jobs and a group of two roles, employers larger than titles, titles bold.
const SECTION: TextLine[] = [
  line('Experience', { fontSize: 13 }),
  line('Larkspire Tidewell', EMPLOYER), line('Wickmaker', TITLE), line('May 2022 - Present (4 years 7 months)'), line('Leeds, United Kingdom'),
  line('Cobbleford Mills', EMPLOYER), line('3 years 2 months'), line('Lockkeeper', TITLE), line('June 2020 - May 2022 (2 years)'),
  line('Sailwright', TITLE), line('April 2019 - June 2020 (1 year 3 months)'), line('York, United Kingdom'),
  line('Pennyworth Brae', EMPLOYER), line('Ropewalker', TITLE), line('January 2016 - March 2019 (3 years 3 months)'),
  line('Education', { fontSize: 13 }), line('University of Leeds', EMPLOYER), line('BSc Geography · (2012 - 2015)'),
];
const WANT = [['Wickmaker', 'Larkspire Tidewell'], ['Lockkeeper', 'Cobbleford Mills'], ['Sailwright', 'Cobbleford Mills'],
  ['Ropewalker', 'Pennyworth Brae']];

describe('lineFonts', () => {
  it("names each line's font, and none for a text printed in two fonts or a format without fonts", () => {
    const fonts = lineFonts([line('Larkspire Tidewell', EMPLOYER), line('Wickmaker', TITLE), line('Leeds', SMALL), line('Leeds', EMPLOYER)])!;
    expect(fontOf(fonts, ' Larkspire Tidewell ')).toBe('11.5|');
    expect(fontOf(fonts, 'Wickmaker')).toBe('10.5|b');
    expect(fontOf(fonts, 'Leeds')).toBeUndefined();
    expect(hasFont(fonts, 'Leeds', '10|')).toBe(true);
    expect(lineFonts([{ text: 'Wickmaker', page: 1 }])).toBeUndefined();
  });
});

describe('groupFonts', () => {
  const lines = ['Cobbleford Mills', 'Lockkeeper', 'Sailwright', 'Pennyworth Brae', 'Ropewalker'];
  const groups = [{ at: 0, group: { at: [1, 2] } }];
  it("learns the groups' employer font and title font when they differ", () => {
    const fonts = new Map([['Cobbleford Mills', '11|'], ['Lockkeeper', '10|b'], ['Sailwright', '10|b'], ['Pennyworth Brae', '11|'], ['Ropewalker', '10|b']]
      .map(([text, font]) => [text!, new Set([font!])]));
    const learned = groupFonts(lines, groups, fonts)!;
    expect(learned).toEqual({ employer: '11|', title: '10|b' });
    expect(singleInFonts(lines, 3, 4, learned, fonts)).toBe(true);
    expect(singleInFonts(lines, 4, 3, learned, fonts)).toBe(false);
  });

  it('learns nothing where the fonts are one, or the titles disagree', () => {
    expect(groupFonts(lines, groups, new Map(lines.map((l) => [l, new Set(['10|'])])))).toBeUndefined();
    expect(groupFonts(lines, groups, new Map([['Cobbleford Mills', '11|'], ['Lockkeeper', '10|b'], ['Sailwright', '9|']].map(([t, f]) => [t!, new Set([f!])])))).toBeUndefined();
  });
});

describe('employers over one role, told by the fonts of the groups', () => {
  it('reads each job of an export with titles and employers no word list knows', () => {
    expect(jobs(readSections({ text: SECTION.map((l) => l.text).join('\n'), lines: SECTION }).work)).toEqual(WANT);
  });

  it('carries a single employer only with the fonts, and names the roles it carried', () => {
    const lines = SECTION.slice(1, 15).map((l) => l.text);
    const fonts = lineFonts(SECTION)!;
    expect(employerRoles(lines).roles).toEqual([{ employer: 'Cobbleford Mills', title: 'Lockkeeper' },
      { employer: 'Cobbleford Mills', title: 'Sailwright' }]);
    expect(employerRoles(lines, fonts).roles.map((r) => r.title)).toEqual(['Wickmaker', 'Lockkeeper', 'Sailwright', 'Ropewalker']);
    expect(jobs(readWorkAndEducation(lines, [], [], [], { fonts }).work)).toEqual(WANT);
  });

  it('carries a single employer whose title is printed again as the headline, in another font', () => {
    const lines = [line('Ada Quennell', { fontSize: 22 }), line('Wickmaker', { fontSize: 12 }), ...SECTION];
    expect(jobs(readSections({ text: lines.map((l) => l.text).join('\n'), lines }).work)).toEqual(WANT);
  });

  it('learns nothing from a section whose employers and titles share one font', () => {
    const lines = SECTION.slice(1, 15).map((l) => l.text);
    const fonts = new Map(lines.map((l) => [l, new Set(['10|'])]));
    expect(employerRoles(lines, fonts).roles.map((r) => r.title)).toEqual(['Lockkeeper', 'Sailwright']);
  });
});

describe('roles carried under their employer', () => {
  it('are read employer over title beside single jobs printed title, period, employer', () => {
    expect(jobs(readWork(['Wickmaker', '2023 – present', 'Larkspire Tidewell', 'Kept the wicks.', 'Cobbleford Mills · 2 years 3 months',
      'Lockkeeper', '2022 – 2023', 'Kept the locks.', 'Sailwright', '2021 – 2022', 'Mended the sails.'])))
      .toEqual([['Wickmaker', 'Larkspire Tidewell'], ['Lockkeeper', 'Cobbleford Mills'], ['Sailwright', 'Cobbleford Mills']]);
  });

  it('end before a row dated in its own cell, the next job', () => {
    expect(jobs(readWork(['Cobbleford Mills · 3 years 6 months', '04/2024 – 01/2026\tLockkeeper', '08/2022 – 04/2024\tSailwright',
      '12/2020 – 06/2022\tRopewalker, Pennyworth & Daughters Ltd', 'Walked the ropes.'])))
      .toEqual([['Lockkeeper', 'Cobbleford Mills'], ['Sailwright', 'Cobbleford Mills'], ['Ropewalker', 'Pennyworth & Daughters Ltd']]);
  });

  it('end before a name over its length over a role: the next employer', () => {
    const lines = ['Larkspire Tidewell', 'Wickmaker', 'May 2022 - Present (4 years 7 months)', 'Cobbleford Mills', '3 years 2 months',
      'Lockkeeper', 'June 2020 - May 2022 (2 years)', 'Sailwright', 'April 2019 - June 2020 (1 year 3 months)'];
    const fonts = new Map(lines.map((l) => [l, new Set([['Larkspire Tidewell', 'Cobbleford Mills'].includes(l) ? '11|' : '10|'])]));
    expect(employerRoles(lines, fonts).roles.map((r) => `${r.title} @ ${r.employer}`))
      .toEqual(['Wickmaker @ Larkspire Tidewell', 'Lockkeeper @ Cobbleford Mills', 'Sailwright @ Cobbleford Mills']);
  });

  it('stay linear on hostile text with fonts', () => {
    // A quarter of each line × scale: scale 4 is 20,000 letters, 50,000 dots or spaces.
    expectLinearTime((scale) => {
      const hostile = ['a'.repeat(5_000 * scale), `Q ${'x '.repeat(2_500 * scale)}`, '.'.repeat(12_500 * scale), ' '.repeat(12_500 * scale),
        `${'1 '.repeat(5_000 * scale)}years`];
      employerRoles(hostile, new Map(hostile.map((l, i) => [l, new Set([i % 2 === 0 ? '11|' : '10|'])])));
    });
  });
});
