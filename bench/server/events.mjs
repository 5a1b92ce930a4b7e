// Events benchmark: what the outbox costs POST /person, and how fast webhooks go out.
//
// 1. Two `recruit serve` processes over two seeded SQLite files, measured in interleaved
//    rounds in the same run: "events on" (the outbox as shipped: each POST /person appends
//    its event in its transaction) and "events off" (the same build, the same code path, but
//    a BEFORE INSERT trigger on the events table that drops the row with RAISE(IGNORE), so
//    no event is stored). Main-thread CPU per request from /proc, median round; target ≤ 1.15×.
//    (The "off" side still builds the event and runs its statement: the ratio shows what
//    storing events costs, not the few µs of JavaScript around them.)
// 2. Delivery throughput: a webhook for person.created on the "on" server pointed at a
//    receiver in this process (127.0.0.1, answers 204), its cursor moved back over the
//    events the rounds made, then the server restarted: the backlog's events/s from the
//    first delivery to the last, every delivery signed and counted once.
//
//   npm run build && node bench/server/events.mjs [--duration 3] [--rounds 3] [--connections 20] [--backlog 3000]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { seedDatabase } from './seed.mjs';
import { startServe } from '../serve.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('duration', 3);
const ROUNDS = arg('rounds', 3);
const CONNECTIONS = arg('connections', 20);
const BACKLOG = arg('backlog', 3000);
const BIN = join(import.meta.dirname, '../../bin/recruit.js');
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
const ENV = { ...process.env, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' };
const children = new Set();

async function serve(db) {
  const server = await startServe({ bin: BIN, db, env: ENV, args: ['--rate-limit', '100000000', '--allow-private-webhooks'] });
  children.add(server.child);
  server.child.once('exit', () => children.delete(server.child));
  return server;
}

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function mainThreadCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

function token(db, name, scope) {
  const run = spawnSync(process.execPath, [BIN, '--db', db, 'token', 'create', name, '--scope', scope, '--json'], { env: ENV });
  if (run.status !== 0) throw new Error(`token create failed: ${run.stderr}`);
  return JSON.parse(run.stdout.toString()).token;
}

let email = 0;
function postPeople(server, bearer, options = {}) {
  const cpuBefore = mainThreadCpuMs(server.child.pid);
  return new Promise((resolve, reject) => {
    autocannon({
      url: server.url, connections: CONNECTIONS, duration: DURATION, ...options,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      requests: [{
        method: 'POST', path: '/person',
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ first: 'Bench', last: `Event${email}`,
          email: `event${email++}@example.com` }) }),
      }],
    }, (error, result) => {
      if (error) return reject(error);
      const cpu = mainThreadCpuMs(server.child.pid) - cpuBefore;
      resolve({ rps: result.requests.average, ok: result['2xx'], cpuUs: (cpu * 1000) / Math.max(1, result['2xx'] + result.non2xx) });
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-events-'));
try {
  const dbs = { on: join(dir, 'on.sqlite'), off: join(dir, 'off.sqlite') };
  const tokens = {};
  for (const [name, db] of Object.entries(dbs)) {
    seedDatabase(db, { people: 2_000, jobs: 10, projects: 1 });
    tokens[name] = token(db, 'bench', 'privacy');
  }
  const off = new Database(dbs.off);
  off.exec('CREATE TRIGGER bench_events_off BEFORE INSERT ON events BEGIN SELECT RAISE(IGNORE); END;');
  off.close();

  const servers = { on: await serve(dbs.on), off: await serve(dbs.off) };
  console.log(`events benchmark — Node ${process.version}, ${availableParallelism()} cores; autocannon ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION} s`);
  for (const name of ['on', 'off']) await postPeople(servers[name], tokens[name], { duration: 1 });
  const rounds = { on: [], off: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) rounds[name].push(await postPeople(servers[name], tokens[name]));
  }
  const median = (list) => [...list].sort((a, b) => a.cpuUs - b.cpuUs)[list.length >> 1];
  const on = median(rounds.on);
  const offResult = median(rounds.off);
  console.log('POST /person, server main-thread CPU per request (median round):');
  console.log(`  events on : ${on.cpuUs.toFixed(0)} µs/request, ${on.rps.toFixed(0)} req/s`);
  console.log(`  events off: ${offResult.cpuUs.toFixed(0)} µs/request, ${offResult.rps.toFixed(0)} req/s`);
  console.log(`  ratio on/off: ${(on.cpuUs / offResult.cpuUs).toFixed(3)}× (target ≤ 1.15×)`);
  const check = new Database(dbs.on, { readonly: true });
  const stored = check.prepare("SELECT count(*) FROM events WHERE type = 'person.created'").pluck().get();
  check.close();
  console.log(`  events stored by the "on" server: ${stored} (one per created person)`);
  for (const server of Object.values(servers)) await stop(server.child);

  // Delivery throughput: a backlog of person.created events to a local receiver.
  let received = 0;
  let first = 0;
  let last = 0;
  const ids = new Set();
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received++;
      ids.add(request.headers['webhook-id']);
      first ||= performance.now();
      last = performance.now();
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const target = `http://127.0.0.1:${receiver.address().port}/hook`;
  let server = await serve(dbs.on);
  const added = await fetch(`${server.url}/webhook`, {
    method: 'POST', headers: { authorization: `Bearer ${tokens.on}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: target, events: ['person.created'] }),
  });
  if (!added.ok) throw new Error(`webhook add failed: ${await added.text()}`);
  await stop(server.child);
  const db = new Database(dbs.on);
  const backlog = Math.min(BACKLOG, stored);
  db.prepare('UPDATE webhooks SET after_event = (SELECT max(id) FROM events) - ?').run(backlog);
  db.close();
  server = await serve(dbs.on);
  const deadline = Date.now() + 120_000;
  while (received < backlog && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const seconds = (last - first) / 1000;
  console.log(`Webhook delivery to a receiver on 127.0.0.1 (SQLite, 4 in flight): ${received} of ${backlog} events in ${seconds.toFixed(2)} s = `
    + `${(received / Math.max(seconds, 0.001)).toFixed(0)} events/s; distinct webhook-ids ${ids.size} (duplicates ${received - ids.size})`);
  await stop(server.child);
  receiver.close();
} finally {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
