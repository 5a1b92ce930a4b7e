#!/usr/bin/env node
// Memory of a document download ("streamed on download"): `recruit serve` on an
// embedded PostgreSQL (bench/postgres.mjs) and, as the reference of the same run, on SQLite;
// one person with a 20 MiB document of random (fictitious) bytes; N clients download it at
// once, R rounds. The server's RSS is sampled from /proc every 5 ms: the figure is the peak
// during the downloads minus the RSS just before them (after one warm-up download, so code
// and pools are loaded). Every download is checked byte for byte (SHA-256).
//   node bench/server/download-rss.mjs [--clients 4] [--rounds 3] [--mib 20]
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startBenchPostgres } from '../postgres.mjs';
import { startServe } from '../serve.mjs';

const { values: args } = parseArgs({ options: { clients: { type: 'string', default: '4' }, rounds: { type: 'string', default: '3' }, mib: { type: 'string', default: '20' } } });
const CLIENTS = Number(args.clients);
const ROUNDS = Number(args.rounds);
const BYTES = Number(args.mib) * 1024 * 1024;
const BIN = join(import.meta.dirname, '../../bin/recruit.js');
const env = { ...process.env, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null', RECRUIT_REMOTE: '', RECRUIT_TOKEN: '' };

const rssKiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const mib = (kib) => (kib / 1024).toFixed(1);

async function seed(db, content) {
  const { openStore } = await import('../../dist/store/index.js');
  const store = await openStore(db);
  try {
    const at = '2026-01-01T09:00:00.000Z';
    const personId = await store.people.create({ first: 'Bench', last: 'Download', email: 'bench.download@example.com' }, at);
    const documentId = await store.documents.add(personId, 'bench.pdf', 'application/pdf', content, at);
    return { personId, documentId };
  } finally {
    await store.close();
  }
}

function startServer(db) {
  return startServe({ bin: BIN, db, env, args: ['--rate-limit', '100000000'] });
}

async function download(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  const hash = createHash('sha256');
  for await (const chunk of response.body) hash.update(chunk);
  return hash.digest('hex');
}

async function measure(label, db, content) {
  const { personId, documentId } = await seed(db, content);
  const made = spawnSync(process.execPath, [BIN, '--db', db, 'token', 'create', 'bench', '--scope', 'read', '--json'], { env });
  if (made.status !== 0) throw new Error(`token create: ${made.stderr}`);
  const { token } = JSON.parse(made.stdout.toString());
  const { child, url } = await startServer(db);
  const expected = createHash('sha256').update(content).digest('hex');
  const target = `${url}/person/${personId}/document/${documentId}/download`;
  const growths = [];
  let ms = 0;
  try {
    if ((await download(target, token)) !== expected) throw new Error('warm-up download differs');
    for (let round = 0; round < ROUNDS; round++) {
      await new Promise((r) => setTimeout(r, 300));
      const before = rssKiB(child.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssKiB(child.pid))), 5);
      const started = performance.now();
      const hashes = await Promise.all(Array.from({ length: CLIENTS }, () => download(target, token)));
      ms += performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, rssKiB(child.pid));
      if (hashes.some((h) => h !== expected)) throw new Error('a download differs from the document');
      growths.push(peak - before);
    }
  } finally {
    child.kill('SIGTERM');
  }
  growths.sort((a, b) => a - b);
  console.log(`${label.padEnd(12)} RSS growth, ${CLIENTS} clients × ${args.mib} MiB: median ${mib(growths[growths.length >> 1])} MiB (rounds: ${growths.map(mib).join(', ')}), ${(ms / ROUNDS).toFixed(0)} ms per round`);
}

const content = randomBytes(BYTES);
const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-dl-'));
const postgres = await startBenchPostgres();
try {
  await measure('SQLite', join(dir, 'bench.db'), content);
  if (postgres.skip) console.log(`PostgreSQL skipped: ${postgres.skip}`);
  else await measure('PostgreSQL', await postgres.createDatabase(), content);
} finally {
  if (!postgres.skip) await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}
