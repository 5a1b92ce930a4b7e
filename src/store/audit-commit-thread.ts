// Group commit of audit rows on a thread of its own (issue 6, DESIGN.md §3 and §7).
//
// Every person read waits for its audit row to be committed, and with synchronous = FULL
// a commit is an fsync. Committed on the server's event loop, that fsync stalled every
// other request (about a fifth of the wall time under load). Here the server thread only
// queues rows; a worker with its own connection commits them. While one batch is being
// committed the next one gathers, so the batch size follows the disk's speed: one fsync
// per batch, never one per read. Each caller still resolves only after its own row is
// committed — the read is answered after its row is durable, as before.
import { Worker } from 'node:worker_threads';
import type { AuditEntry } from './audit-store.js';
import type { CommitAnswer, CommitRequest, CommitWorkerData } from './audit-commit-worker.js';

export interface AuditCommitThread {
  /** Resolves once the row is committed; rejects if it could not be. */
  commit(entry: AuditEntry): Promise<void>;
  /** Commits what is queued, then stops the thread. Idempotent. */
  close(): Promise<void>;
}

interface Waiter {
  entry: AuditEntry;
  resolve: () => void;
  reject: (error: Error) => void;
}

const CLOSE_TIMEOUT_MS = 5_000;

/**
 * Starts the thread for the database file at `path` and waits until its connection is
 * open, so a file the thread cannot open fails the server's start, not its first read.
 */
export async function startAuditCommitThread(path: string): Promise<AuditCommitThread> {
  let worker: Worker | undefined;
  let pending: Waiter[] = [];
  let inFlight: Waiter[] | undefined;
  let seq = 0;
  let scheduled = false;
  let closing: Promise<void> | undefined;
  let drained: (() => void) | undefined;

  const settle = (batch: Waiter[], error?: Error) => {
    for (const waiter of batch) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  };

  const spawn = (): Worker => {
    const data: CommitWorkerData = { path };
    const thread = new Worker(workerFilename(), {
      workerData: data,
      stdin: false,
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
    });
    // A forgotten close() must not keep the process alive; close() itself waits for the exit.
    thread.unref();
    thread.on('message', (answer: CommitAnswer) => {
      // Answers belong to the batch in flight on this very thread (seq numbers never repeat).
      if (answer.type === 'ready' || worker !== thread || !inFlight || answer.seq !== seq) return;
      const batch = inFlight;
      inFlight = undefined;
      settle(batch, answer.type === 'failed' ? new Error(answer.message) : undefined);
      send();
    });
    const lost = (error: Error) => {
      if (worker !== thread) return;
      // The next batch starts a fresh thread: one failure does not stop auditing for good.
      worker = undefined;
      const batch = [...(inFlight ?? []), ...pending];
      inFlight = undefined;
      pending = [];
      settle(batch, error);
      drained?.();
    };
    thread.on('error', lost);
    thread.on('exit', (code) => lost(new Error(`the audit commit thread stopped (exit code ${code})`)));
    return thread;
  };

  const send = () => {
    if (inFlight || pending.length === 0) {
      if (!inFlight && pending.length === 0) drained?.();
      return;
    }
    inFlight = pending;
    pending = [];
    worker ??= spawn();
    const request: CommitRequest = { type: 'batch', seq: ++seq, entries: inFlight.map((waiter) => waiter.entry) };
    worker.postMessage(request);
  };

  worker = spawn();
  await new Promise<void>((resolve, reject) => {
    const first = worker!;
    const onReady = (message: CommitAnswer) => {
      if (message.type !== 'ready') return;
      first.off('error', reject);
      resolve();
    };
    first.on('message', onReady);
    first.once('error', reject);
    first.once('exit', (code) => reject(new Error(`the audit commit thread stopped while opening (exit code ${code})`)));
  });

  return {
    commit(entry) {
      if (closing) return Promise.reject(new Error('the audit log is closing'));
      return new Promise<void>((resolve, reject) => {
        pending.push({ entry, resolve, reject });
        // Rows queued in the same event-loop turn travel together.
        if (!inFlight && !scheduled) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            send();
          });
        }
      });
    },
    close() {
      closing ??= (async () => {
        if (inFlight || pending.length > 0) await new Promise<void>((resolve) => (drained = resolve));
        const thread = worker;
        worker = undefined;
        if (!thread) return;
        const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
        thread.postMessage({ type: 'close' } satisfies CommitRequest);
        const timer = setTimeout(() => void thread.terminate(), CLOSE_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      })();
      return closing;
    },
  };
}

/**
 * The built worker beside this file. Worker threads cannot run .ts (PLATFORM.md §3), so
 * when the sources run under vitest the twin in dist/ is used (`npm test` builds first).
 */
function workerFilename(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('../../dist/store/audit-commit-worker.js', import.meta.url);
  return new URL('./audit-commit-worker.js', import.meta.url);
}
