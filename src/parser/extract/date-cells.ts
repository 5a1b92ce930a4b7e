// Date cells of a PDF page: the periods a CV prints in a column of their own ("2019 – 2021",
// "03/2022 – heute", "Mar 2019 –" over "Present") beside the line of the entry they date.
// Pure; used by ./pdf-layout.ts so that a date column is read on the row of its entry instead
// of being taken for a text column of its own (read after all the text, entries without dates).
import type { PositionedText } from './pdf-layout.js';
import { right } from './item-edges.js';
import { foldForDates, monthNumber } from '../fields/dates.js';
import { joinPeriodsAroundLines } from './timeline-periods.js';

/** A positioned text item of the page (pdf-layout.ts's PositionedText). */
export type CellItem = PositionedText;

export interface CellRow<T extends CellItem> { y: number; items: T[] }


const YEAR = /(?:^|[^\d])(?:19|20)\d{2}(?!\d)/u;
const WORD = /\p{L}+/gu;

/**
 * A cell that only holds a date or a period: a year, month names or numbers, a dash, and a
 * word or two ("Present", "heute", "since"). Anything longer is text that mentions a year.
 */
export function isDateCellText(text: string): boolean {
  const t = yearsAlone(text.trim());
  if (t.length === 0 || t.length > 40 || !YEAR.test(t) || /[@:]$|https?:|www\./iu.test(t)) return false;
  const years = [...t.matchAll(/(?:19|20)\d{2}(?!\d)/gu)];
  if (years.length > 2) return false;
  const words = t.match(WORD) ?? [];
  if (words.length > 3 || words.some((w) => w.length > 12)) return false;
  // After the last year only an open end may follow: "– Present", "– to date", "– aujourd’hui", nothing.
  // "2019 – 2021 Sample School – Diploma" is a date and the entry's text in one cell.
  const last = years[years.length - 1]!;
  const after = t.slice(last.index + last[0].length).trim();
  return after === '' || /^[-–—](?:\s*[\p{L}’'.]+){0,2}$/u.test(after);
}

/**
 * Dates written year first keep only their year, so the check after the last year sees what follows the date:
 * "2019.09", "2019-09", "2019/9", "2019. 09.", "2019.09.15", and as Chinese, Japanese and Korean CVs write them
 * ("2019年9月", "2019년 9월"), whose date signs are no words. A tilde (~, ～, 〜) between two dates is their dash.
 * A full ISO date ("2018-09-01") is left as it is: forms print it as a label's value ("Start: 2018-09-01"), and
 * read as a date cell it was moved off its label's row, onto the next entry's.
 */
const YEAR_FIRST = /(?!(?:19|20)\d{2}-\d{1,2}-\d{1,2}(?!\d))((?:19|20)\d{2})(?:\s*[年년]\s*\d{1,2}\s*[月월](?:\s*\d{1,2}\s*[日일])?|[./-]\s?(?:0?[1-9]|1[0-2])(?:[./-]\s?\d{1,2})?\.?(?!\d))/gu;

/**
 * A period of full ISO dates ("2023-08-01 – 2025-05-01", "2025-05-01 – Present"), as web CV builders print a résumé's dates
 * unformatted: two dates, or one and an open end, are no label's value. Such a period keeps its years only.
 */
const ISO_PERIOD = /^(?:19|20)\d{2}-\d{1,2}-\d{1,2}\s*[-–—]\s*(?:(?:19|20)\d{2}-\d{1,2}-\d{1,2}|[\p{L}’'.]+(?:\s+[\p{L}’'.]+)?)$/u;
const ISO_DATE = /((?:19|20)\d{2})-\d{1,2}-\d{1,2}(?!\d)/gu;

function yearsAlone(text: string): string {
  const dated = ISO_PERIOD.test(text) ? text.replace(ISO_DATE, '$1') : text;
  return dated.replace(YEAR_FIRST, '$1').replace(/[~～〜]/gu, '–');
}

/** A period left open at the end of a line ("Mar 2019 –"), or the end of one starting the next ("– Present"). */
const OPEN_END = /[-–—]\s*$/u;
const OPEN_START = /^\s*[-–—]/u;

/** Text of a run of items, spaced by their gaps as ./pdf-layout.ts does. */
function joinItems(items: CellItem[]): string {
  let text = '';
  let prevEnd = -Infinity;
  for (const item of items) {
    if (text !== '' && item.x - prevEnd > 0.15 * item.fontSize && !text.endsWith(' ') && !item.str.startsWith(' ')) text += ' ';
    text += item.str;
    prevEnd = Math.max(prevEnd, right(item));
  }
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * Runs of items separated by gaps wider than `gapEm` font sizes (the cells of a row). A period open at its end that meets
 * a capital with no gap ("2022 – současnost" "Účetní": wider than its date column) ends its cell there too: read as one,
 * the period and the title made one date cell ("2022 – prezentProje …").
 */
export function cellsOf<T extends CellItem>(row: CellRow<T>, gapEm: number): T[][] {
  const cells: T[][] = [];
  let prevEnd = -Infinity;
  for (const item of row.items) {
    const cell = cells[cells.length - 1];
    const last = cell?.[cell.length - 1];
    const periodEnds = last !== undefined && startsCapitalWord(item.str) && endsWithOpenPeriod(last.str);
    if (cell && item.x - prevEnd <= gapEm * item.fontSize && !periodEnds) cell.push(item);
    else cells.push([item]);
    prevEnd = Math.max(prevEnd, right(item));
  }
  return cells;
}

/** Letters of the word or two that close an open period ("present", "současnost", "în prezent", "d.d.") at most. */
const MAX_OPEN_END_CHARS = 16;

/**
 * "2022 – současnost", "05/2019 - în prezent": the text ends with a period open at its end, a year, a dash and a word or two
 * of letters (the language's "present"), so the capital after it opens the next cell as after a year ("2022 –
 * současnostÚčetní"). Read by hand from the end: a pattern tried at each year of a long line would try every split of the
 * letters after it.
 */
export function endsWithOpenPeriod(text: string): boolean {
  let at = text.length;
  while (at > 0 && text.length - at <= MAX_OPEN_END_CHARS && isOpenEndChar(text.charAt(at - 1))) at--;
  const word = text.slice(at).trim();
  if (word === '' || text.length - at > MAX_OPEN_END_CHARS || !isLetterChar(word.charAt(0))) return false;
  const dash = text.charAt(at - 1);
  if (dash !== '–' && dash !== '—' && dash !== '-') return false;
  const before = text.slice(Math.max(0, at - 8), at - 1).trimEnd();
  const year = before.slice(-4);
  return (year.startsWith('19') || year.startsWith('20')) && [...year].every((c) => c >= '0' && c <= '9') && !/\d/.test(before.charAt(before.length - 5));
}

const isLetterChar = (c: string): boolean => c.toLowerCase() !== c.toUpperCase();
const isOpenEndChar = (c: string): boolean => c === ' ' || c === '.' || isLetterChar(c);

/** "Účetní", "Proje": a capital, then a small letter (no pattern: tried on every item of a row that follows a cell). */
const startsCapitalWord = (text: string): boolean => {
  const [a = '', b = ''] = [text.charAt(0), text.charAt(1)];
  return a !== a.toLowerCase() && b !== b.toUpperCase();
};

/** A gap wider than this many font sizes after a period is no word space (those are about a quarter). */
const AFTER_PERIOD_GAP_EM = 0.5;

/**
 * The items of a period that opens a cell and is set apart from the text after it by more than a
 * word space ("Juil. 2023—", a gap, "Participation au …"), or the whole cell when it has none.
 */
function leadingPeriod<T extends CellItem>(cell: T[]): T[] {
  if (cell.length < 2 || !/\d/u.test(cell[0]!.str)) return cell;
  for (let k = 1; k < Math.min(cell.length, 5); k++) {
    const head = cell.slice(0, k);
    const gap = cell[k]!.x - Math.max(...head.map(right));
    if (gap > AFTER_PERIOD_GAP_EM * cell[k]!.fontSize && isDateCellText(joinItems(head))) return head;
  }
  return cell;
}

/** The items of a period as one date cell, recorded in `dates`. */
function dateCell<T extends CellItem>(items: T[], text: string, dates: Set<T>): T {
  const one = items.length === 1 && items[0]!.str === text ? items[0]! : merged(items, text);
  dates.add(one);
  return one;
}

function merged<T extends CellItem>(items: T[], str: string): T {
  const first = items[0]!;
  const x = Math.min(...items.map((i) => i.x));
  const end = Math.max(...items.map(right));
  return { ...first, str, x, width: end - x, fontSize: Math.max(...items.map((i) => i.fontSize)) };
}

const LABEL_END = /[:：]\s*$/u;

export interface DateCells<T extends CellItem> {
  /** The rows with each date cell made one item, and a period split over two lines, or around its entry's line, joined. */
  rows: CellRow<T>[];
  /** Date cells aligned with at least one other (a date column), grouped by column. */
  columns: T[][];
}

/**
 * Finds the date cells of a region's rows (sorted top to bottom, items left to right) and the
 * date columns they form. A cell is made one item, so a period printed as several pieces
 * ("Mar", "2019", "–") moves as a whole.
 */
export function findDateCells<T extends CellItem>(rows: CellRow<T>[], gapEm: number): DateCells<T> {
  const dates = new Set<T>();
  const out: CellRow<T>[] = rows.map((row) => {
    const items: T[] = [];
    let labelled = false;
    for (const cell of cellsOf(row, gapEm)) {
      // A value after its label's colon ("Start:" | "09/2018") is the label's, on the label's row: no date cell.
      const afterLabel = labelled;
      labelled = LABEL_END.test(cell[cell.length - 1]!.str);
      if (afterLabel) {
        items.push(...cell);
        continue;
      }
      const head = leadingPeriod(cell);
      if (head.length < cell.length) {
        items.push(dateCell(head, joinItems(head), dates), ...cell.slice(head.length));
        continue;
      }
      // Most cells hold no digit at all: no need to join their text (a cost paid on every page).
      const text = cell.some((i) => /\d/u.test(i.str)) ? joinItems(cell) : '';
      items.push(...(isDateCellText(text) ? [dateCell(cell, text, dates)] : cell));
    }
    return { y: row.y, items };
  });
  joinSplitPeriods(out, dates, gapEm);
  joinPeriodsAroundLines(out, dates, merged);
  return { rows: out, columns: alignedColumns([...dates]) };
}

/**
 * "Mar 2019 –" with "Present" on the line below, in the same column: one period. The next
 * line's cell must overlap the date horizontally, sit within two line heights and be short.
 * Years with a line of month names under them are one period too.
 */
function joinSplitPeriods<T extends CellItem>(rows: CellRow<T>[], dates: Set<T>, gapEm: number): void {
  for (let r = 0; r + 1 < rows.length; r++) {
    for (const date of rows[r]!.items) {
      if (!dates.has(date)) continue;
      const next = rows[r + 1]!;
      if (next.y - rows[r]!.y > 2.5 * date.fontSize || goesOnInItsRow(rows[r]!, date, gapEm)) continue;
      const under = cellsOf(next, gapEm).filter((c) => c[0]!.x < right(date) + 1 && Math.max(...c.map(right)) > date.x - 1);
      const cell = under[0];
      if (!cell) continue;
      const text = joinItems(cell);
      const singleYear = (date.str.match(/(?:19|20)\d{2}(?!\d)/gu) ?? []).length === 1;
      const open = OPEN_END.test(date.str) || (OPEN_START.test(text) && singleYear);
      const short = text.length <= 25 && (text.match(WORD) ?? []).length <= 2 && !/[@:]/u.test(text);
      // The months are set smaller than the years they stand under.
      const smaller = under.flat().every((i) => i.fontSize <= 0.85 * date.fontSize);
      const months = open || !smaller ? null : monthsOverYears(date.str.trim(), joinItems(under.flat()));
      if ((!open || !short) && months === null) continue;
      const taken = months === null ? cell : under.flat();
      const joined = merged([date, ...taken], months ?? `${date.str} ${text}`.replace(/\s+/gu, ' '));
      rows[r]!.items = rows[r]!.items.map((i) => (i === date ? joined : i));
      next.items = next.items.filter((i) => !taken.includes(i));
      dates.delete(date);
      for (const i of taken) dates.delete(i); // "06/2023" under "11/2020 –" is a date cell of its own too
      dates.add(joined);
    }
  }
  for (let r = rows.length - 1; r >= 0; r--) if (rows[r]!.items.length === 0) rows.splice(r, 1);
}

/**
 * "fev/2015 –" then "fev/2019" in the same cell of its row: the period's end is on its own line, so the line below ("FORMAÇÃO
 * ACADÊMICA", the next section's heading) is no end of it.
 */
function goesOnInItsRow<T extends CellItem>(row: CellRow<T>, date: T, gapEm: number): boolean {
  const cell = cellsOf(row, gapEm).find((c) => c.includes(date));
  const after = cell?.[cell.indexOf(date) + 1];
  return after !== undefined && OPENS_ON_DATE.test(after.str);
}
// A date opening the text: "fev/2019", "03/2019", "März 2019", "2019" (the entry's text after a period opens on none).
const OPENS_ON_DATE = /^\s*(?:\p{L}{2,9}\.?[\s/]*)?(?:\d{1,2}\s?[./-]\s?)?(?:19|20)\d{2}(?!\d)/u;

/** A month's name or its abbreviation in one of the CVs' languages ("März", "Sept.", "listopad"). */
const isMonthName = (word: string): boolean => /^\p{L}{3,12}\.?$/u.test(word) && monthNumber(foldForDates(word)) !== undefined;

/**
 * A period printed as bare years with their months in a smaller line of their own below ("2006 – 2009"
 * over "April  Mai"): one word per year, nothing but letters. The period with each month before its year.
 */
const BARE_YEARS = /^(?:19|20)\d{2}(?:\s*[-–—]\s*(?:(?:19|20)\d{2}|\p{L}+))?$/u;

function monthsOverYears(period: string, below: string): string | null {
  const words = below.trim().split(/\s+/u);
  const years = [...period.matchAll(/(?:19|20)\d{2}(?!\d)/gu)];
  // Month names only: a smaller title under a period's years ("2022 – 2026" over "Técnico comercial", as the old Europass
  // sets its dates larger) has as many words.
  if (years.length === 0 || words.length !== years.length || !words.every(isMonthName)) return null;
  // Only bare years may take a month: "Mar 2019 – 2021" and "07/03/1988" already have one.
  if (!BARE_YEARS.test(period)) return null;
  let out = '';
  let at = 0;
  years.forEach((y, i) => {
    out += `${period.slice(at, y.index)}${words[i]} ${y[0]}`;
    at = y.index + y[0].length;
  });
  return (out + period.slice(at)).replace(/\s+/gu, ' ').trim();
}

/** Date cells sharing a left edge, right edge or centre (within 3 pt) with another: a column. */
function alignedColumns<T extends CellItem>(dates: T[]): T[][] {
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= 3;
  const aligned = (a: T, b: T): boolean => near(a.x, b.x) || near(right(a), right(b)) || near(a.x + a.width / 2, b.x + b.width / 2);
  const groups: T[][] = [];
  for (const date of dates) {
    const joins = groups.filter((g) => g.some((d) => aligned(d, date)));
    const group = [date, ...joins.flat()];
    for (const g of joins) groups.splice(groups.indexOf(g), 1);
    groups.push(group);
  }
  return groups.filter((g) => g.length >= 2);
}

export type Side = 'left' | 'right';

/**
 * The gap from a date column to the text of its own side, headings set flush with the dates (over
 * them) left out, is more than twice the gap `across` to the text across the gutter.
 */
function onlyAcross<T extends CellItem>(
  rows: CellRow<T>[], isDate: Set<T>, own: Side, start: number, end: number, across: number,
): boolean {
  let gap = Infinity;
  for (const row of rows) {
    for (const i of row.items) {
      if (isDate.has(i) || Math.abs((own === 'left' ? i.x - start : right(i) - end)) <= 2) continue;
      if (own === 'left' ? i.x < start : right(i) > end) gap = Math.min(gap, own === 'left' ? start - right(i) : i.x - end);
    }
  }
  return Number.isFinite(gap) && gap > 0 && across >= 0 && across < 0.5 * gap;
}

/**
 * Which side of a gutter each date column belongs to. It stays on the side its centre falls on,
 * unless nearly every one of its cells shares a baseline with text across the gutter and either
 * it lies below or above all the text of its own side (dates under a header's contact column)
 * or it sits beside text of its own side less often (a period column between a main column and
 * a sidebar that the gutter happened to pass on the main column's side). A year alone on a
 * sidebar line pairs with nothing on its own side, inside that side's text, and stays. Beside
 * text on both sides on every line, it goes with the side whose text comes nearer to it; beside
 * text across the gutter only, when that text is less than half as far as its own side's.
 */
export function dateColumnSides<T extends CellItem>(rows: CellRow<T>[], columns: T[][], gutter: number): Map<T, Side> {
  const sides = new Map<T, Side>();
  const isDate = new Set(columns.flat());
  const sideOf = (i: CellItem): Side => (i.x + i.width / 2 < gutter ? 'left' : 'right');
  const extent: Record<Side, [number, number]> = { left: [Infinity, -Infinity], right: [Infinity, -Infinity] };
  // The text box of each side: where the left side's text ends, where the right side's begins.
  const box = { leftEnd: -Infinity, rightStart: Infinity };
  const rowOf = new Map<T, CellRow<T>>();
  for (const row of rows) {
    for (const item of row.items) {
      rowOf.set(item, row);
      if (isDate.has(item)) continue;
      // A line across the gutter (a study's row of cells under the columns) is text of neither side.
      if (item.x >= gutter - 0.5 || right(item) <= gutter + 0.5) {
        const e = extent[sideOf(item)];
        e[0] = Math.min(e[0], row.y);
        e[1] = Math.max(e[1], row.y);
      }
      if (sideOf(item) === 'left') box.leftEnd = Math.max(box.leftEnd, right(item));
      else box.rightStart = Math.min(box.rightStart, item.x);
    }
  }
  for (const column of columns) {
    const own = sideOf(column[0]!);
    const other: Side = own === 'left' ? 'right' : 'left';
    const share = (side: Side): number =>
      column.filter((d) => rowOf.get(d)?.items.some((i) => !isDate.has(i) && sideOf(i) === side)).length / column.length;
    const pairedOther = share(other);
    const pairedOwn = share(own);
    const [top, bottom] = extent[own];
    const beyondOwn = column.every((d) => d.y < top || d.y > bottom);
    // Beside text on both sides on every line: the dates go with the nearer text box.
    const start = Math.min(...column.map((d) => d.x));
    const end = Math.max(...column.map(right));
    const gap = { left: start - box.leftEnd, right: box.rightStart - end };
    // Beside text across the gutter only, and much nearer to it than to its own side's text (a date column
    // between a sidebar and the entries): the dates go with the entries. A year inside a sidebar's text stays.
    const nearerOther = (pairedOwn >= pairedOther && gap[other] < gap[own])
      || (pairedOwn === 0 && onlyAcross(rows, isDate, own, start, end, gap[other]));
    const side = pairedOther >= 0.8 && (beyondOwn || (pairedOwn > 0 && pairedOwn < pairedOther) || nearerOther) ? other : own;
    for (const d of column) sides.set(d, side);
  }
  return sides;
}
