// Shared helpers that turn plain text into the ExtractedContent every extractor returns,
// so all formats normalise whitespace the same way (STYLE.md practice 12).
import type { ExtractedContent, ExtractedImage, ResumeFormat, TextLine } from '../types.js';
import { resolveSoftHyphens } from './soft-hyphens.js';

export interface NormaliseOptions {
  /**
   * Keep a tab between two cells. Word processors mark cells and tab stops explicitly (a date
   * set against its entry by a tab, a table row of date | content), and the section step reads
   * a tab as a cell border, as it does for wide gaps in a PDF row. Plain text and RTF keep
   * collapsing tabs: there they are as often indentation as a border.
   */
  keepTabs?: boolean;
}

/** Collapse runs of spaces (and tabs, unless kept as cell borders), trim each line, drop runs of blank lines down to one. */
export function normaliseText(text: string, options: NormaliseOptions = {}): string {
  return normaliseLines(text.replace(/\r\n?/g, '\n').split('\n').map((line) => ({ text: line })), options).map((l) => l.text).join('\n');
}

/** normaliseText over lines that carry more than their text (the look of DOCX runs): each keeps what it carries. */
function normaliseLines<T extends { text: string }>(lines: T[], options: NormaliseOptions): T[] {
  const out: T[] = [];
  for (const line of lines) {
    // Soft hyphens are dropped, or kept as hyphens where the word keeps its own (soft-hyphens.ts).
    const l = resolveSoftHyphens(line.text).replace(/[\u00a0\u2007\u202f]/g, ' ').replace(/[\u200b\u200e\u200f\ufeff]/g, '');
    const text = options.keepTabs ? cellLine(l) : l.replace(/[ \t\f\v]+/g, ' ').trim();
    if (text === '' && (out.length === 0 || out[out.length - 1]!.text === '')) continue;
    out.push({ ...line, text });
  }
  while (out.length > 0 && out[out.length - 1]!.text === '') out.pop();
  return out;
}

/** One tab between cells, one space between words; a tab at either end is indentation or an empty cell, not a border. */
function cellLine(line: string): string {
  return line
    .split(/[ \f\v]*\t[\t \f\v]*/)
    .map((cell) => cell.replace(/[ \f\v]+/g, ' ').trim())
    .filter((cell) => cell !== '')
    .join('\t');
}

/**
 * Lines without positions (every format but PDF); blank lines are dropped. A line whose text has
 * tabs (cells kept by `keepTabs`) lists its cells in `cells`, and its `text` joins them with a
 * space: the person-field rules read `text` and were written for cells run together that way.
 */
export function linesFromText(text: string, page = 1): TextLine[] {
  return text.split('\n').filter((t) => t.trim() !== '').map((t) => lineOf(t, page));
}

const lineOf = (t: string, page: number): TextLine =>
  (t.includes('\t') ? { text: t.replace(/\t/g, ' '), cells: t.split('\t'), page } : { text: t, page });

/**
 * The content of a format without positions. Its `text` (the parse's `content`, which the section
 * step reads) keeps a tab between cells when `keepTabs` is set; its `lines` give the cells apart.
 */
export function contentFromText(
  format: ResumeFormat, raw: string, images: ExtractedImage[] = [], options: NormaliseOptions = {},
): ExtractedContent {
  const text = normaliseText(raw, options);
  return { format, text, lines: linesFromText(text), images, ocr: false };
}

/** One line of a format without positions, with the look its characters have when the format says (DOCX runs). */
export interface StyledTextLine {
  text: string;
  fontSize?: number;
  bold?: boolean;
  /** The line comes from a page header or footer part (TextLine.margin). */
  margin?: boolean;
}

/**
 * contentFromText for lines that carry their look: the same `text`, and each of `lines` with the
 * font size and weight of the line it came from.
 */
export function contentFromStyledLines(
  format: ResumeFormat, styled: StyledTextLine[], images: ExtractedImage[] = [], options: NormaliseOptions = {},
): ExtractedContent {
  const split = styled.flatMap((l) => (/[\r\n]/.test(l.text) ? l.text.replace(/\r\n?/g, '\n').split('\n').map((text) => ({ ...l, text })) : [l]));
  const kept = normaliseLines(split, options);
  const lines = kept.filter((l) => l.text.trim() !== '').map((l): TextLine => {
    const line = lineOf(l.text, 1);
    if (l.fontSize !== undefined) line.fontSize = l.fontSize;
    if (l.bold !== undefined) line.bold = l.bold;
    if (l.margin === true) line.margin = true;
    return line;
  });
  return { format, text: kept.map((l) => l.text).join('\n'), lines, images, ocr: false };
}
