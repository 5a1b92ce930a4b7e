// The parse thread's only door to node:zlib: every call holds the task's stop gate, because
// terminating the thread while zlib builds a stream aborts the whole process (../stop-gate.ts).
import { inflateRawSync, inflateSync, type ZlibOptions } from 'node:zlib';
import { unstoppable } from '../stop-gate.js';

export { constants as zlibConstants } from 'node:zlib';

/** zlib-wrapped deflate data, inflated (node:zlib's inflateSync, same options and errors). */
export function inflate(data: Uint8Array, options: ZlibOptions): Buffer {
  return unstoppable(() => inflateSync(data, options));
}

/** Raw deflate data, inflated (node:zlib's inflateRawSync, same options and errors). */
export function inflateRaw(data: Uint8Array, options: ZlibOptions): Buffer {
  return unstoppable(() => inflateRawSync(data, options));
}
