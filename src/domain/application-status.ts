// The application pipeline's states and moves, without the schema library, so
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


/**
 * How far an application has come, for a merge of two people who applied to the same job:
 * the pipeline's stages in order, hired furthest; an ended application (rejected, withdrawn)
 * ranks below every live one, since a live one can still move and the ended one's decision
 * stays readable in the combined history.
 */
export function applicationRank(status: ApplicationStatus): number {
  const stage = (PIPELINE_STAGES as readonly string[]).indexOf(status);
  // rejected 0, withdrawn 1 (the person's own choice says more than no), then applied 2 … hired 6.
  return stage >= 0 ? ENDING_STATUSES.length + stage : (ENDING_STATUSES as readonly string[]).indexOf(status);
}

/** Which of two applications to the same job survives a merge: the one further along; KEEP's on a tie. */
export function survivingApplication(keep: ApplicationStatus, drop: ApplicationStatus): 'keep' | 'drop' {
  return applicationRank(drop) > applicationRank(keep) ? 'drop' : 'keep';
}
