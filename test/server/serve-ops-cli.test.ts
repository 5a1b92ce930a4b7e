// `recruit serve`'s operating flags, as a user runs them (the built CLI): the request log as
// JSON lines on stderr by default, --log-format pretty, --log-level, --metrics-port, and bad
// values refused as usage errors.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, ENV, serve, type Serving } from '../helpers/serve.js';

let dir: string | undefined;
let serving: Serving | undefined;
afterEach(async () => {
  if (serving && serving.child.exitCode === null) {
    serving.child.kill('SIGTERM');
    await serving.exit;
  }
  serving = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const tokenOf = (stderr: string) => /^(rk_\S+)$/m.exec(stderr)?.[1] ?? '';

describe('recruit serve: logs and metrics flags', () => {
  it('logs a JSON line per request on stderr by default, and serves metrics on the loopback port asked for', async () => {
    dir = mkdtempSync(join(tmpdir(), 'recruit-serve-ops-'));
    serving = await serve(join(dir, 'ops.sqlite'), ['--metrics-port', '0']);
    const token = tokenOf(serving.stderr());
    await expect.poll(() => /metrics on (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(serving!.stderr())?.[1]).toBeTruthy();
    const metricsUrl = /metrics on (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(serving.stderr())![1]!;
    expect((await fetch(`${serving.url}/job`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(`${serving.url}/person/424242`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    const metrics = await (await fetch(metricsUrl)).text();
    expect(metrics).toContain('recruit_http_request_duration_seconds_count{method="GET",route="/job",status="200"} 1');
    // The log destination gathers lines and writes them within a second.
    const lines = () => serving!.stderr().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    await expect.poll(() => lines().filter((line) => line['msg'] === 'request').length, { timeout: 5_000 }).toBe(2);
    expect(lines()).toContainEqual(expect.objectContaining({ level: 30, route: '/job', status: 200, token: 'admin', reqId: expect.any(String), time: expect.any(Number) }));
    expect(lines()).toContainEqual(expect.objectContaining({ route: '/person/:id', status: 404, code: 'not_found' }));
    expect(serving.stderr()).not.toContain('424242');
    serving.child.kill('SIGTERM');
    expect(await serving.exit).toBe(0);
  });

  it('--metrics answers GET /metrics on the API port to a metrics-scope token made with the CLI', async () => {
    dir = mkdtempSync(join(tmpdir(), 'recruit-serve-ops-'));
    const db = join(dir, 'scrape.sqlite');
    serving = await serve(db, ['--metrics']);
    await expect.poll(() => serving!.stderr()).toContain(`metrics on ${serving.url}/metrics (tokens with the metrics scope)`);
    const made = spawnSync(process.execPath, [BIN, '--db', db, 'token', 'create', 'prometheus', '--scope', 'metrics', '-q'],
      { env: ENV, encoding: 'utf8', timeout: 30_000 });
    expect(made.status).toBe(0);
    const scraper = made.stdout.trim();
    const scrape = await fetch(`${serving.url}/metrics`, { headers: { authorization: `Bearer ${scraper}` } });
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('recruit_http_request_duration_seconds');
    expect((await fetch(`${serving.url}/job`, { headers: { authorization: `Bearer ${scraper}` } })).status).toBe(403);
    serving.child.kill('SIGTERM');
    expect(await serving.exit).toBe(0);
  });

  it('--log-format pretty writes a short line per request; --log-level warn writes none', async () => {
    dir = mkdtempSync(join(tmpdir(), 'recruit-serve-ops-'));
    serving = await serve(join(dir, 'pretty.sqlite'), ['--log-format', 'pretty']);
    expect((await fetch(`${serving.url}/health`)).status).toBe(200);
    await expect.poll(() => serving!.stderr(), { timeout: 5_000 }).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}request GET \/health 200 [\d.]+ ms/m);
    serving.child.kill('SIGTERM');
    expect(await serving.exit).toBe(0);

    const quiet = await serve(join(dir, 'pretty.sqlite'), ['--log-level', 'warn']);
    serving = quiet;
    expect((await fetch(`${quiet.url}/health`)).status).toBe(200);
    quiet.child.kill('SIGTERM');
    expect(await quiet.exit).toBe(0);
    expect(quiet.stderr()).not.toMatch(/"msg":"request"|INFO/);
  });

  it('refuses a bad --log-format, --log-level or --metrics-port as usage errors', () => {
    dir = mkdtempSync(join(tmpdir(), 'recruit-serve-ops-'));
    for (const flags of [['--log-format', 'xml'], ['--log-level', 'loud'], ['--metrics-port', 'nine']]) {
      const run = spawnSync(process.execPath, [BIN, '--db', join(dir, 'bad.sqlite'), 'serve', '--port', '0', ...flags], { env: ENV, encoding: 'utf8', timeout: 30_000 });
      expect({ flags, code: run.status }).toEqual({ flags, code: 2 });
      expect(run.stderr).toMatch(/^error: /m);
    }
  });
});
