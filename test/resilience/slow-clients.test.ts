// Slow clients (slowloris-style, bounded): sockets that dribble their headers
// or their body are closed by the server within its time limits, while other clients keep
// being served at their normal latency. The server is built with short limits so the test
// takes seconds; the production limits are checked on a server as `recruit serve` starts it.
import { connect, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/build-server.js';
import { createImageStore } from '../../src/server/image-store.js';
import { createTokenService } from '../../src/service/token-service.js';
import { LocalService } from '../../src/service/local-service.js';
import { openSqliteStore as openStore, type SqliteStore as Store } from '../../src/store/index.js';
import { codeBookFor } from '../../src/domain/codes.js';
import { fixedClock } from '../helpers/local.js';
import { startTestServer } from '../helpers/server.js';

const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
const SLOW_SOCKETS = 100;

interface SlowSocket {
  socket: Socket;
  closedAt: Promise<number>;
  received: () => string;
}

function openSlow(port: number, first: string, drip: string, everyMs: number): SlowSocket {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  socket.write(first);
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(drip);
  }, everyMs);
  const closedAt = new Promise<number>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now());
    });
  });
  return { socket, closedAt, received: () => received };
}

describe('slow clients', () => {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-slow-'));
  let store: Store;
  let app: FastifyInstance;
  let url: string;
  let port: number;
  let token: string;

  beforeAll(async () => {
    store = openStore(join(dir, 'slow.sqlite'));
    const clock = fixedClock();
    const service = new LocalService({ store, codes: codeBookFor(join(import.meta.dirname, '../../data')), clock, actor: { name: 'server', requestId: '-' } });
    const tokens = createTokenService(store, clock);
    token = (await tokens.create('slow-test', 'write')).token;
    app = buildServer({
      service,
      tokens,
      images: createImageStore({ baseUrl: () => url }),
      version: '0.0.0-test',
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await app?.close();
    store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function probeLatencies(until: Promise<unknown>): Promise<number[]> {
    const latencies: number[] = [];
    let done = false;
    void until.then(() => (done = true));
    while (!done) {
      const start = performance.now();
      const response = await fetch(`${url}/job`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5_000) });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      latencies.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return latencies;
  }

  it(`closes ${SLOW_SOCKETS} sockets that dribble their headers, and keeps serving others`, async () => {
    const started = Date.now();
    const slow = Array.from({ length: SLOW_SOCKETS }, (_, i) =>
      openSlow(port, `GET /job HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n`, `X-Slow-${i}: a\r\n`, 200));
    const allClosed = Promise.all(slow.map((s) => s.closedAt));
    const latencies = await probeLatencies(Promise.race([allClosed, new Promise((resolve) => setTimeout(resolve, 8_000))]));
    const closed = await Promise.race([allClosed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 100))]);
    for (const s of slow) s.socket.destroy();
    expect(closed, 'every slow socket was closed by the server').not.toBeNull();
    const slowest = Math.max(...(closed as number[])) - started;
    // headers limit + the 1 s check interval + scheduling slack on a busy machine
    expect(slowest).toBeLessThan(HEADERS_TIMEOUT_MS + 3_500);
    for (const s of slow) expect(s.received()).toMatch(/^$|^HTTP\/1\.1 408/);
    expect(latencies.length).toBeGreaterThan(3);
    expect(Math.max(...latencies)).toBeLessThan(2_000);
    console.info(`slowloris headers: ${SLOW_SOCKETS} sockets closed after ≤ ${slowest} ms; ${latencies.length} other requests served, slowest ${Math.round(Math.max(...latencies))} ms`);
  }, 20_000);

  it(`closes ${SLOW_SOCKETS / 2} sockets that dribble a body, storing nothing`, async () => {
    const started = Date.now();
    const body = JSON.stringify({ first: 'Slow', last: 'Loris', city: 'x'.repeat(500) });
    const slow = Array.from({ length: SLOW_SOCKETS / 2 }, () =>
      openSlow(port, `POST /person HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`, ' ', 200));
    const allClosed = Promise.all(slow.map((s) => s.closedAt));
    const latencies = await probeLatencies(Promise.race([allClosed, new Promise((resolve) => setTimeout(resolve, 9_000))]));
    const closed = await Promise.race([allClosed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 100))]);
    for (const s of slow) s.socket.destroy();
    expect(closed, 'every slow socket was closed by the server').not.toBeNull();
    const slowest = Math.max(...(closed as number[])) - started;
    expect(slowest).toBeLessThan(REQUEST_TIMEOUT_MS + 3_500);
    expect(store.sqlite.people.count()).toBe(0);
    expect(Math.max(...latencies)).toBeLessThan(2_000);
    console.info(`slow body: ${SLOW_SOCKETS / 2} sockets closed after ≤ ${slowest} ms; ${latencies.length} other requests served`);
  }, 20_000);

  it('has bounded limits as `recruit serve` starts it', async () => {
    const server = await startTestServer();
    try {
      const http = server.server.app.server;
      expect(http.headersTimeout).toBeGreaterThan(0);
      expect(http.headersTimeout).toBeLessThanOrEqual(10_000);
      expect(http.requestTimeout).toBeGreaterThan(0);
      expect(http.requestTimeout).toBeLessThanOrEqual(60_000);
    } finally {
      await server.close();
    }
  });
});
