#!/usr/bin/env node
// The parser as a user meets it, beside `pdftotext` in the same run:
//   1. cold `recruit parser parse one.pdf --json` (a new process each time): median wall and
//      CPU for text PDFs without a photo (target ≤ 400 ms) and PDFs with a photo (≤ 800 ms),
//      against `pdftotext` and `node -e 0` started the same way;
//   2. warm server: POST /parser median for the same text PDFs (target ≤ 100 ms);
//   3. a directory of 100 CVs (the corpus résumés repeated under new names) through
//      `parser parse DIR --json`: peak RSS of the whole process tree, sampled from /proc
//      every 20 ms (target ≤ 400 MB), and the wall time.
// Wall times depend on what else runs on the machine: the load average is printed, and CPU
// time (user + system of the process and its threads) is the steadier figure.
// Plain Node ESM over dist/ (`npm run build` first):
//   nice node bench/parse/product.mjs [--runs N] [--skip-dir] [--corpus DIR] [--also CHECKOUT]
// --corpus: the résumés folder (default ../shared/corpus/resumes beside the checkout; a git
// worktree elsewhere names it). --also: another checkout's build (its bin/recruit.js) measured
// in the same rounds, each file parsed by one and then the other, for a before/after on a
// machine whose load changes.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServe } from '../serve.mjs';

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
if (process.argv.includes('--help')) {
  console.log('usage: node bench/parse/product.mjs [--runs N] [--skip-dir] [--corpus DIR] [--also CHECKOUT]');
  process.exit(0);
}
const BIN = fileURLToPath(new URL('../../bin/recruit.js', import.meta.url));
const ALSO_BIN = option('--also') === undefined ? undefined : resolve(option('--also'), 'bin/recruit.js');
const CORPUS = option('--corpus') ?? fileURLToPath(new URL('../../../shared/corpus/resumes/', import.meta.url));
const runs = Number(option('--runs') ?? 7);
const skipDir = process.argv.includes('--skip-dir');

if (!existsSync(CORPUS)) {
  console.log(`skipped: no corpus at ${CORPUS}`);
  process.exit(0);
}
// Text PDFs without any picture, and the corpus PDFs whose photo the parser finds (bench/parse/index.mjs §3).
const TEXT_PDFS = ['rendercv-classic.pdf', 'deedy-resume.pdf', 'awesome-cv-resume.pdf', 'openresume-john-doe.pdf', 'moderncv-banking-en.pdf']
  .filter((f) => existsSync(join(CORPUS, f)));
const PHOTO_PDFS = ['latexcv-sidebar-photo.pdf', 'twentyseconds-alice.pdf', 'latexcv-sidebarleft-photo.pdf', 'typst-moderncv-fr.pdf']
  .filter((f) => existsSync(join(CORPUS, f)));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (n) => `${Math.round(n)} ms`;
const hasTime = existsSync('/usr/bin/time');
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

const work = mkdtempSync(join(tmpdir(), 'recruit-bench-product-'));
// An empty JSON config rather than /dev/null: builds from before 2026-11-28 (measured with --also) refuse an empty file.
const emptyConfig = join(work, 'config.json');
writeFileSync(emptyConfig, '{}');
const env = { ...process.env, NO_COLOR: '1', CI: '1', HOME: work, RECRUIT_CONFIG: emptyConfig, RECRUIT_REMOTE: '', RECRUIT_TOKEN: '' };

/** Wall and CPU (user+sys, all threads, waited children) of one process, via /usr/bin/time when present. */
function timed(command, args) {
  const t0 = performance.now();
  const result = hasTime
    ? spawnSync('/usr/bin/time', ['-f', '%U %S %M', command, ...args], { env, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] })
    : spawnSync(command, args, { env, stdio: 'ignore' });
  const wall = performance.now() - t0;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr ?? ''}`);
  if (!hasTime) return { wall, cpu: NaN, rssKb: NaN };
  const [user, system, rss] = result.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return { wall, cpu: (user + system) * 1000, rssKb: rss };
}

/** argsFors: one argument builder per build measured, each file run by every build in turn. */
function coldRuns(label, files, command, ...argsFors) {
  const samples = argsFors.map(() => ({ walls: [], cpus: [], rss: [] }));
  for (let r = 0; r < runs; r++) {
    for (const f of files) {
      argsFors.forEach((argsFor, i) => {
        const t = timed(command, argsFor(join(CORPUS, f)));
        samples[i].walls.push(t.wall);
        samples[i].cpus.push(t.cpu);
        samples[i].rss.push(t.rssKb);
      });
    }
  }
  const results = samples.map((s, i) => ({
    label: i === 0 ? label : `${label} [--also]`,
    wall: median(s.walls),
    cpu: median(s.cpus),
    rss: median(s.rss) / 1024,
  }));
  return argsFors.length === 1 ? results[0] : results;
}

const line = (r, target) =>
  `  ${r.label.padEnd(44)} median ${ms(r.wall).padStart(8)} wall, ${ms(r.cpu).padStart(8)} CPU, ${r.rss.toFixed(0)} MB max RSS${target ? `  (target ${target})` : ''}`;

console.log(`parser product benchmark: ${runs} runs per file, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} at start`);
console.log(`  text PDFs (no picture): ${TEXT_PDFS.join(', ')}\n  photo PDFs: ${PHOTO_PDFS.join(', ')}\n`);

// ---- 1. cold CLI
// Each build its own database: an older build refuses a file a newer one has migrated further.
const db = join(work, 'bench.sqlite');
const alsoDb = join(work, 'also.sqlite');
spawnSync(process.execPath, [BIN, '--db', db, 'db', 'migrate'], { env, stdio: 'ignore' });
if (ALSO_BIN) spawnSync(process.execPath, [ALSO_BIN, '--db', alsoDb, 'db', 'migrate'], { env, stdio: 'ignore' });
const parseArgs = (file) => [BIN, '--db', db, 'parser', 'parse', file, '--json'];
const alsoParseArgs = (file) => [ALSO_BIN, '--db', alsoDb, 'parser', 'parse', file, '--json'];
console.log('1. cold start, one process per file:');
const nodeBare = coldRuns('node -e 0', TEXT_PDFS.slice(0, 1), process.execPath, () => ['-e', '0']);
console.log(line(nodeBare));
let pdftotext;
if (hasPdftotext) {
  pdftotext = coldRuns('pdftotext -layout (text PDFs)', TEXT_PDFS, 'pdftotext', (file) => ['-layout', file, '-']);
  console.log(line(pdftotext));
} else {
  console.log('  pdftotext: not installed here (apt-get install -y poppler-utils), so no ratio');
}
const builds = ALSO_BIN ? [parseArgs, alsoParseArgs] : [parseArgs];
const [textCold, alsoText] = [coldRuns('recruit parser parse (text PDFs)', TEXT_PDFS, process.execPath, ...builds)].flat();
const [photoCold, alsoPhoto] = [coldRuns('recruit parser parse (photo PDFs)', PHOTO_PDFS, process.execPath, ...builds)].flat();
const ratio = (r) => `${(r.wall / nodeBare.wall).toFixed(1)}× a bare node start`;
for (const [r, target] of [[textCold, '≤ 400 ms'], [alsoText], [photoCold, '≤ 800 ms'], [alsoPhoto]]) {
  if (r) console.log(`${line(r, target)}  ${ratio(r)}`);
}
if (pdftotext) {
  // /usr/bin/time counts CPU in 10 ms steps: pdftotext's often rounds to 0, and a ratio to 0 says nothing.
  const cpuRatio = pdftotext.cpu > 0 ? `${(textCold.cpu / pdftotext.cpu).toFixed(1)}× its CPU` : 'its CPU below the 10 ms that /usr/bin/time resolves';
  console.log(`  → text PDFs: ${(textCold.wall / pdftotext.wall).toFixed(1)}× pdftotext wall, ${cpuRatio}`);
}
console.log(`  → text PDFs: ${(textCold.wall / nodeBare.wall).toFixed(1)}× a bare node start`);

// ---- 2. warm server
console.log('\n2. warm server, POST /parser:');
for (const [bin, label, file] of [[BIN, '', db], ...(ALSO_BIN ? [[ALSO_BIN, ' [--also]', alsoDb]] : [])]) await warmServer(bin, label, file);

async function warmServer(bin, label, db) {
  const tokenRun = spawnSync(process.execPath, [bin, '--db', db, 'token', 'create', 'bench', '--json'], { env, encoding: 'utf8' });
  const token = JSON.parse(tokenRun.stdout).token;
  const { child: server, url } = await startServe({ bin, db, env });
  const post = async (file) => {
    const body = JSON.stringify({ file_name: file, data: readFileSync(join(CORPUS, file)).toString('base64') });
    const t0 = performance.now();
    const response = await fetch(`${url}/parser`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`POST /parser ${file}: ${response.status}`);
    return performance.now() - t0;
  };
  for (let r = 0; r < 3; r++) for (const f of [...TEXT_PDFS, ...PHOTO_PDFS]) await post(f); // warm every thread and module
  const warmText = [];
  const warmPhoto = [];
  for (let r = 0; r < runs; r++) {
    for (const f of TEXT_PDFS) warmText.push(await post(f));
    for (const f of PHOTO_PDFS) warmPhoto.push(await post(f));
  }
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  console.log(`  text PDFs  median ${ms(median(warmText))} (target ≤ 100 ms)${label}`);
  console.log(`  photo PDFs median ${ms(median(warmPhoto))}${label}`);
}

// ---- 3. a directory of 100 CVs: peak RSS of the process tree
if (!skipDir) {
  console.log('\n3. parser parse DIR (100 CVs) --json:');
  const dir = join(work, 'cvs');
  mkdirSync(dir);
  const corpus = readdirSync(CORPUS).filter((f) => /\.(pdf|docx|doc|odt|rtf|txt|html?)$/i.test(f)).sort();
  for (let i = 0; i < 100; i++) {
    const f = corpus[i % corpus.length];
    copyFileSync(join(CORPUS, f), join(dir, `${String(i).padStart(3, '0')}-${f}`));
  }
  const t0 = performance.now();
  const child = spawn(process.execPath, [BIN, '--db', db, 'parser', 'parse', dir, '--json'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let peak = 0;
  let peakPss = 0;
  const sampler = setInterval(() => {
    const { rss, pss } = treeMemoryKb(child.pid);
    peak = Math.max(peak, rss);
    peakPss = Math.max(peakPss, pss);
  }, 20);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  const summary = stderr.split('\n').find((l) => l.startsWith('parsed ')) ?? `exit ${code}`;
  console.log(`  peak RSS of the process tree ${(peak / 1024).toFixed(0)} MB (target ≤ 400 MB); ${((performance.now() - t0) / 1000).toFixed(1)} s wall; ${summary}`);
  // The sum of RSS counts pages two processes share (Node's own code, ~34 MB, in the launcher
  // and its child) once per process; PSS divides them among the processes sharing them.
  console.log(`  peak PSS of the process tree ${(peakPss / 1024).toFixed(0)} MB (shared pages counted once)`);
}

console.log(`\nload average ${loadavg().map((n) => n.toFixed(1)).join(' ')} at the end`);
rmSync(work, { recursive: true, force: true });

/** VmRSS and PSS of a process and all its descendants (threads share their process's memory). */
function treeMemoryKb(pid) {
  let rss = 0;
  let pss = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const p = stack.pop();
    try {
      rss += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        if (children) stack.push(...children.split(' ').map(Number));
      }
    } catch {
      // the process ended between two reads
    }
  }
  return { rss, pss };
}
