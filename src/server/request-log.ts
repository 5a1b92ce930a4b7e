// The server's log lines, built in ONE place: one line per request (when, level, request
// id, token name, route template, status, duration, and an error's code), one line per
// failure. Nothing a person wrote reaches them: no URL (ids and e-mails ride in paths and
// query strings), no body, no header but a harmless client request id, no error message
// of a client error (messages quote the values they refuse). A 5xx line carries the
// error's type, code, message and stack: internal errors never carry user data
// (domain/errors.ts InternalError), and the driver's extra fields (PostgreSQL's `detail`
// quotes row values) are left out.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { ErrorCode } from '../domain/errors.js';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's X-Request-Id when it cannot forge a log line; undefined otherwise. */
export function clientRequestId(request: FastifyRequest): string | undefined {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : undefined;
}

// The error code of an answer, noted by the error handler for the request's line.
const errorCodes = new WeakMap<FastifyRequest, ErrorCode>();

export function noteErrorCode(request: FastifyRequest, code: ErrorCode): void {
  errorCodes.set(request, code);
}

/** The request's line, at info; built only when info lines are let out (`serve --quiet` does not). */
export function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  if (!(request.log as Logger).isLevelEnabled('info')) return;
  const status = reply.statusCode;
  request.log.info({
    method: request.method,
    route: request.is404 ? '(unknown)' : (request.routeOptions.url ?? '(unknown)'),
    status,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    token: request.identity?.name,
    clientRequestId: clientRequestId(request),
    ...(status >= 400 ? { code: errorCodes.get(request) ?? (status === 404 ? 'not_found' : undefined) } : {}),
  }, 'request');
}

/** An error's fields that are safe to log: its kind, code and (for a bug) where it happened. */
function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: error.message.slice(0, 300),
    stack: error.stack?.split('\n').slice(1, 12).join('\n'),
  };
}

/**
 * A failed request beyond its line: a 5xx as an error with the safe fields of what was
 * thrown, a 422 whose cause is a library's detail as a warning with the cause's kind only
 * (an image decoder's or parser's message can quote the file's name or content).
 */
export function logFailure(request: FastifyRequest, error: unknown, status: number, code: ErrorCode): void {
  if (status >= 500) {
    request.log.error({ code, err: safeError(error) }, 'request failed');
  } else if (status === 422 && error instanceof Error && error.cause instanceof Error) {
    request.log.warn({ code, cause: error.cause.name }, 'input could not be processed');
  }
}
