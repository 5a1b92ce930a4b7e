// Issue 14 item 8: one tesseract at a time across a pool's threads (extract/ocr-slot.ts),
// on real worker threads sharing the cell as the pool does; built code (`npm run build`).
import { describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { createOcrSlot } from '../../../src/parser/extract/ocr-slot.js';

const SLOT = new URL('../../../dist/parser/extract/ocr-slot.js', import.meta.url).href;

/** A thread that takes the slot (waiting at most maxWaitMs), says so, holds it holdMs, frees it (or not). */
function holder(slot: SharedArrayBuffer, name: string, maxWaitMs: number, holdMs: number, release: boolean, log: string[]): Promise<void> {
  const worker = new Worker(`
    const { parentPort } = require('node:worker_threads');
    import(${JSON.stringify(SLOT)}).then(async ({ acquireOcrSlot, releaseOcrSlot }) => {
      await acquireOcrSlot(${maxWaitMs});
      parentPort.postMessage('${name} took');
      await new Promise((r) => setTimeout(r, ${holdMs}));
      parentPort.postMessage('${name} frees');
      if (${release}) releaseOcrSlot();
    });`, { eval: true, workerData: { ocrSlot: slot } });
  worker.on('message', (m: string) => log.push(m));
  return new Promise((resolve, reject) => {
    worker.on('error', reject);
    worker.on('exit', () => resolve());
  });
}

describe('the OCR slot', () => {
  it('a second thread waits until the first frees the slot', async () => {
    const slot = createOcrSlot();
    const log: string[] = [];
    const a = holder(slot, 'A', 10_000, 400, true, log);
    await new Promise((r) => setTimeout(r, 150));
    const b = holder(slot, 'B', 10_000, 10, true, log);
    await Promise.all([a, b]);
    expect(log).toEqual(['A took', 'A frees', 'B took', 'B frees']);
  }, 30_000);

  it('a holder that never frees it is overtaken after the wait limit, not waited for forever', async () => {
    const slot = createOcrSlot();
    const log: string[] = [];
    await holder(slot, 'A', 10_000, 10, false, log); // exits holding the slot, as a terminated thread would
    await holder(slot, 'B', 300, 10, true, log);
    expect(log).toEqual(['A took', 'A frees', 'B took', 'B frees']);
    expect(new Int32Array(slot)[0]).toBe(0);
  }, 30_000);
});
