// lowerThreadPriority (src/store/sqlite/thread-priority.ts) lowers the calling thread only, by the
// nice levels asked, and sets it back. Linux only (a thread's own nice value, read from /proc).
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { lowerThreadPriority } from '../../src/store/sqlite/thread-priority.js';

/** The nice value in a /proc stat line (its 19th field). */
const niceOf = (stat: string) => Number(readFileSync(stat, 'utf8').split(') ')[1]!.split(' ')[16]);

describe.runIf(existsSync('/proc/thread-self/stat'))('thread priority', () => {
  it('lowers this thread by the steps asked (at most to 19) and sets it back', () => {
    const before = niceOf('/proc/thread-self/stat');
    const priority = lowerThreadPriority(3);
    expect(priority.lowered).toBe(true);
    expect(niceOf('/proc/thread-self/stat')).toBe(Math.min(19, before + 3));
    const restored = priority.restore();
    // Raising a priority again needs root on Linux: for other users the thread stays lower.
    if (restored) expect(niceOf('/proc/thread-self/stat')).toBe(before);
    else expect(process.getuid?.()).not.toBe(0);
  });

  it('in a worker thread, leaves the other threads of the process alone', async () => {
    const mine = `/proc/${process.pid}/task/${readlinkSync('/proc/thread-self').split('/').pop()}/stat`;
    const before = niceOf(mine);
    // The same steps as lowerThreadPriority, in plain code (a worker cannot run the .ts source).
    const worker = new Worker(`
      const { parentPort } = require('node:worker_threads');
      const { getPriority, setPriority } = require('node:os');
      const id = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
      setPriority(id, Math.min(19, getPriority(id) + 5));
      parentPort.postMessage(id);
      parentPort.once('message', () => parentPort.close());
    `, { eval: true });
    const id = await new Promise<number>((resolve) => worker.once('message', resolve));
    expect(niceOf(`/proc/${process.pid}/task/${id}/stat`)).toBe(Math.min(19, before + 5));
    expect(niceOf(mine)).toBe(before);
    worker.postMessage('stop');
    await new Promise((resolve) => worker.once('exit', resolve));
  });
});
