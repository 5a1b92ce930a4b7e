// PostgreSQL's error codes as domain errors (contract/: no driver code reaches a service).
// Rules the store checks itself (an e-mail taken, a job deleted) come back as ConflictError
// or NotFoundError from the repository; what is left here is the database being away or
// unable to write, which the server answers with 503 `unavailable` and Retry-After.
import { UnavailableError } from '../../domain/errors.js';
import { GUARD_REFUSAL } from './people-writers.js';

/** SQLSTATE of a unique_violation, and the constraint it names. */
export function uniqueViolation(error: unknown): string | undefined {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' ? (typeof constraint === 'string' ? constraint : '') : undefined;
}

/** Socket-level failures: the server is down, restarting or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH']);

/** True when the error says the database cannot be reached or cannot take work now. */
export function isUnavailable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    // 08: connection exception; 57P01-57P03: shutdown / cannot connect now; 53: insufficient
    // resources (disk full, too many connections); 58: system error (I/O).
    if (/^(08|53|58)/.test(code) || code === '57P01' || code === '57P02' || code === '57P03') return true;
  }
  // node-postgres' own words for a connection that ended or could not be made in time.
  return typeof message === 'string' && /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed/i.test(message);
}

/** The people writers' guard refusing a write while the unique e-mail index is away (people-writers.ts). */
function guardRefusal(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === GUARD_REFUSAL && typeof message === 'string' && message.startsWith('people cannot be written now');
}

/** The guard's refusal, as the driver gave it or as the UnavailableError made of it. */
export function isGuardRefusal(error: unknown): boolean {
  return guardRefusal(error) || (error instanceof UnavailableError && guardRefusal(error.cause));
}

/** Driver errors a caller can act on, as domain errors; anything else stays as it is (a 500). */
export function domainErrorOf(error: unknown): unknown {
  if (error instanceof UnavailableError) return error;
  if (guardRefusal(error)) {
    const { hint } = error as { hint?: unknown };
    return new UnavailableError((error as Error).message, { hint: typeof hint === 'string' ? hint : 'retry in a moment', cause: error });
  }
  if (isUnavailable(error)) {
    return new UnavailableError('the database cannot be reached', { hint: 'retry in a moment', cause: error });
  }
  return error;
}
