// The audit commit thread's body (see audit-commit-thread.ts): its own connection to the
// same SQLite file, one IMMEDIATE transaction per batch it is sent, and an answer per
// batch. With synchronous = FULL each commit ends in an fsync; here it blocks this
// thread only, never the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import type { AuditEntry } from './audit-store.js';
import { openDatabase } from './database.js';

export interface CommitWorkerData {
  path: string;
}

export type CommitRequest = { type: 'batch'; seq: number; entries: AuditEntry[] } | { type: 'close' };

export type CommitAnswer =
  | { type: 'ready' }
  | { type: 'committed'; seq: number }
  | { type: 'failed'; seq: number; message: string };

const port = parentPort;
if (!port) throw new Error('audit-commit-worker.js runs only as a worker thread');

const { path } = workerData as CommitWorkerData;
// The server's own connection already migrated the file: this one only appends.
const db = openDatabase(path, { migrate: false });
const insert = db.prepare(
  'INSERT INTO audit (at, actor, action, person_id, request_id, outcome) VALUES (@at, @actor, @action, @person_id, @request_id, @outcome)',
);
const commit = db.transaction((entries: AuditEntry[]) => {
  for (const entry of entries) insert.run(entry);
});

port.postMessage({ type: 'ready' } satisfies CommitAnswer);

port.on('message', (request: CommitRequest) => {
  if (request.type === 'close') {
    db.close();
    port.close();
    return;
  }
  let answer: CommitAnswer;
  try {
    commit.immediate(request.entries);
    answer = { type: 'committed', seq: request.seq };
  } catch (error) {
    answer = { type: 'failed', seq: request.seq, message: (error as Error).message };
  }
  port.postMessage(answer);
});
