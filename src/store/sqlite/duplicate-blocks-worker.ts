// The duplicate blocks' thread (duplicate-blocks-thread.ts): a read-only connection of its
// own groups the people (duplicate-blocks.ts) and posts the blocks in batches, so the
// process that asked — the server — keeps answering meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from './database.js';
import { loadSearchFolding } from '../../domain/search-fold.js';
import { readBlocks, type BlockLimits } from './duplicate-blocks.js';
import type { DuplicateBlock } from '../store.js';

export interface BlocksWorkerData {
  path: string;
  limits: BlockLimits;
}

export type BlocksMessage = { type: 'blocks'; blocks: DuplicateBlock[] } | { type: 'done' } | { type: 'failed'; message: string; code?: string };

const port = parentPort;
if (!port) throw new Error('duplicate-blocks-worker.js runs only as a worker thread');
const { path, limits } = workerData as BlocksWorkerData;

try {
  await loadSearchFolding(); // names are folded (domain/match-key.ts)
  const db = openDatabase(path, { migrate: false, readonly: true });
  try {
    let batch: DuplicateBlock[] = [];
    readBlocks(db, limits, (block) => {
      batch.push(block);
      if (batch.length >= 1000) {
        port.postMessage({ type: 'blocks', blocks: batch } satisfies BlocksMessage);
        batch = [];
      }
    });
    if (batch.length > 0) port.postMessage({ type: 'blocks', blocks: batch } satisfies BlocksMessage);
    port.postMessage({ type: 'done' } satisfies BlocksMessage);
  } finally {
    db.close();
  }
} catch (error) {
  const { message, code } = error as { message?: string; code?: string };
  port.postMessage({ type: 'failed', message: message ?? String(error), ...(code ? { code } : {}) } satisfies BlocksMessage);
}
