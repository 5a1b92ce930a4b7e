// Job advertisements. "Deleted" is a status (soft delete, DESIGN.md §3).
import type { SqliteDatabase } from './database.js';
import type { Job, PositionData } from '../domain/job.js';
import { fromJsonArray, fromJsonObject, fromJsonStringArray, toJsonColumn } from './json-columns.js';

export interface NewJob {
  position_data_id: number;
  title: string;
  marked: 'Y' | 'N';
  date_from: string | null;
  date_till: string | null;
  reference_number: string;
  category: number[];
  language: number[];
  regio: number[];
  experience: number | null;
  preparation: number | null;
  default_alias_str: string;
  position_data: PositionData;
  status: 'open' | 'closed';
  channels: string[];
}

interface JobRow extends Omit<Job, 'category' | 'language' | 'regio' | 'position_data' | 'channels' | 'marked'> {
  marked: string;
  category: string;
  language: string;
  regio: string;
  position_data: string;
  channels: string;
}

function fromRow(row: JobRow): Job {
  return {
    ...row,
    marked: row.marked === 'Y' ? 'Y' : 'N',
    category: fromJsonArray(row.category),
    language: fromJsonArray(row.language),
    regio: fromJsonArray(row.regio),
    position_data: fromJsonObject<PositionData>(row.position_data),
    channels: fromJsonStringArray(row.channels),
  };
}

export function createJobsStore(db: SqliteDatabase) {
  const insert = db.prepare(
    `INSERT INTO jobs (position_data_id, marked, date_from, date_till, title, reference_number, category,
       language, regio, experience, preparation, default_alias_str, position_data, status, channels, last_modified)
     VALUES (@position_data_id, @marked, @date_from, @date_till, @title, @reference_number, @category,
       @language, @regio, @experience, @preparation, @default_alias_str, @position_data, @status, @channels, @last_modified)`,
  );
  const notDeleted = db.prepare("SELECT * FROM jobs WHERE status <> 'deleted' ORDER BY id");
  const byId = db.prepare('SELECT * FROM jobs WHERE id = ?');
  const status = db.prepare('SELECT status FROM jobs WHERE id = ?').pluck();
  const markDeleted = db.prepare("UPDATE jobs SET status = 'deleted', last_modified = ? WHERE id = ? AND status <> 'deleted'");
  const byReference = db.prepare("SELECT id FROM jobs WHERE reference_number = ? AND status <> 'deleted'").pluck();
  const counts = db.prepare('SELECT status, count(*) AS n FROM jobs GROUP BY status');
  // GET /job and /job/full read every job on every call; decoding 1,000 rows with their JSON
  // columns took ~10 ms of CPU per request (issue 6 benchmark). The decoded list is kept until
  // this connection writes a job or another connection commits (PRAGMA data_version moves).
  // The cached jobs are frozen: a caller that mutated one would corrupt every later answer.
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let cache: { version: unknown; jobs: readonly Job[] } | undefined;
  const freeze = (job: Job): Job => {
    for (const value of Object.values(job)) if (typeof value === 'object' && value !== null) Object.freeze(value);
    return Object.freeze(job);
  };

  return {
    insert(job: NewJob, timestamp: string): number {
      cache = undefined;
      return Number(
        insert.run({
          ...job,
          category: toJsonColumn(job.category),
          language: toJsonColumn(job.language),
          regio: toJsonColumn(job.regio),
          position_data: toJsonColumn(job.position_data),
          channels: toJsonColumn(job.channels),
          last_modified: timestamp,
        }).lastInsertRowid,
      );
    },
    /** Every job that is not deleted; "active" is decided by the service with its clock. */
    listNotDeleted(): readonly Job[] {
      const read = () => (notDeleted.all() as JobRow[]).map((row) => freeze(fromRow(row)));
      // Inside a transaction the rows may yet roll back: never cache them.
      if (db.inTransaction) return read();
      const version = dataVersion.get();
      const cached = cache;
      if (cached !== undefined && cached.version === version) return cached.jobs;
      const jobs = read();
      cache = { version, jobs };
      return jobs;
    },
    get(id: number): Job | undefined {
      const row = byId.get(id) as JobRow | undefined;
      return row && fromRow(row);
    },
    status(id: number): string | undefined {
      return status.get(id) as string | undefined;
    },
    markDeleted(id: number, timestamp: string): boolean {
      cache = undefined;
      return markDeleted.run(timestamp, id).changes > 0;
    },
    idByReference(reference: string): number | undefined {
      return byReference.get(reference) as number | undefined;
    },
    countsByStatus(): Record<string, number> {
      return Object.fromEntries((counts.all() as { status: string; n: number }[]).map((r) => [r.status, r.n]));
    },
  };
}

export type JobsStore = ReturnType<typeof createJobsStore>;
