// The stop gate (src/parser/stop-gate.ts): a parse thread is terminated only outside its
// zlib calls, because Node aborts the whole process when a thread dies while zlib builds a
// stream. The threads run the build in dist/ (PLATFORM.md §3): `npm run build` first.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { abortWhenStoppable, closeStopGate, createStopGate, unstoppable, useStopGate } from '../../src/parser/stop-gate.js';

const run = promisify(execFile);
const here = (name: string) => new URL(name, import.meta.url);

describe('the stop gate', () => {
  it('lets a thread that inflates in a loop be terminated 150 times without taking the process down', async () => {
    // In a child process: without the gate, one of these terminations aborts the process
    // that owns the thread (measured: within 25–50 on Node 20.20).
    const { stdout } = await run(process.execPath, [here('./stop-gate-terminations.mjs').pathname, '150'], { timeout: 120_000 });
    expect(stdout.trim()).toBe('survived 150');
  }, 150_000);

  it("aborts the pool's signal only after the thread's zlib call in progress, with the source's reason, and the thread makes no further call", async () => {
    const gate = createStopGate();
    const flags = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
    const worker = new Worker(here('./stop-gate-thread.mjs'), { workerData: { gate, mode: 'hold', flags } });
    try {
      await new Promise((resolve) => worker.once('message', resolve));
      const source = new AbortController();
      const stop = abortWhenStoppable(gate, [source.signal]);
      const reason = new Error('the caller gave up');
      source.abort(reason);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stop.signal.aborted).toBe(false); // the thread still holds the gate

      const aborted = new Promise((resolve) => stop.signal.addEventListener('abort', resolve, { once: true }));
      Atomics.store(flags, 0, 1); // let the held call end
      await aborted;
      expect(stop.signal.reason).toBe(reason);
      expect(Atomics.load(flags, 1)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(Atomics.load(flags, 2)).toBe(0); // the second call waits at the closed gate
    } finally {
      await worker.terminate();
    }
  });

  it('closes an open gate at once, and then keeps it closed', async () => {
    const gate = createStopGate();
    await closeStopGate(gate);
    const source = new AbortController();
    source.abort('stop');
    const stop = abortWhenStoppable(gate, [source.signal]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(stop.signal.aborted).toBe(true);
    expect(stop.signal.reason).toBe('stop');
  });

  it('without a gate (outside a pool) a call simply runs, and a gate left behind by a finished task is not used', () => {
    expect(unstoppable(() => 42)).toBe(42);
    const gate = createStopGate();
    useStopGate(gate);
    useStopGate(undefined);
    void closeStopGate(gate);
    expect(unstoppable(() => 'ran')).toBe('ran');
  });

  it('is held by every zlib call of the parser: no other parser module imports node:zlib', () => {
    const parser = new URL('../../src/parser/', import.meta.url);
    const importers = (readdirSync(parser, { recursive: true }) as string[])
      .filter((file) => /\.c?ts$/.test(file))
      .filter((file) => /from ['"](node:)?zlib['"]|require\(['"](node:)?zlib['"]\)/.test(readFileSync(new URL(file, parser), 'utf8')));
    expect(importers).toEqual(['extract/inflate.ts']);
  });
});
