// What metrics and the request log cost (issue "operating recruit": GET /person/{id} CPU per
// request within 1.15× with both on). Two real `recruit serve` processes over copies of one
// seeded database (10,000 people), in the same run, loaded in interleaved rounds by
// autocannon:
//   off — `--log-level silent`, no --metrics-port (no request lines, no metrics kept)
//   on  — `--log-format json --log-level info --metrics-port 0`: a JSON line per request on
//         stderr (read by this script, as a log shipper would), metrics kept and scraped once
//         per round.
// The figure is the server's CPU per answered request (main thread, and the whole process
// with its log and sync threads), median round of each.
//
//   npm run build && node bench/server/ops-cost.mjs [--duration 3] [--rounds 5] [--connections 20]
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { seedDatabase } from './seed.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('duration', 3);
const CONNECTIONS = arg('connections', 20);
const ROUNDS = arg('rounds', 5);
const BIN = join(import.meta.dirname, '../../bin/recruit.js');
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
const env = { ...process.env, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' };
const children = [];

/** CPU ms of one thread (the main thread: tid = pid) or of the whole process, from /proc. */
function cpuMs(pid, wholeProcess) {
  const file = wholeProcess ? `/proc/${pid}/stat` : `/proc/${pid}/task/${pid}/stat`;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** Starts `recruit serve`; resolves with its URL, metrics URL and the count of log lines it wrote. */
function startServer(db, extra) {
  const child = spawn(process.execPath, [BIN, '--db', db, 'serve', '--port', '0', '--rate-limit', '100000000', ...extra], {
    env, stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  const server = { child, url: '', metricsUrl: undefined, logBytes: 0 };
  let text = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${text}`)), 20_000);
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${text}`)));
    child.stderr.on('data', (chunk) => {
      server.logBytes += chunk.length;
      if (server.url) return;
      text += chunk.toString();
      const listening = /listening on (http:\S+)/.exec(text);
      const metrics = /metrics on (http:\S+)/.exec(text);
      if (listening && (metrics || !extra.includes('--metrics-port'))) {
        clearTimeout(timer);
        server.url = listening[1];
        server.metricsUrl = metrics?.[1];
        resolve(server);
      }
    });
  });
}

function load(url, token, ids) {
  const randomPerson = () => ids[Math.floor(Math.random() * ids.length)];
  return new Promise((resolve, reject) => {
    autocannon({
      url, connections: CONNECTIONS, duration: DURATION, headers: { authorization: `Bearer ${token}` },
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/person/${randomPerson()}` }) }],
    }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function round(server, token, ids) {
  const pid = server.child.pid;
  const [main, all] = [cpuMs(pid, false), cpuMs(pid, true)];
  const result = await load(server.url, token, ids);
  if (server.metricsUrl) await (await fetch(server.metricsUrl)).text();
  const answered = result['2xx'];
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    mainUs: ((cpuMs(pid, false) - main) * 1000) / answered,
    processUs: ((cpuMs(pid, true) - all) * 1000) / answered,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-ops-'));
try {
  const seeded = join(dir, 'seed.sqlite');
  const { people } = seedDatabase(seeded, { people: 10_000, jobs: 100, projects: 10 });
  const variants = [
    ['off: no metrics, --log-level silent', ['--log-level', 'silent']],
    ['on:  --metrics-port, JSON request log on stderr', ['--log-format', 'json', '--log-level', 'info', '--metrics-port', '0']],
  ];
  const servers = [];
  for (const [index, [name, extra]] of variants.entries()) {
    const db = join(dir, `server-${index}.sqlite`);
    copyFileSync(seeded, db);
    const made = spawnSync(process.execPath, [BIN, '--db', db, 'token', 'create', 'bench', '--scope', 'write', '--json'], { env });
    if (made.status !== 0) throw new Error(`token create failed: ${made.stderr}`);
    servers.push({ name, token: JSON.parse(made.stdout.toString()).token, server: await startServer(db, extra), rounds: [] });
  }
  // Warm-up (JIT, page cache), then interleaved rounds so a busy moment of the shared machine hits both alike.
  for (const entry of servers) await load(entry.server.url, entry.token, people);
  for (let r = 0; r < ROUNDS; r++) {
    for (const entry of servers) entry.rounds.push(await round(entry.server, entry.token, people));
  }

  console.log(`recruit serve, GET /person/{id} (random of 10,000, audited) — Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'})`);
  console.log(`autocannon ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION} s each; medians\n`);
  console.log(`${'server'.padEnd(50)} ${'req/s'.padStart(8)} ${'p99'.padStart(6)} ${'errors'.padStart(7)} ${'main µs/req'.padStart(12)} ${'process µs/req'.padStart(15)}`);
  const figures = servers.map(({ name, rounds }) => {
    const row = {
      rps: median(rounds.map((x) => x.rps)), p99: median(rounds.map((x) => x.p99)), errors: rounds.reduce((sum, x) => sum + x.errors, 0),
      mainUs: median(rounds.map((x) => x.mainUs)), processUs: median(rounds.map((x) => x.processUs)),
    };
    console.log(`${name.padEnd(50)} ${row.rps.toFixed(0).padStart(8)} ${`${row.p99}ms`.padStart(6)} ${String(row.errors).padStart(7)} ${row.mainUs.toFixed(1).padStart(12)} ${row.processUs.toFixed(1).padStart(15)}`);
    return row;
  });
  const [off, on] = figures;
  const ratio = on.mainUs / off.mainUs;
  console.log(`\nlog written by the "on" server: ${(servers[1].server.logBytes / 1024 / 1024).toFixed(1)} MiB`);
  console.log(`CPU per request, on / off: main thread ${ratio.toFixed(3)}×, whole process ${(on.processUs / off.processUs).toFixed(3)}× `
    + `(target ≤ 1.15×) — ${ratio <= 1.15 ? 'OK' : 'MISSED'}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dir, { recursive: true, force: true });
}
