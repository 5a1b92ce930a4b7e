// Auth (DESIGN.md §3): every endpoint but health/schemas/docs answers 401 without a valid
// token; a read token may GET but gets 403 on every write; revocation takes effect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const png = Buffer.from('iVBORw0KGgo=', 'base64').toString('base64');

/** Every route of the API with a body that would pass validation. */
const ENDPOINTS: [method: string, path: string, body?: unknown][] = [
  ['GET', '/person/1'],
  ['GET', '/person/exists?email=someone%40example.com'],
  ['PUT', '/person', { id: 1, title: 'Mr.' }],
  ['POST', '/person', { first: 'Auth', last: 'Probe' }],
  ['POST', '/person/subscription', { person_data_id: 1, job_data_id: 1 }],
  ['GET', '/person/1/subscription'],
  ['POST', '/person/photo', { person_data_id: 1, file_name: 'p.png', data: png }],
  ['GET', '/person/1/photo'],
  ['POST', '/person/document', { person_data_id: 1, file_name: 'd.txt', data: 'YQ==' }],
  ['GET', '/person/1/document'],
  ['GET', '/person/1/document/1/download'],
  ['DELETE', '/person/document', { person_data_id: 1, document_data_id: 1 }],
  ['GET', '/job'],
  ['GET', '/job/1'],
  ['GET', '/job/full'],
  ['POST', '/job', { position_data_id: 1, title: 'Probe' }],
  ['DELETE', '/job', { id: 1 }],
  ['GET', '/project/full'],
  ['POST', '/project', { title: 'Probe' }],
  ['PUT', '/project', { id: 1, title: 'Probe' }],
  ['GET', '/project'],
  ['GET', '/project/1'],
  ['POST', '/parser', { file_name: 'cv.txt', data: 'YQ==' }],
  ['GET', '/parser/image/0123456789abcdef0123456789abcdef.png'],
  // 4
  ['PUT', '/person/subscription', { id: 1, status: 'screening' }],
  ['DELETE', '/person/subscription', { person_data_id: 1, job_data_id: 1 }],
  ['GET', '/job/1/subscription'],
  ['PUT', '/job', { id: 1, title: 'Probe' }],
  ['GET', '/job/all'],
  ['DELETE', '/project', { id: 1 }],
  ['DELETE', '/person/photo', { person_data_id: 1 }],
];

describe('authentication', () => {
  it.each(ENDPOINTS)('%s %s without a token → 401', async (method, path, body) => {
    const response = await api(server, method, path, body, null);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await response.json()).toEqual({ success: false, error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it.each(ENDPOINTS)('%s %s with a wrong token → 401', async (method, path, body) => {
    const response = await api(server, method, path, body, 'rk_not-a-real-token');
    expect(response.status).toBe(401);
  });

  it('rejects malformed Authorization headers', async () => {
    for (const header of ['Basic dXNlcjpwdw==', 'Bearer', `Token ${server.token}`, `Bearer ${server.token} extra`]) {
      const response = await fetch(`${server.url}/job`, { headers: { authorization: header } });
      expect(response.status, header).toBe(401);
    }
    const lower = await fetch(`${server.url}/job`, { headers: { authorization: `bearer ${server.token}` } });
    expect(lower.status).toBe(200);
  });

  it('health, schemas and the API docs need no token', async () => {
    for (const path of ['/health', '/schema/person.json', '/schema/job.json', '/schema/project.json', '/schema/parser.json', '/openapi.json']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    }
  });

  it('an unknown path is 404 with or without a token', async () => {
    expect((await api(server, 'GET', '/nowhere', undefined, null)).status).toBe(404);
    expect((await api(server, 'GET', '/nowhere')).status).toBe(404);
  });

  it('a revoked token stops working on the next request', async () => {
    const { token } = await server.server.tokens.create('short-lived', 'write');
    expect((await api(server, 'GET', '/job', undefined, token)).status).toBe(200);
    server.server.tokens.revoke('short-lived');
    expect((await api(server, 'GET', '/job', undefined, token)).status).toBe(401);
  });
});

describe('scopes', () => {
  const writes = ENDPOINTS.filter(([method]) => method !== 'GET');
  const reads = ENDPOINTS.filter(([method]) => method === 'GET');

  it.each(writes)('%s %s with a read token → 403', async (method, path, body) => {
    const response = await api(server, method, path, body, server.readToken);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, error: { code: 'forbidden' } });
  });

  it.each(reads)('%s %s with a read token is allowed (never 401/403)', async (method, path) => {
    const response = await api(server, method, path, undefined, server.readToken);
    expect([200, 404, 503]).toContain(response.status);
  });

  it('records the last use of a token', async () => {
    await api(server, 'GET', '/job', undefined, server.readToken);
    const reader = server.store.sqlite.tokens.list().find((t) => t.name === 'test-reader');
    expect(reader?.last_used).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
