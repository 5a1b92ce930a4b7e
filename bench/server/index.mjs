// Server benchmark (DESIGN.md §7): autocannon against a real
// `recruit serve` on 127.0.0.1 over a seeded database (10,000 people, 1,000 jobs,
// 100 projects), and — in the same run — a bare fastify app as the framework's ceiling.
// Prints req/s, p50/p99 latency and the ratio to the bare route. The person-read rate
// limit is raised with --rate-limit, or the 429s would be measured instead.
// Targets: GET /person/{id} and GET /job ≥ 50 % of the bare route, p99 < 20 ms.
//
// Then, unless --no-postgres: the same person routes on PostgreSQL, one and two instances
// (postgres-rows.mjs), with PostgreSQL's CPU per request beside recruit's.
//
//   npm run build && node bench/server/index.mjs [--duration 3] [--rounds 3] [--connections 50] [--no-postgres]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { seedDatabase } from './seed.mjs';
import { postgresRows } from './postgres-rows.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('duration', 3);
const CONNECTIONS = arg('connections', 50);
const ROUNDS = arg('rounds', 3);
const BIN = join(import.meta.dirname, '../../bin/recruit.js');
const children = [];
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** Starts a child that prints a line matching `pattern` once it listens; returns the match. */
function startChild(args, pattern, stream) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', stream === 'stdout' ? 'pipe' : 'ignore', stream === 'stderr' ? 'pipe' : 'ignore'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child[stream] });
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start`)), 15_000);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}`)));
    lines.on('line', (line) => {
      const match = pattern.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
}

/**
 * CPU time (ms) the server's main thread has used, from /proc (Linux; undefined elsewhere).
 * Per request it is steadier than req/s on a shared machine, and it is the thread that
 * sets the ceiling: the audit thread and zlib's pool work beside it.
 */
function mainThreadCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

function run(name, options, pid) {
  const cpuBefore = pid === undefined ? undefined : mainThreadCpuMs(pid);
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => {
      if (error) return reject(error);
      const cpuAfter = pid === undefined ? undefined : mainThreadCpuMs(pid);
      const cpuUsPerRequest = cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
      resolve({ name, result, cpuUsPerRequest });
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-server-'));
const db = join(dir, 'bench.sqlite');
try {
  const seedStart = performance.now();
  const ids = seedDatabase(db, { people: 10_000, jobs: 1_000, projects: 100 });
  const seedMs = performance.now() - seedStart;
  const env = { ...process.env, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' };
  const tokenRun = spawnSync(process.execPath, [BIN, '--db', db, 'token', 'create', 'bench', '--scope', 'write', '--json'], { env });
  if (tokenRun.status !== 0) throw new Error(`token create failed: ${tokenRun.stderr}`);
  const { token } = JSON.parse(tokenRun.stdout.toString());

  const url = await startChild([BIN, '--db', db, '--quiet', 'serve', '--port', '0', '--rate-limit', '100000000'], /listening on (http:\S+)/, 'stderr');
  const headers = { authorization: `Bearer ${token}` };
  const jobsBody = await (await fetch(`${url}/job`, { headers })).text();
  const jobsFile = join(dir, 'jobs.json');
  writeFileSync(jobsFile, jobsBody);
  const bareUrl = await startChild([join(import.meta.dirname, 'bare.mjs'), jobsFile], /^(http:\S+)/, 'stdout');

  const randomPerson = () => ids.people[Math.floor(Math.random() * ids.people.length)];
  let email = 0;
  const scenarios = [
    ['bare fastify GET /bare', { url: `${bareUrl}/bare` }],
    ['bare fastify GET /bare/jobs (same bytes as /job)', { url: `${bareUrl}/bare/jobs` }],
    ['GET /person/{id} (random, audited)', {
      url, headers, requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/person/${randomPerson()}` }) }],
    }],
    ['GET /job', { url: `${url}/job`, headers }],
    // What Node's fetch (so `recruit --remote`), curl --compressed and browsers send.
    ['GET /job (Accept-Encoding: gzip)', { url: `${url}/job`, headers: { ...headers, 'accept-encoding': 'gzip, deflate' } }],
    ['GET /job/full', { url: `${url}/job/full`, headers }],
    ['POST /person', {
      url, headers: { ...headers, 'content-type': 'application/json' },
      requests: [{
        method: 'POST', path: '/person',
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ first: 'Bench', last: `Writer${email}`, email: `bench${email++}@example.com` }) }),
      }],
    }],
  ];

  // Warm both servers (JIT, SQLite page cache) before measuring.
  await run('warm-up', { url: `${bareUrl}/bare`, duration: 1 });
  await run('warm-up', { url: `${url}/job`, headers, duration: 1 });
  await run('warm-up', { url: `${url}/person/1`, headers, duration: 1 });
  const auditBefore = new Database(db, { readonly: true }).prepare('SELECT count(*) FROM audit').pluck().get();

  // The machine is shared: rounds interleave the routes so a busy moment hits all alike;
  // each figure is the median round (by req/s) of that route.
  const rounds = scenarios.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, [name, options]] of scenarios.entries()) {
      const server = options.url.startsWith(bareUrl) ? children[1] : children[0];
      rounds[index].push(await run(name, options, server.pid));
    }
  }
  const results = rounds.map((list) => [...list].sort((a, b) => a.result.requests.average - b.result.requests.average)[list.length >> 1]);
  const personReads = rounds[2].reduce((sum, { result }) => sum + result['2xx'] + result.non2xx, 0);

  const bare = results[0].result.requests.average;
  const bareJobs = results[1].result.requests.average;
  console.log(`recruit serve — Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'})`);
  console.log(`autocannon: ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION} s per route (median round shown); client and servers on this machine`);
  console.log(`database: 10,000 people, 1,000 jobs (950 open: GET /job returns ${JSON.parse(jobsBody).data.length}, ${(jobsBody.length / 1024).toFixed(0)} KiB), 100 projects; seeded in ${(seedMs / 1000).toFixed(1)} s\n`);
  console.log(`${'route'.padEnd(50)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'non-2xx'.padStart(8)} ${'vs bare'.padStart(8)} ${'KiB/resp'.padStart(9)} ${'CPU µs/req'.padStart(11)}`);
  const verdicts = [];
  for (const { name, result, cpuUsPerRequest } of results) {
    const rps = result.requests.average;
    const ratio = rps / bare;
    const kib = result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0;
    const cpu = cpuUsPerRequest === undefined ? '?' : cpuUsPerRequest.toFixed(0);
    const line = `${name.padEnd(50)} ${rps.toFixed(0).padStart(8)} ${`${result.latency.p50}ms`.padStart(7)} ${`${result.latency.p99}ms`.padStart(7)} ${String(result.non2xx + result.errors).padStart(8)} ${`${(ratio * 100).toFixed(0)}%`.padStart(8)} ${kib.toFixed(1).padStart(9)} ${cpu.padStart(11)}`;
    console.log(line);
    if (name.startsWith('GET /person/') || name.startsWith('GET /job (')) {
      verdicts.push(`${name}: ${(ratio * 100).toFixed(0)} % of bare (target ≥ 50 %), p99 ${result.latency.p99} ms (target < 20 ms) — ${ratio >= 0.5 && result.latency.p99 < 20 ? 'OK' : 'MISSED'}`);
    }
  }
  const jobRps = results.find((r) => r.name === 'GET /job').result.requests.average;
  console.log(`\nGET /job vs a bare route sending the same bytes: ${((jobRps / bareJobs) * 100).toFixed(0)} %`);
  for (const verdict of verdicts) console.log(verdict);

  // Every person read left its audit row (DESIGN.md §3), also under load.
  const auditAfter = new Database(db, { readonly: true }).prepare('SELECT count(*) FROM audit').pluck().get();
  const reads = personReads;
  console.log(`audit rows written during GET /person/{id}: ${auditAfter - auditBefore} for ${reads} answered reads${auditAfter - auditBefore >= reads ? ' — OK' : ' — MISSING ROWS'}`);

  if (!process.argv.includes('--no-postgres')) {
    const sqliteRow = (name) => results.find((r) => r.name === name);
    const pg = await postgresRows({ bin: BIN, env, connections: CONNECTIONS, duration: DURATION, rounds: ROUNDS, startChild, mainThreadCpuMs, children });
    if (pg.skip) console.log(`\nPostgreSQL rows skipped: ${pg.skip}`);
    else {
      console.log(`\n${pg.version} (embedded, same machine, fsync and synchronous_commit on), 10,000 people; same connections and rounds`);
      console.log(`${'route'.padEnd(50)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'non-2xx'.padStart(8)} ${'recruit µs/req'.padStart(15)} ${'PG µs/req'.padStart(10)}`);
      for (const [name, label] of [['GET /person/{id} (random, audited)', 'SQLite, 1 instance: GET /person/{id} (audited)'], ['POST /person', 'SQLite, 1 instance: POST /person']]) {
        const row = sqliteRow(name);
        console.log(`${label.padEnd(50)} ${row.result.requests.average.toFixed(0).padStart(8)} ${`${row.result.latency.p50}ms`.padStart(7)} ${`${row.result.latency.p99}ms`.padStart(7)} ${String(row.result.non2xx + row.result.errors).padStart(8)} ${(row.cpuUsPerRequest?.toFixed(0) ?? '?').padStart(15)} ${'-'.padStart(10)}`);
      }
      for (const row of pg.rows) {
        console.log(`${row.name.padEnd(50)} ${row.rps.toFixed(0).padStart(8)} ${`${row.p50}ms`.padStart(7)} ${`${row.p99}ms`.padStart(7)} ${String(row.errors).padStart(8)} ${(row.recruitCpuUs?.toFixed(0) ?? '?').padStart(15)} ${(row.pgCpuUs?.toFixed(0) ?? '?').padStart(10)}`);
      }
      console.log(pg.audit);
    }
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(dir, { recursive: true, force: true });
}
