// Table rows of a work history whose employer stands on a line of its own above them. Europass and
// other form CVs print an entry as a row of cells (period | title | a third cell), and some put the
// employer as a short line over the row: the third cell then names a client, a project or the
// department the work was done for, and read as the row stands it would be taken for the employer.
// Pure; the section step runs it over the work section's lines (cells apart by tabs) before the
// entries are read.
import { findPeriod, withoutPeriod } from './periods.js';
import { isCompany, isDegree, isInstitution, isTitle } from './roles.js';
import { headingKind } from './split.js';

/** An employer line is a name: a few words, no sentence. */
const MAX_EMPLOYER_WORDS = 5;
const MAX_EMPLOYER_CHARS = 50;

const cellsOf = (line: string): string[] => line.split('\t').map((c) => c.trim());

/** A row of period | title | a third cell or more: the layout where a client cell can pass for the employer. */
function isPeriodTitleRow(cells: string[]): boolean {
  if (cells.length < 3) return false;
  const period = findPeriod(cells[0]!);
  return period !== undefined && withoutPeriod(cells[0]!, period) === '' && findPeriod(cells[1]!) === undefined && cells[1]!.length > 0;
}

/**
 * A line that names an employer and nothing else: one cell, a few capitalised words, no period, no
 * sentence end, no bullet, no label, no heading, and no title, degree or school words (a job
 * title over its row is the other common layout, and a title line must not become an employer).
 */
export function isEmployerLine(line: string): boolean {
  const t = line.trim();
  if (t === '' || t.includes('\t') || t.length > MAX_EMPLOYER_CHARS) return false;
  if (t.split(/\s+/u).length > MAX_EMPLOYER_WORDS || !/^[\p{Lu}\p{Ll}\d]/u.test(t) || /[.:;!?]$/u.test(t)) return false;
  if (!/\p{L}/u.test(t) || findPeriod(t) !== undefined || headingKind(t) !== undefined) return false;
  if (/^[\p{Ll}]/u.test(t) && !isCompany(t) && t.split(/\s+/u).length > 2) return false; // a sentence's tail
  return isCompany(t) || !(isTitle(t) || isDegree(t) || isInstitution(t));
}

/**
 * The work section's lines with each period | title | third-cell row that has an employer line
 * right above it rewritten as "period<tab>title<tab>employer", its third and later cells moved to a
 * bullet line under it (read as the entry's description). Only when the section opens that
 * way (its first line an employer line over such a row): elsewhere the line above a row is as
 * often the last line of the entry before. A third cell that is itself a firm ("Example Ltd")
 * stays: the line above is then something else.
 */
export function employersAboveRows(lines: readonly string[]): string[] {
  const rowAt = (i: number): string[] | null => {
    const line = lines[i];
    const cells = line?.includes('\t') ? cellsOf(line) : [];
    return isPeriodTitleRow(cells) ? cells : null;
  };
  if (lines.length < 2 || !isEmployerLine(lines[0]!) || rowAt(1) === null) return [...lines];
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const previous = out[out.length - 1];
    const cells = rowAt(i);
    if (previous === undefined || cells === null || !isEmployerLine(previous) || isCompany(cells[2]!) || isTitle(previous)) {
      out.push(lines[i]!);
      continue;
    }
    out.pop();
    // The client cell goes under the row as a bullet: a line of the entry's description, no header part.
    out.push(`${cells[0]}\t${cells[1]}\t${previous.trim()}`, `• ${cells.slice(2).join(' ')}`);
  }
  return out;
}
