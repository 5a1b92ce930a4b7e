// GET /job and /job/full over real HTTP (node:http, which does not decompress): ETag,
// 304 on If-None-Match, gzip and brotli bodies equal to the identity body, Vary, and a
// new ETag once a job changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { api, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (let i = 0; i < 40; i++) {
    const created = await api(server, 'POST', '/job', { position_data_id: 9000 + i, title: `Encoding test job ${i}`, category: [1] });
    expect(created.status).toBe(200);
  }
});
afterAll(async () => {
  await server.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers: { authorization: `Bearer ${server.token}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(['/job', '/job/full'])('GET %s representations', (path) => {
  it('sends identity without Accept-Encoding, with a strong ETag and Vary', async () => {
    const plain = await raw(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['etag']).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(plain.body.toString('utf8')) as { success: boolean; type: string; data: unknown[] };
    expect(body).toMatchObject({ success: true, type: 'job' });
    expect(body.data.length).toBeGreaterThanOrEqual(40);
  });

  it('sends gzip or brotli bytes that decode to the identity body', async () => {
    const plain = await raw(path);
    const gz = await raw(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(gz.body.byteLength).toBeLessThan(plain.body.byteLength);
    const br = await raw(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.headers['etag']).toBe(plain.headers['etag']);
  });

  it('answers 304 without a body to a matching If-None-Match, 200 to a stale one', async () => {
    const first = await raw(path);
    const etag = first.headers['etag'] as string;
    const again = await raw(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers['etag']).toBe(etag);

    await api(server, 'POST', '/job', { position_data_id: 9999, title: `Changes ${path}`, category: [1] });
    const changed = await raw(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect(changed.body.toString('utf8')).toContain(path === '/job' ? `Changes ${path}` : '"active":true');
  });

  it('still needs a token', async () => {
    const anonymous = await api(server, 'GET', path, undefined, null);
    expect(anonymous.status).toBe(401);
  });
});
