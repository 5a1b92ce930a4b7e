// The person writer's thread (see person-writer.ts): its own connection to the database, on which
// it runs each batch of new people as the event loop's grouped writes would (grouped-writes.ts:
// e-mail check, people row and event row per person, the batch's search rows at its end, one
// IMMEDIATE transaction), then makes the commit durable itself — an fdatasync of the WAL that
// starts after the commit, on this thread — and only then sends the outcomes back. A batch is
// everyone who has arrived when it begins: the people sent while one is written and synced wait
// in this thread's queue and form the next, so under load the event loop never has to wake it.
import { closeSync, fdatasyncSync, openSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from './database.js';
import { createPeopleStore } from './people-store.js';
import { appendEvent } from './events-store.js';
import { createBatchCommit, type BatchWrite } from './grouped-writes.js';
import { personEvent } from '../../domain/events.js';
import { emailTaken } from '../invariants.js';
import { ConflictError } from '../../domain/errors.js';
import type { ItemFailure, NewPersonItem, PersonWriterData, WriteFailure, WriterBatch, WriterReply } from './person-writer-protocol.js';

const port = parentPort;
if (!port) throw new Error('person-writer-worker.js runs only as a worker thread');
const { path, walPath, busyTimeoutMs, begun, testHooks } = workerData as PersonWriterData;
const begunCount = new Int32Array(begun);

const send = (reply: WriterReply) => port.postMessage(reply);

function failureOf(error: unknown): WriteFailure {
  if (error instanceof ConflictError) return { kind: 'email-taken' };
  const code = (error as { code?: unknown }).code;
  return { kind: 'error', message: (error as Error).message ?? String(error), code: typeof code === 'string' ? code : undefined };
}

let opened: { db: ReturnType<typeof openDatabase>; walFd: number } | undefined;
try {
  const db = openDatabase(path, { migrate: false });
  // As the server's own connection: the WAL is synced apart (below), checkpoints are the
  // checkpointer thread's. Waiting for a lock blocks only this thread, never a request.
  db.pragma('synchronous = NORMAL');
  db.pragma('wal_autocheckpoint = 0');
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  opened = { db, walFd: openSync(walPath, 'r') };
} catch (error) {
  send({ type: 'failed', message: (error as Error).message });
}

if (opened) {
  const { db, walFd } = opened;
  const people = createPeopleStore(db);
  const commit = createBatchCommit(db);
  const writeOf = (item: NewPersonItem): BatchWrite => ({
    personId: undefined,
    run: () => {
      const { fields, timestamp, actor } = item;
      if (fields.email && people.idByEmail(fields.email) !== undefined) throw emailTaken();
      const id = people.insert(fields, timestamp);
      appendEvent(db, personEvent('person.created', id), actor);
      return id;
    },
  });

  let arrived: NewPersonItem[] = [];
  let scheduled = false;
  // All the messages waiting are taken before the check phase: the batch is everyone sent so far.
  const writeArrived = () => {
    scheduled = false;
    const items = arrived;
    arrived = [];
    if (items.length > 0) writeBatch(items);
  };
  let dying = false;
  port.on('message', (message: WriterBatch | 'stop') => {
    if (testHooks?.dieMidBatch && message !== 'stop') {
      // The test hook: the first turn's people begun, then the end as the next turn's arrive.
      if (dying) process.exit(1);
      dying = true;
      Atomics.add(begunCount, 0, (JSON.parse(message.items) as NewPersonItem[]).length);
      return;
    }
    if (message === 'stop') {
      writeArrived();
      closeSync(walFd);
      db.close();
      port.close();
      return;
    }
    for (const item of JSON.parse(message.items) as NewPersonItem[]) arrived.push(item);
    if (!scheduled) {
      scheduled = true;
      setImmediate(writeArrived);
    }
  });

  const writeBatch = (items: NewPersonItem[]) => {
    Atomics.add(begunCount, 0, items.length);
    const writes = items.map(writeOf);
    const ids: number[] = [];
    const failures: ItemFailure[] = [];
    try {
      commit(writes);
      writes.forEach((write, index) => {
        if (write.failed) failures.push({ index, failure: failureOf(write.failed.error) });
        ids.push(write.failed ? 0 : write.result as number);
      });
    } catch (error) {
      // The batch as a whole failed (BEGIN, COMMIT, a lone write's own error): nothing of it was written.
      const failure = failureOf(error);
      send({ type: 'done', ids: writes.map(() => 0), failures: writes.map((_write, index) => ({ index, failure })) });
      return;
    }
    let syncFailed: string | undefined;
    try {
      fdatasyncSync(walFd);
    } catch (error) {
      syncFailed = (error as Error).message;
    }
    send({ type: 'done', ids, failures: failures.length > 0 ? failures : undefined, syncFailed });
  };
  send({ type: 'ready' });
}
