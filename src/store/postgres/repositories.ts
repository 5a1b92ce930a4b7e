// The PostgreSQL store's repositories (contract/), one transaction per method like SQLite's.
// SQLite has one writer at a time, so its checks ("the e-mail is free", "the job is live")
// cannot race; here several connections and instances write at once, so each check either
// locks what it reads (FOR UPDATE / FOR SHARE) or is backed by a unique index whose violation
// comes back as the same ConflictError the check would have given.
import type pg from 'pg';
import type { Job } from '../../domain/job.js';
import type { PersonFields } from '../../domain/person.js';
import type { Application, ApplicationEvent } from '../../domain/application.js';
import { sha256Of } from '../match-keys.js';
import { emailKey } from '../../domain/email-key.js';
import type { ProjectFields } from '../contract/index.js';
import { toJsonColumn } from '../json-columns.js';
import type {
  DocumentsRepository, JobsRepository, PeopleRepository, PhotosRepository, ProjectsRepository,
  SubscriptionsRepository, TokenRecord, TokensRepository,
} from '../contract/index.js';
import { query, transaction, type Queryable } from './pool.js';
import { uniqueViolation } from './errors.js';
import { JOB_COLUMNS, PERSON_COLUMNS, SELECT_PERSON, jobFromRow, personColumns, personFromRow, projectFromRow } from './rows.js';
import { PERSON_WRITABLE_FIELDS } from '../../domain/person-fields.js';
import { FOLD_COLUMNS, changesFolds, personFolds, refreshPersonFolds } from './search-folds.js';
import { checkJobTakesApplications } from '../../domain/job-status.js';
import {
  alreadyApplied, applicationNotFound, checkProjectJob, emailTaken, jobDeleted, jobNotFound, noPhoto, noSuchDocument, notApplied,
  personNotFound, projectNotFound, referenceTaken, referenceTakenByOther, referenceTakenMeanwhile,
  tokenNameTaken,
} from '../invariants.js';
import { changedFieldNames, jobEvent, jobUpdateType, personEvent, projectEvent } from '../../domain/events.js';
import { appendEvent } from './events.js';
import { BEGIN_PEOPLE_WRITE } from './people-writers.js';
import { writingPeople } from './killed-import-repair.js';

/** A unique_violation of the e-mail index as the ConflictError the check gives (a race lost to another writer). */
async function orEmailConflict<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    if (uniqueViolation(cause) === 'people_email' || uniqueViolation(error) === 'people_email') throw emailTaken();
    throw error;
  }
}

export async function personExists(client: Queryable, id: number, lock = ''): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false;
  const { rowCount } = await client.query({ name: `person-exists${lock}`, text: `SELECT 1 FROM people WHERE id = $1 ${lock}`, values: [id] });
  return rowCount === 1;
}

/** ids outside PostgreSQL's integer range cannot exist: answer "none" instead of an out-of-range error. */
export const inRange = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

export async function personById(client: Queryable, id: number, lock = '') {
  if (!inRange(id)) return undefined;
  const { rows } = await client.query({ name: `person-get${lock}`, text: `${SELECT_PERSON} WHERE id = $1 ${lock}`, values: [id] });
  return rows[0] ? personFromRow(rows[0]) : undefined;
}

/**
 * people.email as its unique index compares it (migration 14). PostgreSQL uses an index only
 * for a comparison in the index's collation: `email = $1` alone would read the whole table.
 */
export const EMAIL_AS_INDEXED = 'email COLLATE "C"';

export async function personIdByEmail(client: Queryable, email: string, otherThan?: number): Promise<number | undefined> {
  const key = emailKey(email);
  if (key === '') return undefined;
  const { rows } = otherThan === undefined
    ? await client.query({
      name: 'person-by-email', text: `SELECT id FROM people WHERE ${EMAIL_AS_INDEXED} = $1 AND email <> ''`, values: [key],
    })
    : await client.query({
      name: 'person-by-email-other',
      text: `SELECT id FROM people WHERE ${EMAIL_AS_INDEXED} = $1 AND email <> '' AND id <> $2`,
      values: [key, otherThan],
    });
  return rows[0]?.id as number | undefined;
}

// A person's folded search text (search-folds.ts) is written with the row.
const INSERTED_COLUMNS = [...PERSON_WRITABLE_FIELDS, ...FOLD_COLUMNS];
const INSERT_PERSON = `INSERT INTO people (${INSERTED_COLUMNS.join(', ')}, created, last_modified)
  VALUES (${INSERTED_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, $${INSERTED_COLUMNS.length + 1}, $${INSERTED_COLUMNS.length + 1})
  RETURNING id`;
const insertedValues = (row: Record<string, unknown>) => [...PERSON_WRITABLE_FIELDS.map((c) => row[c]), ...personFolds(row)];
const PERSON_DEFAULTS: Record<string, unknown> = Object.fromEntries(
  PERSON_WRITABLE_FIELDS.map((c) => [c, c === 'category' || c === 'regio' ? '[]' : ['country', 'state', 'family_state', 'birth_date'].includes(c) ? null : '']),
);

/** Inserts a person unless the e-mail is taken (then 0): one row of an import with --match email,phone. */
export async function insertPersonUnlessEmailTaken(client: Queryable, fields: PersonFields, timestamp: string): Promise<number> {
  const row = { ...PERSON_DEFAULTS, ...personColumns(fields) };
  const { rows } = await client.query({
    name: 'person-insert-unless-email',
    text: `${INSERT_PERSON.replace(/ RETURNING id$/, '')} ON CONFLICT (email) WHERE email <> '' DO NOTHING RETURNING id`,
    values: [...insertedValues(row), timestamp],
  });
  return (rows[0]?.id as number | undefined) ?? 0;
}

export async function updatePerson(client: Queryable, id: number, fields: Record<string, unknown>, timestamp: string): Promise<void> {
  const row = personColumns(fields);
  const keys = Object.keys(row).sort();
  const sets = [...keys.map((k, i) => `${k} = $${i + 1}`), `last_modified = $${keys.length + 1}`];
  await client.query({
    name: `person-update:${keys.join(',')}`,
    text: `UPDATE people SET ${sets.join(', ')} WHERE id = $${keys.length + 2}`,
    values: [...keys.map((k) => row[k]), timestamp, id],
  });
  if (changesFolds(keys)) await refreshPersonFolds(client, [id]);
}

/**
 * A transaction that adds a person or may change an e-mail waits while an import loads people
 * without the e-mail index (people-writers.ts); after a killed one it repairs it (killed-import-repair.ts).
 */
const PEOPLE_WRITE = { begin: BEGIN_PEOPLE_WRITE };

export function createPeople(pool: pg.Pool): PeopleRepository {
  return {
    get: async (id) => personById(pool, id).catch(rethrow),
    exists: async (id) => personExists(pool, id).catch(rethrow),
    idByEmail: async (email) => personIdByEmail(pool, email).catch(rethrow),
    create: (fields, timestamp) => writingPeople(pool, () => orEmailConflict(transaction(pool, async (client) => {
      const row = { ...PERSON_DEFAULTS, ...personColumns(fields) };
      if (typeof row['email'] === 'string' && (await personIdByEmail(client, row['email'])) !== undefined) throw emailTaken();
      const { rows } = await client.query({ name: 'person-insert', text: INSERT_PERSON, values: [...insertedValues(row), timestamp] });
      await appendEvent(client, personEvent('person.created', rows[0].id as number));
      return rows[0].id as number;
    }, PEOPLE_WRITE))),
    update: (id, change, timestamp) => writingPeople(pool, () => orEmailConflict(transaction(pool, async (client) => {
      const existing = await personById(client, id, 'FOR UPDATE');
      if (!existing) throw personNotFound(id);
      const fields = change(existing);
      if (typeof fields.email === 'string' && (await personIdByEmail(client, fields.email, id)) !== undefined) throw emailTaken();
      await updatePerson(client, id, fields as Record<string, unknown>, timestamp);
      await appendEvent(client, personEvent('person.updated', id, { fields: changedFieldNames(existing, fields) }));
    }, PEOPLE_WRITE))),
    count: () => count(pool, 'people'),
  };
}

/** Reads outside a transaction still answer with domain errors. */
import { domainErrorOf } from './errors.js';
function rethrow(error: unknown): never {
  throw domainErrorOf(error);
}

async function count(pool: pg.Pool, table: string): Promise<number> {
  const { rows } = await query<{ n: number }>(pool, `SELECT count(*) AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

async function requirePerson(client: Queryable, personId: number): Promise<void> {
  // FOR SHARE: the person cannot go away (erasure) before this transaction commits.
  if (!(await personExists(client, personId, 'FOR SHARE'))) throw personNotFound(personId);
}

async function liveJobStatus(client: Queryable, jobId: number): Promise<string | undefined> {
  if (!inRange(jobId)) return undefined;
  // FOR SHARE: a concurrent delete of the job waits for this transaction (or this one for it).
  const { rows } = await client.query({ name: 'job-status-share', text: 'SELECT status FROM jobs WHERE id = $1 FOR SHARE', values: [jobId] });
  return rows[0]?.status as string | undefined;
}

export function createSubscriptions(pool: pg.Pool): SubscriptionsRepository {
  const find = async (client: Queryable, personId: number, jobId: number) =>
    (await client.query('SELECT id FROM subscriptions WHERE person_id = $1 AND job_id = $2', [personId, jobId])).rows[0]?.id as number | undefined;
  return {
    create: async (personId, jobId, timestamp) => {
      try {
        return await transaction(pool, async (client) => {
          await requirePerson(client, personId);
          checkJobTakesApplications(jobId, await liveJobStatus(client, jobId));
          const existing = await find(client, personId, jobId);
          if (existing !== undefined) throw alreadyApplied(personId, jobId, existing);
          const { rows } = await client.query(
            "INSERT INTO subscriptions (person_id, job_id, created, status, last_modified) VALUES ($1, $2, $3, 'applied', $3) RETURNING id",
            [personId, jobId, timestamp]);
          const id = rows[0].id as number;
          await client.query('INSERT INTO subscription_history (subscription_id, status, at, note) VALUES ($1, $2, $3, $4)', [id, 'applied', timestamp, null]);
          await appendEvent(client, personEvent('application.created', personId, { ids: { job_id: jobId, application_id: id } }));
          return id;
        });
      } catch (error) {
        // Another instance inserted the same pair between the check and the insert.
        if (uniqueViolation(error) === 'subscriptions_person_job') {
          throw alreadyApplied(personId, jobId, await find(pool, personId, jobId).catch(() => undefined));
        }
        throw error;
      }
    },
    changeStatus: (application, decide, timestamp) => transaction(pool, async (client) => {
      let id: number | undefined;
      if ('id' in application) {
        id = application.id;
      } else {
        const { personId, jobId } = application;
        await requirePerson(client, personId);
        if (!inRange(jobId) || (await client.query('SELECT 1 FROM jobs WHERE id = $1', [jobId])).rowCount === 0) {
          throw jobNotFound(jobId);
        }
        id = await find(client, personId, jobId);
        if (id === undefined) throw notApplied(personId, jobId);
      }
      // FOR UPDATE: two instances moving the same application take turns, each deciding on what the other left.
      const current = await applicationById(client, id, 'FOR UPDATE');
      if (!current) throw applicationNotFound(id);
      const { status, note } = decide(current);
      await client.query('UPDATE subscriptions SET status = $1, last_modified = $2 WHERE id = $3', [status, timestamp, id]);
      await client.query('INSERT INTO subscription_history (subscription_id, status, at, note) VALUES ($1, $2, $3, $4)', [id, status, timestamp, note]);
      const changed = (await applicationById(client, id))!;
      await appendEvent(client, personEvent('application.status_changed', current.person_data_id, {
        ids: { job_id: current.job_data_id, application_id: id }, fields: ['status'],
      }));
      return changed;
    }),
    count: () => count(pool, 'subscriptions'),
  };
}

/** One application with its history, oldest change first. */
export async function applicationById(client: Queryable, id: number, lock = ''): Promise<Application | undefined> {
  if (!inRange(id)) return undefined;
  const { rows } = await client.query(
    `SELECT id, person_id AS person_data_id, job_id AS job_data_id, status, created, last_modified FROM subscriptions WHERE id = $1 ${lock}`, [id]);
  if (!rows[0]) return undefined;
  const history = await client.query('SELECT status, at, note FROM subscription_history WHERE subscription_id = $1 ORDER BY id', [id]);
  return { ...(rows[0] as Omit<Application, 'history'>), history: history.rows as ApplicationEvent[] };
}

export function createDocuments(pool: pg.Pool): DocumentsRepository {
  return {
    add: (personId, fileName, mime, bytes, timestamp, admit) => transaction(pool, async (client) => {
      if (admit) {
        // FOR NO KEY UPDATE, not FOR SHARE: two uploads for one person take turns, so each
        // sees the other's document when the quota is checked.
        if (!(await personExists(client, personId, 'FOR NO KEY UPDATE'))) throw personNotFound(personId);
        const { rows: [usage] } = await client.query(
          'SELECT count(*)::int AS documents, coalesce(sum(size), 0)::bigint AS bytes FROM documents WHERE person_id = $1', [personId],
        );
        admit({ documents: Number(usage?.documents ?? 0), bytes: Number(usage?.bytes ?? 0) });
      } else {
        await requirePerson(client, personId);
      }
      const { rows } = await client.query(
        'INSERT INTO documents (person_id, file_name, mime, size, bytes, created, sha256) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
        [personId, fileName, mime, bytes.byteLength, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), timestamp, sha256Of(bytes)],
      );
      await appendEvent(client, personEvent('document.added', personId, { ids: { document_id: rows[0].id as number } }));
      return rows[0].id as number;
    }),
    delete: (personId, documentId) => transaction(pool, async (client) => {
      await requirePerson(client, personId);
      const { rowCount } = inRange(documentId)
        ? await client.query('DELETE FROM documents WHERE id = $1 AND person_id = $2', [documentId, personId])
        : { rowCount: 0 };
      if (rowCount === 0) throw noSuchDocument(personId, documentId);
      await appendEvent(client, personEvent('document.deleted', personId, { ids: { document_id: documentId } }));
    }),
    stats: async () => {
      const { rows } = await query<{ count: number; bytes: number }>(pool, 'SELECT count(*) AS count, coalesce(sum(size), 0)::bigint AS bytes FROM documents');
      return { count: rows[0]?.count ?? 0, bytes: rows[0]?.bytes ?? 0 };
    },
  };
}

export function createPhotos(pool: pg.Pool): PhotosRepository {
  return {
    put: (personId, photo, timestamp) => transaction(pool, async (client) => {
      await requirePerson(client, personId);
      await client.query(
        `INSERT INTO photos (person_id, photo_id, mime, bytes, created) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (person_id) DO UPDATE SET photo_id = excluded.photo_id, mime = excluded.mime,
           bytes = excluded.bytes, created = excluded.created`,
        [personId, photo.photoId, photo.mime, Buffer.from(photo.bytes), timestamp],
      );
      await client.query('UPDATE people SET is_photo = $1, photo_url = $2, last_modified = $3 WHERE id = $4',
        [photo.photoId ? 'Y' : 'N', photo.photoId ?? '', timestamp, personId]);
      await appendEvent(client, personEvent('photo.set', personId));
    }),
    delete: (personId, timestamp) => transaction(pool, async (client) => {
      await requirePerson(client, personId);
      const { rowCount } = await client.query('DELETE FROM photos WHERE person_id = $1', [personId]);
      if (rowCount === 0) throw noPhoto(personId);
      await client.query("UPDATE people SET is_photo = 'N', photo_url = '', last_modified = $1 WHERE id = $2", [timestamp, personId]);
      await appendEvent(client, personEvent('photo.deleted', personId));
    }),
    count: () => count(pool, 'photos'),
  };
}

// The columns of a job read, on one line (the text of the named statements that read jobs).
const JOB_SELECT_LIST = 'id, position_data_id, marked, date_from, date_till, title, reference_number, category, language, regio, ' +
  'experience, preparation, default_alias_str, position_data, status, channels, last_modified';

const INSERT_JOB = `INSERT INTO jobs (position_data_id, marked, date_from, date_till, title, reference_number, category,
    language, regio, experience, preparation, default_alias_str, position_data, status, channels, last_modified)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`;

/** A job's 15 writable columns in INSERT_JOB's order. */
function jobValues(job: import('../contract/index.js').NewJob): unknown[] {
  return [job.position_data_id, job.marked, job.date_from, job.date_till, job.title, job.reference_number,
    toJsonColumn(job.category), toJsonColumn(job.language), toJsonColumn(job.regio), job.experience, job.preparation,
    job.default_alias_str, toJsonColumn(job.position_data), job.status, toJsonColumn(job.channels)];
}

export async function insertJob(client: Queryable, job: import('../contract/index.js').NewJob, timestamp: string): Promise<number> {
  const { rows } = await client.query({ name: 'job-insert', text: INSERT_JOB, values: [...jobValues(job), timestamp] });
  return rows[0].id as number;
}

export async function jobById(client: Queryable, id: number, lock = ''): Promise<Job | undefined> {
  if (!inRange(id)) return undefined;
  const { rows } = await client.query(`SELECT ${JOB_COLUMNS} FROM jobs WHERE id = $1 ${lock}`, [id]);
  return rows[0] ? jobFromRow(rows[0]) : undefined;
}

export async function jobIdByReference(client: Queryable, reference: string, otherThan?: number): Promise<number | undefined> {
  const { rows } = otherThan === undefined
    ? await client.query({ name: 'job-by-reference', text: "SELECT id FROM jobs WHERE reference_number = $1 AND status <> 'deleted'", values: [reference] })
    : await client.query({
      name: 'job-by-reference-other',
      text: "SELECT id FROM jobs WHERE reference_number = $1 AND status <> 'deleted' AND id <> $2",
      values: [reference, otherThan],
    });
  return rows[0]?.id as number | undefined;
}

export function createJobs(pool: pg.Pool): JobsRepository {
  // GET /job reads every job on every call; decoding them is the cost. The decoded,
  // frozen list is kept while the `jobs` change version (bumped by a trigger on any write, by
  // any instance: migration 3) stays the same, so a job changed through another instance
  // shows in this one's next listing and ETag. As in SQLite, only a second read of the same
  // version is frozen and kept: a one-shot reader does not pay for a cache it never uses.
  let cache: { version: number; jobs: readonly Job[] | undefined } | undefined;
  const freeze = (job: Job): Job => {
    for (const value of Object.values(job)) if (typeof value === 'object' && value !== null) Object.freeze(value);
    return Object.freeze(job);
  };
  const readNotDeleted = async () =>
    (await query(pool, {
      name: 'jobs-not-deleted',
      text: `SELECT ${JOB_SELECT_LIST} FROM jobs WHERE status <> 'deleted' ORDER BY id`,
    })).rows.map(jobFromRow);
  return {
    listNotDeleted: async () => {
      // The version is read before the rows: a change in between makes the cache look older
      // than it is (reloaded next time), never newer.
      const { rows } = await query<{ version: number }>(pool, { name: 'jobs-version', text: "SELECT version FROM change_versions WHERE name = 'jobs'" });
      const version = rows[0]?.version ?? 0;
      if (cache === undefined || cache.version !== version) {
        cache = { version, jobs: undefined };
        return readNotDeleted();
      }
      const current = cache;
      if (current.jobs === undefined) current.jobs = Object.freeze((await readNotDeleted()).map(freeze));
      return current.jobs;
    },
    listAll: async () => (await query(pool, { name: 'jobs-all', text: `SELECT ${JOB_COLUMNS} FROM jobs ORDER BY id` })).rows.map(jobFromRow),
    update: async (id, change, timestamp) => {
      try {
        await transaction(pool, async (client) => {
          const existing = await jobById(client, id, 'FOR UPDATE');
          if (!existing) throw jobNotFound(id);
          if (existing.status === 'deleted') throw jobDeleted(id);
          const job = change(existing);
          const owner = job.reference_number === '' ? undefined : await jobIdByReference(client, job.reference_number, id);
          if (owner !== undefined) throw referenceTakenByOther(owner, job.reference_number);
          await client.query(
            `UPDATE jobs SET position_data_id = $1, marked = $2, date_from = $3, date_till = $4, title = $5, reference_number = $6,
               category = $7, language = $8, regio = $9, experience = $10, preparation = $11, default_alias_str = $12,
               position_data = $13, status = $14, channels = $15, last_modified = $16 WHERE id = $17`,
            [...jobValues(job), timestamp, id],
          );
          await appendEvent(client, jobEvent(jobUpdateType(existing, job), id, changedFieldNames(existing, job)));
        });
      } catch (error) {
        if (uniqueViolation(error) === 'jobs_reference') {
          throw referenceTakenMeanwhile();
        }
        throw error;
      }
    },
    get: async (id) => {
      if (!inRange(id)) return undefined;
      const { rows } = await query(pool, { name: 'job-get', text: `SELECT ${JOB_SELECT_LIST} FROM jobs WHERE id = $1`, values: [id] });
      return rows[0] ? jobFromRow(rows[0]) : undefined;
    },
    create: async (job, timestamp) => {
      try {
        return await transaction(pool, async (client) => {
          // Reference numbers identify a job among the live ones.
          const owner = job.reference_number === '' ? undefined : await jobIdByReference(client, job.reference_number);
          if (owner !== undefined) throw referenceTaken(owner, job.reference_number);
          const id = await insertJob(client, job, timestamp);
          await appendEvent(client, jobEvent('job.created', id));
          return id;
        });
      } catch (error) {
        if (uniqueViolation(error) === 'jobs_reference') {
          throw referenceTaken(await jobIdByReference(pool, job.reference_number).catch(() => undefined), job.reference_number);
        }
        throw error;
      }
    },
    markDeleted: async (id, timestamp) => {
      if (!inRange(id)) return false;
      return transaction(pool, async (client) => {
        const { rowCount } = await client.query(
          "UPDATE jobs SET status = 'deleted', last_modified = $1 WHERE id = $2 AND status <> 'deleted'", [timestamp, id]);
        if (rowCount === 1) await appendEvent(client, jobEvent('job.deleted', id));
        return rowCount === 1;
      });
    },
    countsByStatus: async () => {
      const { rows } = await query<{ status: string; n: number }>(pool, 'SELECT status, count(*) AS n FROM jobs GROUP BY status ORDER BY status');
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },
  };
}

async function assertJobsExist(client: Queryable, jobs: readonly number[] | undefined): Promise<void> {
  for (const [index, jobId] of (jobs ?? []).entries()) {
    const status = await liveJobStatus(client, jobId);
    checkProjectJob(index, jobId, status);
  }
}

async function replaceProjectJobs(client: Queryable, projectId: number, jobs: readonly number[]): Promise<void> {
  await client.query('DELETE FROM project_jobs WHERE project_id = $1', [projectId]);
  if (jobs.length === 0) return;
  await client.query(
    'INSERT INTO project_jobs (project_id, job_id, position) SELECT $1, job_id, position - 1 FROM unnest($2::integer[]) WITH ORDINALITY AS t(job_id, position)',
    [projectId, jobs],
  );
}

async function projectById(client: Queryable, id: number, lock = '') {
  if (!inRange(id)) return undefined;
  const { rows } = await client.query(`SELECT * FROM projects WHERE id = $1 ${lock}`, [id]);
  if (!rows[0]) return undefined;
  // Deleted jobs leave the listing; their links stay stored (as on SQLite, projects-store.ts).
  const jobs = await client.query(
    "SELECT pj.job_id FROM project_jobs pj JOIN jobs j ON j.id = pj.job_id WHERE pj.project_id = $1 AND j.status <> 'deleted' ORDER BY pj.position", [id]);
  return projectFromRow(rows[0], jobs.rows.map((r) => r.job_id as number));
}

export function createProjects(pool: pg.Pool): ProjectsRepository {
  return {
    list: async () => {
      const [projects, links] = await Promise.all([
        query(pool, 'SELECT * FROM projects ORDER BY id'),
        query<{ project_id: number; job_id: number }>(pool,
          `SELECT pj.project_id, pj.job_id FROM project_jobs pj JOIN jobs j ON j.id = pj.job_id
            WHERE j.status <> 'deleted' ORDER BY pj.project_id, pj.position`),
      ]);
      const jobsByProject = new Map<number, number[]>();
      for (const { project_id, job_id } of links.rows) {
        const list = jobsByProject.get(project_id) ?? [];
        list.push(job_id);
        jobsByProject.set(project_id, list);
      }
      return projects.rows.map((row) => projectFromRow(row, jobsByProject.get(row['id'] as number) ?? []));
    },
    get: (id) => projectById(pool, id).catch(rethrow),
    create: (fields, timestamp) => transaction(pool, async (client) => {
      await assertJobsExist(client, fields.jobs);
      const { rows } = await client.query(
        'INSERT INTO projects (title, date_from, date_till, category, language, last_modified) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [fields.title, fields.date_from ?? null, fields.date_till ?? null, toJsonColumn(fields.category ?? []), toJsonColumn(fields.language ?? []), timestamp],
      );
      const id = rows[0].id as number;
      await replaceProjectJobs(client, id, fields.jobs ?? []);
      await appendEvent(client, projectEvent('project.created', id));
      return id;
    }),
    update: (id, change, timestamp) => transaction(pool, async (client) => {
      const existing = await projectById(client, id, 'FOR UPDATE');
      if (!existing) throw projectNotFound(id);
      const { jobs, ...columns }: ProjectFields = change(existing);
      await assertJobsExist(client, jobs);
      const keys = Object.keys(columns).filter((k) => ['title', 'date_from', 'date_till', 'category', 'language'].includes(k)).sort();
      const values = keys.map((k) => {
        const value = columns[k as keyof typeof columns];
        return Array.isArray(value) ? toJsonColumn(value) : value;
      });
      const sets = [...keys.map((k, i) => `${k} = $${i + 1}`), `last_modified = $${keys.length + 1}`];
      await client.query(`UPDATE projects SET ${sets.join(', ')} WHERE id = $${keys.length + 2}`, [...values, timestamp, id]);
      if (jobs) await replaceProjectJobs(client, id, jobs);
      await appendEvent(client, projectEvent('project.updated', id, changedFieldNames(existing, { jobs, ...columns })));
    }),
    delete: async (id) => {
      // The project's job list goes with it (ON DELETE CASCADE); the jobs stay.
      if (!inRange(id)) throw projectNotFound(id);
      await transaction(pool, async (client) => {
        const { rowCount } = await client.query('DELETE FROM projects WHERE id = $1', [id]);
        if (rowCount === 0) throw projectNotFound(id);
        await appendEvent(client, projectEvent('project.deleted', id));
      });
    },
    count: () => count(pool, 'projects'),
  };
}

export function createTokens(pool: pg.Pool): TokensRepository {
  return {
    insert: async (name, scope, hash, timestamp) => {
      try {
        await transaction(pool, async (client) => {
          const { rowCount } = await client.query('SELECT 1 FROM tokens WHERE name = $1', [name]);
          if (rowCount) throw tokenNameTaken(name);
          await client.query('INSERT INTO tokens (name, scope, hash, created) VALUES ($1, $2, $3, $4)', [name, scope, hash, timestamp]);
        });
      } catch (error) {
        if (uniqueViolation(error) === 'tokens_pkey') throw tokenNameTaken(name);
        throw error;
      }
    },
    list: async () => (await query<TokenRecord & Record<string, unknown>>(
      pool, 'SELECT name, scope, hash, created, last_used FROM tokens ORDER BY name COLLATE "C"',
    )).rows,
    delete: async (name) => (await query(pool, 'DELETE FROM tokens WHERE name = $1', [name])).rowCount === 1,
    touch: async (name, timestamp) => {
      await query(pool, 'UPDATE tokens SET last_used = $1 WHERE name = $2', [timestamp, name]);
    },
    count: () => count(pool, 'tokens'),
    version: async () => {
      const { rows } = await query<{ version: number }>(pool, { name: 'tokens-version', text: "SELECT version FROM change_versions WHERE name = 'tokens'" });
      return rows[0]?.version ?? 0;
    },
  };
}

export { PERSON_COLUMNS };
