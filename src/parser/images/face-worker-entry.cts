// The module piscina loads in the face thread (../pool.ts): the thread's code
// (./face-worker.ts, with face-api and tfjs) bundled and compiled with V8's code cache when
// the build made them (../bundle-loader.cts). CommonJS, so that piscina can `require` it.
import flagGate = require('../flag-gate-thread.cjs');
import loader = require('../bundle-loader.cjs');

// Before the face code loads: the pool may set V8 flags for it (../flag-gate.ts).
flagGate.waitForFlags();

const loading = loader.loadBundle('face');

type RunFaceTask = Awaited<typeof loading>['module']['default'];

async function runFaceTask(task: Parameters<RunFaceTask>[0]): ReturnType<RunFaceTask> {
  return (await loading).module.default(task);
}

export = { __esModule: true, default: runFaceTask };
