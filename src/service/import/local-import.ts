// The local import driver (issue 5): validated batches (from this thread or the validation
// worker) are written in batches of --batch-size, each batch one store transaction (all or
// nothing), so `kill -9` leaves whole batches only and a re-run skips/updates them by key.
import type { RejectSink } from './rejects.js';
import type { SourceRecord } from './source.js';
import type { ValidatedBatch, ValidationStream } from './validated-batches.js';
import {
  emptySummary, type ConflictMode, type ImportOptions, type ImportSummary, type ProgressListener, type RowOutcome,
} from './types.js';

export interface LocalWriter<T> {
  /** Writes one batch of valid rows in one store transaction (an ImportSession of the store). */
  writeBatch(values: readonly T[], mode: ConflictMode, timestamp: string): Promise<RowOutcome[]>;
  /** Dry run: does a row with this key exist already? */
  exists(key: string): Promise<boolean>;
  /** Dry run: does the row match someone by another rule (--match email,phone)? */
  matchesOther?(value: T): Promise<boolean>;
  /** The de-duplication key of a value (undefined: cannot be matched). */
  key(value: T): string | undefined;
  timestamp(): string;
  noun: string;
  /** Called once when the import ends, also after an error. */
  finish(): Promise<void>;
}

export async function runLocalImport<T>(
  stream: ValidationStream<T>,
  writer: LocalWriter<T>,
  options: ImportOptions,
  rejects: RejectSink,
  onProgress: ProgressListener = () => {},
): Promise<ImportSummary> {
  const started = performance.now();
  const summary = emptySummary(options.dryRun);
  /** Dry run only: keys seen in this file (a real run finds them in the database). */
  const seen = new Set<string>();

  const reject = async (record: SourceRecord | undefined, line: number, reason: string) => {
    summary.rejected++;
    await rejects.add(record ?? { kind: 'json', line, value: null, text: '', error: undefined }, reason);
  };
  const count = (outcome: RowOutcome) => {
    if (outcome === 'created') summary.created++;
    else if (outcome === 'updated') summary.updated++;
    else if (outcome === 'skipped') summary.skipped++;
  };
  const dryRun = async (value: T): Promise<RowOutcome> => {
    const key = writer.key(value);
    const clash = (key !== undefined && (seen.has(key) || (await writer.exists(key)))) || (await writer.matchesOther?.(value)) === true;
    if (key !== undefined) seen.add(key);
    if (!clash) return 'created';
    if (options.onConflict === 'skip') return 'skipped';
    if (options.onConflict === 'update') return 'updated';
    return { conflict: `conflict: a ${writer.noun} with ${key} exists already or appears earlier in the file` };
  };

  const writeBatch = async (batch: ValidatedBatch<T>) => {
    summary.rows = batch.rows;
    for (const { record, reason } of batch.rejects) await reject(record, record.line, reason);
    const items = batch.valid;
    let outcomes: RowOutcome[];
    if (options.dryRun) {
      outcomes = [];
      for (const item of items) outcomes.push(await dryRun(item.value));
    } else {
      outcomes = await writer.writeBatch(items.map((item) => item.value), options.onConflict, writer.timestamp());
    }
    for (let i = 0; i < items.length; i++) {
      const outcome = outcomes[i] as RowOutcome;
      if (typeof outcome === 'object') {
        summary.conflicts++;
        const item = items[i];
        if (item) await reject(item.record, item.line, outcome.conflict);
      } else count(outcome);
    }
    onProgress({ rows: summary.rows, rejected: summary.rejected, bytes: batch.bytes });
  };

  try {
    for await (const batch of stream.batches) await writeBatch(batch);
  } finally {
    await writer.finish();
  }
  summary.seconds = Math.round((performance.now() - started) / 10) / 100;
  return summary;
}
