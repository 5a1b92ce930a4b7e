// Just enough PDF syntax to read the dictionaries of image XObjects from the raw bytes
// (./pdf-xobjects.ts): a value parser (numbers, names, strings, arrays,
// dictionaries, `N G R` references) and an index of `N G obj` headers. No regular
// expressions and a shared step budget, so a hostile 10 MB file costs linear time at worst:
// once the budget is spent, reading throws and the caller gives up (pdfjs then does the work).

export interface PdfRef { num: number; gen: number }
export interface PdfName { name: string }
export interface PdfString { string: true }
export type PdfValue = number | boolean | null | PdfName | PdfRef | PdfString | PdfValue[] | PdfDict;
export type PdfDict = Map<string, PdfValue>;

export class PdfSyntaxError extends Error {}
/** The file's step budget is spent: the whole scan gives up, not just one object. */
export class PdfBudgetError extends PdfSyntaxError {}

/** Steps (bytes looked at while parsing values) shared by every read of one file. */
export interface Budget { steps: number }

/** Nesting of arrays and dictionaries: real image dictionaries need 3 or 4. */
const MAX_DEPTH = 16;
/** `N G obj` headers indexed per file (a large CV has a few thousand objects). */
const MAX_OBJECTS = 200_000;

const OBJ = Buffer.from('obj');

export const isWhite = (c: number | undefined): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const isDelimiter = (c: number | undefined): boolean =>
  c === 0x28 || c === 0x29 || c === 0x3c || c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x2f || c === 0x25;
const isDigit = (c: number | undefined): boolean => c !== undefined && c >= 0x30 && c <= 0x39;
const isRegular = (c: number | undefined): boolean => c !== undefined && !isWhite(c) && !isDelimiter(c);

export const isRef = (v: PdfValue | undefined): v is PdfRef => typeof v === 'object' && v !== null && 'num' in v;
export const isName = (v: PdfValue | undefined): v is PdfName => typeof v === 'object' && v !== null && 'name' in v;
export const isDict = (v: PdfValue | undefined): v is PdfDict => v instanceof Map;
export const refKey = (ref: PdfRef): string => `${ref.num} ${ref.gen}`;

/** Reads one PDF value at a byte offset. */
export class PdfReader {
  constructor(readonly pdf: Buffer, private readonly budget: Budget) {}

  /** The value starting at `at` (after white space and comments) and the offset after it. */
  value(at: number, depth = 0): { value: PdfValue; end: number } {
    const pdf = this.pdf;
    let i = this.skipWhite(at);
    const c = pdf[i];
    if (c === undefined) throw new PdfSyntaxError('unexpected end of file');
    if (depth > MAX_DEPTH) throw new PdfSyntaxError('nested too deeply');
    if (c === 0x3c && pdf[i + 1] === 0x3c) return this.dict(i + 2, depth);
    if (c === 0x3c) return { value: { string: true }, end: this.until(i + 1, 0x3e) + 1 };
    if (c === 0x28) return { value: { string: true }, end: this.literalString(i + 1) };
    if (c === 0x5b) {
      const items: PdfValue[] = [];
      i++;
      for (;;) {
        i = this.skipWhite(i);
        if (pdf[i] === 0x5d) return { value: items, end: i + 1 };
        const item = this.value(i, depth + 1);
        items.push(item.value);
        i = item.end;
      }
    }
    if (c === 0x2f) {
      const end = this.regularEnd(i + 1);
      return { value: { name: decodeName(pdf.toString('latin1', i + 1, end)) }, end };
    }
    if (isDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e) return this.numberOrRef(i);
    const end = this.regularEnd(i);
    const word = pdf.toString('latin1', i, end);
    if (word === 'true' || word === 'false') return { value: word === 'true', end };
    if (word === 'null') return { value: null, end };
    throw new PdfSyntaxError(`unexpected token at ${i}`);
  }

  /** Offset of the first byte that is neither white space nor inside a comment. */
  skipWhite(at: number): number {
    const pdf = this.pdf;
    let i = at;
    for (;;) {
      this.step(1);
      const c = pdf[i];
      if (isWhite(c)) i++;
      else if (c === 0x25) {
        while (i < pdf.length && pdf[i] !== 0x0a && pdf[i] !== 0x0d) i++;
        this.step(i - at);
      } else return i;
    }
  }

  private dict(at: number, depth: number): { value: PdfDict; end: number } {
    const pdf = this.pdf;
    const dict: PdfDict = new Map();
    let i = at;
    for (;;) {
      i = this.skipWhite(i);
      if (pdf[i] === 0x3e && pdf[i + 1] === 0x3e) return { value: dict, end: i + 2 };
      if (pdf[i] !== 0x2f) throw new PdfSyntaxError(`dictionary key expected at ${i}`);
      const keyEnd = this.regularEnd(i + 1);
      const key = decodeName(pdf.toString('latin1', i + 1, keyEnd));
      const item = this.value(keyEnd, depth + 1);
      dict.set(key, item.value);
      i = item.end;
    }
  }

  private numberOrRef(at: number): { value: number | PdfRef; end: number } {
    const end = this.regularEnd(at);
    const text = this.pdf.toString('latin1', at, end);
    const value = Number(text);
    if (!Number.isFinite(value)) throw new PdfSyntaxError(`bad number at ${at}`);
    // `N G R`: two unsigned integers and the keyword R.
    if (/^\d+$/.test(text)) {
      const genAt = this.skipWhite(end);
      const genEnd = this.regularEnd(genAt);
      if (genEnd > genAt && genAt > end && isDigitsOnly(this.pdf, genAt, genEnd)) {
        const rAt = this.skipWhite(genEnd);
        if (rAt > genEnd && this.pdf[rAt] === 0x52 && !isRegular(this.pdf[rAt + 1])) {
          return { value: { num: value, gen: Number(this.pdf.toString('latin1', genAt, genEnd)) }, end: rAt + 1 };
        }
      }
    }
    return { value, end };
  }

  private regularEnd(at: number): number {
    let i = at;
    while (isRegular(this.pdf[i])) i++;
    this.step(i - at);
    if (i - at > 1024) throw new PdfSyntaxError('token too long');
    return i;
  }

  private until(at: number, byte: number): number {
    const end = this.pdf.indexOf(byte, at);
    if (end < 0) throw new PdfSyntaxError('unterminated string');
    this.step(end - at);
    return end;
  }

  /** `(` … `)` with balanced parentheses and backslash escapes; the offset after `)`. */
  private literalString(at: number): number {
    const pdf = this.pdf;
    let depth = 1;
    let i = at;
    for (; i < pdf.length && depth > 0; i++) {
      const c = pdf[i];
      if (c === 0x5c) i++;
      else if (c === 0x28) depth++;
      else if (c === 0x29) depth--;
    }
    this.step(i - at);
    if (depth > 0) throw new PdfSyntaxError('unterminated string');
    return i;
  }

  private step(n: number): void {
    this.budget.steps -= n;
    if (this.budget.steps < 0) throw new PdfBudgetError('too much to read');
  }
}

function isDigitsOnly(pdf: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isDigit(pdf[i])) return false;
  return true;
}

/** `#xx` escapes in names (PDF 1.2+). */
function decodeName(raw: string): string {
  return raw.includes('#') ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;
}

export interface ObjectHeader {
  key: string;
  num: number;
  gen: number;
  /** offset just after `obj` */
  body: number;
  /** offset of the object number */
  start: number;
}

/**
 * Every `N G obj` header in the bytes, in file order. A later header for the same object
 * (an incremental update) replaces the earlier one in `byKey`. Work is linear in the file:
 * each `obj` found is checked by looking back at most a few dozen bytes.
 */
export function indexObjects(pdf: Buffer): { headers: ObjectHeader[]; byKey: Map<string, ObjectHeader> } {
  const headers: ObjectHeader[] = [];
  const byKey = new Map<string, ObjectHeader>();
  let at = 0;
  for (;;) {
    const hit = pdf.indexOf(OBJ, at);
    if (hit < 0) break;
    at = hit + OBJ.length;
    if (isRegular(pdf[at])) continue; // "objects", "objstm"
    const header = headerBefore(pdf, hit);
    if (!header) continue;
    const entry = { ...header, key: `${header.num} ${header.gen}`, body: at };
    headers.push(entry);
    byKey.set(entry.key, entry);
    if (headers.length > MAX_OBJECTS) throw new PdfBudgetError('too many objects');
  }
  return { headers, byKey };
}

/** `N G` before the `obj` at `hit`, or null ("endobj", "/objname", stream noise). */
function headerBefore(pdf: Buffer, hit: number): { num: number; gen: number; start: number } | null {
  let i = hit - 1;
  if (!isWhite(pdf[i])) return null;
  while (i >= 0 && hit - i < 8 && isWhite(pdf[i])) i--;
  const genEnd = i + 1;
  while (i >= 0 && genEnd - i <= 5 && isDigit(pdf[i])) i--;
  const genStart = i + 1;
  if (genStart === genEnd || !isWhite(pdf[i])) return null;
  while (i >= 0 && genStart - i < 8 && isWhite(pdf[i])) i--;
  const numEnd = i + 1;
  while (i >= 0 && numEnd - i <= 10 && isDigit(pdf[i])) i--;
  const numStart = i + 1;
  if (numStart === numEnd || (i >= 0 && isRegular(pdf[i]))) return null;
  return { num: Number(pdf.toString('latin1', numStart, numEnd)), gen: Number(pdf.toString('latin1', genStart, genEnd)), start: numStart };
}
