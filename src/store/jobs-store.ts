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

  return {
    insert(job: NewJob, timestamp: string): number {
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
    listNotDeleted(): Job[] {
      return (notDeleted.all() as JobRow[]).map(fromRow);
    },
    get(id: number): Job | undefined {
      const row = byId.get(id) as JobRow | undefined;
      return row && fromRow(row);
    },
    status(id: number): string | undefined {
      return status.get(id) as string | undefined;
    },
    markDeleted(id: number, timestamp: string): boolean {
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
