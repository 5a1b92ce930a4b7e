// Worker thread for large request bodies: JSON.parse of a 27 MB upload
// and the strict base64 decode of its file took ~100 ms of the event loop each, so four
// uploads in parallel pushed GET /job to p50 407 ms. Here they block only this thread.
// The chunks arrive as they are received (json-body.ts); on "end" the body is parsed, each
// named base64 member decoded to bytes (sent back by transfer, not copy) and replaced by ''.
// Errors go back as data: class identity does not survive the thread boundary.
import { parentPort } from 'node:worker_threads';
import { isRecruitError } from '../domain/errors.js';
import { decodeBase64 } from '../service/base64.js';
import { parseJsonBytes } from './json-text.js';
import type { BodyWorkerReply, BodyWorkerRequest } from './body-decoder.js';

const bodies = new Map<number, Uint8Array[]>();

parentPort?.on('message', (message: BodyWorkerRequest) => {
  if (message.type === 'chunk') {
    const chunks = bodies.get(message.id) ?? [];
    chunks.push(message.chunk);
    bodies.set(message.id, chunks);
    return;
  }
  const chunks = bodies.get(message.id) ?? [];
  bodies.delete(message.id);
  if (message.type === 'drop') return;
  parentPort!.postMessage(...finish(message.id, chunks, message.base64));
});

function finish(id: number, chunks: Uint8Array[], base64: { name: string; maxBytes: number }[]): [BodyWorkerReply, ArrayBuffer[]] {
  try {
    const value = parseJsonBytes(Buffer.concat(chunks));
    const decoded: Record<string, Uint8Array> = {};
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const members = value as Record<string, unknown>;
      for (const { name, maxBytes } of base64) {
        const text = members[name];
        if (typeof text !== 'string') continue; // the route's schema reports it
        decoded[name] = decodeBase64(text, name, maxBytes);
        members[name] = '';
      }
    }
    const transfer = Object.values(decoded).map((bytes) => bytes.buffer as ArrayBuffer);
    return [{ id, ok: true, value, decoded }, transfer];
  } catch (error) {
    if (isRecruitError(error)) return [{ id, ok: false, error: { code: error.code, message: error.message, details: error.details } }, []];
    return [{ id, ok: false, error: { code: 'internal', message: error instanceof Error ? error.message : String(error) } }, []];
  }
}
