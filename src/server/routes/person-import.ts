// POST /person/import and POST /job/import: a bulk import in one request. The body is CSV
// (text/csv) or NDJSON (application/x-ndjson), gzip accepted (Content-Encoding: gzip), and
// runs the import `recruit person import FILE` runs (service/import/request-import.ts):
// the same validation, --on-conflict, rejects and summary. The answer is NDJSON: one line
// per rejected row ({"line","reason","row"}, the rejects file's form), then
// {"summary": {...}}. One audit row per request names the token.
//
// The body is spooled to a temporary file before the import starts (spooled-body.ts), so a
// body cut off mid-stream imports nothing, and the import of a request is one transaction:
// a request that failed can be sent again. `Idempotency-Key` makes that safe when the
// answer was lost, not the request: the answer is written as a receipt in the request's
// transaction, and the same key from the same token gets it again instead of a second
// import — also after the server restarted (receipts expire after a day; an answer given
// from a receipt has `"row": null` in its rejects). A retry while the first still runs
// waits for its answer. A request that wrote nothing (a dry run, no rows) leaves no
// receipt: sent again, it runs again, which changes nothing either.
//
// `Import-Run: ID` marks the requests of one client run (`recruit --remote … person import`
// sends its chunks so), `Import-Run-Last: true` its last: they share one import session
// (service/import/import-run.ts), and the last answer comes when the run's people are findable.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { PayloadTooLargeError, RecruitError, ValidationError } from '../../domain/errors.js';
import type { ColumnMap } from '../../service/import/columns.js';
import type { RequestImport, RequestImportResult } from '../../service/import/request-import.js';
import { answerText } from '../../service/import/request-answer.js';
import { spoolBody } from '../spooled-body.js';

declare module 'fastify' {
  interface FastifySchema {
    /** An OpenAPI requestBody for a route whose body is not JSON (src/server/openapi.ts publishes it as given). */
    requestBody?: Record<string, unknown>;
  }
}

/** What the server needs to run a request's import (start.ts binds it to its store). */
export interface BulkImportDeps {
  run(request: RequestImport): Promise<RequestImportResult>;
  /** Appends the request's audit row (durable before the answer). */
  audit(entry: { actor: string; requestId: string; action: string; outcome: string; query: string }): Promise<void>;
  /** Bytes of a body, as sent and decompressed. */
  maxBodyBytes?: number;
  /** Rows (lines) of a body. */
  maxRows?: number;
  /** The receipt (answer JSON) of an earlier request with this token's name, resource and Idempotency-Key. */
  findReceipt?(actor: string, resource: 'person' | 'job', key: string): Promise<string | undefined>;
  /** Stops what `run` started (an import thread), when the server closes. */
  close?(): Promise<void>;
}

export const DEFAULT_IMPORT_BODY_BYTES = 64 * 1024 * 1024;
export const DEFAULT_IMPORT_ROWS = 10_000;
const KEY_PATTERN = '^[A-Za-z0-9._:-]{1,128}$';

const CSV_TYPES = ['text/csv'];
const NDJSON_TYPES = ['application/x-ndjson', 'application/ndjson', 'application/jsonl'];

/** A yes/no query parameter as the query string has it (the validator does not coerce strings). */
const Flag = (description: string) => Type.Union([Type.Literal('true'), Type.Literal('false')], { description });

const ImportQuerySchema = Type.Object({
  on_conflict: Type.Optional(Type.Union([Type.Literal('skip'), Type.Literal('update'), Type.Literal('fail')], {
    description: 'when a row\'s key (e-mail, reference number) exists already or appears earlier in the body; default skip',
  })),
  match: Type.Optional(Type.Union([Type.Literal('email'), Type.Literal('email,phone')], {
    description: 'people only: how a row finds its person',
  })),
  dry_run: Type.Optional(Flag('check and count only; nothing is written')),
  clear_empty: Type.Optional(Flag('an empty cell clears the field instead of meaning "no value"')),
  map: Type.Optional(Type.String({
    maxLength: 10_000,
    description: 'JSON object: column name → field (null ignores the column), as --map',
  })),
}, { additionalProperties: false });

const ImportHeadersSchema = Type.Object({
  'content-encoding': Type.Optional(Type.Union([Type.Literal('gzip'), Type.Literal('identity')])),
  'idempotency-key': Type.Optional(Type.String({ pattern: KEY_PATTERN })),
  'import-run': Type.Optional(Type.String({ pattern: KEY_PATTERN, description: 'the client run this request is a chunk of' })),
  'import-run-last': Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], {
    description: 'the run\'s last chunk: answered when the run\'s people are findable',
  })),
});

const REQUEST_BODY = {
  required: true,
  description: 'The rows: CSV with a header line, or NDJSON (one JSON object per line), UTF-8; gzip with Content-Encoding: gzip',
  content: {
    'text/csv': { schema: { type: 'string' } },
    'application/x-ndjson': { schema: { type: 'string' } },
  },
};

const RESPONSE = {
  description: 'NDJSON: one {"line","reason","row"} per rejected row, then '
    + '{"summary":{rows,created,updated,skipped,rejected,conflicts,dry_run,seconds}}',
  content: { 'application/x-ndjson': { schema: { type: 'string' } } },
};

type ImportQuery = Static<typeof ImportQuerySchema>;

function columnMapOf(text: string | undefined): ColumnMap | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ValidationError('map must be a JSON object: {"column": "field" or null}');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError('map must be a JSON object: {"column": "field" or null}');
  }
  const map: ColumnMap = {};
  for (const [column, field] of Object.entries(value)) {
    if (field !== null && typeof field !== 'string') {
      throw new ValidationError(`map: the field for column "${column}" must be a string or null`);
    }
    map[column] = field;
  }
  return map;
}

function formatOf(request: FastifyRequest): 'csv' | 'ndjson' {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return CSV_TYPES.includes(type) ? 'csv' : 'ndjson';
}

/** Imports run one at a time per server: they share one writer, and a queue keeps each request's transaction whole. */
function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * Requests with an Idempotency-Key still running, by token, resource and key: a retry that
 * comes meanwhile waits for the first one's answer. Once answered, the store's receipt is
 * what answers a retry (written in the request's transaction, so it survives a restart).
 */
function requestsInFlight() {
  const running = new Map<string, Promise<string>>();
  return {
    once(key: string | undefined, make: () => Promise<string>): Promise<string> {
      if (key === undefined) return make();
      const known = running.get(key);
      if (known) return known;
      const made = make();
      running.set(key, made);
      const forget = () => running.delete(key);
      made.then(forget, forget);
      return made;
    },
  };
}

export function personImportRoutes(app: FastifyInstance, deps: BulkImportDeps | undefined): void {
  if (!deps) return;
  const maxBytes = deps.maxBodyBytes ?? DEFAULT_IMPORT_BODY_BYTES;
  const maxRows = deps.maxRows ?? DEFAULT_IMPORT_ROWS;
  const queue = serialQueue();
  const memory = requestsInFlight();
  app.addHook('onClose', async () => {
    await deps.close?.();
  });

  // A scope of its own: the body parser below hands the raw stream over for these routes only;
  // every other route keeps the JSON body parser.
  void app.register(async (scope) => {
    scope.addContentTypeParser([...CSV_TYPES, ...NDJSON_TYPES], (_request, payload, done) => done(null, payload));
    const typed = scope.withTypeProvider<TypeBoxTypeProvider>();
    for (const resource of ['person', 'job'] as const) {
      typed.post(`/${resource}/import`, {
        schema: {
          summary: `Bulk import of ${resource === 'person' ? 'people' : 'jobs'}: the rows of \`recruit ${resource} import\` in one request `
            + `(at most ${maxRows} rows and ${maxBytes} bytes; 413 beyond); rejects and summary as NDJSON`,
          tags: [resource],
          querystring: ImportQuerySchema,
          headers: ImportHeadersSchema,
          requestBody: REQUEST_BODY,
          response: { 200: RESPONSE },
        },
      }, async (request, reply) => {
        const query = request.query;
        const format = formatOf(request);
        const actor = request.identity?.name ?? 'anonymous';
        const key = request.headers['idempotency-key'];
        const runId = request.headers['import-run'];
        const run = runId === undefined ? undefined : { id: runId, last: request.headers['import-run-last'] === 'true' };
        const answer = await memory.once(key === undefined ? undefined : `${actor}\n${resource}\n${key}`, async () => {
          // Answered before (the answer lost, the server maybe restarted since): the receipt, not a second import.
          const receipt = key === undefined ? undefined : await deps.findReceipt?.(actor, resource, key);
          if (receipt !== undefined) return answerText(JSON.parse(receipt) as RequestImportResult);
          return importBody(request, resource, format, query, { deps, queue, maxBytes, maxRows, actor, key, run });
        });
        return reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(answer);
      });
    }
  });
}

interface ImportContext {
  deps: BulkImportDeps;
  queue: ReturnType<typeof serialQueue>;
  maxBytes: number;
  maxRows: number;
  actor: string;
  key: string | undefined;
  run: RequestImport['run'];
}

async function importBody(
  request: FastifyRequest, resource: 'person' | 'job', format: 'csv' | 'ndjson', query: ImportQuery, context: ImportContext,
): Promise<string> {
  const { deps, maxBytes, maxRows } = context;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new PayloadTooLargeError(`the body is larger than ${maxBytes} bytes; send the rows in smaller requests`);
  }
  if (resource === 'job' && query.on_conflict === 'update') {
    throw new ValidationError('jobs cannot be updated by an import: on_conflict is skip or fail');
  }
  const body = await spoolBody(request.raw, {
    gzip: request.headers['content-encoding'] === 'gzip',
    maxBytes,
    maxLines: maxRows + (format === 'csv' ? 1 : 0),
    name: `body.${format}`,
  });
  const action = `${resource}.import`;
  try {
    const result = await context.queue(() => deps.run({
      resource,
      path: body.path,
      format,
      onConflict: query.on_conflict ?? 'skip',
      matchPhone: query.match === 'email,phone',
      dryRun: query.dry_run === 'true',
      clearEmpty: query.clear_empty === 'true',
      columnMap: columnMapOf(query.map),
      maxRows,
      actor: context.actor,
      receipt: context.key === undefined ? undefined : { actor: context.actor, key: context.key },
      run: context.run,
    })).catch(async (error: unknown) => {
      const outcome = error instanceof RecruitError ? error.code : 'error';
      await deps.audit({ actor: context.actor, requestId: request.id, action, outcome, query: JSON.stringify({ bytes: body.bytes }) });
      throw error;
    });
    // The counts only: the rows themselves (person data) stay out of the audit trail.
    const { seconds: _seconds, ...counts } = result.summary;
    const audited = JSON.stringify({ ...counts, bytes: body.bytes });
    await deps.audit({ actor: context.actor, requestId: request.id, action, outcome: 'ok', query: audited });
    return answerText(result);
  } finally {
    await body.remove();
  }
}
