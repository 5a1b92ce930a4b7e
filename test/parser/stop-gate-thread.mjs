// A worker thread for stop-gate.test.ts, on the built modules (worker threads cannot run
// .ts, PLATFORM.md §3). workerData: { gate, mode, flags }.
//   'inflate-loop': inflates through extract/inflate.js forever, as a parse thread does to a
//                   PDF's streams; tells 'looping' once started.
//   'hold':         holds the gate (tells 'holding') until flags[0] is set, marks flags[1]
//                   when that call ends, then tries a second call, which marks flags[2].
import { parentPort, workerData } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';

const dist = new URL('../../dist/parser/', import.meta.url);
const { useStopGate, unstoppable } = await import(new URL('stop-gate.js', dist).href);
const { inflate } = await import(new URL('extract/inflate.js', dist).href);
const { gate, mode, flags } = workerData;
useStopGate(gate);

if (mode === 'inflate-loop') {
  const stream = deflateSync(Buffer.from('BT /F1 12 Tf (Quendel Winterbottom) Tj ET'));
  parentPort.postMessage('looping');
  for (;;) inflate(stream, {});
}

if (mode === 'hold') {
  unstoppable(() => {
    parentPort.postMessage('holding');
    while (Atomics.load(flags, 0) === 0) Atomics.wait(flags, 0, 0, 10);
    Atomics.store(flags, 1, 1);
  });
  unstoppable(() => Atomics.store(flags, 2, 1));
}
