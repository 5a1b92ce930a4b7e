// A test's code run in a worker thread of its own (V8 flags, pdfjs and loaded modules are per thread).
import { Worker } from 'node:worker_threads';

/** Runs `code` in a thread of its own and answers its first message (the thread is then ended). */
export function firstMessageOf<T = Record<string, unknown>>(code: string, workerData?: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(code, { eval: true, workerData });
    thread.once('message', (message: T) => {
      void thread.terminate();
      resolve(message);
    });
    thread.once('error', reject);
  });
}
