// The checkpointer's thread (see checkpointer.ts): its own connection to the database,
// copying the WAL back into the database file every few hundred milliseconds. PASSIVE never
// waits for or blocks the server's writers; the fsyncs it needs happen on this thread.
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from './database.js';

export interface CheckpointWorkerData {
  path: string;
  intervalMs: number;
}

export type CheckpointMessage = { type: 'ready' } | { type: 'failed'; message: string };

const port = parentPort;
if (!port) throw new Error('checkpoint-worker.js runs only as a worker thread');
const { path, intervalMs } = workerData as CheckpointWorkerData;

const db = openDatabase(path, { migrate: false });
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
port.postMessage({ type: 'ready' } satisfies CheckpointMessage);

const timer = setInterval(() => {
  try {
    checkpoint.run();
  } catch (error) {
    // SQLITE_BUSY is a normal outcome (another checkpoint ran); anything else is reported.
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return;
    clearInterval(timer);
    port.postMessage({ type: 'failed', message: (error as Error).message } satisfies CheckpointMessage);
  }
}, intervalMs);

port.on('message', (message: string) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  port.close();
});
