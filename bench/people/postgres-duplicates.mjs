#!/usr/bin/env node
// `recruit person duplicates` on PostgreSQL (blocks grouped in SQL) beside SQLite,
// on the same generated fictitious people (bench/import/generate.mjs) in one run: wall time
// and the recruit process's peak RSS (VmHWM, sampled every 20 ms). PostgreSQL is the
// embedded one (bench/postgres.mjs); its own memory is not counted (it spills a grouping
// larger than work_mem to disk).
//   npm run build && node bench/people/postgres-duplicates.mjs [--rows 100000]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePeopleCsv } from '../import/generate.mjs';
import { startBenchPostgres } from '../postgres.mjs';

const BIN = fileURLToPath(new URL('../../bin/recruit.js', import.meta.url));
const index = process.argv.indexOf('--rows');
const ROWS = index === -1 ? 100_000 : Number(process.argv[index + 1]);
const { NODE_EXTRA_CA_CERTS: _ca, ...childEnv } = process.env;

function run(args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...childEnv, CI: '1', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peakKb = 0;
    const timer = setInterval(() => {
      try {
        peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0));
      } catch {
        // exited between samples
      }
    }, 20);
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      resolve({ code, stdout, stderr, s: (performance.now() - started) / 1000, peakMb: peakKb / 1024 });
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-pgdups-'));
const postgres = await startBenchPostgres();
try {
  if (postgres.skip) throw new Error(postgres.skip);
  const csv = join(dir, 'people.csv');
  await writePeopleCsv(csv, ROWS);
  console.log(`person duplicates --limit 1000 --json, ${ROWS.toLocaleString('en-US')} people, node ${process.version}, ${postgres.version}`);
  for (const [label, db] of [['SQLite', join(dir, 'people.sqlite')], ['PostgreSQL', await postgres.createDatabase()]]) {
    const imported = await run(['--db', db, 'person', 'import', csv, '--json']);
    if (imported.code !== 0) throw new Error(`${label} import failed: ${imported.stderr}`);
    const dups = await run(['--db', db, 'person', 'duplicates', '--limit', '1000', '--json']);
    if (dups.code !== 0) throw new Error(`${label} duplicates failed: ${dups.stderr}`);
    console.log(`${label.padEnd(11)} ${dups.s.toFixed(2)} s  peak RSS ${dups.peakMb.toFixed(0)} MB  (${JSON.parse(dups.stdout).length} pairs)`);
  }
} finally {
  if (!postgres.skip) await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}
