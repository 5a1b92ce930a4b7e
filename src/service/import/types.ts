// Shared shapes of the import drivers.
import type { ColumnPlan } from './columns.js';

export const CONFLICT_MODES = ['skip', 'update', 'fail'] as const;
export type ConflictMode = (typeof CONFLICT_MODES)[number];

export interface ImportOptions {
  onConflict: ConflictMode;
  /** Rows per transaction (local) — a batch is all or nothing. */
  batchSize: number;
  dryRun: boolean;
}

/** What `--json` prints. */
export interface ImportSummary {
  rows: number;
  created: number;
  updated: number;
  skipped: number;
  rejected: number;
  /** Rows rejected because of --on-conflict fail (included in `rejected`). */
  conflicts: number;
  dry_run: boolean;
  seconds: number;
}

export interface ImportProgress {
  rows: number;
  rejected: number;
  bytes: number;
}

export type ProgressListener = (progress: ImportProgress) => void;

/** The outcome of writing one valid row. */
/** A conflict (--on-conflict fail) or a row refused by what the database holds (a partial row whose e-mail nobody has). */
export type RowOutcome = 'created' | 'updated' | 'skipped' | { conflict: string } | { rejected: string };

/** A resource the importer can write: its columns, its validation and its de-duplication key. */
export interface ImportResource<T> {
  /** 'person' / 'job', for messages. */
  noun: string;
  plan: ColumnPlan;
  /** Throws ValidationError for a row that `create` would refuse. */
  validate(input: Record<string, unknown>): T;
  /** The de-duplication key (lower-cased e-mail, reference number); undefined = cannot be matched. */
  key(value: T): string | undefined;
  /** A valid row that only updates (a person row without first or last): the writer refuses it if its key matches nobody. */
  partial?(value: T): boolean;
}

export function emptySummary(dryRun: boolean): ImportSummary {
  return { rows: 0, created: 0, updated: 0, skipped: 0, rejected: 0, conflicts: 0, dry_run: dryRun, seconds: 0 };
}
