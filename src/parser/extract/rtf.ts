// RTF → text with rtf-stream-parser + iconv-lite (PLATFORM.md §5: the other RTF packages
// garble \'e9, crash on LibreOffice RTF or print \pict data as hex).
// The document is not "encapsulated" HTML/text from Outlook, so a small Transform tells
// DeEncapsulate to treat it as text (`\fromtext`) and drops groups that are not CV text:
// pictures, metadata, themes, a shape's properties and its drawn fallback. It also reads what
// DeEncapsulate leaves out: table cells and rows (as tabs and line ends, as the DOCX reader
// gives them), a text box's text (`\*\shpinst` … `\shptxt`), and the page headers and
// footers, where a CV puts the name and contact lines (they come before the body in the file).
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import iconv from 'iconv-lite';
import { DeEncapsulate, Tokenize } from 'rtf-stream-parser';
import { UnprocessableError } from '../../domain/errors.js';
import type { ExtractedContent } from '../types.js';
import { contentFromText } from './text-lines.js';

// rtf-stream-parser's TokenType is a const enum, which verbatimModuleSyntax cannot import.
const GROUP_START = 0;
const GROUP_END = 1;
const CONTROL = 2;

interface RtfToken { type: number; word?: string; param?: number; data?: Buffer; length?: number }

const DROPPED_GROUPS = /^(pict|info|object|themedata|datastore|xmlnstbl|colorschememapping|listtext|pntext|fldinst|sp|shprslt)$/;
/** A starred destination read all the same: a shape's instructions, whose \shptxt holds a text box's text. */
const READ_STARRED = /^shpinst$/;
/** Table controls as the text separators a reader sees: a cell's end a tab, a row's end a line's. */
const TABLE_CONTROLS: Record<string, string> = { cell: 'tab', nestcell: 'tab', row: 'par', nestrow: 'par' };

/** Inserts \fromtext and removes unwanted groups, holding each GROUP_START until its first word is known. */
class FilterGroups extends Transform {
  private pendingStart = false;
  private starred = false;
  private skipDepth = 0;
  private depth = 0;
  private sawRtf = false;
  /** Paragraphs ended inside the table cell being read (a cell's last paragraph ends with \cell, the others with \par). */
  private cellParagraphs = 0;

  constructor() {
    super({ objectMode: true });
  }

  override _transform(token: RtfToken, _enc: BufferEncoding, done: TransformCallback): void {
    if (this.skipDepth > 0) {
      if (token.type === GROUP_START) this.skipDepth++;
      else if (token.type === GROUP_END) this.skipDepth--;
      return done();
    }
    if (this.pendingStart) {
      const word = token.type === CONTROL ? token.word : undefined;
      // `{\*\pict …}`: the destination word follows the \* marker, so keep holding.
      if (word === '*' && !this.starred) {
        this.starred = true;
        return done();
      }
      const starred = this.starred;
      this.pendingStart = false;
      this.starred = false;
      if (word !== undefined && this.depth > 1 && DROPPED_GROUPS.test(word)) {
        this.depth--;
        this.skipDepth = 1;
        return done();
      }
      this.push({ type: GROUP_START });
      if (starred && !(word !== undefined && READ_STARRED.test(word))) this.push({ type: CONTROL, word: '*' });
    }
    if (token.type === GROUP_START) {
      this.depth++;
      this.pendingStart = true;
      return done();
    }
    if (token.type === GROUP_END) this.depth--;
    const word = token.type === CONTROL ? token.word : undefined;
    const separator = word !== undefined ? TABLE_CONTROLS[word] : undefined;
    // A cell of several paragraphs is a column of a layout table (name and headline beside the contact lines): the next
    // cell starts a line of its own, as the DOCX reader puts it, else the cell's last line and the next cell's first ran
    // together ("Headline<tab>12 Street").
    const cellEnd = separator === 'tab' && this.cellParagraphs > 0 ? 'par' : separator;
    if (word === 'par') this.cellParagraphs++;
    else if (separator !== undefined || word === 'trowd') this.cellParagraphs = 0;
    this.push(cellEnd ? { type: CONTROL, word: cellEnd } : token);
    if (!this.sawRtf && token.type === CONTROL && token.word === 'rtf') {
      this.sawRtf = true;
      this.push({ type: CONTROL, word: 'fromtext' });
    }
    done();
  }
}

export async function extractRtf(bytes: Uint8Array): Promise<ExtractedContent> {
  const chunks: string[] = [];
  const deEncapsulate = new DeEncapsulate({
    mode: 'text',
    decode: (buf: Buffer, enc: string) => iconv.decode(buf, iconv.encodingExists(enc) ? enc : 'cp1252'),
    warn: () => undefined,
  });
  deEncapsulate.on('data', (c: Buffer | string) => chunks.push(c.toString()));
  try {
    await pipeline(Readable.from([Buffer.from(bytes)]), new Tokenize(), new FilterGroups(), deEncapsulate);
  } catch (err) {
    throw new UnprocessableError(`the RTF file cannot be read: ${(err as Error).message}`, { cause: err });
  }
  return contentFromText('rtf', chunks.join(''), [], { keepTabs: true });
}
