// The answer of one bulk import request (POST /person/import, /job/import), and its receipt:
// the same answer, written in the request's transaction when it came with an Idempotency-Key,
// so that the request sent again is answered from it — also after the server restarted.
// The receipt keeps each rejected row's line and reason, not the row (person data stays out
// of it); a client maps a reject to its own copy of the row by the line.
import type { RowOutcome } from '../../store/index.js';
import type { SourceRecord } from './source.js';
import { emptySummary, type ImportSummary } from './types.js';

/** One rejected row as the rejects file's NDJSON has it (`row` is null in an answer given again). */
export interface RequestReject {
  line: number;
  reason: string;
  row: unknown;
}

export interface RequestImportResult {
  summary: ImportSummary;
  rejects: RequestReject[];
}

/** The answer's text: one NDJSON line per reject, then the summary. */
export function answerText(result: RequestImportResult): string {
  let text = '';
  for (const reject of result.rejects) text += `${JSON.stringify(reject)}\n`;
  return `${text}${JSON.stringify({ summary: result.summary })}\n`;
}

/** What a request of one batch answers, from its validation rejects and its write outcomes (as runLocalImport counts them). */
export function answerOfBatch(
  batch: { rows: number; rejects: readonly { record: SourceRecord; reason: string }[]; valid: readonly { line: number }[] },
  outcomes: readonly RowOutcome[],
  seconds: number,
): RequestImportResult {
  const summary = emptySummary(false);
  summary.rows = batch.rows;
  const rejects: RequestReject[] = batch.rejects.map(({ record, reason }) => ({ line: record.line, reason, row: null }));
  outcomes.forEach((outcome, i) => {
    if (outcome === 'created') summary.created++;
    else if (outcome === 'updated') summary.updated++;
    else if (outcome === 'skipped') summary.skipped++;
    else {
      if ('conflict' in outcome) summary.conflicts++;
      rejects.push({ line: batch.valid[i]?.line ?? 0, reason: 'conflict' in outcome ? outcome.conflict : outcome.rejected, row: null });
    }
  });
  summary.rejected = rejects.length;
  rejects.sort((a, b) => a.line - b.line);
  summary.seconds = Math.round(seconds * 100) / 100;
  return { summary, rejects };
}
