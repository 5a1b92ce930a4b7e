// The one error hierarchy of recruit (DESIGN.md §3, §4). Everything below the CLI
// runner and the HTTP error handler throws these; the mapping to exit codes lives
// in src/cli/exit-codes.ts and the mapping to HTTP statuses in src/server/error-status.ts.

/** Stable machine-readable codes; they appear in the HTTP error body. */
export type ErrorCode =
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

export interface FieldIssue {
  /** JSON-pointer-like path of the offending field, e.g. "/email" or "/category/1". */
  path: string;
  message: string;
}

export abstract class RecruitError extends Error {
  abstract readonly code: ErrorCode;
  /** A short suggestion for the user ("run `recruit codes country`"), printed after the error. */
  readonly hint: string | undefined;
  readonly details: unknown;

  constructor(message: string, options: { hint?: string | undefined; details?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.hint = options.hint;
    this.details = options.details;
  }
}

export class ValidationError extends RecruitError {
  readonly code = 'validation_failed';
  constructor(message: string, issues: FieldIssue[] = [], hint?: string) {
    super(message, { details: issues, hint });
  }
  get issues(): FieldIssue[] {
    return (this.details as FieldIssue[] | undefined) ?? [];
  }
  /** A ValidationError for a single field. */
  static field(path: string, message: string, hint?: string): ValidationError {
    return new ValidationError(`${path.replace(/^\//, '') || 'body'}: ${message}`, [{ path, message }], hint);
  }
}

/**
 * The server answers an older version of the API than a command needs (an endpoint it does
 * not have yet): a usage problem for the user (exit 2, HTTP 400), not a missing resource.
 */
export class IncompatibleServerError extends ValidationError {}

export class UnauthorizedError extends RecruitError {
  readonly code = 'unauthorized';
}

export class ForbiddenError extends RecruitError {
  readonly code = 'forbidden';
}

export class NotFoundError extends RecruitError {
  readonly code = 'not_found';
}

export class ConflictError extends RecruitError {
  readonly code = 'conflict';
}

export class PayloadTooLargeError extends RecruitError {
  readonly code = 'payload_too_large';
}

export class UnsupportedMediaTypeError extends RecruitError {
  readonly code = 'unsupported_media_type';
}

/** Input that is well-formed but cannot be processed (an unreadable résumé, a photo that is not an image). */
export class UnprocessableError extends RecruitError {
  readonly code = 'unprocessable';
}

export class RateLimitedError extends RecruitError {
  readonly code = 'rate_limited';
  constructor(message: string, readonly retryAfterSeconds: number | undefined = undefined, hint?: string) {
    super(message, { hint: hint ?? (retryAfterSeconds === undefined ? undefined : `retry after ${retryAfterSeconds}s`) });
  }
}

/** A dependency is not there: the remote server cannot be reached or answered 5xx, the audit log cannot be written. */
export class UnavailableError extends RecruitError {
  readonly code = 'unavailable';
}

/**
 * This machine cannot do it, and neither the input nor a remote server is to blame: the port
 * is in use, the database file may not be written. The server answers 503 (code
 * `unavailable`); the CLI exits 1 (failure), not 6, which means a remote could not be reached.
 */
export class EnvironmentError extends UnavailableError {}

/**
 * A check run (`recruit doctor`, `recruit smoke`) found failures: its report is already out,
 * this only ends the run with exit 1.
 */
export class ChecksFailedError extends EnvironmentError {}

/** A bug: never carries user data in its message. */
export class InternalError extends RecruitError {
  readonly code = 'internal';
}

export function isRecruitError(value: unknown): value is RecruitError {
  return value instanceof RecruitError;
}
