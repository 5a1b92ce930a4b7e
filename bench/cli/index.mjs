// CLI start-up benchmark (DESIGN.md §7): `recruit --version`,
// `recruit job list --json` and `recruit person get ID --json` on a 1,000-job database,
// against two references measured in the same run:
// - `node -e 0`, the reference of the DESIGN.md target (job list ≤ 2.5× node -e 0);
// - the floor (floor.mjs): a bare script that prints the same bytes as `job list --json`
//   with better-sqlite3 and JSON.stringify alone — the work any implementation has to do.
//   job list / floor says how much recruit itself adds (argument parsing, config, layers,
//   checks); floor / node -e 0 how much of the 2.5× the platform already takes.
// Runs are interleaved so machine noise hits every command alike; the figure is the median
// wall time. Children get a minimal environment (no NODE_OPTIONS, no NODE_EXTRA_CA_CERTS,
// which alone adds ~50 ms to every start).
//
//   npm run build && node bench/cli/index.mjs [--runs 20]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDatabase } from '../server/seed.mjs';

const TARGET = 2.5;
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 20;
const BIN = join(import.meta.dirname, '../../bin/recruit.js');
const FLOOR = join(import.meta.dirname, 'floor.mjs');

const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-cli-'));
const db = join(dir, 'bench.sqlite');
const ids = seedDatabase(db, { people: 1, jobs: 1000 });
const env = { PATH: process.env.PATH ?? '', HOME: dir, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' };

const NODE = { name: 'node -e 0', args: ['-e', '0'] };
const FLOOR_RUN = { name: 'floor: better-sqlite3 + JSON', args: [FLOOR, db] };
const JOB_LIST = { name: 'recruit job list --json', args: [BIN, '--db', db, 'job', 'list', '--json'] };
const commands = [
  NODE,
  FLOOR_RUN,
  { name: 'recruit --version', args: [BIN, '--version'] },
  JOB_LIST,
  { name: `recruit person get ${ids.people[0]} --json`, args: [BIN, '--db', db, 'person', 'get', String(ids.people[0]), '--json'] },
];

function run(args) {
  const start = process.hrtime.bigint();
  const child = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (child.status !== 0) throw new Error(`${args.join(' ')} exited ${child.status}: ${child.stderr}`);
  return { ms, stdout: child.stdout };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

try {
  // Sanity: job list really returns the 1,000 jobs (950 open ones are listed), and the floor
  // prints exactly the same bytes, so it does the same work and no less.
  const listing = run(JOB_LIST.args).stdout;
  const listed = JSON.parse(listing.toString());
  if (!run(FLOOR_RUN.args).stdout.equals(listing)) throw new Error('floor.mjs does not print what `recruit job list --json` prints');
  for (const c of commands) run(c.args); // warm the file cache
  const times = new Map(commands.map((c) => [c.name, []]));
  for (let i = 0; i < RUNS; i++) for (const c of commands) times.get(c.name).push(run(c.args).ms);

  const medianOf = (c) => median(times.get(c.name));
  const base = medianOf(NODE);
  const floor = medianOf(FLOOR_RUN);
  console.log(`recruit CLI start-up — Node ${process.version}, ${availableParallelism()} cores (load ${loadavg()[0].toFixed(2)} at the end), ${RUNS} interleaved runs each, median wall time`);
  console.log(`database: 1,000 jobs (job list prints ${listed.length}, ${(listing.length / 1024).toFixed(0)} KiB), 1 person\n`);
  console.log(`${'command'.padEnd(34)} ${'median'.padStart(9)} ${'min'.padStart(9)} ${'× node'.padStart(7)} ${'× floor'.padStart(8)}`);
  for (const c of commands) {
    const values = times.get(c.name);
    const m = median(values);
    console.log(`${c.name.padEnd(34)} ${m.toFixed(1).padStart(7)}ms ${Math.min(...values).toFixed(1).padStart(7)}ms ${(m / base).toFixed(2).padStart(6)}× ${(m / floor).toFixed(2).padStart(7)}×`);
  }
  const jobListRatio = medianOf(JOB_LIST) / base;
  const ok = jobListRatio <= TARGET;
  console.log(`\njob list: ${jobListRatio.toFixed(2)}× node -e 0 (target ≤ ${TARGET}×) — ${ok ? 'OK' : 'OVER TARGET'}`);
  console.log(`          ${(medianOf(JOB_LIST) / floor).toFixed(2)}× the floor, which is itself ${(floor / base).toFixed(2)}× node -e 0`);
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
