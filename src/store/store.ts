// The store interface (DESIGN.md §1, issue 11 §1): everything the services need from a
// database, one async repository per aggregate, no database handle. Each method is one
// transaction: a rule that must see and change data atomically (an e-mail still free, a
// job that is not deleted) is checked inside the method, and a clash comes back as a
// domain error (ConflictError, NotFoundError), never as a driver's error code. SQLite
// (sqlite-store.ts) and PostgreSQL implement it; the services never know which.
import type { Person, PersonFields } from '../domain/person.js';
import type { DumpEvent, LoadReport } from './table-dump.js';
import type { PersonApplication, Subscription } from '../domain/subscription.js';
import type { Applicant, Application, ApplicationStatus } from '../domain/application.js';
import type { PersonDocument } from '../domain/document.js';
import type { Job } from '../domain/job.js';
import type { Project } from '../domain/project.js';
import type { ProjectFields } from './sqlite/projects-store.js';
import type { PackedPerson } from '../domain/packed-person.js';
import type { NewJob } from './sqlite/jobs-store.js';
import type { StoredDocument } from './sqlite/documents-store.js';
import type { StoredPhoto } from './sqlite/photos-store.js';
import type { TokenRecord, TokenScope } from './sqlite/tokens-store.js';
import type { AuditEntry, AuditQuery, AuditRow } from './sqlite/audit-store.js';
import type { ErasureReceipt, PurgeCandidate } from '../domain/data-protection.js';
import type { DuplicatePerson } from '../domain/duplicates.js';
import type { PersonSort } from '../domain/person-search.js';
import type { Readable } from 'node:stream';
import type { EventsRepository } from './contract/events.js';

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
  /**
   * Moves one application to a new status (issue 12 §3): `decide` gets the stored application
   * inside the transaction and returns the new status and note, or throws (an invalid
   * transition → ConflictError) and nothing changes. The change joins the history. The
   * application is named by id, or by person and job (a withdrawal). NotFoundError when there
   * is no such application (or, by person and job, no such person or job).
   */
  changeStatus(
    application: { id: number } | { personId: number; jobId: number },
    decide: (current: Application) => { status: ApplicationStatus; note: string | null },
    timestamp: string,
  ): Promise<Application>;
  count(): Promise<number>;
}

/** What a person's documents take up: how many, and their bytes. */
export interface DocumentUsage {
  documents: number;
  bytes: number;
}

export interface DocumentsRepository {
  /**
   * NotFoundError for an unknown person. `admit`, when given, sees the person's documents as
   * they are inside the transaction (before this one) and throws to refuse the document: two
   * uploads for one person cannot both pass a quota that has room for one.
   */
  add(personId: number, fileName: string, mime: string, bytes: Uint8Array, timestamp: string, admit?: (usage: DocumentUsage) => void): Promise<number>;
  /** NotFoundError for an unknown person or a document that is not theirs. */
  delete(personId: number, documentId: number): Promise<void>;
  stats(): Promise<{ count: number; bytes: number }>;
}

export interface PhotosRepository {
  /** Stores the photo and sets the person's is_photo/photo_url; NotFoundError for an unknown person. */
  put(personId: number, photo: StoredPhoto, timestamp: string): Promise<void>;
  /** Removes the photo and sets is_photo N, photo_url ''; NotFoundError for an unknown person or one without a photo. */
  delete(personId: number, timestamp: string): Promise<void>;
  count(): Promise<number>;
}

export interface JobsRepository {
  /**
   * Every job but deleted ones, in id order. The same frozen array while nothing changed, so
   * callers may memoise what they derive from it (the server's listing bodies).
   */
  listNotDeleted(): Promise<readonly Job[]>;
  /** Every job, deleted ones included, in id order (issue 12 §4: admins see why a job is not listed). */
  listAll(): Promise<Job[]>;
  get(id: number): Promise<Job | undefined>;
  /** ConflictError (details.id) when a live job has the same reference number. */
  create(job: NewJob, timestamp: string): Promise<number>;
  /** False for an unknown or already deleted job. */
  markDeleted(id: number, timestamp: string): Promise<boolean>;
  /**
   * Partial update (issue 12 §4): `change` gets the stored job and returns every field to
   * store. NotFoundError for an unknown id, ConflictError for a deleted job or when another
   * live job has the new reference number.
   */
  update(id: number, change: (existing: Job) => NewJob, timestamp: string): Promise<void>;
  countsByStatus(): Promise<Record<string, number>>;
}

export interface ProjectsRepository {
  list(): Promise<Project[]>;
  get(id: number): Promise<Project | undefined>;
  /** ValidationError (/jobs/N) when a listed job does not exist or is deleted. */
  create(fields: ProjectFields & { title: string }, timestamp: string): Promise<number>;
  /** `change` as for people; NotFoundError for an unknown id, ValidationError for unknown jobs. */
  update(id: number, change: (existing: Project) => ProjectFields, timestamp: string): Promise<void>;
  /** Removes the project (its jobs stay); NotFoundError for an unknown id (issue 12 §4). */
  delete(id: number): Promise<void>;
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
  /** The applicants of a job (issue 12 §3): one audit row per person returned, one without a person when none. */
  | { kind: 'applicants'; jobId: number; status?: ApplicationStatus | undefined }
  | { kind: 'skills'; personId: number }
  /** E.164 ("+36301234567"), matched against both phone columns (issue 14 item 5). */
  | { kind: 'person-by-phone'; phone: string }
  /** Lower-case hex SHA-256 of a document's bytes: whose document is this file? */
  | { kind: 'document-by-sha256'; sha256: string };

export interface AuditedValues {
  person: Person;
  'person-by-email': number;
  /** With each application's status; endpoint 6 leaves the status out (SPEC.md 2.2). */
  subscriptions: PersonApplication[];
  documents: PersonDocument[];
  document: StoredDocument;
  photo: StoredPhoto;
  applicants: Applicant[];
  skills: string[];
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

/** A file's bytes as a stream: the size first, then the chunks (issue 11 §2). */
export interface StreamedBytes {
  size: number;
  stream: Readable;
}

/** What a streamed audited read hands out: the item as `read` would, its bytes as a stream. */
export interface StreamedValues {
  document: Omit<StoredDocument, 'bytes'> & StreamedBytes;
  photo: Omit<StoredPhoto, 'bytes'> & StreamedBytes;
}

export type StreamedResult<K extends keyof StreamedValues> =
  | { found: true; value: StreamedValues[K] }
  | { found: false; missing: 'person' | 'item' };

export interface AuditRepository {
  /**
   * Runs the query and appends its row (person id and outcome from what was found; outcome
   * `error` if the query fails) in one transaction, and resolves once the row is durable.
   * Rejects with UnavailableError when the row cannot be written: no read without its row.
   */
  read<K extends AuditedQuery['kind']>(query: Extract<AuditedQuery, { kind: K }>, stamp: AuditStamp): Promise<AuditedResult<K>>;
  /**
   * As `read` for a document or a photo (the same single audit row, committed before the
   * first byte), with the bytes as a stream that reads them as it is consumed. Optional: a
   * store without it (SQLite, which reads a blob whole anyway) is read with `read`.
   */
  readStreamed?<K extends keyof StreamedValues>(query: Extract<AuditedQuery, { kind: K }>, stamp: AuditStamp): Promise<StreamedResult<K>>;
  /**
   * Appends one row that is not a read (how a streamed export ended), durable when it
   * resolves; UnavailableError when it cannot be written.
   */
  append(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  list(query?: AuditQuery): Promise<AuditRow[]>;
  count(): Promise<number>;
}

/** How an import treats a row whose key (e-mail, reference number) exists. */
export type ConflictMode = 'skip' | 'update' | 'fail';
/** A conflict (--on-conflict fail) or a row refused by what the database holds (a partial row whose e-mail nobody has). */
export type RowOutcome = 'created' | 'updated' | 'skipped' | { conflict: string } | { rejected: string };

/** One import run's writer: each batch is one transaction, all or nothing (DESIGN.md §7). */
export interface ImportSession<T> {
  writeBatch(rows: readonly T[], mode: ConflictMode, timestamp: string): Promise<RowOutcome[]>;
  /** Dry run: does a row with this key exist already? */
  exists(key: string): Promise<boolean>;
  /** Dry run: does the row match an existing record by something other than its key (phone)? */
  matchesOther?(row: T): Promise<boolean>;
  /** Restores normal settings; called once, also after an error. */
  finish(): Promise<void>;
}

export interface ImportPeopleOptions {
  /** --match email,phone: a row whose phone someone has is that person. */
  matchPhone?: boolean;
  /** --dry-run: the session only answers exists/matchesOther; nothing is written, not even index changes. */
  dryRun?: boolean;
}

export interface BulkRepository {
  /**
   * People arrive packed (domain/packed-person.ts), keyed by canonical e-mail. With
   * `matchPhone` (import --match email,phone, issue 12 §6) a row whose e-mail is new but
   * whose phone (as digits) an existing person has is that person: a re-import under a new
   * e-mail is skipped, updated or a conflict like an e-mail clash.
   */
  importPeople(options?: ImportPeopleOptions): Promise<ImportSession<PackedPerson>>;
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

export interface BackupOptions {
  /** PostgreSQL: the pg_dump program (default: pg_dump on PATH). */
  pgDump?: string | undefined;
}

/** What a backup wrote: SQLite, the pages copied; PostgreSQL, which pg_dump wrote which format. */
export interface BackupReport {
  totalPages?: number;
  /** e.g. "pg_dump (PostgreSQL) 18.1" */
  tool?: string;
  format?: 'custom';
}

export interface AdminRepository {
  /** What opening the store applied (`recruit db migrate` reports it). */
  readonly openingMigrations: MigrationReport;
  migrate(): Promise<MigrationReport>;
  /**
   * A consistent copy while others write, to a file path: SQLite's online backup, or on
   * PostgreSQL a pg_dump custom-format archive (restore with pg_restore).
   */
  backup(destination: string, options?: BackupOptions): Promise<BackupReport>;
  stats(): Promise<StoreStats>;
  integrityCheck(): Promise<string>;
  /**
   * The portable backup: one audit row for the whole dump (`stamp`, no person), then a
   * consistent snapshot of recruit's tables (table-dump.ts) handed to `visit` row by row —
   * awaited, so a slow writer holds back the reading, and byte tables come a row at a time.
   */
  dumpTables(visit: (event: DumpEvent) => Promise<void>, stamp: AuditStamp): Promise<void>;
  /**
   * Loads a dump in one transaction (all or nothing), writing no audit rows of its own. A
   * database with content is refused (ConflictError) unless `replace`, which empties it first.
   */
  loadTables(events: AsyncIterable<DumpEvent>, options: { replace: boolean }): Promise<LoadReport>;
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

/** Rows per kind of person-owned data (store/person-owned.ts), plus `person`. */
export type ErasureCounts = Record<string, number>;

/**
 * A document of an access export: what it is and its size when the export was read; the
 * bytes are read as the export's stream is consumed (a person may hold hundreds of MB).
 */
export interface ExportedDocument extends Omit<StoredDocument, 'bytes'> {
  size: number;
  /** The bytes, read a chunk at a time as they are consumed; errors (NotFoundError) if the document went away meanwhile. */
  open(): Readable;
}

/** Everything a person's access export holds (issue 12 §5). */
export interface PersonDataExport {
  person: Person;
  /** JSON rows per kind exported as rows (applications, skills, …). */
  rows: Record<string, Record<string, unknown>[]>;
  photo: StoredPhoto | undefined;
  documents: ExportedDocument[];
  /** Every audit row about this person, oldest first: who read them, when. */
  audit: AuditRow[];
}

/** What an erasure does to the database files, and what keeps a copy regardless (for the receipt). */
export interface PhysicalRemoval {
  removed: readonly string[];
  /** What still holds the data after an erasure at `erasedAt`: copies outside the live files (backups). */
  retained(erasedAt: string): string;
}

export interface DataProtectionRepository {
  /**
   * Erases the person and every kind of person-owned data in one transaction, with the
   * receipt (`makeReceipt` builds it from the record as stored and the counts) and the
   * audit row (the stamp's action, outcome ok). Audit rows about the person are kept.
   * `precondition` sees the person and the counts inside the transaction; false → nothing
   * is erased and the result is undefined (a purge re-checks what it listed). NotFoundError
   * for an unknown id, with details.erased_at when it was erased before.
   */
  erase(
    personId: number,
    makeReceipt: (person: Person, counts: ErasureCounts) => ErasureReceipt,
    stamp: AuditStamp,
    precondition?: (person: Person, counts: ErasureCounts) => boolean,
  ): Promise<ErasureReceipt | undefined>;
  /**
   * Erases several people in one transaction (a retention purge: one commit, so one disk
   * sync, per batch instead of per person). Unknown ids and people failing `precondition`
   * are skipped; the receipts of those erased, in the order given.
   */
  eraseMany(
    personIds: readonly number[],
    makeReceipt: (person: Person, counts: ErasureCounts) => ErasureReceipt,
    stamp: AuditStamp,
    precondition?: (person: Person, counts: ErasureCounts) => boolean,
  ): Promise<ErasureReceipt[]>;
  /**
   * What removeTraces() does on this store, in words, for the receipts: deleting rows is not
   * enough to erase them from the database files.
   */
  readonly physicalRemoval: PhysicalRemoval;
  /**
   * Called once an erasure, a purge or a merge has committed: wipes what the deleted rows left
   * in the database files (SQLite: full-text index segments, the write-ahead log; PostgreSQL:
   * dead row versions, TOAST chunks and index entries). Awaited by the command or request.
   */
  removeTraces(): Promise<void>;
  /** The receipt of an earlier erasure of this id, if any. */
  receipt(personId: number): Promise<ErasureReceipt | undefined>;
  /**
   * An audited read (the stamp's action) of everything the person owns; NotFoundError as for
   * erase. Its row's outcome is `started`: the bytes go out after it, and the caller appends
   * how the export ended (`audit.append`) once it knows.
   */
  exportData(personId: number, stamp: AuditStamp): Promise<PersonDataExport>;
  /** People last modified before `before`, by id, at most `limit`, and how many match in all. */
  purgeCandidates(before: string, withoutApplications: boolean, limit: number): Promise<{ matched: number; people: PurgeCandidate[] }>;
}

/**
 * People who share something (issue 12 §6), grouped by the store: an e-mail (email/email2),
 * a phone (as digits), a name (either order, folded: domain/match-key.ts) plus birth date or
 * plus city, or a city, family name and given initial (and the mirror). Each member comes
 * with the name the finder compares for similarity (`city-last`: the given name,
 * `city-first`: the family name; '' otherwise). Groups of one, and groups larger than the
 * limit (a shared mailbox, a common name in a big city), are not reported.
 */
export interface DuplicateBlock {
  kind: 'email' | 'phone' | 'name-birth' | 'city-name' | 'city-last' | 'city-first';
  members: { id: number; name: string }[];
}

export interface MergeOutcome {
  keep: Person;
  drop: Person;
  moved: Record<string, number>;
  discarded: Record<string, number>;
  filled: string[];
}

export interface DuplicatesRepository {
  /**
   * Every block of people sharing a key, to `visit` (synchronously). The grouping runs in the
   * database (sorted in its temporary storage), so memory stays flat however many people.
   */
  blocks(limits: { contact: number; name: number }, visit: (block: DuplicateBlock) => void): Promise<void>;
  /** The listed people that still exist, with one audit row each committed first (one row without a person for none). */
  people(ids: readonly number[], stamp: AuditStamp): Promise<DuplicatePerson[]>;
  /**
   * Moves every kind of person-owned data from DROP to KEEP (what would clash with KEEP's
   * stays with DROP and is discarded), deletes DROP, writes `plan`'s fields into KEEP and an
   * audit row for each of the two, in one transaction. A dry run does all of it and rolls
   * back (its audit rows are kept). NotFoundError for either id; ValidationError when equal.
   */
  merge(
    keepId: number,
    dropId: number,
    plan: (keep: Person, drop: Person) => { fields: PersonFields; filled: string[] },
    stamp: AuditStamp,
    dryRun: boolean,
  ): Promise<MergeOutcome>;
}

/**
 * The filters of a person search (issue 12 §1), checked and normalised by the service:
 * e-mails in canonical form, phones as an E.164 prefix, dates as full timestamps, skills
 * as match keys (domain/skill.ts). `q` and `name` are the user's words; each store turns
 * them into its own full-text query.
 */
export interface PersonSearchFilters {
  q?: string | undefined;
  name?: string | undefined;
  emailPrefix?: string | undefined;
  phonePrefix?: string | undefined;
  city?: string | undefined;
  country?: number | undefined;
  category?: number | undefined;
  skillKeys?: string[] | undefined;
  appliedTo?: number | undefined;
  createdSince?: string | undefined;
  modifiedSince?: string | undefined;
}

/** Where a page ended: the last row's sort value and id (keyset paging). */
export interface SearchPosition {
  value: string | number;
  id: number;
}

export interface PersonSearchQuery {
  filters: PersonSearchFilters;
  sort: PersonSort;
  limit: number;
  after?: SearchPosition | undefined;
}

export interface PersonSearchResult {
  people: Person[];
  /** Set when another page follows: where this one ended. */
  next?: SearchPosition | undefined;
}

/** A document whose text is to be extracted again (`recruit db reindex`). */
export interface DocumentToIndex {
  id: number;
  fileName: string;
  bytes: Uint8Array;
}

export interface SearchRepository {
  /**
   * One page of people, with one audit row per person returned (the stamp's action, outcome
   * ok, `query` in each row) — or one row without a person when nobody matched — committed
   * in the page's own transaction and durable before it resolves (DESIGN.md §3).
   * UnavailableError when the rows cannot be written: then no person is handed out.
   */
  people(query: PersonSearchQuery, stamp: AuditStamp & { query: string }): Promise<PersonSearchResult>;
  /** The key that signs this database's cursors (made by migration 6). */
  cursorSecret(): Promise<Uint8Array>;
  /** Keeps a document's extracted text for search ('' for none); false when the document is gone. */
  setDocumentText(documentId: number, text: string): Promise<boolean>;
  /** Documents after `afterId` in id order, at most `limit`: those without text, or all with `all`. */
  documentsToIndex(afterId: number, limit: number, all: boolean): Promise<DocumentToIndex[]>;
  /** Rewrites every person's full-text row from the tables; returns how many people are indexed. */
  rebuildIndex(): Promise<number>;
}

export interface SkillsRepository {
  /**
   * Replaces (`set`), then adds and removes skills (cleaned; compared by key) in one
   * transaction, and returns the new list with the stamp's audit row appended, as the list
   * is person data. NotFoundError for an unknown person; ValidationError past the limit.
   */
  change(personId: number, change: { set?: string[] | undefined; add?: string[] | undefined; remove?: string[] | undefined },
    stamp: AuditStamp, timestamp: string): Promise<string[]>;
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
  readonly search: SearchRepository;
  readonly skills: SkillsRepository;
  readonly bulk: BulkRepository;
  readonly admin: AdminRepository;
  /** Erasure, access export, retention (issue 12 §5). */
  readonly dataProtection: DataProtectionRepository;
  /** Duplicate pairs and merges (issue 12 §6). */
  readonly duplicates: DuplicatesRepository;
  /** The event feed and webhook deliveries (contract/events.ts). */
  readonly events: EventsRepository;
  close(): Promise<void>;
}
