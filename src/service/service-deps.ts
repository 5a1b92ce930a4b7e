// What every per-aggregate service of LocalService works over: the store, the clock, who acts,
// the code tables, the parser (loaded on first use) and the file limits, plus the state they
// keep between calls (caches, the loaded parser). One ServiceDeps is made per LocalService;
// `withActor` makes another for a new caller that shares the same state, so the server's
// per-request services still share one parser and one set of caches.
import type { Store, AuditedQuery, AuditedResult, StreamedResult, StreamedValues } from '../store/index.js';
import type { CodeBook } from '../domain/codes.js';
import type { Clock } from '../domain/clock.js';
import { isoDate, isoTimestamp } from '../domain/clock.js';
import type { Job, JobSummary } from '../domain/job.js';
import { DEFAULT_DOCUMENT_BYTES_PER_PERSON, DEFAULT_DOCUMENTS_PER_PERSON, MAX_DOCUMENT_BYTES } from '../domain/limits.js';
import type { MatchableJob } from '../parser/types.js';
import { NotFoundError, UnavailableError } from '../domain/errors.js';
import { auditStamp, type Actor, type AuditAction } from './audit.js';
import { streamedResult } from './streamed-file.js';
import type { ImageSink, ResumeParser } from './resume-parser.js';
import type { DocumentQuota } from './document-quota.js';
import type { WriteQueue } from './resume-create.js';
import type { StoreCallRetry } from './actor-scoped-store.js';

/** The parser and where its extracted images go, as the caller wires them. */
export interface LoadedParser {
  parser: ResumeParser;
  images: ImageSink;
}

/** What a LocalService is made from (the CLI's context, the server's start, the tests). */
export interface LocalServiceDeps {
  store: Store;
  /** The code tables, or their loader: the CLI reads them only when a write needs them. */
  codes: CodeBook | (() => Promise<CodeBook>);
  clock: Clock;
  actor: Actor;
  /** Absent until a résumé is parsed: the parser loads lazily. */
  parser?: (() => Promise<LoadedParser>) | undefined;
  /** Documents one person may hold (default 200 documents, 500 MB). */
  documentQuota?: DocumentQuota | undefined;
  /**
   * How the store calls of a caller's service (withActor) are retried when they fail: the
   * server's waits for a lock held by another process (server/lock-retry.ts). Absent: never.
   */
  retryStoreCall?: StoreCallRetry | undefined;
}

/**
 * State kept between calls, shared by every actor-scoped copy of one service. The job caches
 * are keyed by the store's job list, which the store hands out cached and frozen from its
 * second read on: while it and today's date stay the same, the same frozen answer is handed
 * out, so the server can also reuse its serialized body (GET /job was serialization-bound).
 */
export interface ServiceState {
  parser: Promise<LoadedParser> | undefined;
  cursorSecret: Promise<Uint8Array> | undefined;
  publishedJobs: WeakMap<readonly Job[], { today: string; jobs: Job[] }>;
  jobSummaries: WeakMap<readonly Job[], { today: string; jobs: JobSummary[] }>;
  /** The same MatchableJob objects while the job list is unchanged: matching caches per job. */
  matchableJobs: WeakMap<readonly Job[], MatchableJob[]>;
  /** `--create` writes one résumé at a time. */
  intakeQueue: WriteQueue | undefined;
}

export function newServiceState(): ServiceState {
  return {
    parser: undefined,
    cursorSecret: undefined,
    publishedJobs: new WeakMap(),
    jobSummaries: new WeakMap(),
    matchableJobs: new WeakMap(),
    intakeQueue: undefined,
  };
}

/** The parser as the services see it: loaded on first use, once for all actor-scoped copies. */
export interface ParserAccess {
  readonly available: boolean;
  load(): Promise<LoadedParser>;
  /** The parser if something already loaded it (closing, clearing images): never loads it. */
  loaded(): Promise<LoadedParser> | undefined;
}

export interface FileLimits {
  maxDocumentBytes: number;
  quota: DocumentQuota;
}

export interface ServiceDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly actor: Actor;
  readonly parser: ParserAccess;
  readonly fileLimits: FileLimits;
  readonly state: ServiceState;
  codes(): Promise<CodeBook>;
  /** The code tables if they are at hand (given, or loaded by an earlier codes()): never loads them. */
  codesLoaded(): CodeBook | undefined;
  /** The clock's time as stored (`YYYY-MM-DD HH:MM:SS`). */
  now(): string;
  today(): string;
}

export function createServiceDeps(options: LocalServiceDeps, state: ServiceState): ServiceDeps {
  const { store, clock, actor, codes, parser } = options;
  // Shared by the actor-scoped copies (withActor copies these functions, not the tables).
  let book = typeof codes === 'function' ? undefined : codes;
  return {
    store,
    clock,
    actor,
    state,
    parser: {
      available: parser !== undefined,
      load() {
        if (!parser) return Promise.reject(new UnavailableError('the résumé parser is not available in this build'));
        return (state.parser ??= parser());
      },
      loaded: () => state.parser,
    },
    fileLimits: {
      maxDocumentBytes: MAX_DOCUMENT_BYTES,
      quota: options.documentQuota ?? { documents: DEFAULT_DOCUMENTS_PER_PERSON, bytes: DEFAULT_DOCUMENT_BYTES_PER_PERSON },
    },
    codes: async () => (book ??= typeof codes === 'function' ? await codes() : codes),
    codesLoaded: () => book,
    now: () => isoTimestamp(clock.now()),
    today: () => isoDate(clock.now()),
  };
}

/** A read of person data and its audit row: one store operation (DESIGN.md §3). */
export function auditedRead<K extends AuditedQuery['kind']>(
  deps: ServiceDeps,
  action: AuditAction,
  query: Extract<AuditedQuery, { kind: K }>,
): Promise<AuditedResult<K>> {
  return deps.store.audit.read(query, auditStamp(deps.clock, deps.actor, action));
}

/**
 * The audited read of a document or photo with its bytes as a stream: the store's own
 * (PostgreSQL reads in chunks) or, for a store without one, the whole read as one chunk.
 */
export async function auditedStream<K extends keyof StreamedValues>(
  deps: ServiceDeps,
  action: AuditAction,
  query: Extract<AuditedQuery, { kind: K }>,
): Promise<StreamedResult<K>> {
  const stamp = auditStamp(deps.clock, deps.actor, action);
  const { audit } = deps.store;
  return audit.readStreamed ? audit.readStreamed(query, stamp) : streamedResult(await audit.read(query, stamp));
}

export async function requirePerson(deps: ServiceDeps, personId: number): Promise<void> {
  if (!(await deps.store.people.exists(personId))) throw new NotFoundError(`person ${personId} not found`);
}

/** A loader of rule modules: the same promise for every caller, and the value itself once it is there. */
export interface FirstCall<T> {
  (): Promise<T>;
  /** What the load gave, once it has: a hot path takes it without awaiting (each await is a promise and a turn of the microtask queue). */
  loaded(): T | undefined;
}

/** Runs load once, on the first call, and hands every caller the same promise (rule modules load on first use). */
export function onFirstCall<T>(load: () => Promise<T>): FirstCall<T> {
  let loading: Promise<T> | undefined;
  let value: { loaded: T } | undefined;
  const call = () => (loading ??= load().then((loaded) => {
    value = { loaded };
    return loaded;
  }));
  return Object.assign(call, { loaded: () => value?.loaded });
}

/** Write requests are schema-checked by a module loaded on first use (fast read-only start-up). */
export const validator = onFirstCall(() => import('./request-validation.js').then((m) => m.validate));
