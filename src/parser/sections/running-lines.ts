// Running headers and footers of a PDF: the lines a CV of several pages repeats at the top or bottom of every page (the
// name, "Curriculum Vitae – Given Family", the e-mail and phone, a date stamp, a confidentiality line) and its page
// numbers ("Page 2 of 3", "Seite 2/3", "2 / 3", "– 2 –", "Strona 2 z 3", "2. oldal"). Read in the flow, such a line
// falls between the last line of one page and the first of the next, often inside a job that runs on across the break,
// where it splits the job, becomes its title or employer, or ends the section. Section reading and entry grouping leave
// them out; the first page's header stays (it is the top of the CV: the contact block reads it, as the field extractors
// do, which see every line as before).
import type { TextLine } from '../types.js';

/** How many rows from a page's top or bottom a running line may stand (a header of name, e-mail and phone is three). */
const EDGE_ROWS = 3;
/** Lines whose tops differ by no more than this (points) stand at the same place of their pages. */
const SAME_Y = 2.5;

/**
 * The lines without the running headers and footers, but for the first page's header; the same array when there are
 * none (the usual one-page CV), so the caller can tell nothing changed.
 */
export function withoutRunningLines(lines: readonly TextLine[]): readonly TextLine[] {
  const running = runningLineIndexes(lines);
  if (running.size === 0) return lines;
  return lines.filter((_, i) => !running.has(i));
}

interface EdgeLine {
  index: number;
  page: number;
  y: number;
  top: boolean;
  /** The text with its numbers as '#', spaces folded: lines of one shape differ only in their numbers. */
  shape: string;
}

/**
 * The indexes of the running lines to leave out of section reading: lines near a page's top or bottom edge that stand
 * at the same place on two or more pages with the same text, or the same shape with a number that counts the pages;
 * and page numbers alone near an edge whose number is their page's. A header on the first page is kept.
 */
export function runningLineIndexes(lines: readonly TextLine[]): ReadonlySet<number> {
  // The field extractors (../fields/document.ts) and the section step ask for the same page's lines: read once.
  let found = runningByLines.get(lines);
  if (!found) runningByLines.set(lines, (found = readRunningLines(lines)));
  return found;
}

/** The running lines found per array of lines, while that array lives. */
const runningByLines = new WeakMap<readonly TextLine[], ReadonlySet<number>>();

function readRunningLines(lines: readonly TextLine[]): Set<number> {
  const pages = pageRows(lines);
  const edges = edgeLines(lines, pages);
  const running = new Set<number>();
  if (edges.length === 0) return running;
  const byShape = new Map<string, EdgeLine[]>();
  for (const e of edges) {
    if (isPageNumber(lines[e.index]!.text, e.page) || endsInPageNumber(lines[e.index]!.text, e.page)) running.add(e.index);
    const group = byShape.get(e.shape);
    if (group) group.push(e);
    else byShape.set(e.shape, [e]);
  }
  for (const group of byShape.values()) {
    if (group.length < 2) continue;
    for (const place of samePlace(group)) {
      if (new Set(place.map((e) => e.page)).size < 2) continue;
      const texts = place.map((e) => lines[e.index]!.text.trim());
      if (texts.every((t) => t === texts[0]) || countsPages(texts, place.map((e) => e.page))) for (const e of place) running.add(e.index);
    }
  }
  const margins = inMargins(running, pages);
  // The first page's header is the top of the CV: the contact block and the headline read it there.
  const first = firstPage(edges);
  for (const e of edges) if (e.page === first && e.top) margins.delete(e.index);
  return margins;
}

const firstPage = (edges: readonly EdgeLine[]): number => edges.reduce((min, e) => Math.min(min, e.page), Infinity);

/** A page's rows (tops, ascending) and each placed line's row. */
interface PageRows {
  rows: number[];
  lineRow: Map<number, number>;
}

function pageRows(lines: readonly TextLine[]): Map<number, PageRows> {
  const byPage = new Map<number, number[]>();
  lines.forEach((line, i) => {
    if (line.y === undefined || line.x === undefined || !line.text.trim()) return;
    const page = byPage.get(line.page);
    if (page) page.push(i);
    else byPage.set(line.page, [i]);
  });
  const out = new Map<number, PageRows>();
  for (const [page, indexes] of byPage) {
    const rows: number[] = [];
    const lineRow = new Map<number, number>();
    for (const i of [...indexes].sort((a, b) => lines[a]!.y! - lines[b]!.y!)) {
      const y = lines[i]!.y!;
      if (rows.length === 0 || y - rows.at(-1)! > SAME_Y) rows.push(y);
      lineRow.set(i, rows.length - 1);
    }
    out.set(page, { rows, lineRow });
  }
  return out;
}

/** The placed lines among the first and last few rows of their page. */
function edgeLines(lines: readonly TextLine[], pages: ReadonlyMap<number, PageRows>): EdgeLine[] {
  const out: EdgeLine[] = [];
  for (const [page, { rows, lineRow }] of pages) {
    for (const [index, row] of lineRow) {
      const fromTop = row;
      const fromBottom = rows.length - 1 - row;
      if (fromTop >= EDGE_ROWS && fromBottom >= EDGE_ROWS) continue;
      // On a page of few rows a line is near both edges: the nearer one is its side.
      out.push({ index, page, y: lines[index]!.y!, top: fromTop <= fromBottom, shape: shapeOf(lines[index]!.text) });
    }
  }
  return out;
}

/**
 * The running lines that stand in the pages' margins: rows wholly of running lines from a page's top or bottom edge
 * inwards, above every other row of every page (a header) or below them all (a footer). A template that prints the
 * same block on two pages at the same place ("Project description" over the same placeholder text) stands where
 * another page's body goes: its lines are content.
 */
function inMargins(running: ReadonlySet<number>, pages: ReadonlyMap<number, PageRows>): Set<number> {
  const rowLinesOf = (p: PageRows): number[][] => {
    const rowLines = p.rows.map(() => [] as number[]);
    for (const [index, row] of p.lineRow) rowLines[row]!.push(index);
    return rowLines;
  };
  const all = [...pages.values()].map((p) => ({ rows: p.rows, rowLines: rowLinesOf(p) }));
  let bodyTop = Infinity;
  let bodyBottom = -Infinity;
  for (const { rows, rowLines } of all) {
    rowLines.forEach((indexes, k) => {
      if (indexes.every((i) => running.has(i))) return;
      bodyTop = Math.min(bodyTop, rows[k]!);
      bodyBottom = Math.max(bodyBottom, rows[k]!);
    });
  }
  const kept = new Set<number>();
  for (const { rows, rowLines } of all) {
    for (const step of [1, -1]) {
      const edge = step === 1 ? 0 : rows.length - 1;
      for (let k = edge; k >= 0 && k < rows.length && Math.abs(k - edge) < EDGE_ROWS; k += step) {
        const inMargin = step === 1 ? rows[k]! < bodyTop - SAME_Y : rows[k]! > bodyBottom + SAME_Y;
        if (!inMargin || !rowLines[k]!.every((i) => running.has(i))) break;
        for (const i of rowLines[k]!) kept.add(i);
      }
    }
  }
  return kept;
}

const shapeOf = (text: string): string => text.trim().toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ');

/** A group of lines of one shape cut where their tops part by more than SAME_Y. */
function samePlace(group: readonly EdgeLine[]): EdgeLine[][] {
  const sorted = [...group].sort((a, b) => a.y - b.y);
  const places: EdgeLine[][] = [[sorted[0]!]];
  for (const e of sorted.slice(1)) {
    const place = places.at(-1)!;
    if (e.y - place[0]!.y <= SAME_Y) place.push(e);
    else places.push([e]);
  }
  return places;
}

/**
 * Lines of one shape whose texts differ: running lines when one of their numbers (the same one in each) is its page's
 * number plus a small constant (an unnumbered cover page shifts them all), on pages that are all different.
 */
function countsPages(texts: readonly string[], pages: readonly number[]): boolean {
  if (new Set(pages).size !== pages.length) return false;
  const numbers = texts.map((t) => t.match(/\d+/g) ?? []);
  const count = numbers[0]!.length;
  for (let k = 0; k < count; k++) {
    const offset = Number(numbers[0]![k]) - pages[0]!;
    // A cover page or two left unnumbered shifts the numbers; a larger gap is a count of something else.
    if (Math.abs(offset) > 2) continue;
    if (numbers.every((ns, i) => ns[k] !== undefined && ns[k]!.length <= 3 && Number(ns[k]) - pages[i]! === offset)) return true;
  }
  return false;
}

// Words a page number is printed with, in the parser's languages ("Page 2 of 3", "Seite 2 von 3", "Strona 2 z 3",
// "2. oldal", "Pag. 2", "Sida 2 av 3" …). A Set, not an alternation: one lookup a token.
const PAGE_WORDS = new Set(['page', 'pages', 'p.', 'pg.', 'seite', 's.', 'página', 'pagina', 'pág.', 'pag.', 'strona', 'str.', 'oldal',
  'pagină', 'sayfa', 'sida', 'side', 'sivu', 'stránka', 'strana', 'of', 'von', 'sur', 'de', 'di', 'z', 'ze', 'van', 'din', 'af', 'av',
  'aus', 'from', 'från', 'fra']);
// Dashes and bars a page number is set between ("– 2 –", "| 2 |").
const FRAMES = new Set(['-', '–', '—', '|', '·', '•', '[', ']', '(', ')']);

/**
 * "Page 2 of 3", "2 / 3", "– 2 –", "2. oldal", "Strona 2 z 3" on page 2: a line of at most five tokens, each a page word,
 * a frame or a number of at most three digits (one or two numbers), whose first number is the line's page and whose
 * second, if any, is no smaller (the count of pages).
 */
export function isPageNumber(text: string, page: number): boolean {
  if (text.length > 40) return false;
  const tokens = text.trim().toLowerCase().split(/[\s/]+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > 6) return false;
  const numbers: number[] = [];
  for (const token of tokens) {
    if (FRAMES.has(token) || PAGE_WORDS.has(token)) continue;
    const digits = token.endsWith('.') ? token.slice(0, -1) : token;
    if (digits.length === 0 || digits.length > 3 || !isDigits(digits)) return false;
    numbers.push(Number(digits));
  }
  if (numbers.length === 0 || numbers.length > 2 || numbers[0] !== page) return false;
  return numbers.length === 1 || numbers[1]! >= numbers[0]!;
}

/**
 * "Résumé – Given Family<tab>Page 1", "1 / 2<tab>Given Family": a line of cells whose first or last cell is its page's
 * number with a page word or a frame (a bare number in a cell may be a count or a level).
 */
function endsInPageNumber(text: string, page: number): boolean {
  if (!text.includes('\t')) return false;
  const cells = text.split('\t');
  return [cells[0]!, cells.at(-1)!].some((cell) => isPageNumber(cell, page) && !isDigits(cell.trim()));
}

function isDigits(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * A page cut into two columns whose reading order ends with the column that stops short (a sidebar to the right of the
 * jobs, read after them), while the next page goes on with the other column (the jobs run on across the break): the
 * short column is read first, so the column that runs on is followed by its continuation. The same array when no page
 * needs it.
 */
export function withRunOnColumnsLast(lines: readonly TextLine[]): readonly TextLine[] {
  const pages = new Map<number, number[]>();
  lines.forEach((line, i) => {
    const page = pages.get(line.page);
    if (page) page.push(i);
    else pages.set(line.page, [i]);
  });
  let out: TextLine[] | undefined;
  const order = [...pages.keys()].sort((a, b) => a - b);
  for (let p = 0; p < order.length - 1; p++) {
    const indexes = pages.get(order[p]!)!;
    const next = pages.get(order[p + 1]!)!.map((i) => lines[i]!).find((l) => l.x !== undefined && l.y !== undefined && l.text.trim());
    const last = lines[indexes.at(-1)!]!;
    if (!next || last.column === undefined) continue;
    const runOn = runOnColumn(lines, indexes, next);
    if (runOn === undefined || runOn === last.column) continue;
    const moved = indexes.filter((i) => lines[i]!.column === runOn);
    const ys = moved.map((i) => lines[i]!.y ?? 0);
    const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
    // A line across the page below the column that runs on: the page's flow does not end in that column. A short column
    // that starts above it is a header's cell (the contact beside the name), not a sidebar beside the jobs: left alone.
    if (indexes.some((i) => (lines[i]!.column === undefined && (lines[i]!.y ?? 0) > bottom)
      || (lines[i]!.column !== undefined && lines[i]!.column !== runOn && (lines[i]!.y ?? Infinity) < top - SAME_Y))) continue;
    out ??= [...lines];
    const start = Math.min(...indexes);
    const kept = indexes.filter((i) => lines[i]!.column !== runOn);
    [...kept, ...moved].forEach((i, k) => { out![start + k] = lines[i]!; });
  }
  return out ?? lines;
}

/**
 * The column of a page that the next page's first line goes on with: the one whose stretch of the page holds that line's
 * start (left of the right column's edge, or from it on), when it also reaches lower on the page than the other.
 */
/** Where a column of a page starts (its leftmost line) and how low it reaches. */
interface Extent {
  left: number;
  bottom: number;
}

function runOnColumn(lines: readonly TextLine[], indexes: readonly number[], next: TextLine): number | undefined {
  const columns = new Map<number, Extent>();
  for (const i of indexes) {
    const line = lines[i]!;
    if (line.column === undefined || line.x === undefined || line.y === undefined) continue;
    const c = columns.get(line.column);
    if (c) {
      c.left = Math.min(c.left, line.x);
      c.bottom = Math.max(c.bottom, line.y);
    } else columns.set(line.column, { left: line.x, bottom: line.y });
  }
  if (columns.size !== 2) return undefined;
  const [left, right] = [...columns.entries()].sort(([, a], [, b]) => a.left - b.left) as [[number, Extent], [number, Extent]];
  const [column, place] = next.x! >= right[1].left - 6 ? right : next.x! >= left[1].left - 6 ? left : [undefined, undefined];
  if (column === undefined) return undefined;
  const other = column === left[0] ? right[1] : left[1];
  return place.bottom > other.bottom ? column : undefined;
}
