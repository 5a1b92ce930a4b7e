// The application pipeline's states and moves (issue 12 §3), without the schema library, so
// the CLI can check a status argument without loading it (DESIGN.md §7 start-up).

/** The stages in order; a move may skip stages forward (a strong CV goes straight to interview), never back. */
export const PIPELINE_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired'] as const;
export const ENDING_STATUSES = ['rejected', 'withdrawn'] as const;
export const APPLICATION_STATUSES = [...PIPELINE_STAGES, ...ENDING_STATUSES] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * The statuses an application in `from` may move to: any later stage, or rejected/withdrawn,
 * while it is not final. hired, rejected and withdrawn are final (nothing follows them): the
 * history records decisions, and a decision is not taken back by moving the record.
 */
export function nextStatuses(from: ApplicationStatus): ApplicationStatus[] {
  const stage = (PIPELINE_STAGES as readonly string[]).indexOf(from);
  if (stage < 0 || from === 'hired') return [];
  return [...PIPELINE_STAGES.slice(stage + 1), ...ENDING_STATUSES];
}

export function canMoveTo(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return nextStatuses(from).includes(to);
}

