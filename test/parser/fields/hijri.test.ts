// Lunar (Umm al-Qura) and Solar Hijri dates, told apart by their mark, the CV's script or country, or the year. The lunar
// conversion is checked against ICU's Umm al-Qura calendar (Node's Intl), the Solar one against ICU's Persian calendar; the
// people and dates are invented.
import { describe, expect, it } from 'vitest';
import { hijriCalendarFor, hijriCalendarOf, lunarHijriToIso } from '../../../src/parser/fields/hijri.js';
import { findDates } from '../../../src/parser/fields/dates.js';
import { extractBirthDate } from '../../../src/parser/fields/birth-date.js';
import { fileURLToPath } from 'node:url';
import { extractFields as extract, loadVocabulary } from '../../../src/parser/fields/index.js';
import { docOf } from './helpers.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
const extractFields = (text: string) => extract({ text, lines: text.split('\n').map((t) => ({ text: t, page: 1 })) }, vocabulary);

const calendarOf = (calendar: string) =>
  new Intl.DateTimeFormat(`en-u-ca-${calendar}-nu-latn`, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
const UMM_AL_QURA = calendarOf('islamic-umalqura');
const PERSIAN = calendarOf('persian');
/** ICU's year, month and day of a Gregorian ISO date in a calendar. */
const inCalendar = (format: Intl.DateTimeFormat, iso: string): [number, number, number] => {
  const parts = Object.fromEntries(format.formatToParts(new Date(`${iso}T00:00:00Z`)).map((p) => [p.type, p.value]));
  return [Number(parts.year), Number(parts.month), Number(parts.day)];
};
const isoOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const pad = (n: number): string => String(n).padStart(2, '0');
const printed = ([y, m, d]: [number, number, number]): string => `${y}/${pad(m)}/${pad(d)}`;

describe('lunarHijriToIso', () => {
  it('names the same day as ICU\'s Umm al-Qura calendar for every day of 1961, 1984, 1999 and 2008', () => {
    const days: string[] = [];
    for (const year of [1961, 1984, 1999, 2008]) {
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) days.push(isoOf(t));
    }
    expect(days.filter((iso) => lunarHijriToIso(...inCalendar(UMM_AL_QURA, iso)) !== iso)).toEqual([]);
  });

  it('refuses days that do not exist', () => {
    for (const [y, m, d] of [[1405, 13, 1], [1405, 0, 5], [1405, 3, 31], [1405, 3, 0], [1200, 1, 1]] as const) {
      expect(lunarHijriToIso(y, m, d), `${y}/${m}/${d}`).toBeUndefined();
    }
    // A month of 29 days has no 30th.
    const short = Array.from({ length: 12 }, (_, i) => i + 1).find((m) => lunarHijriToIso(1405, m, 30) === undefined);
    expect(short).toBeDefined();
  });
});

describe('which Hijri calendar', () => {
  it('the CV\'s script or country names one', () => {
    expect(hijriCalendarOf('تاریخ تولد')).toBe('solar');
    expect(hijriCalendarOf('Phone ۰۹۱۲')).toBe('solar');
    expect(hijriCalendarOf('تاريخ الميلاد')).toBe('lunar');
    expect(hijriCalendarOf('Date of birth', 'SA')).toBe('lunar');
    expect(hijriCalendarOf('Date of birth', 'IR')).toBe('solar');
    expect(hijriCalendarOf('Date of birth', 'DE')).toBeUndefined();
  });

  it('a birth date in a CV that names none: the calendar in which alone the year is a birth of working age', () => {
    expect(hijriCalendarFor(1330, undefined, 'birth')).toBe('solar');
    expect(hijriCalendarFor(1405, undefined, 'birth')).toBe('lunar');
    expect(hijriCalendarFor(1368, undefined, 'birth')).toBeUndefined();
    expect(hijriCalendarFor(1368, 'lunar', 'birth')).toBe('lunar');
    expect(hijriCalendarFor(1368, undefined, 'lunar')).toBe('lunar');
    expect(hijriCalendarFor(1368, undefined, 'solar')).toBe('solar');
  });
});

describe('Hijri birth dates in the text', () => {
  // Invented birthdays, each printed in both calendars by ICU.
  const births = ['1984-12-05', '1991-07-19', '1977-03-02', '2001-10-30'];

  it('a lunar date with its mark, in any CV', () => {
    for (const iso of births) {
      const lunar = printed(inCalendar(UMM_AL_QURA, iso));
      expect(findDates(`${lunar} هـ`).map((d) => d.iso), lunar).toEqual([iso]);
      expect(findDates(`${lunar} AH`).map((d) => d.iso), lunar).toEqual([iso]);
    }
  });

  it('a Solar date with its mark, in any CV', () => {
    for (const iso of births) {
      const solar = printed(inCalendar(PERSIAN, iso));
      expect(findDates(`${solar} ه.ش`, { hijri: 'lunar' }).map((d) => d.iso), solar).toEqual([iso]);
      expect(findDates(`${solar} SH`, { hijri: 'birth' }).map((d) => d.iso), solar).toEqual([iso]);
    }
  });

  it('an Arabic CV\'s unmarked date is lunar, a Persian CV\'s Solar', () => {
    for (const iso of births) {
      const lunar = printed(inCalendar(UMM_AL_QURA, iso));
      const solar = printed(inCalendar(PERSIAN, iso));
      const arabic = extractFields(['سارة المثال', `تاريخ الميلاد: ${lunar}`, 'sara@example.org'].join('\n'));
      expect(arabic.birth_date, lunar).toBe(iso);
      const persian = extractFields(['Dariush Example', `تاریخ تولد: ${solar}`, 'dariush@example.org'].join('\n'));
      expect(persian.birth_date, solar).toBe(iso);
      // Persian digits in a Latin CV name the Solar calendar too.
      const digits = solar.replace(/\d/gu, (d) => String.fromCharCode(0x06f0 + Number(d)));
      expect(extractFields(['Dariush Example', `Date of birth: ${digits}`, 'dariush@example.org'].join('\n')).birth_date, digits).toBe(iso);
    }
  });

  it('an unmarked date in a Latin CV: the Gulf number makes it lunar, the Iranian Solar', () => {
    const iso = '1984-12-05';
    const lunar = extractFields(['Sara Example', 'Date of birth: 1405/03/12', '+966 50 123 4567'].join('\n'));
    expect(lunar.birth_date).toBe(iso);
    const solar = extractFields(['Dariush Example', `Date of birth: ${printed(inCalendar(PERSIAN, iso))}`, '+98 915 270 4418'].join('\n'));
    expect(solar.birth_date).toBe(iso);
  });

  it('an unmarked date in a CV that names no calendar: read where the year is a birth in one calendar alone, else none', () => {
    // 1405 in the Solar calendar is 2026: no one of working age; in the lunar one 1984.
    expect(extractBirthDate(docOf('Sara Example', 'Date of birth: 1405/03/12', 'Experience')).value).toBe('1984-12-05');
    // 1368 is 1989 in the Solar calendar and 1948 in the lunar: no day is made up.
    expect(extractBirthDate(docOf('Sara Example', 'Date of birth: 1368/05/12', 'Experience')).value).toBe('');
  });
});
