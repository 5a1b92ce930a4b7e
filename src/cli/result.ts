// Commands resolve to one of these plain results; src/cli/output.ts renders them as
// table, JSON, NDJSON or CSV (STYLE.md practice 2). `data` is exactly what --json prints.
export type Row = Record<string, unknown>;

export type CommandResult =
  | { kind: 'record'; data: Row; message?: string | undefined }
  | { kind: 'list'; data: Row[]; columns?: string[] | undefined; message?: string | undefined; empty?: string | undefined }
  | { kind: 'message'; data: Row | Row[]; message: string }
  | { kind: 'none' };

export const record = (data: Row, message?: string): CommandResult => ({ kind: 'record', data, message });
export const list = (data: Row[], columns?: string[], empty?: string): CommandResult => ({ kind: 'list', data, columns, empty });
/**
 * A write's result: a human sentence in table mode, `data` in JSON modes. `data` is exactly
 * the API's `data` for the endpoint (e.g. `[{id}]` for POST /job), or the API's whole body
 * when the endpoint answers without one (issue 10 item 1).
 */
export const done = (message: string, data: Row | Row[] = { success: true }): CommandResult => ({ kind: 'message', data, message });
/** The body of an endpoint that answers `{ success, type }` and no `data` (SPEC 11, 16). */
export const typedSuccess = (type: string): Row => ({ success: true, type });
