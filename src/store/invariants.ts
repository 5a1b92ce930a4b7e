// The rules both dialects enforce, and the errors a broken rule gives, written once. Each
// dialect decides HOW it checks inside its transaction (SQLite reads under its single writer;
// PostgreSQL locks what it reads, or lets a unique index refuse a lost race) and then throws
// what is made here, so a user sees the same message, hint and details whichever database
// runs. Pure: no SQL, no driver.
import { ConflictError, NotFoundError, UnavailableError, ValidationError } from '../domain/errors.js';

// Audited reads: no audit row, no person data (docs/decisions/0003-audited-reads.md).

export const auditUnwritable = (cause: unknown): UnavailableError =>
  new UnavailableError('the audit log cannot be written, so person data is not served', { cause, hint: 'retry in a moment' });

// People.

export const personNotFound = (personId: number): NotFoundError => new NotFoundError(`person ${personId} not found`);

/** An erased person's id answers with when it was erased, so the caller knows it is not a typo. */
export function personGone(personId: number, erasedAt: string | undefined): NotFoundError {
  return erasedAt === undefined
    ? personNotFound(personId)
    : new NotFoundError(`person ${personId} was erased at ${erasedAt}`, { details: { erased_at: erasedAt } });
}

// The owner's id is left out: an e-mail → id answer is a person read, which GET /person/exists
// gives audited and rate-limited.
export const emailTaken = (): ConflictError =>
  new ConflictError('a person with this e-mail already exists', { hint: 'find them with `recruit person exists EMAIL`' });

// Applications.

export const alreadyApplied = (personId: number, jobId: number, applicationId: number | undefined): ConflictError =>
  new ConflictError(`person ${personId} has already applied to job ${jobId}`, { details: { id: applicationId } });

export const notApplied = (personId: number, jobId: number): NotFoundError =>
  new NotFoundError(`person ${personId} has not applied to job ${jobId}`);

export const applicationNotFound = (applicationId: number): NotFoundError => new NotFoundError(`application ${applicationId} not found`);

// Files.

export const noSuchDocument = (personId: number, documentId: number): NotFoundError =>
  new NotFoundError(`person ${personId} has no document ${documentId}`);

export const noPhoto = (personId: number): NotFoundError => new NotFoundError(`person ${personId} has no photo`);

// Jobs. A reference number identifies a job among the live ones, as job import assumes.

export const jobNotFound = (jobId: number): NotFoundError => new NotFoundError(`job ${jobId} not found`);

export const jobDeleted = (jobId: number): ConflictError =>
  new ConflictError(`job ${jobId} is deleted and cannot be changed`, { hint: 'create a new job instead' });

/** A new job whose reference number a live job has (the owner unknown when a race was lost to another writer). */
export const referenceTaken = (owner: number | undefined, reference: string): ConflictError =>
  new ConflictError(`job ${owner ?? '(another)'} already has reference number ${reference}`, {
    details: { id: owner },
    hint: 'use another --reference, or delete the old job first',
  });

/** An update to a reference number another live job has. */
export const referenceTakenByOther = (owner: number, reference: string): ConflictError =>
  new ConflictError(`job ${owner} already has reference number ${reference}`, { details: { id: owner } });

/** The update's new reference number was given to another job between the check and the write (PostgreSQL's unique index). */
export const referenceTakenMeanwhile = (): ConflictError =>
  new ConflictError('another job already has this reference number', { hint: 'use another --reference' });

/** The live job a reference number belongs to, if any: '' identifies nothing. */
export const referenceOwner = (reference: string, ownerOf: (reference: string) => number | undefined): number | undefined =>
  reference === '' ? undefined : ownerOf(reference);

// Projects.

export const projectNotFound = (projectId: number): NotFoundError => new NotFoundError(`project ${projectId} not found`);

/** A project lists only live jobs: `status` is the job's stored status (undefined when there is none). */
export function checkProjectJob(index: number, jobId: number, status: string | undefined): void {
  if (status === undefined || status === 'deleted') throw ValidationError.field(`/jobs/${index}`, `job ${jobId} does not exist`);
}

// Tokens.

export const tokenNameTaken = (name: string): ConflictError =>
  new ConflictError(`a token named ${name} already exists`, { hint: `revoke it first: recruit token revoke ${name}` });

// Databases and portable backups.

export const notARecruitDatabase = (location: string): ValidationError =>
  new ValidationError(`${location} is not a recruit database`, [], 'check --db or RECRUIT_DB');

export function checkDumpSchema(dumpVersion: number, databaseVersion: number): void {
  if (dumpVersion !== databaseVersion) {
    throw new ValidationError(`the backup is of schema version ${dumpVersion}, this database of ${databaseVersion}`, [],
      'restore it with the recruit version that made it, into a database of that schema version');
  }
}

/** A restore refuses a database with content unless told to replace it. */
export function checkRestoreTarget(tablesWithRows: readonly string[], replace: boolean): void {
  if (tablesWithRows.length > 0 && !replace) {
    throw new ConflictError(`the database is not empty (${tablesWithRows.join(', ')} have rows)`, {
      hint: 'restore into a new database, or add --force to replace everything in this one with the backup',
    });
  }
}

export const backupWithoutHeader = (): ValidationError => new ValidationError('the backup has no header');

export const backupEndsEarly = (): ValidationError => new ValidationError('the backup ends early (no closing line): nothing was restored');
