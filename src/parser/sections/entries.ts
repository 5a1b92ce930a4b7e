// Groups the lines of an experience or education section into entries, one per period
// ("2019 – 2021"). CVs print an entry's header (title, employer, place) on the period's own
// line, on one or two lines before it, or on the lines after it when the period comes first;
// bullets and sentences below are the entry's details, not its header.
import { findPeriod, withoutPeriod, type Period } from './periods.js';

export interface Entry {
  period: Period;
  /** Header parts in reading order ("Software Engineer", "Example GmbH", "Berlin"). */
  parts: string[];
}

const MAX_HEADER_LINES = 2;
// "2 years 10 months" beside a period is its length, not a header part.
const DURATION = /^\d+\+?\s*(years?|yrs?|months?|mos?|jahre?|monate?|ev|év|honap|hónap|ans?|mois|anos?|años?|meses|anni|mesi|lat|miesi[aą]c\w*)\b/iu;

/** A bullet or a sentence: an entry's detail, never its header. */
export function isDetailLine(line: string): boolean {
  const t = line.trim();
  if (/^[-–•·*▪►✓➢o]\s/u.test(t) || /^[•·▪►✓➢]/u.test(t)) return true;
  const words = t.split(/\s+/).length;
  return words > 10 || t.length > 90 || (words > 4 && /[.!?]$/.test(t)) || /^\p{Ll}/u.test(t);
}

/** "Software Engineer, Example GmbH | Berlin" → its parts; " at " and " bei " also divide. */
export function splitParts(text: string): string[] {
  return text
    .split(/\s*[|•·]\s*|\s+[-–—]\s+|\s*,\s+|\t+|\s{3,}|\s+(?:at|bei|chez|presso|en|w|@)\s+(?=\p{Lu})/u)
    .map((p) => p.replace(/^[\s(]+|[\s),;:]+$/gu, '').trim())
    .filter((p) => p.length > 1 && /\p{L}/u.test(p) && !DURATION.test(p));
}

export function groupEntries(lines: readonly string[]): Entry[] {
  const anchors = lines.map((l) => findPeriod(l));
  const entries: Entry[] = [];
  // Does this section print periods before their headers? Then header lines follow the period.
  const firstAnchor = anchors.findIndex(Boolean);
  if (firstAnchor < 0) return entries;
  const periodFirst = firstAnchor === 0 || lines.slice(0, firstAnchor).every(isDetailLine);
  let consumedUpTo = -1; // lines up to here belong to an earlier entry's header
  for (let i = 0; i < lines.length; i++) {
    const period = anchors[i];
    if (!period) continue;
    const header: string[] = [];
    const own = withoutPeriod(lines[i]!, period);
    if (periodFirst) {
      if (own) header.push(own);
      // "2019 – 2021 Engineer, Example GmbH" is a whole header: the lines below are details.
      const whole = splitParts(own).length >= 2;
      for (let j = i + 1; !whole && j < lines.length && header.length < MAX_HEADER_LINES + (own ? 1 : 0) && !anchors[j]; j++) {
        if (isDetailLine(lines[j]!)) break;
        header.push(lines[j]!);
        consumedUpTo = j;
      }
    } else {
      const before: string[] = [];
      for (let j = i - 1; j > consumedUpTo && before.length < MAX_HEADER_LINES && !anchors[j]; j--) {
        if (isDetailLine(lines[j]!)) break;
        before.unshift(lines[j]!);
      }
      header.push(...before);
      if (own) header.push(own);
      // "Example Corp\n2019 – 2021\nSoftware Engineer": a lone period line takes the next short line too.
      if (header.length < 2 && i + 1 < lines.length && !anchors[i + 1] && !isDetailLine(lines[i + 1]!)) {
        header.push(lines[i + 1]!);
        consumedUpTo = i + 1;
      }
      consumedUpTo = Math.max(consumedUpTo, i);
    }
    entries.push({ period, parts: header.flatMap(splitParts) });
  }
  return entries;
}
