// `recruit --remote … person import` through POST /person/import (routes/person-import.ts):
// the file is read here (its encoding, its format) and sent in chunks of rows, each chunk
// one request that the server imports as the local import does, in one transaction. The
// server's rejects come back with the chunk's line numbers; they are mapped to the file's
// lines and written with the file's own records, so the rejects file is the local one.
//
// A chunk that fails on the way (no answer, 502/503/504) is sent again with the same
// Idempotency-Key: if the server had imported it and only the answer was lost, it answers
// the first import's outcome again instead of importing twice; if it had not, nothing of
// it was written (one transaction) and it is imported now — either way it lands once.
// Chunks go one after the other, so rows keep the file's order ("update" ends with the
// last row, a repeat is found by the row before it). Every chunk names the run
// (`Import-Run`), and the last says so (`Import-Run-Last: true`): the server keeps one import
// session for the run and answers the last chunk when its people are findable.
import { randomUUID } from 'node:crypto';
import { NotFoundError, RateLimitedError, UnavailableError } from '../../domain/errors.js';
import { csvLine } from './csv-reader.js';
import { neutraliseCsvCell } from '../../domain/csv-formula.js';
import type { ColumnMap } from './columns.js';
import type { RejectSink } from './rejects.js';
import type { ImportSource, SourceRecord } from './source.js';
import { emptySummary, type ConflictMode, type ImportSummary, type ProgressListener } from './types.js';

/** Sends one chunk; resolves with the answer's text. NotFoundError: the server has no bulk endpoint. */
export type ChunkSender = (resource: 'person' | 'job', query: string, body: Uint8Array, headers: Record<string, string>) => Promise<string>;

export interface ChunkedImportOptions {
  resource: 'person' | 'job';
  onConflict: ConflictMode;
  matchPhone: boolean;
  dryRun: boolean;
  clearEmpty: boolean;
  columnMap: ColumnMap | undefined;
  /** Rows per request (the server's limit is 10,000 by default). */
  chunkRows: number;
  /** Attempts per chunk when the server cannot be reached or is unavailable. */
  maxAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** What the server does not offer: the records read so far go to the per-row import with the rest. */
export interface Unsupported {
  unsupported: true;
  source: ImportSource;
}

export const DEFAULT_CHUNK_ROWS = 5000;

interface Chunk {
  body: string;
  /** The chunk's records, and the line each starts on in the chunk's text. */
  records: SourceRecord[];
  startLines: number[];
}

const newlines = (text: string) => {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
};

/** The text the server reads for a JSON record: one line (a record spanning lines in a JSON array is re-serialised). */
function jsonLine(record: Extract<SourceRecord, { kind: 'json' }>): string {
  if (!record.text.includes('\n')) return record.text;
  return record.error === undefined ? JSON.stringify(record.value) : record.text.replace(/\r?\n/g, ' ');
}

function makeChunk(source: ImportSource, records: SourceRecord[]): Chunk {
  const startLines: number[] = [];
  let body = '';
  let line = 1;
  if (source.format === 'csv') {
    body = `${csvLine(source.header ?? [])}\n`;
    line = 2;
  }
  for (const record of records) {
    // The cells were read with their neutralising quotes removed; the server removes them again,
    // so they travel neutralised, as in the file: a cell `''=x` must arrive as `'=x`, not `=x`.
    const text = record.kind === 'csv' ? csvLine(record.cells.map(neutraliseCsvCell)) : jsonLine(record);
    startLines.push(line);
    body += `${text}\n`;
    line += newlines(text) + 1;
  }
  return { body, records, startLines };
}

type AnswerLine = { line: number; reason: string } | { summary: ImportSummary };

function parseAnswer(text: string): { rejects: { line: number; reason: string }[]; summary: ImportSummary } {
  const rejects: { line: number; reason: string }[] = [];
  let summary: ImportSummary | undefined;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const value = JSON.parse(line) as AnswerLine;
    if ('summary' in value) summary = value.summary;
    else rejects.push({ line: value.line, reason: value.reason });
  }
  if (!summary) throw new UnavailableError('the server\'s import answer ended before its summary');
  return { rejects, summary };
}

/** Where in the chunk a line falls: the record that starts on it or before it. */
function recordAt(chunk: Chunk, line: number): SourceRecord | undefined {
  let low = 0;
  let high = chunk.startLines.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((chunk.startLines[middle] as number) <= line) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found === -1 ? undefined : chunk.records[found];
}

/** The source again, from its first record, reading on where `iterator` stands. */
function replayed(source: ImportSource, consumed: SourceRecord[][], iterator: AsyncIterator<SourceRecord[]>): ImportSource {
  async function* records(): AsyncGenerator<SourceRecord[]> {
    yield* consumed;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { ...source, records: records() };
}

export async function runChunkedImport(
  source: ImportSource,
  send: ChunkSender,
  options: ChunkedImportOptions,
  openRejects: () => Promise<RejectSink>,
  onProgress: ProgressListener = () => {},
): Promise<ImportSummary | Unsupported> {
  const started = performance.now();
  const summary = emptySummary(options.dryRun);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxAttempts = options.maxAttempts ?? 6;
  const importId = randomUUID();
  const query = new URLSearchParams({ on_conflict: options.onConflict });
  if (options.matchPhone) query.set('match', 'email,phone');
  if (options.dryRun) query.set('dry_run', 'true');
  if (options.clearEmpty) query.set('clear_empty', 'true');
  if (options.columnMap) query.set('map', JSON.stringify(options.columnMap));
  const contentType = source.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8';

  const sendChunk = async (chunk: Chunk, index: number, last: boolean): Promise<string> => {
    const body = Buffer.from(chunk.body, 'utf8');
    const headers = {
      'content-type': contentType, 'idempotency-key': `${importId}.${index}`, 'import-run': importId, 'import-run-last': String(last),
    };
    for (let attempt = 1; ; attempt++) {
      try {
        return await send(options.resource, query.toString(), body, headers);
      } catch (error) {
        const retry = error instanceof RateLimitedError || (error instanceof UnavailableError && attempt < maxAttempts);
        if (!retry) throw error;
        const seconds = error instanceof RateLimitedError ? error.retryAfterSeconds : undefined;
        await sleep(seconds !== undefined ? seconds * 1000 : Math.min(250 * 2 ** attempt, 10_000));
      }
    }
  };

  const iterator = source.records[Symbol.asyncIterator]();
  const consumed: SourceRecord[][] = [];
  let pending: SourceRecord[] = [];
  let index = 0;
  let done = false;
  /** The next chunk from the file (undefined: no more); the first is made even when empty. */
  const prepare = async (first: boolean): Promise<{ chunk: Chunk; last: boolean } | undefined> => {
    // One record more than a chunk: whether this chunk is the last is known before it is sent.
    while (!done && pending.length <= options.chunkRows) {
      const next = await iterator.next();
      if (next.done) {
        done = true;
        break;
      }
      if (index === 0) consumed.push(next.value);
      pending.push(...next.value);
    }
    if (pending.length === 0 && !first) return undefined;
    const records = pending.slice(0, options.chunkRows);
    pending = pending.slice(options.chunkRows);
    return { chunk: makeChunk(source, records), last: done && pending.length === 0 };
  };

  let current = await prepare(true);
  while (current) {
    const { chunk, last } = current;
    const answering = sendChunk(chunk, index, last);
    // The next chunk is read and made while the server imports this one (this process's work
    // beside the server's); it is sent only after this one is answered, so the order holds.
    const following = last ? Promise.resolve(undefined) : prepare(false);
    following.catch(() => undefined); // its failure is met below, after this chunk's answer
    let answer: string;
    try {
      answer = await answering;
    } catch (error) {
      await following.catch(() => undefined);
      // The first chunk tells whether the server has the endpoint at all.
      if (index === 0 && error instanceof NotFoundError) return { unsupported: true, source: replayed(source, consumed, iterator) };
      await iterator.return?.();
      throw error;
    }
    index++;
    consumed.length = 0;
    // Opened only now: a file the server refuses whole (its header) leaves no rejects file behind.
    const rejects = await openRejects();
    const result = parseAnswer(answer);
    summary.rows += result.summary.rows;
    summary.created += result.summary.created;
    summary.updated += result.summary.updated;
    summary.skipped += result.summary.skipped;
    summary.conflicts += result.summary.conflicts;
    for (const reject of result.rejects) {
      const record = recordAt(chunk, reject.line);
      summary.rejected++;
      if (record) await rejects.add(record, reject.reason);
    }
    onProgress({ rows: summary.rows, rejected: summary.rejected, bytes: source.bytesRead() });
    current = await following;
  }
  summary.seconds = Math.round((performance.now() - started) / 10) / 100;
  return summary;
}
