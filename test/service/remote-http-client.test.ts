// The HTTP client under RemoteService against a scripted server: retries (idempotent only,
// honouring Retry-After), time limit, error bodies mapped back to the error hierarchy.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpClient } from '../../src/service/http-client.js';
import { RemoteService, fileNameFromDisposition } from '../../src/service/remote-service.js';
import {
  ConflictError, ForbiddenError, NotFoundError, PayloadTooLargeError, RateLimitedError, UnauthorizedError,
  UnavailableError, UnprocessableError, ValidationError,
} from '../../src/domain/errors.js';

type Reply = { status: number; body?: string; headers?: Record<string, string>; delayMs?: number };
let script: Reply[] = [];
let seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const reply = script.shift() ?? { status: 500, body: '{}' };
      setTimeout(() => {
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        response.end(reply.body ?? '{}');
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  seen = [];
});

const sleeps: number[] = [];
const client = (extra: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) =>
  new HttpClient({ baseUrl: base, token: 'rk_test', timeoutMs: 2_000, sleep: async (ms) => void sleeps.push(ms), ...extra });

const err = (status: number, code: string, details?: unknown, headers?: Record<string, string>): Reply => ({
  status, ...(headers === undefined ? {} : { headers }), body: JSON.stringify({ success: false, error: { code, message: `server says ${code}`, ...(details === undefined ? {} : { details }) } }),
});

describe('retries', () => {
  it('retries GET on 503 and honours Retry-After seconds', async () => {
    sleeps.length = 0;
    script = [err(503, 'unavailable', undefined, { 'retry-after': '2' }), { status: 200, body: '{"ok":1}' }];
    expect(await client().json('GET', 'job')).toEqual({ ok: 1 });
    expect(seen).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });

  it('understands Retry-After as an HTTP date', async () => {
    sleeps.length = 0;
    script = [err(429, 'rate_limited', undefined, { 'retry-after': new Date(Date.now() + 5_000).toUTCString() }), { status: 200, body: '[]' }];
    await client({ rateLimit: { wait: true } }).json('GET', 'person/1');
    expect(sleeps[0]).toBeGreaterThan(3_000);
    expect(sleeps[0]).toBeLessThanOrEqual(6_250);
  });

  it('gives up at once when Retry-After is longer than it is willing to wait', async () => {
    sleeps.length = 0;
    script = [err(503, 'unavailable', undefined, { 'retry-after': '45' }), { status: 200, body: '{}' }];
    const error = await client({ maxBackoffMs: 10_000 }).json('GET', 'job').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect(seen).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('a rate limit (429) without --wait fails at once, saying when to retry and the limit', async () => {
    sleeps.length = 0;
    const message = 'rate limited: the limit is 3 person reads per minute per token';
    const limited = { status: 429, headers: { 'retry-after': '2' }, body: JSON.stringify({ success: false, error: { code: 'rate_limited', message } }) };
    script = [limited, { status: 200, body: '{}' }];
    const error = await client().json('GET', 'person/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).message).toBe('rate limited, retry in 2 s (the limit is 3 person reads per minute per token)');
    expect((error as RateLimitedError).retryAfterSeconds).toBe(2);
    expect(seen).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('with wait, a 429 is waited out (said through onWait) and retried, a POST too', async () => {
    sleeps.length = 0;
    const waits: number[] = [];
    const limited = (seconds: string) => err(429, 'rate_limited', undefined, { 'retry-after': seconds });
    script = [limited('3'), limited('1'), { status: 200, body: '{"id":4}' }];
    expect(await client({ rateLimit: { wait: true, onWait: (s) => waits.push(s) } }).json('POST', 'person', { first: 'A' })).toEqual({ id: 4 });
    expect(waits).toEqual([3, 1]);
    expect(seen.map((r) => r.method)).toEqual(['POST', 'POST', 'POST']);
    expect(sleeps.map((ms) => Math.floor(ms / 1000))).toEqual([3, 1]);
  });

  it('never retries POST', async () => {
    script = [err(503, 'unavailable'), { status: 200, body: '{}' }];
    await expect(client().json('POST', 'person', { first: 'A' })).rejects.toBeInstanceOf(UnavailableError);
    expect(seen).toHaveLength(1);
  });

  it('gives up after maxAttempts and reports the last error', async () => {
    script = [err(503, 'unavailable', undefined, { 'retry-after': '1' }), err(502, 'unavailable', undefined, { 'retry-after': '7' })];
    const error = await client({ maxAttempts: 2 }).json('GET', 'job').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect(seen).toHaveLength(2);
  });

  it('does not retry 4xx other than 429', async () => {
    script = [err(404, 'not_found'), { status: 200 }];
    await expect(client().json('GET', 'person/1')).rejects.toBeInstanceOf(NotFoundError);
    expect(seen).toHaveLength(1);
  });
});

describe('requests and errors', () => {
  it('sends the bearer token, JSON and keeps a path prefix of the base URL', async () => {
    script = [{ status: 200, body: '{}' }];
    await client({ baseUrl: `${base}/api/v1` }).json('PUT', 'person', { id: 1 });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/api/v1/person', body: '{"id":1}' });
    expect(seen[0]!.headers['authorization']).toBe('Bearer rk_test');
    expect(seen[0]!.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    [400, 'validation_failed', ValidationError],
    [401, 'unauthorized', UnauthorizedError],
    [403, 'forbidden', ForbiddenError],
    [404, 'not_found', NotFoundError],
    [409, 'conflict', ConflictError],
    [413, 'payload_too_large', PayloadTooLargeError],
    [422, 'unprocessable', UnprocessableError],
    [500, 'internal', UnavailableError],
  ] as const)('HTTP %i → %s', async (status, code, type) => {
    script = [err(status, code)];
    const error = await client({ maxAttempts: 1 }).json('GET', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect((error as Error).message).toContain(`server says ${code}`);
  });

  it('keeps validation details and conflict details', async () => {
    script = [err(400, 'validation_failed', [{ path: '/first', message: 'is required' }]), err(409, 'conflict', { id: 12 })];
    const validation = await client().json('POST', 'person', {}).catch((e: unknown) => e) as ValidationError;
    expect(validation.issues).toEqual([{ path: '/first', message: 'is required' }]);
    const conflict = await client().json('POST', 'person', {}).catch((e: unknown) => e) as ConflictError;
    expect(conflict.details).toEqual({ id: 12 });
  });

  it('a proxy error page is still a typed error', async () => {
    script = [{ status: 502, body: '<html>Bad Gateway</html>', headers: { 'content-type': 'text/html' } }];
    await expect(client({ maxAttempts: 1 }).json('GET', 'job')).rejects.toBeInstanceOf(UnavailableError);
  });

  it('a 200 that is not JSON is unavailable, not a crash', async () => {
    script = [{ status: 200, body: '<html>captive portal</html>' }];
    await expect(client().json('GET', 'job')).rejects.toBeInstanceOf(UnavailableError);
  });

  it('a server that does not answer in time is unavailable', async () => {
    script = [{ status: 200, body: '{}', delayMs: 1_000 }];
    const error = await client({ timeoutMs: 100, maxAttempts: 1 }).json('GET', 'job').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect((error as Error).message).toMatch(/no answer within 100 ms/);
  });

  it('an unreachable server is unavailable with a hint', async () => {
    const error = await new HttpClient({ baseUrl: 'http://127.0.0.1:1', token: undefined, timeoutMs: 2_000 }).json('GET', 'job').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect((error as UnavailableError).hint).toMatch(/recruit serve/);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => new HttpClient({ baseUrl: 'ftp://example.com', token: undefined, timeoutMs: 1 })).toThrow(ValidationError);
    expect(() => new HttpClient({ baseUrl: 'not a url', token: undefined, timeoutMs: 1 })).toThrow(ValidationError);
  });
});

describe('RemoteService envelopes', () => {
  it('reads data of endpoints 15/18 as an array holding one id, and refuses answers without data', async () => {
    const remote = new RemoteService({ baseUrl: base, token: 't', timeoutMs: 2_000 });
    script = [{ status: 200, body: '{"success":true,"type":"job","data":[{"id":41}]}' }, { status: 200, body: '{"success":true}' }];
    expect(await remote.createJob({ position_data_id: 1, title: 'T' })).toEqual({ id: 41 });
    await expect(remote.listJobs()).rejects.toBeInstanceOf(UnavailableError);
  });

  it('encodes path parameters it builds from user input', async () => {
    const remote = new RemoteService({ baseUrl: base, token: 't', timeoutMs: 2_000 });
    script = [{ status: 200, body: '{"id":3}' }];
    await remote.findPersonByEmail('a+b&c=d@example.com');
    expect(seen[0]!.url).toBe('/person/exists?email=a%2Bb%26c%3Dd%40example.com');
  });
});

describe('Content-Disposition file names', () => {
  it.each([
    [`attachment; filename="cv.pdf"; filename*=UTF-8''%C3%96n%C3%A9letrajz.pdf`, 'Önéletrajz.pdf'],
    ['attachment; filename="plain name.pdf"', 'plain name.pdf'],
    ['attachment; filename=bare.txt', 'bare.txt'],
    [`attachment; filename="fallback.pdf"; filename*=UTF-8''%E0%A4%A`, 'fallback.pdf'],
    ['attachment; filename="a\\"b.txt"', 'a"b.txt'],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });

  it('no header, no name', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});

describe('downloads (streamed as they arrive)', () => {
  // A server of its own: each test scripts how the body goes out, part by part.
  let send: (response: ServerResponse) => void = (response) => response.end();
  let fileServer: Server;
  let fileBase: string;
  beforeAll(async () => {
    fileServer = createServer((_request, response) => send(response));
    await new Promise<void>((resolve) => fileServer.listen(0, '127.0.0.1', resolve));
    fileBase = `http://127.0.0.1:${(fileServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fileServer.close(() => resolve())));
  const downloader = (timeoutMs = 2_000) => new HttpClient({ baseUrl: fileBase, token: undefined, timeoutMs, maxAttempts: 1 });
  const part = (byte: number, size = 64 * 1024) => Buffer.alloc(size, byte);

  it('hands out the first part before the server has sent the rest', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    send = (response) => {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(2 * 64 * 1024) });
      response.write(part(1));
      void released.then(() => response.end(part(2)));
    };
    const { body, headers } = await downloader().download('file');
    expect(headers.get('content-length')).toBe(String(2 * 64 * 1024));
    const chunks: Buffer[] = [];
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      release(); // a client that waited for the whole body would never get here
    }
    expect(Buffer.concat(chunks).equals(Buffer.concat([part(1), part(2)]))).toBe(true);
  });

  it('a body that keeps coming may take longer than the timeout in all; a silence longer than it fails', async () => {
    send = (response) => {
      response.writeHead(200, { 'content-length': String(4 * 1024) });
      let sent = 0;
      const timer = setInterval(() => {
        response.write(part(sent, 1024));
        if (++sent === 4) {
          clearInterval(timer);
          response.end();
        }
      }, 60);
    };
    const flowing = await downloader(150).download('file');
    let size = 0;
    for await (const chunk of flowing.body) size += (chunk as Buffer).length;
    expect(size).toBe(4 * 1024);

    send = (response) => {
      response.writeHead(200, { 'content-length': String(2 * 1024) });
      response.write(part(1, 1024)); // and then nothing
    };
    const stalled = await downloader(150).download('file');
    const error = await (async () => {
      for await (const _chunk of stalled.body) { /* reading */ }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect((error as Error).message).toMatch(/broke off: no data for 150 ms/);
  });

  it('a body cut off midway fails the stream with UnavailableError', async () => {
    send = (response) => {
      response.writeHead(200, { 'content-length': String(3 * 64 * 1024) });
      response.write(part(1), () => response.socket?.destroy());
    };
    const { body } = await downloader().download('file');
    const error = await (async () => {
      for await (const _chunk of body) { /* reading */ }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect((error as Error).message).toMatch(/broke off/);
  });

  it('an error answer is still a typed error (read whole)', async () => {
    send = (response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, error: { code: 'not_found', message: 'document 9 not found' } }));
    };
    await expect(downloader().download('file')).rejects.toBeInstanceOf(NotFoundError);
  });
});
