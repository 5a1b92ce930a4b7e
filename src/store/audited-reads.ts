// The audited reads (contract/audit.ts's AuditedQuery) written once for both dialects: which
// lookups each query makes, which of them need the person to exist first, what a miss means
// (no such person, or no such item), and whose data the audit row is about. The dialects only
// answer the lookups: SQLite synchronously inside its audit batch's transaction (its group
// commit cannot wait for a promise), PostgreSQL with awaits on one connection. So the rules
// are a generator that yields each lookup it needs, and each dialect drives it its own way.
import type { Person } from '../domain/person.js';
import type { PersonApplication } from '../domain/subscription.js';
import type { Applicant, ApplicationStatus } from '../domain/application.js';
import type { PersonDocument } from '../domain/document.js';
import type { AuditedQuery, AuditedResult, AuditEntry, AuditStamp, StoredDocument, StoredPhoto } from './contract/index.js';

/** The primitive reads an audited query is made of; each dialect implements them. */
export interface AuditedLookups {
  person(personId: number): Person | undefined;
  personExists(personId: number): boolean;
  personIdByEmail(email: string): number | undefined;
  /** The oldest person holding this E.164 phone as mobile or land line. */
  personIdByPhone(phone: string): number | undefined;
  documentBySha256(sha256: string): { id: number; personId: number } | undefined;
  /** Deleted jobs included: a deleted job keeps its applications' history, so its applicants can still be read. */
  jobExists(jobId: number): boolean;
  applicants(jobId: number, status: ApplicationStatus | undefined): Applicant[];
  applications(personId: number): PersonApplication[];
  documents(personId: number): PersonDocument[];
  document(personId: number, documentId: number): StoredDocument | undefined;
  photo(personId: number): StoredPhoto | undefined;
  skills(personId: number): string[];
}

/** The same lookups answered with promises (a dialect whose reads wait on a socket). */
export type AsyncAuditedLookups = {
  [K in keyof AuditedLookups]: (...args: Parameters<AuditedLookups[K]>) => Promise<ReturnType<AuditedLookups[K]>>;
};

/** What a read found, and whose data it read: `personIds` when a list returned several people. */
export interface AuditedFinding {
  personId: number | null;
  personIds?: number[];
  result: AuditedResult<AuditedQuery['kind']>;
}

type Lookup = { [K in keyof AuditedLookups]: { lookup: K; args: Parameters<AuditedLookups[K]> } }[keyof AuditedLookups];
type Steps = Generator<Lookup, AuditedFinding, unknown>;

function* ask<K extends keyof AuditedLookups>(lookup: K, ...args: Parameters<AuditedLookups[K]>): Generator<Lookup, ReturnType<AuditedLookups[K]>, unknown> {
  return (yield { lookup, args } as Lookup) as ReturnType<AuditedLookups[K]>;
}

const found = (value: unknown, personId: number | null): AuditedFinding =>
  ({ personId, result: value === undefined ? { found: false, missing: 'item' } : { found: true, value } }) as AuditedFinding;
const noPerson = (personId: number | null): AuditedFinding => ({ personId, result: { found: false, missing: 'person' } });
const noItem = (): AuditedFinding => ({ personId: null, result: { found: false, missing: 'item' } });

/** The rules of each audited query, as the lookups it makes in order. */
function* auditedReadSteps(query: AuditedQuery): Steps {
  switch (query.kind) {
    case 'person': {
      const person = yield* ask('person', query.personId);
      return person ? found(person, query.personId) : noPerson(query.personId);
    }
    case 'person-by-email': {
      const id = yield* ask('personIdByEmail', query.email);
      return id === undefined ? noPerson(null) : found(id, id);
    }
    case 'person-by-phone': {
      const id = yield* ask('personIdByPhone', query.phone);
      return id === undefined ? noPerson(null) : found(id, id);
    }
    case 'document-by-sha256': {
      const document = yield* ask('documentBySha256', query.sha256);
      return document === undefined ? noItem() : found(document, document.personId);
    }
    case 'applicants': {
      if (!(yield* ask('jobExists', query.jobId))) return noItem();
      const applicants = yield* ask('applicants', query.jobId, query.status);
      return { ...found(applicants, null), personIds: applicants.map((a) => a.person_data_id) };
    }
    default:
      break;
  }
  // The rest read something of one person's: a missing person is told apart from a missing item.
  const { personId } = query;
  if (!(yield* ask('personExists', personId))) return noPerson(personId);
  switch (query.kind) {
    case 'subscriptions':
      return found(yield* ask('applications', personId), personId);
    case 'documents':
      return found(yield* ask('documents', personId), personId);
    case 'document':
      return found(yield* ask('document', personId, query.documentId), personId);
    case 'photo':
      return found(yield* ask('photo', personId), personId);
    case 'skills':
      return found(yield* ask('skills', personId), personId);
  }
}

/** Runs an audited query against synchronous lookups (inside the caller's transaction). */
export function runAuditedRead(query: AuditedQuery, lookups: AuditedLookups): AuditedFinding {
  const steps = auditedReadSteps(query);
  let step = steps.next();
  while (!step.done) {
    const { lookup, args } = step.value;
    step = steps.next((lookups[lookup] as (...a: unknown[]) => unknown).apply(lookups, args));
  }
  return step.value;
}

/** Runs an audited query against lookups that answer with promises (on the caller's connection). */
export async function runAuditedReadAsync(query: AuditedQuery, lookups: AsyncAuditedLookups): Promise<AuditedFinding> {
  const steps = auditedReadSteps(query);
  let step = steps.next();
  while (!step.done) {
    const { lookup, args } = step.value;
    step = steps.next(await (lookups[lookup] as (...a: unknown[]) => Promise<unknown>).apply(lookups, args));
  }
  return step.value;
}

/**
 * The audit rows a read leaves (DESIGN.md §3): one per person a list returned, else one row
 * about the person read (or nobody) with the read's outcome.
 */
export function auditRowsOf(finding: AuditedFinding): { personIds: number[] } | { personId: number | null; outcome: 'ok' | 'not_found' } {
  if (finding.personIds !== undefined && finding.personIds.length > 0) return { personIds: finding.personIds };
  return { personId: finding.personId, outcome: finding.result.found ? 'ok' : 'not_found' };
}

/** The row of a read that failed: a failed attempt is a processing event too. */
export const failedReadRow = (query: AuditedQuery, stamp: AuditStamp): AuditEntry =>
  ({ ...stamp, person_id: 'personId' in query ? query.personId : null, outcome: 'error' });
