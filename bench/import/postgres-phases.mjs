#!/usr/bin/env node
// Where PostgreSQL's CPU goes during `recruit person import --db postgres://…` (the PostgreSQL
// rounds of bench/import/index.mjs), statement by statement:
//   node bench/import/postgres-phases.mjs [--rows 200000] [--batch-size 5000] [--bin DIR/bin/recruit.js]... [--no-reference] [--pg name=value]...
// The embedded server logs every statement's duration and its own CPU time (log_statement_stats:
// the backend's getrusage around the statement; a parallel worker's CPU is not in it, the
// server's total is), and the figures are summed per kind of statement (COPY into people, the
// e-mail look-ups, COMMIT, each CREATE INDEX, …). The plain COPY of bench/import/index.mjs into
// the equivalent table runs first, as the reference of the same run.
import { spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pipeline } from 'node:stream/promises';
import { HEADER, writePeopleCsv } from './generate.mjs';
import { startBenchPostgres } from '../postgres.mjs';
import { numberOption } from '../options.mjs';

const ROWS = numberOption('rows', 200_000);
const BATCH = numberOption('batch-size', 5000);
const OWN_BIN = fileURLToPath(new URL('../../bin/recruit.js', import.meta.url));
const BINS = [OWN_BIN, ...process.argv.flatMap((arg, i) => (arg === '--bin' && process.argv[i + 1] ? [process.argv[i + 1]] : []))];
const REFERENCE = !process.argv.includes('--no-reference');
/** More server settings (`--pg name=value`), e.g. to see what autovacuum or parallel builds change. */
const PG_FLAGS = process.argv.flatMap((arg, i) => (arg === '--pg' && process.argv[i + 1] ? [process.argv[i + 1]] : []));

const { NODE_EXTRA_CA_CERTS: _ca, ...childEnv } = process.env;

/** Statement log lines of the server, by backend pid: { text, ms } then { user, system } from the statistics that follow. */
const statements = [];
let pending = '';
function readLog(chunk) {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    // Background work the statements do not show: checkpoints (full-page writes follow them) and autovacuum.
    if (/checkpoint complete|automatic (vacuum|analyze)/.test(line)) console.log(`  [server] ${line.replace(/^\d+ LOG:\s+/, '').slice(0, 200)}`);
    const duration = /duration: ([\d.]+) ms\s+(?:statement|execute [^:]*|parse [^:]*|bind [^:]*): (.*)$/.exec(line);
    if (duration) {
      statements.push({ text: duration[2], ms: Number(duration[1]), cpu: 0 });
      continue;
    }
    const usage = /!\s+([\d.]+) s user, ([\d.]+) s system, ([\d.]+) s elapsed/.exec(line);
    if (usage && statements.length > 0) {
      const last = statements.at(-1);
      if (last.cpu === 0) last.cpu = Number(usage[1]) + Number(usage[2]);
    }
  }
}

/** A statement's kind: its first words, with names of indexes kept and values dropped. */
function kindOf(text) {
  const t = text.replace(/\s+/g, ' ').trim();
  const index = /^CREATE (UNIQUE )?INDEX (IF NOT EXISTS )?(\S+)/.exec(t);
  if (index) return `CREATE INDEX ${index[3]}`;
  const copy = /^COPY (\S+)/.exec(t);
  if (copy) return `COPY ${copy[1]}`;
  return t.slice(0, 70);
}

/**
 * CPU of the server's processes by role (backend, parallel worker, autovacuum, checkpointer, …),
 * sampled every 20 ms from /proc: a process that ends loses at most its last 20 ms.
 */
const CLOCK_TICKS = 100;
function roleSampler() {
  const last = new Map();
  const byRole = new Map();
  const sample = () => {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
        if (!title.startsWith('postgres')) continue;
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
        const ticks = Number(fields[11]) + Number(fields[12]);
        const role = /^postgres: (parallel worker|autovacuum worker|autovacuum launcher|checkpointer|background writer|walwriter|io worker)/.exec(title)?.[1]
          ?? (/^postgres: \S+ \S+ 127/.test(title) ? 'backends' : 'other');
        const before = last.get(entry) ?? 0;
        last.set(entry, ticks);
        byRole.set(role, (byRole.get(role) ?? 0) + ticks - before);
      } catch {
        // gone
      }
    }
  };
  sample();
  byRole.clear();
  const timer = setInterval(sample, 20);
  return () => {
    clearInterval(timer);
    sample();
    return [...byRole].filter(([, t]) => t > 0).sort((a, b) => b[1] - a[1]).map(([role, t]) => `${role} ${(t / CLOCK_TICKS).toFixed(2)} s`).join(', ');
  };
}

function summarise(label, from, to, pgCpu, wall) {
  const kinds = new Map();
  for (const s of statements.slice(from, to)) {
    const k = kinds.get(kindOf(s.text)) ?? { n: 0, ms: 0, cpu: 0 };
    k.n++;
    k.ms += s.ms;
    k.cpu += s.cpu;
    kinds.set(kindOf(s.text), k);
  }
  const rows = [...kinds].sort((a, b) => b[1].cpu - a[1].cpu || b[1].ms - a[1].ms).filter(([, k]) => k.ms >= 20 || k.cpu >= 0.02);
  const statementCpu = rows.reduce((sum, [, k]) => sum + k.cpu, 0);
  console.log(`\n${label}: wall ${(wall / 1000).toFixed(2)} s, PostgreSQL cpu ${pgCpu.toFixed(2)} s (in the statements below ${statementCpu.toFixed(2)} s)`);
  for (const [kind, k] of rows) {
    console.log(`  ${k.cpu.toFixed(2).padStart(7)} s cpu ${(k.ms / 1000).toFixed(2).padStart(7)} s wall ×${String(k.n).padEnd(5)} ${kind}`);
  }
}

function run(bin, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...childEnv, CI: '1', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${bin} ${args.join(' ')}: exit ${code}: ${stderr.slice(0, 500)}`))));
  });
}

async function referenceCopy(postgres, csv) {
  const pg = (await import('pg')).default;
  const { from: copyFrom } = await import('pg-copy-streams');
  const url = await postgres.createDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const integers = new Set(['country', 'state', 'family_state']);
  const columns = HEADER.map((c) => {
    if (integers.has(c)) return `${c} integer`;
    if (c === 'birth_date') return `${c} text`;
    if (c === 'first' || c === 'last') return `${c} text NOT NULL`;
    return `${c} text NOT NULL DEFAULT ''`;
  });
  await client.query(`CREATE TABLE people (id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, ${columns.join(', ')});
CREATE UNIQUE INDEX people_email ON people (email) WHERE email <> ''`);
  const texts = HEADER.filter((c) => !['country', 'state', 'family_state', 'birth_date'].includes(c));
  const from = statements.length;
  const started = performance.now();
  const cpu = postgres.cpuMs();
  await pipeline(createReadStream(csv),
    client.query(copyFrom(`COPY people (${HEADER.join(', ')}) FROM STDIN WITH (FORMAT csv, HEADER true, FORCE_NOT_NULL (${texts.join(', ')}))`)));
  const wall = performance.now() - started;
  await client.end();
  await postgres.dropDatabase(url);
  summarise('plain COPY (reference)', from, statements.length, (postgres.cpuMs() - cpu) / 1000, wall);
  return wall;
}

const dir = mkdtempSync(join(tmpdir(), 'recruit-pgphases-'));
const postgres = await startBenchPostgres({
  flags: ['log_min_duration_statement=0', 'log_statement_stats=on', 'log_line_prefix=%p ', 'log_autovacuum_min_duration=0', 'log_checkpoints=on', ...PG_FLAGS],
  onLog: readLog,
});
if (postgres.skip) {
  console.log(`skipped: ${postgres.skip}`);
  process.exit(0);
}
try {
  const csv = join(dir, 'people.csv');
  await writePeopleCsv(csv, ROWS);
  console.log(`${ROWS.toLocaleString('en-US')} rows, batch size ${BATCH}, ${postgres.version}`);
  const reference = REFERENCE ? await referenceCopy(postgres, csv) : undefined;
  for (const bin of BINS) {
    const url = await postgres.createDatabase();
    await run(bin, ['--db', url, '--quiet', 'db', 'migrate']);
    const from = statements.length;
    const cpu = postgres.cpuMs();
    const started = performance.now();
    const roles = roleSampler();
    await run(bin, ['--db', url, '--quiet', 'person', 'import', csv, '--batch-size', String(BATCH), '--json']);
    const wall = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200)); // the last log lines
    const byRole = roles();
    await postgres.dropDatabase(url);
    summarise(`recruit person import (${bin})${reference ? `, ${(wall / reference).toFixed(2)}× the reference` : ''}`,
      from, statements.length, (postgres.cpuMs() - cpu) / 1000, wall);
    console.log(`  by process: ${byRole}`);
  }
} finally {
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}
