// The local import driver (src/service/import/local-import.ts) with a writer that takes two
// batches at a time (LocalWriter.concurrentBatches): the next batch is handed over before the
// last one's write has settled, never more than two are in flight, and the batches are
// reported (summary, rejects, progress) in file order whichever settles first. A writer that
// settles later batches first is written here, as the PostgreSQL store never does it: the
// driver must not rely on the order its writes settle in.
import { describe, expect, it } from 'vitest';
import { runLocalImport, type LocalWriter } from '../../../src/service/import/local-import.js';
import type { ValidatedBatch, ValidationStream } from '../../../src/service/import/validated-batches.js';
import type { RejectSink } from '../../../src/service/import/rejects.js';
import type { RowOutcome } from '../../../src/service/import/types.js';
import type { SourceRecord } from '../../../src/service/import/source.js';

const record = (line: number, text: string): SourceRecord => ({ kind: 'json', line, value: text, text, error: undefined });

/** Batches of invented names; a name ending in "!" is taken already (a conflict). */
function stream(batches: readonly (readonly string[])[]): ValidationStream<string> {
  let line = 1;
  const made: ValidatedBatch<string>[] = batches.map((names) => {
    const valid = names.map((value) => ({ line: ++line, value, record: record(line, value) }));
    return { valid, rejects: [], rows: line - 1, bytes: 0 };
  });
  return { header: undefined, totalBytes: undefined, batches: (async function* () { yield* made; })() };
}

/** A writer whose writes settle when the test says so; it records how many were in flight at most. */
function twoAtATime() {
  const pending: { names: readonly string[]; settle: () => void }[] = [];
  let inFlight = 0;
  let most = 0;
  const writer: LocalWriter<string> = {
    concurrentBatches: true,
    writeBatch: (names) => {
      inFlight++;
      most = Math.max(most, inFlight);
      return new Promise<RowOutcome[]>((resolve) => {
        pending.push({
          names,
          settle: () => {
            inFlight--;
            resolve(names.map((name) => (name.endsWith('!') ? { conflict: `conflict: ${name} exists` } : 'created')));
          },
        });
      });
    },
    exists: async () => false,
    key: (name) => name,
    timestamp: () => '2026-11-29 19:50:00',
    noun: 'person',
    finish: async () => undefined,
  };
  return { writer, pending, most: () => most };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('runLocalImport with a writer that takes two batches at a time', () => {
  it('hands the next batch over before the last has settled, two at most, and reports them in file order', async () => {
    const { writer, pending, most } = twoAtATime();
    const rejected: number[] = [];
    const sink: RejectSink = { add: async (r) => void rejected.push(r.line), close: async () => undefined };
    const progress: number[] = [];
    const run = runLocalImport(stream([['Aladár', 'Boglárka!'], ['Cecília'], ['Dénes!', 'Emőke']]), writer,
      { onConflict: 'fail', batchSize: 2, dryRun: false }, sink, (p) => progress.push(p.rows));
    await tick();
    // The first two batches are with the writer; the third waits for the first to be reported.
    expect(pending.map((p) => p.names)).toEqual([['Aladár', 'Boglárka!'], ['Cecília']]);
    pending[1]?.settle(); // the second settles first: nothing is reported before the first
    await tick();
    expect(progress).toEqual([]);
    expect(pending).toHaveLength(2);
    pending[0]?.settle();
    await tick();
    expect(progress).toEqual([2, 3]);
    expect(pending).toHaveLength(3);
    pending[2]?.settle();
    const summary = await run;
    expect(most()).toBe(2);
    expect(progress).toEqual([2, 3, 5]);
    expect(rejected).toEqual([3, 5]);
    expect(summary).toMatchObject({ rows: 5, created: 3, conflicts: 2, rejected: 2 });
  });

  it('fails with the first batch that failed, and reports no batch after it', async () => {
    const { writer } = twoAtATime();
    let calls = 0;
    const failing: LocalWriter<string> = {
      ...writer,
      writeBatch: async (names) => {
        calls++;
        if (names[0] === 'Ferenc') throw new Error('the write of this batch failed');
        return names.map(() => 'created' as const);
      },
    };
    const progress: number[] = [];
    let finished = false;
    await expect(runLocalImport(stream([['Gréta'], ['Ferenc'], ['Hédi'], ['Ilona']]), { ...failing, finish: async () => void (finished = true) },
      { onConflict: 'skip', batchSize: 1, dryRun: false }, { add: async () => undefined, close: async () => undefined },
      (p) => progress.push(p.rows))).rejects.toThrow('the write of this batch failed');
    expect(progress).toEqual([1]);
    expect(calls).toBeLessThanOrEqual(3); // the batch after the failed one may have been handed over, no more
    expect(finished).toBe(true);
  });
});
