// The thread's side of the flag gate (./flag-gate.ts: why the pool sets V8 flags only while
// a thread waits here). CommonJS, for the thread entries, which run it before they load the
// thread's code (./worker-entry.cts, ./images/face-worker-entry.cts).
import workerThreads = require('node:worker_threads');

// ./flag-gate.ts FlagGateState
const FRESH = 0;
const PARKED = 1;
const SETTING = 2;
const GAVE_UP = 4;

/**
 * How long a thread waits for the pool to set the flags. The pool answers from its event
 * loop: within milliseconds, or once the main thread is through what it does at once (the
 * CLI loads its code and opens the database meanwhile, ~30 ms, longer on a loaded machine).
 * Past this the thread starts without the flags, and without its code cache.
 */
const WAIT_MS = 500;

/**
 * Returns once the flags of the pool's gate (workerData.flagGate), if any, are set or given
 * up: the first thread parks for the pool; any other waits until that is over.
 */
function waitForFlags(gate: unknown = (workerThreads.workerData as { flagGate?: unknown } | null)?.flagGate, waitMs = WAIT_MS): void {
  if (!(gate instanceof Int32Array)) return;
  if (Atomics.compareExchange(gate, 0, FRESH, PARKED) === FRESH) {
    Atomics.notify(gate, 0);
    Atomics.wait(gate, 0, PARKED, waitMs);
    Atomics.compareExchange(gate, 0, PARKED, GAVE_UP); // no answer in time: start without the flags
  }
  // The pool is setting the flags (an instant), or another thread parked: it gives up by
  // itself unless it was ended meanwhile, so this one does after as long.
  const deadline = Date.now() + waitMs;
  for (let state = Atomics.load(gate, 0); state === PARKED || state === SETTING; state = Atomics.load(gate, 0)) {
    if (state === PARKED && Date.now() > deadline) Atomics.compareExchange(gate, 0, PARKED, GAVE_UP);
    else Atomics.wait(gate, 0, state, Math.max(1, deadline - Date.now()));
  }
}

/**
 * Loads Node's built-in modules `ids` now when this thread waits at a gate (the pool is about to
 * change V8's flags). Under flags other than those Node was built with, V8 refuses Node's code
 * cache of its built-ins and compiles each one loaded afterwards from source: zlib and web
 * streams, which a PDF parse loads after the gate, took ~8 ms of CPU then, ~3 ms before it. A
 * thread without a gate keeps V8's flags and loads them when needed.
 */
function loadBeforeFlags(ids: readonly string[], gate: unknown = (workerThreads.workerData as { flagGate?: unknown } | null)?.flagGate): void {
  if (!(gate instanceof Int32Array)) return;
  for (const id of ids) require(id);
}

export = { waitForFlags, loadBeforeFlags };
