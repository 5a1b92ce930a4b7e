// Solar Hijri dates as Gregorian days. The arithmetic is checked against ICU's Persian calendar (Node's Intl), which
// computes the same calendar on its own: every day of invented birth years, and the days around each new year.
import { describe, expect, it } from 'vitest';
import { isSolarHijriYear, solarHijriToIso } from '../../../src/parser/fields/solar-hijri.js';
import { findDates } from '../../../src/parser/fields/dates.js';
import { extractBirthDate } from '../../../src/parser/fields/birth-date.js';
import { docOf } from './helpers.js';

const PERSIAN = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
/** ICU's Solar Hijri year, month and day of a Gregorian ISO date. */
const persian = (iso: string): [number, number, number] => {
  const parts = Object.fromEntries(PERSIAN.formatToParts(new Date(`${iso}T00:00:00Z`)).map((p) => [p.type, p.value]));
  return [Number(parts.year), Number(parts.month), Number(parts.day)];
};
const isoOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

describe('solarHijriToIso', () => {
  it('names the same day as ICU for every day of 1962, 1979, 1996 and 2003, and around each new year from 1925 to 2040', () => {
    const days: string[] = [];
    for (const year of [1962, 1979, 1996, 2003]) {
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) days.push(isoOf(t));
    }
    for (let year = 1925; year <= 2040; year++) {
      for (let t = Date.UTC(year, 2, 17); t <= Date.UTC(year, 2, 24); t += 86_400_000) days.push(isoOf(t));
    }
    const wrong = days.filter((iso) => solarHijriToIso(...persian(iso)) !== iso);
    expect(wrong).toEqual([]);
  });

  it('knows the leap years: the 30th of Esfand exists in 1399 and 1403, not in 1400 or 1402', () => {
    expect(solarHijriToIso(1399, 12, 30)).toBe('2021-03-20');
    expect(solarHijriToIso(1403, 12, 30)).toBe('2025-03-20');
    expect(solarHijriToIso(1400, 12, 30)).toBeUndefined();
    expect(solarHijriToIso(1402, 12, 30)).toBeUndefined();
  });

  it('refuses days that do not exist', () => {
    for (const [y, m, d] of [[1368, 13, 1], [1368, 7, 31], [1368, 0, 5], [1368, 5, 0], [1368.5, 1, 1]] as const) {
      expect(solarHijriToIso(y, m, d), `${y}/${m}/${d}`).toBeUndefined();
    }
    expect(isSolarHijriYear(1368)).toBe(true);
    expect(isSolarHijriYear(1989)).toBe(false);
  });
});

describe('Solar Hijri dates in the text', () => {
  it('reads a date of numbers with a year of 1300 to 1420 as the Gregorian day it names, year first or last', () => {
    expect(findDates('1371/02/09').map((d) => d.iso)).toEqual([solarHijriToIso(1371, 2, 9)]);
    expect(findDates('09.02.1371').map((d) => d.iso)).toEqual([solarHijriToIso(1371, 2, 9)]);
    expect(findDates('1371/02/09').map((d) => d.iso)).toEqual(['1992-04-29']);
  });

  it('leaves a date marked lunar Hijri to that calendar (hijri.test.ts), a year of the common era as it was', () => {
    expect(findDates('1412/05/10 هـ').map((d) => d.iso)).not.toEqual([solarHijriToIso(1412, 5, 10)]);
    expect(findDates('1412/05/10 AH').map((d) => d.iso)).not.toEqual([solarHijriToIso(1412, 5, 10)]);
    expect(findDates('1992/04/28').map((d) => d.iso)).toEqual(['1992-04-28']);
    expect(findDates('1250/01/01')).toEqual([]);
  });

  it('takes a labelled Solar Hijri birth date, with the Persian label or another language\'s', () => {
    expect(extractBirthDate(docOf('Daryush Example', 'تاریخ تولد: ۱۳۷۱/۰۲/۰۹', 'Tehran')).value).toBe('1992-04-29');
    // In a CV that names no calendar, the CV's own (Persian, as its script or country tells) is given by the caller.
    expect(extractBirthDate(docOf('Daryush Example', 'Date of birth: 1371/02/09', 'Experience', '2015 – 2020 Analyst'), { hijri: 'solar' }).value)
      .toBe('1992-04-29');
  });
});
