// An import whose rows arrived in one HTTP request (POST /person/import, /job/import): the
// body, spooled to a file by the route, goes through the same validation, writer and
// summary as `recruit person import` of a file. Two differences, both because a server
// shares its connection with every other request:
// - the store session is `shared` (no bulk settings on the connection, no dropped indexes),
// - the whole request is ONE batch, so one transaction: a request that fails leaves
//   nothing behind, and the client can send it again (the chunk "lands once").
// The rejects come back as data (line, reason, original row), the rejects file's NDJSON form.
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { CodeBook } from '../../domain/codes.js';
import { ConflictError, InternalError, PayloadTooLargeError, UnavailableError, ValidationError } from '../../domain/errors.js';
import type { ImportWorkerAnswer, ImportWorkerInput, ImportWorkerRequest } from './request-import-worker.js';
import type { Clock } from '../../domain/clock.js';
import type { Store } from '../../store/index.js';
import { originalObject, type RejectSink } from './rejects.js';
import type { ColumnMap } from './columns.js';
import type { ImportFormat, SourceRecord } from './source.js';
import type { ValidationStream } from './validated-batches.js';
import type { LocalWriter } from './local-import.js';
import type { ConflictMode, ImportSummary } from './types.js';

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
}

/** One rejected row as the rejects file's NDJSON has it. */
export interface RequestReject {
  line: number;
  reason: string;
  row: unknown;
}

export interface RequestImportResult {
  summary: ImportSummary;
  rejects: RequestReject[];
}

function memorySink(header: () => string[] | undefined, into: RequestReject[]): RejectSink {
  return {
    add: async (record: SourceRecord, reason: string) => {
      into.push({ line: record.line, reason, row: originalObject(record, header()) });
    },
    close: async () => {},
  };
}

export async function importRequestBody(
  deps: RequestImportDeps, request: RequestImport, where: { inThisThread?: boolean } = {},
): Promise<RequestImportResult> {
  const validateHere = request.dryRun || !WORKER_BUILT || where.inThisThread === true;
  const { runLocalImport } = await import('./local-import.js');
  const keepRecords = request.onConflict === 'fail';
  const columns = { clearEmpty: request.clearEmpty, map: request.columnMap };
  // One batch for the whole request: one transaction (see above).
  const batchSize = Math.max(1, request.maxRows);
  let stream: ValidationStream<unknown>;
  let writer: () => Promise<LocalWriter<unknown>>;
  if (request.resource === 'person') {
    const people = await import('./people.js');
    writer = async () => (await people.localPersonWriter(deps.store, deps.clock, {
      matchPhone: request.matchPhone, dryRun: request.dryRun, shared: true,
    })) as LocalWriter<unknown>;
    stream = validateHere
      ? await inThread(
        request, people.personResource(deps.codes, deps.clock), deps.codes, batchSize, keepRecords, people.packPersonRow as never, columns,
      )
      : await inWorker(request, deps.clock, batchSize, keepRecords, columns);
  } else {
    const jobs = await import('./jobs.js');
    writer = async () => (await jobs.localJobWriter(deps.store, deps.clock)) as LocalWriter<unknown>;
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
  const summary = await runLocalImport(stream, session, { onConflict: request.onConflict, batchSize, dryRun: request.dryRun }, sink);
  return { summary, rejects };
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

/** A dry run reads its rows here, as the local dry run does (it writes nothing). */
async function inThread<T>(
  request: RequestImport, resource: import('./types.js').ImportResource<T>, codes: CodeBook, batchSize: number, keepRecords: boolean,
  pack: ((value: T) => unknown) | undefined, columns: { clearEmpty: boolean; map: ColumnMap | undefined },
): Promise<ValidationStream<unknown>> {
  const { openImportSource } = await import('./source.js');
  const { validateInThread } = await import('./validated-batches.js');
  const source = await openImportSource(request.path, { format: request.format, encoding: undefined, stdin: process.stdin });
  return validateInThread(source, resource, codes, batchSize, keepRecords, pack, columns) as ValidationStream<unknown>;
}

/** The server's side (start.ts): a request's import and its audit row, over one store. */
export function requestImporter(deps: RequestImportDeps) {
  // SQLite: in a thread of its own (request-import-worker.ts) when it is built; PostgreSQL's
  // driver waits off the event loop anyway.
  let thread: ReturnType<typeof importThread> | undefined;
  const run = deps.store.kind === 'sqlite' && IMPORT_WORKER_BUILT && deps.store.location !== ':memory:'
    ? (request: RequestImport) => (thread ??= importThread(deps.store.location)).run(request, deps.clock.now())
    : (request: RequestImport) => importRequestBody(deps, request);
  return {
    run,
    close: async () => {
      await thread?.close();
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
  return {
    run(request: RequestImport, now: Date): Promise<RequestImportResult> {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, now: now.toISOString(), request } satisfies ImportWorkerRequest);
      });
    },
    close: async () => {
      await worker.terminate();
    },
  };
}
