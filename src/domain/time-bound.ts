// "Since when" arguments (reused by the search and retention filters):
// an instant a user types, read in one of three unambiguous forms, and turned
// into the UTC timestamp text the store compares (SPEC.md §2: YYYY-MM-DD HH:MM:SS).
import { isCalendarDate, isoTimestamp } from './clock.js';
import { ValidationError } from './errors.js';

export const TIME_BOUND_FORMS =
  'a date (2026-11-24, UTC midnight), an ISO 8601 timestamp (2026-11-24T07:28:50Z, 2026-11-24T08:28:50+01:00, ' +
  'or 2026-11-24 07:28:50 in UTC as recruit prints it), or an age (30m, 24h, 7d, 2w, 1y)';

const AGE = /^(\d{1,6})(m|h|d|w|y)$/;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;

/** The UTC timestamp `text` names, relative ages counted back from `now`; ValidationError otherwise. */
export function parseTimeBound(text: string, now: Date, label = '--since'): string {
  const value = text.trim();
  const age = AGE.exec(value);
  if (age) {
    const amount = Number(age[1]);
    const unit = age[2] as keyof typeof UNIT_MS | 'y';
    if (unit === 'y') {
      const then = new Date(now);
      then.setUTCFullYear(then.getUTCFullYear() - amount);
      return isoTimestamp(then);
    }
    return isoTimestamp(new Date(now.getTime() - amount * UNIT_MS[unit]));
  }
  if (isCalendarDate(value)) return `${value} 00:00:00`;
  const stamp = TIMESTAMP.exec(value);
  if (stamp && isCalendarDate(stamp[1]!)) {
    const [hours, minutes, seconds] = [Number(stamp[2]), Number(stamp[3]), Number(stamp[4] ?? 0)];
    if (hours < 24 && minutes < 60 && seconds < 60) {
      const offset = stamp[5] === undefined || stamp[5].toUpperCase() === 'Z' ? 'Z' : normaliseOffset(stamp[5]);
      const instant = new Date(`${stamp[1]}T${stamp[2]}:${stamp[3]}:${String(seconds).padStart(2, '0')}${offset}`);
      if (!Number.isNaN(instant.getTime())) return isoTimestamp(instant);
    }
  }
  const hint = `use ${TIME_BOUND_FORMS}`;
  throw new ValidationError(`${label} "${text}" is not a date, timestamp or age`, [{ path: label, message: hint }], hint);
}

function normaliseOffset(offset: string): string {
  return offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
}
