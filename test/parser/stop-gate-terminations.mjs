// Run by stop-gate.test.ts in a child process, because what it guards against aborts the
// whole process: terminates, `argv[2]` times, a worker thread that inflates in a loop, each
// time once the pool's side of the stop gate allows it. Prints "survived N".
import { Worker } from 'node:worker_threads';

const { closeStopGate, createStopGate } = await import(new URL('../../dist/parser/stop-gate.js', import.meta.url).href);
const times = Number(process.argv[2] ?? 150);
const thread = new URL('./stop-gate-thread.mjs', import.meta.url);

for (let i = 0; i < times; i++) {
  const gate = createStopGate();
  const worker = new Worker(thread, { workerData: { gate, mode: 'inflate-loop' } });
  await new Promise((resolve) => worker.once('message', resolve));
  // A spread of moments within the loop: the unsafe one is a sliver of each zlib call.
  await new Promise((resolve) => setTimeout(resolve, (i % 5) * 0.7));
  await closeStopGate(gate);
  await worker.terminate();
}
console.log(`survived ${times}`);
