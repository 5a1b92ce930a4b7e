// The flag gate (src/parser/flag-gate.ts, src/parser/flag-gate-thread.cts): the pool sets V8
// flags only while its threads wait at the gate, once, and a thread it does not answer starts
// without them. Real threads on the build in dist/ (`npm run build` first).
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { applyWhenThreadParks, createFlagGate, FlagGateState, type FlagGate } from '../../src/parser/flag-gate.js';

const threads: Worker[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((t) => t.terminate()));
});

/** Threads that arrive at `gate`; `passed[i]` turns 1 once thread i went on. */
function startThreads(gate: FlagGate, count: number, waitMs = 5_000) {
  const passed = new Int32Array(new SharedArrayBuffer(count * Int32Array.BYTES_PER_ELEMENT));
  const arrived: Promise<unknown>[] = [];
  const gone: Promise<unknown>[] = [];
  for (let index = 0; index < count; index++) {
    const thread = new Worker(new URL('./flag-gate-thread.mjs', import.meta.url), { workerData: { flagGate: gate, waitMs, passed, index } });
    threads.push(thread);
    arrived.push(new Promise((resolve) => thread.once('message', resolve)));
    gone.push(new Promise((resolve) => thread.on('message', (m) => m === 'passed' && resolve(m))));
  }
  return { passed, arrived: Promise.all(arrived), gone: Promise.all(gone) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the flag gate', () => {
  it('sets the flags once, while every thread that arrived waits, then lets them all go on', async () => {
    const gate = createFlagGate();
    const { passed, arrived, gone } = startThreads(gate, 3);
    await arrived;
    await pause(50); // long enough for any thread that would not wait to pass
    expect([...passed]).toEqual([0, 0, 0]);
    const seenByApply: number[][] = [];
    expect(await applyWhenThreadParks(gate, () => seenByApply.push([...passed]))).toBe(true);
    await gone;
    expect(seenByApply).toEqual([[0, 0, 0]]);
    expect([...passed]).toEqual([1, 1, 1]);
    expect(Atomics.load(gate, 0)).toBe(FlagGateState.set);
  });

  it('a thread that arrives after the flags were set goes on at once', async () => {
    const gate = createFlagGate();
    const first = startThreads(gate, 1);
    expect(await applyWhenThreadParks(gate, () => undefined)).toBe(true);
    await first.gone;
    const later = startThreads(gate, 1, 60_000);
    await later.gone; // within the test's time limit, far below the 60 s wait
    expect([...later.passed]).toEqual([1]);
  });

  it('a thread the pool does not answer in time starts without the flags, and the pool then leaves them alone', async () => {
    const gate = createFlagGate();
    const { passed, gone } = startThreads(gate, 2, 100);
    await gone;
    expect([...passed]).toEqual([1, 1]);
    let applied = false;
    expect(await applyWhenThreadParks(gate, () => (applied = true))).toBe(false);
    expect(applied).toBe(false);
    expect(Atomics.load(gate, 0)).toBe(FlagGateState.gaveUp);
  });

  it('gives up when no thread arrives', async () => {
    let applied = false;
    expect(await applyWhenThreadParks(createFlagGate(), () => (applied = true), 50)).toBe(false);
    expect(applied).toBe(false);
  });
});
