// Why a job or project that exists is not listed: `job get`
// of a hidden job says why, `job list` counts the hidden ones by reason. Pure: the
// record and today's date come in. The rules mirror DESIGN.md §3 "active".
import type { Job } from '../domain/job.js';
import type { Project } from '../domain/project.js';

export type JobHiddenReason = 'deleted' | 'closed' | 'not started' | 'expired' | 'not in api_web';

/** Every reason the job is not shown by `job list` (endpoint 12); empty when it is shown. */
export function jobHiddenReasons(job: Pick<Job, 'status' | 'date_from' | 'date_till' | 'channels'>, today: string): JobHiddenReason[] {
  const reasons: JobHiddenReason[] = [];
  if (job.status === 'deleted') reasons.push('deleted');
  else if (job.status !== 'open') reasons.push('closed');
  if (job.date_from !== null && today < job.date_from) reasons.push('not started');
  if (job.date_till !== null && job.date_till < today) reasons.push('expired');
  if (!job.channels.includes('api_web')) reasons.push('not in api_web');
  return reasons;
}

function dateWindow(from: string | null, till: string | null): string {
  if (from === null && till === null) return 'no dates';
  return `${from ?? '…'} – ${till ?? 'open-ended'}`;
}

const JOB_REASON_TEXT: Record<JobHiddenReason, (job: Job) => string> = {
  deleted: () => 'it was deleted',
  closed: (job) => `its status is ${job.status}`,
  'not started': (job) => `it starts on ${job.date_from ?? ''}`,
  expired: (job) => `it ended on ${job.date_till ?? ''}`,
  'not in api_web': (job) => `it is not advertised on api_web (channels: ${job.channels.join(', ') || 'none'})`,
};

/** "job 7 is not listed: it ended on 2026-11-21 (status open; dates …; channels api_web)". */
export function explainHiddenJob(job: Job, today: string): string {
  const reasons = jobHiddenReasons(job, today);
  const why = reasons.length > 0 ? reasons.map((r) => JOB_REASON_TEXT[r](job)).join('; ') : 'it is not active';
  const channels = job.channels.join(', ') || 'none';
  return `job ${job.id} "${job.title}" is not listed: ${why}\n`
    + `(status ${job.status}; dates ${dateWindow(job.date_from, job.date_till)}; channels ${channels}; see \`recruit job list --full\`)`;
}

/** "project 3 "Autumn" is not active: it ended on 2026-10-31 (dates …)". */
export function explainInactiveProject(project: Project, today: string): string {
  const why = project.date_from !== null && today < project.date_from
    ? `it starts on ${project.date_from}`
    : project.date_till !== null && project.date_till < today
      ? `it ended on ${project.date_till}`
      : 'it is outside its dates';
  return `project ${project.id} "${project.title}" is not active: ${why}\n`
    + `(dates ${dateWindow(project.date_from, project.date_till)}; see \`recruit project list --full\`)`;
}

/**
 * "5 not listed: 3 expired, 2 not in api_web; see --full". Each hidden job counts once, under
 * its first reason in the order of jobHiddenReasons; a job without a known reason (its
 * record was not fetched) counts as "inactive".
 */
export function summarizeHiddenJobs(reasons: readonly (readonly JobHiddenReason[])[]): string | undefined {
  const total = reasons.length;
  if (total === 0) return undefined;
  const counts = new Map<string, number>();
  for (const list of reasons) {
    const first = list[0] ?? 'inactive';
    counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  const parts = [...counts].map(([reason, n]) => `${n} ${reason}`);
  return `${total} not listed: ${parts.join(', ')}; see --full`;
}

/** `job list --all`: each job with whether `job list` shows it and, if not, why. */
export function withListingReasons(jobs: readonly Job[], today: string): (Job & { listed: boolean; reason: string })[] {
  return jobs.map((job) => {
    const reasons = jobHiddenReasons(job, today);
    return { ...job, listed: reasons.length === 0, reason: reasons.join(', ') };
  });
}
