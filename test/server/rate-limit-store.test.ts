// The person-read limit as a client meets it, on a SQLite server (in-process store) and on
// PostgreSQL (shared store), both GCRA: after a burst of the whole budget one read comes back
// every window/max, so Retry-After is that interval, not the rest of a (clock) minute; the
// message states the limit "per minute", the seconds are Retry-After's.
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_STORE_MODES, startModeServer, type ModeServer } from '../helpers/server-modes.js';

let server: ModeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const call = (s: ModeServer, method: string, path: string, body?: unknown) => fetch(`${s.url}${path}`, {
  method,
  headers: { authorization: `Bearer ${s.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

describe.each(SERVER_STORE_MODES)('the person-read limit on %s', (mode) => {
  it('3 per minute: the 4th read at once is refused for about 20 s, with the limit in the message', async () => {
    server = await startModeServer(mode, { rateLimit: 3, parser: async () => { throw new Error('no parser in this test'); } });
    const created = await (await call(server, 'POST', '/person', { first: 'Orla', last: 'Venn' })).json() as { data: { id: number } };
    const id = created.data.id;
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const read = await call(server, 'GET', `/person/${id}`);
      expect(read.status).toBe(200);
      remaining.push(read.headers.get('ratelimit-remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await call(server, 'GET', `/person/${id}`);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(15);
    expect(retryAfter).toBeLessThanOrEqual(20);
    expect(await limited.json()).toEqual({
      success: false,
      error: { code: 'rate_limited', message: 'rate limited: the limit is 3 person reads per minute per token' },
    });
  });
});
