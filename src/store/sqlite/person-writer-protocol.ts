// The messages between the server's event loop and the person writer's thread
// (person-writer.ts, person-writer-worker.ts). Plain data, shaped to be cheap for the event loop to
// send and take: a batch's people go as one JSON text (structured clone of the objects cost the
// event loop about twice JSON.stringify's time), and its answer as a list of plain numbers.
import type { PersonFields } from '../../domain/person.js';

export interface PersonWriterData {
  /** The database file; the thread opens its own connection to it. */
  path: string;
  /**
   * One Int32: how many people the thread has begun to write, all batches together, stored before
   * each batch's BEGIN. If the thread dies, the people sent after that count never reached a
   * transaction and may be written elsewhere; those before it and unanswered may be committed.
   */
  begun: SharedArrayBuffer;
  /** The file whose sync makes a commit durable: the database's WAL. */
  walPath: string;
  /** How long the thread's statements wait for a lock held elsewhere (it blocks only that thread). */
  busyTimeoutMs: number;
  /** Tests only (the store's own options, never the server's): see PersonWriterTestHooks. */
  testHooks?: PersonWriterTestHooks | undefined;
}

/**
 * What a test may make the thread do, to reach what no real run can be timed to hit.
 * `dieMidBatch`: the thread counts the people of the first message it gets (one turn's) as begun,
 * writes nothing, and ends when the next message comes: the first turn's people begun and
 * unanswered, the later ones never begun.
 */
export interface PersonWriterTestHooks {
  dieMidBatch?: boolean | undefined;
}

/** One POST /person: the validated, normalised fields, as the store's create takes them. */
export interface NewPersonItem {
  fields: PersonFields;
  timestamp: string;
  /** Who the `person.created` event names (the request's token). */
  actor: string;
}

/**
 * People to write, in the order sent: JSON of NewPersonItem[] (the fields are JSON values: they
 * came in as JSON). The thread writes everything that has arrived when it begins a batch, so
 * the people sent while it writes and syncs one form the next.
 */
export interface WriterBatch {
  type: 'batch';
  items: string;
}

/** A failure as it crosses the thread: the e-mail check's conflict by name, anything else by message and SQLite code. */
export type WriteFailure = { kind: 'email-taken' } | { kind: 'error'; message: string; code: string | undefined };

/** A person of the batch that was not written: its place in the batch, and why. */
export interface ItemFailure {
  index: number;
  failure: WriteFailure;
}

export type WriterReply =
  | { type: 'ready' }
  /** The thread could not open the database: the event loop keeps writing people itself. */
  | { type: 'failed'; message: string }
  /**
   * A batch's outcomes, sent once its commit is on disk: one per person, in the order they were
   * sent: the new person's id, or 0 (ids start at 1) for one that `failures` names. `syncFailed`:
   * the batch committed, but the WAL's sync failed, so none of it may be acknowledged.
   */
  | { type: 'done'; ids: number[]; failures?: ItemFailure[] | undefined; syncFailed?: string | undefined };
