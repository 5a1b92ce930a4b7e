// buildServer without a port (inject): the request log line, the handler time limit,
// and that a failing service never leaks internals.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { buildServer } from '../../src/server/build-server.js';
import { createImageStore } from '../../src/server/image-store.js';
import { createTokenService } from '../../src/service/token-service.js';
import { openSqliteStore as openStore, type SqliteStore as Store } from '../../src/store/index.js';
import type { RecruitService } from '../../src/service/recruit-service.js';
import { fixedClock } from '../helpers/local.js';
import { ConflictError } from '../../src/domain/errors.js';

let store: Store;
let lines: Record<string, unknown>[];
let token: string;

beforeEach(async () => {
  store = openStore(':memory:');
  token = (await createTokenService(store, fixedClock()).create('log-test', 'write')).token;
  lines = [];
});
afterEach(() => store.close());

function serverWith(service: Partial<RecruitService>, handlerTimeoutMs?: number) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return buildServer({
    service: { withActor: () => service as RecruitService },
    tokens: createTokenService(store, fixedClock()),
    images: createImageStore({ baseUrl: () => 'http://test.invalid' }),
    version: 'test',
    logger: pino({ base: null }, stream),
    ...(handlerTimeoutMs === undefined ? {} : { handlerTimeoutMs }),
  });
}

const person = {
  id: 7, title: '', last: 'Titkos', first: 'Tímea', is_photo: 'N', email: 'timea.titkos@example.com', email2: '',
  category: [], regio: [], country: null, state: null, city: 'Pécs', street: '', zip: '', birth_place: '', birth_date: null,
  phone_land: '', phone_mobile: '', sex: '', move_ok: '', girl_name: '', mother_name: '', family_state: null,
  nationality: '', nationality2: '', experience: '', photo_url: '', created: '2026-11-22 10:00:00', last_modified: '2026-11-22 10:00:00',
};

describe('request log', () => {
  it('writes one line per request with id, route, status, duration and token — no person fields', async () => {
    const app = serverWith({ getPerson: async () => person as never });
    const response = await app.inject({
      method: 'GET', url: '/person/7?email=timea.titkos@example.com',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'log-req-1' },
    });
    expect(response.statusCode).toBe(200);
    await app.close();
    const requests = lines.filter((line) => line['msg'] === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ reqId: expect.stringMatching(/^[0-9a-f-]{36}$/), clientRequestId: 'log-req-1', method: 'GET', route: '/person/:id', status: 200, token: 'log-test' });
    expect(typeof requests[0]!['ms']).toBe('number');
    const all = JSON.stringify(lines);
    for (const secret of ['Titkos', 'Tímea', 'timea.titkos', 'Pécs']) expect(all).not.toContain(secret);
  });
});

describe('time limit and failures', () => {
  it('answers 503 when a handler takes longer than the limit', async () => {
    const app = serverWith({ listJobs: () => new Promise(() => undefined) }, 100);
    const response = await app.inject({ method: 'GET', url: '/job', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'unavailable' } });
    await app.close();
  });

  it('a bug in the service is a 500 with a generic message and no stack', async () => {
    const app = serverWith({ listJobs: async () => { throw new TypeError('cannot read secretInternalField of undefined'); } });
    const response = await app.inject({ method: 'GET', url: '/job', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, error: { code: 'internal', message: 'internal error' } });
    expect(response.body).not.toContain('secretInternalField');
    expect(lines.some((line) => line['msg'] === 'request failed')).toBe(true);
    await app.close();
  });

  it('filters response members that the schema does not declare', async () => {
    const app = serverWith({ getPerson: async () => ({ ...person, password_hash: 'x' }) as never });
    const response = await app.inject({ method: 'GET', url: '/person/7', headers: { authorization: `Bearer ${token}` } });
    expect(response.json()).not.toHaveProperty('password_hash');
    await app.close();
  });
});

describe('durable writes', () => {
  const release: (() => void)[] = [];
  const durableApp = () => buildServer({
    service: { withActor: () => ({ createPerson: async () => ({ id: 9 }), getPerson: async () => person as never }) as unknown as RecruitService },
    tokens: createTokenService(store, fixedClock()),
    images: createImageStore({ baseUrl: () => 'http://test.invalid' }),
    version: 'test',
    durable: () => new Promise<void>((resolve) => release.push(resolve)),
  });

  it('answers a successful write only after durable() resolves; reads do not wait', async () => {
    const app = durableApp();
    let answered = false;
    const write = app.inject({
      method: 'POST', url: '/person', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { first: 'Írisz', last: 'Kitalált' },
    }).then((response) => {
      answered = true;
      return response;
    });
    for (let i = 0; i < 20 && release.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(release).toHaveLength(1);
    expect(answered).toBe(false);
    release.splice(0).forEach((resolve) => resolve());
    expect((await write).json()).toEqual({ success: true, data: { id: 9 } });

    const read = await app.inject({ method: 'GET', url: '/person/7', headers: { authorization: `Bearer ${token}` } });
    expect(read.statusCode).toBe(200);
    expect(release).toHaveLength(0);
    await app.close();
  });

  it('does not wait for a write that failed', async () => {
    const app = buildServer({
      service: { withActor: () => ({ createPerson: async () => { throw new ConflictError('e-mail taken'); } }) as unknown as RecruitService },
      tokens: createTokenService(store, fixedClock()),
      images: createImageStore({ baseUrl: () => 'http://test.invalid' }),
      version: 'test',
      durable: () => new Promise<void>((resolve) => release.push(resolve)),
    });
    const rejected = await app.inject({
      method: 'POST', url: '/person', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { first: 'Írisz', last: 'Kitalált' },
    });
    expect(rejected.statusCode).toBe(409);
    expect(release).toHaveLength(0);
    await app.close();
  });

  it('answers 503 in the error shape when the commit cannot be made durable', async () => {
    const app = buildServer({
      service: { withActor: () => ({ createPerson: async () => ({ id: 9 }) }) as unknown as RecruitService },
      tokens: createTokenService(store, fixedClock()),
      images: createImageStore({ baseUrl: () => 'http://test.invalid' }),
      version: 'test',
      durable: () => Promise.reject(new Error('EIO')),
    });
    const response = await app.inject({
      method: 'POST', url: '/person', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { first: 'Írisz', last: 'Kitalált' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'unavailable' } });
    expect(response.body).not.toContain('EIO');
    await app.close();
  });
});
