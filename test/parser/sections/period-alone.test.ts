// A period alone on its line, opened by a month name written in lower case (es, it, nl, pl, pt, fr), with how long it
// lasted in brackets at most: the dated line of an entry's header, as LinkedIn's export prints every role, never a detail.
// All names and firms are invented.
import { describe, expect, it } from 'vitest';
import { DURATION, isDetailLine } from '../../../src/parser/sections/entries.js';
import { readWork } from '../../../src/parser/sections/work.js';

const jobs = (lines: string[]): string[][] => readWork(lines).map((j) => [j.position, j.employer, j.start, j.end]);

describe('a period that opens its line with a month in lower case', () => {
  it('is no detail, alone or with its length in brackets', () => {
    for (const line of ['marzo de 2024 - actualidad (2 años 9 meses)', 'gennaio 2017 - febbraio 2020 (3 anni 2 mesi)', 'januari 2019 - heden',
      'styczeń 2019 - obecnie (10 miesięcy)', 'janeiro de 2019 - o momento (5 anos)', 'janvier 2019 - aujourd’hui (5 ans 2 mois)']) {
      expect(isDetailLine(line), line).toBe(false);
    }
  });

  it('stays linear on long or hostile text', () => {
    const started = performance.now();
    for (const line of ['a'.repeat(20_000), '.'.repeat(50_000), ' '.repeat(50_000), `marzo de 2024 - actualidad (${'1 '.repeat(20_000)})`]) isDetailLine(line);
    expect(performance.now() - started).toBeLessThan(2_000);
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
