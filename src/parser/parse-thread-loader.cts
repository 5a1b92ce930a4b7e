// Loads the parse thread's code (./worker.ts and everything it imports) the fast way when
// the build made it (issue 14 item 8: cold start). On Node 20, a cold parse thread spent
// ~150 ms resolving, reading and compiling some 150 ES modules, and as long again compiling
// functions lazily as the first file ran through them. `npm run build` therefore bundles the
// thread into one CommonJS file (scripts/bundle-parse-thread.mjs) and saves V8's code cache
// of it after a sample parse; here that file is compiled with the cache, so V8 skips parsing
// and most compiling. Node 22's module.enableCompileCache does the same for ES modules;
// Node 20 has only vm.Script's cachedData, which needs a script, hence the bundle.
//
// Without the bundle (tsc alone, or a source checkout) the thread imports ./worker.js as
// before. A cache V8 refuses (another Node version or V8 flags) only costs the time saved.
//
// CommonJS (.cts), like ./worker-entry.cts: piscina `require`s a CommonJS task module, and
// a thread that never imports an ES module never starts Node's ES module loader (~100 ms of
// a cold thread's CPU on Node 20).
import fs = require('node:fs');
import nodeModule = require('node:module');
import path = require('node:path');
import vm = require('node:vm');
import type * as ParseThread from './worker.js' with { 'resolution-mode': 'import' };

type ParseThreadModule = Pick<typeof ParseThread, 'default' | 'extractText'>;

interface LoadedParseThread {
  module: ParseThreadModule;
  /** How the code was loaded: the bundle with an accepted cache, without one, or the modules. */
  via: 'bundle+cache' | 'bundle' | 'modules';
  /** V8's code cache of the bundle as it is now (the build saves it after a sample parse). */
  createCodeCache(): Buffer | undefined;
}

const BUNDLE_FILE = 'parse-thread.cjs';
const CODE_CACHE_FILE = 'parse-thread.cjs.v8cache';

/**
 * The bundle's first line names its build (`// recruit-build <id>`), and the cache starts
 * with the same line: V8 checks a cache against the source's length only, so a cache must
 * never meet a bundle of another build.
 */
const BUILD_LINE = /^\/\/ recruit-build [0-9a-f]+\n/;

async function loadParseThread(options: { directory?: string; useCache?: boolean } = {}): Promise<LoadedParseThread> {
  const directory = options.directory ?? __dirname;
  const filename = path.join(directory, BUNDLE_FILE);
  let source: string;
  try {
    source = fs.readFileSync(filename, 'utf8');
  } catch {
    const module = (await import('./worker.js')) as ParseThreadModule;
    return { module, via: 'modules', createCodeCache: () => undefined };
  }
  const cachedData = options.useCache === false ? undefined : cacheFor(source, path.join(directory, CODE_CACHE_FILE));
  const script = new vm.Script(wrapCommonJs(source), { filename, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as ParseThreadModule };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, nodeModule.createRequire(filename), module, filename, path.dirname(filename));
  return {
    module: module.exports,
    via: cachedData && !script.cachedDataRejected ? 'bundle+cache' : 'bundle',
    createCodeCache: () => Buffer.concat([Buffer.from(source.match(BUILD_LINE)?.[0] ?? '', 'utf8'), script.createCachedData()]),
  };
}

/** The cache file's V8 data when it was made from this very bundle; undefined otherwise. */
function cacheFor(source: string, cacheFile: string): Buffer | undefined {
  try {
    return v8DataFor(source, fs.readFileSync(cacheFile));
  } catch {
    return undefined;
  }
}

/** The V8 data of a cache file (build line + data) for `source`, when both name the same build. */
function v8DataFor(source: string, cache: Buffer): Buffer | undefined {
  const build = source.match(BUILD_LINE)?.[0];
  if (!build) return undefined;
  const header = Buffer.from(build, 'utf8');
  return cache.length > header.length && cache.subarray(0, header.length).equals(header) ? cache.subarray(header.length) : undefined;
}

/** Node's own CommonJS wrapper: the bundle runs as if `require`d, with its own require. */
const wrapCommonJs = (source: string): string => `(function (exports, require, module, __filename, __dirname) {${source}\n})`;

export = { loadParseThread, v8DataFor, BUNDLE_FILE, CODE_CACHE_FILE };
