// Application status arguments: checked before anything is sent, with the
// list of statuses in the message (exit 2), the same locally and with --remote.
import { ValidationError } from '../domain/errors.js';
import { APPLICATION_STATUSES, isApplicationStatus, type ApplicationStatus } from '../domain/application-status.js';

export function parseApplicationStatus(text: string, what = 'status'): ApplicationStatus {
  const status = text.trim().toLowerCase();
  if (!isApplicationStatus(status)) {
    throw new ValidationError(
      `${what} must be one of ${APPLICATION_STATUSES.join(', ')}, not "${text}"`,
      [{ path: '/status', message: 'is not an application status' }],
    );
  }
  return status;
}
