// The importing thread's side of validate-worker.ts: a ValidationStream fed by the worker.
import { Worker } from 'node:worker_threads';
import { InternalError, UnavailableError, ValidationError } from '../../domain/errors.js';
import type { ImportFormat, SourceRecord } from './source.js';
import type { ImportEncoding } from './encoding.js';
import type { MapperOptions } from './columns.js';
import type { ValidatedBatch, ValidationStream } from './validated-batches.js';
import type { WorkerInput, WorkerMessage } from './validate-worker.js';
import { jsonCodec, personCodec } from './batch-codec.js';

function toError(message: Extract<WorkerMessage, { type: 'error' }>): Error {
  if (message.code === 'validation_failed') return new ValidationError(message.message, [], message.hint);
  if (message.code === 'unavailable') return new UnavailableError(message.message, { hint: message.hint });
  return new InternalError(`import worker failed: ${message.message}`);
}

export async function validateInWorker<T>(options: {
  path: string;
  format: ImportFormat | undefined;
  encoding: ImportEncoding | undefined;
  resource: 'person' | 'job';
  now: Date;
  dataDir?: string | undefined;
  batchSize: number;
  keepRecords: boolean;
  columns: MapperOptions;
}): Promise<ValidationStream<T>> {
  const input: WorkerInput = {
    path: options.path,
    format: options.format,
    encoding: options.encoding,
    resource: options.resource,
    now: options.now.toISOString(),
    dataDir: options.dataDir,
    batchSize: options.batchSize,
    keepRecords: options.keepRecords,
    columns: options.columns,
  };
  const worker = new Worker(new URL('./validate-worker.js', import.meta.url), {
    workerData: input,
    stdin: false,
    // Memory stays flat (DESIGN.md §7: < 300 MB for the whole import): the worker holds a few batches at most.
    resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 24 },
  });
  const queue: WorkerMessage[] = [];
  let wake: (() => void) | undefined;
  let failure: Error | undefined;
  let exited = false;
  worker.on('message', (message: WorkerMessage) => {
    queue.push(message);
    wake?.();
  });
  worker.on('error', (error) => {
    failure = new InternalError(`import worker failed: ${error.message}`, { cause: error });
    wake?.();
  });
  worker.on('exit', () => {
    exited = true;
    wake?.();
  });
  const next = async (): Promise<WorkerMessage> => {
    for (;;) {
      const message = queue.shift();
      if (message) return message;
      if (failure) throw failure;
      if (exited) throw new InternalError('import worker stopped unexpectedly');
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  };

  const first = await next();
  if (first.type === 'error') {
    await worker.terminate();
    throw toError(first);
  }
  if (first.type !== 'start') throw new InternalError('import worker protocol error');

  const codec = options.resource === 'person' ? personCodec : jsonCodec;
  const decode = (message: Extract<WorkerMessage, { type: 'batch' }>): ValidatedBatch<T> => {
    const values = codec.split(message.valid, message.count) as T[];
    const records = message.records === undefined ? undefined : (JSON.parse(message.records) as (SourceRecord | null)[]);
    const valid: ValidatedBatch<T>['valid'] = new Array(message.count);
    for (let i = 0; i < message.count; i++) {
      valid[i] = { line: message.lines[i] as number, value: values[i] as T, record: records?.[i] ?? undefined };
    }
    return { valid, rejects: message.rejects, rows: message.rows, bytes: message.bytes };
  };

  async function* batches(): AsyncGenerator<ValidatedBatch<T>> {
    try {
      for (;;) {
        const message = await next();
        if (message.type === 'end') return;
        if (message.type === 'error') throw toError(message);
        if (message.type === 'batch') {
          yield decode(message);
          worker.postMessage('ack');
        }
      }
    } finally {
      await worker.terminate();
    }
  }
  return {
    header: first.header,
    totalBytes: first.totalBytes,
    batches: batches(),
    abort: async () => {
      await worker.terminate();
    },
  };
}
