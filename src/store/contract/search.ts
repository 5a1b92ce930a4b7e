// Finding people: a page of a person search with its audit rows, skills, and the indexed text of documents.
import type { Person } from '../../domain/person.js';
import type { PersonSort } from '../../domain/person-search.js';
import type { AuditStamp } from './audit.js';

/**
 * The filters of a person search, checked and normalised by the service:
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
