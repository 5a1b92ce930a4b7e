// An import whose rows arrived in one HTTP request (POST /person/import, /job/import): the
// body, spooled to a file by the route, goes through the same validation, writer and
// summary as `recruit person import` of a file. Two differences, both because a server
// shares its database with every other request:
// - the whole request is ONE batch, so one transaction: a request that fails leaves
//   nothing behind, and the client can send it again (the chunk "lands once");
// - a lone request's store session is `shared` (no bulk settings, no dropped indexes). The
//   requests of one client run (`run`, import-run.ts) share one session with the local
//   import's bulk settings instead, durable per chunk.
// The rejects come back as data (line, reason, original row), the rejects file's NDJSON form.
// With an Idempotency-Key, the answer is also written as a receipt in the request's
// transaction (request-answer.ts).
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { CodeBook } from '../../domain/codes.js';
import { ConflictError, InternalError, PayloadTooLargeError, UnavailableError, ValidationError } from '../../domain/errors.js';
import type { ImportWorkerAnswer, ImportWorkerInput, ImportWorkerRequest } from './request-import-worker.js';
import type { Clock } from '../../domain/clock.js';
import { runAsEventActor } from '../../domain/events.js';
import type { ReceiptOfBatch, Store } from '../../store/index.js';
import { originalObject, type RejectSink } from './rejects.js';
import type { ColumnMap } from './columns.js';
import type { ImportFormat, SourceRecord } from './source.js';
import type { CompileCsvPath, ValidatedBatch, ValidationStream } from './validated-batches.js';
import type { LocalWriter } from './local-import.js';
import type { ConflictMode } from './types.js';
import { answerOfBatch, type RequestImportResult, type RequestReject } from './request-answer.js';
import { isRunOpen, runWriter } from './import-run.js';

export type { RequestImportResult, RequestReject } from './request-answer.js';

/**
 * The validation worker is a built file (dist/): a server run from the sources (the tests)
 * validates in this thread instead, by the same code.
 */
const WORKER_BUILT = existsSync(fileURLToPath(new URL('./validate-worker.js', import.meta.url)));
const IMPORT_WORKER = new URL('./request-import-worker.js', import.meta.url);
const IMPORT_WORKER_BUILT = existsSync(fileURLToPath(IMPORT_WORKER));

export interface RequestImportDeps {
  store: Store;
  codes: CodeBook;
  clock: Clock;
}

export interface RequestImport {
  resource: 'person' | 'job';
  /** The spooled body (UTF-8 text, checked like a file). */
  path: string;
  format: ImportFormat;
  onConflict: ConflictMode;
  matchPhone: boolean;
  dryRun: boolean;
  clearEmpty: boolean;
  columnMap: ColumnMap | undefined;
  /** At most this many rows: the route refused more before the body was imported. */
  maxRows: number;
  /**
   * The token's name: the import's events are written in it. The import thread has no request
   * (nor async context) to read it from.
   */
  actor: string;
  /** The Idempotency-Key and the token's name: the answer is recorded with the rows. */
  receipt?: { actor: string; key: string } | undefined;
  /** The client's run this request is a chunk of, and whether it is the last chunk. */
  run?: { id: string; last: boolean } | undefined;
}

function memorySink(header: () => string[] | undefined, into: RequestReject[]): RejectSink {
  return {
    add: async (record: SourceRecord, reason: string) => {
      into.push({ line: record.line, reason, row: originalObject(record, header()) });
    },
    close: async () => {},
  };
}

export function importRequestBody(
  deps: RequestImportDeps, request: RequestImport, where: { inThisThread?: boolean } = {},
): Promise<RequestImportResult> {
  return runAsEventActor(request.actor, () => importAsActor(deps, request, where));
}

async function importAsActor(deps: RequestImportDeps, request: RequestImport, where: { inThisThread?: boolean }): Promise<RequestImportResult> {
  const started = performance.now();
  const validateHere = request.dryRun || !WORKER_BUILT || where.inThisThread === true;
  const { runLocalImport } = await import('./local-import.js');
  const keepRecords = request.onConflict === 'fail';
  const columns = { clearEmpty: request.clearEmpty, map: request.columnMap };
  // One batch for the whole request: one transaction (see above).
  const batchSize = Math.max(1, request.maxRows);
  // The batch being written, for its receipt (made inside its transaction).
  let current: ValidatedBatch<unknown> | undefined;
  /** The receipt's time taken: the answer says the same, so an answer given again is the same text. */
  let receiptSeconds: number | undefined;
  const receiptOf: ReceiptOfBatch | undefined = request.receipt && (() => {
    const { actor, key } = request.receipt;
    const created = deps.clock.now().toISOString();
    return (outcomes) => {
      if (!current) return undefined;
      const answer = answerOfBatch(current, outcomes, (performance.now() - started) / 1000);
      receiptSeconds = answer.summary.seconds;
      return { actor, resource: request.resource, key, created, answer: JSON.stringify(answer) };
    };
  })();
  let stream: ValidationStream<unknown>;
  let writer: () => Promise<LocalWriter<unknown>>;
  if (request.resource === 'person') {
    const people = await import('./people.js');
    // A run of one chunk (its first is its last) is a lone request: dropping and making indexes
    // again would cost it more than keeping them up.
    const run = request.run;
    const runWith = run && !request.dryRun && runsOn(deps.store) && (!run.last || isRunOpen(run.id)) ? run : undefined;
    writer = runWith
      ? async () => runWriter(runWith, request.matchPhone, deps.clock, (clock, receipt) => people.localPersonWriter(deps.store, clock, {
        matchPhone: request.matchPhone, durableBatches: true, receipt,
      }) as Promise<LocalWriter<unknown>>, receiptOf)
      : async () => (await people.localPersonWriter(deps.store, deps.clock, {
        matchPhone: request.matchPhone, dryRun: request.dryRun, shared: true, receipt: receiptOf,
      })) as LocalWriter<unknown>;
    // A real import's CSV rows take the fast path the local import's validation thread takes.
    const fastCsv = request.dryRun ? undefined : people.compilePersonCsvPath(deps.codes, deps.clock, columns);
    stream = validateHere
      ? await inThread(
        request, people.personResource(deps.codes, deps.clock), deps.codes, batchSize, keepRecords, people.packPersonRow as never, columns,
        fastCsv as never,
      )
      : await inWorker(request, deps.clock, batchSize, keepRecords, columns);
  } else {
    const jobs = await import('./jobs.js');
    writer = async () => (await jobs.localJobWriter(deps.store, deps.clock, { receipt: receiptOf })) as LocalWriter<unknown>;
    stream = validateHere
      ? await inThread(request, jobs.jobResource(deps.codes, deps.clock), deps.codes, batchSize, keepRecords, undefined, columns)
      : await inWorker(request, deps.clock, batchSize, keepRecords, columns);
  }
  const rejects: RequestReject[] = [];
  const sink = memorySink(() => stream.header, rejects);
  let session: LocalWriter<unknown>;
  try {
    session = await writer();
  } catch (error) {
    await stream.abort?.();
    throw error;
  }
  const batches = stream.batches;
  const watched: ValidationStream<unknown> = {
    ...stream,
    batches: (async function* () {
      for await (const batch of batches) {
        current = batch;
        yield batch;
      }
    })(),
  };
  const summary = await runLocalImport(watched, session, { onConflict: request.onConflict, batchSize, dryRun: request.dryRun }, sink);
  if (receiptSeconds !== undefined) summary.seconds = receiptSeconds;
  return { summary, rejects };
}

/** A run of chunks shares one session with bulk settings on SQLite files (import-run.ts). */
function runsOn(store: Store): boolean {
  return store.kind === 'sqlite' && store.location !== ':memory:';
}

/** Validation in a worker thread: the event loop keeps answering other requests meanwhile. */
async function inWorker(
  request: RequestImport, clock: Clock, batchSize: number, keepRecords: boolean,
  columns: { clearEmpty: boolean; map: ColumnMap | undefined },
): Promise<ValidationStream<unknown>> {
  const { validateInWorker } = await import('./worker-validation.js');
  return validateInWorker({
    path: request.path, format: request.format, encoding: undefined, resource: request.resource, now: clock.now(),
    batchSize, keepRecords, columns,
  });
}

/**
 * Validation in this thread: a dry run (as the local dry run), and the server's import thread,
 * which is already off the event loop. `fastCsv`: person CSV rows' fast path (person-csv.ts).
 */
async function inThread<T>(
  request: RequestImport, resource: import('./types.js').ImportResource<T>, codes: CodeBook, batchSize: number, keepRecords: boolean,
  pack: ((value: T) => unknown) | undefined, columns: { clearEmpty: boolean; map: ColumnMap | undefined },
  fastCsv?: CompileCsvPath<unknown>,
): Promise<ValidationStream<unknown>> {
  const { openImportSource } = await import('./source.js');
  const { validateRecords } = await import('./validated-batches.js');
  const source = await openImportSource(request.path, { format: request.format, encoding: undefined, stdin: process.stdin });
  const fast = fastCsv as CompileCsvPath<never> | undefined;
  const batches = validateRecords(source, resource, codes, batchSize, keepRecords, pack, fast, columns);
  return { header: source.header, totalBytes: source.totalBytes, batches } as ValidationStream<unknown>;
}

/** The server's side (start.ts): a request's import and its audit row, over one store. */
export function requestImporter(deps: RequestImportDeps) {
  // SQLite: in a thread of its own (request-import-worker.ts) when it is built; PostgreSQL's
  // driver waits off the event loop anyway.
  let thread: ReturnType<typeof importThread> | undefined;
  const inWorkerThread = deps.store.kind === 'sqlite' && IMPORT_WORKER_BUILT && deps.store.location !== ':memory:';
  const run = inWorkerThread
    ? (request: RequestImport) => (thread ??= importThread(deps.store.location)).run(request, deps.clock.now())
    : (request: RequestImport) => importRequestBody(deps, request);
  return {
    run,
    findReceipt: (actor: string, resource: 'person' | 'job', key: string) => deps.store.importReceipts.find(actor, resource, key),
    close: async () => {
      // A run still open is finished (its people made findable) before the thread stops.
      if (thread) await thread.close();
      else await (await import('./import-run.js')).finishOpenRun();
    },
    audit: async (entry: { actor: string; requestId: string; action: string; outcome: string; query: string }) => {
      const { isoTimestamp } = await import('../../domain/clock.js');
      await deps.store.audit.append({
        at: isoTimestamp(deps.clock.now()), actor: entry.actor, action: entry.action, person_id: null,
        request_id: entry.requestId, outcome: entry.outcome, query: entry.query,
      });
    },
  };
}

/** The same RecruitError class for a code the import thread reported. */
function errorOf(answer: Extract<ImportWorkerAnswer, { ok: false }>): Error {
  const options = { hint: answer.hint };
  switch (answer.code) {
    case 'validation_failed':
      return new ValidationError(answer.message, [], answer.hint);
    case 'unavailable':
      return new UnavailableError(answer.message, options);
    case 'conflict':
      return new ConflictError(answer.message, options);
    case 'payload_too_large':
      return new PayloadTooLargeError(answer.message, options);
    default:
      return new InternalError(`bulk import failed: ${answer.message}`);
  }
}

/** One long-lived import thread on the database file; requests go to it one at a time (the route queues them). */
function importThread(storePath: string) {
  const worker = new Worker(IMPORT_WORKER, { workerData: { storePath } satisfies ImportWorkerInput, stdin: false });
  worker.unref();
  const waiting = new Map<number, { resolve(result: RequestImportResult): void; reject(error: Error): void }>();
  let next = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (answer: ImportWorkerAnswer) => {
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.ok) pending?.resolve(answer.result);
    else pending?.reject(errorOf(answer));
  });
  worker.on('error', (error) => failAll(new UnavailableError(`the import thread failed: ${error.message}`, { cause: error })));
  worker.on('exit', () => failAll(new UnavailableError('the import thread stopped')));
  const ask = (message: ImportWorkerRequest): Promise<RequestImportResult> => {
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => {
      waiting.set(message.id, { resolve, reject });
      worker.postMessage(message);
    });
  };
  return {
    run(request: RequestImport, now: Date): Promise<RequestImportResult> {
      return ask({ id: next++, now: now.toISOString(), request });
    },
    close: async () => {
      // The open run's end (indexes, search rows) is bounded by its size; a server killed instead
      // leaves the store's markers and the next open restores them.
      await ask({ id: next++, now: new Date().toISOString(), finishRun: true }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
