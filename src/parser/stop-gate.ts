// When may the pool terminate a parse thread? Not while node:zlib builds a stream in it.
//
// Terminating a worker thread while node:zlib is constructing a stream aborts the whole
// process, not just the thread: the native handle exists but is not initialised yet, and the
// thread's cleanup asserts on it ("close before init", node_zlib.cc). On Node 20.20 it
// happened within 25–50 terminations of a thread that inflates in a loop, which is what a
// parse thread does to a PDF (./extract/pdf-guard.ts, ./extract/pdfjs-inflate.ts). The pool
// terminates a thread to cancel or time out a file, so a server cancelling
// parses could die with it.
//
// So each task carries a gate, shared memory between the pool and the thread: the thread
// holds it around every zlib call (`unstoppable`), and the pool closes it (`closeStopGate`)
// before it lets piscina terminate the thread. A closed gate is never reopened: the thread's
// next zlib call waits there until the termination reaches it.

/** The gate of one task: one Int32 in shared memory (posted to the thread, not copied). */
export type StopGate = Int32Array;

const OPEN = 0;
const HELD = 1; // the thread is inside a zlib call
const CLOSING = 2; // … and the pool waits to close the gate: the thread closes it on leaving
const CLOSED = 3; // the pool is terminating the thread

export function createStopGate(): StopGate {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}

/**
 * Pool side: closes the gate as soon as the thread is not inside a zlib call (one call is
 * bounded by the inflate limits: milliseconds, at worst a few hundred). The thread may be
 * terminated once this resolves.
 */
export async function closeStopGate(gate: StopGate): Promise<void> {
  // The thread closes the gate itself when it leaves: otherwise a thread making zlib calls
  // back to back would take the gate again before this side, woken later, gets to it.
  while (Atomics.compareExchange(gate, 0, OPEN, CLOSED) === HELD) {
    if (Atomics.compareExchange(gate, 0, HELD, CLOSING) !== HELD) continue; // it just left
    while (Atomics.load(gate, 0) === CLOSING) {
      const wait = Atomics.waitAsync(gate, 0, CLOSING);
      if (wait.async) await wait.value;
    }
  }
}

// Thread side. A thread runs one task at a time, so the gate in force is the thread's.
let current: StopGate | undefined;

/** The gate of the task this thread starts now (undefined when it ends, or outside a pool). */
export function useStopGate(gate: StopGate | undefined): void {
  current = gate;
}

/** Runs `call` (a node:zlib call) with the gate held: the thread is not terminated meanwhile. */
export function unstoppable<T>(call: () => T): T {
  const gate = current;
  if (!gate) return call();
  const was = Atomics.compareExchange(gate, 0, OPEN, HELD);
  if (was === HELD || was === CLOSING) return call(); // nested: the outer call holds the gate
  // Closed: the thread is being terminated. Wait here, where terminating is safe.
  while (was === CLOSED) Atomics.wait(gate, 0, CLOSED);
  try {
    return call();
  } finally {
    if (Atomics.compareExchange(gate, 0, HELD, OPEN) === CLOSING) {
      Atomics.store(gate, 0, CLOSED);
      Atomics.notify(gate, 0);
    }
  }
}

/**
 * Pool side: a signal for piscina that aborts like `sources` (same reason), but only once the
 * gate is closed. `dispose` stops listening when the task is over.
 */
export function abortWhenStoppable(gate: StopGate, sources: AbortSignal[]): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const source = sources.length === 1 ? sources[0]! : AbortSignal.any(sources);
  const stop = (): void => {
    void closeStopGate(gate).then(() => controller.abort(source.reason));
  };
  if (source.aborted) stop();
  else source.addEventListener('abort', stop, { once: true });
  return { signal: controller.signal, dispose: () => source.removeEventListener('abort', stop) };
}
