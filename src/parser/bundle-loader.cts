// Loads a thread's code (the parse thread's ./worker.ts, the face thread's
// ./images/face-worker.ts, and everything they import) the fast way when the build made it
// (cold start). On Node 20, a cold parse thread spent ~150 ms resolving,
// reading and compiling some 150 ES modules, and as long again compiling functions lazily as
// the first file ran through them; the face thread ~140 ms compiling tfjs. `npm run build`
// therefore bundles each thread into one CommonJS file (scripts/bundle-threads.mjs) and
// saves V8's code cache of it after a sample run; here that file is compiled with the cache,
// so V8 skips parsing and most compiling. Node 22's module.enableCompileCache does the same
// for ES modules; Node 20 has only vm.Script's cachedData, which needs a script, hence the bundle.
//
// Without the bundle (tsc alone, or a source checkout) the thread imports its modules as
// before. A cache V8 refuses (another Node version or V8 flags) only costs the time saved.
//
// CommonJS (.cts), like the thread entries (./worker-entry.cts, ./images/face-worker-entry.cts):
// piscina `require`s a CommonJS task module, and a thread that never imports an ES module
// never starts Node's ES module loader (~100 ms of a cold thread's CPU on Node 20).
import buffer = require('node:buffer');
import fs = require('node:fs');
import nodeModule = require('node:module');
import path = require('node:path');
import vm = require('node:vm');

interface LoadedBundle<M> {
  module: M;
  /** How the code was loaded: the bundle with an accepted cache, without one, or the modules. */
  via: 'bundle+cache' | 'bundle' | 'modules';
  /** V8's code cache of the bundle as it is now (the build saves it after a sample run). */
  createCodeCache(): Buffer | undefined;
}

/** The parse thread (./worker.ts) and the face thread (./images/face-worker.ts), bundled by the build. */
const BUNDLES = {
  parse: { file: 'parse-thread.cjs', modules: () => import('./worker.js') },
  face: { file: 'face-thread.cjs', modules: () => import('./images/face-worker.js') },
} as const;

type BundleName = keyof typeof BUNDLES;
type BundleModule<N extends BundleName> = Awaited<ReturnType<(typeof BUNDLES)[N]['modules']>>;

/** V8's code cache of a bundle sits beside it. */
const cacheFileOf = (bundleFile: string): string => `${bundleFile}.v8cache`;

/**
 * The bundle's first line names its build (`// recruit-build <id>`), and the cache starts
 * with the same line: V8 checks a cache against the source's length only, so a cache must
 * never meet a bundle of another build.
 */
const BUILD_LINE = /^\/\/ recruit-build [0-9a-f]+\n/;

async function loadBundle<N extends BundleName>(name: N, options: { directory?: string; useCache?: boolean } = {}): Promise<LoadedBundle<BundleModule<N>>> {
  const directory = options.directory ?? __dirname;
  const filename = path.join(directory, BUNDLES[name].file);
  const loaded = loadBuiltFile<BundleModule<N>>(filename, options.useCache === false ? undefined : cacheFileOf(filename));
  if (loaded) return loaded;
  const module = (await BUNDLES[name].modules()) as BundleModule<N>;
  return { module, via: 'modules', createCodeCache: () => undefined };
}

/**
 * A CommonJS file the build wrote (a thread's bundle, or the CLI's dist/cli/cli.cjs), compiled
 * with V8's code cache from `cacheFile` when that cache was made from this very file, and run as
 * `require` would run it; undefined when the file cannot be read. With `register`, the module is
 * also the one `require(filename)` returns from then on (one copy of its classes and state).
 */
function loadBuiltFile<M>(file: string, cacheFile: string | undefined, options: { register?: boolean } = {}): LoadedBundle<M> | undefined {
  const filename = path.resolve(file);
  let read: ReadBundle;
  try {
    read = readBundle(filename, cacheFile);
  } catch {
    return undefined;
  }
  const { source, code, cachedData } = read;
  const script = new vm.Script(code, { filename, ...(cachedData ? { cachedData } : {}) });
  const module = new nodeModule(filename);
  module.filename = filename;
  if (options.register) require.cache[filename] = module;
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  try {
    run.call(module.exports, module.exports, nodeModule.createRequire(filename), module, filename, path.dirname(filename));
  } catch (err) {
    if (options.register) delete require.cache[filename];
    throw err;
  }
  module.loaded = true;
  return {
    module: module.exports as M,
    via: cachedData && !script.cachedDataRejected ? 'bundle+cache' : 'bundle',
    createCodeCache: () => Buffer.concat([Buffer.from(source.match(BUILD_LINE)?.[0] ?? '', 'utf8'), script.createCachedData()]),
  };
}

/**
 * The bundle's text, and its cache's V8 data when the cache was made from this very bundle,
 * read through one buffer. Memory a thread touches for the first time costs a page fault per
 * 4 KB, which on a virtual machine costs 10–20 µs (this one: a 4 MB file read into a new
 * buffer took 22–35 ms, into one already touched 0.2–1 ms). The text is copied out of the
 * buffer into a string, so the cache, which is smaller, is read into the same bytes: ~800
 * faults fewer on a cold parse thread. V8 reads the cache while it compiles the bundle, and
 * needs it no longer (the caller's vm.Script).
 *
 * The text: the build leaves it ASCII only (scripts/escape-non-ascii.mjs escapes every other
 * code unit), read as Latin-1: a one-byte string at once, where decoding the 3.5 MB as UTF-8
 * took ~10 ms of a cold thread. A bundle that opens with the build line is one the build
 * wrote, so it is not scanned first (checking 3.9 MB for ASCII took 2–10 ms of a cold thread);
 * another (made by hand) is decoded as UTF-8 unless it is ASCII.
 */
function readBundle(filename: string, cacheFile: string | undefined): ReadBundle {
  const fd = fs.openSync(filename, 'r');
  // The cache is opened once, its size taken from it: no cache (or none readable) only costs its use.
  const cacheFd = cacheFile === undefined ? undefined : openOrUndefined(cacheFile);
  try {
    const size = fs.fstatSync(fd).size;
    const cacheSize = cacheFd === undefined ? 0 : fs.fstatSync(cacheFd).size;
    // Room for the CommonJS wrapper around the text, which V8 then compiles as decoded: joined to the string later, the
    // whole text was copied once more (V8 flattens a joined string), 1.5 MB of new memory for the CLI's bundle.
    const bytes = Buffer.allocUnsafeSlow(Math.max(WRAP_START.length + size + WRAP_END.length, cacheSize + CACHE_ALIGNMENT));
    const end = WRAP_START.length + readInto(fd, bytes.subarray(WRAP_START.length, WRAP_START.length + size));
    const text = bytes.subarray(WRAP_START.length, end);
    const built = text.subarray(0, BUILD_LINE_START.length).equals(BUILD_LINE_START);
    const encoding = built || buffer.isAscii(text) ? 'latin1' : 'utf8';
    let source: string;
    let code: string;
    if (isWrappedText(text)) {
      code = source = text.toString(encoding);
    } else {
      WRAP_START.copy(bytes, 0);
      WRAP_END.copy(bytes, end);
      code = bytes.toString(encoding, 0, end + WRAP_END.length);
      source = code.slice(WRAP_START.length, code.length - WRAP_END.length);
    }
    if (cacheFd === undefined) return { source, code, cachedData: undefined };
    try {
      const at = cacheOffset(source);
      return { source, code, cachedData: v8DataFor(source, bytes.subarray(at, at + readInto(cacheFd, bytes.subarray(at, at + cacheSize)))) };
    } catch {
      return { source, code, cachedData: undefined };
    }
  } finally {
    fs.closeSync(fd);
    if (cacheFd !== undefined) fs.closeSync(cacheFd);
  }
}

const BUILD_LINE_START = Buffer.from('// recruit-build ', 'latin1');

/**
 * V8 copies a code cache whose data does not start at a multiple of 8 bytes (its pointer alignment) before it reads
 * it. The cache file's build line (34 bytes) put the data 2 bytes off: the parse thread's 3.4 MB were copied into
 * memory touched for the first time, 10–13 ms of every cold parse thread (compiling the bundle took 44 against 33 ms,
 * 8 interleaved threads each). So the cache is read at the offset in the buffer (whose start V8 aligns) that puts
 * its data on such a multiple.
 */
const CACHE_ALIGNMENT = 8;
function cacheOffset(source: string): number {
  const headerLength = Buffer.byteLength(source.match(BUILD_LINE)?.[0] ?? '', 'utf8');
  return (CACHE_ALIGNMENT - (headerLength % CACHE_ALIGNMENT)) % CACHE_ALIGNMENT;
}

const openOrUndefined = (file: string): number | undefined => {
  try {
    return fs.openSync(file, 'r');
  } catch {
    return undefined;
  }
};

/** Reads from the start of `fd` until `into` is full or the file ends; the bytes read. */
function readInto(fd: number, into: Buffer): number {
  let done = 0;
  while (done < into.length) {
    const n = fs.readSync(fd, into, done, into.length - done, done);
    if (n === 0) break;
    done += n;
  }
  return done;
}

/** The V8 data of a cache file (build line + data) for `source`, when both name the same build. */
function v8DataFor(source: string, cache: Buffer): Buffer | undefined {
  const build = source.match(BUILD_LINE)?.[0];
  if (!build) return undefined;
  const header = Buffer.from(build, 'utf8');
  return cache.length > header.length && cache.subarray(0, header.length).equals(header) ? cache.subarray(header.length) : undefined;
}

/** Node's own CommonJS wrapper: the bundle runs as if `require`d, with its own require. */
const WRAPPER_START = '(function (exports, require, module, __filename, __dirname) {';
const WRAPPER_END = '\n})';

const WRAP_START = Buffer.from(WRAPPER_START, 'latin1');
const WRAP_END = Buffer.from(WRAPPER_END, 'latin1');

/** A file's text (`source`), and the text V8 compiles (`code`): the same, or inside Node's CommonJS wrapper. */
interface ReadBundle {
  source: string;
  code: string;
  cachedData: Buffer | undefined;
}

/**
 * The bundle as the build writes it (scripts/bundle-threads.mjs): its build line, then its code
 * inside the CommonJS wrapper, compiled as read. Wrapped at run time, the text V8 compiled was a
 * joined copy of the 3.8 MB read (Node keeps a string that large outside V8's heap), which the
 * thread's heap then held for as long as the thread ran: 3.2–3.7 MB more heap in a parse thread
 * after loading, and as much in a face thread. The CPU of a cold parse stayed within noise.
 */
function wrapForLoading(source: string): string {
  const build = source.match(BUILD_LINE)?.[0] ?? '';
  return `${build}${WRAPPER_START}${source.slice(build.length)}${WRAPPER_END}`;
}

/** Whether a file's bytes are a bundle as wrapForLoading writes it (no file of another build opens with the wrapper). */
function isWrappedText(text: Buffer): boolean {
  const buildEnd = text.subarray(0, BUILD_LINE_START.length).equals(BUILD_LINE_START) ? text.indexOf(0x0a) + 1 : 0;
  return text.subarray(buildEnd, buildEnd + WRAP_START.length).equals(WRAP_START) && text.subarray(text.length - WRAP_END.length).equals(WRAP_END);
}

export = { loadBundle, loadBuiltFile, readBundle, v8DataFor, cacheFileOf, wrapForLoading, BUNDLES };
