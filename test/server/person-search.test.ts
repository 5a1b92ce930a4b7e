// GET /person and GET/PUT /person/{id}/skills over real HTTP: the envelope
// with next_cursor, the Link header, 400 naming the parameter, 404, 403 for read tokens on
// writes (nothing changed), rate limit and no-store like every person read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let ids: number[];
beforeAll(async () => {
  server = await startTestServer({ rateLimit: 1000 });
  ids = [];
  for (const [first, last] of [['Anna', 'Kovács'], ['Ádám', 'Kovács'], ['Béla', 'Kovácsics'], ['Zoé', 'Nagy']]) {
    const body = await (await api(server, 'POST', '/person', { first, last, city: 'Szeged' })).json() as { data: { id: number } };
    ids.push(body.data.id);
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('GET /person', () => {
  it('answers the envelope with next_cursor and a Link to the next page, until the last', async () => {
    const first = await api(server, 'GET', '/person?name=kov&limit=2&sort=id');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('ratelimit-limit')).toBe('1000');
    const body = await first.json() as { success: boolean; type: string; data: { id: number }[]; next_cursor: string };
    expect(body).toMatchObject({ success: true, type: 'person', next_cursor: expect.any(String) });
    expect(body.data.map((p) => p.id)).toEqual(ids.slice(0, 2));
    const link = first.headers.get('link')!;
    const match = /^<(\/person\?[^>]+)>; rel="next"$/.exec(link);
    expect(match).not.toBeNull();
    const next = new URL(match![1]!, server.url);
    expect(Object.fromEntries(next.searchParams)).toEqual({ name: 'kov', limit: '2', sort: 'id', cursor: body.next_cursor });
    const second = await api(server, 'GET', match![1]!);
    const last = await second.json() as { data: { id: number }[]; next_cursor: null };
    expect(last.data.map((p) => p.id)).toEqual([ids[2]]);
    expect(last.next_cursor).toBeNull();
    expect(second.headers.get('link')).toBeNull();
  });

  it('takes repeated skill parameters (all must match)', async () => {
    await api(server, 'PUT', `/person/${ids[0]}/skills`, { add: ['SQL', 'Go'] });
    await api(server, 'PUT', `/person/${ids[3]}/skills`, { add: ['SQL'] });
    const both = await (await api(server, 'GET', '/person?skill=sql&skill=go')).json() as { data: { id: number }[] };
    expect(both.data.map((p) => p.id)).toEqual([ids[0]]);
    const one = await (await api(server, 'GET', '/person?skill=SQL')).json() as { data: { id: number }[] };
    expect(one.data.map((p) => p.id)).toEqual([ids[0], ids[3]]);
  });

  it.each([
    ['limit=501', 'limit'],
    ['limit=abc', 'limit'],
    ['applied_to=-1', 'applied_to'],
    ['sort=salary', 'sort'],
    ['created_since=tomorrow', 'created_since'],
    ['country=Atlantis', 'country'],
    ['colour=blue', 'colour'],
    ['cursor=eyJmIjoxfQ.AAAA', 'cursor'],
  ])('%s → 400 naming %s', async (query, parameter) => {
    const response = await api(server, 'GET', `/person?${query}`);
    expect(response.status).toBe(400);
    const body = await response.json() as { error: { code: string; message: string; details: { path: string }[] } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.map((d) => d.path).join(' ')).toContain(`/${parameter}`);
  });

  it('needs a token; a read token may search', async () => {
    expect((await api(server, 'GET', '/person', undefined, null)).status).toBe(401);
    expect((await api(server, 'GET', '/person?city=Szeged', undefined, server.readToken)).status).toBe(200);
  });
});

describe('/person/{id}/skills', () => {
  it('GET and PUT answer { success, type: "skills", data }', async () => {
    const put = await api(server, 'PUT', `/person/${ids[1]}/skills`, { skills: ['Excel'], add: ['SAP'] });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ success: true, type: 'skills', data: ['Excel', 'SAP'] });
    const get = await api(server, 'GET', `/person/${ids[1]}/skills`, undefined, server.readToken);
    expect(get.headers.get('cache-control')).toBe('no-store');
    expect(await get.json()).toEqual({ success: true, type: 'skills', data: ['Excel', 'SAP'] });
  });

  it('a read token gets 403 and changes nothing; unknown people 404; bad bodies 400', async () => {
    const denied = await api(server, 'PUT', `/person/${ids[1]}/skills`, { add: ['Hacking'] }, server.readToken);
    expect(denied.status).toBe(403);
    expect((await (await api(server, 'GET', `/person/${ids[1]}/skills`)).json() as { data: string[] }).data).toEqual(['Excel', 'SAP']);
    expect((await api(server, 'GET', '/person/9999/skills')).status).toBe(404);
    expect((await api(server, 'PUT', '/person/9999/skills', { add: ['x'] })).status).toBe(404);
    for (const bad of [{ add: 'SQL' }, { add: [1] }, { nope: [] }, {}, { add: [''] }]) {
      expect((await api(server, 'PUT', `/person/${ids[1]}/skills`, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await api(server, 'PUT', '/person/abc/skills', { add: ['x'] })).status).toBe(400);
  });
});
