// One tesseract worker per process at a time (issue 14 item 8: 100 CVs within 400 MB). A
// tesseract worker grows to 150–250 MB on a page; two scans parsed side by side by two pool
// threads held both. The pool shares a one-cell SharedArrayBuffer with its threads (piscina
// workerData); a thread takes the cell before it starts tesseract and frees it when it stops
// it (ocr.ts). A holder that takes too long, or whose thread was terminated mid-scan, is
// overtaken after `maxWaitMs`: then two OCR at once, as before, never a hang.
import { threadId, workerData as threadData } from 'node:worker_threads';

let cell: Int32Array | null | undefined;
// Node 20 has Atomics.waitAsync; the project's TypeScript lib (es2022) does not declare it.
type WaitAsync = (array: Int32Array, index: number, value: number, timeoutMs: number) => { async: boolean; value: unknown };
const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;
const me = threadId + 1; // 0 means free

async function slotCell(): Promise<Int32Array | null> {
  if (cell !== undefined) return cell;
  // piscina hands its option through its own export; a plain Worker through worker_threads.
  const { workerData } = (await import('piscina')) as { workerData?: { ocrSlot?: unknown } };
  const slot = workerData?.ocrSlot ?? (threadData as { ocrSlot?: unknown } | null)?.ocrSlot;
  cell = slot instanceof SharedArrayBuffer ? new Int32Array(slot) : null;
  return cell;
}

export async function acquireOcrSlot(maxWaitMs: number): Promise<void> {
  const lock = await slotCell();
  if (!lock) return; // main thread (CLI tests, benchmarks): nothing to share with
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const holder = Atomics.compareExchange(lock, 0, 0, me);
    if (holder === 0 || holder === me) return;
    const left = deadline - Date.now();
    if (left <= 0) {
      Atomics.store(lock, 0, me);
      return;
    }
    const wait = waitAsync(lock, 0, holder, Math.min(left, 1000));
    if (!wait.async) continue;
    // A pending waitAsync does not keep a thread's event loop alive; this timer does.
    const keepAlive = setTimeout(() => undefined, Math.min(left, 1000));
    await wait.value;
    clearTimeout(keepAlive);
  }
}

export function releaseOcrSlot(): void {
  if (cell && Atomics.compareExchange(cell, 0, me, 0) === me) Atomics.notify(cell, 0);
}

/** The cell a pool hands its threads (as piscina workerData `{ ocrSlot }`). */
export function createOcrSlot(): SharedArrayBuffer {
  return new SharedArrayBuffer(4);
}
