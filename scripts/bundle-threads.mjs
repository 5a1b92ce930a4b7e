#!/usr/bin/env node
// Build step after `tsc` (package.json "build"): the parse thread and the face thread, each as
// one CommonJS file plus V8's code cache of it, which src/parser/bundle-loader.cts loads
// (cold start on Node 20, where ES modules have no compile cache).
//   1. esbuild bundles dist/parser/worker.js and what it imports (pdfjs, franc, libphonenumber,
//      our parser modules) into dist/parser/parse-thread.cjs, and dist/parser/images/face-worker.js
//      with face-api and tfjs into dist/parser/face-thread.cjs. Native and rarely used heavy
//      packages stay outside (sharp's binding, canvas, tesseract; tfjs for the parse thread, which only
//      uses it when it finds faces itself): loaded by `require` when needed.
//   2. A thread loads each bundle and runs a sample made here (a fictitious person's résumé; a
//      face search on a made-up picture) so that V8 compiles the functions a real run uses,
//      and saves the code cache beside the bundle.
// Every `import.meta.url` in the bundled modules is rewritten to the URL the module had in
// dist/ (relative to the bundle, wherever the package is installed): the data directory and
// package lookups resolve as they did. A failure of step 2 leaves no cache, never a broken build.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PARSE_V8_FLAGS } from '../bin/parse-v8-flags.js';
import { escapeNonAscii } from './escape-non-ascii.mjs';
import { textOnlyFonts } from './pdfjs-text-fonts.mjs';
import { firstPlanePattern, withPatternLiterals } from './bmp-letter-classes.mjs';
import { caseFreePattern } from './case-free-patterns.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = `${ROOT}dist/parser`;
/**
 * Native code, or large and loaded only when needed, in every bundle. sharp's JavaScript is
 * bundled (its ~15 modules took ~60 ms of a cold thread to resolve and compile); its native
 * binding, an @img/* package, stays outside.
 */
const EXTERNAL = ['@img/*', '@napi-rs/canvas', 'tesseract.js', 'better-sqlite3', 'piscina'];

/**
 * The packages of the other formats' extractors (DOCX and ODT: jszip; DOC: word-extractor; RTF:
 * rtf-stream-parser and iconv-lite), loaded by `require` when such a file comes. Bundled, they
 * were 0.9 MB of the parse thread's 4.0 MB, which a cold parse of a PDF read and turned into a
 * string for nothing (their modules are initialised only on a first file of their format). Our
 * own extractors stay in the bundle: they throw the domain's errors, which must be the bundle's.
 */
const PARSE_EXTERNAL = ['jszip', 'word-extractor', 'rtf-stream-parser', 'iconv-lite'];

async function build() {
  const { BUNDLES, cacheFileOf, wrapForLoading } = (await import(pathToFileURL(`${OUT_DIR}/bundle-loader.cjs`).href)).default;
  const esbuild = await import('esbuild');
  const common = {
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Node 20 reads \p{…} outside a class and the v flag (V8 11.3), but esbuild's table for node20
    // says otherwise and turned each such literal into `new RegExp("…")`: a pattern built again,
    // its text hashed and looked up, every time the expression runs (11,000 times in a cold parse
    // of one CV, ~10 ms of the parse thread), where a literal is made once per site.
    supported: { 'regexp-unicode-property-escapes': true, 'regexp-set-notation': true },
    banner: {
      js: `// recruit-build ${randomBytes(8).toString('hex')}\n` +
        'const __recruitModuleUrl = (path) => require("node:url").pathToFileURL(require("node:path").join(__dirname, path)).href;',
    },
    plugins: [rewrites()],
    logLevel: 'warning',
    sourcemap: false,
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
  };
  const entries = {
    parse: { entry: 'worker.js', external: [...EXTERNAL, ...PARSE_EXTERNAL, '@tensorflow/*', '@vladmandic/face-api'] },
    face: { entry: 'images/face-worker.js', external: EXTERNAL },
  };
  // The samples run in worker threads, like the pool's threads, under the V8 flags of
  // `parser parse` runs: V8 refuses a cache made under other flags (the server's threads then
  // compile as without it).
  setFlagsFromString(PARSE_V8_FLAGS);
  for (const [name, { entry, external }] of Object.entries(entries)) {
    // Both bundles sit in dist/parser, where the module URLs are computed from (moduleUrl).
    const bundle = `${OUT_DIR}/${BUNDLES[name].file}`;
    const cache = cacheFileOf(bundle);
    rmSync(cache, { force: true });
    const banner = { js: `${common.banner.js}\n${NATIVE_PUSH_BANNER}` };
    await esbuild.build({ ...common, banner, entryPoints: [`${OUT_DIR}/${entry}`], outfile: bundle, external });
    // Read as Latin-1, and compiled as read (src/parser/bundle-loader.cts: escapeNonAscii, wrapForLoading).
    writeFileSync(bundle, wrapForLoading(escapeNonAscii(readFileSync(bundle, 'utf8'))));
    const ok = await new Promise((resolve) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { name, directory: OUT_DIR, cache } });
      worker.once('message', (message) => resolve(message === 'ok'));
      worker.once('error', (err) => {
        process.stderr.write(`${name} thread code cache not made (${err.message}); the bundle works without it\n`);
        resolve(false);
      });
    });
    if (!ok) rmSync(cache, { force: true });
  }
  await bundleCli(esbuild, common);
}

/**
 * The CLI's main thread as one CommonJS file, dist/cli/cli.cjs (from src/cli/entry.ts), and the
 * early parser start as another, dist/cli/early.cjs; bin/recruit.js requires both. Node's ES
 * module loader spent ~40 ms of CPU resolving, reading and linking some 200 modules of dist/
 * on every start, beside the parse thread starting on the other core (a cold
 * text PDF 429 -> 416 ms). Packages stay outside, loaded by `require` as they expect (their
 * own __dirname), except those published as ES modules only, which `require` cannot load on
 * every supported Node, and BUNDLED_IN_CLI: those are bundled.
 */
async function bundleCli(esbuild, common) {
  const outDir = `${ROOT}dist/cli`;
  const options = { ...common, logLevel: 'error', absWorkingDir: ROOT };
  // 1. The early start of a local parse alone (./local-parser.ts and the pool, ~15 KB): the
  //    launcher loads it first and starts the parse thread before the CLI's 870 KB, which then
  //    load beside that thread's start (a cold text PDF ~20 ms sooner). It exports its
  //    modules too, so that the CLI uses these very modules: one parser handed over, one set
  //    of error classes (instanceof), one pool.
  const early = await esbuild.build({ ...options, entryPoints: [`${outDir}/local-parser.js`], write: false, metafile: true, plugins: [packagesOutside()] });
  // Keyed by their paths in the package ("dist/domain/errors.js"). Each is initialised when
  // first asked for (a getter; esbuild makes `require` of a bundled module a lazy init): a
  // command that only needs the error classes does not load the pool and piscina.
  const shared = Object.keys(early.metafile.inputs).filter((input) => !input.startsWith('recruit-required:')); // files only (packagesOutside)
  const entry = [
    `export const modules = { ${shared.map(
      (input) => `get ${JSON.stringify(input)}() { return require(${JSON.stringify(join(ROOT, input))}); }`,
    ).join(', ')} };`,
    `export { startParserEarly } from ${JSON.stringify(`${outDir}/local-parser.js`)};`,
  ].join('\n');
  await esbuild.build({
    ...options,
    stdin: { contents: entry, resolveDir: outDir, sourcefile: 'early-entry.js', loader: 'js' },
    outfile: `${outDir}/early.cjs`,
    plugins: [packagesOutside(), rewrites(outDir)],
  });
  // Loaded before the parse thread starts, under Node's own V8 flags only.
  await writeForLoading(`${outDir}/early.cjs`, [['.v8cache', '']]);
  // 2. The CLI, taking those modules from early.cjs: every command, and a local parse once its
  //    thread has set the parse flags (bin/recruit.js).
  await esbuild.build({
    ...options,
    entryPoints: [`${outDir}/entry.js`],
    outfile: `${outDir}/cli.cjs`,
    plugins: [fromEarlyBundle(shared), packagesOutside(), rewrites(outDir)],
  });
  await writeForLoading(`${outDir}/cli.cjs`, [['.v8cache', ''], ['.parse.v8cache', PARSE_V8_FLAGS]]);
}

/**
 * A main-thread bundle written ASCII only after its build line, and V8's code cache of it for each
 * set of V8 flags it loads under (V8 refuses a cache made under other flags): the launcher compiles
 * it with the cache (src/parser/bundle-loader.cts loadBuiltFile). Compiling the CLI's 1.5 MB without
 * one took ~100 ms of every command's CPU, ~35 ms with it. Unlike the threads' bundles it is not
 * written inside the CommonJS wrapper (the loader wraps a joined copy, 1.5 MB at most): `require`
 * must still load it, as the CLI bundle loads early.cjs for any command but a local parse, and as
 * the launcher loads both on a Node that cannot require an ES module (bin/recruit.js). Each cache is
 * made in a process of its own, under its flags only; one not made costs only the time it saves.
 */
async function writeForLoading(file, caches) {
  const code = readFileSync(file, 'utf8');
  // Compiled by vm.Script, the bundle has no loader for import(): packagesOutside makes each of a
  // package a require. One import() of a name is left, any-ascii's in src/domain/search-fold.ts,
  // which runs only on a Node that cannot require an ES module: there the launcher requires the bundles.
  const dynamicImport = /(?<![\w$.])import\(\s*("[^"]*")/.exec(code);
  if (dynamicImport) throw new Error(`${relative(ROOT, file)}: import(${dynamicImport[1]}) left by the bundler; it cannot run in the bundle`);
  writeFileSync(file, escapeNonAscii(code));
  for (const [suffix, flags] of caches) {
    const cache = `${file}${suffix}`;
    rmSync(cache, { force: true });
    const made = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--main-code-cache', file, cache, flags], { encoding: 'utf8' });
    if (made.status !== 0) {
      rmSync(cache, { force: true });
      process.stderr.write(`${relative(ROOT, cache)} not made (${made.stderr.trim() || `exit ${made.status}`}); the bundle works without it\n`);
    }
  }
}

/** In a process of its own (writeForLoading): loads a bundle without a cache and saves the cache of what loading compiled. */
async function makeMainCodeCache(file, cache, flags) {
  if (flags) setFlagsFromString(flags);
  const { loadBuiltFile } = (await import(pathToFileURL(`${OUT_DIR}/bundle-loader.cjs`).href)).default;
  const loaded = loadBuiltFile(file, undefined);
  if (!loaded || Object.keys(loaded.module).length === 0) throw new Error(`${file} did not load`);
  writeFileSync(cache, loaded.createCodeCache());
}

/** esbuild: imports of `shared` modules become those of dist/cli/early.cjs (see bundleCli). */
function fromEarlyBundle(shared) {
  const inputs = new Set(shared);
  return {
    name: 'recruit-from-early-bundle',
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        const input = relative(ROOT, join(args.resolveDir, args.path)).split(sep).join('/');
        return inputs.has(input) ? { path: input, namespace: 'recruit-early' } : undefined;
      });
      // A require esbuild cannot follow: early.cjs stays its own file, loaded once by Node.
      build.onLoad({ filter: /.*/, namespace: 'recruit-early' }, ({ path }) => ({
        contents: `module.exports = require(require("node:path").join(__dirname, "early.cjs")).modules[${JSON.stringify(path)}];`,
        loader: 'js',
      }));
    },
  };
}

/**
 * Pure JavaScript packages the CLI bundles carry although `require` could load them: the
 * schema library, which the domain's schemas load on every command, is ~150 small CommonJS
 * files that took ~60 ms of the main thread to load; bundled, esbuild keeps the parts we use.
 * piscina's ~20 files load in early.cjs before the parse thread can start (a cold parse
 * waits for them); its thread's own script stays in the package (piscinaWorkerFile).
 */
const BUNDLED_IN_CLI = ['@sinclair/typebox', 'piscina'];

/**
 * esbuild: bare imports stay `require`s, but for packages `require` cannot load (ES modules only).
 * A built-in or a CommonJS package imported on demand (`await import('node:fs/promises')`,
 * `await import('pg')`) becomes a `require` made then, with esbuild's ES module view of its exports:
 * esbuild leaves an external's import() to Node, which starts its ES module loader for it (several
 * ms of the main thread; a built-in's internals then load after a parse has changed V8's flags),
 * and an import() needs a loader the CLI bundle compiled with its code cache has not (vm.Script).
 */
function packagesOutside() {
  return {
    name: 'recruit-packages-outside',
    setup(build) {
      build.onLoad({ filter: /.*/, namespace: 'recruit-required' }, ({ path }) => ({ contents: `module.exports = require(${JSON.stringify(path)});`, loader: 'js' }));
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'inner') return undefined; // the resolve below, asking esbuild itself
        if (args.namespace === 'recruit-required') return { path: args.path, external: true }; // the require of a stub below
        if (isBuiltin(args.path)) {
          return args.kind === 'dynamic-import' ? { path: args.path, namespace: 'recruit-required' } : { path: args.path, external: true };
        }
        if (BUNDLED_IN_CLI.some((name) => args.path === name || args.path.startsWith(`${name}/`))) return undefined;
        const resolved = await build.resolve(args.path, { kind: 'require-call', resolveDir: args.resolveDir, pluginData: 'inner' });
        if (resolved.errors.length > 0) return undefined;
        if (isEsModule(resolved.path)) return undefined;
        return args.kind === 'dynamic-import' ? { path: args.path, namespace: 'recruit-required' } : { path: args.path, external: true };
      });
    },
  };
}

/** Whether Node would load this file as an ES module: .mjs, or .js in a "type": "module" package. */
function isEsModule(file) {
  if (file.endsWith('.mjs')) return true;
  if (file.endsWith('.cjs') || !file.endsWith('.js')) return false;
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).type === 'module';
    } catch {
      // no package.json here: look further up
    }
  }
  return false;
}

/**
 * Source rewrites of bundled modules, in order (esbuild runs only the first onLoad that
 * answers); `outDir` is the bundle's folder, which module URLs are made relative to.
 */
function rewrites(outDir = OUT_DIR) {
  const steps = [
    visibleRequire, moduleUrl, nativeInflate, sharpLocalBuild, piscinaWorkerFile, lazyCanvas, nativePush, lazyFrancTrigrams, stackProbe, textOnlyFonts,
    parserFirstPlaneLetters,
  ];
  return {
    name: 'recruit-rewrites',
    setup(build) {
      build.onLoad({ filter: /\.(m?js|cjs)$/ }, async ({ path }) => {
        const { readFile } = await import('node:fs/promises');
        const original = await readFile(path, 'utf8');
        const contents = steps.reduce((text, step) => step(text, path, outDir), original);
        return contents === original ? undefined : { contents, loader: 'js' };
      });
    },
  };
}

/**
 * `createRequire(import.meta.url)('pkg')`, a require called at once, becomes `require('pkg')`,
 * which esbuild follows: the package is bundled (and code-cached) unless it is external.
 * Our ES modules load some CommonJS packages that way because Node's ES module loader is slow
 * with them (src/parser/fields/phone.ts).
 */
function visibleRequire(contents) {
  // Not `x.createRequire(…)(…)` (pdfjs calls process.getBuiltinModule("module").createRequire).
  return contents.replace(/(?<![.\w$])createRequire\(import\.meta\.url\)\(/g, 'require(');
}

/** `import.meta.url` of a bundled module becomes the URL the module has in dist/ (or its package). */
function moduleUrl(contents, path, outDir) {
  if (!contents.includes('import.meta')) return contents;
  if (/import\.meta\.(?!url\b)/.test(contents)) throw new Error(`${path}: only import.meta.url can be bundled`);
  const from = relative(outDir, path).split(sep).join('/');
  // A helper the banner defines: a local `require` of the module (esbuild renames those) cannot shadow it.
  return contents.replaceAll('import.meta.url', `__recruitModuleUrl(${JSON.stringify(from)})`);
}

/**
 * Gives pdfjs's FlateStream class to src/parser/extract/pdfjs-inflate.ts from inside pdfjs's
 * module, where the class is in scope (pdfjs does not export it). A pdfjs without that class
 * fails the build: the pinned version has it, and an upgrade should notice.
 */
function nativeInflate(contents, path) {
  if (!/pdfjs-dist[\\/]legacy[\\/]build[\\/]pdf\.worker\.min\.mjs$/.test(path)) return contents;
  if (!/\bclass FlateStream extends\b/.test(contents)) throw new Error(`${path}: no FlateStream class to give native inflation`);
  const helper = JSON.stringify(`${OUT_DIR}/extract/pdfjs-inflate.js`);
  return `${contents}\nimport { useNativeInflate as __useNativeInflate } from ${helper};\n__useNativeInflate(FlateStream);\n`;
}

/**
 * pdfjs loads @napi-rs/canvas when it starts, to set DOMMatrix, ImageData and Path2D on
 * globalThis: ~18 ms of a cold parse thread (its native library and system fonts), spent
 * for every file though only OCR of a page drawn as shapes renders anything. In the bundle,
 * DOMMatrix comes from the package's own JavaScript module (the class it exports anyway,
 * which pdfjs also builds one of when it starts), and ImageData and Path2D are stand-ins
 * that load the package the first time they are used (constructed, checked with instanceof,
 * or read). A pdfjs that loads the canvas another way fails the build.
 */
function lazyCanvas(contents, path) {
  if (!/pdfjs-dist[\\/]legacy[\\/]build[\\/]pdf\.min\.mjs$/.test(path)) return contents;
  const pattern = /\b(\w+)=(\w+)\("@napi-rs\/canvas"\)/g;
  const found = contents.match(pattern) ?? [];
  if (found.length !== 1) throw new Error(`${path}: expected one start-up load of @napi-rs/canvas, found ${found.length}`);
  const helper = `
function __recruitCanvasPolyfills(load) {
  let canvas;
  const real = (name) => (canvas ??= load("@napi-rs/canvas"))[name];
  const standIn = (name) => new Proxy(function () {}, {
    construct: (_, args) => Reflect.construct(real(name), args),
    apply: (_, self, args) => Reflect.apply(real(name), self, args),
    get: (_, key) => Reflect.get(real(name), key),
    has: (_, key) => Reflect.has(real(name), key),
  });
  return { DOMMatrix: load("@napi-rs/canvas/geometry").DOMMatrix, ImageData: standIn("ImageData"), Path2D: standIn("Path2D") };
}
`;
  return contents.replace(pattern, (_, target, load) => `${target}=__recruitCanvasPolyfills(${load})`) + helper;
}

/**
 * pdfjs's legacy build carries core-js, which replaces Array.prototype.push with a JavaScript
 * version on V8 before 12.2 (Node 20): its fix for arrays of 2^32 elements or with a
 * read-only length, cases no parse meets. That push then ran for every push in the thread,
 * pdfjs's own and the field extractors', ~5 ms of each warm text PDF and more of a cold one.
 * The banner keeps V8's push, and each pdfjs module puts it back once it has run.
 */
const NATIVE_PUSH_BANNER = 'const __recruitNativePush = Object.getOwnPropertyDescriptor(Array.prototype, "push");';

function nativePush(contents, path) {
  if (!/pdfjs-dist[\\/]legacy[\\/]build[\\/]pdf(\.worker)?\.min\.mjs$/.test(path)) return contents;
  return `${contents}\nObject.defineProperty(Array.prototype, "push", __recruitNativePush);\n`;
}

/**
 * core-js, in each of pdfjs's two builds, reads the stack of a new Error when it loads, to learn
 * whether this engine prints "at …" lines (its helper then strips such lines from the stacks of
 * errors it wraps). V8 always does. Printing a stack made V8 find the line ends of the whole
 * bundle (~3.7 MB) and run Node's stack formatting: ~2–4 ms of every cold parse thread, for an
 * answer known in advance. In the bundle the probe reads a stack of that same shape instead, so
 * the helper behaves as before. A pdfjs whose core-js probes another way fails the build.
 */
function stackProbe(contents, path) {
  if (!/pdfjs-dist[\\/]legacy[\\/]build[\\/]pdf(\.worker)?\.min\.mjs$/.test(path)) return contents;
  const pattern = /\bString\(new (\w+)\("zxcasd"\)\.stack\)/g;
  const found = contents.match(pattern) ?? [];
  if (found.length !== 1) throw new Error(`${path}: expected one probe of the Error stack's shape, found ${found.length}`);
  return contents.replace(pattern, '"Error: zxcasd\\n    at recruit-bundle:1:1"');
}

/**
 * The parser's own modules: case-insensitive patterns written without the i flag (./case-free-patterns.mjs),
 * then letter classes within the first plane (./bmp-letter-classes.mjs: why).
 */
function parserFirstPlaneLetters(contents, path) {
  if (!/[\\/]dist[\\/]parser[\\/]/.test(path)) return contents;
  return withPatternLiterals(contents, (pattern, flags) => {
    const caseFree = caseFreePattern(pattern, flags);
    return firstPlanePattern(caseFree?.pattern ?? pattern, caseFree?.flags ?? flags) ?? caseFree;
  });
}

/**
 * franc builds, when it loads, a table of trigram weights for each of its ~70 languages (~20,000
 * entries, 10-15 ms of a cold parse thread), though src/parser/fields/locale.ts asks it about nine
 * (its `only` option): franc looks at the other tables only to skip them. In the bundle each table
 * is built the first time franc reads it, in the same order and the same shape, so franc's answers
 * do not change. A franc that builds its tables another way fails the build.
 */
function lazyFrancTrigrams(contents, path) {
  if (!/[\\/]franc-min[\\/]index\.js$/.test(path)) return contents;
  const pattern = /const model = languages\[name\]\.split\('\|'\)[\s\S]*?numericData\[script\]\[name\] = trigrams\n/;
  if (!pattern.test(contents)) throw new Error(`${path}: franc no longer builds its trigram tables the way the bundle expects`);
  const helper = `
function __recruitLazyTrigrams(languages, name, model) {
  Object.defineProperty(languages, name, {
    enumerable: true,
    configurable: true,
    get() {
      const list = model.split('|');
      const trigrams = {};
      let weight = list.length;
      while (weight--) trigrams[list[weight]] = weight;
      Object.defineProperty(languages, name, { value: trigrams, enumerable: true, configurable: true, writable: true });
      return trigrams;
    },
  });
}
`;
  return contents.replace(pattern, '__recruitLazyTrigrams(numericData[script], name, languages[name])\n') + helper;
}

/**
 * sharp first tries a binding built from source inside its own package, named by a template
 * literal that esbuild would glob at build time (and find nothing). The path becomes one
 * computed at run time from sharp's own folder, as it was: esbuild leaves such a require to
 * Node. Its fallback, the prebuilt binding of an @img/* package, is external anyway.
 */
function sharpLocalBuild(contents, path, outDir) {
  if (!/[\\/]sharp[\\/]dist[\\/]sharp\.cjs$/.test(path)) return contents;
  const pattern = /require\((`\.\.\/src\/build\/Release\/[^`]*`)\)/g;
  if (!pattern.test(contents)) throw new Error(`${path}: sharp no longer loads a local build the way the bundle expects`);
  const from = relative(outDir, dirname(path)).split(sep).join('/');
  return contents.replace(pattern, (_, literal) => `require(require("node:path").join(__dirname, ${JSON.stringify(from)}, ${literal}))`);
}

/**
 * piscina starts each thread from its own worker.js, found beside its index.js (`__dirname`):
 * bundled, that folder is the bundle's. The file is looked up where Node finds the package from
 * the bundle (a symlinked or hoisted node_modules included), when the pool starts a thread. A
 * piscina that names its thread's file another way fails the build.
 */
function piscinaWorkerFile(contents, path) {
  if (!/[\\/]piscina[\\/]dist[\\/]index\.js$/.test(path)) return contents;
  const pattern = /\(0, node_path_1\.resolve\)\(__dirname, 'worker\.js'\)/g;
  if ((contents.match(pattern) ?? []).length !== 1) throw new Error(`${path}: piscina no longer names its thread's file the way the bundle expects`);
  return contents.replace(pattern, '(0, node_path_1.resolve)(require.resolve("piscina"), "..", "worker.js")');
}

async function makeCodeCache({ name, directory, cache }) {
  const { loadBundle } = (await import(pathToFileURL(`${directory}/bundle-loader.cjs`).href)).default;
  const thread = await loadBundle(name, { directory, useCache: false });
  if (thread.via !== 'bundle') throw new Error(`the ${name} bundle did not load (${thread.via})`);
  if (name === 'parse') {
    const options = { face: false, ocr: false };
    const inputs = [
      { bytes: samplePdf(), fileName: 'sample.pdf' },
      { bytes: Buffer.from(SAMPLE_LINES.map((l) => l.text).join('\n')), fileName: 'sample.txt' },
    ];
    for (const input of inputs) {
      const result = await thread.module.default({ input, options });
      if (!result?.ok) throw new Error(`the sample parse failed: ${result?.error?.message}`);
    }
  } else {
    await thread.module.default({ warmUp: true });
    await thread.module.default({ images: [await samplePicture()] });
  }
  writeFileSync(cache, thread.createCodeCache());
  parentPort.postMessage('ok');
}

/** A made-up picture of portrait shape (a gradient): the face search runs through it whole. */
async function samplePicture() {
  const sharp = createRequire(import.meta.url)('sharp');
  const width = 300;
  const height = 400;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 251;
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
  return { bytes: new Uint8Array(bytes), mime: 'image/jpeg', width, height };
}

/** A one-page résumé of a fictitious person, in the sections and fields a real one has. */
const SAMPLE_LINES = [
  { text: 'Mira Testwood', size: 20, bold: true },
  { text: 'Logistics Coordinator' },
  { text: 'mira.testwood@example.org  |  +44 20 7946 0958  |  12 Sample Street, Leeds LS1 4AB, United Kingdom' },
  { text: 'Profile', bold: true, size: 13 },
  { text: 'Coordinator with eight years in warehouse planning, customer service and team leadership.' },
  { text: 'Experience', bold: true, size: 13 },
  { text: 'Senior Logistics Coordinator, Northwind Freight Ltd, Leeds    03/2019 - present', bold: true },
  { text: '- Planned daily routes for 40 vehicles with SAP and Excel; cut late deliveries by 18 %' },
  { text: 'Warehouse Team Leader, Example Stores plc, York    Jan 2015 - Feb 2019', bold: true },
  { text: '- Led a team of 12; trained new staff in forklift safety and stock control' },
  { text: 'Education', bold: true, size: 13 },
  { text: 'BSc Business Management, University of Leeds    2011 - 2014' },
  { text: 'Skills', bold: true, size: 13 },
  { text: 'Supply chain management, SAP, Microsoft Excel, SQL, Python, Project management, Negotiation' },
  { text: 'Languages', bold: true, size: 13 },
  { text: 'English (native), German (B2), French (A2)' },
  { text: 'Certificates', bold: true, size: 13 },
  { text: 'PRINCE2 Foundation (2020), First Aid at Work (2021)' },
];

/** The smallest valid PDF with this text in Helvetica and Helvetica-Bold. */
function samplePdf() {
  let content = '';
  SAMPLE_LINES.forEach((line, i) => {
    const escaped = line.text.replace(/[()\\]/g, (c) => `\\${c}`);
    content += `BT /${line.bold ? 'F2' : 'F1'} ${line.size ?? 10} Tf 50 ${790 - i * 22} Td (${escaped}) Tj ET\n`;
  });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${pdf.length}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

// Last: the sample above must be initialised before the thread uses it.
if (!isMainThread) await makeCodeCache(workerData);
else if (process.argv[2] === '--main-code-cache') await makeMainCodeCache(process.argv[3], process.argv[4], process.argv[5]);
else await build();
