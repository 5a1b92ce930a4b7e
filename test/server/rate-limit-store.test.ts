// The person-read limit of a SQLite server (the in-process store, GCRA like PostgreSQL's):
// after a burst of the whole budget one read comes back every window/max, so Retry-After is
// that interval, not the rest of a minute; the message states the limit "per minute", the
// seconds are Retry-After's.
import { afterEach, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the in-process person-read limit', () => {
  it('3 per minute: the 4th read at once is refused for about 20 s, with the limit in the message', async () => {
    server = await startTestServer({ rateLimit: 3, parser: async () => { throw new Error('no parser in this test'); } });
    const created = await (await api(server, 'POST', '/person', { first: 'Orla', last: 'Venn' })).json() as { data: { id: number } };
    const id = created.data.id;
    for (let i = 0; i < 3; i++) expect((await api(server, 'GET', `/person/${id}`)).status).toBe(200);
    const limited = await api(server, 'GET', `/person/${id}`);
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
