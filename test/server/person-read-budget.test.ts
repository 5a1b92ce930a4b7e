// The person-read rate limit counts each person a list returns, not each request: a page is
// cut to the token's remaining budget (with a cursor to continue), the next request gets 429,
// the RateLimit-* headers tell the count after the page, and unused reads are given back.
// On both stores, and on PostgreSQL across two instances sharing one counter.
import { afterEach, describe, expect, it } from 'vitest';
import { startModeServer, SERVER_STORE_MODES, type ModeServer } from '../helpers/server-modes.js';
import { startPostgres } from '../helpers/postgres.js';
import { openStore } from '../../src/store/index.js';
import { distResumeParser, startTestServerOn } from '../helpers/server.js';
import { startServer } from '../../src/server/start.js';
import { codeBookFor } from '../../src/domain/codes.js';
import { fixedClock } from '../helpers/local.js';
import { join } from 'node:path';

type Page = { data: { id: number }[]; next_cursor: string | null };

function call(server: { url: string; token: string }, method: string, path: string, body?: unknown, token = server.token) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function people(server: { url: string; token: string }, n: number, last = 'Keretes'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const response = await call(server, 'POST', '/person', { first: `Lista${i}`, last, city: `Város${i}` });
    ids.push(((await response.json()) as { data: { id: number } }).data.id);
  }
  return ids;
}

const remaining = (response: Response) => Number(response.headers.get('ratelimit-remaining'));

describe.each(SERVER_STORE_MODES)('person reads are counted per person (%s)', (mode) => {
  let server: ModeServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('a page of limit=500 stops at the budget with a cursor; the next page is 429; one audit row per person served', async () => {
    server = await startModeServer(mode, { rateLimit: 10 });
    await people(server, 25);
    const first = await call(server, 'GET', '/person?limit=500', undefined, server.readToken);
    expect(first.status).toBe(200);
    const page = (await first.json()) as Page;
    expect(page.data).toHaveLength(10);
    expect(page.next_cursor).not.toBeNull();
    expect(first.headers.get('ratelimit-limit')).toBe('10');
    expect(remaining(first)).toBe(0);
    const next = await call(server, 'GET', `/person?limit=500&cursor=${encodeURIComponent(page.next_cursor!)}`, undefined, server.readToken);
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
    const rows = await server.rows("SELECT person_id FROM audit WHERE action = 'person.search'");
    expect(rows).toHaveLength(10);
    // The writer's budget is its own.
    expect(((await (await call(server, 'GET', '/person?limit=500')).json()) as Page).data).toHaveLength(10);
  });

  it('a short page is charged what it returned: the headers and the next reads agree', async () => {
    server = await startModeServer(mode, { rateLimit: 10 });
    const [a] = await people(server, 3, 'Rövid');
    const short = await call(server, 'GET', '/person?name=R%C3%B6vid&limit=500', undefined, server.readToken);
    expect(((await short.json()) as Page).data).toHaveLength(3);
    expect(remaining(short)).toBe(7);
    const none = await call(server, 'GET', '/person?name=Senki&limit=500', undefined, server.readToken);
    expect(((await none.json()) as Page).data).toHaveLength(0);
    expect(remaining(none)).toBe(6);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await call(server, 'GET', `/person/${a}`, undefined, server.readToken)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('concurrent pages of one token never return more people than its budget', async () => {
    server = await startModeServer(mode, { rateLimit: 12 });
    await people(server, 30);
    const s = server;
    const responses = await Promise.all(Array.from({ length: 6 }, () => call(s, 'GET', '/person?limit=500', undefined, s.readToken)));
    const served = (await Promise.all(responses.map(async (r) => (r.status === 200 ? ((await r.json()) as Page).data.length : 0)))).reduce((x, y) => x + y, 0);
    expect(served).toBe(12);
    expect((await server.rows("SELECT person_id FROM audit WHERE action = 'person.search' AND person_id IS NOT NULL"))).toHaveLength(12);
  });

  it('a 409 on a taken e-mail counts as a person read: past the budget it is 429 and tells nothing', async () => {
    server = await startModeServer(mode, { rateLimit: 2 });
    const taken = { first: 'Foglalt', last: 'Cím', email: 'foglalt@example.org' };
    const owner = ((await (await call(server, 'POST', '/person', taken)).json()) as { data: { id: number } }).data.id;
    const [other] = await people(server, 1);
    const first = await call(server, 'POST', '/person', taken);
    expect(first.status).toBe(409);
    expect(remaining(first)).toBe(1);
    const second = await call(server, 'PUT', '/person', { id: other, email: 'FOGLALT@example.org' });
    expect(second.status).toBe(409);
    expect(remaining(second)).toBe(0);
    const third = await call(server, 'POST', '/person', taken);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    // One budget with the read routes; a write that reveals nobody is not counted.
    expect((await call(server, 'GET', `/person/${owner}`)).status).toBe(429);
    expect((await call(server, 'POST', '/person', { first: 'Új', last: 'Cím', email: 'uj@example.org' })).status).toBe(200);
  });

  it("a job's applicants count one each: a list beyond the budget is 429, one within it leaves the rest", async () => {
    server = await startModeServer(mode, { rateLimit: 5 });
    const job = async (title: string) => {
      const response = await call(server!, 'POST', '/job', { position_data_id: 3, title, date_from: '2020-01-01' });
      return ((await response.json()) as { data: { id: number }[] }).data[0]!.id;
    };
    const [big, small] = [await job('Nagy'), await job('Kicsi')];
    const ids = await people(server, 6);
    for (const id of ids) await call(server, 'POST', '/person/subscription', { person_data_id: id, job_data_id: big });
    for (const id of ids.slice(0, 3)) await call(server, 'POST', '/person/subscription', { person_data_id: id, job_data_id: small });
    const tooMany = await call(server, 'GET', `/job/${big}/subscription`, undefined, server.readToken);
    expect(tooMany.status).toBe(429);
    const fits = await call(server, 'GET', `/job/${small}/subscription`, undefined, server.readToken);
    expect(fits.status).toBe(200);
    expect(((await fits.json()) as { data: unknown[] }).data).toHaveLength(3);
    expect(remaining(fits)).toBe(1);
  });

  it('duplicates: the list is cut to the pairs the budget can show', async () => {
    server = await startModeServer(mode, { rateLimit: 5 });
    for (let i = 0; i < 4; i++) {
      await call(server, 'POST', '/person', { first: `Ikerke${i}`, last: 'Páros', email: `ikerke${i}@example.org`, city: 'Szeged' });
      await call(server, 'POST', '/person', { first: `Ikerke${i}`, last: 'Páros', email: `ikerke${i}.b@example.org`, city: 'Szeged' });
    }
    const response = await call(server, 'GET', '/person/duplicates?limit=100', undefined, server.readToken);
    expect(response.status).toBe(200);
    const pairs = ((await response.json()) as { data: { people: { id: number }[] }[] }).data;
    const shown = new Set(pairs.flatMap((p) => p.people.map((x) => x.id))).size;
    expect(shown).toBeLessThanOrEqual(5);
    expect(pairs.length).toBeGreaterThan(0);
    expect(remaining(response)).toBe(5 - shown);
  });
});

describe('two instances on one PostgreSQL share the per-person count', () => {
  it('pages through either instance add up to the budget, then both answer 429', async () => {
    const postgres = await startPostgres();
    const url = await postgres.createDatabase();
    const one = await startTestServerOn(await openStore(url), { rateLimit: 10 }, async () => undefined);
    // The second instance as `recruit serve` starts it, on its own connection (the tokens exist).
    const store = await openStore(url);
    const running = await startServer({
      store, codes: codeBookFor(join(import.meta.dirname, '../../data')), clock: fixedClock(), version: '0.0.0-test',
      host: '127.0.0.1', port: 0, rateLimit: 10, parser: distResumeParser,
    });
    const two = { url: running.url, token: one.token, close: async () => { await running.close(); await postgres.destroy(); } };
    try {
      const reader = (await one.server.tokens.create('shared-reader', 'read')).token;
      await people(one, 15);
      const first = (await (await call(one, 'GET', '/person?limit=6', undefined, reader)).json()) as Page;
      expect(first.data).toHaveLength(6);
      const second = await call(two, 'GET', `/person?limit=500&cursor=${encodeURIComponent(first.next_cursor!)}`, undefined, reader);
      expect(((await second.json()) as Page).data).toHaveLength(4);
      expect(remaining(second)).toBe(0);
      expect((await call(one, 'GET', '/person?limit=1', undefined, reader)).status).toBe(429);
      expect((await call(two, 'GET', '/person?limit=1', undefined, reader)).status).toBe(429);
    } finally {
      await one.close();
      await two.close().catch(async () => postgres.destroy());
    }
  });
});
