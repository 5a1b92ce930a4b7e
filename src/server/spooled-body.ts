// A request body written to a temporary file before anything is imported from it: a body
// cut off mid-stream (the client gone, the connection reset) is then simply deleted, so an
// import never starts from half a file; and the file is read by the same code, off the
// event loop, as `recruit person import FILE`. The limits are checked while the bytes
// arrive (decompressed bytes too, against a small gzip that unpacks to gigabytes), so a
// body over them stops being read at once and is answered 413.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PayloadTooLargeError, ValidationError } from '../domain/errors.js';

export interface SpoolLimits {
  /** Bytes of the body as sent and, separately, once decompressed. */
  maxBytes: number;
  /** Lines of text (a CSV header is one): a row takes at least one line, so more lines than this is more rows than allowed. */
  maxLines: number;
}

export interface SpooledBody {
  path: string;
  /** Decompressed bytes. */
  bytes: number;
  remove(): Promise<void>;
}

const NEWLINE = 0x0a;

/** Counts bytes and lines as they pass, failing with PayloadTooLargeError beyond the limits. */
function limiter(limits: SpoolLimits, what: string, countLines: boolean, counted: { bytes: number }): Transform {
  let lines = 0;
  let last = NEWLINE;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > limits.maxBytes) {
        done(new PayloadTooLargeError(`the ${what} is larger than ${limits.maxBytes} bytes; send the rows in smaller requests`));
        return;
      }
      if (countLines && chunk.length > 0) {
        let at = chunk.indexOf(NEWLINE);
        while (at !== -1) {
          lines++;
          at = chunk.indexOf(NEWLINE, at + 1);
        }
        last = chunk[chunk.length - 1] as number;
        // A last line without its newline counts too.
        if (lines + (last === NEWLINE ? 0 : 1) > limits.maxLines) {
          done(new PayloadTooLargeError(`the body has more than ${limits.maxLines} lines; send at most that many rows per request`));
          return;
        }
      }
      done(null, chunk);
    },
  });
}

/**
 * Writes `body` (gzip-decoded when `gzip`) into a new temporary directory. Rejects with
 * PayloadTooLargeError over the limits, ValidationError for a body that is not gzip as
 * declared or that broke off; nothing is left on disk then.
 */
export async function spoolBody(body: Readable, options: SpoolLimits & { gzip: boolean; name: string }): Promise<SpooledBody> {
  const dir = await mkdtemp(join(tmpdir(), 'recruit-import-'));
  const path = join(dir, options.name);
  const remove = () => rm(dir, { recursive: true, force: true });
  const sent = { bytes: 0 };
  const decoded = { bytes: 0 };
  type Stage = NodeJS.ReadableStream | NodeJS.ReadWriteStream | NodeJS.WritableStream;
  const stages: Stage[] = [body, limiter(options, 'body', !options.gzip, sent)];
  if (options.gzip) stages.push(createGunzip(), limiter(options, 'decompressed body', true, decoded));
  stages.push(createWriteStream(path));
  let aborted = false;
  const onAborted = () => {
    aborted = true;
  };
  body.once('aborted', onAborted);
  try {
    await pipeline(stages as unknown as [Readable, ...NodeJS.WritableStream[]]);
  } catch (error) {
    await remove();
    if (error instanceof PayloadTooLargeError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || code === 'ERR_PADDING_1') {
      throw new ValidationError('the body is not valid gzip (Content-Encoding: gzip); nothing was imported');
    }
    if (aborted || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new ValidationError('the body broke off before its end; nothing was imported');
    }
    throw error;
  } finally {
    body.off('aborted', onAborted);
  }
  return { path, bytes: options.gzip ? decoded.bytes : sent.bytes, remove };
}
