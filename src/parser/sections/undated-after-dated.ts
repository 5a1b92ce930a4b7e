// A job printed without a period among dated ones: templates that print a period only when it has a start drop the whole
// date of a job whose start was left out (the oldest, most often), and keep its header. Periods anchor the other jobs
// (entries.ts); this one is anchored by the layout they show, as undated-entries.ts anchors a section with no period at all:
// a run of header lines after a job's details and over details of its own, printed as the dated jobs print their headers
// (as many lines, each with as many parts), a known title on the line where they print theirs. A detail line or a
// sub-heading of the job before ("Highlights", "Key client" over a firm) is no run of that shape, so it stays a detail.
import { DURATION, isDetailLine, isPageFurniture, splitParts, type Entry } from './entries.js';
import { isHeaderShaped } from './undated-entries.js';
import { isCompany, isDegree, isInstitution, isTitle } from './roles.js';
import { HAS_YEAR } from '../classify/text.js';
import { joinWrappedNames } from './wrapped-names.js';

const NO_PERIOD = { start: '', end: '', current: false, index: 0, length: 0 } as const;
const MAX_HEADER_LINES = 2;

const headerLines = (entry: Entry): { text: string; parts: string[] }[] => (entry.lines ?? []).filter((l) => l.parts.length > 0);

/** How many parts each header line of the dated entries holds, when all print theirs alike; else undefined. */
function headerShape(dated: readonly Entry[]): number[] | undefined {
  // A line left with no part (what a full date's day leaves beside its period: "-01") is no header line.
  const shapes = dated.map((e) => headerLines(e).map((l) => l.parts.length));
  const first = shapes[0]!;
  if (first.length === 0 || first.length > MAX_HEADER_LINES) return undefined;
  return shapes.every((s) => s.length === first.length && s.every((n, k) => n === first[k])) ? first : undefined;
}

/** The row index of each dated entry's first header line, in order; undefined where one is not found. */
function headerRows(rows: readonly string[], dated: readonly Entry[]): number[] | undefined {
  const at: number[] = [];
  let from = 0;
  for (const entry of dated) {
    // By its first part: the line's text may keep what its period left ("Example Ltd, Analyst<tab>  -01").
    const part = headerLines(entry)[0]?.parts[0] ?? '';
    const row = part === '' ? -1 : rows.findIndex((r, k) => k >= from && r.includes(part));
    if (row < 0) return undefined;
    at.push(row);
    from = row + 1;
  }
  return at;
}

const isTitlePart = (p: string): boolean => isTitle(p) && !isDegree(p) && !isCompany(p);
const isStudyPart = (p: string): boolean => isDegree(p) || (isInstitution(p) && !isCompany(p));

/** The header line that names the title in each dated entry, when it is the same line in all; else undefined. */
function titleLine(dated: readonly Entry[]): number | undefined {
  const at = dated.map((e) => headerLines(e).findIndex((l) => l.parts.some(isTitlePart)));
  return at.every((k) => k >= 0 && k === at[0]) ? at[0] : undefined;
}

/**
 * The dated entries with the undated ones found between or after them, in the order printed. Needs dated entries whose
 * headers share one shape (one dated job shows it too: a CV of two jobs, the older undated); else they come back as they are.
 */
export function withUndatedAfterDated(lines: readonly string[], given: readonly Entry[]): Entry[] {
  if (given.length === 0) return [];
  // A period printed again under its job's details (a template's second copy of the dates, for another screen) anchors an
  // entry with no header: it shows no shape, and stays after the job it repeats.
  const dated = given.filter((e) => headerLines(e).length > 0);
  if (dated.length === 0) return [...given];
  const shape = headerShape(dated);
  if (!shape) return [...given];
  // Rows that hold no letter or digit ("#", a link's glyph before each header) are no rows of the layout.
  // A name wrapped over two rows is one row of the layout, as the dated entries read it (wrapped-names.ts).
  const rows = joinWrappedNames(lines.filter((l) => !isPageFurniture(l) && /[\p{L}\d]/u.test(l)));
  const datedRows = headerRows(rows, dated);
  if (!datedRows) return [...given];
  const ownTexts = new Set(dated.flatMap((e) => headerLines(e).map((l) => l.text.trim())));
  const candidate = (row: string): boolean => isHeaderShaped(row) && !HAS_YEAR.test(row) && !ownTexts.has(row.trim());
  const datedTitleAt = titleLine(dated);
  const found: { row: number; entry: Entry }[] = [];
  for (let i = datedRows[0]! + 1; i < rows.length; i++) {
    if (!candidate(rows[i]!)) continue;
    let end = i;
    while (end < rows.length && candidate(rows[end]!)) end++;
    const run = rows.slice(i, end);
    const before = rows[i - 1]!;
    const after = rows[end];
    // After a job's details (no period of its own there) and over details of its own.
    // A job's length under its details ("2 years") closes them as a detail does.
    const framed = ((isDetailLine(before) && !HAS_YEAR.test(before)) || DURATION.test(before.trim())) && after !== undefined && isDetailLine(after);
    const header = run.map((text) => ({ text, parts: splitParts(text) }));
    const parts = header.flatMap((l) => l.parts);
    // A known title, on the line the dated jobs print theirs: a client's or a project's line under a job ("Key client" over
    // "Example Bank AG") names a firm, never a title.
    const titleAt = header.findIndex((l) => l.parts.some(isTitlePart));
    const named = titleAt >= 0 && (datedTitleAt === undefined || titleAt === datedTitleAt);
    if (framed && named && run.length === shape.length && header.every((l, k) => l.parts.length === shape[k]) && !parts.some(isStudyPart)) {
      found.push({ row: i, entry: { period: { ...NO_PERIOD }, parts, lines: header } });
    }
    i = end - 1;
  }
  if (found.length === 0) return [...given];
  // An entry with no header stays right after the one before it.
  let row = -1;
  const placed = given.map((entry) => {
    const k = dated.indexOf(entry);
    row = k >= 0 ? datedRows[k]! : row + 1e-3;
    return { row, entry };
  });
  const merged = [...placed, ...found].sort((a, b) => a.row - b.row);
  return merged.map(({ entry }) => entry);
}
