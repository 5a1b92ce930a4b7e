// Which Hijri calendar a date of numbers with a year of 1300 to 1465 is in, and the lunar one as a Gregorian day. Iran and
// Afghanistan write the Solar Hijri calendar (solar-hijri.ts); Saudi Arabia and the Gulf states the lunar one, in its Umm
// al-Qura form. A date without a mark ("1405/03/12") is one or the other: the script and the country of the CV tell which,
// else the year does when only one calendar gives a birth of someone alive and of working age; otherwise no date is read
// rather than a day made up. Pure logic; the lunar months come from ICU's Umm al-Qura tables (Intl), as the month lengths
// follow sightings no arithmetic gives.
import { isSolarHijriYear, solarHijriToIso } from './solar-hijri.js';

export type HijriCalendar = 'solar' | 'lunar';

// Letters Persian (and Dari) write and Arabic does not (پ چ ژ گ, the Persian kāf and yeh), and Persian digits.
const PERSIAN = /[\u067E\u0686\u0698\u06AF\u06A9\u06CC\u06F0-\u06F9]/u;
// Arabic letters and Arabic-Indic digits.
const ARABIC = /[\u0621-\u064A\u0660-\u0669]/u;
// Countries whose CVs date by the lunar calendar, and those by the solar one.
const LUNAR_COUNTRIES = new Set(['SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'YE']);
const SOLAR_COUNTRIES = new Set(['IR', 'AF']);

/** The Hijri calendar the CV's script or country names, or undefined when neither does. */
export function hijriCalendarOf(text: string, country?: string): HijriCalendar | undefined {
  if (PERSIAN.test(text) || (country !== undefined && SOLAR_COUNTRIES.has(country))) return 'solar';
  if (ARABIC.test(text) || (country !== undefined && LUNAR_COUNTRIES.has(country))) return 'lunar';
  return undefined;
}

// Years a lunar Hijri date of someone alive and working falls in (1921 to 2043), and the births of working age (1921 to 2012)
// in each calendar.
const isLunarHijriYear = (year: number): boolean => year >= 1340 && year <= 1465;
const SOLAR_BIRTHS: [number, number] = [1300, 1391];
const LUNAR_BIRTHS: [number, number] = [1340, 1433];
const within = (year: number, [from, to]: [number, number]): boolean => year >= from && year <= to;

/**
 * The calendar a date of numbers is read in: its mark's; the CV's (`hint`) where that calendar has such a year, else the
 * other's; for a birth date of a CV that names none (`'birth'`), the calendar in which alone the year is a birth of working
 * age (none for a year both give); without any hint, the solar calendar first. Undefined: no Hijri date.
 */
export function hijriCalendarFor(year: number, mark: HijriCalendar | undefined, hint: HijriCalendar | 'birth' | undefined): HijriCalendar | undefined {
  if (mark) return mark;
  if (hint === 'birth') {
    const solar = within(year, SOLAR_BIRTHS);
    const lunar = within(year, LUNAR_BIRTHS);
    return solar && !lunar ? 'solar' : lunar && !solar ? 'lunar' : undefined;
  }
  if (hint === 'lunar' && isLunarHijriYear(year)) return 'lunar';
  if (isSolarHijriYear(year)) return 'solar';
  return isLunarHijriYear(year) ? 'lunar' : undefined;
}

// Made at the first lunar date, not when the module loads: ICU loads the calendar and its locale data for it, which took
// 12–27 ms of every cold parse thread, and almost no CV holds a lunar Hijri date.
let ummAlQura: Intl.DateTimeFormat | undefined;
const DAY_MS = 86_400_000;

/** The lunar Hijri date of a day (ms since 1970, UTC) as [year, month, day] in the Umm al-Qura calendar. */
function lunarOf(ms: number): [number, number, number] {
  ummAlQura ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  const parts = ummAlQura.formatToParts(new Date(ms));
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day')];
}

/**
 * The ISO Gregorian date of a lunar Hijri date (Umm al-Qura), or undefined when no such day exists (a 30th of a month of 29
 * days, month 13). The arithmetic (tabular) calendar places the day within two of the true one; ICU's tables settle it.
 */
export function lunarHijriToIso(year: number, month: number, day: number): string | undefined {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1 || day > 30 || !isLunarHijriYear(year)) return undefined;
  // Days since 1970-01-01 of the tabular date: the epoch (Julian day 1948440) and 11 leap days each 30 years.
  const tabular = day + Math.ceil(29.5 * (month - 1)) + (year - 1) * 354 + Math.floor((3 + 11 * year) / 30) + 1948439 - 2440588;
  for (const offset of [0, -1, 1, -2, 2, -3, 3]) {
    const ms = (tabular + offset) * DAY_MS;
    const [y, m, d] = lunarOf(ms);
    if (y === year && m === month && d === day) return new Date(ms).toISOString().slice(0, 10);
  }
  return undefined;
}

/** The ISO Gregorian date of a Hijri date in the calendar given. */
export const hijriToIso = (calendar: HijriCalendar, year: number, month: number, day: number): string | undefined =>
  (calendar === 'solar' ? solarHijriToIso(year, month, day) : lunarHijriToIso(year, month, day));
