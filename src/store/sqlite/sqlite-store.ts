// The SQLite implementation of the store contract (../contract/). Underneath it
// is synchronous (better-sqlite3): each method is one IMMEDIATE transaction over the
// repositories of sqlite-internals.ts, the audit group commit and the server's background
// WAL sync are kept as they were, and SQLite's error codes become domain errors here.
import type { Person, PersonFields } from '../../domain/person.js';
import type { Project } from '../../domain/project.js';
import type { Job } from '../../domain/job.js';
import type { NewJob } from '../contract/index.js';
import { EnvironmentError, UnavailableError } from '../../domain/errors.js';
import { openSqliteInternals, type SqliteInternals } from './sqlite-internals.js';
import type { ProjectFields } from '../contract/index.js';
import type { AuditEntry } from '../contract/index.js';
import type {
  AuditedQuery, AuditedResult, AuditedValues, AuditStamp, DurabilityControl, ImportSession, LockWaitControl, Store, StoreStats,
} from '../contract/index.js';
import { createSqliteBulk } from './sqlite-bulk.js';
import { createSqliteImportReceipts } from './import-receipts.js';
import { createSqliteDataProtection } from './erasure-store.js';
import { createSqliteDuplicates } from './duplicates-store.js';
import { appendEvent, createSqliteEvents } from './events-store.js';
import { createSkillsReader, createSqliteSearch, createSqliteSkills } from './search-store.js';
import { createGroupedWrites } from './grouped-writes.js';
import type { PersonWriter } from './person-writer.js';
import type { PersonWriterTestHooks } from './person-writer-protocol.js';
import { checkJobTakesApplications } from '../../domain/job-status.js';
import { auditRowsOf, failedReadRow, runAuditedRead, type AuditedLookups } from '../audited-reads.js';
import {
  alreadyApplied, applicationNotFound, checkProjectJob, emailTaken, jobDeleted, jobNotFound, noPhoto, noSuchDocument, notApplied,
  personNotFound, projectNotFound, referenceOwner, referenceTaken, referenceTakenByOther, tokenNameTaken,
  auditUnwritable,
} from '../invariants.js';
import { changedFieldNames, currentEventActor, jobEvent, jobUpdateType, personEvent, projectEvent } from '../../domain/events.js';

export interface SqliteStore extends Store {
  readonly kind: 'sqlite';
  readonly durability: DurabilityControl;
  readonly lockWaits: LockWaitControl;
  /**
   * The synchronous repositories and the connection, for what only SQLite has (its own
   * tests, the import benchmark's comparisons). Services never use it.
   */
  readonly sqlite: SqliteInternals;
}

/** Driver errors a caller can act on, as domain errors; anything else stays as it is (a 500). */
export function domainErrorOf(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return error;
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
    return new UnavailableError('the database is busy (locked by another process)', { hint: 'retry in a moment', cause: error });
  }
  if (code === 'SQLITE_FULL' || code === 'SQLITE_IOERR' || code.startsWith('SQLITE_IOERR_')) {
    return new UnavailableError('the database cannot be written (disk full or I/O error)', { cause: error });
  }
  if (code === 'SQLITE_READONLY' || code.startsWith('SQLITE_READONLY_')) {
    return new EnvironmentError('the database file is read-only for this user, and this command writes to it', {
      hint: 'writing needs write permission on the database file and its directory',
      cause: error,
    });
  }
  return error;
}

export function openSqliteStore(path: string): SqliteStore {
  const db = openSqliteInternals(path);
  const tx = <T>(fn: () => T): T => {
    try {
      return db.transaction(fn);
    } catch (error) {
      throw domainErrorOf(error);
    }
  };
  const read = <T>(fn: () => T): Promise<T> => {
    try {
      return Promise.resolve(fn());
    } catch (error) {
      return Promise.reject(domainErrorOf(error));
    }
  };
  const write = <T>(fn: () => T): Promise<T> => {
    try {
      return Promise.resolve(tx(fn));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  // Creates and updates of people in the same event-loop turn share one transaction, each in
  // its own savepoint (grouped-writes.ts): concurrent POST and PUT /person pay one commit and
  // one FTS5 flush between them. Only these: they are the server's frequent writes, and the
  // other writes keep taking effect before their call returns (a caller that does not await
  // a token's revocation still sees it on its next request).
  const writes = createGroupedWrites(db.db);
  const groupedWrite = <T>(fn: () => T, personId?: number): Promise<T> => writes.run(fn, personId).catch((error: unknown) => {
    throw domainErrorOf(error);
  });
  const createOnEventLoop = (fields: PersonFields, timestamp: string, actor: string) => groupedWrite(() => {
    assertEmailFree(fields.email, undefined);
    const id = db.people.insert(fields, timestamp);
    appendEvent(db.db, personEvent('person.created', id), actor);
    return id;
  });
  // On the server, new people are written by a thread of their own (person-writer.ts).
  let personWriter: PersonWriter | undefined;
  const idle = async () => {
    await personWriter?.idle();
    await writes.idle();
  };

  const requirePerson = (personId: number) => {
    if (!db.people.exists(personId)) throw personNotFound(personId);
  };
  const assertEmailFree = (email: string | undefined, selfId: number | undefined) => {
    if (!email) return;
    const owner = selfId === undefined ? db.people.idByEmail(email) : db.people.emailOwnerOtherThan(email, selfId);
    if (owner !== undefined) throw emailTaken();
  };
  const assertJobsExist = (jobs: readonly number[] | undefined) => {
    (jobs ?? []).forEach((jobId, index) => checkProjectJob(index, jobId, db.jobs.status(jobId)));
  };

  let readSkills: ReturnType<typeof createSkillsReader> | undefined;
  // The lookups of the audited reads (audited-reads.ts), run inside the audit batch's transaction.
  const lookups: AuditedLookups = {
    person: (personId) => db.people.get(personId),
    personExists: (personId) => db.people.exists(personId),
    personIdByEmail: (email) => db.people.idByEmail(email),
    personIdByPhone: (phone) => db.people.idByPhone(phone),
    documentBySha256: (sha256) => db.documents.findBySha256(sha256),
    jobExists: (jobId) => db.jobs.status(jobId) !== undefined,
    applicants: (jobId, status) => db.subscriptions.applicants(jobId, status),
    applications: (personId) => db.subscriptions.list(personId),
    documents: (personId) => db.documents.list(personId),
    document: (personId, documentId) => db.documents.get(personId, documentId),
    photo: (personId) => db.photos.get(personId),
    skills: (personId) => (readSkills ??= createSkillsReader(db.db))(personId),
  };
  const entry = (stamp: AuditStamp, personId: number | null, outcome: string): AuditEntry => ({ ...stamp, person_id: personId, outcome });

  const store: SqliteStore = {
    kind: 'sqlite',
    location: path,
    sqlite: db,

    people: {
      get: (id) => read(() => db.people.get(id)),
      exists: (id) => read(() => db.people.exists(id)),
      idByEmail: (email) => read(() => db.people.idByEmail(email)),
      // The writer rejects with domain errors itself (its mapError), as the event loop's grouped write does.
      create: (fields, timestamp, actor = currentEventActor()) => (personWriter?.usable
        ? personWriter.create({ fields, timestamp, actor })
        : createOnEventLoop(fields, timestamp, actor)),
      update: (id, change: (existing: Person) => PersonFields, timestamp, actor = currentEventActor()) => groupedWrite(() => {
        const existing = db.people.get(id);
        if (!existing) throw personNotFound(id);
        const fields = change(existing);
        assertEmailFree(fields.email, id);
        db.people.update(id, fields, timestamp);
        appendEvent(db.db, personEvent('person.updated', id, { fields: changedFieldNames(existing, fields) }), actor);
      }, id),
      count: () => read(() => db.people.count()),
    },

    subscriptions: {
      create: (personId, jobId, timestamp) => write(() => {
        requirePerson(personId);
        checkJobTakesApplications(jobId, db.jobs.status(jobId));
        const existing = db.subscriptions.find(personId, jobId);
        if (existing !== undefined) throw alreadyApplied(personId, jobId, existing);
        const id = db.subscriptions.insert(personId, jobId, timestamp);
        appendEvent(db.db, personEvent('application.created', personId, { ids: { job_id: jobId, application_id: id } }));
        return id;
      }),
      changeStatus: (application, decide, timestamp) => write(() => {
        let id: number | undefined;
        if ('id' in application) {
          id = application.id;
        } else {
          const { personId, jobId } = application;
          requirePerson(personId);
          if (db.jobs.status(jobId) === undefined) throw jobNotFound(jobId);
          id = db.subscriptions.find(personId, jobId);
          if (id === undefined) throw notApplied(personId, jobId);
        }
        const current = db.subscriptions.get(id);
        if (!current) throw applicationNotFound(id);
        const { status, note } = decide(current);
        db.subscriptions.changeStatus(id, status, note, timestamp);
        appendEvent(db.db, personEvent('application.status_changed', current.person_data_id, { ids: { job_id: current.job_data_id,
          application_id: id }, fields: ['status'] }));
        return db.subscriptions.get(id)!;
      }),
      count: () => read(() => db.subscriptions.count()),
    },

    documents: {
      add: (personId, fileName, mime, bytes, timestamp, admit) => write(() => {
        requirePerson(personId);
        admit?.(db.documents.usage(personId));
        const id = db.documents.insert(personId, fileName, mime, bytes, timestamp);
        appendEvent(db.db, personEvent('document.added', personId, { ids: { document_id: id } }));
        return id;
      }),
      delete: (personId, documentId) => write(() => {
        requirePerson(personId);
        if (!db.documents.delete(personId, documentId)) throw noSuchDocument(personId, documentId);
        appendEvent(db.db, personEvent('document.deleted', personId, { ids: { document_id: documentId } }));
      }),
      stats: () => read(() => db.documents.stats()),
    },

    photos: {
      put: (personId, photo, timestamp) => write(() => {
        requirePerson(personId);
        db.photos.put(personId, photo, timestamp);
        db.people.setPhotoFlag(personId, photo.photoId, timestamp);
        appendEvent(db.db, personEvent('photo.set', personId));
      }),
      delete: (personId, timestamp) => write(() => {
        requirePerson(personId);
        if (!db.photos.delete(personId)) throw noPhoto(personId);
        db.people.setPhotoFlag(personId, null, timestamp);
        appendEvent(db.db, personEvent('photo.deleted', personId));
      }),
      count: () => read(() => db.photos.count()),
    },

    jobs: {
      listNotDeleted: () => read(() => db.jobs.listNotDeleted()),
      listAll: () => read(() => db.jobs.listAll()),
      get: (id) => read(() => db.jobs.get(id)),
      create: (job, timestamp) => write(() => {
        const owner = referenceOwner(job.reference_number, (reference) => db.jobs.idByReference(reference));
        if (owner !== undefined) throw referenceTaken(owner, job.reference_number);
        const id = db.jobs.insert(job, timestamp);
        appendEvent(db.db, jobEvent('job.created', id));
        return id;
      }),
      markDeleted: (id, timestamp) => write(() => {
        const deleted = db.jobs.markDeleted(id, timestamp);
        if (deleted) appendEvent(db.db, jobEvent('job.deleted', id));
        return deleted;
      }),
      update: (id, change: (existing: Job) => NewJob, timestamp) => write(() => {
        const existing = db.jobs.get(id);
        if (!existing) throw jobNotFound(id);
        if (existing.status === 'deleted') throw jobDeleted(id);
        const job = change(existing);
        const owner = referenceOwner(job.reference_number, (reference) => db.jobs.idByReference(reference, id));
        if (owner !== undefined) throw referenceTakenByOther(owner, job.reference_number);
        db.jobs.update(id, job, timestamp);
        appendEvent(db.db, jobEvent(jobUpdateType(existing, job), id, changedFieldNames(existing, job)));
      }),
      countsByStatus: () => read(() => db.jobs.countsByStatus()),
    },

    projects: {
      list: () => read(() => db.projects.list()),
      get: (id) => read(() => db.projects.get(id)),
      create: (fields, timestamp) => write(() => {
        assertJobsExist(fields.jobs);
        const id = db.projects.insert(fields, timestamp);
        appendEvent(db.db, projectEvent('project.created', id));
        return id;
      }),
      update: (id, change: (existing: Project) => ProjectFields, timestamp) => write(() => {
        const existing = db.projects.get(id);
        if (!existing) throw projectNotFound(id);
        const fields = change(existing);
        assertJobsExist(fields.jobs);
        db.projects.update(id, fields, timestamp);
        appendEvent(db.db, projectEvent('project.updated', id, changedFieldNames(existing, fields)));
      }),
      delete: (id) => write(() => {
        if (!db.projects.delete(id)) throw projectNotFound(id);
        appendEvent(db.db, projectEvent('project.deleted', id));
      }),
      count: () => read(() => db.projects.count()),
    },

    tokens: {
      insert: (name, scope, hash, timestamp) => write(() => {
        if (db.tokens.exists(name)) throw tokenNameTaken(name);
        db.tokens.insert(name, scope, hash, timestamp);
      }),
      list: () => read(() => db.tokens.list()),
      delete: (name) => write(() => db.tokens.delete(name)),
      touch: (name, timestamp) => read(() => db.tokens.touch(name, timestamp)),
      count: () => read(() => db.tokens.count()),
      version: () => read(() => db.tokens.version()),
    },

    audit: {
      async read<K extends AuditedQuery['kind']>(query: Extract<AuditedQuery, { kind: K }>, stamp: AuditStamp): Promise<AuditedResult<K>> {
        let outcome;
        try {
          outcome = await db.audit.readAndAppend(
            () => runAuditedRead(query, lookups),
            (finding) => {
              const rows = auditRowsOf(finding);
              return 'personIds' in rows ? rows.personIds.map((id) => entry(stamp, id, 'ok')) : entry(stamp, rows.personId, rows.outcome);
            },
            () => failedReadRow(query, stamp),
          );
        } catch (error) {
          const cause = domainErrorOf(error);
          // A read-only file: this machine's state (exit 1), not an outage.
          if (cause instanceof EnvironmentError) {
            throw new EnvironmentError('the audit log cannot be written (the database file is read-only for this user), so person data is not served', {
              hint: cause.hint,
              cause: error,
            });
          }
          throw auditUnwritable(error);
        }
        if (!outcome.ok) throw domainErrorOf(outcome.error);
        return outcome.value.result as AuditedResult<K>;
      },
      async append(row) {
        // Through the group commit, as reads are: durable (on the server) when it resolves.
        try {
          await db.audit.readAndAppend(() => undefined, () => row, () => row);
        } catch (error) {
          throw new UnavailableError('the audit log cannot be written', { cause: error });
        }
      },
      list: (query) => read(() => db.audit.list(query)),
      count: () => read(() => db.audit.count()),
    },

    search: createSqliteSearch(db, domainErrorOf),
    skills: createSqliteSkills(db, domainErrorOf),
    bulk: createSqliteBulk(db, tx, domainErrorOf),
    dataProtection: createSqliteDataProtection(db, tx),
    duplicates: createSqliteDuplicates(db, tx),
    events: createSqliteEvents(db.db, domainErrorOf),
    importReceipts: createSqliteImportReceipts(db.db, domainErrorOf),

    admin: {
      openingMigrations: db.openingMigrations,
      migrate: () => read(() => db.migrate()),
      backup: async (destination) => {
        try {
          return await db.backup(destination);
        } catch (error) {
          throw domainErrorOf(error);
        }
      },
      stats: () => read((): StoreStats => {
        const { path: location, ...stats } = db.stats();
        return { location, ...stats };
      }),
      integrityCheck: () => read(() => db.integrityCheck()),
      dumpTables: async (visit, stamp) => {
        const { dumpSqliteTables } = await import('./sqlite-table-dump.js');
        await idle();
        try {
          await dumpSqliteTables(db, visit, stamp);
        } catch (error) {
          throw domainErrorOf(error);
        }
      },
      loadTables: async (events, options) => {
        const { loadSqliteTables } = await import('./sqlite-table-dump.js');
        await idle();
        try {
          return await loadSqliteTables(db, events, options.replace);
        } catch (error) {
          throw domainErrorOf(error);
        }
      },
    },

    durability: {
      // Grouped writes then settle with the background sync, as audit batches do (grouped-writes.ts).
      // `personWriter: false` keeps new people on the event loop (tests of the grouped writes' own batches);
      // `personWriterTestHooks` is for tests of the thread's failures only (person-writer-protocol.ts).
      syncInBackground: async (options?: { onCheckpointFailure?: (message: string) => void; lockWaitMs?: number | undefined;
        personWriter?: boolean; personWriterTestHooks?: PersonWriterTestHooks | undefined; }) => {
        await db.syncInBackground(options ?? {});
        if (options?.personWriter !== false && !personWriter && !db.db.memory && !db.db.readonly
          && db.db.pragma('journal_mode', { simple: true }) === 'wal') {
          const { startPersonWriter } = await import('./person-writer.js');
          personWriter = await startPersonWriter(db.db.name, {
            fallback: (item) => createOnEventLoop(item.fields, item.timestamp, item.actor),
            busyTimeoutMs: options?.lockWaitMs,
            testHooks: options?.personWriterTestHooks,
            mapError: domainErrorOf,
            onFailure: (message) => options?.onCheckpointFailure?.(`${message}; new people are written on the request path again`),
          });
        }
        await writes.settleBatchesWith(() => db.durable().catch((error: unknown) => {
          // Committed, not known to be on disk: what the server answers when its own wait fails.
          throw new UnavailableError('the change was saved but could not be confirmed on disk; check the server before retrying', {
            cause: error,
          });
        }));
      },
      durable: () => db.durable(),
      stopBackgroundSync: async () => {
        const stopping = personWriter;
        personWriter = undefined;
        await stopping?.stop();
        await writes.settleBatchesWith(undefined);
        await db.stopBackgroundSync();
      },
    },
    lockWaits: { setBusyTimeout: (ms) => db.setBusyTimeout(ms) },
    close: async () => {
      const stopping = personWriter;
      personWriter = undefined;
      await stopping?.stop();
      await writes.idle();
      db.close();
    },
  };
  return store;
}

/** The values an audited read of each kind returns (exported for the PostgreSQL store's tests). */
export type { AuditedValues, ImportSession };
