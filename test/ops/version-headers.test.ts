// Every answer names the server's version (Recruit-Version), /health and /openapi.json give
// it too, and a route marked deprecated announces it with Deprecation / Sunset / Link.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/build-server.js';
import { createImageStore } from '../../src/server/image-store.js';
import { createTokenService } from '../../src/service/token-service.js';
import { deprecationHeaders } from '../../src/server/version-headers.js';
import { openSqliteStore as openStore, type SqliteStore as Store } from '../../src/store/index.js';
import type { RecruitService } from '../../src/service/recruit-service.js';
import { fixedClock } from '../helpers/local.js';

let store: Store;
let token: string;
beforeEach(async () => {
  store = openStore(':memory:');
  token = (await createTokenService(store, fixedClock()).create('version-test', 'read')).token;
});
afterEach(() => store.close());

function server(version: string) {
  return buildServer({
    service: { withActor: () => ({ listJobs: async () => [] }) as unknown as RecruitService },
    tokens: createTokenService(store, fixedClock()),
    images: createImageStore({ baseUrl: () => 'http://test.invalid' }),
    version,
  });
}

describe('Recruit-Version', () => {
  it('is on every answer: a route, a public document, a 404, a 401, a malformed URL', async () => {
    const app = server('3.4.5');
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/job', headers: { authorization: `Bearer ${token}` } }),
      app.inject({ method: 'GET', url: '/health' }),
      app.inject({ method: 'GET', url: '/no/such/route' }),
      app.inject({ method: 'GET', url: '/job' }),
      app.inject({ method: 'GET', url: '/person/%zz' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 401, 400]);
    answers.forEach((answer, i) => expect(answer.headers['recruit-version'], `answer ${i}`).toBe('3.4.5'));
    expect(answers[0]!.headers['deprecation']).toBeUndefined();
    await app.close();
  });

  it('/health and /openapi.json give the version too', async () => {
    const app = server('3.4.5');
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({ version: '3.4.5' });
    expect((await app.inject({ method: 'GET', url: '/openapi.json' })).json()).toMatchObject({ info: { version: '3.4.5' } });
    await app.close();
  });
});

describe('deprecated routes', () => {
  it('a route marked in its config answers with Deprecation, Sunset and Link; others do not', async () => {
    const app = server('1.0.0');
    app.get('/old-thing', {
      config: { public: true, deprecation: { since: '2026-12-01T00:00:00Z', sunset: '2027-06-01', link: 'https://example.com/migrate' } },
    }, async () => ({ ok: true }));
    app.get('/plain-thing', { config: { public: true } }, async () => ({ ok: true }));
    const old = await app.inject({ method: 'GET', url: '/old-thing' });
    expect(old.statusCode).toBe(200);
    expect(old.headers['deprecation']).toBe(`@${Date.UTC(2026, 11, 1) / 1000}`);
    expect(old.headers['sunset']).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    expect(old.headers['link']).toBe('<https://example.com/migrate>; rel="deprecation"; type="text/html", '
      + '<https://example.com/migrate>; rel="sunset"; type="text/html"');
    expect(old.headers['recruit-version']).toBe('1.0.0');
    const plain = await app.inject({ method: 'GET', url: '/plain-thing' });
    expect(plain.headers['deprecation']).toBeUndefined();
    expect(plain.headers['sunset']).toBeUndefined();
    // The published document says so too (OpenAPI's operation-level `deprecated`).
    const paths = (await app.inject({ method: 'GET', url: '/openapi.json' })).json().paths;
    expect(paths['/old-thing'].get.deprecated).toBe(true);
    expect(paths['/plain-thing'].get).not.toHaveProperty('deprecated');
    expect(paths['/job'].get).not.toHaveProperty('deprecated');
    await app.close();
  });

  it('a deprecation without a sunset sends no Sunset; a date that is not one is refused when the route is added', () => {
    expect(deprecationHeaders({ since: '2026-01-01' })).toEqual({ deprecation: `@${Date.UTC(2026, 0, 1) / 1000}` });
    expect(() => deprecationHeaders({ since: 'soon' })).toThrow(/"soon" is not a date/);
    const app = server('1.0.0');
    expect(() => app.get('/bad', { config: { deprecation: { since: 'next year' } } }, async () => ({}))).toThrow(/not a date/);
    void app.close();
  });
});
