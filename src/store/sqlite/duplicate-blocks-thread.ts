// Runs the duplicate grouping (duplicate-blocks.ts) on a worker thread with its own
// read-only connection, and hands the blocks to `visit` as they arrive.
import { Worker } from 'node:worker_threads';
import type { BlockLimits } from './duplicate-blocks.js';
import type { BlocksMessage, BlocksWorkerData } from './duplicate-blocks-worker.js';
import type { DuplicateBlock } from '../contract/index.js';
import { UnavailableError } from '../../domain/errors.js';

export function groupBlocksInWorker(path: string, limits: BlockLimits, visit: (block: DuplicateBlock) => void): Promise<void> {
  const data: BlocksWorkerData = { path, limits };
  const worker = new Worker(workerFilename(), { workerData: data, stdin: false });
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    worker.on('message', (message: BlocksMessage) => {
      if (message.type === 'blocks') {
        try {
          for (const block of message.blocks) visit(block);
        } catch (error) {
          finish(error as Error);
        }
      } else if (message.type === 'done') finish();
      else {
        // The driver's code travels along, so a busy database is still a retryable 503.
        finish(new UnavailableError(`the duplicate search failed: ${message.message}`, { cause: { code: message.code } }));
      }
    });
    worker.on('error', (error) => finish(new UnavailableError(`the duplicate search failed: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => finish(new UnavailableError(`the duplicate search stopped (exit code ${code})`)));
  });
}

/** The built worker beside this file (worker threads cannot run .ts: under vitest the twin in dist/). */
function workerFilename(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('../../../dist/store/sqlite/duplicate-blocks-worker.js', import.meta.url);
  return new URL('./duplicate-blocks-worker.js', import.meta.url);
}
