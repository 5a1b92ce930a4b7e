// Concurrent access exports (GET /person/{id}/export) against a real `recruit serve`: one
// person holding --documents × --mb MB of documents (random bytes, so nothing compresses),
// then one export alone, then --concurrent exports at once from one token. Prints each
// phase's answers (status, bytes, seconds), the server's peak RSS (VmRSS polled every 20 ms
// from /proc, Linux) and the export audit rows by outcome.
//
//   npm run build && node bench/hostile/export.mjs [--documents 15] [--mb 20] [--concurrent 8] [--root DIR]
// --root runs another build of recruit (e.g. /work/main, built), so before and after come from
// the same machine in the same minutes. A build without the privacy scope gets a write token.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServe } from '../serve.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const DOCUMENTS = Number(arg('documents', 15));
const MB = Number(arg('mb', 20));
const CONCURRENT = Number(arg('concurrent', 8));
const ROOT = resolve(arg('root', join(import.meta.dirname, '../..')));
const BIN = join(ROOT, 'bin/recruit.js');
const dir = mkdtempSync(join(tmpdir(), 'recruit-export-bench-'));
const db = join(dir, 'bench.sqlite');
const env = { PATH: process.env.PATH ?? '', HOME: dir, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' };

function recruit(args, allowFailure = false) {
  const run = spawnSync(process.execPath, [BIN, '--db', db, ...args], { env, encoding: 'utf8' });
  if (run.status !== 0 && !allowFailure) throw new Error(`recruit ${args.join(' ')}: ${run.stderr}`);
  return run;
}

function seed() {
  const personId = Number(recruit(['--quiet', 'person', 'create', '--first', 'Bench', '--last', 'Exportált', '--email', 'bench@example.org']).stdout.trim());
  // Straight into the table (same columns on both builds): the CLI would extract each file's text first.
  const Database = createRequire(join(ROOT, 'package.json'))('better-sqlite3');
  const sqlite = new Database(db);
  const insert = sqlite.prepare("INSERT INTO documents (person_id, file_name, mime, size, bytes, created, sha256) VALUES (?, ?, 'application/pdf', ?, ?, '2026-11-28 00:00:00', '')");
  for (let i = 0; i < DOCUMENTS; i++) insert.run(personId, `scan-${i}.pdf`, MB * 1024 * 1024, randomBytes(MB * 1024 * 1024));
  sqlite.close();
  const privacy = recruit(['token', 'create', 'bench', '--scope', 'privacy', '--json'], true);
  const issued = privacy.status === 0 ? privacy : recruit(['token', 'create', 'bench', '--scope', 'write', '--json']);
  return { personId, token: JSON.parse(issued.stdout).token, scope: JSON.parse(issued.stdout).scope };
}

function startServer() {
  return startServe({ bin: BIN, db, env, args: ['--rate-limit', '100000'] });
}

const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

async function exportOnce(url, personId, token) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/person/${personId}/export`, { headers: { authorization: `Bearer ${token}` } });
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.byteLength;
    return { status: response.status, bytes, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    return { status: `failed (${error.cause?.code ?? error.message})`, bytes: 0, seconds: (performance.now() - started) / 1000 };
  }
}

async function phase(name, server, runs) {
  const before = rss(server.child.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss(server.child.pid));
  }, 20);
  const results = await Promise.all(runs());
  clearInterval(sampler);
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const done = results.filter((r) => r.status === 200);
  const mib = (x) => `${Math.round(x / 1024 / 1024)} MB`;
  console.log(`${name}: answers ${JSON.stringify(statuses)}; 200s: ${done.map((r) => `${mib(r.bytes)} in ${r.seconds.toFixed(1)} s`).join(', ') || '-'}; `
    + `slowest ${Math.max(...results.map((r) => r.seconds)).toFixed(1)} s; server RSS ${mib(before)} → peak ${mib(peak)}`);
}

const { personId, token, scope } = seed();
console.log(`recruit at ${ROOT}; one person with ${DOCUMENTS} × ${MB} MB documents; token scope ${scope}`);
const server = await startServer();
try {
  await phase('one export', server, () => [exportOnce(server.url, personId, token)]);
  await phase(`${CONCURRENT} concurrent exports`, server, () => Array.from({ length: CONCURRENT }, () => exportOnce(server.url, personId, token)));
  const rows = JSON.parse(recruit(['audit', 'list', '--person', String(personId), '--limit', '1000', '--json']).stdout)
    .filter((r) => r.action === 'person.export-data');
  const outcomes = {};
  for (const r of rows) outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
  console.log(`audit rows of the exports by outcome: ${JSON.stringify(outcomes)}`);
} finally {
  server.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
