// A thread for flag-gate.test.ts, on the built module (worker threads cannot run .ts,
// PLATFORM.md §3). It tells 'arrived', waits at the gate, marks passed[index], tells 'passed'.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const { waitForFlags } = createRequire(import.meta.url)('../../dist/parser/flag-gate-thread.cjs');
const { flagGate, waitMs, passed, index } = workerData;
parentPort.postMessage('arrived');
waitForFlags(flagGate, waitMs);
Atomics.store(passed, index, 1);
parentPort.postMessage('passed');
