// The ONE mapping from errors to exit codes (DESIGN.md §4):
// 0 ok · 1 failure · 2 usage or validation · 3 not found · 4 conflict · 5 auth ·
// 6 remote unreachable or 5xx · 7 rate limited.
import { EnvironmentError, type ErrorCode, type RecruitError } from '../domain/errors.js';

export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  notFound: 3,
  conflict: 4,
  auth: 5,
  unavailable: 6,
  rateLimited: 7,
  /** The user interrupted a prompt (128 + SIGINT, as shells report Ctrl-C). */
  cancelled: 130,
} as const;

const BY_CODE: Record<ErrorCode, number> = {
  validation_failed: EXIT.usage,
  payload_too_large: EXIT.usage,
  unsupported_media_type: EXIT.usage,
  unprocessable: EXIT.usage,
  not_found: EXIT.notFound,
  conflict: EXIT.conflict,
  unauthorized: EXIT.auth,
  forbidden: EXIT.auth,
  unavailable: EXIT.unavailable,
  rate_limited: EXIT.rateLimited,
  internal: EXIT.failure,
};

export function exitCodeFor(code: ErrorCode): number {
  return BY_CODE[code];
}

/** The exit code of an error: by its code, but a local EnvironmentError is a failure (1), not "remote unreachable". */
export function exitCodeOf(error: RecruitError): number {
  return error instanceof EnvironmentError ? EXIT.failure : exitCodeFor(error.code);
}
