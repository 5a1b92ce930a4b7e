// /openapi.json agrees with the server. (1) The redocly linter finds no
// error (and neither missing operationIds nor operations without a 2xx response). (2) A
// client generated from the document — `paths` types (openapi-types.ts) used through
// openapi-fetch — type-checks exactly the calls the server accepts: every call below is
// sent to the server too, and the ones it refuses with 400 must also fail to compile
// (`@ts-expect-error`, which is itself an error when the call does compile).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import { pathsModule } from './openapi-types.js';

const ROOT = join(import.meta.dirname, '../..');

interface Case {
  /** The call as written against the generated client. */
  call: string;
  /** The same request sent to the server; none when it cannot be sent (no id in the path). */
  send?: { method: string; path: string; body?: unknown };
  accepted: boolean;
  /**
   * Whether the call compiles, when that differs from `accepted`: openapi-fetch checks
   * `body` through a generic parameter, where TypeScript makes no excess-property check, so
   * an unknown member compiles although the document says additionalProperties: false.
   */
  compiles?: boolean;
}

const body = (value: unknown) => JSON.stringify(value);
const person = { first: 'Ada', last: 'Lovelace', email: 'ada.lovelace@example.org' };

const CASES: Case[] = [
  { call: `client.POST('/person', { body: ${body(person)} })`, send: { method: 'POST', path: '/person', body: person }, accepted: true },
  { call: `client.POST('/person', { body: ${body({ first: 'Ada' })} })`, send: { method: 'POST', path: '/person', body: { first: 'Ada' } }, accepted: false },
  { call: `client.POST('/person', { body: ${body({ first: 'A', last: 'B', nickname: 'x' })} })`, send: { method: 'POST', path: '/person', body: { first: 'A', last: 'B', nickname: 'x' } }, accepted: false, compiles: true },
  { call: `client.POST('/person', { body: ${body({ first: 'A', last: 'B', category: 'IT' })} })`, send: { method: 'POST', path: '/person', body: { first: 'A', last: 'B', category: 'IT' } }, accepted: false },
  { call: `client.PUT('/person', { body: ${body({ id: 1, city: 'Szeged' })} })`, send: { method: 'PUT', path: '/person', body: { id: 1, city: 'Szeged' } }, accepted: true },
  { call: `client.PUT('/person', { body: ${body({ city: 'Szeged' })} })`, send: { method: 'PUT', path: '/person', body: { city: 'Szeged' } }, accepted: false },
  { call: `client.GET('/person/{id}', { params: { path: { id: 1 } } })`, send: { method: 'GET', path: '/person/1' }, accepted: true },
  { call: `client.GET('/person/{id}', {})`, accepted: false },
  { call: `client.GET('/person/exists', { params: { query: { email: 'ada.lovelace@example.org' } } })`, send: { method: 'GET', path: '/person/exists?email=ada.lovelace%40example.org' }, accepted: true },
  { call: `client.GET('/person/exists', {})`, send: { method: 'GET', path: '/person/exists' }, accepted: false },
  { call: `client.POST('/job', { body: ${body({ position_data_id: 1, title: 'Engineer' })} })`, send: { method: 'POST', path: '/job', body: { position_data_id: 1, title: 'Engineer' } }, accepted: true },
  { call: `client.POST('/job', { body: ${body({ title: 'Engineer' })} })`, send: { method: 'POST', path: '/job', body: { title: 'Engineer' } }, accepted: false },
  { call: `client.DELETE('/job', { body: ${body({ id: 'one' })} })`, send: { method: 'DELETE', path: '/job', body: { id: 'one' } }, accepted: false },
  { call: `client.POST('/project', { body: ${body({ title: 'Hiring', jobs: [1] })} })`, send: { method: 'POST', path: '/project', body: { title: 'Hiring', jobs: [1] } }, accepted: true },
  { call: `client.POST('/project', { body: ${body({ title: 5 })} })`, send: { method: 'POST', path: '/project', body: { title: 5 } }, accepted: false },
  { call: `client.POST('/person/subscription', { body: ${body({ person_data_id: 1, job_data_id: 1 })} })`, send: { method: 'POST', path: '/person/subscription', body: { person_data_id: 1, job_data_id: 1 } }, accepted: true },
  { call: `client.POST('/parser', { body: ${body({ file_name: 'cv.txt' })} })`, send: { method: 'POST', path: '/parser', body: { file_name: 'cv.txt' } }, accepted: false },
  // The added paths.
  { call: `client.PUT('/person/subscription', { body: ${body({ id: 1, status: 'interview', note: 'ok' })} })`, send: { method: 'PUT', path: '/person/subscription', body: { id: 1, status: 'interview', note: 'ok' } }, accepted: true },
  { call: `client.PUT('/person/subscription', { body: ${body({ id: 1, status: 'promoted' })} })`, send: { method: 'PUT', path: '/person/subscription', body: { id: 1, status: 'promoted' } }, accepted: false },
  { call: `client.DELETE('/person/subscription', { body: ${body({ person_data_id: 1, job_data_id: 1 })} })`, send: { method: 'DELETE', path: '/person/subscription', body: { person_data_id: 1, job_data_id: 1 } }, accepted: true },
  { call: `client.DELETE('/person/subscription', { body: ${body({ person_data_id: 1 })} })`, send: { method: 'DELETE', path: '/person/subscription', body: { person_data_id: 1 } }, accepted: false },
  { call: `client.GET('/job/{id}/subscription', { params: { path: { id: 1 }, query: { status: 'offer' } } })`, send: { method: 'GET', path: '/job/1/subscription?status=offer' }, accepted: true },
  { call: `client.GET('/job/{id}/subscription', { params: { path: { id: 1 }, query: { status: 'later' } } })`, send: { method: 'GET', path: '/job/1/subscription?status=later' }, accepted: false },
  { call: `client.PUT('/job', { body: ${body({ id: 1, status: 'closed' })} })`, send: { method: 'PUT', path: '/job', body: { id: 1, status: 'closed' } }, accepted: true },
  { call: `client.PUT('/job', { body: ${body({ id: 1, status: 'deleted' })} })`, send: { method: 'PUT', path: '/job', body: { id: 1, status: 'deleted' } }, accepted: false },
  { call: `client.GET('/job/all', {})`, send: { method: 'GET', path: '/job/all' }, accepted: true },
  { call: `client.DELETE('/project', { body: ${body({ id: 1 })} })`, send: { method: 'DELETE', path: '/project', body: { id: 1 } }, accepted: true },
  { call: `client.DELETE('/project', { body: ${body({})} })`, send: { method: 'DELETE', path: '/project', body: {} }, accepted: false },
  { call: `client.DELETE('/person/photo', { body: ${body({ person_data_id: 1 })} })`, send: { method: 'DELETE', path: '/person/photo', body: { person_data_id: 1 } }, accepted: true },
  { call: `client.DELETE('/person/photo', { body: ${body({ person_data_id: 'one' })} })`, send: { method: 'DELETE', path: '/person/photo', body: { person_data_id: 'one' } }, accepted: false },
  // GET /person and /person/{id}/skills.
  { call: `client.GET('/person', { params: { query: { city: 'Szeged', skill: ['SQL', 'Go'], limit: 10, sort: '-name' } } })`, send: { method: 'GET', path: '/person?city=Szeged&skill=SQL&skill=Go&limit=10&sort=-name' }, accepted: true },
  { call: `client.GET('/person', { params: { query: { limit: 'ten' } } })`, send: { method: 'GET', path: '/person?limit=ten' }, accepted: false },
  { call: `client.GET('/person', { params: { query: { sort: 'salary' } } })`, send: { method: 'GET', path: '/person?sort=salary' }, accepted: false },
  { call: `client.GET('/person/{id}/skills', { params: { path: { id: 1 } } })`, send: { method: 'GET', path: '/person/1/skills' }, accepted: true },
  { call: `client.PUT('/person/{id}/skills', { params: { path: { id: 1 } }, body: ${body({ add: ['SQL'], remove: ['Go'] })} })`, send: { method: 'PUT', path: '/person/1/skills', body: { add: ['SQL'], remove: ['Go'] } }, accepted: true },
  { call: `client.PUT('/person/{id}/skills', { params: { path: { id: 1 } }, body: ${body({ add: 'SQL' })} })`, send: { method: 'PUT', path: '/person/1/skills', body: { add: 'SQL' } }, accepted: false },
];

let server: TestServer;
let document: string;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: 100_000 });
  document = await (await fetch(`${server.url}/openapi.json`)).text();
});
afterAll(async () => {
  await server.close();
});

describe('/openapi.json', () => {
  it('passes the redocly linter: no errors, no missing operationId or 2xx response', async () => {
    const problems = await lintFromString({ source: document, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    const serious = problems.filter((p) => p.severity === 'error' || ['operation-operationId', 'operation-2xx-response', 'operation-operationId-unique'].includes(p.ruleId));
    expect(serious.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`)).toEqual([]);
  });

  it('the server accepts exactly the calls marked accepted', async () => {
    for (const { send, accepted, call } of CASES) {
      if (!send) continue;
      const response = await api(server, send.method, send.path, send.body);
      await response.arrayBuffer();
      if (accepted) expect(response.status, call).not.toBe(400);
      else expect(response.status, call).toBe(400);
    }
  });

  it('a client generated from it type-checks the accepted calls and rejects the refused ones', () => {
    const dir = mkdtempSync(join(ROOT, 'test', '.openapi-client-'));
    try {
      writeFileSync(join(dir, 'api.ts'), pathsModule(JSON.parse(document)));
      const calls = CASES.map(({ call, accepted, compiles = accepted }) => `${compiles ? '' : '  // @ts-expect-error the server refuses this call\n'}  await ${call};`);
      writeFileSync(join(dir, 'client.ts'), [
        "import createClient from 'openapi-fetch';",
        "import type { paths } from './api.js';",
        "const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:9' });",
        'export async function calls(): Promise<void> {',
        ...calls,
        '}',
        '',
      ].join('\n'));
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', skipLibCheck: true, types: [] },
        files: ['client.ts'],
      }));
      const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
      expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
      expect(tsc.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
