// The routes take their request types from their TypeBox schemas (type provider), while the
// checking itself stays ours (validation.ts): every part a route validates — body, path,
// query — still answers 400 with the same code, message and field paths, byte for byte, and
// path and query integers still reach the handler as numbers. The expected bodies were
// recorded from the server before the routes were typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Case {
  request: [method: string, path: string, body?: Record<string, unknown>];
  status: number;
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

const CASES: Case[] = [
  {
    request: ['POST', '/person', { first: 'A', last: 'B', shoe_size: 42 }],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid request body: unknown field "shoe_size"',
      details: [{ path: '/shoe_size', message: 'unknown field' }],
    },
  },
  {
    request: ['POST', '/person', { first: 'A' }],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid request body: last is required',
      details: [{ path: '/last', message: 'is required' }],
    },
  },
  {
    request: ['POST', '/job', { position_data_id: 'seven', title: 'X' }],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid request body: position_data_id must be an id (a whole number from 1)',
      details: [{ path: '/position_data_id', message: 'must be an id (a whole number from 1)' }],
    },
  },
  {
    request: ['PUT', '/project', { id: 1, title: 5 }],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid request body: title must be text of at most 200 characters',
      details: [{ path: '/title', message: 'must be text of at most 200 characters' }],
    },
  },
  {
    request: ['DELETE', '/job', {  }],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid request body: id is required',
      details: [{ path: '/id', message: 'is required' }],
    },
  },
  {
    request: ['DELETE', '/person/subscription', { person_data_id: 'x' }],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid request body: job_data_id is required',
      details: [
        { path: '/job_data_id', message: 'is required' },
        { path: '/person_data_id', message: 'must be an id (a whole number from 1)' },
      ],
    },
  },
  {
    request: ['PUT', '/person/1/skills', { add: 'java' }],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid request body: add must be a list',
      details: [{ path: '/add', message: 'must be a list' }],
    },
  },
  {
    request: ['GET', '/person/1.5'],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid path: id must be an id (a whole number from 1)',
      details: [{ path: '/id', message: 'must be an id (a whole number from 1)' }],
    },
  },
  {
    request: ['GET', '/person/0'],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid path: id must be an id (a whole number from 1)',
      details: [{ path: '/id', message: 'must be an id (a whole number from 1)' }],
    },
  },
  {
    request: ['GET', '/person/007'],
    status: 404,
    error: {
      code: 'not_found',
      message: 'person 7 not found',
    },
  },
  {
    request: ['GET', '/person/1/document/x/download'],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid path: id2 must be an id (a whole number from 1)',
      details: [{ path: '/id2', message: 'must be an id (a whole number from 1)' }],
    },
  },
  {
    request: ['GET', '/person/exists'],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid query: email is required',
      details: [{ path: '/email', message: 'is required' }],
    },
  },
  {
    request: ['GET', '/person/exists?email=a@b.c&extra=1'],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid query: unknown field "extra"',
      details: [{ path: '/extra', message: 'unknown field' }],
    },
  },
  {
    request: ['GET', '/person?limit=0'],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid query: limit must be a whole number from 1 to 500',
      details: [{ path: '/limit', message: 'must be a whole number from 1 to 500' }],
    },
  },
  {
    request: ['GET', '/person?limit=1e3'],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid query: limit must be a whole number from 1 to 500',
      details: [{ path: '/limit', message: 'must be a whole number from 1 to 500' }],
    },
  },
  {
    request: ['GET', '/person?sort=sideways'],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid query: sort has a value of the wrong type',
      details: [{ path: '/sort', message: 'has a value of the wrong type' }],
    },
  },
  {
    request: ['GET', '/person/duplicates?limit=x'],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid query: limit must be a whole number from 1 to 1000',
      details: [{ path: '/limit', message: 'must be a whole number from 1 to 1000' }],
    },
  },
  {
    request: ['GET', '/job/1/subscription?status=maybe'],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid query: status must be applied, screening, interview, offer, hired, rejected, withdrawn',
      details: [{ path: '/status', message: 'must be applied, screening, interview, offer, hired, rejected, withdrawn' }],
    },
  },
  {
    request: ['GET', '/person/document/exists?sha256=zz'],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid query: sha256 must be SHA-256 of the document\'s bytes, hex',
      details: [{ path: '/sha256', message: 'must be SHA-256 of the document\'s bytes, hex' }],
    },
  },
  {
    request: ['POST', '/parser?explain=2', { file_name: 'a.txt', data: 'aGk=' }],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid query: explain has a value of the wrong type',
      details: [{ path: '/explain', message: 'has a value of the wrong type' }],
    },
  },
  {
    request: ['GET', '/parser/image/nothing.gif'],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid path: id must be an image name (32 hexadecimal digits, then .png or .jpg)',
      details: [{ path: '/id', message: 'must be an image name (32 hexadecimal digits, then .png or .jpg)' }],
    },
  },
  {
    request: ['GET', '/schema/Person.JSON'],
    status: 400,
    error: {
      code: 'validation_failed',
      message: 'invalid path: name has the wrong form',
      details: [{ path: '/name', message: 'has the wrong form' }],
    },
  },
  {
    request: ['GET', '/codes/nosuch'],
    status: 404,
    error: {
      code: 'not_found',
      message: 'no code table nosuch; try country, state, regio, category, language, preparation, family_state, experience',
    },
  },
];

describe('typed routes answer bad requests as before', () => {
  it.each(CASES.map((c) => [`${c.request[0]} ${c.request[1]}`, c] as const))('%s', async (_name, { request, status, error }) => {
    const [method, path, body] = request;
    const response = await api(server, method, path, body);
    expect(response.status).toBe(status);
    // The exact bytes: member order and wording are part of the contract.
    expect(await response.text()).toBe(JSON.stringify({ success: false, error }));
  });
});

describe('typed values reach the handlers', () => {
  it('gives the handlers path and query integers as numbers', async () => {
    const created = await api(server, 'POST', '/person', { first: 'Ida', last: 'Typewell', email: 'ida.typewell@example.test' });
    expect(created.status).toBe(200);
    const { data } = await created.json() as { data: { id: number } };
    const person = await api(server, 'GET', `/person/${String(data.id).padStart(4, '0')}`);
    expect(person.status).toBe(200);
    expect((await person.json() as { id: unknown }).id).toBe(data.id);
    const page = await api(server, 'GET', '/person?limit=1&sort=-id');
    expect(page.status).toBe(200);
    const listed = await page.json() as { data: { id: number }[]; next_cursor: string | null };
    expect(listed.data.map((p) => p.id)).toEqual([data.id]);
  });
});
