// The ONE mapping from the error hierarchy to HTTP statuses and the error body of
// DESIGN.md §3: { success: false, error: { code, message, details? } }. Fastify's own
// errors (bad JSON, body too large, wrong content type) are translated here too, so a
// client never sees a second error shape, a stack trace, or a 500 for bad input.
import type { ErrorCode } from '../domain/errors.js';
import { isRecruitError, type RateLimitedError, type RecruitError } from '../domain/errors.js';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  503: 'unavailable',
};

export interface ErrorBody {
  success: false;
  error: { code: ErrorCode; message: string; details?: unknown };
}

export interface MappedError {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** Messages for fastify's own client errors, in our words (theirs can quote internals). */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'the request body must be JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'the Content-Length header does not match the body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'the request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'the request body is too large for this endpoint',
  FST_ERR_CTP_INVALID_JSON_BODY: 'the request body is not valid JSON',
};

/** Translates anything thrown while handling a request into status, body and headers. */
export function mapError(error: unknown): MappedError {
  if (isRecruitError(error) || isRecruitShaped(error)) {
    const status = STATUS_BY_CODE[error.code];
    const headers: Record<string, string> = {};
    const retryAfter = (error as Partial<RateLimitedError>).retryAfterSeconds;
    if (error.code === 'rate_limited' && typeof retryAfter === 'number') headers['retry-after'] = String(retryAfter);
    // The database away (PostgreSQL restarting) or busy: worth retrying soon.
    if (error.code === 'unavailable') headers['retry-after'] = '1';
    if (error.code === 'unauthorized') headers['www-authenticate'] = 'Bearer realm="recruit"';
    // An internal error's message is ours, but it may describe internals: keep it generic.
    const message = error.code === 'internal' ? 'internal error' : error.message;
    return { status, headers, body: errorBody(error.code, message, error.details) };
  }
  const fastifyError = error as { statusCode?: unknown; code?: unknown; message?: unknown };
  // A lock another process held past the request's wait: retry later, not a bug.
  if (typeof fastifyError.code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(fastifyError.code)) {
    return { status: 503, headers: { 'retry-after': '1' }, body: errorBody('unavailable', 'the database is locked by another process; try again') };
  }
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  const code = status >= 400 && status < 500 ? (CODE_BY_STATUS[status] ?? 'validation_failed') : undefined;
  if (code !== undefined) {
    const known = typeof fastifyError.code === 'string' ? FASTIFY_MESSAGES[fastifyError.code] : undefined;
    const message = known ?? (status === 400 ? 'bad request' : code.replace(/_/g, ' '));
    return { status: STATUS_BY_CODE[code], headers: {}, body: errorBody(code, message) };
  }
  if (status === 503) return { status, headers: {}, body: errorBody('unavailable', 'the service is unavailable') };
  return { status: 500, headers: {}, body: errorBody('internal', 'internal error') };
}

/**
 * An error of our hierarchy from a second copy of the module (the parser's worker code
 * loaded from another path, say): same shape, not the same class. Fastify's own errors
 * have FST_* codes, so they never match.
 */
function isRecruitShaped(error: unknown): error is RecruitError {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && Object.hasOwn(STATUS_BY_CODE, code);
}

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  const hasDetails = details !== undefined && !(Array.isArray(details) && details.length === 0);
  return { success: false, error: hasDetails ? { code, message, details } : { code, message } };
}
