// The store interface (DESIGN.md §1, issue 11 §1): everything the services need from a
// database, one async repository per aggregate, no database handle. Each method is one
// transaction: a rule that must see and change data atomically (an e-mail still free, a
// job that is not deleted) is checked inside the method, and a clash comes back as a
// domain error (ConflictError, NotFoundError), never as a driver's error code. SQLite
// (sqlite-store.ts) and PostgreSQL implement it; the services never know which.
import type { Person, PersonFields } from '../domain/person.js';
import type { Subscription } from '../domain/subscription.js';
import type { PersonDocument } from '../domain/document.js';
import type { Job } from '../domain/job.js';
import type { Project } from '../domain/project.js';
import type { ProjectFields } from './projects-store.js';
import type { PackedPerson } from '../domain/packed-person.js';
import type { NewJob } from './jobs-store.js';
import type { StoredDocument } from './documents-store.js';
import type { StoredPhoto } from './photos-store.js';
import type { TokenRecord, TokenScope } from './tokens-store.js';
import type { AuditEntry, AuditQuery, AuditRow } from './audit-store.js';

export type { NewJob, StoredDocument, StoredPhoto, TokenRecord, TokenScope, AuditEntry, AuditQuery, AuditRow };

export interface PeopleRepository {
  get(id: number): Promise<Person | undefined>;
  exists(id: number): Promise<boolean>;
  /** The id of the person with this e-mail (compared in canonical form), if any. */
  idByEmail(email: string): Promise<number | undefined>;
  /** Inserts a validated person; ConflictError when the e-mail is taken. */
  create(fields: PersonFields, timestamp: string): Promise<number>;
  /**
   * Partial update: `change` gets the stored person and returns the fields to write (it runs
   * inside the transaction, so rules that depend on stored values see the current ones).
   * NotFoundError for an unknown id, ConflictError when the new e-mail is taken.
   */
  update(id: number, change: (existing: Person) => PersonFields, timestamp: string): Promise<void>;
  count(): Promise<number>;
}

export interface SubscriptionsRepository {
  /** NotFoundError (person, or job missing or deleted); ConflictError with details.id when repeated. */
  create(personId: number, jobId: number, timestamp: string): Promise<number>;
  count(): Promise<number>;
}

export interface DocumentsRepository {
  /** NotFoundError for an unknown person. */
  add(personId: number, fileName: string, mime: string, bytes: Uint8Array, timestamp: string): Promise<number>;
  /** NotFoundError for an unknown person or a document that is not theirs. */
  delete(personId: number, documentId: number): Promise<void>;
  stats(): Promise<{ count: number; bytes: number }>;
}

export interface PhotosRepository {
  /** Stores the photo and sets the person's is_photo/photo_url; NotFoundError for an unknown person. */
  put(personId: number, photo: StoredPhoto, timestamp: string): Promise<void>;
  count(): Promise<number>;
}

export interface JobsRepository {
  /**
   * Every job but deleted ones, in id order. The same frozen array while nothing changed, so
   * callers may memoise what they derive from it (the server's listing bodies).
   */
  listNotDeleted(): Promise<readonly Job[]>;
  get(id: number): Promise<Job | undefined>;
  /** ConflictError (details.id) when a live job has the same reference number. */
  create(job: NewJob, timestamp: string): Promise<number>;
  /** False for an unknown or already deleted job. */
  markDeleted(id: number, timestamp: string): Promise<boolean>;
  countsByStatus(): Promise<Record<string, number>>;
}

export interface ProjectsRepository {
  list(): Promise<Project[]>;
  get(id: number): Promise<Project | undefined>;
  /** ValidationError (/jobs/N) when a listed job does not exist or is deleted. */
  create(fields: ProjectFields & { title: string }, timestamp: string): Promise<number>;
  /** `change` as for people; NotFoundError for an unknown id, ValidationError for unknown jobs. */
  update(id: number, change: (existing: Project) => ProjectFields, timestamp: string): Promise<void>;
  count(): Promise<number>;
}

export interface TokensRepository {
  /** ConflictError when the name is taken. */
  insert(name: string, scope: TokenScope, hash: string, timestamp: string): Promise<void>;
  list(): Promise<TokenRecord[]>;
  /** False for an unknown name. */
  delete(name: string): Promise<boolean>;
  touch(name: string, timestamp: string): Promise<void>;
  count(): Promise<number>;
  /** Changes whenever anyone (any process, any instance) writes a token. */
  version(): Promise<number>;
}

/**
 * A read of person data that the store performs together with its audit row, in one
 * transaction (DESIGN.md §3): the row is committed before the data is handed out, and its
 * outcome is the read's own. Queries are data, so each store runs them its own way.
 */
export type AuditedQuery =
  | { kind: 'person'; personId: number }
  | { kind: 'person-by-email'; email: string }
  | { kind: 'subscriptions'; personId: number }
  | { kind: 'documents'; personId: number }
  | { kind: 'document'; personId: number; documentId: number }
  | { kind: 'photo'; personId: number }
  /** E.164 ("+36301234567"), matched against both phone columns (issue 14 item 5). */
  | { kind: 'person-by-phone'; phone: string }
  /** Lower-case hex SHA-256 of a document's bytes: whose document is this file? */
  | { kind: 'document-by-sha256'; sha256: string };

export interface AuditedValues {
  person: Person;
  'person-by-email': number;
  subscriptions: Subscription[];
  documents: PersonDocument[];
  document: StoredDocument;
  photo: StoredPhoto;
  'person-by-phone': number;
  'document-by-sha256': { id: number; personId: number };
}

/** What an audited read found: the value, or which part was missing (the person, or the item). */
export type AuditedResult<K extends AuditedQuery['kind']> =
  | { found: true; value: AuditedValues[K] }
  | { found: false; missing: 'person' | 'item' };

/** The audit row's fields that the caller knows before the read: when, who, what, which request. */
export interface AuditStamp {
  at: string;
  actor: string;
  action: string;
  request_id: string;
}

export interface AuditRepository {
  /**
   * Runs the query and appends its row (person id and outcome from what was found; outcome
   * `error` if the query fails) in one transaction, and resolves once the row is durable.
   * Rejects with UnavailableError when the row cannot be written: no read without its row.
   */
  read<K extends AuditedQuery['kind']>(query: Extract<AuditedQuery, { kind: K }>, stamp: AuditStamp): Promise<AuditedResult<K>>;
  /** Newest first. */
  list(query?: AuditQuery): Promise<AuditRow[]>;
  count(): Promise<number>;
}

/** How an import treats a row whose key (e-mail, reference number) exists. */
export type ConflictMode = 'skip' | 'update' | 'fail';
export type RowOutcome = 'created' | 'updated' | 'skipped' | { conflict: string };

/** One import run's writer: each batch is one transaction, all or nothing (DESIGN.md §7). */
export interface ImportSession<T> {
  writeBatch(rows: readonly T[], mode: ConflictMode, timestamp: string): Promise<RowOutcome[]>;
  /** Dry run: does a row with this key exist already? */
  exists(key: string): Promise<boolean>;
  /** Restores normal settings; called once, also after an error. */
  finish(): Promise<void>;
}

export interface BulkRepository {
  /** People arrive packed (domain/packed-person.ts), keyed by canonical e-mail. */
  importPeople(): Promise<ImportSession<PackedPerson>>;
  /** Jobs keyed by reference number; `update` is not offered (jobs are skipped or fail). */
  importJobs(): Promise<ImportSession<NewJob>>;
  /**
   * People with id > afterId in id order, at most `limit`, with one audit row per person
   * (the stamp's action, outcome ok) committed in the same transaction before they return.
   */
  exportPeoplePage(afterId: number, limit: number, stamp: AuditStamp): Promise<Person[]>;
}

export interface MigrationReport {
  from: number;
  to: number;
  applied: string[];
}

export interface StoreStats {
  /** The file path, or the PostgreSQL URL without its password. */
  location: string;
  schema_version: number;
  size_bytes: number;
  people: number;
  photos: number;
  documents: number;
  document_bytes: number;
  subscriptions: number;
  jobs: Record<string, number>;
  projects: number;
  tokens: number;
  audit_rows: number;
}

export interface AdminRepository {
  /** What opening the store applied (`recruit db migrate` reports it). */
  readonly openingMigrations: MigrationReport;
  migrate(): Promise<MigrationReport>;
  /** A consistent copy while others write; SQLite: a file path. */
  backup(destination: string): Promise<{ totalPages: number }>;
  stats(): Promise<StoreStats>;
  integrityCheck(): Promise<string>;
}

/** The server's write acknowledgement mode (DESIGN.md §3: an acknowledged write is durable). */
export interface DurabilityControl {
  /** Commits stop waiting for the disk on the event loop; durable() waits for them instead. */
  syncInBackground(options?: { onCheckpointFailure?: (message: string) => void }): Promise<void>;
  /** Resolves once everything committed so far is on disk. */
  durable(): Promise<void>;
  stopBackgroundSync(): Promise<void>;
  /**
   * The longest one statement may block the process waiting for a lock held elsewhere
   * (SQLite: busy_timeout; the server retries on a timer instead, issue 15 item 13). A store
   * whose waits do not block the process may ignore it.
   */
  setBusyTimeout(ms: number): void;
}

export interface Store extends DurabilityControl {
  readonly kind: 'sqlite' | 'postgres';
  /** The file path, or the PostgreSQL URL without its password. */
  readonly location: string;
  readonly people: PeopleRepository;
  readonly subscriptions: SubscriptionsRepository;
  readonly documents: DocumentsRepository;
  readonly photos: PhotosRepository;
  readonly jobs: JobsRepository;
  readonly projects: ProjectsRepository;
  readonly tokens: TokensRepository;
  readonly audit: AuditRepository;
  readonly bulk: BulkRepository;
  readonly admin: AdminRepository;
  close(): Promise<void>;
}
