// Time comes in through a Clock so rules about "today" (active jobs/projects,
// future birth dates) are testable. Dates and timestamps are UTC (SPEC.md §2 formats).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isoTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
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
