// "marzo de 2024 - actualidad (2 años 9 meses)", "januari 2019 - heden": a period alone on its line, at most with how long
// it lasted in brackets after it. Languages that write month names in lower case (es, it, nl, pl, pt, fr) open such a
// line with a small letter, as a sentence or a duty's line does, but it is the dated line of an entry's header (LinkedIn's
// export prints every role so), never one of its details. Pure.
import { findPeriod } from './periods.js';

// A period's line is short; a longer line is no period alone (and nothing below runs over it).
const MAX_LINE = 120;
// "(2 años 9 meses)", "(10 miesięcy)": a length in brackets after the period, of a few words with a digit first.
const LENGTH_IN_BRACKETS = /^\(\s*\d[^()]{0,40}\)$/u;

/** The line holds a period from its first letter and nothing else but, in brackets, how long it lasted. */
export function isPeriodAlone(line: string): boolean {
  const t = line.trim();
  if (t.length > MAX_LINE) return false;
  const period = findPeriod(t);
  if (!period || period.index !== 0) return false;
  const rest = t.slice(period.length).trim();
  return rest === '' || LENGTH_IN_BRACKETS.test(rest);
}
