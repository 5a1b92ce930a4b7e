// Property-based fuzzing of every endpoint's body, path and query parameters (issue 6
// item 4) against a real server on 127.0.0.1, on SQLite and on PostgreSQL.
// Properties, for every generated request:
//   - never a 5xx (the parser may answer 503 only while it has not landed) and never a hang;
//   - every 4xx carries exactly the DESIGN.md §3 error body;
//   - a rejected call changes no stored data (digest of every data table before/after);
//   - whatever a 200 stored can be read back with a 200.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STORE_MODES, startModeServer, type ModeServer } from '../helpers/server-modes.js';
import { PERSON_WRITABLE_FIELDS } from '../../src/domain/person-fields.js';
import { call, expectErrorBody, type ApiResponse } from '../resilience/helpers.js';
import { hostileIdText, hostileObject, hostileString, hostileValue } from './arbitraries.js';

// RECRUIT_FUZZ_RUNS=400 for a deeper hunt than npm test's bounded run.
const RUNS = Number(process.env['RECRUIT_FUZZ_RUNS'] ?? 40);
const JOB_FIELDS = ['position_data_id', 'title', 'marked', 'date_from', 'date_till', 'reference_number', 'category', 'language', 'regio',
  'experience', 'preparation', 'default_alias_str', 'position_data', 'status', 'channels'];
const PROJECT_FIELDS = ['title', 'date_from', 'date_till', 'category', 'language', 'jobs'];

describe.each(SERVER_STORE_MODES)('fuzzing the HTTP API (%s)', (mode) => {
  let server: ModeServer;
  let personId: number;
  let jobId: number;
  let documentId: number;
  let parserReady = true;
  let requests = 0;

  beforeAll(async () => {
    server = await startModeServer(mode, { rateLimit: 100_000_000 });
    const person = await call(server.url, 'POST', '/person', { token: server.token, body: { first: 'Anna', last: 'Kovács', email: 'anna@example.com' } });
    personId = (person.body as { data: { id: number } }).data.id;
    const job = await call(server.url, 'POST', '/job', { token: server.token, body: { position_data_id: 1, title: 'Engineer' } });
    jobId = (job.body as { data: [{ id: number }] }).data[0].id;
    const doc = await call(server.url, 'POST', '/person/document', { token: server.token, body: { person_data_id: personId, file_name: 'cv.txt', data: 'aGVsbG8=' } });
    documentId = (doc.body as { data: { id: number } }).data.id;
    await call(server.url, 'POST', '/project', { token: server.token, body: { title: 'Hiring', jobs: [jobId] } });
    const probe = await call(server.url, 'POST', '/parser', { token: server.token, body: { file_name: 'cv.txt', data: Buffer.from('Anna Kovács anna@example.com').toString('base64') } });
    parserReady = probe.status !== 503;
  }, 120_000);
  afterAll(async () => {
    console.info(`http fuzz (${mode}): ${requests} generated requests`);
    await server?.close();
  });

  /** Sends one request and checks the properties common to every endpoint. */
  async function check(method: string, path: string, options: Parameters<typeof call>[3] = {}): Promise<ApiResponse> {
    const before = await server.snapshot();
    requests++;
    const response = await call(server.url, method, path, { token: server.token, ...options });
    const context = `${method} ${path.slice(0, 200)} ${JSON.stringify(options.body ?? options.rawBody ?? '').slice(0, 300)}`;
    const parserDown = path === '/parser' && !parserReady && response.status === 503;
    if (!parserDown) expect(response.status, `${context} → ${JSON.stringify(response.body).slice(0, 300)}`).toBeLessThan(500);
    if (response.status >= 400) {
      expectErrorBody(response.body, context);
      expect(await server.snapshot(), `${context} changed data`).toBe(before);
    }
    return response;
  }

  const near = {
    first: fc.constantFrom('Anna', 'Zoë', '  Béla  '),
    last: fc.constantFrom('Kovács', "O'Brien", 'Nagy-Vártó'),
    email: fc.integer({ min: 0, max: 1e6 }).map((n) => `fuzz${n}@example.com`),
    category: fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 3 }),
    country: fc.constantFrom(348, 276, 40, 840, 0, 999),
    birth_date: fc.constantFrom('1990-01-31', '2030-01-01', '1899-12-31', '2023-02-29', null),
    phone_mobile: fc.constantFrom('+36 30 123 4567', '06 30 123 4567', '123', '+1 202 555 0143'),
    sex: fc.constantFrom('M', 'F', 'X', 'm', ''),
    experience: fc.constantFrom('5', '10', '1000', '-1'),
  };

  it('POST /person', async () => {
    await fc.assert(fc.asyncProperty(hostileObject(PERSON_WRITABLE_FIELDS, near), async (body) => {
      const response = await check('POST', '/person', { body });
      if (response.status === 200) {
        const id = (response.body as { data: { id: number } }).data.id;
        expect((await call(server.url, 'GET', `/person/${id}`, { token: server.token })).status).toBe(200);
      }
    }), { numRuns: RUNS * 2 });
  }, 120_000);

  it('PUT /person', async () => {
    const withId = hostileObject(['id', ...PERSON_WRITABLE_FIELDS], { ...near, id: fc.constant(1) }).map((body) => ({ id: personId, ...body }));
    await fc.assert(fc.asyncProperty(fc.oneof(withId, hostileObject(['id', 'first'])), async (body) => {
      const response = await check('PUT', '/person', { body });
      if (response.status === 200) expect((await call(server.url, 'GET', `/person/${personId}`, { token: server.token })).status).toBe(200);
    }), { numRuns: RUNS * 2 });
  }, 120_000);

  it('POST /person/subscription and DELETE /person/document', async () => {
    const ids = { person_data_id: fc.constantFrom(1, 2, 999), job_data_id: fc.constantFrom(1, 2, 999), document_data_id: fc.constantFrom(1, 999) };
    await fc.assert(fc.asyncProperty(hostileObject(['person_data_id', 'job_data_id'], ids), async (body) => {
      await check('POST', '/person/subscription', { body });
    }), { numRuns: RUNS });
    await fc.assert(fc.asyncProperty(hostileObject(['person_data_id', 'document_data_id'], { ...ids, document_data_id: fc.constant(999) }), async (body) => {
      await check('DELETE', '/person/document', { body });
    }), { numRuns: RUNS });
  }, 120_000);

  it('POST /person/photo and /person/document', async () => {
    const upload = {
      person_data_id: fc.constantFrom(1, 999),
      file_name: fc.oneof(hostileString, fc.constantFrom('cv.pdf', '../../x.txt', 'a'.repeat(2_000))),
      data: fc.oneof(
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('base64')),
        fc.constantFrom('', '====', 'aGVsbG8', 'aGVs bG8=', 'not base64!', '/9j/4AAQ'),
      ),
    };
    for (const path of ['/person/photo', '/person/document']) {
      await fc.assert(fc.asyncProperty(hostileObject(['person_data_id', 'file_name', 'data'], upload), async (body) => {
        await check('POST', path, { body });
      }), { numRuns: RUNS });
    }
  }, 120_000);

  it('POST /job and DELETE /job', async () => {
    const job = {
      position_data_id: fc.constantFrom(1, 7),
      title: fc.constantFrom('Engineer', ' ', 'x'.repeat(201)),
      date_from: fc.constantFrom('2026-01-01', '2026-13-01', null),
      date_till: fc.constantFrom('2025-01-01', '2027-01-01'),
      status: fc.constantFrom('open', 'closed', 'deleted'),
      channels: fc.constantFrom(['api_web'], [], ['API WEB'], ['api_web', 'api_web']),
      position_data: fc.oneof(hostileObject(['description', 'salary_min', 'salary_max', 'currency']), fc.constant({ salary_min: 5, salary_max: 1 })),
      category: fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 3 }),
    };
    await fc.assert(fc.asyncProperty(hostileObject(JOB_FIELDS, job), async (body) => {
      const response = await check('POST', '/job', { body });
      if (response.status === 200) expect((await call(server.url, 'GET', '/job/full', { token: server.token })).status).toBe(200);
    }), { numRuns: RUNS * 2 });
    await fc.assert(fc.asyncProperty(hostileObject(['id'], { id: fc.constantFrom(999_999) }), async (body) => {
      await check('DELETE', '/job', { body });
    }), { numRuns: RUNS / 2 });
    expect((await call(server.url, 'GET', '/job', { token: server.token })).status).toBe(200);
  }, 120_000);

  it('POST /project and PUT /project', async () => {
    const project = {
      title: fc.constantFrom('Hiring', ' ', ''),
      jobs: fc.constantFrom([1], [999], [1, 1], []),
      date_from: fc.constantFrom('2026-01-01', null),
      date_till: fc.constantFrom('2025-01-01', '2026-12-31'),
      id: fc.constantFrom(1, 999),
    };
    await fc.assert(fc.asyncProperty(hostileObject(PROJECT_FIELDS, project), async (body) => {
      const response = await check('POST', '/project', { body });
      if (response.status === 200) expect((await call(server.url, 'GET', '/project/full', { token: server.token })).status).toBe(200);
    }), { numRuns: RUNS });
    await fc.assert(fc.asyncProperty(hostileObject(['id', ...PROJECT_FIELDS], project), async (body) => {
      await check('PUT', '/project', { body });
    }), { numRuns: RUNS });
    expect((await call(server.url, 'GET', '/project', { token: server.token })).status).toBe(200);
  }, 120_000);

  it('POST /parser', async () => {
    const request = {
      file_name: fc.constantFrom('cv.pdf', 'cv.docx', 'cv.txt', '../../cv.rtf', 'noext'),
      // Random bytes behind the magic numbers of each format, so the extractors get them.
      data: fc.tuple(fc.constantFrom('', '%PDF-1.7\n', 'PK\u0003\u0004', '{\\rtf1 ', '<html><body>', '\u00d0\u00cf\u0011\u00e0\u00a1\u00b1\u001a\u00e1', '\u00ff\u00d8\u00ff'), fc.uint8Array({ maxLength: 512 }))
        .map(([magic, bytes]) => Buffer.concat([Buffer.from(magic, 'latin1'), Buffer.from(bytes)]).toString('base64')),
    };
    await fc.assert(fc.asyncProperty(hostileObject(['file_name', 'data'], request), async (body) => {
      await check('POST', '/parser', { body });
    }), { numRuns: RUNS / 2 });
  }, 120_000);

  it('path and query parameters', async () => {
    const templates = [
      (a: string) => `/person/${a}`,
      (a: string) => `/person/${a}/subscription`,
      (a: string) => `/person/${a}/document`,
      (a: string) => `/person/${a}/photo`,
      (a: string, b: string) => `/person/${a}/document/${b}/download`,
      () => `/person/${personId}/document/${documentId}/download`,
      (a: string) => `/job/${a}`,
      (a: string) => `/project/${a}`,
      (a: string) => `/parser/image/${a}`,
      (a: string) => `/schema/${a}`,
      (a: string) => `/person/exists?email=${a}`,
      (a: string, b: string) => `/person/exists?email=${a}&email=${b}`,
      () => '/person/exists',
      (a: string) => `/job?${a}=${a}`,
    ];
    const percentEncode = (text: string) => [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
    const segment = fc.oneof(
      hostileIdText,
      hostileString.map((s) => percentEncode(s.slice(0, 300))),
      fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%FF', 'a%00b', '..', '.', '%2F', '%5C..%5C'),
    );
    await fc.assert(fc.asyncProperty(fc.nat(templates.length - 1), segment, segment, async (index, a, b) => {
      await check('GET', templates[index]!(a, b));
    }), { numRuns: RUNS * 4 });
  }, 120_000);

  it('bodies that are not JSON objects, and other content types', async () => {
    const paths = ['/person', '/person/subscription', '/person/document', '/job', '/project', '/parser'];
    const raw = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('', '{', '{"first":', 'null', '[]', '"x"', '1', 'true', '{"__proto__":{"admin":true},"first":"a","last":"b"}',
        '{"constructor":{"prototype":{"x":1}},"first":"a","last":"b"}', `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
        `{"first":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`, '{"first":"a","first":"b","last":"c"}', '\uFEFF{}'),
      fc.jsonValue().map((v) => JSON.stringify(v)),
    );
    const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1', 'APPLICATION/JSON', '');
    await fc.assert(fc.asyncProperty(fc.constantFrom(...paths), fc.constantFrom('POST', 'PUT', 'DELETE'), raw, contentType, async (path, method, rawBody, type) => {
      await check(method, path, { rawBody, contentType: type });
    }), { numRuns: RUNS * 3 });
  }, 120_000);

  it('left the database sound', async () => {
    expect(await server.store.admin.integrityCheck()).toBe('ok');
    expect(hostileValue).toBeDefined();
  });
});
