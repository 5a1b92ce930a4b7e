// Job advertisements. "Deleted" is a status (soft delete, DESIGN.md §3).
import type { SqliteDatabase } from './database.js';
import type { Job, PositionData } from '../../domain/job.js';
import { fromJsonArray, fromJsonObject, fromJsonStringArray, toJsonColumn } from '../json-columns.js';
import type { NewJob } from '../contract/jobs.js';

// Jobs are read in better-sqlite3's raw mode (one array per row) and built here in one step,
// in the JobSchema member order the API and --json print. Named row objects that were then
// copied into jobs made every listing allocate each job twice (DESIGN.md §7: `job list`).
const JOB_COLUMNS = `id, position_data_id, marked, date_from, date_till, title, reference_number, category,
  language, regio, experience, preparation, default_alias_str, position_data, status, channels, last_modified`;

type JobRow = [
  id: number, position_data_id: number, marked: string, date_from: string | null, date_till: string | null,
  title: string, reference_number: string, category: string, language: string, regio: string,
  experience: number | null, preparation: number | null, default_alias_str: string, position_data: string,
  status: string, channels: string, last_modified: string,
];

function fromRow(row: JobRow): Job {
  return {
    id: row[0],
    position_data_id: row[1],
    marked: row[2] === 'Y' ? 'Y' : 'N',
    date_from: row[3],
    date_till: row[4],
    title: row[5],
    reference_number: row[6],
    category: fromJsonArray(row[7]),
    language: fromJsonArray(row[8]),
    regio: fromJsonArray(row[9]),
    experience: row[10],
    preparation: row[11],
    default_alias_str: row[12],
    position_data: fromJsonObject<PositionData>(row[13]),
    status: row[14],
    channels: fromJsonStringArray(row[15]),
    last_modified: row[16],
  };
}

export function createJobsStore(db: SqliteDatabase) {
  const insert = db.prepare(
    `INSERT INTO jobs (position_data_id, marked, date_from, date_till, title, reference_number, category,
       language, regio, experience, preparation, default_alias_str, position_data, status, channels, last_modified)
     VALUES (@position_data_id, @marked, @date_from, @date_till, @title, @reference_number, @category,
       @language, @regio, @experience, @preparation, @default_alias_str, @position_data, @status, @channels, @last_modified)`,
  );
  const notDeleted = db.prepare(`SELECT ${JOB_COLUMNS} FROM jobs WHERE status <> 'deleted' ORDER BY id`).raw();
  const byId = db.prepare(`SELECT ${JOB_COLUMNS} FROM jobs WHERE id = ?`).raw();
  const all = db.prepare(`SELECT ${JOB_COLUMNS} FROM jobs ORDER BY id`).raw();
  // Every writable column at once: the service merges a partial update into the stored job
  //, so one statement serves every combination of changed fields.
  const update = db.prepare(
    `UPDATE jobs SET position_data_id = @position_data_id, marked = @marked, date_from = @date_from,
       date_till = @date_till, title = @title, reference_number = @reference_number, category = @category,
       language = @language, regio = @regio, experience = @experience, preparation = @preparation,
       default_alias_str = @default_alias_str, position_data = @position_data, status = @status,
       channels = @channels, last_modified = @last_modified
     WHERE id = @id AND status <> 'deleted'`,
  );
  const status = db.prepare('SELECT status FROM jobs WHERE id = ?').pluck();
  const markDeleted = db.prepare("UPDATE jobs SET status = 'deleted', last_modified = ? WHERE id = ? AND status <> 'deleted'");
  const byReference = db.prepare("SELECT id FROM jobs WHERE reference_number = ? AND status <> 'deleted'").pluck();
  const byReferenceOtherThan = db.prepare("SELECT id FROM jobs WHERE reference_number = ? AND status <> 'deleted' AND id <> ?").pluck();
  const counts = db.prepare('SELECT status, count(*) AS n FROM jobs GROUP BY status');
  // GET /job and /job/full read every job on every call; decoding 1,000 rows with their JSON
  // columns took ~10 ms of CPU per request (measured by bench/server). The decoded list is kept until
  // this connection writes a job or another connection commits (PRAGMA data_version moves).
  // The cached jobs are frozen: a caller that mutated one would corrupt every later answer.
  // Only a second read of the same data is cached: freezing 1,000 jobs costs ~8 ms, which a
  // one-shot reader (`recruit job list`, DESIGN.md §7) would pay for a cache it never uses.
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let cache: { version: unknown; jobs: readonly Job[] | undefined } | undefined;
  const freeze = (job: Job): Job => {
    for (const value of Object.values(job)) if (typeof value === 'object' && value !== null) Object.freeze(value);
    return Object.freeze(job);
  };
  const readNotDeleted = () => (notDeleted.all() as JobRow[]).map(fromRow);
  const columnsOf = (job: NewJob) => ({
    ...job,
    category: toJsonColumn(job.category),
    language: toJsonColumn(job.language),
    regio: toJsonColumn(job.regio),
    position_data: toJsonColumn(job.position_data),
    channels: toJsonColumn(job.channels),
  });

  return {
    insert(job: NewJob, timestamp: string): number {
      cache = undefined;
      return Number(
        insert.run({ ...columnsOf(job), last_modified: timestamp }).lastInsertRowid,
      );
    },
    /** Every job that is not deleted; "active" is decided by the service with its clock. */
    listNotDeleted(): readonly Job[] {
      // Inside a transaction the rows may yet roll back: never cache them.
      if (db.inTransaction) return readNotDeleted();
      const version = dataVersion.get();
      if (cache === undefined || cache.version !== version) {
        cache = { version, jobs: undefined };
        return readNotDeleted();
      }
      return (cache.jobs ??= readNotDeleted().map(freeze));
    },
    get(id: number): Job | undefined {
      const row = byId.get(id) as JobRow | undefined;
      return row && fromRow(row);
    },
    /** Every job, deleted ones included, in id order (admins' `job list --all`). */
    listAll(): Job[] {
      return (all.all() as JobRow[]).map(fromRow);
    },
    /** Writes every field of a job that is not deleted; false otherwise. */
    update(id: number, job: NewJob, timestamp: string): boolean {
      cache = undefined;
      return update.run({ ...columnsOf(job), id, last_modified: timestamp }).changes > 0;
    },
    status(id: number): string | undefined {
      return status.get(id) as string | undefined;
    },
    markDeleted(id: number, timestamp: string): boolean {
      cache = undefined;
      return markDeleted.run(timestamp, id).changes > 0;
    },
    idByReference(reference: string, otherThan?: number): number | undefined {
      return (otherThan === undefined ? byReference.get(reference) : byReferenceOtherThan.get(reference, otherThan)) as number | undefined;
    },
    countsByStatus(): Record<string, number> {
      return Object.fromEntries((counts.all() as { status: string; n: number }[]).map((r) => [r.status, r.n]));
    },
  };
}

export type JobsStore = ReturnType<typeof createJobsStore>;
