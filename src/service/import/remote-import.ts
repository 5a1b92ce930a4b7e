// The remote import driver: the same rows, validation, rejects and summary as
// the local driver, sent through RecruitService with at most `concurrency` requests in
// flight. Rows with the same key run one after the other, in file order, so "update"
// ends with the last row of the file. POST is not retried by the HTTP client, so a 429
// is retried here, after the server's Retry-After.
import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from '../../domain/errors.js';
import type { PersonFields } from '../../domain/person.js';
import { missingName, newPersonReason } from '../../domain/packed-person.js';
import type { NewJob } from '../../store/index.js';
import type { RecruitService } from '../recruit-service.js';
import type { RejectSink } from './rejects.js';
import type { SourceRecord } from './source.js';
import type { ValidationStream } from './validated-batches.js';
import {
  emptySummary, type ConflictMode, type ImportOptions, type ImportResource, type ImportSummary, type ProgressListener, type RowOutcome,
} from './types.js';

export interface RemoteWriter<T> {
  write(value: T, mode: ConflictMode): Promise<RowOutcome>;
  /** Dry run, partial rows only: why the row would be refused (nobody has its key), else undefined. */
  refusedAsNew?(value: T): Promise<string | undefined>;
}

export interface RemoteOptions extends ImportOptions {
  concurrency: number;
  /** Attempts per row on 429 (default 8). */
  maxAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retries fn on RateLimitedError, waiting Retry-After (or an exponential backoff without one). */
export async function retryRateLimited<R>(fn: () => Promise<R>, maxAttempts: number, sleep: (ms: number) => Promise<void>): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (!(error instanceof RateLimitedError) || attempt >= maxAttempts) throw error;
      const wait = error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : Math.min(250 * 2 ** attempt, 30_000);
      await sleep(Math.max(wait, 50) + Math.random() * 100);
    }
  }
}

export async function runRemoteImport<T>(
  stream: ValidationStream<T>,
  resource: ImportResource<T>,
  writer: RemoteWriter<T>,
  options: RemoteOptions,
  rejects: RejectSink,
  onProgress: ProgressListener = () => {},
): Promise<ImportSummary> {
  const started = performance.now();
  const summary = emptySummary(options.dryRun);
  const sleep = options.sleep ?? defaultSleep;
  const maxAttempts = options.maxAttempts ?? 8;
  const inFlight = new Set<Promise<void>>();
  /** The last write of each key still in flight: the next row with that key waits for it. */
  const lastOfKey = new Map<string, Promise<void>>();
  const seen = new Set<string>();
  let fatal: unknown;
  // Progress counts rows done (answered by the server, or rejected here) and their bytes, not
  // the rows and bytes read: the reader runs ahead of the requests (a small file is read at
  // once), so its position showed 100 % from the first update.
  let done = 0;
  let bytesDone = 0;
  let bytesRead = 0;
  const report = () => onProgress({ rows: done, rejected: summary.rejected, bytes: Math.min(bytesDone, bytesRead) });
  const finished = (record: SourceRecord) => {
    done++;
    bytesDone += recordBytes(record);
    report();
  };

  const reject = async (record: SourceRecord, reason: string) => {
    summary.rejected++;
    await rejects.add(record, reason);
  };

  const send = async (record: SourceRecord, value: T): Promise<void> => {
    try {
      const outcome = await retryRateLimited(() => writer.write(value, options.onConflict), maxAttempts, sleep);
      if (outcome === 'created') summary.created++;
      else if (outcome === 'updated') summary.updated++;
      else if (outcome === 'skipped') summary.skipped++;
      else if ('rejected' in outcome) await reject(record, outcome.rejected);
      else {
        summary.conflicts++;
        await reject(record, outcome.conflict);
      }
    } catch (error) {
      if (error instanceof ValidationError) await reject(record, error.message);
      else fatal ??= error;
    }
    finished(record);
  };

  /**
   * Dry run: without reads (they are audited and rate-limited) it checks the rows and the file's
   * own duplicates; only a partial row (no first or last) is looked up, as a real run would.
   */
  const dryRun = async (record: SourceRecord, value: T, key: string | undefined) => {
    finished(record);
    const partial = resource.partial?.(value) === true;
    let repeated = key !== undefined && seen.has(key);
    // Only a row that creates someone makes its key known to the rows after it.
    if (key !== undefined && !partial) seen.add(key);
    if (partial && !repeated) {
      // A partial row only updates: one look-up (audited, like a real run's) says whether anyone has its key.
      const reason = await retryRateLimited(async () => writer.refusedAsNew?.(value), maxAttempts, sleep);
      if (reason !== undefined) {
        await reject(record, reason);
        return;
      }
      repeated = true;
    }
    if (!repeated) summary.created++;
    else if (options.onConflict === 'skip') summary.skipped++;
    else if (options.onConflict === 'update') summary.updated++;
    else {
      summary.conflicts++;
      await reject(record, seen.has(key as string) ? `conflict: ${key} appears earlier in this file` : `conflict: a person with e-mail ${key} exists already`);
    }
  };

  /** Starts the write of one row (after the previous row with its key), waiting while `concurrency` are in flight. */
  const start = async (record: SourceRecord, value: T, key: string | undefined) => {
    const before = key === undefined ? undefined : lastOfKey.get(key);
    const task: Promise<void> = (before ? before.then(() => send(record, value)) : send(record, value)).finally(() => {
      inFlight.delete(task);
      if (key !== undefined && lastOfKey.get(key) === task) lastOfKey.delete(key);
    });
    inFlight.add(task);
    if (key !== undefined) lastOfKey.set(key, task);
    if (inFlight.size >= options.concurrency) await Promise.race(inFlight);
  };

  reading: for await (const batch of stream.batches) {
    bytesRead = batch.bytes;
    for (const { record, reason } of batch.rejects) {
      await reject(record, reason);
      finished(record);
    }
    summary.rows = batch.rows;
    for (const { record, value } of batch.valid) {
      if (fatal) break reading;
      // Remote streams keep their records (validateInThread(…, keepRecords = true)).
      const source = record as SourceRecord;
      if (options.dryRun) await dryRun(source, value, resource.key(value));
      else await start(source, value, resource.key(value));
    }
  }
  await Promise.all(inFlight);
  if (fatal) throw fatal;
  // All done: the whole file (the header, quotes and line ends the estimate leaves out).
  bytesDone = bytesRead;
  report();
  summary.seconds = Math.round((performance.now() - started) / 10) / 100;
  return summary;
}

/** About the bytes a row took in the file (UTF-8; quotes and the header aside): what progress counts as done. */
function recordBytes(record: SourceRecord): number {
  if (record.kind === 'json') return Buffer.byteLength(record.text) + 1;
  let bytes = record.cells.length; // the delimiters and the line end
  for (const cell of record.cells) bytes += Buffer.byteLength(cell);
  return bytes;
}

function conflictOwner(error: ConflictError): number | undefined {
  const details = error.details as { id?: unknown } | undefined;
  return typeof details?.id === 'number' ? details.id : undefined;
}

const digits = (phone: string | null | undefined) => (phone ?? '').replace(/[^\d+]/g, '');

/**
 * --match email,phone through the API: the person holding one of the row's
 * phones (equal as digits; the search matches prefixes, so the hits are checked), found
 * with the person search (GET /person?phone=, audited like every read of people).
 */
async function ownerByPhone(service: RecruitService, fields: PersonFields): Promise<{ id: number; phone: string } | undefined> {
  for (const phone of [fields.phone_mobile, fields.phone_land]) {
    const wanted = digits(phone);
    if (!phone || wanted.replace('+', '').length < 6) continue;
    const page = await service.searchPeople({ phone, limit: 50 });
    const owner = page.data.find((p) => digits(p.phone_mobile) === wanted || digits(p.phone_land) === wanted);
    if (owner) return { id: owner.id, phone };
  }
  return undefined;
}

/** Is this e-mail someone's? (Then the e-mail rule decides, as in the local import.) */
async function emailTaken(service: RecruitService, email: string | undefined): Promise<boolean> {
  if (!email) return false;
  try {
    await service.findPersonByEmail(email);
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}

/** The id of the person with this e-mail (GET /person/exists, audited), or undefined. */
async function idByEmail(service: RecruitService, email: string): Promise<number | undefined> {
  try {
    return (await service.findPersonByEmail(email)).id;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

export function remotePersonWriter(service: RecruitService, options: { matchPhone?: boolean } = {}): RemoteWriter<PersonFields> {
  return {
    async refusedAsNew(fields) {
      const name = missingName(fields);
      const email = fields.email as string;
      return name === undefined || (await idByEmail(service, email)) !== undefined ? undefined : newPersonReason(name, email);
    },
    async write(fields, mode) {
      if (options.matchPhone) {
        const owner = await ownerByPhone(service, fields);
        if (owner && !(await emailTaken(service, fields.email))) {
          if (mode === 'skip') return 'skipped';
          if (mode === 'fail') return { conflict: `conflict: a person with phone ${owner.phone} exists already (person ${owner.id})` };
          await service.updatePerson({ ...fields, id: owner.id });
          return 'updated';
        }
      }
      const name = missingName(fields);
      if (name !== undefined) {
        // A row without first or last only updates (PUT is partial): the person with its e-mail, or nobody.
        const email = fields.email as string;
        const id = await idByEmail(service, email);
        if (id === undefined) return { rejected: newPersonReason(name, email) };
        if (mode === 'skip') return 'skipped';
        if (mode === 'fail') return { conflict: `conflict: a person with e-mail ${email} exists already` };
        await service.updatePerson({ ...fields, id });
        return 'updated';
      }
      try {
        await service.createPerson(fields);
        return 'created';
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        if (mode === 'skip') return 'skipped';
        const email = fields.email as string;
        if (mode === 'fail') return { conflict: `conflict: a person with e-mail ${email} exists already` };
        const id = conflictOwner(error) ?? (await service.findPersonByEmail(email)).id;
        await service.updatePerson({ ...fields, id });
        return 'updated';
      }
    },
  };
}

/** Remote jobs are matched by reference number against the jobs the API lists (endpoint 12) and within the file. */
export async function remoteJobWriter(service: RecruitService): Promise<RemoteWriter<NewJob>> {
  const known = new Map<string, number>();
  for (const job of await service.listJobs()) if (job.reference_number) known.set(job.reference_number, job.id);
  return {
    async write(job, mode) {
      const existing = job.reference_number === '' ? undefined : known.get(job.reference_number);
      if (existing !== undefined) {
        return mode === 'fail' ? { conflict: `conflict: job ${existing} has reference number ${job.reference_number}` } : 'skipped';
      }
      const { id } = await service.createJob(job);
      if (job.reference_number !== '') known.set(job.reference_number, id);
      return 'created';
    },
  };
}
