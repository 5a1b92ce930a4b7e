// The bound of a retention purge: "people not modified since …". A retention period is days
// to years, so unlike the audit's `--since` (time-bound.ts) minutes and hours are refused, a
// bare `m` is refused as ambiguous (a user who typed `6m` for six months once erased people
// modified six minutes earlier), `M` reads as month (as in ISO 8601 durations, P6M), and the
// bound must lie at least a day — MIN_RETENTION_DAYS unless forced — in the past and after
// EARLIEST_RETENTION_YEAR. One function for the CLI, the API and both stores.
import { isoTimestamp } from './clock.js';
import { ValidationError } from './errors.js';
import { EARLIEST_RETENTION_YEAR, MAX_RETENTION_YEARS, MIN_RETENTION_DAYS } from './limits.js';
import { parseTimeBound } from './time-bound.js';

export const RETENTION_FORMS = 'an age in days, weeks, months or years (30d, 12w, 6mo, "6 months", 18months, 2y) or a past date (2024-11-24)';

const DAY_MS = 86_400_000;
const AGE = /^(\d+)\s*([a-z]+)$/i;
type Unit = 'day' | 'week' | 'month' | 'year';
const UNITS: Record<string, Unit> = {
  d: 'day', day: 'day', days: 'day',
  w: 'week', wk: 'week', wks: 'week', week: 'week', weeks: 'week',
  mo: 'month', mos: 'month', mon: 'month', month: 'month', months: 'month',
  y: 'year', yr: 'year', yrs: 'year', year: 'year', years: 'year',
};
const SUB_DAY = new Set(['s', 'sec', 'secs', 'second', 'seconds', 'min', 'mins', 'minute', 'minutes', 'h', 'hr', 'hrs', 'hour', 'hours']);

export interface RetentionOptions {
  /** The flag or member named in messages: `--not-modified-since` or `/not_modified_since`. */
  label: string;
  /** Allows a bound less than MIN_RETENTION_DAYS (but still at least a day) ago. */
  force?: boolean;
}

/** The UTC timestamp (YYYY-MM-DD HH:MM:SS) before which people are purged; ValidationError otherwise. */
export function parseRetentionBound(text: string, now: Date, options: RetentionOptions): string {
  const { label } = options;
  const refuse = (message: string, hint = `use ${RETENTION_FORMS}`) =>
    new ValidationError(`${label} "${text}" ${message}`, [{ path: label, message }], hint);
  const value = text.trim();
  const age = AGE.exec(value);
  let bound: Date;
  if (age) {
    const [, digits, unitText] = age as unknown as [string, string, string];
    const unit: Unit | undefined = unitText === 'M' ? 'month' : UNITS[unitText.toLowerCase()];
    if (unitText === 'm') {
      const suggestion = `${digits}mo (month${digits === '1' ? '' : 's'})`;
      throw refuse('is ambiguous: m could be minutes or months', `did you mean ${suggestion}? A retention period is ${RETENTION_FORMS}`);
    }
    if (SUB_DAY.has(unitText.toLowerCase())) throw refuse('is shorter than a day: a retention period is counted in days, weeks, months or years');
    if (!unit) throw refuse('is not an age or a date');
    const amount = Number(digits);
    if (amount === 0) throw refuse('is zero: it would select everybody');
    // Checked before any date arithmetic: 999999y is beyond what a Date can hold.
    const maxAmount = { day: MAX_RETENTION_YEARS * 366, week: MAX_RETENTION_YEARS * 53, month: MAX_RETENTION_YEARS * 12, year: MAX_RETENTION_YEARS }[unit];
    if (digits.length > 7 || amount > maxAmount) throw refuse(`is more than ${MAX_RETENTION_YEARS} years`);
    bound = ago(now, amount, unit);
  } else {
    let stamp: string;
    try {
      stamp = parseTimeBound(value, now, label);
    } catch {
      throw refuse('is not an age or a date');
    }
    // parseTimeBound also reads its own ages (30m, 24h): those matched AGE above.
    bound = new Date(`${stamp.replace(' ', 'T')}Z`);
  }
  if (bound.getUTCFullYear() < EARLIEST_RETENTION_YEAR || now.getTime() - bound.getTime() > MAX_RETENTION_YEARS * 366 * DAY_MS) {
    throw refuse(`is before ${EARLIEST_RETENTION_YEAR} or more than ${MAX_RETENTION_YEARS} years ago`);
  }
  if (bound.getTime() > now.getTime()) throw refuse('is in the future: it would select everybody', `give a past date or ${RETENTION_FORMS}`);
  if (now.getTime() - bound.getTime() < DAY_MS) throw refuse('is less than a day ago: a retention period is at least a day', `use ${RETENTION_FORMS}`);
  if (!options.force && now.getTime() - bound.getTime() < MIN_RETENTION_DAYS * DAY_MS) {
    throw refuse(
      `is less than ${MIN_RETENTION_DAYS} days ago: people modified in the last ${MIN_RETENTION_DAYS} days are kept`,
      `give ${MIN_RETENTION_DAYS}d or more; --force (API member force: true) allows a shorter retention`,
    );
  }
  return isoTimestamp(bound);
}

/** `now` minus an age; months and years keep the day of the month where it exists (31 March − 1 month → 28/29 February). */
function ago(now: Date, amount: number, unit: Unit): Date {
  if (unit === 'day' || unit === 'week') return new Date(now.getTime() - amount * (unit === 'week' ? 7 : 1) * DAY_MS);
  const months = unit === 'year' ? amount * 12 : amount;
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const then = new Date(now);
  then.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return then;
}
