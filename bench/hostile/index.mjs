// Hostile-client benchmark: a real `recruit serve` on 127.0.0.1
// over a small database; GET /job (20 jobs, a cheap route) is requested every 5 ms
// (open loop) the whole time, so its latency shows how long other work blocks the event loop. Phases:
//   idle      — the baseline of this run: nothing else arrives;
//   bodies    — 4 clients in a loop send 26 MB invalid-base64 uploads, and a 17.6 MB body
//               of 1.7 M unknown keys goes to POST /project;
//   pdf-bombs — 4 PDFs in parallel whose one FlateDecode stream inflates to --bomb-gib
//               GiB of zeros, and an honest PDF parsed alongside them.
// Prints, per phase, GET /job p50/p99/max and the server's peak RSS (VmRSS polled every
// 20 ms from /proc, Linux), how busy its main thread was, the answers the hostile requests got, and the honest parse's time.
//
//   npm run build && node bench/hostile/index.mjs [--seconds 6] [--bomb-gib 4] [--root DIR]
// --root runs another build of recruit (e.g. an export of the commit before the fix), so
// before and after come from the same machine in the same minute.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDeflate } from 'node:zlib';
import { startServe } from '../serve.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const SECONDS = Number(arg('seconds', 6));
const BOMB_GIB = Number(arg('bomb-gib', 4));
const ROOT = resolve(arg('root', join(import.meta.dirname, '../..')));
const BIN = join(ROOT, 'bin/recruit.js');
const dir = process.argv.includes('--attack') ? '' : mkdtempSync(join(tmpdir(), 'recruit-hostile-'));
const db = join(dir, 'bench.sqlite');
const env = { PATH: process.env.PATH ?? '', HOME: dir, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' };

function recruit(args) {
  const run = spawnSync(process.execPath, [BIN, '--db', db, ...args], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`recruit ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

function startServer() {
  return startServe({ bin: BIN, db, env, args: ['--rate-limit', '100000000'] });
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
/** CPU ms the server's main (event-loop) thread has used: tells a blocked loop from a starved one. */
function mainThreadCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

const rssMb = (pid) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
};

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** zlib of `total` zero bytes, streamed (the expanded bytes are never held). */
async function deflatedZeros(total) {
  const deflate = createDeflate({ level: 9 });
  const out = [];
  deflate.on('data', (chunk) => out.push(chunk));
  const done = new Promise((res, rej) => { deflate.on('end', res); deflate.on('error', rej); });
  const chunk = Buffer.alloc(1 << 20);
  for (let written = 0; written < total; written += chunk.length) {
    if (!deflate.write(chunk)) await new Promise((res) => deflate.once('drain', res));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** A one-page PDF with a line of text and, when `bomb` is given, a second content stream. */
function pdf(text, bomb) {
  const content = Buffer.from(`BT /F1 12 Tf 72 712 Td (${text}) Tj ET`, 'latin1');
  const objects = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [4 0 R${bomb ? ' 6 0 R' : ''}] /Resources << /Font << /F1 5 0 R >> >> >>`],
    [`<< /Length ${content.length} >> stream\n`, content, '\nendstream'],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
    ...(bomb ? [[`<< /Length ${bomb.length} /Filter /FlateDecode >> stream\n`, bomb, '\nendstream']] : []),
  ];
  const bytes = (p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p);
  const out = [bytes('%PDF-1.7\n')];
  let offset = out[0].length;
  const offsets = [];
  for (const [i, parts] of objects.entries()) {
    offsets.push(offset);
    const object = Buffer.concat([bytes(`${i + 1} 0 obj `), ...parts.map(bytes), bytes(' endobj\n')]);
    out.push(object);
    offset += object.length;
  }
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out.push(bytes(`${xref}trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(out);
}

async function post(url, token, path, body) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(120_000),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    return { status: error.name === 'TimeoutError' ? 'timeout' : 'reset', ms: performance.now() - started };
  }
}

/** Polls GET /job with 4 clients and the server's RSS until `work` settles; returns the figures. */
async function phase(server, token, name, work) {
  const latencies = [];
  let peak = rssMb(server.child.pid);
  const cpuBefore = mainThreadCpuMs(server.child.pid);
  const wallBefore = performance.now();
  const rss = setInterval(() => { peak = Math.max(peak, rssMb(server.child.pid)); }, 20);
  // Open loop: a GET /job every 5 ms whether or not the last one was answered, so a stall
  // delays every request sent during it (a closed loop would send only a few).
  const inFlight = new Set();
  const ticker = setInterval(() => {
    const started = performance.now();
    const request = fetch(`${server.url}/job`, { headers: { authorization: `Bearer ${token}` } })
      .then((response) => response.arrayBuffer())
      .then(() => latencies.push(performance.now() - started), () => latencies.push(Infinity))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }, 5);
  const notes = await work();
  clearInterval(ticker);
  await Promise.all(inFlight);
  clearInterval(rss);
  const cpu = mainThreadCpuMs(server.child.pid) - cpuBefore;
  const busy = Math.round((100 * cpu) / (performance.now() - wallBefore));
  latencies.sort((a, b) => a - b);
  const f = (ms) => `${ms.toFixed(1)} ms`;
  console.log(`${name.padEnd(10)} GET /job n=${String(latencies.length).padStart(5)}  p50 ${f(percentile(latencies, 50)).padStart(9)}  p99 ${f(percentile(latencies, 99)).padStart(9)}  max ${f(latencies.at(-1)).padStart(9)}  peak RSS ${Math.round(peak)} MB  main thread busy ${busy} %${notes ? `\n           ${notes}` : ''}`);
  return { p99: percentile(latencies, 99), peak };
}

const tally = (results) => Object.entries(results.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {})).map(([s, n]) => `${n}× ${s}`).join(', ');

async function main() {
  recruit(['db', 'migrate']);
  const token = JSON.parse(recruit(['token', 'create', 'bench', '--scope', 'write', '--json'])).token;
  const server = await startServer();
  for (let i = 0; i < 20; i++) await post(server.url, token, '/job', JSON.stringify({ position_data_id: i + 1, title: `Engineer ${i}` }));
  const person = JSON.parse(await (await fetch(`${server.url}/person`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{"first":"Bench","last":"Mark"}' })).text()).data.id;

  console.log(`recruit at ${ROOT} — Node ${process.version}; ${SECONDS} s per phase; GET /job returns 20 jobs`);
  const idle = await phase(server, token, 'idle', () => new Promise((res) => setTimeout(res, SECONDS * 1000)));

  // The hostile bodies come from a child process: building and sending 26 MB bodies in this
  // process would stall its own GET /job loop and be counted as the server's latency.
  const bodies = await phase(server, token, 'bodies', () => attack(server.url, token, person));
  const bomb = pdf('Bomb', await deflatedZeros(BOMB_GIB * 1024 ** 3));
  const honest = pdf('Anna Kovacs anna.kovacs@example.com +36 30 123 4567');
  const b64 = (bytes) => Buffer.from(JSON.stringify({ file_name: 'cv.pdf', data: bytes.toString('base64') }));
  const bombBody = b64(bomb);
  const honestBody = b64(honest);
  // A warm-up parse, so the honest parse below measures the bombs' effect, not a cold thread.
  await post(server.url, token, '/parser', honestBody);
  const bombs = await phase(server, token, 'pdf-bombs', async () => {
    const attacks = Array.from({ length: 4 }, () => post(server.url, token, '/parser', bombBody));
    await new Promise((res) => setTimeout(res, 200));
    const normal = await post(server.url, token, '/parser', honestBody);
    const answered = await Promise.all(attacks);
    // After the answers: does the parser still run abandoned work? Time a second honest parse.
    const after = await post(server.url, token, '/parser', honestBody);
    return `bomb ${(bomb.length / 1024 / 1024).toFixed(1)} MB → ${BOMB_GIB} GiB: ${tally(answered)} (max ${Math.round(Math.max(...answered.map((r) => r.ms)))} ms); honest PDF alongside: ${normal.status} in ${Math.round(normal.ms)} ms; honest PDF after: ${after.status} in ${Math.round(after.ms)} ms`;
  });

  console.log(`\nGET /job p99 vs idle: bodies ${(bodies.p99 / idle.p99).toFixed(1)}×, pdf-bombs ${(bombs.p99 / idle.p99).toFixed(1)}× (target p99 < 50 ms); peak RSS under bombs ${Math.round(bombs.peak)} MB (target < 1024 MB)`);
  server.child.kill('SIGTERM');
}

/** Runs this file as `--attack URL TOKEN PERSON` in a child; resolves with its summary line. */
function attack(url, token, person) {
  const child = spawn(process.execPath, [import.meta.filename, '--attack', url, token, String(person), '--seconds', String(SECONDS)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => { out += chunk; });
  return new Promise((res) => child.once('exit', () => res(out.trim())));
}

/** The child: 4 loops of 26 MB invalid-base64 uploads and one loop of 1.7 M unknown keys (17.6 MB). */
async function attacker(url, token, person) {
  const badUpload = Buffer.from(JSON.stringify({ person_data_id: person, file_name: 'x.pdf', data: `${'A'.repeat(26 * 1024 * 1024 - 4)}AAA*` }));
  const keys = Buffer.from(`{"title":"x",${Array.from({ length: 1_700_000 }, (_, i) => `"k${i}":1`).join(',')}}`);
  const results = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all([
    ...Array.from({ length: 4 }, async () => {
      while (performance.now() < until) results.push(await post(url, token, '/person/document', badUpload));
    }),
    (async () => {
      while (performance.now() < until) results.push({ ...(await post(url, token, '/project', keys)), keys: true });
    })(),
  ]);
  const median = (rs) => Math.round(rs.map((r) => r.ms).sort((a, b) => a - b)[rs.length >> 1]);
  const uploads = results.filter((r) => !r.keys);
  const keyed = results.filter((r) => r.keys);
  console.log(`26 MB bad base64 ×4 loops: ${tally(uploads)} (median ${median(uploads)} ms); 1.7 M keys (17.6 MB) to POST /project: ${tally(keyed)} (median ${median(keyed)} ms)`);
}

if (process.argv.includes('--attack')) {
  const i = process.argv.indexOf('--attack');
  await attacker(process.argv[i + 1], process.argv[i + 2], Number(process.argv[i + 3]));
} else {
  try {
    await main();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
