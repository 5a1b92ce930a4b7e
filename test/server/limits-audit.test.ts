// Person reads: rate-limited per token with RateLimit-* headers and 429 + Retry-After, and
// audited with the token's name and the request id before the data leaves (DESIGN.md §3).
import { afterEach, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import { RemoteService } from '../../src/service/remote-service.js';
import { RateLimitedError } from '../../src/domain/errors.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function personOn(s: TestServer): Promise<number> {
  const body = await (await api(s, 'POST', '/person', { first: 'Rate', last: 'Limited' })).json() as { data: { id: number } };
  return body.data.id;
}

describe('rate limit on person reads', () => {
  it('counts per token, sends RateLimit-* headers and answers 429 with Retry-After', async () => {
    server = await startTestServer({ rateLimit: 3 });
    const id = await personOn(server);
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await api(server, 'GET', `/person/${id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBe('3');
      expect(Number(response.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      remaining.push(response.headers.get('ratelimit-remaining') ?? '');
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const limited = await api(server, 'GET', `/person/${id}/document`);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ success: false, error: { code: 'rate_limited', message: expect.any(String) } });

    // Another token has its own budget; non-person routes are not limited.
    expect((await api(server, 'GET', `/person/${id}`, undefined, server.readToken)).status).toBe(200);
    expect((await api(server, 'GET', '/job')).status).toBe(200);
    expect((await api(server, 'GET', '/job')).headers.get('ratelimit-limit')).toBeNull();
  });

  it('every person read counts: subscriptions, documents, downloads, photo and exists', async () => {
    server = await startTestServer({ rateLimit: 5 });
    const id = await personOn(server);
    for (const path of [`/person/${id}/subscription`, `/person/${id}/document`, `/person/${id}/document/1/download`, `/person/${id}/photo`, '/person/exists?email=a%40b.cd']) {
      expect((await api(server, 'GET', path)).headers.get('ratelimit-limit'), path).toBe('5');
    }
    expect((await api(server, 'GET', `/person/${id}`)).status).toBe(429);
  });

  it('the remote client reports 429 as RateLimitedError with the wait', async () => {
    server = await startTestServer({ rateLimit: 1 });
    const id = await personOn(server);
    const remote = new RemoteService({ baseUrl: server.url, token: server.token, timeoutMs: 5_000, maxAttempts: 1 });
    await remote.getPerson(id);
    const error = await remote.getPerson(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('audit over HTTP', () => {
  it('writes a row with the token name and the request id for each person read', async () => {
    server = await startTestServer();
    const id = await personOn(server);
    const response = await fetch(`${server.url}/person/${id}`, {
      headers: { authorization: `Bearer ${server.readToken}`, 'x-request-id': 'trace-abc-123' },
    });
    expect(response.status).toBe(200);
    // The server's own id in the row; the client's is kept beside it.
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-client-request-id')).toBe('trace-abc-123');
    const missing = await api(server, 'GET', '/person/999999');
    const rows = server.store.sqlite.audit.list().reverse();
    expect(rows.map(({ actor, action, person_id, request_id, outcome }) => ({ actor, action, person_id, request_id, outcome }))).toEqual([
      { actor: 'test-reader', action: 'person.get', person_id: id, request_id: response.headers.get('x-request-id'), outcome: 'ok' },
      { actor: 'test-writer', action: 'person.get', person_id: 999999, request_id: missing.headers.get('x-request-id'), outcome: 'not_found' },
    ]);
  });

  it("keeps audit request ids unique when clients reuse theirs", async () => {
    server = await startTestServer();
    const id = await personOn(server);
    for (let i = 0; i < 3; i++) {
      await fetch(`${server.url}/person/${id}`, { headers: { authorization: `Bearer ${server.token}`, 'x-request-id': 'same-id' } });
    }
    const ids = server.store.sqlite.audit.list().map((row) => row.request_id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain('same-id');
  });

  it('ignores a request id that could forge log lines', async () => {
    server = await startTestServer();
    const response = await fetch(`${server.url}/job`, { headers: { authorization: `Bearer ${server.token}`, 'x-request-id': 'forged" level="admin' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
