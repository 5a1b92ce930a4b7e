// Job status and channels (DESIGN.md §3), as plain constants for the rule modules.
import { ConflictError, NotFoundError } from './errors.js';
export const API_WEB_CHANNEL = 'api_web';
export const JOB_STATUSES = ['open', 'closed', 'deleted'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Whether a job takes a new application, given its stored status (undefined: no such job).
 * A deleted job is gone for applicants (404, as its listings say); a closed one still
 * exists but has stopped hiring, so applying is a conflict with its state (409), not a
 * silent success nobody will ever look at. Both stores call this inside their transaction.
 */
export function checkJobTakesApplications(jobId: number, status: string | undefined): void {
  if (status === undefined || status === 'deleted') throw new NotFoundError(`job ${jobId} not found`);
  if (status === 'closed') throw new ConflictError(`job ${jobId} is closed`, { hint: `reopen it first if it hires again: recruit job reopen ${jobId}` });
}
