// Worker thread of the server's bulk import on SQLite (request-import.ts): the request's
// import runs here, on a connection of its own to the database file, so the server's event
// loop keeps answering while a chunk's one transaction is written (WAL: its readers go on;
// its writers wait for the lock on a timer, lock-retry.ts). This connection commits with
// synchronous = FULL, so an answered import is on disk. Requests arrive one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { codeBookFor } from '../../domain/codes.js';
import { isRecruitError } from '../../domain/errors.js';
import { openSqliteStore } from '../../store/index.js';
import { importRequestBody, type RequestImport, type RequestImportResult } from './request-import.js';
import { finishOpenRun } from './import-run.js';
import { emptySummary } from './types.js';

export interface ImportWorkerInput {
  storePath: string;
}

export type ImportWorkerRequest =
  | { id: number; now: string; request: RequestImport }
  /** The server closes: finish the open run of chunks (import-run.ts). */
  | { id: number; now: string; finishRun: true };

export type ImportWorkerAnswer =
  | { id: number; ok: true; result: RequestImportResult }
  | { id: number; ok: false; code: string; message: string; hint: string | undefined };

const input = workerData as ImportWorkerInput;
const store = openSqliteStore(input.storePath);
const codes = codeBookFor();

parentPort?.on('message', (message: ImportWorkerRequest) => {
  // The server's clock, as of the request: timestamps and "today" are the server's.
  const clock = { now: () => new Date(message.now) };
  const work = 'finishRun' in message
    ? finishOpenRun().then(() => ({ summary: emptySummary(false), rejects: [] }))
    : importRequestBody({ store, codes, clock }, message.request, { inThisThread: true });
  work.then(
    (result) => parentPort?.postMessage({ id: message.id, ok: true, result } satisfies ImportWorkerAnswer),
    (error: unknown) => parentPort?.postMessage({
      id: message.id,
      ok: false,
      code: isRecruitError(error) ? error.code : 'internal',
      message: error instanceof Error ? error.message : String(error),
      hint: isRecruitError(error) ? error.hint : undefined,
    } satisfies ImportWorkerAnswer),
  );
});
