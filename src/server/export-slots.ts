// At most N access exports streamed at a time per server process. An export reads and sends
// every document a person holds (hundreds of MB); eight at once from one token took 9.5 GB
// when they were built in memory, and even streamed each holds a database chunk, zip state
// and socket buffers for as long as its client reads. Beyond N the answer is 429 with
// Retry-After, so a client backs off instead of queueing work the server cannot start.
import { RateLimitedError } from '../domain/errors.js';

/** Seconds a refused export is told to wait: an export of a few hundred MB takes about that. */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

export interface ExportSlots {
  /** A slot, released by calling the function returned (once; later calls do nothing); RateLimitedError when all are taken. */
  acquire(): () => void;
  readonly inUse: number;
}

export function createExportSlots(limit: number): ExportSlots {
  let inUse = 0;
  return {
    acquire() {
      if (inUse >= limit) {
        throw new RateLimitedError(
          `${limit} access export${limit === 1 ? ' is' : 's are'} already running on this server; try again shortly`,
          EXPORT_RETRY_AFTER_SECONDS,
        );
      }
      inUse++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse--;
      };
    },
    get inUse() {
      return inUse;
    },
  };
}
