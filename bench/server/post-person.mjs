#!/usr/bin/env node
// POST /person CPU per request of two checkouts in one sitting (their `recruit serve` over a
// database each checkout seeds alike, 10,000 people), loaded by autocannon in interleaved rounds, beside a
// bare fastify route: the server's main-thread CPU per answered request, median round of each. A bare
// fastify POST of the same body is timed beside it, to show the part of the cost HTTP and fastify take.
//   npm run build && node bench/server/post-person.mjs [--duration 3] [--rounds 5] [--connections 50] [--together] CHECKOUT...
// (CHECKOUT: a directory with bin/recruit.js and a built dist/; default: this checkout.)
// --together: each round loads every checkout's server at the same time, so all of them meet the same load
// from the rest of the machine, and prints each round's difference against the first checkout (on a shared,
// busy machine, rounds taken one after another differed by more than the changes being measured).
// The bare routes are not run then.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
const ROUNDS = option('rounds', 5);
const CONNECTIONS = option('connections', 50);
const together = args.includes('--together');
if (together) args.splice(args.indexOf('--together'), 1);
const checkouts = args.length > 0 ? args : [join(import.meta.dirname, '../..')];
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
const env = { ...process.env, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' };
const children = [];

function start(argv, pattern, stream) {
  const stdio = ['ignore', stream === 'stdout' ? 'pipe' : 'ignore', stream === 'stderr' ? 'pipe' : 'ignore'];
  const child = spawn(process.execPath, argv, { env, stdio });
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
  for (const server of servers) await load({ ...post(server), duration: 1 }, server.pid); // warm-up
  if (together) await loadTogether(servers, post);
  else await loadInterleaved(servers, post, bare);
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

/** Every checkout's server loaded at the same time each round; each round's difference against the first. */
async function loadTogether(servers, post) {
  for (let round = 0; round < ROUNDS; round++) {
    const results = await Promise.all(servers.map((server) => load(post(server), server.pid)));
    results.forEach((result, index) => servers[index].rounds.push(result));
  }
  const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`POST /person, ${CONNECTIONS} connections each, ${ROUNDS} rounds of ${DURATION} s, all checkouts at once;`
    + ` load average ${loadAverage}`);
  const middle = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
  for (const server of servers) {
    const cpu = server.rounds.map((r) => r.cpuUs);
    const difference = cpu.map((value, round) => value - servers[0].rounds[round].cpuUs);
    console.log(`${server.checkout}: ${middle(cpu).toFixed(0)} µs CPU/request (rounds ${cpu.map((v) => v.toFixed(0)).join(', ')});`
      + ` against the first, median of the rounds' differences ${middle(difference).toFixed(1)} µs;`
      + ` non-2xx ${server.rounds.reduce((sum, r) => sum + r.bad, 0)}`);
  }
}

/** The bare routes and each checkout's server, one after another in each round. */
async function loadInterleaved(servers, post, bare) {
  const bareRounds = [];
  const barePostRounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    bareRounds.push(await load({ url: `${bare.url}/bare` }, bare.pid));
    barePostRounds.push(await load(post({ url: bare.url, token: 'none', pathname: '/bare/person' }), bare.pid));
    for (const server of servers) server.rounds.push(await load(post(server), server.pid));
  }
  const median = (rounds) => [...rounds].sort((a, b) => a.cpuUs - b.cpuUs)[rounds.length >> 1];
  const bareCpu = median(bareRounds).cpuUs;
  const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const list = (rounds) => rounds.map((r) => r.cpuUs.toFixed(0)).join(', ');
  console.log(`POST /person, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION} s; load average ${loadAverage}`);
  console.log(`bare fastify GET /bare: ${bareCpu.toFixed(0)} µs CPU/request (rounds ${list(bareRounds)})`);
  // Not the reference of the goal (GET /bare is): the share of a POST's cost that fastify and node's HTTP take anyway.
  console.log(`bare fastify POST /bare/person (same body, schemas): ${median(barePostRounds).cpuUs.toFixed(0)} µs CPU/request`
    + ` (rounds ${list(barePostRounds)})`);
  for (const server of servers) {
    const m = median(server.rounds);
    console.log(`${server.checkout}: ${m.cpuUs.toFixed(0)} µs CPU/request, ${m.rps.toFixed(0)} req/s,`
      + ` ${(100 * bareCpu / m.cpuUs).toFixed(0)} % of bare (rounds ${list(server.rounds)};`
      + ` non-2xx ${server.rounds.reduce((s, r) => s + r.bad, 0)})`);
  }
}
