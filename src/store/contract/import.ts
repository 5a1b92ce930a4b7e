// Bulk import and export: a session per run, one transaction per batch (DESIGN.md §7).
import type { Person } from '../../domain/person.js';
import type { PackedPerson } from '../../domain/packed-person.js';
import type { NewJob } from './jobs.js';
import type { AuditStamp } from './audit.js';
import type { ImportReceipt } from './import-receipts.js';

/** How an import treats a row whose key (e-mail, reference number) exists. */
export type ConflictMode = 'skip' | 'update' | 'fail';
/** A conflict (--on-conflict fail) or a row refused by what the database holds (a partial row whose e-mail nobody has). */
export type RowOutcome = 'created' | 'updated' | 'skipped' | { conflict: string } | { rejected: string };

/** One import run's writer: each batch is one transaction, all or nothing (DESIGN.md §7). */
export interface ImportSession<T> {
  writeBatch(rows: readonly T[], mode: ConflictMode, timestamp: string): Promise<RowOutcome[]>;
  /**
   * writeBatch may be called for the next batch before the last one's promise has settled: the
   * store writes two at a time and still settles (and commits) them in the order of the calls.
   */
  concurrentBatches?: boolean;
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
  /**
   * The connection serves others meanwhile (POST /person/import on the server): its settings
   * stay as they are and no index is dropped; each batch is only its own transaction.
   */
  shared?: boolean;
  /**
   * Called inside each batch's transaction with the batch's outcomes: the receipt it returns
   * is written in that transaction (an Idempotency-Key's answer, import-receipts.ts).
   */
  receipt?: ReceiptOfBatch | undefined;
  /**
   * Keeps synchronous = FULL through a run with bulk settings (not `shared`): each batch is
   * on disk when writeBatch returns, as a server's answer promises.
   */
  durableBatches?: boolean;
}

/** The receipt to write with a batch, or undefined for none. */
export type ReceiptOfBatch = (outcomes: readonly RowOutcome[]) => ImportReceipt | undefined;

export interface ImportJobsOptions {
  receipt?: ReceiptOfBatch | undefined;
}

export interface BulkRepository {
  /**
   * People arrive packed (domain/packed-person.ts), keyed by canonical e-mail. With
   * `matchPhone` (import --match email,phone) a row whose e-mail is new but
   * whose phone (as digits) an existing person has is that person: a re-import under a new
   * e-mail is skipped, updated or a conflict like an e-mail clash.
   */
  importPeople(options?: ImportPeopleOptions): Promise<ImportSession<PackedPerson>>;
  /** Jobs keyed by reference number; `update` is not offered (jobs are skipped or fail). */
  importJobs(options?: ImportJobsOptions): Promise<ImportSession<NewJob>>;
  /**
   * People with id > afterId in id order, at most `limit`, with one audit row per person
   * (the stamp's action, outcome ok) committed in the same transaction before they return.
   */
  exportPeoplePage(afterId: number, limit: number, stamp: AuditStamp): Promise<Person[]>;
}
