// The HTTP side of issue 12 §5–6: the access export's headers, scopes (a read token may
// list duplicates but never erase, purge or merge), query validation, and the parser's
// image cache emptied by an erasure (parsed-CV images and face crops may not outlive it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function createPerson(email: string): Promise<number> {
  const response = await api(server, 'POST', '/person', { first: 'Hanna', last: 'Http', email });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

describe('issue 12 §5–6 over HTTP', () => {
  it('the export is an attachment zip, not cached, rate-limited like every person read', async () => {
    const id = await createPerson('hanna@example.com');
    const response = await api(server, 'GET', `/person/${id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="person-${id}-export.zip"; filename*=UTF-8''person-${id}-export.zip`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('ratelimit-remaining')).not.toBeNull();
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 2)).toString('latin1')).toBe('PK');
  });

  it('a read token lists duplicates but gets 403 on erase, purge and merge, changing nothing', async () => {
    const id = await createPerson('hanna2@example.com');
    const people = await server.store.people.count();
    expect((await api(server, 'GET', '/person/duplicates', undefined, server.readToken)).status).toBe(200);
    for (const [method, path, body] of [
      ['DELETE', '/person', { id, reason: 'x' }],
      ['POST', '/person/purge', { not_modified_since: '2100-01-01' }],
      ['POST', '/person/merge', { keep: id, drop: id + 1 }],
    ] as const) {
      const response = await api(server, method, path, body, server.readToken);
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect(await server.store.people.count()).toBe(people);
  });

  it('bad queries and bodies are 400 naming the parameter', async () => {
    const bad = await api(server, 'GET', '/person/duplicates?min_score=high');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('min_score');
    expect((await api(server, 'GET', '/person/duplicates?sort=score')).status).toBe(400);
    expect((await api(server, 'DELETE', '/person', { id: 1 })).status).toBe(400);
    expect((await api(server, 'POST', '/person/purge', { not_modified_since: 'soon' })).status).toBe(400);
  });

  it('an erasure empties the cache of parsed-CV images and face crops', async () => {
    const pdf = readFileSync(join(import.meta.dirname, '../fixtures/parser/files/german-photo.pdf'));
    const parsed = await api(server, 'POST', '/parser', { file_name: 'cv.pdf', data: pdf.toString('base64') });
    expect(parsed.status).toBe(200);
    const { data } = (await parsed.json()) as { data: { images: string[]; person: { face: string } } };
    const urls = [...data.images, data.person.face].filter((u) => u !== '');
    expect(urls.length).toBeGreaterThan(0);
    const fetchImage = (url: string) => fetch(url, { headers: { authorization: `Bearer ${server.token}` } });
    for (const url of urls) expect((await fetchImage(url)).status).toBe(200);
    const id = await createPerson('hanna3@example.com');
    expect((await api(server, 'DELETE', '/person', { id, reason: 'request' })).status).toBe(200);
    for (const url of urls) expect((await fetchImage(url)).status).toBe(404);
  });
});
