import { describe, expect, it, vi } from 'vitest';
import { findPeriod, withoutPeriod } from '../../../src/parser/sections/periods.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

// The readers remember their answer per text (src/parser/remembered.ts), so the linear-time guard below would time a
// remembered answer from its second call on: here each call reads its text anew.
vi.mock('../../../src/parser/remembered.js', () => ({ rememberedByText: <T>(read: (text: string) => T) => read }));

describe('findPeriod', () => {
  it.each([
    ['Jan 2019 – Present', '2019-01', '', true],
    ['Software Engineer | Example Corp | 03/2018 - heute', '2018-03', '', true],
    ['2015.09 – 2019.06 Budapesti Műszaki Egyetem', '2015-09', '2019-06', false],
    ['seit 2020 Entwickler', '2020', '', true],
    ['2019-től jelenleg', '2019', '', true],
    ['Sept. 2014 – Jun. 2018', '2014-09', '2018-06', false],
    ['Jan 2023 ➔ today • 1 year 5 months', '2023-01', '', true],
    ['DevOps Engineer\tSep. 2023 Mar. 2024', '2023-09', '2024-03', false],
    ['03/2019 heute', '2019-03', '', true],
    ['2012 - 2016', '2012', '2016', false],
    ['März 2017 bis Dezember 2019', '2017-03', '2019-12', false],
    ['01.2010 – 12.2012', '2010-01', '2012-12', false],
    ['od 2019 Programista', '2019', '', true],
    ['2018 – obecnie', '2018', '', true],
    ['Octubre 2018 - actualidad', '2018-10', '', true],
    ['settembre 2016 – luglio 2018', '2016-09', '2018-07', false],
  ])('%s', (line, start, end, current) => {
    expect(findPeriod(line)).toMatchObject({ start, end, current });
  });

  it.each(['Born 1985-03-12', 'Python 3.10', 'Phone +36 30 123 4567', 'Python 2019 2020'])('no period in %s', (line) => {
    expect(findPeriod(line)).toBeUndefined();
  });

  it('leaves the rest of the line', () => {
    const line = 'Software Engineer | Example Corp | 03/2018 - heute';
    expect(withoutPeriod(line, findPeriod(line)!)).toBe('Software Engineer | Example Corp');
  });

  it.each([
    ['Chemistry (Catalysis)\t2015 – 2019', 'Chemistry (Catalysis)'],
    ['Licenciatura en Química (orientación Catálisis)\t2015 – Presente', 'Licenciatura en Química (orientación Catálisis)'],
    ['Analyst (2019 – 2021)', 'Analyst'],
    ['Analyst (Valdemora, 2019 – 2021)', 'Analyst (Valdemora)'],
    ['(2019 – 2021) Analyst', 'Analyst'],
    ['April 2019 – current / Ashwick, ST', 'Ashwick, ST'],
    ['Analyst / 2019 – 2021', 'Analyst'],
  ])('keeps a bracket the text opened and drops the period\'s own: %s', (line, rest) => {
    expect(withoutPeriod(line, findPeriod(line)!)).toBe(rest);
  });
});

describe('findPeriod with full dates', () => {
  it('keeps month and year of DD/MM/YYYY and ISO dates', () => {
    expect(findPeriod('01/06/2007–Heute')).toMatchObject({ start: '2007-06', end: '', current: true });
    expect(findPeriod('01/04/2006–28/03/2007 Praktikum')).toMatchObject({ start: '2006-04', end: '2007-03' });
    expect(findPeriod('2015-09-01 – 2019-06-30')).toMatchObject({ start: '2015-09', end: '2019-06' });
  });
});

describe('findPeriod: a line without two digits side by side is skipped', () => {
  it.each(['3', 'Page 1 of 2', '7 a 9', 'Level 4'])('%j holds no period', (line) => {
    expect(findPeriod(line)).toBeUndefined();
  });

  // The skip asks for two digits, not four: a two-digit year still makes a period.
  it.each([
    ['Sep 15 - now', '2015-09', '', true],
    ['Jan 15 – Sep 16', '2015-01', '2016-09', false],
  ])('%j is still read', (line, start, end, current) => {
    expect(findPeriod(line)).toMatchObject({ start, end, current });
  });
});

describe('a season before a range of years', () => {
  it.each([
    ['– summer 2010 – 2013: warehouse hand', 2, 'summer 2010 – 2013'], ['Sommer 2018-2020 Aushilfe', 0, 'Sommer 2018-2020'],
    ['zomer 2011-2013: vakantiestudent', 0, 'zomer 2011-2013'],
  ])('%s: the season is part of the period', (line, index, printed) => {
    const period = findPeriod(line)!;
    expect(period).toMatchObject({ index, length: printed.length });
    expect(line.slice(period.index, period.index + period.length)).toBe(printed);
  });

  it('leaves a range without a season where it stands', () => {
    expect(findPeriod('Clerk 2010 – 2013')).toMatchObject({ start: '2010', end: '2013', index: 6, length: 11 });
    // A word that merely ends like a season ("Midsummer") is no season.
    expect(findPeriod('Midsummer 2010 – 2013')).toMatchObject({ index: 10 });
  });

  it('leaves nothing of the season beside the header', () => {
    const line = 'zomer 2011-2013: vakantiestudent';
    expect(withoutPeriod(line, findPeriod(line)!)).toBe('vakantiestudent');
  });
});

describe('findPeriod with month names glued to, inside or beside other words', () => {
  it.each<[string, { start: string; end: string; current: boolean; index: number; length: number }]>([
    // The end's month closes the run "tomar": the separator word is glued to it.
    ['Jan 2018 toMar 2020', { start: '2018-01', end: '2020-03', current: false, index: 0, length: 19 }],
    // "summary" and "systems" hold month names only inside or not at all: the years are read alone.
    ['Summary 2018 – 2020', { start: '2018', end: '2020', current: false, index: 8, length: 11 }],
    ['Systems 2018 – Mar 2020', { start: '2018', end: '2020-03', current: false, index: 8, length: 15 }],
    // The month opens the run "marciustol" and the suffix follows it.
    ['2019. márciustól', { start: '2019-03', end: '', current: true, index: 0, length: 16 }],
    ['Resumarized Mar 2019 – Feb 2021', { start: '2019-03', end: '2021-02', current: false, index: 12, length: 19 }],
    ['Dec 2019 Mar 2020', { start: '2019-12', end: '2020-03', current: false, index: 0, length: 17 }],
  ])('%s', (line, period) => {
    expect(findPeriod(line)).toEqual(period);
  });
});

describe('findPeriod: the words for "now" of Czech, Slovak, Romanian, Scandinavian and Turkish CVs', () => {
  it.each([
    ['březen 2019 – doposud', '2019-03'],
    ['03/2019 – současnost', '2019-03'],
    ['2020 – súčasnosť', '2020'],
    ['martie 2019 – în prezent', '2019-03'],
    ['05.2018 – până în prezent', '2018-05'],
    ['2019-03 – tills vidare', '2019-03'],
    ['mars 2021 – nuvarande', '2021-03'],
    ['oktober 2024 – nå', '2024-10'],
    ['04/2022 – i dag', '2022-04'],
    ['2017 – d.d.', '2017'],
    ['september 2020 – nuværende', '2020-09'],
    ['Mart 2019 – hâlâ', '2019-03'],
  ])('%j is open from %s', (line, start) => expect(findPeriod(line)).toMatchObject({ start, end: '', current: true }));
  // Norwegian "nå" folds to "na", a Czech and Polish preposition: only the word with its ring stands for now.
  it('reads no Czech or Polish "na" after a date as "now"', () => {
    expect(findPeriod('09/2019 na stanowisku kierownika')?.current).not.toBe(true);
    expect(findPeriod('2019 – na pozici vedoucího')?.current).not.toBe(true);
  });
});

describe('findPeriod: the short month names and "now" words the LaTeX and Word CV templates print', () => {
  it.each([
    ['janv. 2019 – en cours', '2019-01', ''],
    ['févr. 2018 – juil. 2020', '2018-02', '2020-07'],
    ['ene. 2017 – dic. 2019', '2017-01', '2019-12'],
    ['gen 2016 – giu 2018', '2016-01', '2018-06'],
    ['mrt 2021 – heden', '2021-03', ''],
    ['fev 2015 – set 2019', '2015-02', '2019-09'],
    ['sty 2014 – lut 2016', '2014-01', '2016-02'],
    ['kwi 2020 – cze 2022', '2020-04', '2022-06'],
    ['lip 2013 – sie 2015', '2013-07', '2015-08'],
    ['wrz 2018 – paź 2019', '2018-09', '2019-10'],
    ['lis 2019 – gru 2021', '2019-11', '2021-12'],
    ['Sept. 2019 – ce jour', '2019-09', ''],
    ['mai 2017 – o momento', '2017-05', ''],
    ['jun 2020 – huidig', '2020-06', ''],
    ['03/2025 – laufend', '2025-03', ''],
    ['sept. 2022 – actual', '2022-09', ''],
  ])('%j runs from %s to %j', (line, start, end) => expect(findPeriod(line)).toMatchObject({ start, end, current: end === '' }));

  it('reads no period where a short month name is a word of the text ("się", "gen") with no year beside it', () => {
    expect(findPeriod('Zajmuję się analizą danych')).toBeUndefined();
    expect(findPeriod('Next gen platform, 12 users')).toBeUndefined();
  });

  it('stays linear on hostile text full of short month names', () => {
    // A quarter of each line × scale: scale 4 is 5,000 runs of month names, 10,000 years.
    expectLinearTime((scale) => findPeriod('sty lut kwi '.repeat(1_250 * scale)), { what: 'month names' });
    // Quadratic until 2026-11-30 (×16 from 2,500 years to 10,000; 40,000 took 4.3 s): the glued-dash form tried every year.
    expectLinearTime((scale) => findPeriod(`${'2019 '.repeat(2_500 * scale)}`), { what: 'years' });
  });
});

describe('a period whose dash is glued to the month names', () => {
  it.each([
    ['Jun 2022–Jun 2025', '2022-06', '2025-06'], ['Feb 2018—Oct 2022', '2018-02', '2022-10'], ['2019–Mar 2021', '2019', '2021-03'],
  ])('%j', (text, start, end) => expect(findPeriod(text)).toMatchObject({ start, end, current: false }));
});
