// Step 3a: the extracted content as the field extractors see it — cleaned lines split into
// segments at column gaps, with font statistics. Pure; built once per CV.
import type { TextLine } from '../types.js';
import { mostCommon } from '../classify/text.js';
import { foldDigits } from '../sections/digits.js';
import { keepsHyphen, WINDOW } from '../extract/soft-hyphens.js';
import { runningLineIndexes } from '../sections/running-lines.js';

export interface CvLine {
  /** Position among the non-empty lines. */
  index: number;
  text: string;
  /** The line cut at column gaps (3+ spaces, tabs) and at "|" / "•" separators. */
  segments: string[];
  fontSize?: number;
  /** Most of the line is bold, where the format tells (DOCX; PDF when its font names were read). */
  bold?: boolean;
  /** PDF with weights unknown: the id of the font most of the line is set in (../types.ts TextLine.font). */
  font?: string;
  page: number;
  /**
   * Order from the top of the first page when positions are known, else `index`. Two-column
   * layouts may list the sidebar before the header, but the name is still printed at the top.
   */
  rank: number;
  /**
   * Order from the top among the lines of its own column (and the page-wide lines), where the page is cut in two: a
   * sidebar's contact block is at the top of its column, however many lines of the main column stand beside it above.
   * Else `rank`.
   */
  columnRank: number;
  /** PDF: 1 or 2 when the line was read in the left or right column of a page cut in two (../types.ts TextLine.column). */
  column?: number;
  /** Printed in a page's margin (../types.ts TextLine.margin): a header or footer part, a running line of a PDF's pages. */
  margin?: boolean;
}

export interface CvDocument {
  /** The whole text, icon glyphs removed. */
  text: string;
  lines: CvLine[];
  /** Most common font size, or undefined when the format has none. */
  bodyFontSize?: number;
  maxFontSize?: number;
  /** Some text came from OCR: expect misread letters and icons read as letters. */
  ocr: boolean;
}

// Icon fonts (FontAwesome and friends) land in the Private Use Area or as pictographs;
// they glue onto names and numbers ("📱 (+82) 10…"), so they become spaces.
const ICONS = /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{1F000}-\u{1FAFF}\u2600-\u27BF\u2B00-\u2BFF\u25A0-\u25FF\u2190-\u21FF\u2300-\u23FF\uFFFD]/gu;

type ShapedForm = 'isolated' | 'final' | 'initial' | 'medial';
let shapedForms: { forms: Map<string, ShapedForm>; dualJoining: Set<string> } | undefined;
/**
 * The Arabic presentation forms by the letter and the shape they show: Unicode lists each letter's shapes side by side,
 * isolated, final, initial, medial (a letter that joins on both sides) or isolated, final (one that joins only the letter
 * before it).
 */
function presentationForms(): { forms: Map<string, ShapedForm>; dualJoining: Set<string> } {
  if (shapedForms) return shapedForms;
  const forms = new Map<string, ShapedForm>();
  const dualJoining = new Set<string>();
  let group: string[] = [];
  const close = (): void => {
    const base = group[0]?.normalize('NFKC') ?? '';
    const order: ShapedForm[] | undefined = group.length === 4 ? ['isolated', 'final', 'initial', 'medial']
      : group.length === 2 ? ['isolated', 'final'] : undefined;
    if (order) group.forEach((c, i) => forms.set(c, order[i]!));
    if (group.length === 4) dualJoining.add(base);
    group = [];
  };
  for (let cp = 0xfb50; cp <= 0xfefc; cp++) {
    const c = String.fromCodePoint(cp);
    const base = c.normalize('NFKC');
    if (base === c || base.length !== 1) { close(); continue; }
    if (group.length > 0 && group[0]!.normalize('NFKC') !== base) close();
    group.push(c);
  }
  close();
  return (shapedForms = { forms, dualJoining });
}

/**
 * Persian writes some words with a zero-width non-joiner ("می‌خواهم"), which PDFs drop: they store the shapes instead.
 * A letter in its initial or isolated shape right after a letter that joins on both sides was kept from joining it, so
 * the non-joiner goes back between them before the shapes become letters.
 */
function restoreNonJoiners(run: string, before: string): string {
  const { forms, dualJoining } = presentationForms();
  let out = '';
  let previous = before;
  for (const c of run) {
    const form = forms.get(c);
    const previousForm = forms.get(previous);
    const previousJoinsOn = previousForm === undefined || previousForm === 'isolated' || previousForm === 'final';
    if ((form === 'initial' || form === 'isolated') && previousJoinsOn && dualJoining.has(previous.normalize('NFKC'))) out += '\u200c';
    out += c;
    previous = c;
  }
  return out;
}

// Full-width digits and the signs a phone or a date is written with, as a Japanese or Chinese input method types them
// ("０９０－１２３４－５６７８"); each is one UTF-16 unit, as its ASCII sign is, so offsets stay those of the printed line.
const FULL_WIDTH_NUMBER = /[\uFF10-\uFF19\uFF0B\uFF0D\uFF08\uFF09\uFF0E\uFF0F]/g;

/** The line with numbers in ASCII digits: the phone, date and postcode readers know no other digits. */
export function asciiDigits(text: string): string {
  return foldDigits(text).replace(FULL_WIDTH_NUMBER, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** Reads other scripts' digits as ASCII ones, and removes icon glyphs, soft hyphens and odd dashes that break regexes ("555-­‐5555"). */
export function cleanLineText(text: string): string {
  return asciiDigits(text)
    // Arabic/Persian presentation forms (what PDFs often store) become the letters they show.
    .replace(/[\uFB50-\uFDFF\uFE70-\uFEFC]+/g, (m, at: number, all: string) => restoreNonJoiners(m, all.charAt(at - 1)).normalize('NFKC'))
    // Soft hyphens are dropped, or kept as hyphens where the word keeps its own ("Co-founder": ../extract/soft-hyphens.ts).
    .replace(/\u00AD+/g, (m: string, at: number, all: string) => (keepsHyphen(all.slice(Math.max(0, at - WINDOW), at),
      all.slice(at + m.length, at + m.length + WINDOW).trimStart()) ? '-' : ''))
    .replace(/[\u2010\u2011]/g, '-')
    .replace(ICONS, ' ')
    .replace(/\u00A0|\r/g, ' ')
    .replace(/-{2,}/g, '-')
    // Long blank runs carry no more layout than a column gap, and would make the
    // field regexes (\s* before a separator …) quadratic on hostile input.
    .replace(/[ \t]{9,}/g, '        ')
    .trimEnd();
}

export function splitSegments(text: string): string[] {
  return text
    .split(/\s{3,}|\t+|\s[|•·▪●]\s|\s\|\s*|\|\s/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** A CV line is never this long; longer ones (hostile or unwrapped paragraphs) are cut into pieces. */
export const MAX_LINE_CHARS = 1000;
/** Fields live in the first pages: text beyond this is not searched. */
export const MAX_TEXT_CHARS = 200_000;

function chunk(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > MAX_LINE_CHARS) {
    const cut = rest.lastIndexOf(' ', MAX_LINE_CHARS);
    const at = cut > MAX_LINE_CHARS / 2 ? cut : MAX_LINE_CHARS;
    out.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  out.push(rest);
  return out;
}

/**
 * A DOCX or ODT line whose cells the format marks (tab stops, table cells) joins them by a space in `text`; a PDF line
 * keeps its column gaps as tabs. The gap is what tells a headline cell from the town in the next one ("Grain Buyer" |
 * "Quarrybank") and a street's house number from a phone in the next cell, so the cells are the line's segments (its text
 * stays as it is: the skills reader reads items from it).
 */
function cellSegments(line: TextLine, text: string): string[] | undefined {
  const cells = line.cells?.map((c) => cleanLineText(c).trim()).filter((c) => c !== '');
  // An icon glyph before a cell ("\uF095 +49 …") leaves a space of its own where it stood in the text: spaces are compared
  // as one, or a contact block that prints icons loses its cells.
  const oneSpace = (t: string): string => t.trim().replace(/ {2,}/g, ' ');
  if (!cells || cells.length < 2 || cells.some((c) => c.includes('\n')) || oneSpace(cells.join(' ')) !== oneSpace(text)) return undefined;
  return cells.flatMap(splitSegments);
}

export function buildDocument(content: { text: string; lines: TextLine[]; ocr?: boolean }): CvDocument {
  const ocr = content.ocr === true;
  // A TextLine should hold one line, but a cell of a DOCX table may carry several.
  // A PDF's running headers and footers (repeated at the same place on its pages) are its margins' lines.
  const running = content.lines.some((l) => l.page > 1) ? runningLineIndexes(content.lines) : new Set<number>();
  const marked = running.size === 0 ? content.lines : content.lines.map((l, i) => (running.has(i) ? { ...l, margin: true } : l));
  const source: TextLine[] = marked.length > 0
    ? marked.flatMap((l) => (l.text.includes('\n') ? l.text.split(/\r?\n/).map((text) => ({ ...l, text })) : [l]))
    : content.text.split(/\r?\n/).map((text) => ({ text, page: 1 }));
  const lines: CvLine[] = [];
  const positions = new Map<CvLine, number>();
  let total = 0;
  for (const l of source.flatMap((s) => chunk(s.text ?? '').map((text) => ({ ...s, text })))) {
    if (total > MAX_TEXT_CHARS) break;
    total += l.text.length + 1;
    let text = cleanLineText(l.text);
    // Some PDFs put "tab + spaces" between every word; those tabs are spaces, not column
    // gaps (a real gap is a tab right before the next column's text).
    // Checked on the raw text: an icon glyph right after a real gap ("\t✉ john@…") turns into a space.
    if (/\t/.test(text) && !/\t(?=\S)/.test(l.text)) text = text.replace(/\t\s*/g, ' ').trimEnd();
    if (text.trim() === '') continue;
    let segments = cellSegments(l, text) ?? splitSegments(text);
    // OCR reads icons as a stray letter or symbol before the text ("Q Berlin", "© +49 …").
    if (ocr) segments = segments.map((s) => s.replace(/^(?:[^\p{L}\p{N}\s(+]{1,3}|\p{L})\s+(?=\S)/u, '')).filter((s) => s !== '');
    const line: CvLine = { index: lines.length, text, segments, page: l.page ?? 1, rank: lines.length, columnRank: lines.length };
    if (typeof l.y === 'number') positions.set(line, l.y);
    if (l.column !== undefined) line.column = l.column;
    if (l.margin === true) line.margin = true;
    if (typeof l.fontSize === 'number' && l.fontSize > 0) line.fontSize = Math.round(l.fontSize * 10) / 10;
    if (l.bold === true) line.bold = true;
    if (l.font !== undefined) line.font = l.font;
    lines.push(line);
  }
  const firstPage = lines.filter((l) => l.page === lines[0]?.page && positions.has(l));
  if (firstPage.length > 0 && firstPage.length === lines.filter((l) => l.page === lines[0]?.page).length) {
    const fromTop = [...firstPage].sort((a, b) => (positions.get(a) ?? 0) - (positions.get(b) ?? 0) || a.index - b.index);
    fromTop.forEach((l, rank) => { l.rank = rank; });
    const above = new Map<number, number>();
    for (const l of fromTop) {
      const column = l.column;
      // A page-wide line stands above both columns' lines below it.
      l.columnRank = column === undefined ? l.rank : (above.get(column) ?? 0);
      if (column === undefined) for (const c of [1, 2]) above.set(c, l.rank + 1);
      else above.set(column, l.columnRank + 1);
    }
  }
  const sizes = lines.map((l) => l.fontSize).filter((s): s is number => s !== undefined);
  const doc: CvDocument = { text: lines.map((l) => l.text).join('\n'), lines, ocr };
  const body = mostCommon(sizes);
  if (body !== undefined) {
    doc.bodyFontSize = body;
    doc.maxFontSize = Math.max(...sizes);
  }
  return doc;
}
