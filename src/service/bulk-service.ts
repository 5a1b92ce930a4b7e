// Bulk import as a service: one entry point with a local implementation
// (validated in a worker thread, written by the store's import sessions) and a remote one
// (rows sent through the API), so `recruit person import` only maps its flags to an
// ImportRequest and renders the summary. (Export is local only: the admin service.)
import type { CodeBook } from '../domain/codes.js';
import type { Clock } from '../domain/clock.js';
import type { Store } from '../store/index.js';
import type { RecruitService } from './recruit-service.js';
import type { ImportFormat, SourceRecord } from './import/source.js';
import type { ImportEncoding } from './import/encoding.js';
import type { ValidationStream } from './import/validated-batches.js';
import type { RejectSink } from './import/rejects.js';
import type { ConflictMode, ImportSummary, ProgressListener } from './import/types.js';
import type { ColumnMap, MapperOptions } from './import/columns.js';

const columnsOf = (request: ImportRequest): MapperOptions => ({ clearEmpty: request.clearEmpty, map: request.columnMap });

export type ImportResourceName = 'person' | 'job';

export interface ImportRequest {
  resource: ImportResourceName;
  /** A file path, or '-' for `stdin`. */
  file: string;
  format?: ImportFormat | undefined;
  /** The file's character encoding; undefined = UTF-8, checked before anything is written. */
  encoding?: ImportEncoding | undefined;
  stdin: NodeJS.ReadableStream;
  onConflict: ConflictMode;
  /** How a row finds the person it is: by e-mail, or also by phone. */
  match?: ImportMatch | undefined;
  batchSize: number;
  /** Requests in flight (remote). */
  concurrency: number;
  dryRun: boolean;
  /** --clear-empty: an empty cell (or "") clears the field instead of meaning "no value given". */
  clearEmpty?: boolean | undefined;
  /** --map / --map-file: column name → field (null: ignore the column). */
  columnMap?: ColumnMap | undefined;
  /** Where rejected rows go with their reasons (.csv → CSV, else NDJSON). */
  rejectsPath?: string | undefined;
  /** Each rejected row's line and reason, as it happens (the CLI notes the first few). */
  onRejected?: ((line: number, reason: string) => void) | undefined;
  /** Called once the source is open with its size in bytes (if known); may return a progress listener. */
  onStart?: ((totalBytes: number | undefined) => ProgressListener | undefined) | undefined;
}

export const IMPORT_MATCHES = ['email', 'email,phone'] as const;
export type ImportMatch = (typeof IMPORT_MATCHES)[number];

export interface BulkService {
  importRecords(request: ImportRequest): Promise<ImportSummary>;
}

interface Prepared<T> {
  stream: ValidationStream<T>;
  sink: RejectSink;
  progress: ProgressListener | undefined;
}

/** Opens the reject sink (after the source: CSV rejects reuse its header) and the progress listener. */
async function prepare<T>(stream: ValidationStream<T>, request: ImportRequest): Promise<Prepared<T>> {
  const { openRejectSink, noRejectSink } = await import('./import/rejects.js');
  let sink: RejectSink = noRejectSink;
  try {
    if (request.rejectsPath) sink = await openRejectSink(request.rejectsPath, stream.header);
  } catch (error) {
    await stream.abort?.();
    throw error;
  }
  const reported: RejectSink = {
    async add(record: SourceRecord, reason: string) {
      request.onRejected?.(record.line, reason);
      await sink.add(record, reason);
    },
    close: () => sink.close(),
  };
  return { stream, sink: reported, progress: request.onStart?.(stream.totalBytes) };
}

export interface LocalBulkDeps {
  store: Store;
  codes: () => Promise<CodeBook>;
  clock: Clock;
}

export function localBulkService(deps: LocalBulkDeps): BulkService {
  return {
    async importRecords(request) {
      const codes = await deps.codes();
      const keepRecords = request.onConflict === 'fail';
      const { validateInThread } = await import('./import/validated-batches.js');
      const { runLocalImport } = await import('./import/local-import.js');
      const target = request.resource === 'person'
        ? await import('./import/people.js').then((m) => ({
          resource: m.personResource(codes, deps.clock),
          pack: m.packPersonRow as (value: unknown) => unknown,
          writer: () => m.localPersonWriter(deps.store, deps.clock, { matchPhone: request.match === 'email,phone', dryRun: request.dryRun }),
        }))
        : await import('./import/jobs.js').then((m) => ({
          resource: m.jobResource(codes, deps.clock),
          pack: (value: unknown) => value,
          writer: () => m.localJobWriter(deps.store, deps.clock),
        }));
      let stream: ValidationStream<unknown>;
      if (request.file !== '-' && !request.dryRun) {
        // A file is validated in a worker thread while this thread writes (DESIGN.md §7).
        const { validateInWorker } = await import('./import/worker-validation.js');
        stream = await validateInWorker({
          path: request.file, format: request.format, encoding: request.encoding, resource: request.resource, now: deps.clock.now(),
          batchSize: request.batchSize, keepRecords, columns: columnsOf(request),
        });
      } else {
        const { openImportSource } = await import('./import/source.js');
        const source = await openImportSource(request.file, { format: request.format, encoding: request.encoding, stdin: request.stdin });
        stream = validateInThread(source, target.resource as never, codes, request.batchSize, keepRecords, target.pack as never, columnsOf(request));
      }
      const { sink, progress } = await prepare(stream, request);
      try {
        let writer;
        try {
          writer = await target.writer();
        } catch (error) {
          // Nothing will read the batches: stop the validation worker, or it keeps the process alive.
          await stream.abort?.();
          throw error;
        }
        return await runLocalImport(stream, writer as never, request, sink, progress);
      } finally {
        await sink.close();
      }
    },
  };
}

export interface RemoteBulkDeps {
  service: RecruitService;
  codes: () => Promise<CodeBook>;
  clock: Clock;
}

export function remoteBulkService(deps: RemoteBulkDeps): BulkService {
  return {
    async importRecords(request) {
      const codes = await deps.codes();
      const { validateInThread } = await import('./import/validated-batches.js');
      const { openImportSource } = await import('./import/source.js');
      const remote = await import('./import/remote-import.js');
      let source = await openImportSource(request.file, { format: request.format, encoding: request.encoding, stdin: request.stdin });
      const matchPhone = request.match === 'email,phone';
      // In chunks through POST /person/import when the server has it; row by row otherwise.
      if ('importChunk' in deps.service && typeof deps.service.importChunk === 'function') {
        const chunked = await importInChunks(deps.service.importChunk.bind(deps.service), source, request);
        if (!('unsupported' in chunked)) return chunked;
        source = chunked.source;
      }
      // Matching by phone looks each row up first (GET /person?phone=): rows go one at a time, so
      // a phone repeated in the file finds the person its earlier row created.
      const concurrency = matchPhone ? 1 : request.concurrency;
      const options = { onConflict: request.onConflict, batchSize: request.batchSize, concurrency, dryRun: request.dryRun };
      if (request.resource === 'person') {
        const { personResource } = await import('./import/people.js');
        const resource = personResource(codes, deps.clock);
        const { stream, sink, progress } = await prepare(validateInThread(source, resource, codes, 64, true, undefined, columnsOf(request)), request);
        try {
          return await remote.runRemoteImport(stream, resource, remote.remotePersonWriter(deps.service, { matchPhone }), options, sink, progress);
        } finally {
          await sink.close();
        }
      }
      const { jobResource } = await import('./import/jobs.js');
      const resource = jobResource(codes, deps.clock);
      const { stream, sink, progress } = await prepare(validateInThread(source, resource, codes, 64, true, undefined, columnsOf(request)), request);
      try {
        return await remote.runRemoteImport(stream, resource, await remote.remoteJobWriter(deps.service), options, sink, progress);
      } finally {
        await sink.close();
      }
    },
  };
}


/** The rows through the server's bulk endpoint (import/chunked-import.ts); `unsupported` when it has none. */
async function importInChunks(
  send: import('./import/chunked-import.js').ChunkSender, source: import('./import/source.js').ImportSource, request: ImportRequest,
): Promise<ImportSummary | import('./import/chunked-import.js').Unsupported> {
  const { runChunkedImport, DEFAULT_CHUNK_ROWS } = await import('./import/chunked-import.js');
  const { openRejectSink, noRejectSink } = await import('./import/rejects.js');
  let sink: RejectSink | undefined;
  // Opened once the server has taken the first chunk: a file it refuses whole (an unknown column) leaves no rejects file, as locally.
  const openSink = async (): Promise<RejectSink> => {
    if (!sink) {
      const file = request.rejectsPath ? await openRejectSink(request.rejectsPath, source.header) : noRejectSink;
      sink = {
        async add(record: SourceRecord, reason: string) {
          request.onRejected?.(record.line, reason);
          await file.add(record, reason);
        },
        close: () => file.close(),
      };
    }
    return sink;
  };
  try {
    return await runChunkedImport(source, send, {
      resource: request.resource,
      onConflict: request.onConflict,
      matchPhone: request.match === 'email,phone',
      dryRun: request.dryRun,
      clearEmpty: request.clearEmpty === true,
      columnMap: request.columnMap,
      chunkRows: Math.min(Math.max(1, request.batchSize), DEFAULT_CHUNK_ROWS),
    }, openSink, request.onStart?.(source.totalBytes));
  } finally {
    await sink?.close();
  }
}
