// The threads' fast load (src/parser/bundle-loader.cts): the
// bundle and V8 code cache `npm run build` makes are used under the flags of a parse run,
// a cache of another build is never used, and the bundle (with pdfjs inflating through
// zlib) parses exactly as the modules in dist/ do. Each load runs in its own worker thread,
// as in the pool: pdfjs and V8 flags are per thread and per process.
import { execFileSync } from 'node:child_process';
import { isAscii } from 'node:buffer';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { fixture } from './extract/fixtures.js';
import { firstMessageOf } from '../helpers/thread-message.js';
import { trueTypePdf } from '../helpers/truetype-pdf.js';

const DIST = fileURLToPath(new URL('../../dist/parser/', import.meta.url));
const LOADER = join(DIST, 'bundle-loader.cjs');
const FLAGS = fileURLToPath(new URL('../../bin/parse-v8-flags.js', import.meta.url));

interface LoadedFile { module: unknown; via: string; createCodeCache(): Buffer | undefined }
interface Loader {
  loadBundle(name: 'parse', options: { directory: string }): Promise<{ module: unknown }>;
  loadBuiltFile(file: string, cacheFile: string | undefined, options?: { register?: boolean }): LoadedFile | undefined;
  wrapForLoading(source: string): string;
}
const loader = (): Loader => createRequire(import.meta.url)(LOADER) as Loader;
const work = mkdtempSync(join(tmpdir(), 'recruit-parse-thread-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface ThreadResult { via: string; result: unknown }

/** Loads the parse thread in a new worker thread (from `directory`, or dist/'s modules) and parses `bytes`. */
function parseInThread(how: { directory: string } | 'modules', fileName: string, bytes: Uint8Array, ocr = false): Promise<ThreadResult> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const { how, loader, worker, fileName, bytes, ocr } = workerData;
      const loaded = how === 'modules'
        ? { via: 'modules', module: await import(worker) }
        : await require(loader).loadBundle('parse', { directory: how.directory });
      const result = await loaded.module.default({ input: { bytes, fileName }, options: { face: false, ocr } });
      parentPort.postMessage({ via: loaded.via, result });
    })().catch((err) => parentPort.postMessage({ via: 'failed', result: String(err && err.stack || err) }));`;
  return firstMessageOf<ThreadResult>(code, { how, loader: LOADER, worker: new URL('worker.js', `file://${DIST}`).href, fileName, bytes, ocr });
}

/** A one-page PDF whose content stream is Flate-compressed (cut short when `truncate`). */
function flatePdf(lines: string[], truncate = false): Uint8Array {
  return pdfWithContent(lines.map((line, i) => `BT /F1 11 Tf 60 ${780 - i * 18} Td (${line}) Tj ET`).join('\n'), truncate);
}

/** Block letters "LIT" drawn as filled rectangles: a page without a text layer or a picture. */
function shapesPdf(): Uint8Array {
  const bars = [[60, 500, 30, 200], [60, 500, 130, 30], [240, 500, 30, 200], [330, 670, 150, 30], [390, 500, 30, 200]];
  return pdfWithContent(bars.map(([x, y, w, h]) => `${x} ${y} ${w} ${h} re f`).join('\n'));
}

function pdfWithContent(content: string, truncate = false): Uint8Array {
  let data = deflateSync(Buffer.from(content, 'latin1'));
  if (truncate) data = data.subarray(0, Math.floor(data.length * 0.6));
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    Buffer.concat([Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets = objects.map((body, i) => {
    const at = offset;
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    offset += chunk.length;
    return at;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}

const RESUME_LINES = ['Ottilie Brennwald', 'Archivist', 'ottilie.brennwald@example.net', 'Experience', 'Archivist, Stadtarchiv Vellbach  2016 - 2024', 'Skills', 'Cataloguing, Digitisation, Python'];

describe('parse thread bundle and code cache', () => {
  it('threads under the flags of `parser parse` load the parse and face bundles with their code caches', () => {
    // V8 flags are per process: a new process sets them as bin/recruit.js does, then starts the thread.
    const script = `
      const { setFlagsFromString } = require('node:v8');
      const { Worker } = require('node:worker_threads');
      import(${JSON.stringify(new URL(`file://${FLAGS}`).href)}).then(({ PARSE_V8_FLAGS }) => {
        setFlagsFromString(PARSE_V8_FLAGS);
        const thread = new Worker(${JSON.stringify(`const l = require(${JSON.stringify(LOADER)}); Promise.all([l.loadBundle('parse'), l.loadBundle('face')]).then((t) => require('node:worker_threads').parentPort.postMessage(t.map((b) => b.via).join()))`)}, { eval: true });
        thread.once('message', (via) => { console.log(via); process.exit(0); });
      });`;
    expect(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim()).toBe('bundle+cache,bundle+cache');
  });

  it('a cache is used only with the bundle of its own build', () => {
    const { v8DataFor } = createRequire(import.meta.url)(LOADER) as { v8DataFor(source: string, cache: Buffer): Buffer | undefined };
    const bundle = readFileSync(join(DIST, 'parse-thread.cjs'), 'utf8');
    const cache = readFileSync(join(DIST, 'parse-thread.cjs.v8cache'));
    expect(v8DataFor(bundle, cache)?.length).toBeGreaterThan(100_000);
    // Same length (all V8 itself checks), another build id: refused.
    const otherBuild = bundle.replace(/^\/\/ recruit-build ([0-9a-f])/, (_, c: string) => `// recruit-build ${c === '0' ? '1' : '0'}`);
    expect(otherBuild.length).toBe(bundle.length);
    expect(v8DataFor(otherBuild, cache)).toBeUndefined();
    expect(v8DataFor(bundle.replace(/^\/\/ recruit-build [0-9a-f]+\n/, ''), cache)).toBeUndefined();
    expect(v8DataFor(bundle, cache.subarray(0, 20))).toBeUndefined();
  });

  it('the data of a cache is handed to V8 at an offset that is a multiple of 8 (V8 copies it whole otherwise)', () => {
    const { readBundle } = createRequire(import.meta.url)(LOADER) as { readBundle(file: string, cache: string): { source: string; cachedData?: Buffer } };
    for (const file of ['parse-thread.cjs', 'face-thread.cjs']) {
      const { source, cachedData } = readBundle(join(DIST, file), join(DIST, `${file}.v8cache`));
      expect(source.startsWith('// recruit-build '), file).toBe(true);
      // The build line before the data is 34 bytes: read at the buffer's start, the data began 2 bytes off.
      expect(cachedData!.byteOffset % 8, file).toBe(0);
      expect(cachedData!.equals(readFileSync(join(DIST, `${file}.v8cache`)).subarray(source.indexOf('\n') + 1)), file).toBe(true);
    }
  });

  it('without a bundle the thread imports the modules', async () => {
    const empty = mkdtempSync(join(work, 'no-bundle-'));
    const loaded = await parseInThread({ directory: empty }, 'cv.pdf', flatePdf(RESUME_LINES));
    expect(loaded.via).toBe('modules');
    expect(JSON.stringify(loaded.result)).toContain('ottilie.brennwald@example.net');
  });

  it('the build leaves the bundles ASCII only, and the escaped patterns read a CV as the modules do', async () => {
    // scripts/escape-non-ascii.mjs: read as Latin-1 (one byte a character) instead of UTF-8.
    for (const file of ['parse-thread.cjs', 'face-thread.cjs']) expect(isAscii(readFileSync(join(DIST, file))), file).toBe(true);
    const cv = Buffer.from([
      'Kovács Dorottya', 'Budapest, Őrház utca 12.', 'dorottya.kovacs@example.hu', 'Szakmai tapasztalat',
      'Könyvtáros • Fővárosi Vártó Ervin Könyvtár • 2018 – 2024', 'Készségek', 'Katalogizálás · Digitalizálás · Python',
    ].join('\n'));
    const [bundled, modules] = await Promise.all([parseInThread({ directory: DIST }, 'cv.txt', cv), parseInThread('modules', 'cv.txt', cv)]);
    expect(bundled.via).toMatch(/^bundle/);
    expect(JSON.stringify(bundled.result)).toContain('Dorottya');
    expect(bundled.result).toEqual(modules.result);
  });

  it('a bundle made by hand (no build line) that is not ASCII is read as UTF-8', async () => {
    const directory = mkdtempSync(join(work, 'utf8-bundle-'));
    writeFileSync(join(directory, 'parse-thread.cjs'), 'module.exports = { city: "Łódź", bullet: /•/.source };\n');
    const { loadBundle } = createRequire(import.meta.url)(LOADER) as { loadBundle(name: 'parse', options: { directory: string }): Promise<{ module: unknown }> };
    expect((await loadBundle('parse', { directory })).module).toEqual({ city: 'Łódź', bullet: '•' });
  });

  it('a bundle with the build line is read as Latin-1 without a scan: the build writes it ASCII', async () => {
    const directory = mkdtempSync(join(work, 'latin1-bundle-'));
    // "é" in UTF-8 is two bytes, each read as a Latin-1 character: proof that the bytes were not decoded as UTF-8.
    writeFileSync(join(directory, 'parse-thread.cjs'), '// recruit-build 0c\nmodule.exports = { bytes: "é".length };\n');
    const { loadBundle } = createRequire(import.meta.url)(LOADER) as { loadBundle(name: 'parse', options: { directory: string }): Promise<{ module: unknown }> };
    expect((await loadBundle('parse', { directory })).module).toEqual({ bytes: 2 });
  });

  it('a code cache larger or smaller than the text is read beside it and used (one buffer for both)', async () => {
    // The text is copied out of the buffer it was read into, and a cache that fits is read into
    // the same bytes: the module must run as written, from its cache, whichever is the larger.
    const { loadBundle, wrapForLoading } = loader() as Loader & {
      loadBundle(name: 'parse', options: { directory: string; useCache?: boolean }): Promise<{ module: unknown; via: string; createCodeCache(): Buffer }>;
    };
    for (const padding of [0, 200_000]) {
      const directory = mkdtempSync(join(work, `cache-${padding}-`));
      const body = `// ${'x'.repeat(padding)}\nconst add = (a, b) => a + b;\nmodule.exports = { total: [1, 2, 3].reduce(add, 0), padded: ${padding} };\n`;
      writeFileSync(join(directory, 'parse-thread.cjs'), wrapForLoading(`// recruit-build 0d${padding}\n${body}`));
      const made = await loadBundle('parse', { directory, useCache: false });
      const cache = made.createCodeCache();
      writeFileSync(join(directory, 'parse-thread.cjs.v8cache'), cache);
      const text = readFileSync(join(directory, 'parse-thread.cjs'));
      expect(cache.length > text.length, `padding ${padding}`).toBe(padding === 0);
      const loaded = await firstMessageOf<{ via: string; module: unknown }>(`
        const { parentPort, workerData } = require('node:worker_threads');
        require(workerData.loader).loadBundle('parse', { directory: workerData.directory })
          .then((b) => parentPort.postMessage({ via: b.via, module: b.module }));`, { loader: LOADER, directory });
      expect(loaded).toEqual({ via: 'bundle+cache', module: { total: 6, padded: padding } });
    }
  });

  it('the build writes each bundle inside the CommonJS wrapper, after its build line', () => {
    for (const file of ['parse-thread.cjs', 'face-thread.cjs']) {
      const text = readFileSync(join(DIST, file), 'latin1');
      expect(text, file).toMatch(/^\/\/ recruit-build [0-9a-f]+\n\(function \(exports, require, module, __filename, __dirname\) \{/);
      expect(text.endsWith('\n})'), file).toBe(true);
    }
  });

  it('a wrapped bundle runs as written, as a CommonJS module with its own require, __filename and __dirname', async () => {
    const directory = mkdtempSync(join(work, 'wrapped-bundle-'));
    const code = '// recruit-build 0b\nmodule.exports = { file: __filename, dir: __dirname, sep: require("node:path").sep, same: exports === module.exports };\n';
    writeFileSync(join(directory, 'parse-thread.cjs'), loader().wrapForLoading(code));
    // Wrapped a second time, the outer function would only make the inner one: no exports.
    expect((await loader().loadBundle('parse', { directory })).module).toEqual({ file: join(directory, 'parse-thread.cjs'), dir: directory, sep: '/', same: true });
    // The same code unwrapped (an older build) is wrapped at load and runs alike.
    const older = mkdtempSync(join(work, 'unwrapped-bundle-'));
    writeFileSync(join(older, 'parse-thread.cjs'), code);
    expect((await loader().loadBundle('parse', { directory: older })).module).toEqual({ file: join(older, 'parse-thread.cjs'), dir: older, sep: '/', same: true });
  });

  it('a built file loaded with register is the module `require` returns from then on, and its code cache is used on the next load', () => {
    // How bin/recruit.js loads the CLI's bundle, dist/cli/cli.cjs: one copy of its modules, compiled with the build's cache.
    const directory = mkdtempSync(join(work, 'registered-file-'));
    const file = join(directory, 'cli.cjs');
    writeFileSync(file, loader().wrapForLoading('// recruit-build 0c\nlet loads = (globalThis.__loadsOfCli ?? 0) + 1; globalThis.__loadsOfCli = loads;\nmodule.exports = { loads, twice: (n) => n * 2 };\n'));
    const first = loader().loadBuiltFile(file, undefined, { register: true });
    expect(first?.via).toBe('bundle');
    const required = createRequire(import.meta.url)(file) as { loads: number; twice(n: number): number };
    expect(required).toBe(first?.module);
    expect(required.loads).toBe(1);
    expect(required.twice(21)).toBe(42);
    writeFileSync(`${file}.v8cache`, first!.createCodeCache()!);
    // Loaded again (not registered: a fresh copy), with the cache the first load made.
    expect(loader().loadBuiltFile(file, `${file}.v8cache`)?.via).toBe('bundle+cache');
    // A file that is not there is no bundle: the caller falls back.
    expect(loader().loadBuiltFile(join(directory, 'missing.cjs'), undefined)).toBeUndefined();
  });

  it('a bundle leaves no joined copy of its text in the heap, wrapped by the build or at load', async () => {
    // 2 MB of code: Node keeps a text this large outside V8's heap. Wrapped at load by joining strings, V8 compiled (and
    // kept) a joined copy; the loader now decodes the file inside the wrapper at once.
    const code = `// recruit-build 0c\n${'var padding = 0;\n'.repeat(2 * 1024 * 1024 / 17)}module.exports = { answer() { return 42; } };\n`;
    const heapAfterLoad = async (text: string): Promise<number> => {
      const directory = mkdtempSync(join(work, 'heap-bundle-'));
      writeFileSync(join(directory, 'parse-thread.cjs'), text);
      const thread = `
        const { parentPort, workerData } = require('node:worker_threads');
        require(workerData.loader).loadBundle('parse', { directory: workerData.directory }).then((loaded) => {
          parentPort.postMessage({ answer: loaded.module.answer(), heap: process.memoryUsage().heapUsed });
        });`;
      const { answer, heap } = await firstMessageOf<{ answer: number; heap: number }>(thread, { loader: LOADER, directory });
      expect(answer).toBe(42);
      return heap;
    };
    const [wrapped, unwrapped] = [await heapAfterLoad(loader().wrapForLoading(code)), await heapAfterLoad(code)];
    expect(Math.abs(unwrapped - wrapped)).toBeLessThan(0.5 * 1024 * 1024);
  });

  it('the bundle gives pdfjs native inflation from inside pdfjs (the build step ran)', () => {
    expect(readFileSync(join(DIST, 'parse-thread.cjs'), 'utf8')).toMatch(/useNativeInflate\(FlateStream\)/);
  });

  it('the face thread entry runs the bundled face code: the model loads and a picture without a face gives none', async () => {
    const code = `
      const { parentPort } = require('node:worker_threads');
      const entry = require(${JSON.stringify(join(DIST, 'images', 'face-worker-entry.cjs'))});
      (async () => {
        const { via } = await require(${JSON.stringify(LOADER)}).loadBundle('face');
        const warm = await entry.default({ warmUp: true });
        const sharp = require('sharp');
        const bytes = await sharp({ create: { width: 240, height: 300, channels: 3, background: '#8a9bb0' } }).jpeg().toBuffer();
        const face = await entry.default({ images: [{ bytes: new Uint8Array(bytes), mime: 'image/jpeg', width: 240, height: 300 }] });
        parentPort.postMessage({ via, warm, face });
      })().catch((err) => parentPort.postMessage({ error: String(err) }));`;
    const reply = await firstMessageOf(code);
    expect(reply).toMatchObject({ via: expect.stringMatching(/^bundle/), warm: null, face: null });
  }, 60_000);

  const cases: [string, () => Uint8Array][] = [
    ['a PDF with a Flate-compressed page (inflated by zlib in the bundle, by pdfjs in the modules)', () => flatePdf(RESUME_LINES)],
    ['a PDF whose compressed page is cut short (an error)', () => flatePdf(RESUME_LINES, true)],
    ['a two-column PDF', () => fixture('two-column.pdf')],
    ['a PDF with a photo', () => fixture('german-photo.pdf')],
    ['a Hungarian PDF', () => fixture('hungarian.pdf')],
    ['an encrypted PDF (an error)', () => fixture('encrypted.pdf')],
    ['a truncated PDF (an error)', () => fixture('truncated.pdf')],
    ['a DOCX', () => fixture('resume.docx')],
    // The bundle's pdfjs leaves the first font's program unconverted (scripts/pdfjs-text-fonts.mjs).
    ['a PDF in embedded TrueType and CFF fonts with and without a ToUnicode map', () => trueTypePdf([
      { text: 'Ilona Brightwater', toUnicode: true, size: 20 },
      { text: 'ilona.brightwater@example.org  +44 20 7946 0321', toUnicode: true },
      { text: 'Experience', toUnicode: false, size: 14, program: 'cff' },
      { text: 'Harbour Planner, Invented Docks Ltd    03/2018 - present', toUnicode: true, program: 'cff' },
      { text: 'Education', toUnicode: false, size: 14 },
    ])],
  ];
  it("the other formats' packages stay outside the bundle: a PDF or TXT parse loads none, a DOCX, DOC, ODT or RTF loads its own and parses as the modules do", async () => {
    const files = Object.fromEntries(['resume.docx', 'resume.doc', 'resume.odt', 'resume.rtf', 'zip-bomb.docx', 'latin1.txt', 'utf16.txt']
      .map((name) => [name, fixture(name)]));
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      (async () => {
        const loaded = await require(workerData.loader).loadBundle('parse', { directory: workerData.directory });
        const outside = () => ['jszip', 'word-extractor', 'rtf-stream-parser', 'iconv-lite']
          .filter((name) => Object.keys(require.cache).some((f) => f.includes('/node_modules/' + name + '/')));
        const parse = (fileName, bytes) => loaded.module.default({ input: { bytes, fileName }, options: { face: false, ocr: false } });
        const results = {};
        results['cv.pdf'] = await parse('cv.pdf', workerData.pdf);
        for (const name of ['latin1.txt', 'utf16.txt']) results[name] = await parse(name, workerData.files[name]);
        const afterPdfAndTxt = outside();
        for (const name of ['resume.docx', 'resume.doc', 'resume.odt', 'resume.rtf', 'zip-bomb.docx']) results[name] = await parse(name, workerData.files[name]);
        parentPort.postMessage({ via: loaded.via, afterPdfAndTxt, afterAll: outside(), results });
      })().catch((err) => parentPort.postMessage({ failed: String(err && err.stack || err) }));`;
    const reply = await firstMessageOf<{ via: string; afterPdfAndTxt: string[]; afterAll: string[]; results: Record<string, { ok: boolean }> }>(
      code, { loader: LOADER, directory: DIST, pdf: flatePdf(RESUME_LINES), files });
    expect(reply.via).toMatch(/^bundle/);
    expect(reply.afterPdfAndTxt).toEqual([]);
    expect(reply.afterAll.sort()).toEqual(['iconv-lite', 'jszip', 'rtf-stream-parser', 'word-extractor']);
    for (const name of Object.keys(files)) {
      const modules = await parseInThread('modules', name, files[name]!);
      // Same answers, and the same errors: a zip bomb is refused with its own reason (the domain's error, not a generic one).
      expect(reply.results[name], name).toEqual(modules.result);
    }
    expect(JSON.stringify(reply.results['zip-bomb.docx'])).toMatch(/"unprocessable".*possible zip bomb/);
  }, 120_000);

  it('the bundle starts pdfjs without @napi-rs/canvas, whose classes load on first use', async () => {
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      (async () => {
        const loaded = await require(workerData.loader).loadBundle('parse', { directory: workerData.directory });
        await loaded.module.default({ warmUp: ['pdf'], options: {} });
        const canvasLoaded = () => Object.keys(require.cache).some((f) => /@napi-rs[\\\\/]canvas[\\\\/]index\\.js$/.test(f));
        const before = canvasLoaded();
        const matrix = new DOMMatrix().translate(3, 4);
        const afterMatrix = canvasLoaded();
        const image = new ImageData(2, 3);
        const path = new Path2D();
        path.rect(0, 0, 1, 1);
        parentPort.postMessage({
          before, afterMatrix, after: canvasLoaded(), e: matrix.e, f: matrix.f,
          image: [image.width, image.height, image.data.length, image instanceof ImageData],
          path: path instanceof Path2D, notPath: {} instanceof Path2D,
        });
      })().catch((err) => parentPort.postMessage({ failed: String(err && err.stack || err) }));`;
    const reply = await firstMessageOf(code, { loader: LOADER, directory: DIST });
    expect(reply).toEqual({
      before: false, afterMatrix: false, after: true, e: 3, f: 4,
      image: [2, 3, 24, true], path: true, notPath: false,
    });
  }, 60_000);

  it("the bundle keeps V8's Array.prototype.push once pdfjs has loaded; pdfjs's other polyfills stay", async () => {
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      (async () => {
        const push = Array.prototype.push;
        const hadWithResolvers = typeof Promise.withResolvers === 'function';
        const loaded = await require(workerData.loader).loadBundle('parse', { directory: workerData.directory });
        await loaded.module.default({ warmUp: ['pdf'], options: {} });
        const pdfjsRan = typeof globalThis['__core-js_shared__'] === 'object';
        const descriptor = Object.getOwnPropertyDescriptor(Array.prototype, 'push');
        const list = [1];
        list.push(2, 3);
        parentPort.postMessage({
          pdfjsRan, samePush: Array.prototype.push === push, enumerable: descriptor.enumerable, writable: descriptor.writable,
          list, withResolvers: hadWithResolvers || typeof Promise.withResolvers === 'function',
        });
      })().catch((err) => parentPort.postMessage({ failed: String(err && err.stack || err) }));`;
    const reply = await firstMessageOf(code, { loader: LOADER, directory: DIST });
    expect(reply).toEqual({ pdfjsRan: true, samePush: true, enumerable: false, writable: true, list: [1, 2, 3], withResolvers: true });
  }, 60_000);

  it("the bundle's pdfjs prints no Error stack while it loads and reads a PDF (core-js's probe of the stack's shape is answered by the build)", async () => {
    // A printed stack made V8 find the line ends of the whole bundle: ~2–4 ms of each cold parse thread.
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      let printed = 0;
      Error.prepareStackTrace = (err, calls) => { printed++; return String(err) + calls.map((c) => '\\n    at ' + c).join(''); };
      (async () => {
        const loaded = await require(workerData.loader).loadBundle('parse', { directory: workerData.directory });
        const result = await loaded.module.default({ input: { bytes: workerData.bytes, fileName: 'cv.pdf' }, options: { face: false, ocr: false } });
        parentPort.postMessage({ printed, ok: result.ok });
      })().catch((err) => parentPort.postMessage({ failed: String(err && err.stack || err) }));`;
    expect(await firstMessageOf(code, { loader: LOADER, directory: DIST, bytes: flatePdf(RESUME_LINES) })).toEqual({ printed: 0, ok: true });
  }, 60_000);

  it('the bundle renders a page drawn as shapes for OCR exactly as the modules do (pdfjs loads its canvas)', async () => {
    const input = shapesPdf();
    const [bundled, modules] = await Promise.all([parseInThread({ directory: DIST }, 'cv.pdf', input, true), parseInThread('modules', 'cv.pdf', input, true)]);
    expect(bundled.via).toMatch(/^bundle/);
    expect(bundled.result).toEqual(modules.result);
    // Rendered and read: not a failure before OCR (a canvas that did not load).
    expect(JSON.stringify(bundled.result)).not.toMatch(/canvas|is not a function/i);
  }, 60_000);

  it('the bundle draws the few letters of a page in an embedded font for OCR exactly as the modules do (fonts converted for drawing)', async () => {
    // Too few letters for a text layer, so the page is drawn and read; the font has a
    // ToUnicode map, whose program the bundle's text reading leaves unconverted.
    const input = trueTypePdf([{ text: 'HELLO', toUnicode: true, size: 72 }]);
    const [bundled, modules] = await Promise.all([parseInThread({ directory: DIST }, 'cv.pdf', input, true), parseInThread('modules', 'cv.pdf', input, true)]);
    expect(bundled.via).toMatch(/^bundle/);
    expect(bundled.result).toEqual(modules.result);
    expect(JSON.stringify(modules.result)).toMatch(/HELLO/);
  }, 60_000);

  it.each(cases)('the bundle parses %s exactly as the modules do', async (_, bytes) => {
    const fileName = _.includes('DOCX') ? 'cv.docx' : 'cv.pdf';
    const input = bytes();
    const [bundled, modules] = await Promise.all([parseInThread({ directory: DIST }, fileName, input), parseInThread('modules', fileName, input)]);
    // Under vitest's V8 flags the cache may be refused: the bundle is what counts here.
    expect(bundled.via).toMatch(/^bundle/);
    expect(modules.via).toBe('modules');
    expect(bundled.result).toEqual(modules.result);
  });
});
