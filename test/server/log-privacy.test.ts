// No person field ever reaches a log line: every endpoint of /openapi.json is called with
// recognisable fictitious values (names, e-mail, phone, city, skill, CV text, file names) on a
// real server logging at its most verbose level (trace), and every line written is searched
// for them. The test also fails when an endpoint was not called, so a new route joins it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createHash } from 'node:crypto';
import { pino } from 'pino';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { pngImage } from '../helpers/images.js';

// Invented values, unlikely to appear in a log for any other reason.
const FIRST = 'Loggwina';
const LAST = 'Quellenbrandt';
const EMAIL = 'loggwina.quellenbrandt@example.org';
const PHONE = '+36 30 987 6543';
const PHONE_DIGITS = '309876543';
const CITY = 'Vörösmarthfalva';
const SKILL = 'Zitherbaukunst';
const CV_TEXT = 'Brennholzsortiererin mit Leidenschaft';
const FILE_NAME = 'Quellenbrandt_Loggwina_Lebenslauf.txt';
const SECRETS = [FIRST, LAST, EMAIL, 'quellenbrandt', PHONE, PHONE_DIGITS, CITY, SKILL, CV_TEXT, 'Brennholz', FILE_NAME, 'Lebenslauf'];

let server: TestServer;
const output: string[] = [];
const called = new Set<string>();

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output.push(chunk.toString());
      done();
    },
  });
  // Private webhook targets allowed: the test's receiver address is the loopback.
  server = await startTestServer({ logger: pino({ base: null, level: 'trace' }, sink), webhooks: { allowPrivate: true }, metrics: true });
});
afterAll(async () => {
  await server?.close();
});

/** Calls an endpoint the way a client would; `template` is its OpenAPI path, noted as called. */
async function call(method: string, template: string, path: string, body?: unknown, token = server.token): Promise<Response> {
  called.add(`${method} ${template}`);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-request-id': 'privacy-check-1' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

async function data<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text).toBeLessThan(400);
  return (JSON.parse(text) as { data: T }).data;
}

const b64 = (value: string | Uint8Array) => Buffer.from(value).toString('base64');

describe('log lines carry no person data', () => {
  it('every endpoint, at trace level', async () => {
    const person = { first: FIRST, last: LAST, email: EMAIL, phone_mobile: PHONE, city: CITY, mother_name: `${FIRST} Mutter` };
    const { id } = await data<{ id: number }>(call('POST', '/person', '/person', person));
    const twin = await data<{ id: number }>(call('POST', '/person', '/person', { first: FIRST, last: LAST, city: CITY, email: `twin.${EMAIL}` }));
    await data(call('PUT', '/person', '/person', { id, street: `${LAST}gasse 7`, email2: `zwei.${EMAIL}` }));
    await data(call('GET', '/person/{id}', `/person/${id}`));
    await data(call('GET', '/person/exists', `/person/exists?email=${encodeURIComponent(EMAIL)}`));
    await data(call('GET', '/person/exists/phone', `/person/exists/phone?phone=${encodeURIComponent(PHONE)}`));
    await data(call('GET', '/person', `/person?q=${encodeURIComponent(LAST)}&name=${FIRST}&city=${encodeURIComponent(CITY)}`));
    await data(call('PUT', '/person/{id}/skills', `/person/${id}/skills`, { add: [SKILL] }));
    await data(call('GET', '/person/{id}/skills', `/person/${id}/skills`));

    const [{ id: jobId }] = await data<[{ id: number }]>(call('POST', '/job', '/job', { position_data_id: 4711, title: `Zitherbauer bei ${LAST}` }));
    await data(call('PUT', '/job', '/job', { id: jobId, title: `Zitherbauerin bei ${LAST}` }));
    await data(call('GET', '/job', '/job'));
    await data(call('GET', '/job/full', '/job/full'));
    await data(call('GET', '/job/all', '/job/all'));
    await data(call('GET', '/job/{id}', `/job/${jobId}`));
    await data(call('GET', '/job/full/{id}', `/job/full/${jobId}`));

    const application = await data<{ id: number }>(call('POST', '/person/subscription', '/person/subscription', { person_data_id: id, job_data_id: jobId }));
    await data(call('GET', '/person/{id}/subscription', `/person/${id}/subscription`));
    await data(call('GET', '/person/{id}/application', `/person/${id}/application`));
    await data(call('PUT', '/person/subscription', '/person/subscription', { id: application.id, status: 'interview', note: `Gespräch mit ${FIRST}` }));
    await data(call('GET', '/job/{id}/subscription', `/job/${jobId}/subscription`));
    await data(call('DELETE', '/person/subscription', '/person/subscription', { person_data_id: id, job_data_id: jobId, note: `${FIRST} zieht zurück` }));

    await data(call('POST', '/person/photo', '/person/photo', { person_data_id: id, file_name: `${LAST}.png`, data: b64(await pngImage()) }));
    expect((await call('GET', '/person/{id}/photo', `/person/${id}/photo`)).status).toBe(200);
    await data(call('DELETE', '/person/photo', '/person/photo', { person_data_id: id }));
    const document = await data<{ id: number }>(call('POST', '/person/document', '/person/document', { person_data_id: id, file_name: FILE_NAME, data: b64(CV_TEXT) }));
    await data(call('GET', '/person/{id}/document', `/person/${id}/document`));
    const sha256 = createHash('sha256').update(CV_TEXT).digest('hex');
    await data(call('GET', '/person/document/exists', `/person/document/exists?sha256=${sha256}`));
    expect((await call('GET', '/person/{id1}/document/{id2}/download', `/person/${id}/document/${document.id}/download`)).status).toBe(200);
    await data(call('DELETE', '/person/document', '/person/document', { person_data_id: id, document_data_id: document.id }));

    const parsed = await data<{ images: string[]; person: { face: string } }>(call('POST', '/parser', '/parser', {
      file_name: FILE_NAME, data: b64(`${FIRST} ${LAST}\n${EMAIL}\n${PHONE}\n${CITY}\n\n${CV_TEXT}\n${SKILL}\n`),
    }));
    // An image id the parser did not make: the route answers 404 all the same.
    const imagePath = parsed.images[0] ? new URL(parsed.images[0]).pathname : '/parser/image/0123456789abcdef0123456789abcdef';
    await call('GET', '/parser/image/{id}', imagePath);

    const [{ id: projectId }] = await data<[{ id: number }]>(call('POST', '/project', '/project', { title: `Projekt ${LAST}`, jobs: [jobId] }));
    await data(call('PUT', '/project', '/project', { id: projectId, title: `Projekt ${FIRST}` }));
    await data(call('GET', '/project', '/project'));
    await data(call('GET', '/project/{id}', `/project/${projectId}`));
    await data(call('GET', '/project/full', '/project/full'));
    await data(call('GET', '/project/full/{id}', `/project/full/${projectId}`));
    await data(call('DELETE', '/project', '/project', { id: projectId }));

    await data(call('GET', '/person/duplicates', '/person/duplicates'));
    await data(call('POST', '/person/merge', '/person/merge', { keep: id, drop: twin.id, dry_run: true }));
    expect((await call('GET', '/person/{id}/export', `/person/${id}/export`)).status).toBe(200);
    await data(call('POST', '/person/purge', '/person/purge', { not_modified_since: '2000-01-01', dry_run: true, reason: `wegen ${LAST}` }));
    await data(call('DELETE', '/job', '/job', { id: jobId }));
    await data(call('DELETE', '/person', '/person', { id: twin.id, reason: `${FIRST} ${LAST} bat darum` }));

    // Bulk imports: the rows travel in the body, which no log line quotes.
    const upload = (template: string, type: string, body: string) => {
      called.add(`POST ${template}`);
      return fetch(`${server.url}${template}`, { method: 'POST', body, headers: { authorization: `Bearer ${server.token}`, 'content-type': type } });
    };
    expect((await upload('/person/import', 'text/csv', `first,last,email,city\n${FIRST},${LAST},import.${EMAIL},${CITY}\n`)).status).toBe(200);
    expect((await upload('/job/import', 'application/x-ndjson', `${JSON.stringify({ position_data_id: 4712, title: `Zither ${LAST}` })}\n`)).status).toBe(200);

    // Events carry ids and field names only; webhooks are configuration (a loopback target nobody answers).
    await data(call('GET', '/events', '/events?after=0&limit=100'));
    // Metrics (served here for the privacy token) carry no person data either.
    const metrics = await call('GET', '/metrics', '/metrics');
    expect(metrics.status).toBe(200);
    const scraped = await metrics.text();
    for (const value of [FIRST, LAST, EMAIL, CITY]) expect(scraped).not.toContain(value);
    const hook = await data<{ id: number }>(call('POST', '/webhook', '/webhook', { url: 'http://127.0.0.1:9/hook', events: ['person.created'] }));
    await data(call('GET', '/webhook', '/webhook'));
    await call('POST', '/webhook/{id}/test', `/webhook/${hook.id}/test`);
    await call('POST', '/webhook/{id}/enable', `/webhook/${hook.id}/enable`);
    await data(call('GET', '/webhook/{id}/deliveries', `/webhook/${hook.id}/deliveries`));
    await data(call('DELETE', '/webhook/{id}', `/webhook/${hook.id}`));

    // Refusals quote what they refuse in their answers: the log must not.
    await call('POST', '/person', '/person', { first: FIRST, last: LAST, email: EMAIL }); // 409: e-mail taken
    await call('POST', '/person', '/person', { first: FIRST, last: LAST, city: CITY, shoe: SKILL }); // 400: unknown member
    await call('GET', '/person/exists', `/person/exists?email=${encodeURIComponent(`nobody.${EMAIL}`)}`); // 404
    await call('POST', '/parser', '/parser', { file_name: FILE_NAME, data: b64(`%PDF-1.7 ${CV_TEXT}`) }); // 422: unreadable

    for (const [method, template] of [['GET', '/health'], ['GET', '/ready'], ['GET', '/openapi.json'], ['GET', '/docs']] as const) {
      expect((await call(method, template, template)).status).toBe(200);
    }
    await call('GET', '/schema/{name}', '/schema/person.json');
    await call('GET', '/codes/{table}', '/codes/country');

    // Every operation the server publishes was called.
    const openApi = await (await fetch(`${server.url}/openapi.json`)).json() as { paths: Record<string, Record<string, unknown>> };
    const published = Object.entries(openApi.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    const missing = published.filter((operation) => !called.has(operation));
    expect(missing, 'endpoints this test does not call yet: add a call for each').toEqual([]);

    await server.close();
    const log = output.join('');
    const lines = log.split('\n').filter(Boolean);
    // The log was written at all, one line per request at least, with what ops need.
    const requestLines = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line['msg'] === 'request');
    expect(requestLines.length).toBeGreaterThanOrEqual(called.size);
    expect(requestLines).toContainEqual(expect.objectContaining({
      level: 30, time: expect.any(Number), reqId: expect.any(String), token: 'test-writer', route: '/person/:id', status: 200, ms: expect.any(Number),
    }));
    expect(requestLines).toContainEqual(expect.objectContaining({ route: '/person', status: 409, code: 'conflict' }));
    expect(requestLines).toContainEqual(expect.objectContaining({ route: '/parser', status: 422, code: 'unprocessable' }));
    for (const secret of SECRETS) {
      const at = log.toLowerCase().indexOf(secret.toLowerCase());
      expect(at, `"${secret}" in the log: …${log.slice(Math.max(0, at - 200), at + 100)}…`).toBe(-1);
    }
  }, 120_000);
});
