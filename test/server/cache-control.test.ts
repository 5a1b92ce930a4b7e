// Person reads, subscriptions, document lists and downloads are never
// kept by a cache (Cache-Control: no-store), errors included; public listings are not affected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let personId: number;
let documentId: number;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: 100_000 });
  personId = ((await (await api(server, 'POST', '/person', { first: 'Cache', last: 'Less', email: 'cache.less@example.org' })).json()) as { data: { id: number } }).data.id;
  const doc = await api(server, 'POST', '/person/document', { person_data_id: personId, file_name: 'cv.txt', data: Buffer.from('cv').toString('base64') });
  documentId = ((await doc.json()) as { data: { id: number } }).data.id;
});
afterAll(async () => {
  await server.close();
});

describe('Cache-Control: no-store on person data', () => {
  it.each([
    () => `/person/${personId}`,
    () => '/person/exists?email=cache.less%40example.org',
    () => `/person/${personId}/subscription`,
    () => `/person/${personId}/document`,
    () => `/person/${personId}/document/${documentId}/download`,
    () => '/person/987654',
  ])('GET %s', async (path) => {
    const response = await api(server, 'GET', path());
    await response.arrayBuffer();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the job listing alone', async () => {
    const response = await api(server, 'GET', '/job');
    await response.arrayBuffer();
    expect(response.headers.get('cache-control')).not.toBe('no-store');
  });
});
