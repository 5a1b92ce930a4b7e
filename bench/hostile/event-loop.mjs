// The server's own event-loop delay while hostile bodies arrive, measured
// inside the server process — what index.mjs's GET /job latency sees from outside, minus
// the client's and the scheduler's share on a loaded machine. The server (startServer from
// dist/, as `recruit serve` wires it) runs here with perf_hooks.monitorEventLoopDelay; the
// bodies come from index.mjs --attack in a child: 4 loops of 26 MB invalid-base64 uploads
// and a loop of 17.6 MB bodies with 1.7 M keys to POST /project. Idle phase first, as the
// baseline of the same run.
//
//   npm run build && node bench/hostile/event-loop.mjs [--seconds 5] [--root DIR]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const SECONDS = Number(arg('seconds', 5));
const ROOT = resolve(arg('root', join(import.meta.dirname, '../..')));
const { openStore } = await import(join(ROOT, 'dist/store/index.js'));
const { codeBookFor } = await import(join(ROOT, 'dist/domain/codes.js'));
const { startServer } = await import(join(ROOT, 'dist/server/start.js'));

const dir = mkdtempSync(join(tmpdir(), 'recruit-eld-'));
const server = await startServer({
  store: openStore(join(dir, 'bench.sqlite')), codes: codeBookFor(join(ROOT, 'data')), clock: { now: () => new Date() },
  version: 'bench', host: '127.0.0.1', port: 0, rateLimit: 1e9,
});
try {
  const token = server.tokens.create('bench', 'write').token;
  const created = await server.app.inject({ method: 'POST', url: '/person', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: '{"first":"Bench","last":"Mark"}' });
  const person = JSON.parse(created.body).data.id;

  const measure = async (name, work) => {
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    const notes = await work();
    histogram.disable();
    const ms = (ns) => `${(ns / 1e6).toFixed(1)} ms`.padStart(9);
    console.log(`${name.padEnd(7)} event-loop delay p50 ${ms(histogram.percentile(50))}  p99 ${ms(histogram.percentile(99))}  max ${ms(histogram.max)}${notes ? `\n        ${notes}` : ''}`);
  };
  console.log(`recruit at ${ROOT} — Node ${process.version}; ${SECONDS} s per phase`);
  await measure('idle', () => new Promise((res) => setTimeout(res, SECONDS * 1000)));
  await measure('bodies', () => new Promise((res) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'index.mjs'), '--attack', server.url, token, String(person), '--seconds', String(SECONDS)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => { out += chunk; });
    child.once('exit', () => res(out.trim()));
  }));
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
