// WAL checkpoints off the event loop. SQLite's automatic checkpoint runs inside
// whichever commit pushes the WAL past 1,000 pages: on the server that is a request, and
// the checkpoint's two fsyncs stalled it for up to ~100 ms (measured: p99.9 of a small
// commit 15 ms with auto-checkpoints, 6 ms without). The server turns the automatic
// checkpoint off on its connection and lets a thread of its own checkpoint instead.
// If that thread fails, the connection's automatic checkpoint comes back: the WAL must
// never grow without bound.
import { Worker } from 'node:worker_threads';
import type { SqliteDatabase } from './database.js';
import type { CheckpointMessage, CheckpointWorkerData } from './checkpoint-worker.js';

export interface Checkpointer {
  /** Stops the thread and gives the connection its automatic checkpoint back. */
  stop(): Promise<void>;
}

const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

export function startCheckpointer(
  db: SqliteDatabase,
  options: { intervalMs?: number | undefined; onFailure?: ((message: string) => void) | undefined } = {},
): Checkpointer {
  const data: CheckpointWorkerData = { path: db.name, intervalMs: options.intervalMs ?? 200 };
  const worker = new Worker(workerFilename(), {
    workerData: data,
    stdin: false,
    resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
  });
  worker.unref();
  let stopping = false;
  const automaticAgain = (message: string) => {
    if (stopping) return;
    stopping = true;
    if (db.open) db.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    options.onFailure?.(message);
    void worker.terminate();
  };
  worker.on('message', (message: CheckpointMessage) => {
    if (message.type === 'failed') automaticAgain(`the checkpoint thread failed: ${message.message}`);
  });
  worker.on('error', (error) => automaticAgain(`the checkpoint thread failed: ${error.message}`));
  worker.on('exit', (code) => automaticAgain(`the checkpoint thread stopped (exit code ${code})`));
  db.pragma('wal_autocheckpoint = 0');

  return {
    async stop() {
      if (stopping) return;
      stopping = true;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('stop');
      const timer = setTimeout(() => void worker.terminate(), 5_000);
      await exited;
      clearTimeout(timer);
      if (db.open) db.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    },
  };
}

/**
 * The built worker beside this file. Worker threads cannot run .ts (PLATFORM.md §3), so
 * when the sources run under vitest the twin in dist/ is used (`npm test` builds first).
 */
function workerFilename(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('../../../dist/store/sqlite/checkpoint-worker.js', import.meta.url);
  return new URL('./checkpoint-worker.js', import.meta.url);
}
