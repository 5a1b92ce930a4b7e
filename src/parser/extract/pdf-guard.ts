// PDF-bomb guard: a 5.6 MB PDF whose one FlateDecode stream inflates to
// 4 GiB of zeros took the server to 3.1 GB, because pdfjs inflates whole streams into
// ArrayBuffers, which the worker's heap limit does not count. Like zip-guard.ts does for
// DOCX/ODT, this runs before pdfjs sees the file: it inflates every zlib stream of the
// file with a running output limit and refuses the file once a stream (or the file) would
// expand beyond what any résumé needs.
//
// Streams are found by their `stream` … `endstream` keywords and recognised as zlib by
// their two header bytes, not by their /Filter: a filter can hide behind an indirect
// reference, and the header cannot. A second zlib layer ([/FlateDecode /FlateDecode]) is
// inflated too. Encrypted streams look like noise and are skipped: for those the worker's
// memory limit and the pool's time limit remain the defence.
import { inflate, zlibConstants as constants } from './inflate.js';
import { UnprocessableError } from '../../domain/errors.js';

export interface InflateLimits {
  /** Largest expansion of one stream (fonts and page images of a CV: a few MB). */
  perStreamBytes: number;
  /** Largest expansion of all streams together. */
  perFileBytes: number;
}

export const DEFAULT_INFLATE_LIMITS: InflateLimits = { perStreamBytes: 64 * 1024 * 1024, perFileBytes: 256 * 1024 * 1024 };

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');
const CR = 0x0d;
const LF = 0x0a;

/** Throws UnprocessableError when the PDF's compressed streams expand beyond the limits. */
export function assertPdfInflatesSafely(bytes: Uint8Array, limits: InflateLimits = DEFAULT_INFLATE_LIMITS): void {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (const data of zlibStreams(pdf)) {
    total += inflatedSize(data, limits.perStreamBytes, 2);
    if (total > limits.perFileBytes) throw bomb(`its compressed streams expand beyond ${mb(limits.perFileBytes)}`);
  }
}

/** The data of every `stream` … `endstream` section that starts with a zlib header. */
function* zlibStreams(pdf: Buffer): Generator<Buffer> {
  let at = 0;
  for (;;) {
    const keyword = pdf.indexOf(STREAM, at);
    if (keyword < 0) return;
    at = keyword + STREAM.length;
    if (keyword >= 3 && pdf.toString('latin1', keyword - 3, keyword) === 'end') continue;
    // The keyword is followed by CRLF or LF (a lone CR is tolerated, as pdfjs does).
    let start = at;
    if (pdf[start] === CR) start++;
    if (pdf[start] === LF) start++;
    if (start === at) continue; // "stream" inside some other token
    const end = pdf.indexOf(END_STREAM, start);
    const data = pdf.subarray(start, end < 0 ? pdf.length : end);
    if (isZlibHeader(data)) yield data;
    if (end > 0) at = end + END_STREAM.length;
  }
}

function isZlibHeader(data: Uint8Array): boolean {
  return data.length >= 2 && (data[0]! & 0x0f) === 8 && (data[0]! >> 4) <= 7 && ((data[0]! << 8) | data[1]!) % 31 === 0;
}

/**
 * Bytes the stream inflates to; throws once that passes `limit`. zlib stops at the limit
 * (maxOutputLength), so at most `limit` bytes are ever held. A damaged stream counts what
 * it yields before the damage (Z_SYNC_FLUSH does not demand a proper end).
 */
function inflatedSize(data: Uint8Array, limit: number, layers: number): number {
  let out: Buffer;
  try {
    out = inflate(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: limit });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
      throw bomb(`a compressed stream expands beyond ${mb(limit)}`);
    }
    return 0; // not really deflate, or damaged from the start: pdfjs decides what it is
  }
  return layers > 1 && isZlibHeader(out) ? Math.max(out.length, inflatedSize(out, limit, layers - 1)) : out.length;
}

const mb = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;

function bomb(why: string): UnprocessableError {
  return new UnprocessableError(`the PDF is not safe to open: ${why} (possible PDF bomb)`);
}
