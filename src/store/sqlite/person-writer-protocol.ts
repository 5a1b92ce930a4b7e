// The messages between the server's event loop and the person writer's thread
// (person-writer.ts, person-writer-worker.ts). Plain data: they cross the thread by structured clone.
import type { PersonFields } from '../../domain/person.js';

export interface PersonWriterData {
  /** The database file; the thread opens its own connection to it. */
  path: string;
  /** The file whose sync makes a commit durable: the database's WAL. */
  walPath: string;
  /** How long the thread's statements wait for a lock held elsewhere (it blocks only that thread). */
  busyTimeoutMs: number;
}

/** One POST /person: the validated, normalised fields, as the store's create takes them. */
export interface NewPersonItem {
  fields: PersonFields;
  timestamp: string;
  /** Who the `person.created` event names (the request's token). */
  actor: string;
}

export interface WriterBatch {
  type: 'batch';
  items: NewPersonItem[];
}

/** A failure as it crosses the thread: the e-mail check's conflict by name, anything else by message and SQLite code. */
export type WriteFailure = { kind: 'email-taken' } | { kind: 'error'; message: string; code: string | undefined };

export type ItemOutcome = { id: number } | { failed: WriteFailure };

export type WriterReply =
  | { type: 'ready' }
  /** The thread could not open the database: the event loop keeps writing people itself. */
  | { type: 'failed'; message: string }
  /**
   * A batch's outcomes, in its items' order, sent once its commit is on disk. `syncFailed`:
   * the batch committed, but the WAL's sync failed, so none of it may be acknowledged.
   */
  | { type: 'done'; outcomes: ItemOutcome[]; syncFailed?: string | undefined };
