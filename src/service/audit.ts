// Every read of person data leaves an audit row BEFORE the data is returned (DESIGN.md §3).
// If the row cannot be written, the read fails with 503 / exit 6: no silent reads.
import type { Store } from '../store/index.js';
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

/** recordRead through the store's group commit: resolves once the row is committed. */
export async function recordReadBatched(
  store: Store,
  clock: Clock,
  actor: Actor,
  action: AuditAction,
  personId: number | null,
  outcome: 'ok' | 'not_found',
): Promise<void> {
  try {
    await store.audit.appendBatched({
      at: isoTimestamp(clock.now()),
      actor: actor.name,
      action,
      person_id: personId,
      request_id: actor.requestId,
      outcome,
    });
  } catch (error) {
    throw new UnavailableError('the audit log cannot be written, so person data is not served', { cause: error });
  }
}

export function recordRead(
  store: Store,
  clock: Clock,
  actor: Actor,
  action: AuditAction,
  personId: number | null,
  outcome: 'ok' | 'not_found',
): void {
  try {
    store.audit.append({
      at: isoTimestamp(clock.now()),
      actor: actor.name,
      action,
      person_id: personId,
      request_id: actor.requestId,
      outcome,
    });
  } catch (error) {
    throw new UnavailableError('the audit log cannot be written, so person data is not served', { cause: error });
  }
}
