// A date printed alone under jobs that read newest first is where an older job ended, not where an open one began.
import type { Entry } from './entries.js';
import type { WorkEntry } from '../../domain/resume-sections.js';

/** "2019-03" and "2019" compare by what both print: the year, then the month where both have one. */
function notAfter(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length);
  return a.slice(0, n) <= b.slice(0, n);
}

/**
 * "Buyer  Mar 2018 – Feb 2022" over "Clerk  Jun 2017": a job printed with one date alone (no dash, no "since"), below a
 * job printed with its whole period that ended no earlier or still runs. A list so ordered runs newest first, where an
 * open job would stand above the closed ones and print "– Present" as they print their ends; the date alone is the end
 * of an older job whose start the CV left out (as JSON Resume themes print a job with an end date only). Below a job that
 * ended before it ("2015 – 2018" over "Mar 2019", a list oldest first) the date stays a start.
 */
export function withLoneDatesAsEnds(entries: readonly Entry[], read: readonly (WorkEntry | undefined)[]): (WorkEntry | undefined)[] {
  return read.map((work, i) => {
    if (!work || entries[i]!.period.lone !== true || work.start === '' || work.end !== '' || work.current) return work;
    const above = read.slice(0, i).filter((w): w is WorkEntry => w !== undefined && w.start !== '' && (w.end !== '' || w.current));
    const ranLater = above.some((w) => w.current || notAfter(work.start, w.end));
    return ranLater ? { ...work, start: '', end: work.start } : work;
  });
}
