// Worker thread entry of a local file import (see validated-batches.ts): opens the file,
// validates, and posts batches to the importing thread, at most WINDOW batches ahead (each
// batch is acknowledged once written), so memory stays flat however large the file.
import { parentPort, workerData } from 'node:worker_threads';
import { codeBookFor } from '../../domain/codes.js';
import { isRecruitError } from '../../domain/errors.js';
import { openImportSource, type ImportFormat } from './source.js';
import type { ImportEncoding } from './encoding.js';
import type { MapperOptions } from './columns.js';
import { validateRecords, type ValidatedBatch } from './validated-batches.js';
import { compilePersonCsvPath, personResource } from './people.js';
import { jobResource } from './jobs.js';
import { jsonCodec, personCodec } from './batch-codec.js';

export interface WorkerInput {
  path: string;
  format: ImportFormat | undefined;
  encoding: ImportEncoding | undefined;
  resource: 'person' | 'job';
  now: string;
  dataDir: string | undefined;
  batchSize: number;
  keepRecords: boolean;
  /** --clear-empty and --map (columns.ts). */
  columns: MapperOptions;
}

export type WorkerMessage =
  | { type: 'start'; header: string[] | undefined; totalBytes: number | undefined }
  | {
    type: 'batch';
    /** The valid rows, encoded by the resource's codec (batch-codec.ts), their source lines and, if kept, records (JSON). */
    valid: string;
    count: number;
    lines: number[];
    records: string | undefined;
    rejects: ValidatedBatch<unknown>['rejects'];
    rows: number;
    bytes: number;
  }
  | { type: 'end' }
  | { type: 'error'; code: string; message: string; hint: string | undefined };

const WINDOW = 2;

async function run(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const input = workerData as WorkerInput;
  let credits = WINDOW;
  let wake: (() => void) | undefined;
  const onAck = () => {
    credits++;
    wake?.();
  };
  port.on('message', onAck);
  try {
    const codes = input.dataDir ? codeBookFor(input.dataDir) : codeBookFor();
    const clock = { now: () => new Date(input.now) };
    const source = await openImportSource(input.path, { format: input.format, encoding: input.encoding, stdin: process.stdin });
    // Each valid row is encoded as soon as it is validated (batch-codec.ts). The header is checked
    // here, before 'start': a refused file ends the import before its rejects file is opened.
    const batches: AsyncIterable<ValidatedBatch<string>> = input.resource === 'person'
      ? validateRecords(source, personResource(codes, clock), codes, input.batchSize, input.keepRecords, personCodec.row,
        compilePersonCsvPath(codes, clock, input.columns), input.columns)
      : validateRecords(source, jobResource(codes, clock), codes, input.batchSize, input.keepRecords, jsonCodec.row, undefined, input.columns);
    port.postMessage({ type: 'start', header: source.header, totalBytes: source.totalBytes } satisfies WorkerMessage);
    const join = input.resource === 'person' ? personCodec.join : jsonCodec.join;
    for await (const batch of batches) {
      while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
      credits--;
      const count = batch.valid.length;
      const texts = new Array<string>(count);
      const lines = new Array<number>(count);
      for (let i = 0; i < count; i++) {
        const row = batch.valid[i] as ValidatedBatch<string>['valid'][number];
        texts[i] = row.value;
        lines[i] = row.line;
      }
      // Records go along with --on-conflict fail, and for the partial rows the writer may still refuse.
      const records = input.keepRecords || batch.valid.some((row) => row.record !== undefined)
        ? JSON.stringify(batch.valid.map((row) => row.record ?? null)) : undefined;
      const message: WorkerMessage = { type: 'batch', valid: join(texts), count, lines, records, rejects: batch.rejects, rows: batch.rows, bytes: batch.bytes };
      port.postMessage(message);
    }
    port.postMessage({ type: 'end' } satisfies WorkerMessage);
  } catch (error) {
    const message: WorkerMessage = isRecruitError(error)
      ? { type: 'error', code: error.code, message: error.message, hint: error.hint }
      : { type: 'error', code: 'internal', message: (error as Error).message, hint: undefined };
    port.postMessage(message);
  } finally {
    // Not port.close(): that could drop the last message. Without the listener nothing keeps this thread alive.
    port.off('message', onAck);
  }
}

void run();
