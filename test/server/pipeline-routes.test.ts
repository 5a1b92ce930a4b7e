// The HTTP side of issue 12 §3–4: the error bodies of the "Bad input" section (409 naming
// the allowed next states in message and details, 400 naming the parameter, 404), the
// person-read treatment of GET /job/{id}/subscription (no-store, rate limit, audit rows with
// the token's name), and read tokens refused on every new write with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import { pngImage } from '../helpers/images.js';

let server: TestServer;
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: 1000 });
  await api(server, 'POST', '/person', { first: 'Anna', last: 'Példa' });
  await api(server, 'POST', '/job', { position_data_id: 1, title: 'Fictional Analyst' });
  await api(server, 'POST', '/person/subscription', { person_data_id: 1, job_data_id: 1 });
  await api(server, 'POST', '/project', { title: 'Autumn' });
  await api(server, 'POST', '/person/photo', { person_data_id: 1, file_name: 'p.png', data: (await pngImage()).toString('base64') });
  expect((await api(server, 'PUT', '/person/subscription', { id: 1, status: 'offer' })).status).toBe(200);
});
afterAll(async () => {
  await server.close();
});

const counts = () => ({
  history: server.store.sqlite.db.prepare('SELECT count(*) FROM subscription_history').pluck().get(),
  statuses: server.store.sqlite.db.prepare('SELECT status FROM subscriptions ORDER BY id').pluck().all(),
  jobs: server.store.sqlite.db.prepare('SELECT title, status, last_modified FROM jobs ORDER BY id').all(),
  projects: server.store.sqlite.projects.count(),
  photos: server.store.sqlite.photos.count(),
});

describe('issue 12 §3–4 over HTTP', () => {
  it('an invalid transition is 409 with the allowed next states in message and details', async () => {
    const before = counts();
    const response = await api(server, 'PUT', '/person/subscription', { id: 1, status: 'screening' });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      success: false,
      error: {
        code: 'conflict',
        message: 'application 1 cannot move from offer to screening (allowed next: hired, rejected, withdrawn)',
        details: { id: 1, status: 'offer', allowed: ['hired', 'rejected', 'withdrawn'] },
      },
    });
    expect(counts()).toEqual(before);
  });

  it('a bad status in the body or the query is 400 naming it and listing the statuses', async () => {
    const before = counts();
    const body = await api(server, 'PUT', '/person/subscription', { id: 1, status: 'promoted' });
    expect(body.status).toBe(400);
    expect(await json(body)).toMatchObject({ error: { code: 'validation_failed', details: [{ path: '/status', message: expect.stringContaining('applied, screening') }] } });
    const query = await api(server, 'GET', '/job/1/subscription?status=later');
    expect(query.status).toBe(400);
    expect(await json(query)).toMatchObject({ error: { details: [{ path: '/status', message: expect.stringContaining('withdrawn') }] } });
    expect(counts()).toEqual(before);
  });

  it('unknown ids are 404 on every new path', async () => {
    const before = counts();
    for (const [method, path, body] of [
      ['PUT', '/person/subscription', { id: 99, status: 'hired' }],
      ['DELETE', '/person/subscription', { person_data_id: 99, job_data_id: 1 }],
      ['GET', '/job/99/subscription', undefined],
      ['PUT', '/job', { id: 99, title: 'x' }],
      ['DELETE', '/project', { id: 99 }],
      ['DELETE', '/person/photo', { person_data_id: 99 }],
    ] as const) {
      const response = await api(server, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await json(response))['error']).toMatchObject({ code: 'not_found' });
    }
    expect(counts()).toEqual(before);
  });

  it('applicants are a person read: no-store, rate-limit headers, one audit row per person with the token name', async () => {
    const start = server.store.sqlite.audit.count();
    const response = await api(server, 'GET', '/job/1/subscription');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('ratelimit-limit')).toBe('1000');
    const body = await json(response);
    expect(body).toMatchObject({ success: true, type: 'subscription', data: [{ id: 1, person_data_id: 1, status: 'offer' }] });
    const rows = server.store.sqlite.audit.list({ limit: 10 }).filter((r) => r.id > start);
    expect(rows.map((r) => [r.action, r.person_id, r.actor, r.request_id])).toEqual([
      ['job.applicants', 1, 'test-writer', response.headers.get('x-request-id')],
    ]);
  });

  it('read tokens get 403 on every new write, and nothing changes', async () => {
    const before = counts();
    for (const [method, path, body] of [
      ['PUT', '/person/subscription', { id: 1, status: 'hired' }],
      ['DELETE', '/person/subscription', { person_data_id: 1, job_data_id: 1 }],
      ['PUT', '/job', { id: 1, status: 'closed' }],
      ['DELETE', '/project', { id: 1 }],
      ['DELETE', '/person/photo', { person_data_id: 1 }],
    ] as const) {
      const response = await api(server, method, path, body, server.readToken);
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect(counts()).toEqual(before);
    expect(before).toMatchObject({ statuses: ['offer'], projects: 1, photos: 1 });
  });

  it('/openapi.json documents the new operations', async () => {
    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/person/subscription'] ?? {}).sort()).toEqual(['delete', 'post', 'put']);
    expect(Object.keys(document.paths['/job'] ?? {}).sort()).toEqual(['delete', 'get', 'post', 'put']);
    expect(document.paths['/job/{id}/subscription']).toHaveProperty('get');
    expect(document.paths['/job/all']).toHaveProperty('get');
    expect(document.paths['/project']).toHaveProperty('delete');
    expect(document.paths['/person/photo']).toHaveProperty('delete');
  });
});
