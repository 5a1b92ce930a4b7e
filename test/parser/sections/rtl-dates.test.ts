// Persian, Arabic and Hebrew dates written as the period readers read them: Solar Hijri months and years, Gregorian
// months named in those scripts, and their words for "now". All dates, titles and firms are invented.
import { describe, expect, it } from 'vitest';
import { hasPersianLetters, solarToGregorian, withRtlDates } from '../../../src/parser/sections/rtl-dates.js';
import { findPeriod } from '../../../src/parser/sections/periods.js';

describe('solarToGregorian', () => {
  it('takes the Gregorian month that holds most of the Solar Hijri one', () => {
    expect(solarToGregorian(1400, 1)).toBe('2021-04'); // Farvardin begins on 21 March
    expect(solarToGregorian(1400, 7)).toBe('2021-10');
    expect(solarToGregorian(1400, 9)).toBe('2021-12');
    expect(solarToGregorian(1400, 10)).toBe('2022-01'); // Dey: the next Gregorian year
    expect(solarToGregorian(1399, 12)).toBe('2021-03');
  });
});

describe('withRtlDates', () => {
  it('writes a Solar Hijri month and year, in either order, as a Gregorian month, keeping the length', () => {
    const line = 'مهر 1400\tطراحی سامانه';
    expect(withRtlDates(line)).toBe('2021-10 \tطراحی سامانه');
    expect(withRtlDates(line)).toHaveLength(line.length);
    expect(withRtlDates('1401 دی')).toBe('2023-01');
    expect(withRtlDates('اسفند ماه 1398').trim()).toBe('2020-03');
  });

  it('reads a Persian "now" and a bare Solar Hijri year as a period does', () => {
    const line = withRtlDates('1397 - اکنون\tکارشناس فروش، شرکت نمونه');
    expect(findPeriod(line)).toMatchObject({ start: '2018', end: '', current: true });
    expect(findPeriod(withRtlDates('1395 – 1399\tکارشناسی'))).toMatchObject({ start: '2016', end: '2020' });
  });

  it('names Gregorian months in Arabic and Hebrew, and their words for "now"', () => {
    expect(findPeriod(withRtlDates('يناير 2019 - حتى الآن'))).toMatchObject({ start: '2019-01', current: true });
    expect(findPeriod(withRtlDates('آذار 2016 – أيلول 2018'))).toMatchObject({ start: '2016-03', end: '2018-09' });
    expect(findPeriod(withRtlDates('מרץ 2017 – היום'))).toMatchObject({ start: '2017-03', current: true });
  });

  it('leaves lunar Hijri years, Arabic lines and Latin text alone', () => {
    // A bare year counts as Solar Hijri only in Persian text; a year marked as lunar ("هـ") never.
    expect(withRtlDates('1440 هـ')).toBe('1440 هـ');
    expect(withRtlDates('مهندس برمجيات 1398')).toBe('مهندس برمجيات 1398');
    expect(withRtlDates('Example Ltd 1400 units')).toBe('Example Ltd 1400 units');
    // A year after the calendar's present is no date of a job.
    expect(withRtlDates('کد 1450')).toBe('کد 1450');
  });

  it('reads a period of years alone on its own line as Solar Hijri in a Persian CV only', () => {
    // A job's period over its title: the period's line has no letters of its own.
    expect(hasPersianLetters('سوابق کاری\n1398 - 1400\nکارشناس فروش - شرکت نمونه')).toBe(true);
    expect(findPeriod(withRtlDates('1398 - 1400', true))).toMatchObject({ start: '2019', end: '2021' });
    expect(withRtlDates('1398 - 1400')).toBe('1398 - 1400');
    expect(hasPersianLetters('الخبرات العملية\n2015 - 2018')).toBe(false);
    // Gregorian years stay what they are in a Persian CV too.
    expect(withRtlDates('2015 - 2018', true)).toBe('2015 - 2018');
  });

  it('reads presentation forms as the letters they draw', () => {
    // "مهر" written with its joined forms, as some PDF text layers hold it.
    expect(withRtlDates('\uFEE3\uFEEC\uFEAE 1400')).toBe('2021-10 ');
  });
});
