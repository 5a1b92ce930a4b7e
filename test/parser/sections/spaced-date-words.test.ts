// A period's words set letter-spaced (spaced-date-words.ts), and the periods read through them (periods.ts). Dates invented.
import { describe, expect, it } from 'vitest';
import { findPeriod } from '../../../src/parser/sections/periods.js';
import { withSpacedDateWordsJoined } from '../../../src/parser/sections/spaced-date-words.js';

const WORDS = new Set(['to', 'present', 'bis', 'heute', 'au', 'seit', 'mars']);
const isWord = (w: string): boolean => WORDS.has(w);

describe('withSpacedDateWordsJoined', () => {
  it('writes a spaced run of date words as its words, and tells where each character came from', () => {
    const line = '2024-10 T O P R E S E N T';
    const joined = withSpacedDateWordsJoined(line, isWord)!;
    expect(joined.text).toBe('2024-10 TO PRESENT');
    expect(joined.origin.map((o) => line[o] ?? '$').join('')).toBe('2024-10 TO PRESENT$');
    expect(withSpacedDateWordsJoined('03.2019 B I S H E U T E', isWord)?.text).toBe('03.2019 BIS HEUTE');
    expect(withSpacedDateWordsJoined('S E I T M A R S 2020', isWord)?.text).toBe('SEIT MARS 2020');
  });

  it('leaves runs of single letters that are not all date words, and letters of longer words', () => {
    expect(withSpacedDateWordsJoined('Grade A B C in 2019', isWord)).toBeNull();
    expect(withSpacedDateWordsJoined('2019 to 2021', isWord)).toBeNull();
    expect(withSpacedDateWordsJoined('2019 T O X 2021', isWord)).toBeNull();
  });
});

describe('findPeriod over letter-spaced words', () => {
  it('reads a period whose words between and after the dates are letter-spaced, in several languages', () => {
    expect(findPeriod('2021-06-01 T O 2025-11-01')).toMatchObject({ start: '2021-06', end: '2025-11', current: false });
    expect(findPeriod('2024-10-01 T O P R E S E N T')).toMatchObject({ start: '2024-10', end: '', current: true });
    expect(findPeriod('03/2019 B I S H E U T E')).toMatchObject({ start: '2019-03', current: true });
    expect(findPeriod('09/2017 A U 06/2020')).toMatchObject({ start: '2017-09', end: '2020-06' });
    expect(findPeriod('M A R S 2 0 1 8')).toBeUndefined();
  });

  it('gives the period\'s place in the line as it is', () => {
    const line = 'Analyst 2021-06 T O 2025-11';
    const period = findPeriod(line)!;
    expect(line.slice(period.index, period.index + period.length)).toBe('2021-06 T O 2025-11');
  });

  it('reads a list of letters by a date as no period, and a plain period as before', () => {
    expect(findPeriod('Skills A B C, 2019 – 2021')).toMatchObject({ start: '2019', end: '2021', index: 14 });
    expect(findPeriod('Jan 2019 – Present')).toMatchObject({ start: '2019-01', current: true });
  });
});
