// Solar Hijri (Persian, Jalali) dates as Gregorian ones. Iranian and Afghan CVs print a birth date such as "1368/05/12": the
// year starts at the March equinox, its first six months have 31 days, the next five 30, the last 29 (30 in a leap year).
// The leap years follow the 33-year cycles of the published arithmetic (Borkowski's, as the jalaali calendar libraries
// use it), whose table of break years holds from 1 to 3177 of that era. Pure arithmetic on day numbers (Julian days).

// The years where the pattern of leap years within its 33-year cycles breaks.
const BREAKS = [-61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178];

const div = (a: number, b: number): number => Math.trunc(a / b);
const mod = (a: number, b: number): number => a - Math.trunc(a / b) * b;

/** The Gregorian year the Solar Hijri year starts in, the day of March its first day falls on, and whether it is a leap year. */
function yearStart(jy: number): { gy: number; march: number; leap: boolean } {
  const gy = jy + 621;
  let leapJ = -14;
  let jp = BREAKS[0]!;
  let jump = 0;
  for (let i = 1; i < BREAKS.length; i++) {
    const jm = BREAKS[i]!;
    jump = jm - jp;
    if (jy < jm) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    jp = jm;
  }
  let n = jy - jp;
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150;
  const march = 20 + leapJ - leapG;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  let leap = mod(mod(n + 1, 33) - 1, 4);
  if (leap === -1) leap = 4;
  return { gy, march, leap: leap === 0 };
}

/** The Julian day number of a Gregorian date. */
function gregorianDay(gy: number, gm: number, gd: number): number {
  const d = div((gy + div(gm - 8, 6) + 100100) * 1461, 4) + div(153 * mod(gm + 9, 12) + 2, 5) + gd - 34840408;
  return d - div(div(gy + 100100 + div(gm - 8, 6), 100) * 3, 4) + 752;
}

/** The Gregorian date of a Julian day number. */
function fromDay(jdn: number): [number, number, number] {
  let j = 4 * jdn + 139361631;
  j += div(div(4 * jdn + 183187720, 146097) * 3, 4) * 4 - 3908;
  const i = div(mod(j, 1461), 4) * 5 + 308;
  const gd = div(mod(i, 153), 5) + 1;
  const gm = mod(div(i, 153), 12) + 1;
  const gy = div(j, 1461) - 100100 + div(8 - gm, 6);
  return [gy, gm, gd];
}

/** Years a Solar Hijri birth or study date of someone alive and working falls in (1921 to 2041). */
export const isSolarHijriYear = (year: number): boolean => year >= 1300 && year <= 1420;

/** The ISO Gregorian date of a Solar Hijri date, or undefined when no such day exists (month 13, the 31st of Mehr …). */
export function solarHijriToIso(jy: number, jm: number, jd: number): string | undefined {
  if (![jy, jm, jd].every(Number.isInteger) || jy < 1 || jy >= 3178 || jm < 1 || jm > 12 || jd < 1) return undefined;
  const { gy, march, leap } = yearStart(jy);
  const days = jm <= 6 ? 31 : jm <= 11 ? 30 : leap ? 30 : 29;
  if (jd > days) return undefined;
  const day = gregorianDay(gy, 3, march) + (jm - 1) * 31 - div(jm, 7) * (jm - 7) + jd - 1;
  const [y, m, d] = fromDay(day);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
