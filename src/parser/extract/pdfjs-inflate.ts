// pdfjs inflates font programs and content streams with its own JavaScript decoder, a block
// at a time as the parser asks for bytes. In a cold parse thread that code runs in V8's
// interpreter: ~70 ms of a ~300 ms text PDF went to it (cold start).
// zlib in Node does the same natively in a millisecond or two. pdfjs does not export its
// FlateStream class, so the parse thread's bundle (scripts/bundle-threads.mjs) hands it
// to `useNativeInflate` from inside pdfjs's module; unbundled, pdfjs keeps its own decoder.
//
// Same bytes out: the whole stream is inflated on the first read, and a stream zlib refuses
// (corrupt or cut short) is decoded by pdfjs's code from the start, as before — with the
// same result, or the same error.
import { inflateRaw } from './inflate.js';
import { DEFAULT_INFLATE_LIMITS } from './pdf-guard.js';

/** The parts of pdfjs's FlateStream (a DecodeStream) this relies on. */
interface FlateStreamLike {
  str: { pos: number; getBytes(): Uint8Array };
  buffer: Uint8Array;
  bufferLength: number;
  eof: boolean;
  ensureBuffer(requested: number): Uint8Array;
  readBlock(...args: unknown[]): void;
}

const triedNatively = new WeakSet<object>();

export function useNativeInflate(FlateStream: { prototype: FlateStreamLike }): void {
  const readBlockInJs = FlateStream.prototype.readBlock;
  if (typeof readBlockInJs !== 'function') return; // another pdfjs: keep its decoder
  FlateStream.prototype.readBlock = function readBlock(this: FlateStreamLike, ...args: unknown[]): void {
    if (!triedNatively.has(this)) {
      triedNatively.add(this);
      if (inflateAll(this)) return;
    }
    readBlockInJs.apply(this, args);
  };
}

/** Inflates the rest of the stream into pdfjs's buffer; false (nothing consumed) if zlib refuses it. */
function inflateAll(stream: FlateStreamLike): boolean {
  const source = stream.str;
  const start = source.pos;
  // pdfjs's constructor has read the two zlib header bytes: the rest is raw deflate data
  // (then the Adler-32 checksum, which raw inflation ignores).
  const compressed = source.getBytes();
  let inflated: Buffer;
  try {
    inflated = inflateRaw(compressed, { maxOutputLength: DEFAULT_INFLATE_LIMITS.perStreamBytes });
  } catch {
    source.pos = start;
    return false;
  }
  const buffer = stream.ensureBuffer(stream.bufferLength + inflated.length);
  buffer.set(inflated, stream.bufferLength);
  stream.bufferLength += inflated.length;
  stream.eof = true;
  return true;
}
