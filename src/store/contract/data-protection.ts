// Data protection: erasure with its receipt, the access export, retention purges.
import type { Readable } from 'node:stream';
import type { Person } from '../../domain/person.js';
import type { ErasureReceipt, PurgeCandidate } from '../../domain/data-protection.js';
import type { StoredDocument, StoredPhoto } from './files.js';
import type { AuditRow, AuditStamp } from './audit.js';

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

/** Everything a person's access export holds. */
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
