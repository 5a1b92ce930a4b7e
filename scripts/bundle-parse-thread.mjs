#!/usr/bin/env node
// Build step after `tsc` (package.json "build"): the parse thread as one CommonJS file plus
// V8's code cache of it, which src/parser/parse-thread-loader.cts loads (issue 14 item 8:
// cold start on Node 20, where ES modules have no compile cache), and the face thread as one
// CommonJS file (src/parser/images/face-worker-entry.cts).
//   1. esbuild bundles dist/parser/worker.js and what it imports (pdfjs, franc, our parser
//      modules) into dist/parser/parse-thread.cjs. Native and rarely used heavy packages stay
//      outside (sharp, canvas, tfjs/face-api, tesseract: loaded by `require` when needed).
//   2. A thread loads the bundle, parses a sample résumé made here (a fictitious person) so
//      that V8 compiles the functions a real parse runs, and saves the code cache.
// Every `import.meta.url` in the bundled modules is rewritten to the URL the module had in
// dist/ (relative to the bundle, wherever the package is installed): the data directory and
// package lookups resolve as they did. A failure of step 2 leaves no cache, never a broken build.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PARSE_V8_FLAGS } from '../bin/parse-v8-flags.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = `${ROOT}dist/parser`;

async function build() {
  const { BUNDLE_FILE, CODE_CACHE_FILE } = (await import(pathToFileURL(`${OUT_DIR}/parse-thread-loader.cjs`).href)).default;
  const bundle = `${OUT_DIR}/${BUNDLE_FILE}`;
  const cache = `${OUT_DIR}/${CODE_CACHE_FILE}`;
  rmSync(cache, { force: true });
  const esbuild = await import('esbuild');
  const common = {
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Loaded with require() where needed (native code, or large and rarely used).
    external: ['sharp', '@napi-rs/canvas', '@tensorflow/*', '@vladmandic/face-api', 'tesseract.js', 'better-sqlite3', 'piscina'],
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
  await esbuild.build({ ...common, entryPoints: [`${OUT_DIR}/worker.js`], outfile: bundle });
  // The face thread's code (images/face-worker.ts) likewise, for images/face-worker-entry.cts
  // to require: no code cache (its own code is small; tfjs is CommonJS from node_modules), but
  // a thread that loads no ES module does not start the ES module loader.
  await esbuild.build({ ...common, entryPoints: [`${OUT_DIR}/images/face-worker.js`], outfile: `${OUT_DIR}/face-thread.cjs` });
  // The sample parse runs in a worker thread, like the pool's threads, under the V8 flags of
  // `parser parse` runs: V8 refuses a cache made under other flags (the server's threads then
  // compile as without it).
  setFlagsFromString(PARSE_V8_FLAGS);
  const ok = await new Promise((resolve) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { directory: OUT_DIR, cache } });
    worker.once('message', (message) => resolve(message === 'ok'));
    worker.once('error', (err) => {
      process.stderr.write(`parse thread code cache not made (${err.message}); the bundle works without it\n`);
      resolve(false);
    });
  });
  if (!ok) rmSync(cache, { force: true });
}

/** Source rewrites of bundled modules, in order (esbuild runs only the first onLoad that answers). */
function rewrites() {
  const steps = [visibleRequire, moduleUrl, nativeInflate];
  return {
    name: 'recruit-rewrites',
    setup(build) {
      build.onLoad({ filter: /\.(m?js|cjs)$/ }, async ({ path }) => {
        const { readFile } = await import('node:fs/promises');
        const original = await readFile(path, 'utf8');
        const contents = steps.reduce((text, step) => step(text, path), original);
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
function moduleUrl(contents, path) {
  if (!contents.includes('import.meta')) return contents;
  if (/import\.meta\.(?!url\b)/.test(contents)) throw new Error(`${path}: only import.meta.url can be bundled`);
  const from = relative(OUT_DIR, path).split(sep).join('/');
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

async function makeCodeCache({ directory, cache }) {
  const { loadParseThread } = (await import(pathToFileURL(`${directory}/parse-thread-loader.cjs`).href)).default;
  const thread = await loadParseThread({ directory, useCache: false });
  if (thread.via !== 'bundle') throw new Error(`the bundle did not load (${thread.via})`);
  const options = { face: false, ocr: false };
  for (const input of [{ bytes: samplePdf(), fileName: 'sample.pdf' }, { bytes: Buffer.from(SAMPLE_LINES.map((l) => l.text).join('\n')), fileName: 'sample.txt' }]) {
    const result = await thread.module.default({ input, options });
    if (!result?.ok) throw new Error(`the sample parse failed: ${result?.error?.message}`);
  }
  writeFileSync(cache, thread.createCodeCache());
  parentPort.postMessage('ok');
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
if (isMainThread) await build();
else await makeCodeCache(workerData);
