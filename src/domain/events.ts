// Events: what changed, never the changed values. A consumer that wants a person's data reads
// it through the audited API, so every read of person data keeps leaving its audit row.
import { AsyncLocalStorage } from 'node:async_hooks';
import { userInfo } from 'node:os';

export const EVENT_TYPES = [
  'person.created', 'person.updated', 'person.erased', 'person.merged',
  'document.added', 'document.deleted', 'photo.set', 'photo.deleted', 'skills.changed',
  'application.created', 'application.status_changed',
  'job.created', 'job.updated', 'job.closed', 'job.reopened', 'job.deleted',
  'project.created', 'project.updated', 'project.deleted',
  // One per import batch (its transaction) with counts, instead of one per person.
  'import.completed',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

/** The ids an event is about: the person, job, project, application or document. */
export type EventIds = Partial<Record<'person_id' | 'job_id' | 'project_id' | 'application_id' | 'document_id' | 'merged_id', number>>;

/** What a write path hands to the outbox; id, time and actor are filled in by the store. */
export interface NewEvent {
  type: EventType;
  /** The subject deliveries are ordered by, e.g. "person:12", "job:3". */
  subject: string;
  ids: EventIds;
  /** Names of the fields that changed (or counts, for an import), never their values. */
  fields?: readonly string[] | undefined;
  counts?: Record<string, number> | undefined;
}

export interface RecruitEvent {
  id: number;
  type: EventType;
  at: string;
  actor: string;
  subject: string;
  ids: EventIds;
  fields: string[];
  counts?: Record<string, number>;
}

/**
 * Who causes the writes of the current request or command. The server runs each request in
 * its token's name; the CLI in local mode writes as the OS user. Kept in async context, so
 * the write paths of the store need no extra parameter for it.
 */
const actorContext = new AsyncLocalStorage<string>();
let defaultActor: string | undefined;

function osUser(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'local';
  }
}

/** The actor of a synchronous scope (withEventActor), which wins over the async context. */
let scopedActor: string | undefined;

export function currentEventActor(): string {
  return scopedActor ?? actorContext.getStore() ?? (defaultActor ??= osUser());
}

export function runAsEventActor<T>(actor: string, fn: () => T): T {
  return actorContext.run(actor, fn);
}

/**
 * Names the actor for what `fn` does before it returns — not after an await. On Node 20 an
 * async context costs something at every promise the process makes once it is in use (about
 * a tenth of a POST /person's CPU); a store whose writes append their events synchronously,
 * within the call (SQLite), needs only this.
 */
export function withEventActor<T>(actor: string, fn: () => T): T {
  const outer = scopedActor;
  scopedActor = actor;
  try {
    return fn();
  } finally {
    scopedActor = outer;
  }
}

/** The names of the fields whose values differ (compared as JSON, so arrays compare by content). */
export function changedFieldNames(before: object, after: object): string[] {
  const old = before as Record<string, unknown>;
  return Object.entries(after as Record<string, unknown>)
    .filter(([key, value]) => value !== undefined && JSON.stringify(value ?? null) !== JSON.stringify(old[key] ?? null))
    .map(([key]) => key)
    .sort();
}

/** Events about a person or what they own: one subject per person keeps their deliveries in order. */
export function personEvent(type: EventType, personId: number, more: { fields?: readonly string[]; ids?: EventIds } = {}): NewEvent {
  return { type, subject: `person:${personId}`, ids: { person_id: personId, ...more.ids }, fields: more.fields };
}

export function jobEvent(type: EventType, jobId: number, fields?: readonly string[]): NewEvent {
  return { type, subject: `job:${jobId}`, ids: { job_id: jobId }, fields };
}

export function projectEvent(type: EventType, projectId: number, fields?: readonly string[]): NewEvent {
  return { type, subject: `project:${projectId}`, ids: { project_id: projectId }, fields };
}

/** A job's update as the event a consumer wants: closed and reopened are their own types. */
export function jobUpdateType(before: { status: string }, after: { status?: string }): EventType {
  if (after.status === 'closed' && before.status !== 'closed') return 'job.closed';
  if (after.status === 'open' && before.status === 'closed') return 'job.reopened';
  return 'job.updated';
}

/** One event per import batch (its transaction) with the counts of what it did. */
export function importEvent(kind: 'person' | 'job', outcomes: readonly unknown[]): NewEvent {
  const counts: Record<string, number> = { created: 0, updated: 0, skipped: 0, refused: 0 };
  for (const outcome of outcomes) {
    const key = outcome === 'created' || outcome === 'updated' || outcome === 'skipped' ? outcome : 'refused';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return { type: 'import.completed', subject: `import:${kind}`, ids: {}, counts: { ...counts, rows: outcomes.length } };
}
