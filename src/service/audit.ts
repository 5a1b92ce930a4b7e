// Every read of person data leaves an audit row BEFORE the data is returned (DESIGN.md §3).
// The read and its row are one store operation (store.audit.read): the store commits the
// row, with the read's real outcome, before it hands the data out; if the row cannot be
// written the read fails with 503 / exit 6. Here: who reads, and the stamp of the row.
import type { AuditStamp } from '../store/index.js';
import { isoTimestamp, type Clock } from '../domain/clock.js';

export type AuditAction =
  | 'person.get'
  | 'person.exists'
  | 'person.exists.phone'
  | 'person.document.find'
  | 'person.subscriptions'
  | 'person.documents'
  | 'person.document.download'
  | 'person.photo'
  | 'person.export'
  /** The applicants of a job: one row per person returned. */
  | 'job.applicants'
  // 6
  | 'person.erase'
  | 'person.purge'
  | 'person.export-data'
  | 'person.duplicates'
  | 'person.merge'
  | 'person.merge.dry-run'
  // 2
  | 'person.search'
  | 'person.skills'
  /** An application's status change or withdrawal: the answer holds its history and notes. */
  | 'person.application'
  /** A purge's dry run: the people it lists (one row each). */
  | 'person.purge.dry-run';

/**
 * What became of a read: the data was served (ok), the person or the
 * thing asked for does not exist (not_found), the caller may not see it (forbidden), or the
 * read failed (error). A row always tells which.
 */
export type AuditOutcome = 'ok' | 'not_found' | 'forbidden' | 'error';

export interface Actor {
  /** Token name on the server, `cli:<os user>` locally. */
  name: string;
  requestId: string;
}

/** The part of an audit row known before the read: now, the actor, the action, the request. */
export function auditStamp(clock: Clock, actor: Actor, action: AuditAction): AuditStamp {
  return { at: isoTimestamp(clock.now()), actor: actor.name, action, request_id: actor.requestId };
}
