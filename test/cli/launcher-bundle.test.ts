// bin/recruit.js starts a local parse's thread from the build's small dist/cli/early.cjs, then
// loads the CLI from its single CommonJS file, dist/cli/cli.cjs (cold start),
// and the command takes that parser: one parse thread, not two. Without those files it uses
// the ES modules of dist/cli; without dist/ at all it says how to build. A preload reports at
// exit which bundles were loaded, how many parse threads the process started, and when V8's
// flags were set: after the first thread had started (src/parser/flag-gate.ts), and before the
// CLI bundle loaded (that long synchronous load kept the started thread waiting for them). The
// copies share the project's node_modules.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../parser/extract/fixtures.js';
// @ts-expect-error the launcher's plain JavaScript module, without types
import { PARSE_V8_FLAGS } from '../../bin/parse-v8-flags.js';
import { requireBuilt } from '../helpers/built.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUNDLE = join(ROOT, 'dist', 'cli', 'cli.cjs');
const work = mkdtempSync(join(tmpdir(), 'recruit-launcher-bundle-'));
// Several copies of dist/ (22 MB each) and their databases: removing them took over 10 s on a loaded machine.
afterAll(() => rmSync(work, { recursive: true, force: true }), 120_000);

const preload = join(work, 'report-bundle.cjs');
writeFileSync(preload, [
  "const threads = require('node:worker_threads');",
  'let parseThreads = 0; let esmBeforeThread;',
  // Whether Node's ES module loader had run a module (its module jobs loaded) when the first parse thread started.
  "const esmRan = () => process.moduleLoadList.includes('NativeModule internal/modules/esm/module_job');",
  // piscina takes Worker from node:worker_threads when it loads, after this preload.
  "threads.Worker = class extends threads.Worker { constructor(file, options) { if (String(file).includes('piscina')) { parseThreads++; esmBeforeThread ??= esmRan(); } super(file, options); } };",
  "const loaded = (name) => Object.keys(require.cache).some((f) => f.endsWith(name));",
  // Each setting of V8 flags, as the number of parse threads started by then and whether the CLI bundle had loaded.
  "const v8 = require('node:v8'); const setFlags = v8.setFlagsFromString; const flagsSet = [];",
  "v8.setFlagsFromString = (flags) => { flagsSet.push(`${parseThreads}:cli-loaded=${loaded('cli.cjs')}:${flags}`); return setFlags(flags); };",
  "process.on('exit', () => process.stderr.write(`cli-bundle:${loaded('cli.cjs')} early-bundle:${loaded('early.cjs')} threads:${parseThreads} flags:[${flagsSet.join(';')}] esm-before-thread:${esmBeforeThread}\\n`));",
].join('\n'));
// A PDF: the launcher's early start warms a thread for it, so a second pool would show.
const cv = fileURLToPath(new URL('hungarian.pdf', FIXTURES));

/** A copy of the installed package: bin/, package.json, data/, and dist/ as `dist` says. */
function installCopy(name: string, dist: 'all' | 'no-bundle' | 'none'): string {
  const root = join(work, name);
  cpSync(join(ROOT, 'bin'), join(root, 'bin'), { recursive: true });
  cpSync(join(ROOT, 'data'), join(root, 'data'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(root, 'package.json'));
  const bundle = (from: string) => from.endsWith('cli.cjs') || from.endsWith('early.cjs');
  if (dist !== 'none') cpSync(join(ROOT, 'dist'), join(root, 'dist'), { recursive: true, filter: (from) => dist === 'all' || !bundle(from) });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  return root;
}

/** The launcher of the copy at `root`, run with `preloads` required first, in a minimal environment. */
function launch(root: string, args: string[], preloads: string[]) {
  return spawnSync(process.execPath, [...preloads.flatMap((file) => ['--require', file]), join(root, 'bin', 'recruit.js'), ...args], {
    env: { PATH: process.env['PATH'] ?? '', HOME: work, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' },
    encoding: 'utf8',
  });
}

function run(root: string, args: string[]) {
  const result = launch(root, args, [preload]);
  const report = /cli-bundle:(\w+) early-bundle:(\w+) threads:(\d+) flags:\[(.*)\] esm-before-thread:(\w+)/.exec(result.stderr);
  return {
    code: result.status, stdout: result.stdout, stderr: result.stderr,
    bundle: report?.[1], early: report?.[2], threads: Number(report?.[3]), flags: report?.[4], esmBeforeThread: report?.[5],
  };
}

/** Parses the fixture PDF with the copy at `root`: exit code, [cli bundle, early bundle, parse threads], e-mails, V8 flags set. */
function parseWith(root: string, db: string) {
  const parsed = run(root, ['--db', join(work, db), 'parser', 'parse', cv, '--json']);
  const email = parsed.code === 0 ? (JSON.parse(parsed.stdout) as { person: { email: string[] } }).person.email : parsed.stderr;
  return { code: parsed.code, loaded: [parsed.bundle, parsed.early, parsed.threads], email, flags: parsed.flags, esmBeforeThread: parsed.esmBeforeThread };
}

// bin/parse-v8-flags.js, set once the parse thread had started, and before the CLI bundle (when there is one) loaded.
const FLAGS_AFTER_THREAD = `1:cli-loaded=false:${PARSE_V8_FLAGS as string}`;

describe('the launcher and the CLI bundle', () => {
  requireBuilt(BUNDLE);
  it('loads the bundles when the build made them, and the command takes the parser started first', () => {
    // The launcher and the bundles are CommonJS: the thread starts before Node's ES module loader runs anything.
    expect(parseWith(installCopy('with-bundle', 'all'), 'a.sqlite')).toEqual({
      code: 0, loaded: ['true', 'true', 1], email: ['kovacs.eszter@example.hu'], flags: FLAGS_AFTER_THREAD, esmBeforeThread: 'false',
    });
  }, 60_000);

  it('falls back to the ES modules without it, with the same result', () => {
    const root = installCopy('without-bundle', 'no-bundle');
    // The CLI's ES modules start the parser only once Node's ES module loader has loaded them.
    expect(parseWith(root, 'b.sqlite')).toEqual({
      code: 0, loaded: ['false', 'false', 1], email: ['kovacs.eszter@example.hu'], flags: FLAGS_AFTER_THREAD, esmBeforeThread: 'true',
    });
    expect(run(root, ['--version']).stdout.trim()).toBe(run(installCopy('version-check', 'all'), ['--version']).stdout.trim());
  }, 60_000);

  it("loads the built-ins the CLI takes before the pool sets the parse thread's V8 flags", () => {
    // Loaded afterwards, a built-in compiles from source: V8 refuses Node's code cache under other flags.
    const probe = join(work, 'report-builtins.cjs');
    writeFileSync(probe, [
      "const v8 = require('node:v8'); const setFlags = v8.setFlagsFromString; let known;",
      "const natives = () => process.moduleLoadList.filter((m) => m.startsWith('NativeModule '));",
      "v8.setFlagsFromString = (flags) => { known ??= new Set(natives()); return setFlags(flags); };",
      "const esmRan = () => process.moduleLoadList.includes('NativeModule internal/modules/esm/module_job');",
      "process.on('exit', () => process.stderr.write(`flags-set:${known !== undefined} later:${JSON.stringify(natives().filter((m) => !known?.has(m)))} esm:${esmRan()}\\n`));",
    ].join('\n'));
    const result = launch(ROOT, ['--db', join(work, 'builtins.sqlite'), 'parser', 'parse', cv, '--json'], [probe]);
    expect(result.status).toBe(0);
    // Nor does Node's ES module loader start (the bundles' on-demand imports of built-ins are requires).
    expect(result.stderr).toContain('flags-set:true later:[] esm:false');
  }, 60_000);

  it("compiles the CLI's bundles with the code caches the build made under the V8 flags they load under: a local parse's, or Node's own", () => {
    // Reports how vm.Script compiled dist/cli/early.cjs and cli.cjs (bin/recruit.js loads them through src/parser/bundle-loader.cts).
    const probe = join(work, 'report-cli-cache.cjs');
    writeFileSync(probe, [
      "const vm = require('node:vm'); const Script = vm.Script; const seen = [];",
      'vm.Script = class extends Script { constructor(code, options) { super(code, options); const file = String(options?.filename);',
      "  if (/(early|cli)\\.cjs$/.test(file)) seen.push(`${file.split('/').pop()} ${options.cachedData ? (this.cachedDataRejected ? 'rejected' : 'accepted') : 'none'}`); } };",
      "process.on('exit', () => process.stderr.write(`cli-compiled:[${seen.join(',')}]\\n`));",
    ].join('\n'));
    const compiled = (root: string, args: string[]) => {
      const result = launch(root, args, [probe]);
      expect(result.status, result.stderr).toBe(0);
      return /cli-compiled:\[(.*)\]/.exec(result.stderr)?.[1];
    };
    const parse = ['--db', join(work, 'cache.sqlite'), 'parser', 'parse', cv, '--json'];
    const built = installCopy('cli-cache', 'all');
    // A local parse loads the early start before its thread sets the flags, and the CLI after.
    expect(compiled(built, parse)).toBe('early.cjs accepted,cli.cjs accepted');
    // Any other command takes the early start's modules through the CLI bundle's own require.
    expect(compiled(built, ['--version'])).toBe('cli.cjs accepted');
    // Each cache is for its flags: with the parse's cache in place of Node's, --version compiles without it.
    const swapped = installCopy('cli-cache-swapped', 'all');
    cpSync(join(swapped, 'dist', 'cli', 'cli.cjs.parse.v8cache'), join(swapped, 'dist', 'cli', 'cli.cjs.v8cache'));
    expect(compiled(swapped, ['--version'])).toBe('cli.cjs rejected');
    // Without the caches the bundles still load, compiled from their text.
    const uncached = installCopy('cli-no-cache', 'all');
    for (const cache of ['early.cjs.v8cache', 'cli.cjs.v8cache', 'cli.cjs.parse.v8cache']) rmSync(join(uncached, 'dist', 'cli', cache));
    expect(compiled(uncached, parse)).toBe('early.cjs none,cli.cjs none');
    expect(compiled(uncached, ['--version'])).toBe('cli.cjs none');
    // A Node that cannot require an ES module (before 20.19) requires the bundles, without the caches:
    // the CLI imports one there (src/domain/search-fold.ts), which code compiled by vm.Script cannot.
    const olderNode = join(work, 'no-require-module.cjs');
    writeFileSync(olderNode, "Object.defineProperty(process.features, 'require_module', { value: false });");
    const required = launch(built, parse, [olderNode, probe]);
    expect(required.status, required.stderr).toBe(0);
    expect((JSON.parse(required.stdout) as { person: { email: string[] } }).person.email).toEqual(['kovacs.eszter@example.hu']);
    expect(required.stderr).toContain('cli-compiled:[]');
  }, 60_000);

  it('says how to build when there is no dist/', () => {
    const missing = run(installCopy('unbuilt', 'none'), ['--version']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('recruit is not built yet');
    expect(missing.stderr).toContain('npm run build');
  }, 60_000);
});
