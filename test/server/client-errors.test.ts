// Answers made before any route runs use our error body — a method Node's
// parser refuses, a request-smuggling attempt, oversized headers — and a method that a
// known path does not have is 405 with Allow (it was 404).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { expectErrorBody } from '../resilience/helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: 100_000 });
});
afterAll(async () => {
  await server.close();
});

/** Sends raw bytes and returns status, headers and the parsed body of the answer. */
async function raw(request: string): Promise<{ status: number; headers: string; body: unknown }> {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  let text = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  socket.on('error', () => undefined);
  socket.write(request);
  await new Promise<void>((resolve) => {
    socket.on('close', () => resolve());
    setTimeout(() => {
      socket.destroy();
      resolve();
    }, 5_000);
  });
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, headers: head.toLowerCase(), body: JSON.parse(rest.join('\r\n\r\n')) };
}

describe('errors before the routes, in our body', () => {
  it('a method the HTTP parser refuses → 400', async () => {
    const answer = await raw('FOO@BAR /job HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer.status).toBe(400);
    expectErrorBody(answer.body);
  });

  it('Content-Length together with Transfer-Encoding (smuggling) → 400', async () => {
    const answer = await raw('POST /person HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /job HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer.status).toBe(400);
    expectErrorBody(answer.body);
  });

  it('headers over the limit → 431', async () => {
    const answer = await raw(`GET /job HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectErrorBody(answer.body);
  });
});

describe('405 with Allow', () => {
  it.each([
    ['PATCH', '/person', ['POST', 'PUT']],
    ['DELETE', '/person/7', ['GET', 'HEAD']],
    // PUT /job exists since issue 12 §4
    ['PATCH', '/job', ['DELETE', 'GET', 'HEAD', 'POST', 'PUT']],
  ])('%s %s', async (method, path, allowed) => {
    const response = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${server.token}` } });
    expect(response.status).toBe(405);
    for (const m of allowed) expect(response.headers.get('allow')?.split(', ')).toContain(m);
    expectErrorBody(await response.json());
  });

  it('an unknown path stays 404', async () => {
    const response = await fetch(`${server.url}/nothing/here`, { method: 'PATCH', headers: { authorization: `Bearer ${server.token}` } });
    expect(response.status).toBe(404);
  });
});
