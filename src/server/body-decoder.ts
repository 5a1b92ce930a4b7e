// The main thread's side of body-worker.ts: one lazily started worker thread shared by
// every large request body. Chunks are posted as they arrive, so the
// copy is spread over the upload; the parse and base64 decode happen off the event loop.
// If the thread dies (out of memory, say), the bodies it held fail with 503 and the next
// body starts a fresh thread.
import { Worker } from 'node:worker_threads';
import type { ErrorCode } from '../domain/errors.js';

export type BodyWorkerRequest =
  | { type: 'chunk'; id: number; chunk: Uint8Array }
  | { type: 'end'; id: number; base64: Base64Member[] }
  | { type: 'drop'; id: number };

export type BodyWorkerReply =
  | { id: number; ok: true; value: unknown; decoded: Record<string, Uint8Array> }
  | { id: number; ok: false; error: { code: ErrorCode; message: string; details?: unknown } };

/** A member of the body that holds a file as base64, and its decoded size limit. */
export interface Base64Member {
  name: string;
  maxBytes: number;
}

export interface DecodedBody {
  value: unknown;
  /** The decoded base64 members; in `value` they are replaced by ''. */
  decoded: Record<string, Uint8Array>;
}

export interface BodySession {
  /** Hands the chunk over: the caller must not use it afterwards. */
  write(chunk: Uint8Array): void;
  end(base64: Base64Member[]): Promise<DecodedBody>;
  /** The request failed before its end: the worker forgets the chunks. */
  drop(): void;
}

export interface BodyDecoder {
  open(): BodySession;
  close(): Promise<void>;
}

export function createBodyDecoder(): BodyDecoder {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve(body: DecodedBody): void; reject(error: Error): void }>();

  const start = (): Worker => {
    const started = new Worker(workerUrl());
    started.unref();
    started.on('message', (reply: BodyWorkerReply) => {
      const pending = waiting.get(reply.id);
      if (!pending) return;
      waiting.delete(reply.id);
      if (reply.ok) pending.resolve({ value: reply.value, decoded: reply.decoded });
      else pending.reject(shapedError(reply.error.code, reply.error.message, reply.error.details));
    });
    const fail = (why: string) => {
      if (worker === started) worker = undefined;
      for (const [id, pending] of waiting) {
        waiting.delete(id);
        pending.reject(shapedError('unavailable', `the request body could not be read (${why}); try again`));
      }
    };
    started.on('error', (error) => fail(error.message));
    started.on('exit', (code) => fail(`worker exited ${code}`));
    return started;
  };

  return {
    open() {
      const id = nextId++;
      const thread = (worker ??= start());
      return {
        write(chunk) {
          // A socket's chunk owns its ArrayBuffer: hand it over instead of copying it. A view
          // into a shared pool (small Buffers) is copied, as the pool must stay here.
          const owned = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength && chunk.buffer instanceof ArrayBuffer;
          thread.postMessage({ type: 'chunk', id, chunk } satisfies BodyWorkerRequest, owned ? [chunk.buffer as ArrayBuffer] : []);
        },
        end(base64) {
          return new Promise<DecodedBody>((resolve, reject) => {
            waiting.set(id, { resolve, reject });
            thread.postMessage({ type: 'end', id, base64 } satisfies BodyWorkerRequest);
          });
        },
        drop() {
          thread.postMessage({ type: 'drop', id } satisfies BodyWorkerRequest);
        },
      };
    },
    async close() {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}

/** An error mapError() maps by its code (error-status.ts accepts our shape from another thread). */
function shapedError(code: ErrorCode, message: string, details?: unknown): Error {
  return Object.assign(new Error(message), { code, details });
}

/** dist/server/body-worker.js beside this module; from the TypeScript source (vitest), the build. */
function workerUrl(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('../../dist/server/body-worker.js', import.meta.url);
  return new URL('./body-worker.js', import.meta.url);
}
