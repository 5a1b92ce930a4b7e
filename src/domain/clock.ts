// Time comes in through a Clock so rules about "today" (active jobs/projects,
// future birth dates) are testable. Dates and timestamps are UTC (SPEC.md §2 formats).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

// The last answer of each format, by the day or second it names: every request asks for today's
// date and the current timestamp, and formatting a Date showed in a CPU profile of POST /person.
// An invalid Date has a NaN time, which equals nothing, so it still throws as toISOString does.
const MS_PER_DAY = 86_400_000;
let lastDay = Number.NaN;
let lastDate = '';
let lastSecond = Number.NaN;
let lastTimestamp = '';

export function isoDate(date: Date): string {
  const day = Math.floor(date.getTime() / MS_PER_DAY);
  if (day !== lastDay) {
    lastDate = date.toISOString().slice(0, 10);
    lastDay = day;
  }
  return lastDate;
}

export function isoTimestamp(date: Date): string {
  const second = Math.floor(date.getTime() / 1000);
  if (second !== lastSecond) {
    lastTimestamp = date.toISOString().slice(0, 19).replace('T', ' ');
    lastSecond = second;
  }
  return lastTimestamp;
}

/** True for a real calendar date in YYYY-MM-DD (rejects 2023-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDate(date) === text && Number(match[1]) >= 1;
}

/** Active window rule shared by jobs and projects: a missing bound is unbounded. */
export function isWithinDates(today: string, from: string | null, till: string | null): boolean {
  return (from === null || from <= today) && (till === null || today <= till);
}
