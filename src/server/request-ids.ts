// The id of each request (audit rows, log lines, X-Request-Id): UUID-shaped, unique, and cheap.
//
// A random UUID per request cost about a microsecond of a POST /person's CPU (crypto's buffered
// random bytes, formatted anew each time). Uniqueness is what the id is for, not secrecy: it
// names a request in the audit and the logs, and knowing one gives nothing. So a process draws
// one random UUID (version 4 layout) and each request's id is it with a counter in its last 12
// hex digits: distinct for 2^48 requests in this process, and apart from other processes' ids
// by the 74 random bits the prefix keeps.
import { randomUUID } from 'node:crypto';

const COUNTER_DIGITS = 12;
const COUNTER_LIMIT = 16 ** COUNTER_DIGITS;

/** Makes request ids: `xxxxxxxx-xxxx-4xxx-Vxxx-` random once, then a 12-digit hex counter. */
export function createRequestIds(random: () => string = randomUUID): () => string {
  let prefix = '';
  let next = COUNTER_LIMIT;
  return () => {
    if (next >= COUNTER_LIMIT) {
      // A fresh random prefix (at once, and again should a process ever count through 2^48).
      prefix = random().slice(0, 36 - COUNTER_DIGITS);
      next = 0;
    }
    const counter = (next++).toString(16);
    return prefix + '0'.repeat(COUNTER_DIGITS - counter.length) + counter;
  };
}
