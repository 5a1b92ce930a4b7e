// Text of office XML (DOCX parts, ODT content/styles) in document order, by a small
// tag scanner driven by a table of element roles. One pass, no DOM: a 1 MB document.xml
// takes a few ms, where building a tree first costs ten times that.
// Why not mammoth for DOCX bodies: its raw text puts every table cell on its own
// paragraph, which separates "Date of birth" from its value; rows read as one line here.
import { liftTrailingDateCell } from './row-date-cell.js';

export interface XmlTextRules {
  /** Elements that end a line (paragraphs, headings, table rows). */
  block: ReadonlySet<string>;
  /** Elements that end a table cell: a tab. */
  cell: ReadonlySet<string>;
  /**
   * Table rows (also in `block`). A cell of one paragraph stays on one line with the next
   * cell, split by a tab ("Date of birth<TAB>1985-02-07", a Europass date beside its entry); a
   * cell of several paragraphs is a column of a layout table (a sidebar beside the main
   * column, a header of name and contact lines), so the next cell starts a line of its own —
   * else the cell's last line and the next cell's first ran together ("SAP<TAB>BERUFSERFAHRUNG").
   */
  row?: ReadonlySet<string>;
  /** Empty elements that stand for a tab or a line break. */
  tab: ReadonlySet<string>;
  lineBreak: ReadonlySet<string>;
  /** Elements whose whole content is ignored (deleted text, field codes, mc:Fallback duplicates). */
  skip: ReadonlySet<string>;
  /** Empty elements that stand for a character (OOXML's non-breaking hyphen in phone numbers). */
  literal?: ReadonlyMap<string, string>;
  /** When set, only character data inside these elements is text (OOXML's w:t). */
  textElements?: ReadonlySet<string>;
  /** Element with a count attribute of spaces (ODT text:s c="3"). */
  spaces?: { element: string; countAttribute: string };
}

const TOKEN = /<(\/?)([A-Za-z_][\w.:-]*)([^>]*?)(\/?)>|<!\[CDATA\[([\s\S]*?)\]\]>|<[!?][^>]*>|([^<]+)/g;

interface RowState {
  /** Indexes in `out` of the tabs that ended this row's cells of several paragraphs. */
  columnTabs: number[];
  /** Paragraphs with text in the cell being read, and where the last one ended in `out`. */
  paragraphs: number;
  mark: number;
  /** Where the row began in `out`, and where its cell being read began. */
  start: number;
  cellStart: number;
  /** Cells read so far; whether the first had text, and whether one after it had. */
  cells: number;
  labelled: boolean;
  valued: boolean;
  /** A row whose first cell is empty that is a line of its own rather than more cells of the line above. */
  own: boolean;
  /** Whether one of its cells had several paragraphs (a block of lines, not a label or a value). */
  block: boolean;
  /** Where its last cell read began in `out`. */
  lastCellStart: number;
}

export function xmlToText(xml: string, rules: XmlTextRules): string {
  return scanXml(xml, rules).out.join('');
}

/** How a run of text looks: size in points and weight, when the document says. */
export interface RunStyle {
  fontSize?: number;
  bold?: boolean;
}

/** Reads the look of each run as the scanner meets its elements (./docx-styles.ts for Word). */
export interface RunStyleReader {
  /** Called for every start or empty element, inside skipped ones too (run properties are skipped as text). */
  element(name: string, attrs: string, isEmpty: boolean): void;
  /** Called for every end element. */
  end(name: string): void;
  /** The look of the text read now. */
  current(): RunStyle;
}

/** One line of the scanned text with the size and weight most of its characters have. */
export interface StyledLine extends RunStyle {
  text: string;
  /** Set by the reader of a page header or footer part (../types.ts TextLine.margin). */
  margin?: boolean;
}

/**
 * The text split in lines (as `xmlToText(…).split('\n')`), each with its look: the largest
 * size on the line, and bold when most of its characters are.
 */
export function xmlToStyledLines(xml: string, rules: XmlTextRules, reader: RunStyleReader): StyledLine[] {
  const { out, styles } = scanXml(xml, rules, reader);
  const lines: StyledLine[] = [];
  let text = '';
  let chars = 0;
  let boldChars = 0;
  let known = false;
  let size = 0;
  const endLine = (): void => {
    const line: StyledLine = { text };
    if (size > 0) line.fontSize = size;
    if (known && chars > 0) line.bold = boldChars > chars / 2;
    lines.push(line);
    text = '';
    chars = boldChars = size = 0;
    known = false;
  };
  out.forEach((piece, i) => {
    const style = styles.get(i);
    // Text pieces (w:t) seldom hold a line break; the breaks are pieces of their own.
    const parts = piece.includes('\n') ? piece.split('\n') : [piece];
    parts.forEach((part, k) => {
      if (k > 0) endLine();
      text += part;
      if (!style) return;
      const n = part.length - (part.match(/\s/g)?.length ?? 0);
      if (n === 0) return;
      chars += n;
      if (style.bold !== undefined) known = true;
      if (style.bold) boldChars += n;
      if (style.fontSize !== undefined) size = Math.max(size, style.fontSize);
    });
  });
  endLine();
  return lines;
}

function scanXml(xml: string, rules: XmlTextRules, reader?: RunStyleReader): { out: string[]; styles: Map<number, RunStyle> } {
  const out: string[] = [];
  /** The look of each text piece of `out`, by its index (only with a reader). */
  const styles = new Map<number, RunStyle>();
  let skipDepth = 0;
  let textDepth = 0;
  const rows: RowState[] = [];
  /** The table row whose line is the last one written, if the last line is a row's. */
  let above: RowState | undefined;
  for (const m of xml.matchAll(TOKEN)) {
    const [, closing, name, attrs, selfClosing, cdata, chars] = m;
    if (name !== undefined) {
      const isClose = closing === '/';
      const isEmpty = selfClosing === '/';
      if (reader) {
        if (isClose) reader.end(name);
        else reader.element(name, attrs ?? '', isEmpty);
      }
      if (rules.skip.has(name)) {
        if (isEmpty) continue;
        skipDepth += isClose ? -1 : 1;
        continue;
      }
      if (skipDepth > 0) continue;
      if (rules.textElements?.has(name) && !isEmpty) textDepth += isClose ? -1 : 1;
      const isRow = rules.row?.has(name) === true;
      if (isRow && !isClose && !isEmpty) {
        const at = out.length;
        rows.push({
          columnTabs: [], paragraphs: 0, mark: at, start: at, cellStart: at, cells: 0, labelled: false, valued: false, own: false, block: false,
          lastCellStart: at,
        });
      }
      if (isClose || isEmpty) {
        const row = rows.at(-1);
        if (rules.block.has(name)) {
          trimEnd(out, '\t'); // a row's last cell
          if (isRow && isClose) {
            rows.pop();
            if (row) for (const at of row.columnTabs) if (at < out.length && out[at] === '\t') out[at] = '\n';
            if (row) liftTrailingDateCell(out, styles, row.start, { start: row.lastCellStart });
            if (rows.length === 0) above = row;
          } else if (rows.length === 0) above = undefined;
          const inner = rows.at(-1);
          if (inner && out.slice(inner.mark).join('').trim() !== '') inner.paragraphs++;
          out.push('\n');
          if (inner) inner.mark = out.length;
        } else if (rules.cell.has(name)) {
          // The cell's last paragraph: "Date of birth<TAB>1985-02-07" stays one line. Rows whose first cell is empty
          // continue the line of the row above (a Europass job's description beside its title), except under a heading's
          // row (a label with nothing beside it): there each is a line of its own, else a section's rows (a study each)
          // ran into one line. Under a row of several lines (an entry's title, employer and duties beside its heading)
          // too: its last line is no label, and the next entry's first line ran onto its duties.
          const text = row === undefined || out.slice(row.cellStart).join('').trim() !== '';
          if (row && row.cells === 0 && !text) row.own = above !== undefined && (above.block || (above.labelled ? !above.valued : above.own));
          trimEnd(out, '\n', row?.own ? row.start : 0);
          out.push('\t');
          if (row) {
            if (row.cells === 0) row.labelled = text;
            else row.valued ||= text;
            row.cells++;
            row.lastCellStart = row.cellStart;
            row.cellStart = out.length;
            if (row.paragraphs > 1) {
              row.block = true;
              row.columnTabs.push(out.length - 1);
            }
            row.paragraphs = 0;
            row.mark = out.length;
          }
        }
      }
      if (!isClose) {
        const literal = rules.literal?.get(name);
        if (literal !== undefined) out.push(literal);
        else if (rules.tab.has(name)) out.push('\t');
        else if (rules.lineBreak.has(name)) out.push('\n');
        else if (rules.spaces && name === rules.spaces.element) {
          const count = new RegExp(`${rules.spaces.countAttribute}="(\\d+)"`).exec(attrs ?? '');
          out.push(' '.repeat(Math.min(100, Number(count?.[1] ?? 1))));
        }
      }
      continue;
    }
    if (skipDepth > 0) continue;
    const text = cdata ?? chars;
    if (text === undefined || (rules.textElements && textDepth <= 0)) continue;
    if (reader) styles.set(out.length, reader.current());
    out.push(cdata === undefined ? decodeXmlEntities(text) : text);
  }
  return { out, styles };
}

function trimEnd(out: string[], what: string, floor = 0): void {
  while (out.length > floor && out[out.length - 1] === what) out.pop();
}

export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (all, e: string) => {
    switch (e) {
      case 'amp': return '&';
      case 'lt': return '<';
      case 'gt': return '>';
      case 'quot': return '"';
      case 'apos': return "'";
    }
    const code = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
  });
}
