// Job status and channels (DESIGN.md §3), as plain constants for the rule modules.
export const API_WEB_CHANNEL = 'api_web';
export const JOB_STATUSES = ['open', 'closed', 'deleted'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
