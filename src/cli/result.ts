// Commands resolve to one of these plain results; src/cli/output.ts renders them as
// table, JSON, NDJSON or CSV (STYLE.md practice 2). `data` is exactly what --json prints.
export type Row = Record<string, unknown>;

/** One line of a vertical key/value view: the label and its text (already readable). */
export type Pair = readonly [label: string, text: string];

export type CommandResult = ResultBody & {
  /**
   * Printed as it is, but the run failed: `true` when some items of a batch failed and each
   * already said why (e.g. the files `parser parse` could not read): exit 1 with nothing more
   * on stderr; an error when the printed result ends in one (an import's summary, then
   * "3 rows clashed": exit 4). A command never sets the exit code itself; main.ts does.
   */
  readonly failed?: true | Error | undefined;
};

type ResultBody =
  | { kind: 'record'; data: Row; message?: string | undefined }
  | {
      kind: 'list';
      data: Row[];
      columns?: string[] | undefined;
      message?: string | undefined;
      empty?: string | undefined;
      /** A line under the table in table mode only, e.g. how many jobs are not listed. */
      footer?: string | undefined;
    }
  /**
   * A vertical key/value view for people (`person get`, `job get`, `db stats`):
   * table mode prints `pairs` (empty fields already left out, codes with their names);
   * every other format prints `data`, complete.
   */
  | { kind: 'details'; data: Row | Row[]; pairs: Pair[] }
  /** A write's result: a human sentence in table mode (`quiet` instead under --quiet), `data` in JSON modes. */
  | { kind: 'message'; data: Row | Row[]; message: string; quiet?: string | undefined }
  /** One bare value for scripts (`person exists` prints the id), printed even under --quiet. */
  | { kind: 'value'; data: Row; text: string }
  | { kind: 'none' };

export const record = (data: Row, message?: string): CommandResult => ({ kind: 'record', data, message });
export const list = (data: Row[], columns?: string[], empty?: string, footer?: string): CommandResult =>
  ({ kind: 'list', data, columns, empty, footer });
export const details = (data: Row | Row[], pairs: Pair[]): CommandResult => ({ kind: 'details', data, pairs });
/**
 * A write's result: a human sentence in table mode, `data` in JSON modes. `data` is exactly
 * the API's `data` for the endpoint (e.g. `[{id}]` for POST /job), or the API's whole body
 * when the endpoint answers without one.
 */
export const done = (message: string, data: Row | Row[] = { success: true }): CommandResult => ({ kind: 'message', data, message });
/** The body of an endpoint that answers `{ success, type }` and no `data` (SPEC 11, 16). */
export const typedSuccess = (type: string): Row => ({ success: true, type });
/**
 * A create's result: "created person 12" for people, only the id
 * under --quiet, so `id=$(recruit -q person create …)` works; `data` in JSON modes.
 */
export const created = (message: string, id: number, data: Row | Row[] = { id }): CommandResult =>
  ({ kind: 'message', data, message, quiet: String(id) });
export const value = (text: string, data: Row): CommandResult => ({ kind: 'value', data, text });

/** The same result, marked as one whose batch had failures (exit 1), or that ends in `error` once printed. */
export const withFailures = (result: CommandResult, error?: Error): CommandResult => ({ ...result, failed: error ?? true });

/**
 * Thrown by the action glue after it printed a result marked `failed`: main.ts maps it to
 * exit 1 without a message of its own, as the output already named every failure.
 */
export class ItemsFailed extends Error {
  constructor() {
    super('some items failed');
    this.name = 'ItemsFailed';
  }
}
