// The local import driver: validated batches (from this thread or the validation
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
  /** writeBatch may be called for the next batch before the last one's has settled (ImportSession.concurrentBatches). */
  concurrentBatches?: boolean;
  /** Dry run: does a row with this key exist already? */
  exists(key: string): Promise<boolean>;
  /** Dry run: does the row match someone by another rule (--match email,phone)? */
  matchesOther?(value: T): Promise<boolean>;
  /** The de-duplication key of a value (undefined: cannot be matched). */
  key(value: T): string | undefined;
  /** Dry run: why the value cannot be created when its key matches nobody (a partial row), else undefined. */
  refusedAsNew?(value: T): string | undefined;
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
    const refused = writer.refusedAsNew?.(value);
    if (!clash && refused !== undefined) return { rejected: refused };
    // Only a row that creates someone makes its key known to the rows after it.
    if (key !== undefined && refused === undefined) seen.add(key);
    if (!clash) return 'created';
    if (options.onConflict === 'skip') return 'skipped';
    if (options.onConflict === 'update') return 'updated';
    return { conflict: `conflict: a ${writer.noun} with ${key} exists already or appears earlier in the file` };
  };

  /** The batch's outcomes: dry run, or the store's write (started when this is called). */
  const outcomesOf = async (batch: ValidatedBatch<T>): Promise<RowOutcome[]> => {
    if (!options.dryRun) return writer.writeBatch(batch.valid.map((item) => item.value), options.onConflict, writer.timestamp());
    const outcomes: RowOutcome[] = [];
    for (const item of batch.valid) outcomes.push(await dryRun(item.value));
    return outcomes;
  };

  /** Counts a written batch and gives out its rejects and progress (in file order: one batch after the other). */
  const report = async (batch: ValidatedBatch<T>, outcomes: readonly RowOutcome[]) => {
    summary.rows = batch.rows;
    // The batch's rejects, from validation and from the write, go out in line order.
    const refused: { record: SourceRecord | undefined; line: number; reason: string }[] =
      batch.rejects.map(({ record, reason }) => ({ record, line: record.line, reason }));
    const items = batch.valid;
    for (let i = 0; i < items.length; i++) {
      const outcome = outcomes[i] as RowOutcome;
      if (typeof outcome === 'object') {
        const item = items[i];
        if ('conflict' in outcome) summary.conflicts++;
        if (item) refused.push({ record: item.record, line: item.line, reason: 'conflict' in outcome ? outcome.conflict : outcome.rejected });
      } else count(outcome);
    }
    if (refused.length > batch.rejects.length) refused.sort((a, b) => a.line - b.line);
    for (const { record, line, reason } of refused) await reject(record, line, reason);
    onProgress({ rows: summary.rows, rejected: summary.rejected, bytes: batch.bytes });
  };

  try {
    if (writer.concurrentBatches && !options.dryRun) {
      // The store writes two batches at a time: the next one is handed over while the last is
      // being written, and each is reported once written, in file order.
      let last: Promise<void> | undefined;
      for await (const batch of stream.batches) {
        const outcomes = outcomesOf(batch);
        outcomes.catch(() => undefined); // met when its turn to be reported comes
        const before = last;
        const reported = (async () => {
          if (before !== undefined) await before;
          await report(batch, await outcomes);
        })();
        reported.catch(() => undefined); // met below, or (after an earlier failure) not needed
        if (before !== undefined) await before;
        last = reported;
      }
      if (last !== undefined) await last;
    } else {
      for await (const batch of stream.batches) await report(batch, await outcomesOf(batch));
    }
  } finally {
    await writer.finish();
  }
  summary.seconds = Math.round((performance.now() - started) / 10) / 100;
  return summary;
}
