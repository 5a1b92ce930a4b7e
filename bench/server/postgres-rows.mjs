// bench/server's PostgreSQL rows: `recruit serve --db postgres://…` on an
// embedded PostgreSQL (bench/postgres.mjs) seeded with the same 10,000 people, one instance
// and two instances on one database; GET /person/{id} (audited: read + audit row in one
// transaction, plus the shared rate-limit counter and the token version check) and
// POST /person. Two instances are loaded at once by two autocannons (half the connections
// each): req/s is their sum, p50/p99 the worse of the two. CPU per request for recruit (the
// instances' main threads) and for PostgreSQL (the postmaster and all its processes).
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { startBenchPostgres } from '../postgres.mjs';

const FIRST = ['Anna', 'Béla', 'Csilla', 'Dávid', 'Emma', 'Ferenc', 'Gréta', 'Hugo', 'Ilona', 'János'];
const LAST = ['Mintapél', 'Tesztelő', 'Próbás', 'Képzelt', 'Kitalált', 'Muster', 'Beispiel', 'Fiktiv'];
const CITIES = ['Budapest', 'Szeged', 'Debrecen', 'München', 'Wien'];

/** The people of seed.mjs, through the PostgreSQL store's bulk import (dist/). */
async function seedPeople(url, count) {
  const { openStore } = await import('../../dist/store/index.js');
  const { packPerson } = await import('../../dist/domain/packed-person.js');
  const store = await openStore(url);
  try {
    const session = await store.bulk.importPeople();
    for (let start = 0; start < count; start += 5000) {
      const rows = [];
      for (let i = start; i < Math.min(count, start + 5000); i++) {
        rows.push(packPerson({
          first: FIRST[i % FIRST.length], last: `${LAST[i % LAST.length]}${i}`, email: `person${i}@example.com`,
          city: CITIES[i % CITIES.length], country: 348, category: [1 + (i % 5)],
          phone_mobile: `+36 30 123 ${String(i % 10000).padStart(4, '0')}`,
          birth_date: `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`, sex: i % 2 ? 'F' : 'M', experience: String(i % 20),
        }));
      }
      await session.writeBatch(rows, 'skip', '2026-01-01T09:00:00.000Z');
    }
    await session.finish();
    return Array.from({ length: count }, (_, i) => i + 1);
  } finally {
    await store.close();
  }
}

function cannon(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/**
 * @param {{ bin: string, env: object, connections: number, duration: number, rounds: number,
 *   startChild: Function, mainThreadCpuMs: Function, children: import('node:child_process').ChildProcess[] }} ctx
 * @returns {Promise<{ skip?: string, version?: string, rows?: object[], audit?: string }>}
 */
export async function postgresRows(ctx) {
  const postgres = await startBenchPostgres();
  if (postgres.skip) return { skip: postgres.skip };
  try {
    const url = await postgres.createDatabase();
    const ids = await seedPeople(url, 10_000);
    const tokenRun = spawnSync(process.execPath, [ctx.bin, '--db', url, 'token', 'create', 'bench', '--scope', 'write', '--json'], { env: ctx.env });
    if (tokenRun.status !== 0) return { skip: `token create failed: ${tokenRun.stderr}` };
    const { token } = JSON.parse(tokenRun.stdout.toString());
    const serveArgs = [ctx.bin, '--db', url, '--quiet', 'serve', '--port', '0', '--rate-limit', '100000000'];
    const first = ctx.children.length;
    const urls = [await ctx.startChild(serveArgs, /listening on (http:\S+)/, 'stderr'), await ctx.startChild(serveArgs, /listening on (http:\S+)/, 'stderr')];
    const pids = [ctx.children[first].pid, ctx.children[first + 1].pid];
    const headers = { authorization: `Bearer ${token}` };
    const randomPerson = () => ids[Math.floor(Math.random() * ids.length)];
    let email = 0;
    const read = (base, connections) => ({
      url: base, headers, connections, duration: ctx.duration,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/person/${randomPerson()}` }) }],
    });
    const write = (base, connections) => ({
      url: base, headers: { ...headers, 'content-type': 'application/json' }, connections, duration: ctx.duration,
      requests: [{
        method: 'POST', path: '/person',
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ first: 'Bench', last: `Writer${email}`, email: `pgbench${email++}@example.com` }) }),
      }],
    });
    const scenarios = [
      ['PostgreSQL, 1 instance: GET /person/{id} (audited)', [read(urls[0], ctx.connections)], [pids[0]]],
      ['PostgreSQL, 2 instances: GET /person/{id} (audited)', [read(urls[0], ctx.connections >> 1), read(urls[1], ctx.connections >> 1)], pids],
      ['PostgreSQL, 1 instance: POST /person', [write(urls[0], ctx.connections)], [pids[0]]],
      ['PostgreSQL, 2 instances: POST /person', [write(urls[0], ctx.connections >> 1), write(urls[1], ctx.connections >> 1)], pids],
    ];
    // Warm both instances and PostgreSQL's buffers.
    await Promise.all(urls.map((base) => cannon({ ...read(base, 10), duration: 1 })));
    const pg = (await import('pg')).default;
    const countAudit = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query('SELECT count(*)::int AS n FROM audit');
      await client.end();
      return rows[0].n;
    };
    const auditBefore = await countAudit();
    let answeredReads = 0;
    const rounds = scenarios.map(() => []);
    for (let round = 0; round < ctx.rounds; round++) {
      for (const [index, [name, loads, instancePids]] of scenarios.entries()) {
        const cpuBefore = instancePids.map(ctx.mainThreadCpuMs);
        const pgBefore = postgres.cpuMs();
        const results = await Promise.all(loads.map(cannon));
        const pgMs = postgres.cpuMs() - pgBefore;
        const recruitMs = instancePids.map(ctx.mainThreadCpuMs).reduce((sum, after, i) => sum + (after - cpuBefore[i]), 0);
        const total = results.reduce((sum, r) => sum + r.requests.total, 0);
        if (name.includes('GET')) answeredReads += results.reduce((sum, r) => sum + r['2xx'] + r.non2xx, 0);
        rounds[index].push({
          name,
          rps: results.reduce((sum, r) => sum + r.requests.average, 0),
          p50: Math.max(...results.map((r) => r.latency.p50)),
          p99: Math.max(...results.map((r) => r.latency.p99)),
          errors: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
          recruitCpuUs: total ? (recruitMs * 1000) / total : undefined,
          pgCpuUs: total ? (pgMs * 1000) / total : undefined,
        });
      }
    }
    const rows = rounds.map((list) => [...list].sort((a, b) => a.rps - b.rps)[list.length >> 1]);
    const auditRows = (await countAudit()) - auditBefore;
    return {
      version: postgres.version,
      rows,
      audit: `audit rows written during PostgreSQL GET /person/{id}: ${auditRows} for ${answeredReads} answered reads${auditRows >= answeredReads ? ' — OK' : ' — MISSING ROWS'}`,
    };
  } finally {
    for (const child of ctx.children.splice(2)) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await postgres.stop();
  }
}
