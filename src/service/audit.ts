// Every read of person data leaves an audit row BEFORE the data is returned (DESIGN.md §3).
// If the row cannot be written, the read fails with 503 / exit 6: no silent reads.
import type { Store } from '../store/index.js';
import type { AuditEntry } from '../store/audit-store.js';
import { UnavailableError } from '../domain/errors.js';
import { isoTimestamp, type Clock } from '../domain/clock.js';

export type AuditAction =
  | 'person.get'
  | 'person.exists'
  | 'person.subscriptions'
  | 'person.documents'
  | 'person.document.download'
  | 'person.photo'
  | 'person.export';

export interface Actor {
  /** Token name on the server, `cli:<os user>` locally. */
  name: string;
  requestId: string;
}

/**
 * What became of a read (issue 10 item 3): the data was served (ok), the person or the
 * thing asked for does not exist (not_found), the caller may not see it (forbidden), or the
 * read failed (error). A row always tells which.
 */
export type AuditOutcome = 'ok' | 'not_found' | 'forbidden' | 'error';

export interface AuditRead {
  action: AuditAction;
  personId: number | null;
  outcome: AuditOutcome;
}

/** The row of one read, minus its action: who was read and with what outcome. */
export type AuditedRead = Omit<AuditRead, 'action'>;

function entryFor(clock: Clock, actor: Actor, read: AuditRead): AuditEntry {
  return {
    at: isoTimestamp(clock.now()),
    actor: actor.name,
    action: read.action,
    person_id: read.personId,
    request_id: actor.requestId,
    outcome: read.outcome,
  };
}

function unavailable(error: unknown): UnavailableError {
  return new UnavailableError('the audit log cannot be written, so person data is not served', { cause: error });
}

/**
 * Reads person data and writes its audit row in one group commit (DESIGN.md §3): `read`
 * runs inside the batch's transaction, `describe` says from its result which person and
 * outcome the row records, and the result comes back only once the row is committed.
 * A failing read keeps its own error and leaves a row with outcome `error` for `personId`;
 * a failing audit row is a 503.
 */
export async function readAudited<T>(
  store: Store,
  clock: Clock,
  actor: Actor,
  action: AuditAction,
  read: () => T,
  describe: (value: T) => AuditedRead,
  personId: number | null,
): Promise<T> {
  let result;
  try {
    result = await store.audit.readAndAppend(
      read,
      (value) => entryFor(clock, actor, { action, ...describe(value) }),
      () => entryFor(clock, actor, { action, personId, outcome: 'error' }),
    );
  } catch (error) {
    throw unavailable(error);
  }
  if (!result.ok) throw result.error;
  return result.value;
}

/** Synchronously, inside the caller's transaction if there is one (the exporter audits page by page). */
export function recordRead(store: Store, clock: Clock, actor: Actor, read: AuditRead): void {
  try {
    store.audit.append(entryFor(clock, actor, read));
  } catch (error) {
    throw unavailable(error);
  }
}
