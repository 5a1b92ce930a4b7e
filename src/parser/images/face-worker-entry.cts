// The module piscina loads in the face thread (../pool.ts): the face thread's code
// (./face-worker.ts) bundled into one CommonJS file by the build
// (scripts/bundle-parse-thread.mjs), so that the thread never starts Node's ES module loader
// (~100 ms of CPU on Node 20, beside a parse on a machine with few cores). Without the
// bundle (tsc alone) it imports ./face-worker.js.
import path = require('node:path');
import type * as FaceWorker from './face-worker.js' with { 'resolution-mode': 'import' };

type RunFaceTask = typeof FaceWorker.default;

function load(): RunFaceTask | Promise<RunFaceTask> {
  try {
    return (require(path.join(__dirname, '..', 'face-thread.cjs')) as { default: RunFaceTask }).default;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw err;
    return import('./face-worker.js').then((m) => m.default);
  }
}

const loading = load();

async function runFaceTask(task: Parameters<RunFaceTask>[0]): ReturnType<RunFaceTask> {
  return (await loading)(task);
}

export = { __esModule: true, default: runFaceTask };
