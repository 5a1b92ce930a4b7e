// The import source: a file or stdin, its format (by extension, else by its first
// character), decoded by its encoding (encoding.ts: UTF-8 by default and checked, a BOM
// honoured, --encoding for the others), read as a stream of records that keep their source
// line and original form (for the rejects file). Only this module does I/O.
import { isAscii } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { ValidationError } from '../../domain/errors.js';
import {
  ENCODING_HINT, Utf8Checker, byteOrderMark, chooseDecoding, countNewlines, createTextDecoder, type ImportEncoding, type InvalidUtf8,
} from './encoding.js';
import { detectDelimiter, readCsvRecords } from './csv-reader.js';
import { JsonShapeError, readJsonArrayRecords, readNdjsonRecords } from './json-reader.js';
import { restoreCsvCell } from '../../domain/csv-formula.js';

export type ImportFormat = 'csv' | 'json' | 'ndjson';

/** One record of the source, before mapping: CSV cells under a header, or a JSON value. */
export type SourceRecord =
  | { kind: 'csv'; line: number; cells: string[] }
  | { kind: 'json'; line: number; value: unknown; text: string; error: string | undefined };

export interface ImportSource {
  format: ImportFormat;
  /** CSV only: the header cells and the delimiter. */
  header: string[] | undefined;
  delimiter: ',' | ';' | undefined;
  /** Size of the file, undefined for stdin (progress then has no ETA). */
  totalBytes: number | undefined;
  bytesRead(): number;
  /** Records in small arrays (one await per array, not per record), in file order. */
  records: AsyncIterable<SourceRecord[]>;
}

export function formatFromName(name: string): ImportFormat | undefined {
  switch (extname(name).toLowerCase()) {
    case '.csv':
    case '.txt':
      return 'csv';
    case '.json':
      return 'json';
    case '.ndjson':
    case '.jsonl':
      return 'ndjson';
    default:
      return undefined;
  }
}

/**
 * Decoded text chunks; the first chunk starts after the BOM. UTF-8 from stdin is checked as it
 * streams (a file was checked whole before: checkFileEncoding).
 */
async function* decode(
  stream: AsyncIterable<Buffer | string>,
  counter: { bytes: number },
  options: { encoding: ImportEncoding | undefined; checkUtf8: boolean; name: string },
): AsyncGenerator<string> {
  let decoder: Awaited<ReturnType<typeof createTextDecoder>> | undefined;
  let checker: Utf8Checker | undefined;
  let pending: Buffer | undefined;
  let first = true;
  let yielded = false;
  // Text not yet handed on cannot have been imported: the first chunk is refused whole.
  const refuse = (finding: InvalidUtf8) => new ValidationError(
    `${options.name} is not UTF-8 text: line ${finding.line} has the byte 0x${hex(finding.byte)}, which UTF-8 does not allow there; ` +
    (yielded ? 'rows before that line may have been imported' : 'nothing was imported'),
    [], ENCODING_HINT,
  );
  const start = async (bytes: Buffer) => {
    const decoding = chooseDecoding(options.encoding, bytes);
    decoder = await createTextDecoder(decoding);
    if (decoding === 'utf8' && options.checkUtf8) checker = new Utf8Checker(true);
    return decoder;
  };
  const convert = function* (active: NonNullable<typeof decoder>, bytes: Buffer): Generator<string> {
    const finding = checker?.push(bytes);
    if (finding) throw refuse(finding);
    let text = active.write(bytes);
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    if (text.length > 0) {
      yielded = true;
      yield text;
    }
  };
  for await (const chunk of stream) {
    let bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    counter.bytes += bytes.length;
    if (!decoder) {
      // The byte order mark needs the first 3 bytes (a pipe may deliver fewer).
      bytes = pending ? Buffer.concat([pending, bytes]) : bytes;
      pending = undefined;
      if (bytes.length < 3) {
        pending = bytes;
        continue;
      }
      yield* convert(await start(bytes), bytes);
    } else {
      yield* convert(decoder, bytes);
    }
  }
  if (pending) yield* convert(await start(pending), pending); // fewer than 3 bytes in all
  const finding = checker?.end();
  if (finding) throw refuse(finding);
  const rest = decoder?.end() ?? '';
  if (rest.length > 0) yield rest;
}

const hex = (byte: number) => byte.toString(16).toUpperCase().padStart(2, '0');

/** What a whole-file UTF-8 check found. */
interface Utf8Scan {
  /** The first invalid sequence, if any (the scan stops there). */
  invalid: InvalidUtf8 | undefined;
  /** Any byte beyond ASCII before the end or the first invalid sequence. */
  beyondAscii: boolean;
  /** The file starts with a UTF-16 byte order mark (then nothing else was scanned). */
  utf16: boolean;
}

/**
 * A file is checked whole before the first row is read (~50 ms for 150 MB,
 * against seconds for the import), so a file in another encoding than the one it is read as
 * is refused before anything is written.
 */
async function scanUtf8File(path: string): Promise<Utf8Scan> {
  const checker = new Utf8Checker(false);
  let first = true;
  let beyondAscii = false;
  let invalid: InvalidUtf8 | undefined;
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    const bytes = chunk as Buffer;
    if (first) {
      first = false;
      const bom = byteOrderMark(bytes);
      if (bom && bom.decoding !== 'utf8') return { invalid: undefined, beyondAscii: true, utf16: true };
    }
    invalid = checker.push(bytes);
    if (invalid) break;
    beyondAscii ||= !isAscii(bytes);
  }
  invalid ??= checker.end();
  if (!invalid) return { invalid, beyondAscii, utf16: false };
  // Only now count the lines before it.
  let lines = 1;
  if (invalid.offset > 0) {
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20, end: invalid.offset - 1 })) {
      lines += countNewlines(chunk as Buffer, (chunk as Buffer).length);
    }
  }
  return { invalid: { ...invalid, line: lines }, beyondAscii: true, utf16: false };
}

/**
 * Refuses a file whose bytes contradict the encoding it is read as: not UTF-8 when read as
 * UTF-8 (Windows-1250 "Kővári" would become "K�v�ri"), or UTF-8 with letters beyond
 * ASCII when read as a single-byte encoding ("Kővári" would become "KĹ‘vĂˇri"). Either way
 * --on-conflict update would overwrite good records with garbled names.
 */
async function checkFileEncoding(path: string, encoding: ImportEncoding): Promise<void> {
  if (encoding === 'utf16le') return;
  const scan = await scanUtf8File(path);
  if (scan.utf16) return;
  if (encoding === 'utf8' && scan.invalid) {
    throw new ValidationError(
      `${path} is not UTF-8 text: line ${scan.invalid.line} has the byte 0x${hex(scan.invalid.byte)}, which UTF-8 does not allow there; nothing was imported`,
      [], ENCODING_HINT,
    );
  }
  if (encoding !== 'utf8' && !scan.invalid && scan.beyondAscii) {
    throw new ValidationError(
      `${path} is UTF-8 text with letters beyond ASCII, not ${encoding}: read as ${encoding} they would be garbled; nothing was imported`,
      [], 'leave out --encoding (UTF-8 is the default)',
    );
  }
}

/** Lets the caller peek at the first chunks, then read everything from the start. */
async function peekable(chunks: AsyncGenerator<string>, minChars: number) {
  const head: string[] = [];
  let length = 0;
  let done = false;
  while (length < minChars) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
    if (next.value.includes('\n')) break;
  }
  async function* all(): AsyncGenerator<string> {
    yield* head;
    if (!done) yield* { [Symbol.asyncIterator]: () => chunks };
  }
  return { text: head.join(''), all };
}

/**
 * Removes the quote recruit's CSV output puts before a cell a spreadsheet would run as a
 * formula (domain/csv-formula.ts), so an exported file imports back to the exact values.
 */
function restoreCells<R extends { cells: string[] }>(records: R[]): R[] {
  for (const record of records) {
    const cells = record.cells;
    for (let i = 0; i < cells.length; i++) if ((cells[i] as string).charCodeAt(0) === 39) cells[i] = restoreCsvCell(cells[i] as string);
  }
  return records;
}

export interface OpenSourceOptions {
  /** Overrides detection. */
  format?: ImportFormat | undefined;
  /** The text encoding (--encoding); default UTF-8, checked. A UTF-16 byte order mark wins. */
  encoding?: ImportEncoding | undefined;
  stdin: NodeJS.ReadableStream;
}

export async function openImportSource(path: string, options: OpenSourceOptions): Promise<ImportSource> {
  const counter = { bytes: 0 };
  let stream: AsyncIterable<Buffer | string>;
  let totalBytes: number | undefined;
  if (path === '-') {
    stream = options.stdin as AsyncIterable<Buffer | string>;
  } else {
    try {
      const info = await stat(path);
      if (!info.isFile()) throw new ValidationError(`${path} is not a file`);
      totalBytes = info.size;
    } catch (error) {
      if (error instanceof ValidationError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      throw new ValidationError(`cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : (code ?? (error as Error).message)}`);
    }
    await checkFileEncoding(path, options.encoding ?? 'utf8');
    // 256 KiB reads: a chunk's records are parsed together, and fewer of them live at once.
    stream = createReadStream(path, { highWaterMark: 1 << 18 });
  }
  const name = path === '-' ? 'stdin' : path;
  const decoded = decode(stream, counter, { encoding: options.encoding, checkUtf8: path === '-', name });
  const peek = await peekable(decoded, 64 * 1024);
  const firstChar = peek.text.trimStart().charAt(0);
  const format = options.format ?? (path === '-' ? undefined : formatFromName(path)) ?? (firstChar === '[' ? 'json' : firstChar === '{' ? 'ndjson' : 'csv');
  const base = { format, totalBytes, bytesRead: () => counter.bytes };

  if (format === 'csv') {
    const headerLine = peek.text.split('\n', 1)[0] ?? '';
    const delimiter = detectDelimiter(headerLine);
    const records = readCsvRecords(peek.all(), delimiter);
    const first = await records.next();
    const headerRecord = first.done ? undefined : first.value[0];
    if (!headerRecord) throw new ValidationError(`${path === '-' ? 'stdin' : path} is empty: a CSV import needs a header row`);
    const header = headerRecord.cells.map((cell) => cell.trim());
    async function* rows(): AsyncGenerator<SourceRecord[]> {
      const rest = first.done ? [] : first.value.slice(1);
      if (rest.length > 0) yield restoreCells(rest);
      for await (const batch of { [Symbol.asyncIterator]: () => records }) yield restoreCells(batch);
    }
    return { ...base, header, delimiter, records: rows() };
  }

  const reader = format === 'json' ? readJsonArrayRecords(peek.all()) : readNdjsonRecords(peek.all());
  async function* values(): AsyncGenerator<SourceRecord[]> {
    try {
      let batch: SourceRecord[] = [];
      for await (const record of reader) {
        batch.push({ kind: 'json', ...record });
        if (batch.length >= 512) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    } catch (error) {
      if (error instanceof JsonShapeError) throw new ValidationError(`${path === '-' ? 'stdin' : path}: ${error.message}`);
      throw error;
    }
  }
  return { ...base, header: undefined, delimiter: undefined, records: values() };
}
