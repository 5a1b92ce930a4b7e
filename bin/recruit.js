#!/usr/bin/env node
// Tiny launcher: everything lives in the compiled CLI (src/cli/main.ts → dist/cli/main.js).
// CommonJS (./package.json), like the CLI's bundles it requires: an ES module entry started
// Node's ES module loader first, ~5 ms of the main thread's CPU (more on a loaded machine)
// before a local parse could start its thread, on the critical path of a cold `parser parse`.
'use strict';
const { statSync } = require('node:fs');
const { PARSE_V8_FLAGS } = require('./parse-v8-flags.js');

const argv = process.argv.slice(2);

/**
 * glibc's malloc settings for a batch of résumés (issue 14 item 8: 100 CVs within 400 MB).
 * Parse threads, libvips and tesseract each get a malloc arena, and a freed 30 MB image
 * raises the mmap threshold so the next big buffers stay in the arenas after they are
 * freed: a directory of 100 CVs peaked at 758 MB, 511 MB with these two (same run, one
 * parse thread). They only act at process start, so such a run re-executes this launcher
 * once with them set — in the child's environment, never the user's. A single file is not
 * worth the second start (its cold start counts; its memory does not pile up).
 */
const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** The longest the launcher waits for the parse thread's V8 flags: the thread's own limit (src/parser/flag-gate-thread.cts). */
const FLAG_GATE_WAIT_MS = 500;

const parseInputs = localParseInputs(argv);

if (parseInputs && isBatch(parseInputs) && process.env.MALLOC_MMAP_THRESHOLD_ === undefined) {
  // Loaded only here: node:child_process (with net and stream) took ~6 ms of every start, before the parse thread starts.
  const { spawn } = require('node:child_process');
  const child = spawn(process.execPath, [...process.execArgv, __filename, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...MALLOC_ENV },
  });
  // Ctrl-C reaches the child from the terminal (same process group): this process only waits
  // for it to end. A SIGTERM or SIGHUP sent to this process alone is passed on.
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', forward);
  process.on('SIGHUP', forward);
  child.on('error', (err) => {
    process.stderr.write(`error: ${err.message}\n`);
    process.exitCode = 1;
  });
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? 1;
    if (signal) {
      // End the way the child did, so the shell sees the same signal.
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    }
  });
} else {
  // A local parse starts the parser's thread first, so that it loads the parse code while this
  // thread loads the CLI (~100 ms earlier than the command could; issue 14 item 8: cold start).
  // A run that does not take it (a usage error, a remote set in the config file) just exits:
  // the pool's threads do not keep the process alive.
  (parseInputs ? startParserFirst(parseInputs) : Promise.resolve(false))
    .then((startedFirst) => loadCli({ parseFlagsSet: startedFirst }).then((cli) => {
      // Without the build's early.cjs, the parser starts from the CLI's own modules.
      if (parseInputs && !startedFirst) void cli.startParserEarly(parseInputs, { v8Flags: PARSE_V8_FLAGS });
      return cli.main(process.argv).then(() => {
        if (parseInputs) exitOnceWritten();
      });
    }))
    .catch((err) => {
      if (err && err.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes('dist/cli/entry.js')) {
        process.stderr.write('error: recruit is not built yet\nhint: run `npm install` (it builds dist/) or `npm run build`\n');
      } else {
        process.stderr.write(`error: ${err && err.message ? err.message : String(err)}\n`);
      }
      process.exitCode = 1;
    });
}

/**
 * Starts the parse thread from the build's small dist/cli/early.cjs, before the CLI loads
 * (issue 14 item 8: cold start); the CLI bundle takes its modules, and so this parser, from
 * that file. Resolves once the thread is being created: true, or false without that file.
 * A failure to start is the run's to report when it takes the parser.
 */
async function startParserFirst(inputs) {
  const early = loadBuilt('early.cjs', '.v8cache');
  if (!early) return false;
  // The V8 flags of a cold parse: the pool sets them once its thread has started (src/parser/flag-gate.ts),
  // from this thread's event loop. Loading the CLI is one long synchronous step (~100 ms): begun
  // before that, it kept the started thread waiting at the gate until it was over, on the parse's
  // critical path. So this thread waits for the flags first (the thread's own start, ~50 ms, runs
  // on the other core meanwhile), at most as long as the thread would wait for them; and for the
  // parser itself, which has then handed the thread the one file to parse (src/cli/parse-ahead.ts).
  await new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, FLAG_GATE_WAIT_MS);
    let waiting = 2;
    const settled = () => {
      if (--waiting === 0) done();
    };
    early.startParserEarly(inputs, { v8Flags: PARSE_V8_FLAGS, onV8FlagsSettled: settled }).then(settled, done);
  });
  return true;
}

/**
 * Ends a local parse as soon as its output is written (cold start). Left to end by itself, the
 * process tore down the main thread's heap page by page after the parse was printed, and joined
 * the parse thread as it tore down its own: 20–60 ms of a cold `parser parse cv.pdf` after its
 * last byte (a `node -e 0` spends ~15 ms so). process.exit still lets the thread end, but skips
 * the main heap's teardown. Everything the command does is awaited before main() resolves (the
 * database closed, images written); what is left are writes to stdout and stderr, which are
 * asynchronous on some platforms (pipes on macOS): an empty write's callback comes once the writes
 * before it are done.
 */
function exitOnceWritten() {
  let waiting = 2;
  const written = () => {
    if (--waiting === 0) process.exit();
  };
  process.stdout.write('', written);
  process.stderr.write('', written);
}

/**
 * The CLI: the build's single CommonJS file (scripts/bundle-threads.mjs), which loads ~40 ms of
 * CPU faster than its ~200 ES modules, or those modules when there is no such file (tsc alone).
 * It is compiled with the code cache made under the V8 flags it loads under: a local parse's,
 * once its thread has set them (startParserFirst), or Node's own.
 */
async function loadCli({ parseFlagsSet }) {
  return loadBuilt('cli.cjs', parseFlagsSet ? '.parse.v8cache' : '.v8cache') ?? import('../dist/cli/entry.js');
}

/**
 * A bundle of dist/cli the build made, compiled with the code cache it made beside it (`suffix`:
 * the one for the V8 flags in force), or undefined when it made none (tsc alone). The module is
 * the one `require` gives from then on. A Node that cannot require an ES module imports one in the
 * bundles (src/domain/search-fold.ts), which only Node's own loader of the file can do: there the
 * bundle is required, without the cache.
 */
function loadBuilt(file, suffix) {
  const loader = process.features.require_module ? requireBuilt('../parser/bundle-loader.cjs') : undefined;
  if (!loader) return requireBuilt(file);
  const path = `${__dirname}/../dist/cli/${file}`;
  return loader.loadBuiltFile(path, `${path}${suffix}`, { register: true })?.module;
}

/** A bundle of dist/cli the build made, or undefined when it made none (tsc alone). */
function requireBuilt(file) {
  try {
    return require(`../dist/cli/${file}`);
  } catch (err) {
    if (err && err.code === 'MODULE_NOT_FOUND' && String(err.message).includes(file)) return undefined;
    throw err;
  }
}

/**
 * The inputs of `recruit … parser parse A B…` parsed here in this process (no --remote), or
 * null for any other command. A cheap look at argv: a wrong guess costs one extra process
 * start, a thread started for nothing, or the default malloc settings — never a different result.
 */
function localParseInputs(args) {
  const valued = new Set(['--db', '--remote', '--token', '--format', '--config', '--images-dir', '--concurrency']);
  if (args.includes('--remote') || process.env.RECRUIT_REMOTE || args.includes('--help') || args.includes('-h')) return null;
  const operands = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (valued.has(args[i])) i++;
    else if (!args[i].startsWith('-')) operands.push(args[i]);
  }
  if (operands[0] !== 'parser' || operands[1] !== 'parse' || operands.length < 3) return null;
  return operands.slice(2);
}

/** Several files or a directory: a batch, whose memory piles up (see MALLOC_ENV). */
function isBatch(files) {
  if (files.length > 1) return true;
  try {
    return statSync(files[0]).isDirectory();
  } catch {
    return false;
  }
}
