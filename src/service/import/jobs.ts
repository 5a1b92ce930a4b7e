// Jobs as an import resource: validation of `job create`, de-duplication by
// reference_number (jobs without one cannot be matched), and the local writer. Jobs have
// no update endpoint (SPEC.md), so --on-conflict is skip or fail.
import type { CodeBook } from '../../domain/codes.js';
import type { Clock } from '../../domain/clock.js';
import { isoDate, isoTimestamp } from '../../domain/clock.js';
import type { ImportJobsOptions, NewJob, Store } from '../../store/index.js';
import { JOB_COLUMNS, validateJobRow } from './job-row.js';
import type { LocalWriter } from './local-import.js';
import type { ImportResource } from './types.js';

const jobKey = (job: NewJob) => (job.reference_number === '' ? undefined : job.reference_number);

export function jobResource(codes: CodeBook, clock: Clock): ImportResource<NewJob> {
  const today = isoDate(clock.now());
  return {
    noun: 'job',
    plan: JOB_COLUMNS,
    validate: (input) => validateJobRow(input, codes, today),
    key: jobKey,
  };
}

/** The local writer: the store's jobs import session (one transaction per batch). */
export async function localJobWriter(store: Store, clock: Clock, options: ImportJobsOptions = {}): Promise<LocalWriter<NewJob>> {
  const session = await store.bulk.importJobs(options);
  return {
    noun: 'job',
    key: jobKey,
    timestamp: () => isoTimestamp(clock.now()),
    writeBatch: (rows, mode, timestamp) => session.writeBatch(rows, mode, timestamp),
    exists: (reference) => session.exists(reference),
    finish: () => session.finish(),
  };
}
