// The parse thread's entry (src/parser/worker-entry.cts) and loadBeforeFlags
// (src/parser/flag-gate-thread.cts): a thread that waits at the pool's flag gate loads the
// built-ins a parse needs before the gate, while V8 still takes Node's code cache of them; after
// it, no parse of a PDF loads another one. Each case runs in a new worker thread, on the build
// in dist/ (worker threads cannot run .ts), with process.moduleLoadList as Node's own record.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { requireBuilt } from '../helpers/built.js';
import { fixture } from './extract/fixtures.js';
import { firstMessageOf } from '../helpers/thread-message.js';
import { applyWhenThreadParks, createFlagGate } from '../../src/parser/flag-gate.js';

const GATE_THREAD = fileURLToPath(new URL('../../dist/parser/flag-gate-thread.cjs', import.meta.url));
const ENTRY = fileURLToPath(new URL('../../dist/parser/worker-entry.cjs', import.meta.url));
const BUNDLE = fileURLToPath(new URL('../../dist/parser/parse-thread.cjs', import.meta.url));

describe('built-ins loaded before the flag gate', () => {
  requireBuilt(GATE_THREAD, ENTRY, BUNDLE);

  it.each([
    ['with a gate loads them at once', true],
    ['without a gate leaves them until they are needed', false],
  ])('a thread %s', async (_, gated) => {
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      const loaded = () => process.moduleLoadList.includes('NativeModule zlib');
      const before = loaded();
      require(workerData.gateThread).loadBeforeFlags(['node:zlib'], workerData.gated ? new Int32Array(new SharedArrayBuffer(4)) : undefined);
      parentPort.postMessage({ before, after: loaded() });`;
    expect(await firstMessageOf(code, { gateThread: GATE_THREAD, gated })).toEqual({ before: false, after: gated });
  });

  // Text PDFs only: a picture loads sharp, with child_process and crypto (~4 ms before the gate,
  // which a text PDF would pay for nothing; ~8 ms after it, in a parse that takes ~2.5 times as long).
  it.each([
    ['a two-column text PDF', 'two-column.pdf'],
    ['a Hungarian text PDF', 'hungarian.pdf'],
  ])('at the gate, the entry loads every built-in a parse of %s takes', async (_, file) => {
    // The thread as the pool starts it (piscina's modules, the entry), with the pool's gate, which
    // this thread answers without setting flags. What the thread has loaded when the parse code
    // starts to compile (its vm.Script) is what it loaded before the flags would change.
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      require('piscina');
      const vm = require('node:vm');
      const natives = () => process.moduleLoadList.filter((m) => m.startsWith('NativeModule '));
      let atBundle;
      const Script = vm.Script;
      vm.Script = function (...args) { atBundle ??= new Set(natives()); return new Script(...args); };
      (async () => {
        const entry = require(workerData.entry);
        const result = await entry.default({ input: { bytes: workerData.bytes, fileName: workerData.file }, options: { face: false, ocr: false } });
        parentPort.postMessage({ ok: result.ok, bundled: atBundle !== undefined, later: natives().filter((m) => !atBundle?.has(m)) });
      })().catch((err) => parentPort.postMessage({ failed: String(err && err.stack || err) }));`;
    const flagGate = createFlagGate();
    const answered = applyWhenThreadParks(flagGate, () => undefined, 30_000);
    const parsed = await firstMessageOf(code, { entry: ENTRY, bytes: fixture(file), file, flagGate });
    expect(await answered).toBe(true);
    expect(parsed).toEqual({ ok: true, bundled: true, later: [] });
  }, 60_000);
});
