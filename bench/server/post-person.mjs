#!/usr/bin/env node
// POST /person CPU per request of two checkouts in one sitting (their `recruit serve` over a
// database each checkout seeds alike, 10,000 people), loaded by autocannon in rounds, beside a bare
// fastify GET route: the server's main-thread CPU per answered request, and each round's ratio
// bare ÷ checkout (the goal: a POST /person at ≥ 35 % of a bare route's CPU), as the median and spread of the rounds.
//   npm run build && node bench/server/post-person.mjs [--duration 3] [--rounds 9] [--connections 50]
//     [--together] [--no-pin] CHECKOUT...
// (CHECKOUT: a directory with bin/recruit.js and a built dist/; default: this checkout.)
// Steadiness, on a small shared machine where one round could differ from the next by ±5 points:
// - a ratio is taken within one round (the bare route and the checkout met the same machine), and
//   the median of many rounds is reported with its spread (min–max and the middle half), after a
//   first round run alike and not counted (the servers' code is optimised by then);
// - where `taskset` exists (and unless --no-pin) the servers run on the first CPU and the load
//   generator (this process, autocannon) on the last, so the load generator does not take turns
//   with the servers on a core (its share moved with the request rate);
// - --together: each round loads every server (the bare route and every checkout) at the same
//   time, so all of them meet the same load from the rest of the machine; without it they are
//   loaded one after another within each round, and a bare fastify POST of the same body is timed
//   too, to show the part of a POST's cost HTTP and fastify take.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = Number(args[i + 1]);
  args.splice(i, 2);
  return value;
};
const DURATION = option('duration', 3);
const ROUNDS = option('rounds', 9);
const CONNECTIONS = option('connections', 50);
const together = args.includes('--together');
if (together) args.splice(args.indexOf('--together'), 1);
const noPin = args.includes('--no-pin');
if (noPin) args.splice(args.indexOf('--no-pin'), 1);
const checkouts = args.length > 0 ? args : [join(import.meta.dirname, '../..')];
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
const env = { ...process.env, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' };
const children = [];
// Stopped early (Ctrl-C, kill): the servers go too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(130);
  });
}
const pinning = noPin ? undefined : cpuPinning();

/**
 * Servers on the first CPU, this process (the load generator) and all its threads on the last;
 * undefined when there is one CPU or no taskset.
 */
function cpuPinning() {
  const cpus = availableParallelism();
  if (cpus < 2 || spawnSync('taskset', ['--version']).status !== 0) return undefined;
  const generator = String(cpus - 1);
  if (spawnSync('taskset', ['--all-tasks', '--cpu-list', '--pid', generator, String(process.pid)]).status !== 0) return undefined;
  return { servers: '0', generator };
}

function start(argv, pattern, stream) {
  const stdio = ['ignore', stream === 'stdout' ? 'pipe' : 'ignore', stream === 'stderr' ? 'pipe' : 'ignore'];
  // taskset execs node in place: the child's pid is the server's.
  const child = pinning
    ? spawn('taskset', ['--cpu-list', pinning.servers, process.execPath, ...argv], { env, stdio })
    : spawn(process.execPath, argv, { env, stdio });
  children.push(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${argv.join(' ')} did not start`)), 20_000);
    createInterface({ input: child[stream] }).on('line', (line) => {
      const match = pattern.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], pid: child.pid });
      }
    });
  });
}

const mainCpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
};

function load(options, pid) {
  const before = mainCpuMs(pid);
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => {
      if (error) return reject(error);
      const cpuUs = ((mainCpuMs(pid) - before) * 1000) / Math.max(1, result.requests.total);
      resolve({ rps: result.requests.average, cpuUs, bad: result.non2xx + result.errors });
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-post-'));
try {
  writeFileSync(join(dir, 'jobs.json'), '{"data":[]}');
  const bare = await start([join(import.meta.dirname, 'bare.mjs'), join(dir, 'jobs.json')], /^(http:\S+)/, 'stdout');
  const servers = [];
  for (const [index, checkout] of checkouts.entries()) {
    // Each checkout seeds its own database with its own build: an older build refuses a
    // database migrated by a newer one, so one seeded copy cannot serve a before/after pair.
    const seedModule = join(checkout, 'bench/server/seed.mjs');
    const { seedDatabase } = await import(pathToFileURL(existsSync(seedModule) ? seedModule : join(import.meta.dirname, 'seed.mjs')).href);
    const db = join(dir, `db-${index}.sqlite`);
    seedDatabase(db, { people: 10_000, jobs: 10, projects: 1 });
    const bin = join(checkout, 'bin/recruit.js');
    const made = spawnSync(process.execPath, [bin, '--db', db, 'token', 'create', 'bench', '--scope', 'write', '--json'], { env });
    const { token } = JSON.parse(made.stdout.toString());
    const serve = [bin, '--db', db, '--quiet', 'serve', '--port', '0', '--rate-limit', '100000000'];
    const server = await start(serve, /listening on (http:\S+)/, 'stderr');
    servers.push({ checkout, token, ...server, rounds: [] });
  }
  let email = 0;
  const post = (server) => ({
    url: server.url,
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    requests: [{
      method: 'POST', path: server.pathname ?? '/person',
      setupRequest: (request) => {
        const person = { first: 'Bench', last: `Writer${email}`, email: `bench${email++}@example.com`, city: 'Kőváros' };
        return { ...request, body: JSON.stringify(person) };
      },
    }],
  });
  if (together) await loadTogether(servers, post, bare);
  else await loadInterleaved(servers, post, bare);
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

function median(values) {
  return [...values].sort((a, b) => a - b)[values.length >> 1];
}
/** min–max, and the middle half of the values (quartile to quartile). */
function spread(values, digits = 0) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.round(q * (sorted.length - 1)))];
  return `min–max ${at(0).toFixed(digits)}–${at(1).toFixed(digits)}, middle half ${at(0.25).toFixed(digits)}–${at(0.75).toFixed(digits)}`;
}
function loadAverage() {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
function list(rounds) {
  return rounds.map((r) => r.cpuUs.toFixed(0)).join(', ');
}
function where() {
  return pinning ? `servers on CPU ${pinning.servers}, load generator on CPU ${pinning.generator}` : 'not pinned to CPUs';
}

/** Each checkout against the bare GET of the same round: µs and ratio, median and spread over the rounds. */
function report(servers, bareRounds) {
  const bareCpu = bareRounds.map((r) => r.cpuUs);
  console.log(`bare fastify GET /bare: ${median(bareCpu).toFixed(1)} µs CPU/request (${spread(bareCpu, 1)}; rounds ${list(bareRounds)})`);
  for (const server of servers) {
    const cpu = server.rounds.map((r) => r.cpuUs);
    const ratio = cpu.map((value, round) => (100 * bareCpu[round]) / value);
    const difference = cpu.map((value, round) => value - servers[0].rounds[round].cpuUs);
    console.log(`${server.checkout}: ${(median(ratio)).toFixed(1)} % of bare, median of the rounds' ratios (${spread(ratio, 1)});`
      + ` ${median(cpu).toFixed(1)} µs CPU/request (rounds ${list(server.rounds)}), ${median(server.rounds.map((r) => r.rps)).toFixed(0)} req/s;`
      + (server === servers[0] ? '' : ` against the first, median of the rounds' differences ${median(difference).toFixed(1)} µs;`)
      + ` non-2xx ${server.rounds.reduce((sum, r) => sum + r.bad, 0)}`);
  }
}

/** The bare GET and every checkout's server loaded at the same time each round. */
async function loadTogether(servers, post, bare) {
  const bareRounds = [];
  // Round -1 warms every server up and is not counted: a first round was up to 4× slower.
  for (let round = -1; round < ROUNDS; round++) {
    const [bareResult, ...results] = await Promise.all([
      load({ url: `${bare.url}/bare` }, bare.pid),
      ...servers.map((server) => load(post(server), server.pid)),
    ]);
    if (round < 0) continue;
    bareRounds.push(bareResult);
    results.forEach((result, index) => servers[index].rounds.push(result));
  }
  console.log(`POST /person, ${CONNECTIONS} connections each, ${ROUNDS} rounds of ${DURATION} s, the bare route and all checkouts at once;`
    + ` ${where()}; load average ${loadAverage()}`);
  report(servers, bareRounds);
}

/** The bare routes and each checkout's server, one after another in each round. */
async function loadInterleaved(servers, post, bare) {
  const bareRounds = [];
  const barePostRounds = [];
  // Round -1 warms every server up and is not counted: a first round was up to 4× slower.
  for (let round = -1; round < ROUNDS; round++) {
    const bareGet = await load({ url: `${bare.url}/bare` }, bare.pid);
    const barePost = await load(post({ url: bare.url, token: 'none', pathname: '/bare/person' }), bare.pid);
    const results = [];
    for (const server of servers) results.push(await load(post(server), server.pid));
    if (round < 0) continue;
    bareRounds.push(bareGet);
    barePostRounds.push(barePost);
    results.forEach((result, index) => servers[index].rounds.push(result));
  }
  console.log(`POST /person, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION} s; ${where()}; load average ${loadAverage()}`);
  // Not the reference of the goal (GET /bare is): the share of a POST's cost that fastify and node's HTTP take anyway.
  const barePost = barePostRounds.map((r) => r.cpuUs);
  console.log(`bare fastify POST /bare/person (same body, schemas): ${median(barePost).toFixed(1)} µs CPU/request`
    + ` (rounds ${list(barePostRounds)})`);
  report(servers, bareRounds);
}
