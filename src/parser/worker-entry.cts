// The module piscina loads in each parse thread (./pool.ts): the thread's code (./worker.ts),
// bundled and compiled with V8's code cache when the build made them (./bundle-loader.cts).
// CommonJS, so that piscina can `require` it: see there.
import flagGate = require('./flag-gate-thread.cjs');
import loader = require('./bundle-loader.cjs');

/**
 * Node's built-ins a parse of a text PDF loads (pdfjs's web streams, zlib for its inflation),
 * loaded before the gate: see loadBeforeFlags. A picture's sharp also takes child_process and
 * crypto (~4 ms before the gate, which every text PDF would pay for nothing).
 */
const BUILTINS_BEFORE_FLAGS = ['node:zlib', 'node:stream/web'] as const;

// Before the parse code loads: the pool may set V8 flags for it (./flag-gate.ts).
flagGate.loadBeforeFlags(BUILTINS_BEFORE_FLAGS);
flagGate.waitForFlags();

const loading = loader.loadBundle('parse');

type Module = Awaited<typeof loading>['module'];

async function runParseTask(task: Parameters<Module['default']>[0]): ReturnType<Module['default']> {
  return (await loading).module.default(task);
}

async function extractText(task: Parameters<Module['extractText']>[0]): ReturnType<Module['extractText']> {
  return (await loading).module.extractText(task);
}

// piscina runs `default` (a parse) or the export a task names (`extractText`); __esModule
// tells it that `default` is an export, not the whole module.
export = { __esModule: true, default: runParseTask, extractText, BUILTINS_BEFORE_FLAGS };
