// The person writer: on the server, new people are written by a thread of their own
// (person-writer-worker.ts) instead of on the event loop.
//
// Why: under concurrent POST /person, the batch's SQL (the e-mail check, the people row, its
// event row, the batch's search rows and the commit) was about half of the event loop's CPU per
// request. The thread runs the very same batches (grouped-writes.ts createBatchCommit) on its
// own connection, so the event loop only validates, sends the fields, and answers.
//
// Durability is unchanged: the thread syncs the WAL after each batch's commit, and a caller
// settles only once its batch's sync has succeeded — what the event loop's grouped writes did.
// The people of one event-loop turn are sent together, at once; the thread writes one batch at a
// time, of everyone who has arrived when it begins, so the people sent while it writes and syncs
// form the next one and the batch grows with the disk's latency, as before. Sending to a thread
// that sleeps wakes it, which cost the event loop more than anything else it did for a batch
// (an expensive cross-core wake-up on a virtual machine); under load the thread is busy when the
// next people are sent, and finds them when it finishes. A lock held by another process makes
// only the thread wait.
//
// If the thread cannot start, the store keeps writing people on the event loop. If it fails
// later, the people it had begun to write and not answered are answered 503 ("saved but not
// confirmed": their commit may or may not have happened); those it had not begun (it counts them
// in shared memory before each batch), and everyone after them, are written on the event loop.
import { Worker } from 'node:worker_threads';
import { UnavailableError } from '../../domain/errors.js';
import { emailTaken } from '../invariants.js';
import type { NewPersonItem, PersonWriterData, PersonWriterTestHooks, WriteFailure, WriterBatch, WriterReply } from './person-writer-protocol.js';

export interface PersonWriter {
  /** Resolves with the new person's id once the commit is on disk; false from `usable` means use the event loop. */
  create(item: NewPersonItem): Promise<number>;
  /** False once the thread has stopped or failed. */
  readonly usable: boolean;
  /** Resolves once nothing is queued or in the thread. */
  idle(): Promise<void>;
  /** Waits for what is queued, then ends the thread. */
  stop(): Promise<void>;
}

interface Pending {
  item: NewPersonItem;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

export interface PersonWriterOptions {
  /** How a person is written when the thread is gone (the event loop's grouped write). */
  fallback: (item: NewPersonItem) => Promise<number>;
  /** Told why the thread stopped working, once. */
  onFailure?: ((message: string) => void) | undefined;
  busyTimeoutMs?: number | undefined;
  /** The file synced after each commit; the database's WAL unless a test says otherwise. */
  walPath?: string | undefined;
  /** Tests only: person-writer-protocol.ts PersonWriterTestHooks. */
  testHooks?: PersonWriterTestHooks | undefined;
  /**
   * What a failed write is rejected with, made of the error the thread reported (the store's
   * domain errors: busy → 503); the error itself without it. Mapped here rather than by a
   * `.catch` on each create: that was one more promise on every POST /person.
   */
  mapError?: ((error: unknown) => unknown) | undefined;
}

const unconfirmed = (cause: unknown) => new UnavailableError(
  'the change was saved but could not be confirmed on disk; check the server before retrying',
  { cause },
);

/** The error a failed write is answered with, made again on this side of the thread. */
function errorOf(failed: WriteFailure): unknown {
  if (failed.kind === 'email-taken') return emailTaken();
  // The SQLite code goes with it, so the store maps it as before (busy → 503, disk full → 503).
  return Object.assign(new Error(failed.message), { code: failed.code });
}

/** Starts the thread; resolves undefined (people stay on the event loop) when it cannot open the database. */
export async function startPersonWriter(path: string, options: PersonWriterOptions): Promise<PersonWriter | undefined> {
  const begun = new Int32Array(new SharedArrayBuffer(4));
  const data: PersonWriterData = {
    path,
    begun: begun.buffer as SharedArrayBuffer,
    walPath: options.walPath ?? `${path}-wal`,
    busyTimeoutMs: options.busyTimeoutMs ?? 5_000,
    testHooks: options.testHooks,
  };
  const worker = new Worker(workerFilename(), { workerData: data, stdin: false });
  const started = await new Promise<boolean>((resolve) => {
    worker.once('message', (reply: WriterReply) => {
      const why = reply.type === 'failed' ? reply.message : reply.type;
      if (reply.type !== 'ready') options.onFailure?.(`the person writer could not start: ${why}`);
      resolve(reply.type === 'ready');
    });
    worker.once('error', (error) => {
      options.onFailure?.(`the person writer could not start: ${error.message}`);
      resolve(false);
    });
  });
  if (!started) {
    await worker.terminate();
    return undefined;
  }
  worker.unref();
  const mapError = options.mapError ?? ((error: unknown) => error);

  // This turn's people, sent at its end; then those sent and not answered yet, in the order sent
  // (the thread answers in that order), the first of them the `answered`-th person ever sent.
  let queued: Pending[] = [];
  let sent: Pending[] = [];
  let answered = 0;
  let scheduled = false;
  let usable = true;
  let stopping = false;
  let idleWaiters: (() => void)[] = [];

  const checkIdle = () => {
    if (queued.length > 0 || sent.length > 0) return;
    worker.unref();
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  };
  const send = () => {
    scheduled = false;
    if (queued.length === 0 || !usable) return;
    const people = queued;
    queued = [];
    for (const pending of people) sent.push(pending);
    // Callers wait for these: the thread keeps the process alive until it answers.
    worker.ref();
    worker.postMessage({ type: 'batch', items: JSON.stringify(people.map((pending) => pending.item)) } satisfies WriterBatch);
  };
  const toEventLoop = (pending: Pending) => options.fallback(pending.item).then(pending.resolve, pending.reject);

  const fail = (message: string) => {
    if (!usable) return;
    usable = false;
    options.onFailure?.(message);
    // Begun and unanswered: committed or not, nobody can tell. Never begun: safe to write here.
    const unsure = Math.max(0, Atomics.load(begun, 0) - answered);
    const held = sent.slice(0, unsure);
    const waiting = [...sent.slice(unsure), ...queued];
    sent = [];
    queued = [];
    held.forEach((pending) => pending.reject(unconfirmed(new Error(message))));
    waiting.forEach(toEventLoop);
    checkIdle();
    void worker.terminate();
  };

  worker.on('message', (reply: WriterReply) => {
    if (reply.type !== 'done' || !usable) return;
    const batch = sent.splice(0, reply.ids.length);
    answered += batch.length;
    const failures = reply.failures && new Map(reply.failures.map(({ index, failure }) => [index, failure]));
    batch.forEach((pending, index) => {
      const id = reply.ids[index];
      const failure = failures?.get(index);
      if (failure) pending.reject(mapError(errorOf(failure)));
      else if (id === undefined || id <= 0) pending.reject(unconfirmed(new Error('the person writer gave no outcome')));
      else if (reply.syncFailed !== undefined) pending.reject(unconfirmed(new Error(reply.syncFailed)));
      else pending.resolve(id);
    });
    checkIdle();
  });
  worker.on('error', (error) => fail(`the person writer failed: ${error.message}`));
  worker.on('exit', (code) => {
    if (!stopping) fail(`the person writer stopped (exit code ${code})`);
  });

  const writer: PersonWriter = {
    get usable() {
      return usable && !stopping;
    },
    create(item) {
      if (!usable || stopping) return options.fallback(item);
      return new Promise<number>((resolve, reject) => {
        queued.push({ item, resolve, reject });
        // The people of one event-loop turn travel together.
        if (!scheduled) {
          scheduled = true;
          setImmediate(send);
        }
      });
    },
    idle() {
      if (queued.length === 0 && sent.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    async stop() {
      if (stopping) return;
      // From now on new people are written on the event loop; the thread finishes what it has.
      stopping = true;
      await writer.idle();
      if (!usable) return;
      usable = false;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('stop');
      const timer = setTimeout(() => void worker.terminate(), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
  return writer;
}

/**
 * The built worker beside this file. Worker threads cannot run .ts (PLATFORM.md §3), so
 * when the sources run under vitest the twin in dist/ is used (`npm test` builds first).
 */
function workerFilename(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('../../../dist/store/sqlite/person-writer-worker.js', import.meta.url);
  return new URL('./person-writer-worker.js', import.meta.url);
}
