// The audit log (DESIGN.md §3): every read of person data leaves a row, committed before the data is handed out.
import type { Readable } from 'node:stream';
import type { Person } from '../../domain/person.js';
import type { PersonApplication } from '../../domain/subscription.js';
import type { Applicant, ApplicationStatus } from '../../domain/application.js';
import type { PersonDocument } from '../../domain/document.js';
import type { StoredDocument, StoredPhoto } from './files.js';

/** One audit row as written. */
export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  person_id: number | null;
  request_id: string;
  outcome: string;
  /** What a search asked for (`person.search` rows carry their filters); '' otherwise. */
  query?: string | undefined;
}

export interface AuditRow extends AuditEntry {
  id: number;
  query: string;
}

export interface AuditQuery {
  personId?: number | undefined;
  since?: string | undefined;
  limit?: number | undefined;
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
  /** The applicants of a job: one audit row per person returned, one without a person when none. */
  | { kind: 'applicants'; jobId: number; status?: ApplicationStatus | undefined }
  | { kind: 'skills'; personId: number }
  /** E.164 ("+36301234567"), matched against both phone columns. */
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

/** A file's bytes as a stream: the size first, then the chunks. */
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
