// The store contract (DESIGN.md §1): everything the services need from a database, one async
// repository per aggregate, no database handle. Each method is one transaction: a rule that
// must see and change data atomically (an e-mail still free, a job that is not deleted) is
// checked inside the method, and a clash comes back as a domain error (ConflictError,
// NotFoundError), never as a driver's error code. The rules and their texts are written once
// (../invariants.ts); SQLite (../sqlite/) and PostgreSQL (../postgres/) implement the
// contract, and the services never know which. Nothing here imports from either dialect.
import type { PeopleRepository } from './people.js';
import type { SubscriptionsRepository } from './applications.js';
import type { DocumentsRepository, PhotosRepository } from './files.js';
import type { JobsRepository } from './jobs.js';
import type { ProjectsRepository } from './projects.js';
import type { TokensRepository } from './tokens.js';
import type { AuditRepository } from './audit.js';
import type { SearchRepository, SkillsRepository } from './search.js';
import type { BulkRepository } from './import.js';
import type { AdminRepository } from './admin.js';
import type { DataProtectionRepository } from './data-protection.js';
import type { DuplicatesRepository } from './duplicates.js';
import type { StoreCapabilities } from './capabilities.js';
import type { EventsRepository } from './events.js';
import type { ImportReceiptsRepository } from './import-receipts.js';

export type * from './people.js';
export type * from './applications.js';
export type * from './files.js';
export type * from './jobs.js';
export type * from './projects.js';
export type * from './tokens.js';
export type * from './audit.js';
export type * from './search.js';
export type * from './import.js';
export type * from './admin.js';
export type * from './data-protection.js';
export type * from './duplicates.js';
export type * from './capabilities.js';
export type * from './events.js';
export type * from './import-receipts.js';
export { IMPORT_RECEIPT_HOURS, receiptExpiry } from './import-receipts.js';
export { TOKEN_SCOPES } from './tokens.js';

export interface Store extends StoreCapabilities {
  /** Which dialect this is, for messages and tests; callers use the capabilities, not this. */
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
  /** Erasure, access export, retention. */
  readonly dataProtection: DataProtectionRepository;
  /** Duplicate pairs and merges. */
  readonly duplicates: DuplicatesRepository;
  /** The event feed (an outbox written with each change) and webhook deliveries. */
  readonly events: EventsRepository;
  /** Answers of bulk import requests sent with an Idempotency-Key. */
  readonly importReceipts: ImportReceiptsRepository;
  close(): Promise<void>;
}
