// CLI start-up benchmark (DESIGN.md §7, issue 6 item 2): `recruit --version`,
// `recruit job list --json` and `recruit person get ID --json` on a 1,000-job database,
// against `node -e 0` in the same run. Runs are interleaved so machine noise hits every
// command alike; the figure is the median wall time. Target: job list ≤ 2.5× node -e 0.
//
//   npm run build && node bench/cli/index.mjs [--runs 20]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDatabase } from '../server/seed.mjs';

const TARGET = 2.5;
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 20;
const BIN = join(import.meta.dirname, '../../bin/recruit.js');

const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-cli-'));
const db = join(dir, 'bench.sqlite');
const ids = seedDatabase(db, { people: 1, jobs: 1000 });
const env = { PATH: process.env.PATH ?? '', HOME: dir, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: join(dir, 'none.json') };

const commands = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'recruit --version', args: [BIN, '--version'] },
  { name: 'recruit job list --json', args: [BIN, '--db', db, 'job', 'list', '--json'] },
  { name: `recruit person get ${ids.people[0]} --json`, args: [BIN, '--db', db, 'person', 'get', String(ids.people[0]), '--json'] },
];

function timeOnce(args) {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return { ms, bytes: run.stdout.length };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

try {
  // Sanity: job list really returns the 1,000 jobs (950 open ones are listed).
  const listed = JSON.parse(spawnSync(process.execPath, commands[2].args, { env, maxBuffer: 64 << 20 }).stdout.toString());
  for (const c of commands) timeOnce(c.args); // warm the file cache
  const times = new Map(commands.map((c) => [c.name, []]));
  for (let i = 0; i < RUNS; i++) for (const c of commands) times.get(c.name).push(timeOnce(c.args).ms);

  const base = median(times.get('node -e 0'));
  console.log(`recruit CLI start-up — Node ${process.version}, ${availableParallelism()} cores, ${RUNS} interleaved runs each, median wall time`);
  console.log(`database: 1,000 jobs (job list prints ${listed.length}), 1 person\n`);
  console.log(`${'command'.padEnd(34)} ${'median'.padStart(9)} ${'min'.padStart(9)} ${'ratio'.padStart(7)}`);
  let jobListRatio = 0;
  for (const c of commands) {
    const values = times.get(c.name);
    const ratio = median(values) / base;
    if (c.name.startsWith('recruit job list')) jobListRatio = ratio;
    console.log(`${c.name.padEnd(34)} ${median(values).toFixed(1).padStart(7)}ms ${Math.min(...values).toFixed(1).padStart(7)}ms ${ratio.toFixed(2).padStart(6)}×`);
  }
  const ok = jobListRatio <= TARGET;
  console.log(`\njob list: ${jobListRatio.toFixed(2)}× node -e 0 (target ≤ ${TARGET}×) — ${ok ? 'OK' : 'OVER TARGET'}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
