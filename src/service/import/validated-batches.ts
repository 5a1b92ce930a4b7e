// Step 1 of an import: source records → batches of validated values and rejects. It runs
// in the import's own thread (stdin, remote mode, tests) or in a worker thread
// (validate-worker.ts) so that validation and SQLite writes use two cores (DESIGN.md §7:
// validation costs about as much as the insert itself).
import { ValidationError } from '../../domain/errors.js';
import type { CodeBook } from '../../domain/codes.js';
import { createRecordMapper, type MapperOptions, type RecordMapper } from './columns.js';
import type { ImportSource, SourceRecord } from './source.js';
import type { ImportResource } from './types.js';

export interface ValidRow<T> {
  line: number;
  value: T;
  /** The original record, only when a later step may reject the row (--on-conflict fail). */
  record: SourceRecord | undefined;
}

export interface ValidatedBatch<T> {
  valid: ValidRow<T>[];
  rejects: { record: SourceRecord; reason: string }[];
  /** Rows read so far, bytes read so far. */
  rows: number;
  bytes: number;
}

export interface ValidationStream<T> {
  header: string[] | undefined;
  totalBytes: number | undefined;
  batches: AsyncIterable<ValidatedBatch<T>>;
  /** Stops the producer when the batches will not be read (e.g. the rejects file cannot be opened). */
  abort?(): Promise<void>;
}

/**
 * CSV only: compiles, for the header's fields (null = an ignored column), a fast path that
 * validates and packs one row's cells, or returns undefined for a row it does not accept —
 * that row then takes validate() + pack, which accept it or give the reason.
 */
export type CompileCsvPath<P> = (fields: readonly (string | null)[]) => ((cells: readonly string[]) => P | undefined) | undefined;

/**
 * Validates, then packs each value for the writer (identity for remote imports). The header
 * is checked here, before the first batch is asked for: a refused header (unknown columns, a
 * bad --map) throws before the caller opens its rejects file.
 */
export function validateRecords<T, P = T>(
  source: ImportSource,
  resource: ImportResource<T>,
  codes: CodeBook,
  batchSize: number,
  keepRecords: boolean,
  pack: (value: T) => P = (value) => value as unknown as P,
  compileCsvPath?: CompileCsvPath<P>,
  columns: MapperOptions = {},
): AsyncGenerator<ValidatedBatch<P>> {
  const mapper = createRecordMapper(resource.plan, source.header, codes, columns);
  const fast = compileCsvPath && mapper.fields ? compileCsvPath(mapper.fields) : undefined;
  return validateMapped(source, resource, mapper, fast, batchSize, keepRecords, pack);
}

async function* validateMapped<T, P>(
  source: ImportSource,
  resource: ImportResource<T>,
  mapper: RecordMapper,
  fast: ((cells: readonly string[]) => P | undefined) | undefined,
  batchSize: number,
  keepRecords: boolean,
  pack: (value: T) => P,
): AsyncGenerator<ValidatedBatch<P>> {
  let rows = 0;
  let batch: ValidatedBatch<P> = { valid: [], rejects: [], rows: 0, bytes: 0 };
  for await (const records of source.records) {
    for (const record of records) {
      rows++;
      let value = fast && record.kind === 'csv' ? fast(record.cells) : undefined;
      // The fast path takes complete rows only; a partial row may still be refused by the
      // writer (nobody has its e-mail), which then needs the record for the rejects file.
      let keep = keepRecords;
      if (value === undefined) {
        try {
          const validated = resource.validate(mapper.map(record));
          keep ||= resource.partial?.(validated) === true;
          value = pack(validated);
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          batch.rejects.push({ record, reason: error.message });
        }
      }
      if (value !== undefined) batch.valid.push({ line: record.line, value, record: keep ? record : undefined });
      if (batch.valid.length >= batchSize) {
        batch.rows = rows;
        batch.bytes = source.bytesRead();
        yield batch;
        batch = { valid: [], rejects: [], rows: 0, bytes: 0 };
      }
    }
  }
  batch.rows = rows;
  batch.bytes = source.bytesRead();
  yield batch;
}

export function validateInThread<T, P = T>(
  source: ImportSource,
  resource: ImportResource<T>,
  codes: CodeBook,
  batchSize: number,
  keepRecords: boolean,
  pack?: (value: T) => P,
  columns: MapperOptions = {},
): ValidationStream<P> {
  const batches = validateRecords(source, resource, codes, batchSize, keepRecords, pack, undefined, columns);
  return { header: source.header, totalBytes: source.totalBytes, batches };
}
