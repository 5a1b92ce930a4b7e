// The application pipeline's rule, applied by the store inside the status
// change's transaction: a move the pipeline does not allow is a conflict with the
// application's current state (409 / exit 4), and its message names the allowed next
// states so the user can correct the command.
import { ConflictError } from '../domain/errors.js';
import type { Application } from '../domain/application.js';
import { APPLICATION_STATUSES, isApplicationStatus, nextStatuses, type ApplicationStatus } from '../domain/application-status.js';
import { ValidationError } from '../domain/errors.js';

/** A `status` filter of the applicants read: one of the statuses, named in the error when not. */
export function checkStatusFilter(status: unknown): void {
  if (status !== undefined && !isApplicationStatus(status)) {
    throw ValidationError.field('/status', `"${String(status)}" is not an application status (one of ${APPLICATION_STATUSES.join(', ')})`);
  }
}

export function decideTransition(
  current: Pick<Application, 'id' | 'status'>,
  to: ApplicationStatus,
  note: string | undefined,
): { status: ApplicationStatus; note: string | null } {
  const allowed = nextStatuses(current.status);
  if (!allowed.includes(to)) {
    const next = allowed.length > 0 ? `allowed next: ${allowed.join(', ')}` : `${current.status} is final; nothing follows it`;
    const what = current.status === to ? `is already ${to}` : `cannot move from ${current.status} to ${to}`;
    throw new ConflictError(`application ${current.id} ${what} (${next})`, {
      details: { id: current.id, status: current.status, allowed },
    });
  }
  const trimmed = note?.trim();
  return { status: to, note: trimmed ? trimmed : null };
}
