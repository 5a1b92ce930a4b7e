// V8 flags for a run's parse threads, set once the first thread has started, not before.
//
// A cold `parser parse` runs faster under bin/parse-v8-flags.js, and the threads' code caches
// are made under those flags. But V8 refuses code made under other flags, Node's own code
// cache for its built-in modules included: a thread started after the flags changed compiled
// Node's internals from source, ~25 ms of its start, and the main thread the same for every
// built-in it loaded afterwards. And changing flags while another thread runs JavaScript can
// crash the process (a thread that set them beside the running main thread did).
//
// So the pool's threads share a gate with the pool (./flag-gate-thread.cts): the first thread
// to start, Node's internals loaded, parks before it loads the parse code; the pool, on its
// own thread and between two tasks, sets the flags then lets it go on. Other threads wait
// meanwhile. A thread the pool does not answer in time starts without the flags (slower, and
// the code cache goes unused), and the pool then leaves them alone.

/** The gate's states; the same numbers in ./flag-gate-thread.cts. */
export const FlagGateState = { fresh: 0, parked: 1, setting: 2, set: 3, gaveUp: 4 } as const;

/** One Int32 in shared memory, given to every thread of the pool (piscina's workerData). */
export type FlagGate = Int32Array;

export function createFlagGate(): FlagGate {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}

/**
 * Pool side: once a thread parks at the gate, runs `apply` (sets the flags) and lets the
 * threads go on. Resolves true when `apply` ran; false when the parked thread gave up, or no
 * thread arrived within `timeoutMs`.
 */
export async function applyWhenThreadParks(gate: FlagGate, apply: () => void, timeoutMs = 30_000): Promise<boolean> {
  while (Atomics.load(gate, 0) === FlagGateState.fresh) {
    const wait = Atomics.waitAsync(gate, 0, FlagGateState.fresh, timeoutMs);
    if ((wait.async ? await wait.value : wait.value) === 'timed-out') return false;
  }
  if (Atomics.compareExchange(gate, 0, FlagGateState.parked, FlagGateState.setting) !== FlagGateState.parked) return false;
  try {
    apply();
  } finally {
    Atomics.store(gate, 0, FlagGateState.set);
    Atomics.notify(gate, 0);
  }
  return true;
}
