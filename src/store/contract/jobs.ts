// Jobs (advertised positions). A deleted job stays stored: its applications keep their history.
import type { Job, PositionData } from '../../domain/job.js';

/** A job's stored fields, as created or updated (the id and timestamps are the store's). */
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

export interface JobsRepository {
  /**
   * Every job but deleted ones, in id order. The same frozen array while nothing changed, so
   * callers may memoise what they derive from it (the server's listing bodies).
   */
  listNotDeleted(): Promise<readonly Job[]>;
  /** Every job, deleted ones included, in id order (admins see why a job is not listed). */
  listAll(): Promise<Job[]>;
  get(id: number): Promise<Job | undefined>;
  /** ConflictError (details.id) when a live job has the same reference number. */
  create(job: NewJob, timestamp: string): Promise<number>;
  /** False for an unknown or already deleted job. */
  markDeleted(id: number, timestamp: string): Promise<boolean>;
  /**
   * Partial update: `change` gets the stored job and returns every field to
   * store. NotFoundError for an unknown id, ConflictError for a deleted job or when another
   * live job has the new reference number.
   */
  update(id: number, change: (existing: Job) => NewJob, timestamp: string): Promise<void>;
  countsByStatus(): Promise<Record<string, number>>;
}
