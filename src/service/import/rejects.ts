// The rejects file of an import: one entry per rejected row with its source line,
// the reason and the original row. CSV (by extension .csv) keeps the source's columns after
// `reject_line,reject_reason`, so a corrected file imports directly (the importer ignores
// those two columns); anything else is NDJSON: {"line", "reason", "row"}.
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { extname } from 'node:path';
import { ValidationError } from '../../domain/errors.js';
import { csvLine } from './csv-reader.js';
import { neutraliseCsvCell } from '../../domain/csv-formula.js';
import type { SourceRecord } from './source.js';

export interface RejectSink {
  add(record: SourceRecord, reason: string): Promise<void>;
  close(): Promise<void>;
}

export const noRejectSink: RejectSink = { add: async () => {}, close: async () => {} };

export function originalObject(record: SourceRecord, header: string[] | undefined): unknown {
  if (record.kind === 'json') return record.error === undefined ? record.value : record.text;
  const row: Record<string, string> = {};
  record.cells.forEach((cell, i) => {
    row[header?.[i] ?? `column${i + 1}`] = cell;
  });
  return row;
}

export async function openRejectSink(path: string, header: string[] | undefined): Promise<RejectSink> {
  const csv = extname(path).toLowerCase() === '.csv';
  let stream: WriteStream;
  try {
    stream = createWriteStream(path);
    await once(stream, 'open');
  } catch (error) {
    throw new ValidationError(`cannot write the rejects file ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let failure: Error | undefined;
  stream.on('error', (error) => (failure = error));
  const write = async (text: string) => {
    if (failure) throw new ValidationError(`cannot write the rejects file ${path}: ${failure.message}`);
    if (!stream.write(text)) await once(stream, 'drain');
  };
  if (csv) await write(`${csvLine(['reject_line', 'reject_reason', ...(header ?? ['row'])])}\n`);
  return {
    async add(record, reason) {
      if (!csv) {
        await write(`${JSON.stringify({ line: record.line, reason, row: originalObject(record, header) })}\n`);
      } else if (record.kind === 'csv') {
        // The cells as read (a neutralising quote removed), neutralised again: the file is opened in spreadsheets.
        await write(`${csvLine([String(record.line), neutraliseCsvCell(reason), ...record.cells.map(neutraliseCsvCell)])}\n`);
      } else {
        const row = record.error === undefined ? JSON.stringify(record.value) : record.text;
        await write(`${csvLine([String(record.line), neutraliseCsvCell(reason), neutraliseCsvCell(row)])}\n`);
      }
    },
    async close() {
      stream.end();
      await once(stream, 'finish');
    },
  };
}
