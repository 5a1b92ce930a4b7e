// The import source: a file or stdin, its format (by extension, else by its first
// character), decoded as UTF-8 with or without a BOM, read as a stream of records that
// keep their source line and original form (for the rejects file). Only this module does I/O.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { ValidationError } from '../../domain/errors.js';
import { detectDelimiter, readCsvRecords } from './csv-reader.js';
import { JsonShapeError, readJsonArrayRecords, readNdjsonRecords } from './json-reader.js';

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

/** Decoded text chunks; the first chunk starts after the BOM. */
async function* decode(stream: AsyncIterable<Buffer | string>, counter: { bytes: number }): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let first = true;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    counter.bytes += bytes.length;
    let text = decoder.write(bytes);
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    if (text.length > 0) yield text;
  }
  const rest = decoder.end();
  if (rest.length > 0) yield rest;
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

export interface OpenSourceOptions {
  /** Overrides detection. */
  format?: ImportFormat | undefined;
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
    // 256 KiB reads: a chunk's records are parsed together, and fewer of them live at once.
    stream = createReadStream(path, { highWaterMark: 1 << 18 });
  }
  const peek = await peekable(decode(stream, counter), 64 * 1024);
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
      if (rest.length > 0) yield rest;
      for await (const batch of { [Symbol.asyncIterator]: () => records }) yield batch;
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
