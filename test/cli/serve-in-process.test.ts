// `recruit serve` run in process (flags → options → runServe): its start-up lines go to the
// run's stderr, it answers on a real port, and a SIGTERM from the run's signal source stops it
// with exit 0 after closing the database. Bad flags fail before anything listens.
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { Capture, createInProcessSandbox, type InProcessSandbox } from '../helpers/cli-in-process.js';
import { serveOptionsFrom } from '../../src/cli/commands/serve.js';

let sandbox: InProcessSandbox | undefined;
afterEach(async () => {
  await sandbox?.cleanup();
  sandbox = undefined;
});

async function waitFor(capture: Capture, pattern: RegExp, timeoutMs = 20_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(capture.text);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`not seen within ${timeoutMs} ms: ${pattern}; stderr: ${capture.text}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('recruit serve in process', () => {
  it('prints the first token and where it listens on the run\'s stderr, serves, and stops on SIGTERM with exit 0', async () => {
    sandbox = createInProcessSandbox();
    const signals = new EventEmitter();
    const stderr = new Capture();
    const running = sandbox.run(['serve', '--port', '0', '--log-level', 'silent'], { signals, stderr });

    const [, url] = await waitFor(stderr, /listening on (http:\/\/\S+)/);
    const [, token] = await waitFor(stderr, /created token "admin" \(write scope\)[^\n]*\n(\S+)\n/);
    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect((await fetch(`${url}/job`)).status).toBe(401);
    expect((await fetch(`${url}/job`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect(signals.listenerCount('SIGTERM')).toBe(1);

    signals.emit('SIGTERM', 'SIGTERM');
    const done = await running;
    expect(done.code).toBe(0);
    expect(done.stderr).toContain('SIGTERM: finishing requests in flight, then closing the database');
    expect(signals.listenerCount('SIGTERM')).toBe(0);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });

  it('refuses a bad port with exit 2 before it listens', async () => {
    sandbox = createInProcessSandbox();
    const run = await sandbox.run(['serve', '--port', '70000'], { signals: new EventEmitter() });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/port.*70000.*not a port/);
    expect(run.stderr).not.toContain('listening on');
  });

  it('refuses an unknown log format with exit 2', async () => {
    sandbox = createInProcessSandbox();
    const run = await sandbox.run(['serve', '--port', '0', '--log-format', 'xml'], { signals: new EventEmitter() });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/log-format.*"xml" is not one of json, pretty/);
  });
});

describe('serveOptionsFrom', () => {
  it('turns the flags into numbers and leaves unset limits to the configuration', () => {
    expect(serveOptionsFrom({ host: '127.0.0.1', port: '0', logFormat: 'json', rateLimit: '300', metricsPort: '9100' })).toEqual({
      host: '127.0.0.1', port: 0, rateLimit: 300, documentsPerPerson: undefined, documentMbPerPerson: undefined,
      exportConcurrency: undefined, metricsPort: 9100, metrics: false, logFormat: 'json', logLevel: undefined,
      allowPrivateWebhooks: false,
    });
  });

  it('names the flag whose value is not a positive integer', () => {
    expect(() => serveOptionsFrom({ host: 'h', port: '1', logFormat: 'json', exportConcurrency: '0' })).toThrow(/export-concurrency/);
    expect(() => serveOptionsFrom({ host: 'h', port: '1', logFormat: 'json', metricsPort: 'x' })).toThrow(/metrics-port/);
  });
});
