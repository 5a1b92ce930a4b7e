// A job whose start a template left out, printed as the section's other headers are with its one date where their periods
// stand: "Example Logistics, Lda. / Mar 2021" among "Other Firm SAS / Jan 2019 – Feb 2021". Without an anchor the whole job
// was lost, or read into the details of the job above. The date anchors the entry as a date alone on its line does (a lone
// start), only where another line of the section ends on a whole period after the same separator: alone, a date after a
// comma ("Example Award, June 2019") is as often the date of something else.
import { findDateAfterHeader, type Period } from './periods.js';

/** The separator right before a period that ends its line ("Firm / Jan 2019 – Feb 2021" → "/"), or undefined. */
function separatorBeforePeriod(line: string, period: Period): string | undefined {
  if (line.slice(period.index + period.length).trim() !== '') return undefined;
  const before = line.slice(0, period.index).trimEnd();
  const sign = before.at(-1);
  return sign !== undefined && /[/|·•,]/u.test(sign) && /\p{L}/u.test(before) ? sign : undefined;
}

/** The anchors with a lone date after a header added, where another line ends on a whole period after that separator. */
export function withDatesAfterHeaders(lines: readonly string[], anchors: readonly (Period | undefined)[]): (Period | undefined)[] {
  const separators = new Set<string>();
  anchors.forEach((p, i) => {
    const sign = p && p.start !== '' && (p.end !== '' || p.current) ? separatorBeforePeriod(lines[i]!, p) : undefined;
    if (sign) separators.add(sign);
  });
  if (separators.size === 0) return [...anchors];
  return anchors.map((p, i) => {
    if (p) return p;
    const lone = findDateAfterHeader(lines[i]!);
    if (!lone || !separators.has(lone.separator)) return undefined;
    const { separator: _, ...period } = lone;
    return period;
  });
}
