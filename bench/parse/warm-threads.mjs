#!/usr/bin/env node
// Where a warm POST /parser spends its CPU, thread by thread: the event loop, the body decoder,
// the parse thread and V8's own helper threads (optimising compiler, concurrent GC). A warm text
// PDF's wall time is mostly the parse thread's CPU, but on two cores the helper threads compete
// with it: CPU per request is the figure a loaded machine does not blur, where wall time is.
// Reads /proc/<pid>/task/*/schedstat (Linux) of the server before and after the measured posts.
//   node bench/parse/warm-threads.mjs [--rounds N] [--corpus DIR] [--also CHECKOUT]
// The servers run one after the other (each alone on the machine while measured).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServe } from '../serve.mjs';

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const rounds = Number(option('--rounds') ?? 6);
const CORPUS = option('--corpus') ?? fileURLToPath(new URL('../../../shared/corpus/resumes/', import.meta.url));
const bins = [fileURLToPath(new URL('../../bin/recruit.js', import.meta.url))];
if (option('--also')) bins.push(resolve(option('--also'), 'bin/recruit.js'));
const TEXT_PDFS = ['rendercv-classic.pdf', 'deedy-resume.pdf', 'awesome-cv-resume.pdf', 'openresume-john-doe.pdf',
  'moderncv-banking-en.pdf'].filter((f) => existsSync(join(CORPUS, f)));
if (TEXT_PDFS.length === 0 || !existsSync('/proc/self/task')) {
  console.log(`skipped: ${TEXT_PDFS.length === 0 ? `no corpus at ${CORPUS}` : 'no /proc (Linux only)'}`);
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), 'recruit-bench-warm-threads-'));
const env = { ...process.env, NO_COLOR: '1', CI: '1', HOME: work, RECRUIT_CONFIG: '/dev/null', RECRUIT_REMOTE: '', RECRUIT_TOKEN: '' };
const bodies = TEXT_PDFS.map((f) => JSON.stringify({ file_name: f, data: readFileSync(join(CORPUS, f)).toString('base64') }));

/** CPU nanoseconds so far of each thread of the process, by thread id. */
function threadCpu(pid) {
  const threads = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      threads.set(tid, Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return threads;
}

console.log(`warm POST /parser, CPU per request by thread: ${TEXT_PDFS.length} text PDFs × ${rounds} rounds after 4 rounds of warm-up`);
console.log(`load average ${loadavg()[0].toFixed(1)} at the start`);
for (const [i, bin] of bins.entries()) {
  const db = join(work, `${i}.sqlite`);
  spawnSync(process.execPath, [bin, '--db', db, 'db', 'migrate'], { env });
  const tokenRun = spawnSync(process.execPath, [bin, '--db', db, 'token', 'create', 'bench', '--json'], { env, encoding: 'utf8' });
  const token = JSON.parse(tokenRun.stdout).token;
  const { child, url } = await startServe({ bin, db, env });
  const post = async (body) => {
    const t0 = performance.now();
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const response = await fetch(`${url}/parser`, { method: 'POST', headers, body });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`POST /parser: ${response.status}`);
    return performance.now() - t0;
  };
  for (let r = 0; r < 4; r++) for (const body of bodies) await post(body);
  const before = threadCpu(child.pid);
  const walls = [];
  for (let r = 0; r < rounds; r++) for (const body of bodies) walls.push(await post(body));
  const after = threadCpu(child.pid);
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  const perRequest = [...after]
    .map(([tid, ns]) => [tid, (ns - (before.get(tid) ?? 0)) / 1e6 / walls.length])
    .filter(([, ms]) => ms >= 0.05);
  // The main thread has the process's own id; the others are listed busiest first: the parse
  // thread, then V8's helper threads (~equal shares), then the body decoder.
  const main = perRequest.find(([tid]) => Number(tid) === child.pid)?.[1] ?? 0;
  const others = perRequest.filter(([tid]) => Number(tid) !== child.pid).sort((a, b) => b[1] - a[1]);
  const total = perRequest.reduce((sum, [, ms]) => sum + ms, 0);
  walls.sort((a, b) => a - b);
  const threads = others.map(([tid, ms]) => `${tid} ${ms.toFixed(1)}`).join(', ');
  const label = i === 0 ? 'this build' : '--also';
  const wall = walls[walls.length >> 1];
  console.log(`  ${label}: wall median ${wall.toFixed(0)} ms; CPU per request ${total.toFixed(1)} ms: main ${main.toFixed(1)}, ${threads}`);
}
console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} at the end`);
rmSync(work, { recursive: true, force: true });
