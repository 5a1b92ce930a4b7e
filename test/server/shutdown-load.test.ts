// `recruit serve` (the built CLI, a process of its own) stopped by SIGTERM in the middle of
// concurrent writes: it exits 0, every write it acknowledged with a 2xx is in the database
// afterwards, and no request sent before the signal ends in a reset connection. And its log:
// a stderr nobody reads does not stall requests (the log is written asynchronously).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { Agent, request as httpRequest } from 'node:http';
import { BIN, ENV, serve, type Serving } from '../helpers/serve.js';

let dir: string | undefined;
let serving: Serving | undefined;
afterEach(async () => {
  if (serving && serving.child.exitCode === null) {
    serving.child.kill('SIGKILL');
    await serving.exit;
  }
  serving = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** One request over `agent` (kept-alive connections): the status, or the network error's code. */
function send(agent: Agent, url: string, method: string, headers: Record<string, string>, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

interface Attempt {
  email: string;
  sentAt: number;
  status?: number;
  error?: string;
}

const tokenOf = (stderr: string) => /^(rk_\S+)$/m.exec(stderr)?.[1] ?? '';

describe('graceful shutdown under load', () => {
  it('keeps every acknowledged write and resets no request sent before SIGTERM', async () => {
    dir = mkdtempSync(join(tmpdir(), 'recruit-shutdown-'));
    const db = join(dir, 'load.sqlite');
    serving = await serve(db, ['--log-level', 'warn']);
    const token = tokenOf(serving.stderr());
    // Kept-alive connections, as a real client pool would hold them.
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const attempts: Attempt[] = [];
    let signalAt = Number.POSITIVE_INFINITY;
    let sequence = 0;

    const writer = async (): Promise<void> => {
      for (;;) {
        const n = sequence++;
        const attempt: Attempt = { email: `load.writer.${n}@example.com`, sentAt: Date.now() };
        attempts.push(attempt);
        try {
          attempt.status = await send(agent, `${serving!.url}/person`, 'POST',
            { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            JSON.stringify({ first: 'Load', last: `Writer ${n}`, email: attempt.email }));
        } catch (error) {
          attempt.error = (error as { code?: string }).code ?? String(error);
          // The server is gone or going: this writer stops once its connection is refused.
          if (Date.now() > signalAt) return;
        }
        if (Date.now() > signalAt + 15_000) return;
      }
    };

    const writers = Array.from({ length: 12 }, () => writer());
    // Load first, then the signal in the middle of it.
    await expect.poll(() => attempts.filter((a) => a.status !== undefined && a.status < 300).length, { timeout: 20_000 }).toBeGreaterThan(100);
    signalAt = Date.now();
    serving.child.kill('SIGTERM');
    await Promise.all(writers);
    expect(await serving.exit).toBe(0);
    agent.destroy();
    expect(serving.stderr()).toMatch(/SIGTERM: finishing requests in flight/);

    const before = attempts.filter((a) => a.sentAt < signalAt);
    const acknowledged = attempts.filter((a) => a.status !== undefined && a.status >= 200 && a.status < 300);
    // Every request sent before the signal got an answer, and it was a success.
    expect(before.filter((a) => a.error !== undefined), 'requests sent before SIGTERM that got no answer').toEqual([]);
    expect(before.filter((a) => a.status !== undefined && a.status >= 300), 'requests sent before SIGTERM answered with an error').toEqual([]);
    // Afterwards clients are turned away (connection refused), never half-answered.
    expect(attempts.filter((a) => a.sentAt >= signalAt && a.status === undefined).length).toBeGreaterThan(0);

    const database = new Database(db, { readonly: true });
    try {
      const stored = new Set((database.prepare('SELECT email FROM people').pluck().all() as string[]));
      const lost = acknowledged.filter((a) => !stored.has(a.email));
      expect(lost, 'acknowledged writes missing from the database').toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      database.close();
    }
  }, 90_000);
});

describe('a stderr nobody reads', () => {
  it('does not stall requests: log lines wait (or are dropped) off the request path', async () => {
    dir = mkdtempSync(join(tmpdir(), 'recruit-slowlog-'));
    const child = spawn(process.execPath, [BIN, '--db', join(dir, 'log.sqlite'), 'serve', '--port', '0', '--log-level', 'debug'], {
      env: ENV, stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    serving = { child, url: '', stderr: () => '', exit };
    let text = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve did not start: ${text}`)), 20_000);
      const onData = (chunk: Buffer) => {
        text += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(text);
        if (match?.[1]) {
          clearTimeout(timer);
          // From here on nobody reads the pipe: once its buffer (64 KB) is full, writes to it wait.
          child.stderr!.off('data', onData);
          child.stderr!.pause();
          resolve(match[1]);
        }
      };
      child.stderr!.on('data', onData);
    });
    // ~3000 request lines of ~200 bytes: several times what the pipe holds. A server whose requests waited on the full
    // pipe would answer none past its first 64 KB, and this test would end at its time-out: every request answered is
    // the proof, not how fast (a busy machine takes longer for 3000 requests, held up or not).
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    for (let batch = 0; batch < 60; batch++) {
      const statuses = await Promise.all(Array.from({ length: 50 }, () => send(agent, `${url}/health`, 'GET', {})));
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    agent.destroy();
    // Reading again, the buffered lines arrive.
    let after = '';
    child.stderr!.on('data', (chunk: Buffer) => (after += chunk.toString()));
    child.stderr!.resume();
    await expect.poll(() => after.split('\n').filter((line) => line.includes('"msg":"request"')).length, { timeout: 20_000 }).toBeGreaterThan(2000);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  }, 90_000);
});
