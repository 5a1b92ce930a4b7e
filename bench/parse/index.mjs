#!/usr/bin/env node
// Parser benchmark (DESIGN.md §7) over the PDFs of ../shared/corpus/resumes:
//   1. full parse in-process, warm: median and p95 per file (OCR files reported apart);
//   2. text extraction only against `pdftotext` on the same files in the same run (ratio);
//   3. face detection per image;
//   4. multi-file throughput through the worker pool with every core.
// Plain Node ESM over dist/ (`npm run build` first): node bench/parse/index.mjs [--rounds N]
import { execFile, spawnSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createParserPool, parseDocument } from '../../dist/parser/index.js';
import { extractPdf } from '../../dist/parser/extract/pdf.js';
import { findFace } from '../../dist/parser/images/face.js';

const CORPUS = fileURLToPath(new URL('../../../shared/corpus/resumes/', import.meta.url));
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 5;

if (!existsSync(CORPUS)) {
  console.log(`skipped: no corpus at ${CORPUS}`);
  process.exit(0);
}
const files = readdirSync(CORPUS).filter((f) => f.endsWith('.pdf')).sort()
  .map((name) => ({ name, path: join(CORPUS, name), bytes: new Uint8Array(readFileSync(join(CORPUS, name))) }));

const ms = (t0) => performance.now() - t0;
const median = (xs) => quantile(xs, 0.5);
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const fmt = (n) => `${n.toFixed(0)} ms`;

// ---- 1. full parse, in-process, warm
console.log(`parser benchmark: ${files.length} PDFs, ${rounds} rounds, ${availableParallelism()} cores\n`);
const perFile = [];
for (const f of files) {
  const first = await parseDocument({ bytes: f.bytes, fileName: f.name }); // warm-up (loads pdfjs, tfjs, tesseract)
  if (first.ocr) {
    const t0 = performance.now();
    await parseDocument({ bytes: f.bytes, fileName: f.name });
    perFile.push({ name: f.name, ocr: true, median: ms(t0) });
    continue;
  }
  const times = [];
  const cpu = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await parseDocument({ bytes: f.bytes, fileName: f.name });
    times.push(ms(t0));
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  perFile.push({ name: f.name, ocr: false, median: median(times), cpu: median(cpu), images: first.images.length, face: first.face !== null });
}
const textFiles = perFile.filter((p) => !p.ocr);
console.log('full parse (in-process, warm), per-file medians:');
for (const p of perFile) console.log(`  ${p.name.padEnd(34)} ${fmt(p.median).padStart(8)}${p.ocr ? '  (OCR)' : `  cpu ${fmt(p.cpu)}`}`);
console.log(`  → median ${fmt(median(textFiles.map((p) => p.median)))}, p95 ${fmt(quantile(textFiles.map((p) => p.median), 0.95))} over ${textFiles.length} text PDFs (target: median ≤ 300 ms)`);
// Wall time suffers when other work shares the cores; CPU time (all threads of this process) much less so.
console.log(`  → CPU time: median ${fmt(median(textFiles.map((p) => p.cpu)))}, p95 ${fmt(quantile(textFiles.map((p) => p.cpu), 0.95))}; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
const ocrFiles = perFile.filter((p) => p.ocr);
if (ocrFiles.length > 0) console.log(`  → OCR PDFs: median ${fmt(median(ocrFiles.map((p) => p.median)))} over ${ocrFiles.length} (excluded above)`);

// ---- 2. text extraction vs pdftotext, same files, same run
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;
let ours = 0;
for (let r = 0; r < rounds; r++) {
  for (const f of files) {
    const t0 = performance.now();
    await extractPdf(f.bytes, { ocr: false, textOnly: true });
    ours += ms(t0);
  }
}
ours /= rounds;
console.log(`\ntext extraction, all ${files.length} PDFs: ours ${fmt(ours)} per pass (warm, one thread)`);
if (hasPdftotext) {
  let theirs = 0;
  for (let r = 0; r < rounds; r++) {
    for (const f of files) {
      const t0 = performance.now();
      spawnSync('pdftotext', ['-layout', f.path, '-'], { stdio: ['ignore', 'ignore', 'ignore'] });
      theirs += ms(t0);
    }
  }
  theirs /= rounds;
  console.log(`  pdftotext ${fmt(theirs)} per pass (a process per file) → ratio ${(ours / theirs).toFixed(2)}× (target ≤ 3×)`);
} else {
  console.log('  pdftotext not found (apt-get install -y poppler-utils): no ratio');
}

// ---- 2b. the same with every core: worker threads against concurrent pdftotext processes
const cores = availableParallelism();
const extractorUrl = new URL('../../dist/parser/extract/pdf.js', import.meta.url).href;
const workers = Array.from({ length: cores }, () => new Worker(`
  const { parentPort } = require('node:worker_threads');
  import(${JSON.stringify(extractorUrl)}).then(({ extractPdf }) => {
    parentPort.on('message', async (bytes) => { await extractPdf(bytes, { ocr: false, textOnly: true }); parentPort.postMessage(0); });
    parentPort.postMessage(0);
  });`, { eval: true }));
const ask = (w, msg) => new Promise((resolve) => { w.once('message', resolve); if (msg !== undefined) w.postMessage(msg); });
await Promise.all(workers.map((w) => ask(w)));
const runAll = async (job) => {
  let next = 0;
  await Promise.all(Array.from({ length: cores }, async (_, i) => {
    while (next < files.length) await job(files[next++], i);
  }));
};
await runAll((f, i) => ask(workers[i], f.bytes)); // warm every thread
let t0 = performance.now();
for (let r = 0; r < rounds; r++) await runAll((f, i) => ask(workers[i], f.bytes));
const oursParallel = ms(t0) / rounds;
await Promise.all(workers.map((w) => w.terminate()));
console.log(`  with ${cores} threads: ours ${fmt(oursParallel)} per pass`);
if (hasPdftotext) {
  t0 = performance.now();
  for (let r = 0; r < rounds; r++) {
    await runAll((f) => new Promise((resolve) => execFile('pdftotext', ['-layout', f.path, '-'], { maxBuffer: 1 << 26 }, resolve)));
  }
  const theirsParallel = ms(t0) / rounds;
  console.log(`  pdftotext with ${cores} concurrent processes ${fmt(theirsParallel)} per pass → ratio ${(oursParallel / theirsParallel).toFixed(2)}×`);
}

// ---- 3. face detection per image (the photo PDFs' extracted images)
const faceTimes = [];
for (const f of files) {
  const doc = await parseDocument({ bytes: f.bytes, fileName: f.name }, { face: false, ocr: false });
  for (const image of doc.images) {
    const t0 = performance.now();
    await findFace([image]);
    faceTimes.push(ms(t0));
  }
}
console.log(`\nface detection (tiny detector, tfjs wasm): ${faceTimes.length} images, median ${fmt(median(faceTimes))} per image, p95 ${fmt(quantile(faceTimes, 0.95))}`);
const withPhoto = perFile.filter((p) => p.face).length;
console.log(`  faces found in ${withPhoto} of ${files.length} PDFs`);

// ---- 4. throughput through the pool, every core
// Threads start cold (module loading and JIT warm-up cost seconds each), so the text PDFs
// go through twice to warm every thread and are timed on the third pass.
const textPdfs = files.filter((f) => !perFile.find((p) => p.name === f.name)?.ocr);
const runPool = async (pool, list) => {
  const t0 = performance.now();
  const settled = await Promise.allSettled(list.map((f) => pool.parse({ bytes: f.bytes, fileName: f.name })));
  return { wall: ms(t0), failed: settled.filter((s) => s.status === 'rejected').map((s) => s.reason.message) };
};
const warmPool = createParserPool({ parse: { ocr: false } });
await runPool(warmPool, textPdfs);
await runPool(warmPool, textPdfs);
const warm = await runPool(warmPool, textPdfs);
await warmPool.close();
const sequential = textFiles.reduce((sum, p) => sum + p.median, 0);
console.log(`\npool (${cores} threads, warm): ${textPdfs.length} text PDFs in ${fmt(warm.wall)} = ${(textPdfs.length / (warm.wall / 1000)).toFixed(1)} files/s; ` +
  `in-process one at a time ${fmt(sequential)} → speed-up ${(sequential / warm.wall).toFixed(2)}×; ${warm.failed.length} failed`);

const coldPool = createParserPool();
const cold = await runPool(coldPool, files);
await coldPool.close();
console.log(`pool (${cores} threads, cold, OCR on, 30 s limit): all ${files.length} PDFs in ${fmt(cold.wall)}; ` +
  `${cold.failed.length} failed${cold.failed.length ? `: ${cold.failed.join('; ')}` : ''}`);
