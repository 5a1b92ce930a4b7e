// A client's run of chunks (`recruit --remote … person import`): one store session for all
// its requests, as a local import of the whole file has, instead of one per request.
//
// Why: a request on its own keeps every index of `people` up row by row and indexes its
// people for search in its own transaction. On a growing table each chunk dirtied more index
// pages at random and merged a larger search index: at 1,000,000 rows the server's import ran
// at a fifth of the local import's speed. A run's session has the local import's bulk
// settings: into an (almost) empty table the secondary indexes are built once at the end and
// the search rows are made by a thread beside the inserts (store/sqlite/search-build.ts).
//
// What a chunk's answer still means: its rows are stored, on disk (the session keeps
// synchronous = FULL), in one transaction with its receipt. People become findable by text
// when the run ends: the last chunk's answer comes only after the session finished (indexes
// made, search rows copied in), as a local import reports only then. A run whose client
// stops sending is finished after RUN_IDLE_MS; a server killed meanwhile leaves the store's
// markers, and the next open of the file restores the indexes and the search rows.
//
// One run at a time (the server imports one request at a time anyway): a chunk of another
// run, or of the same run with another --match, finishes the open one first. A chunk that
// fails finishes the run too, so the retry starts from a clean session.
import type { Clock } from '../../domain/clock.js';
import type { ReceiptOfBatch } from '../../store/index.js';
import type { LocalWriter } from './local-import.js';

/** A run whose client sent nothing for this long is finished (its people made findable). */
export const RUN_IDLE_MS = 15_000;

interface OpenRun {
  id: string;
  matchPhone: boolean;
  writer: LocalWriter<unknown>;
  /** The clock and receipt of the request being written (the session outlives each request). */
  clock: Clock;
  receipt: ReceiptOfBatch | undefined;
  idle: ReturnType<typeof setTimeout> | undefined;
}

let open: OpenRun | undefined;
/** A finish in progress (started by the idle timer): the next request waits for it. */
let finishing: Promise<void> | undefined;

/** Whether this run has its session open (a chunk of it came, and its last has not). */
export function isRunOpen(id: string): boolean {
  return open?.id === id;
}

/** Finishes the open run, if any: indexes made again, search rows in place. */
export async function finishOpenRun(): Promise<void> {
  // A failed finish (the idle timer's) was the last request's business; the store restores on open.
  if (finishing) await finishing.catch(() => undefined);
  const run = open;
  if (!run) return;
  open = undefined;
  if (run.idle) clearTimeout(run.idle);
  finishing = run.writer.finish().finally(() => {
    finishing = undefined;
  });
  await finishing;
}

/**
 * The writer for one request of a run: the run's session (opened by `make` at its first
 * request). Its finish() finishes the session only at the last chunk or after a failure;
 * otherwise the session waits for the next chunk.
 */
export async function runWriter(
  run: { id: string; last: boolean },
  matchPhone: boolean,
  clock: Clock,
  make: (clock: Clock, receipt: ReceiptOfBatch) => Promise<LocalWriter<unknown>>,
  receipt: ReceiptOfBatch | undefined,
): Promise<LocalWriter<unknown>> {
  if (finishing) await finishing.catch(() => undefined);
  if (open && (open.id !== run.id || open.matchPhone !== matchPhone)) await finishOpenRun();
  if (open?.idle) clearTimeout(open.idle);
  if (!open) {
    const state = { id: run.id, matchPhone, clock, receipt, idle: undefined } as OpenRun;
    state.writer = await make({ now: () => state.clock.now() }, (outcomes) => state.receipt?.(outcomes));
    open = state;
  }
  const current = open;
  current.clock = clock;
  current.receipt = receipt;
  let failed = false;
  return {
    ...current.writer,
    writeBatch: async (rows, mode, timestamp) => {
      try {
        return await current.writer.writeBatch(rows, mode, timestamp);
      } catch (error) {
        failed = true;
        throw error;
      }
    },
    finish: async () => {
      current.receipt = undefined;
      if (run.last || failed) {
        if (open === current) await finishOpenRun();
        return;
      }
      current.idle = setTimeout(() => void finishOpenRun().catch(() => undefined), RUN_IDLE_MS);
      current.idle.unref();
    },
  };
}
