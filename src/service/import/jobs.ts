// Jobs as an import resource (issue 5): validation of `job create`, de-duplication by
// reference_number (jobs without one cannot be matched), and the local writer. Jobs have
// no update endpoint (SPEC.md), so --on-conflict is skip or fail.
import type { CodeBook } from '../../domain/codes.js';
import type { Clock } from '../../domain/clock.js';
import { isoDate, isoTimestamp } from '../../domain/clock.js';
import type { NewJob } from '../../store/jobs-store.js';
import type { Store } from '../../store/index.js';
import { JOB_COLUMNS, validateJobRow } from './job-row.js';
import type { LocalWriter } from './local-import.js';
import type { ImportResource, RowOutcome } from './types.js';

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

export function localJobWriter(store: Store, clock: Clock): LocalWriter<NewJob> {
  return {
    noun: 'job',
    key: jobKey,
    transaction: (fn) => store.transaction(fn),
    timestamp: () => isoTimestamp(clock.now()),
    exists: (reference) => store.jobs.idByReference(reference) !== undefined,
    write(job, mode, timestamp): RowOutcome {
      if (job.reference_number !== '') {
        const existing = store.jobs.idByReference(job.reference_number);
        if (existing !== undefined) {
          return mode === 'fail' ? { conflict: `conflict: job ${existing} has reference number ${job.reference_number}` } : 'skipped';
        }
      }
      store.jobs.insert(job, timestamp);
      return 'created';
    },
  };
}
