import { describe, it, expect } from 'vitest';
import { findDates, monthNumber, toIsoDate, withMonthTokens } from '../../../src/parser/fields/dates.js';
import { findPeriod } from '../../../src/parser/sections/periods.js';

describe('findDates', () => {
  it.each<[string, string[]]>([
    ['12.03.1985', ['1985-03-12']],
    ['12/03/1985', ['1985-03-12']],
    ['12-03-1985', ['1985-03-12']],
    ['1985-03-12', ['1985-03-12']],
    ['1985.03.12.', ['1985-03-12']],
    ['12 March 1985', ['1985-03-12']],
    ['12th of March, 1985', ['1985-03-12']],
    ['March 12, 1985', ['1985-03-12']],
    ['Sept. 3, 1990', ['1990-09-03']],
    ['12. März 1985', ['1985-03-12']],
    ['1985. március 12.', ['1985-03-12']],
    ['12 mars 1985', ['1985-03-12']],
    ['12 de marzo de 1985', ['1985-03-12']],
    ['3 maggio 1979', ['1979-05-03']],
    ['5 września 1988', ['1988-09-05']],
    ['31.02.1985', []],
    ['03/2015 - 12/2019', []],
    ['June 2019', []],
    ['born 01.01.2000 in Kailua Bay, moved 2010', ['2000-01-01']],
  ])('%j → %j', (text, want) => expect(findDates(text).map((d) => d.iso)).toEqual(want));

  it('reads 03/04/1985 month-first only when asked (US CVs)', () => {
    expect(findDates('03/04/1985')[0]?.iso).toBe('1985-04-03');
    expect(findDates('03/04/1985', { monthFirst: true })[0]?.iso).toBe('1985-03-04');
    expect(findDates('13/04/1985', { monthFirst: true })[0]?.iso).toBe('1985-04-13');
  });
});

describe('toIsoDate', () => {
  it.each<[number, number, number, string | undefined]>([
    [2000, 2, 29, '2000-02-29'], [1900, 2, 29, undefined], [1700, 1, 1, undefined], [1990, 13, 1, undefined],
  ])('%d-%d-%d → %j', (y, m, d, want) => expect(toIsoDate(y, m, d)).toBe(want));
});

describe('findDates: a text without a four-digit year is skipped', () => {
  it.each(['1', '3.5.90', '12 May', 'Room 12/3'])('%j holds no date', (text) => {
    expect(findDates(text)).toEqual([]);
  });

  it.each<[string, string]>([['3 May 1990', '1990-05-03'], ['1990. 5. 3.', '1990-05-03']])('%j is still read', (text, iso) => {
    expect(findDates(text).map((d) => d.iso)).toEqual([iso]);
  });
});

describe('findDates: Japanese, Chinese and Korean dates', () => {
  it.each<[string, string]>([
    ['1990年4月12日', '1990-04-12'], ['1990年 4月 12日', '1990-04-12'], ['生年月日1988年11月3日生', '1988-11-03'],
    ['1992년 7월 3일', '1992-07-03'], ['出生日期：1995年1月20日', '1995-01-20'],
  ])('%s → %s', (text, iso) => {
    expect(findDates(text).map((d) => d.iso)).toEqual([iso]);
  });

  it('a year and month alone is no date', () => {
    expect(findDates('2019年4月 入社')).toEqual([]);
  });
});

describe('withMonthTokens: month names as tokens of the same length', () => {
  const tokenMonths = (text: string, gluedBefore: string[] = []): (number | undefined)[] =>
    [...withMonthTokens(text, gluedBefore).matchAll(/[\ue001-\ue00c]\ue000*/g)].map((m) => monthNumber(m[0]));

  it('makes each whole month name a token its month number reads, keeping every offset', () => {
    const text = 'from march 2019 to okt. 2021, 3 mayıs 1990 and szeptember';
    const tokened = withMonthTokens(text);
    expect(tokened).toHaveLength(text.length);
    expect(tokenMonths(text)).toEqual([3, 10, 5, 9]);
    expect(tokened.replace(/[\ue000-\ue00c]/g, '')).toBe('from  2019 to . 2021, 3  1990 and ');
  });

  it('leaves month names inside longer words alone: "marathon", "mayor", "decade", "janitor"', () => {
    const text = 'marathon runner, mayor of a town, a decade as janitor';
    expect(withMonthTokens(text)).toBe(text);
  });

  it('takes a Hungarian -tól/-ig glued to the month with it, and the words a caller glues before one', () => {
    expect(tokenMonths('2019. marciustol 2020. juniusig')).toEqual([3, 6]);
    expect(tokenMonths('jan 2018 tomar 2020')).toEqual([1]);
    expect(tokenMonths('jan 2018 tomar 2020', ['to'])).toEqual([1, 3]);
    expect(withMonthTokens('jan 2018 tomar 2020', ['to']).slice(9, 11)).toBe('to');
    // A run that only starts with a glued word is left: "tomato" is no month after "to".
    expect(withMonthTokens('tomato 2019', ['to'])).toBe('tomato 2019');
  });

  it('reads no private-use character of the text (an icon font\'s glyph) as a month', () => {
    expect(tokenMonths('\ue003 2019 \ue000\ue004 2020')).toEqual([]);
    expect(findDates('12 \ue003 1985')).toEqual([]);
    expect(findPeriod('\ue003 2019 – \ue004\ue000 2020')).toBeUndefined();
    expect(findPeriod('\ue003 2019 – 2020')).toMatchObject({ start: '2019', end: '2020' });
  });

  it('keeps the dates of every language of the table', () => {
    expect(findDates('12 marca 1985; 1 Şubat 1990; 3. června 1991; 4 декабря 1992').map((d) => d.iso))
      .toEqual(['1985-03-12', '1990-02-01', '1991-06-03', '1992-12-04']);
    expect(findPeriod('Ağustos 2019 – Kasım 2021')).toMatchObject({ start: '2019-08', end: '2021-11' });
  });
});
