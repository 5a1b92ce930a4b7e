// A period printed in a date column as two stacked cells, the later end above the start ("Present" over
// "10/2021", or "09/2021" over "03/2018"), without a dash between them: templates that list the newest
// first do so, right-to-left ones most of all. The column may open the rows (a left or a right-to-left
// one) or end them; its two cells may also be read onto one row ("present<tab>03/2020"). The two are put
// back as one period ("10/2021 – Present") on the upper row, where the column stands, the row below
// keeping its other text. Pure.
import { findLoneStart, findPeriod } from './periods.js';
import { isCompany, isTitle } from './roles.js';

const CELLS = /\s*\t\s*|\s{2,}/u;

/** "Present" (any language the period reader knows) alone in a cell: an end, never a start. */
const isNowCell = (cell: string): boolean => {
  const period = findPeriod(`01/2000 – ${cell}`);
  return period !== undefined && period.current && period.length >= 10 + cell.length;
};

/** A month date ("03/2018", "2018-03") or a year alone in a cell (a start only under "Present"). */
const monthDateOf = (cell: string): string | undefined => {
  if (/^(?:19|20)\d{2}$/u.test(cell)) return cell;
  const lone = findLoneStart(cell);
  return lone !== undefined && lone.index === 0 && lone.length >= cell.length ? lone.start : undefined;
};

/** The period of an end cell over a start cell, as the period reader writes it, or undefined when they make none. */
function stacked(top: string, below: string, years: boolean): { text: string; now: boolean } | undefined {
  const start = monthDateOf(below);
  if (start === undefined) return undefined;
  const now = isNowCell(top);
  const end = now ? undefined : monthDateOf(top);
  // A year and a month date are no pair; nor are two years where entries are listed by one year each (studies).
  if (!now && (end === undefined || end < start || end.length !== start.length || (!years && start.length === 4))) return undefined;
  const text = `${below} – ${top}`;
  const period = findPeriod(text);
  return period !== undefined && period.index === 0 && period.start === start ? { text, now } : undefined;
}

// What the row under a stacked date holds beside it: an entry's detail after a bullet or an icon's lone glyph
// ("• Built …", "ğ Built …"). A header there would make the lower date a second entry's start.
const BULLETED = /^(?:[^\p{L}\p{N}\s]|\p{L}(?:\s|$))/u;

/**
 * May the dates beside `upper` and `lower` (the rows' other text) be one period? "Present" above is an end whatever
 * follows. A date above is one beside a header whose row below holds a detail, or the other half of a two-line header
 * (a title over its employer, or the reverse); two dates alone in a column, or beside two headers, are as often the
 * starts of two entries.
 */
function oneEntry(upper: string, lower: string, now: boolean, isDetail: (line: string) => boolean): boolean {
  if (now) return true;
  if (upper === '' || lower === '') return false;
  if (BULLETED.test(lower) || isDetail(lower)) return true;
  const one = (part: string): boolean => !/[,|•·–—]/u.test(part);
  return one(upper) && one(lower) && ((isTitle(upper) && !isCompany(upper) && isCompany(lower)) || (isCompany(upper) && isTitle(lower) && !isCompany(lower)));
}

/** The rows with each end-over-start pair of date cells joined into one period on the upper row (two years too, with `years`). */
export function joinStackedPeriods(
  lines: readonly string[], isDetail: (line: string) => boolean = () => false, { years = true }: { years?: boolean } = {},
): string[] {
  const out = withNowEndsJoined(joinWrappedPeriods(lines.map((line) => sideBySide(line, years))));
  for (let i = 0; i + 1 < out.length; i++) {
    if (findPeriod(out[i]!) !== undefined) continue;
    const top = out[i]!.trim().split(CELLS);
    const below = out[i + 1]!.trim().split(CELLS);
    // The column first (left, or right-to-left) or last (right) in both rows.
    for (const edge of ['first', 'last'] as const) {
      const take = (cells: string[]): [string, string] => (edge === 'first'
        ? [cells[0] ?? '', cells.slice(1).join('\t')] : [cells.at(-1) ?? '', cells.slice(0, -1).join('\t')]);
      const [topDate, upper] = take(top);
      const [belowDate, lower] = take(below);
      if (edge === 'last' && (top.length < 2 || below.length < 2)) continue;
      const period = stacked(topDate, belowDate, years);
      if (period === undefined || !oneEntry(upper, lower, period.now, isDetail)) continue;
      out[i] = edge === 'first' ? [period.text, upper].filter(Boolean).join('\t') : `${upper}\t${period.text}`;
      if (lower === '') out.splice(i + 1, 1);
      else out[i + 1] = lower;
      break;
    }
  }
  return out;
}

/** "Warehouse Lead<tab>present<tab>03/2020": the stacked cells read onto one row, side by side, put as one period. */
function sideBySide(line: string, years: boolean): string {
  if (!line.includes('\t')) return line;
  const cells = line.split('\t');
  for (let k = 0; k + 1 < cells.length; k++) {
    const period = stacked(cells[k]!.trim(), cells[k + 1]!.trim(), years);
    if (period !== undefined) return [...cells.slice(0, k), period.text, ...cells.slice(k + 2)].join('\t');
  }
  return line;
}

/**
 * "2015" over "2018", each alone on its line, the entry's text under them: a period whose start and end a narrow cell
 * wrapped onto two lines (a web template's date box printed to PDF, its dash drawn by the page's style or left out).
 * The start stands above the end, both of one form (two years, or two month dates). Only a pair: a run of three dates
 * alone is a column of single dates, read apart from its entries. Studies read it before they take a year alone for
 * the date cell of the line above it (./study-lines.ts).
 */
export function joinWrappedPeriods(lines: readonly string[]): string[] {
  const lone = lines.map((line) => monthDateOf(line.trim()));
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [start, end] = [lone[i], lone[i + 1]];
    const pair = start !== undefined && end !== undefined && start.length === end.length && start <= end
      && lone[i - 1] === undefined && lone[i + 2] === undefined && i + 2 < lines.length;
    const text = pair ? `${lines[i]!.trim()} – ${lines[i + 1]!.trim()}` : '';
    const period = pair ? findPeriod(text) : undefined;
    if (period !== undefined && period.index === 0 && period.length === text.length) {
      out.push(text);
      i++;
    } else out.push(lines[i]!);
  }
  return out;
}

// "TO PRESENT", "– present", "bis heute": the end of a period, with the word that joins it to its start, alone on a line.
const JOINED_NOW = /^(?:to|until|till|bis|au|a|hasta|até|fino\s+a|tot|do|[-–—])\s+(\S.*)$/iu;
/** Lines down from a start's line where its wrapped end may stand: the cell's next line, or past one line of the cell beside. */
const NOW_END_LINES = 2;

/**
 * "2023-10-01⇥Ran the supplier reviews." ↵ "TO PRESENT": a narrow date cell wrapped an open period after its start, the
 * entry's first detail in the cell beside it on the start's row. The end goes back onto the start's row as one period
 * ("2023-10-01 TO PRESENT"), its own line dropped. Only a start alone in its row's first cell, and an end that says
 * "now" (a date there is as often the next entry's).
 */
function withNowEndsJoined(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const cells = out[i]!.trim().split(CELLS);
    const start = cells[0] ?? '';
    if (monthDateOf(start) === undefined || findPeriod(out[i]!) !== undefined) continue;
    for (let k = i + 1; k <= Math.min(i + NOW_END_LINES, out.length - 1); k++) {
      const end = JOINED_NOW.exec(out[k]!.trim());
      if (end === null || !isNowCell(end[1]!)) continue;
      const text = `${start} ${out[k]!.trim()}`;
      const period = findPeriod(text);
      if (period === undefined || period.index !== 0 || !period.current) break;
      out[i] = [text, ...cells.slice(1)].join('\t');
      out.splice(k, 1);
      break;
    }
  }
  return out;
}
