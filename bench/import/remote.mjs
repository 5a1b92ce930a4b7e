#!/usr/bin/env node
// Remote import against local import, and the server's responsiveness meanwhile:
//   node bench/import/remote.mjs [--rows 50000] [--rounds 1]
// Per round: `recruit person import FILE` into a fresh database (local rows/s), then
// `recruit --remote URL person import FILE` through `recruit serve` on 127.0.0.1 into another
// fresh database (remote rows/s; the bulk endpoint POST /person/import when the server has
// it, one POST per row otherwise), while this process asks GET /job every 20 ms and times
// each answer. Prints remote/local and GET /job's p50/p99 during the remote import (the
// server's first, cold answer is asked for before and printed apart).
// Targets: remote ≥ 30 % of local rows/s; GET /job p99 < 50 ms.
// Runs the checkout it lives in (bin/recruit.js two levels up): run it from two checkouts
// one after the other to compare them in one sitting.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePeopleCsv } from './generate.mjs';
import { startServe } from '../serve.mjs';

const BIN = fileURLToPath(new URL('../../bin/recruit.js', import.meta.url));
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const ROWS = option('rows', 50_000);
const ROUNDS = option('rounds', 1);
const { NODE_EXTRA_CA_CERTS: _ca, ...childEnv } = process.env;
const fmt = (n) => Math.round(n).toLocaleString('en-US');

function run(args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...childEnv, CI: '1', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

async function startServer(db) {
  const token = await run(['--db', db, 'token', 'create', 'bench', '--json']);
  if (token.code !== 0) throw new Error(`token create failed: ${token.stderr}`);
  const { url, stop } = await startServe({ bin: BIN, db, env: { ...childEnv, CI: '1' } });
  return { url, token: JSON.parse(token.stdout).token, stop };
}

/** Asks GET /job every `everyMs` until stopped; resolves with the answer times (ms). */
function pollJobs(url, token, everyMs = 20) {
  const times = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const response = await fetch(`${url}/job`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return { stop: async () => { stopped = true; await loop; return times; } };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
};

const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-remote-'));
try {
  const csv = join(dir, 'people.csv');
  await writePeopleCsv(csv, ROWS);
  console.log(`remote import benchmark — ${fmt(ROWS)} rows, ${BIN}`);
  for (let round = 1; round <= ROUNDS; round++) {
    const local = await run(['--db', join(dir, `local-${round}.sqlite`), '--quiet', 'person', 'import', csv, '--json']);
    if (local.code !== 0) throw new Error(`local import failed: ${local.stderr}`);
    const localRate = ROWS / (local.ms / 1000);
    const server = await startServer(join(dir, `server-${round}.sqlite`));
    try {
      // A fresh server's first answer pays its cold start (statements prepared, schemas
      // compiled, the first write of the token's last use): asked once before the import and
      // reported apart, as it is no measure of the server during the import.
      const cold = performance.now();
      await (await fetch(`${server.url}/job`, { headers: { authorization: `Bearer ${server.token}` } })).arrayBuffer();
      const coldMs = performance.now() - cold;
      const poll = pollJobs(server.url, server.token);
      const remote = await run(['--remote', server.url, '--token', server.token, '--quiet', 'person', 'import', csv, '--json']);
      const times = await poll.stop();
      if (remote.code !== 0) throw new Error(`remote import failed: ${remote.stderr}`);
      const summary = JSON.parse(remote.stdout);
      const remoteRate = ROWS / (remote.ms / 1000);
      console.log(`round ${round}: local ${(local.ms / 1000).toFixed(2)} s ${fmt(localRate)} rows/s; remote ${(remote.ms / 1000).toFixed(2)} s ${fmt(remoteRate)} rows/s`
        + ` (created ${fmt(summary.created)}); remote/local ${(100 * remoteRate / localRate).toFixed(0)} % (target ≥ 30 %);`
        + ` GET /job during it: ${times.length} answers, p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`
        + ` (target < 50 ms), max ${Math.max(...times).toFixed(1)} ms; the server's first answer (before it) ${coldMs.toFixed(1)} ms`);
    } finally {
      server.stop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
