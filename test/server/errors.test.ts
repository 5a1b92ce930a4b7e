// Error statuses and the one error body (DESIGN.md §3): 400 with field paths, 404, 409,
// 413, 415, 422, 503 when the audit cannot be written — never a stack trace or a 500
// for bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function raw(method: string, path: string, body: string | Buffer, contentType?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${server.token}` };
  if (contentType) headers['content-type'] = contentType;
  return fetch(`${server.url}${path}`, { method, headers, body });
}

async function errorOf(response: Response) {
  const text = await response.text();
  expect(text).not.toMatch(/\bat .+\.(js|ts):\d+/); // no stack frames
  const body = JSON.parse(text) as { success: boolean; error: { code: string; message: string; details?: unknown } };
  expect(body.success).toBe(false);
  expect(Object.keys(body).sort()).toEqual(['error', 'success']);
  return { status: response.status, ...body.error };
}

describe('400 validation_failed', () => {
  it('lists unknown members as field paths', async () => {
    const error = await errorOf(await api(server, 'POST', '/person', { first: 'A', last: 'B', shoe_size: 42 }));
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error.details).toEqual([{ path: '/shoe_size', message: 'unknown field' }]);
  });

  it('reports wrong types with their path', async () => {
    const error = await errorOf(await api(server, 'POST', '/job', { position_data_id: 'seven', title: 'X' }));
    expect(error.status).toBe(400);
    expect((error.details as { path: string }[]).map((d) => d.path)).toContain('/position_data_id');
  });

  it('refuses a body that is not JSON, or JSON that is not an object', async () => {
    expect(await errorOf(await raw('POST', '/person', '{"first": "A",', 'application/json'))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await errorOf(await raw('POST', '/person', '[1,2]', 'application/json'))).toMatchObject({ status: 400 });
    expect(await errorOf(await raw('POST', '/person', 'null', 'application/json'))).toMatchObject({ status: 400 });
    expect(await errorOf(await raw('POST', '/person', '', 'application/json'))).toMatchObject({ status: 400 });
  });

  it('refuses ids that are not positive integers', async () => {
    for (const path of ['/person/abc', '/person/0', '/person/-1', '/person/1.5', '/job/99999999999', '/person/1/document/x/download']) {
      expect(await errorOf(await api(server, 'GET', path)), path).toMatchObject({ status: 400, code: 'validation_failed' });
    }
  });

  it('answers malformed URLs and over-long path parameters in the same error shape', async () => {
    expect(await errorOf(await api(server, 'GET', '/person/%E0%A4%A'))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await errorOf(await api(server, 'GET', `/person/${'9'.repeat(300)}`))).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('refuses bad base64 in uploads', async () => {
    const { body } = { body: await (await api(server, 'POST', '/person', { first: 'B', last: 'Sixtyfour' })).json() as { data: { id: number } } };
    const error = await errorOf(await api(server, 'POST', '/person/document', { person_data_id: body.data.id, file_name: 'x.txt', data: 'not*base64!' }));
    expect(error).toMatchObject({ status: 400, details: [{ path: '/data', message: 'is not valid base64' }] });
    expect(await errorOf(await api(server, 'POST', '/parser', { file_name: 'cv.pdf', data: '@@@@' }))).toMatchObject({ status: 400 });
  });

  it('survives prototype pollution attempts', async () => {
    const response = await raw('POST', '/person', '{"first":"A","last":"B","__proto__":{"admin":true}}', 'application/json');
    expect(response.status).toBe(400);
  });
});

describe('415 unsupported_media_type', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x'])('%s', async (type) => {
    const error = await errorOf(await raw('POST', '/person', '{"first":"A","last":"B"}', type));
    expect(error).toMatchObject({ status: 415, code: 'unsupported_media_type' });
  });

  it('accepts application/json with a charset', async () => {
    expect((await raw('POST', '/person', '{"first":"Char","last":"Set"}', 'application/json; charset=utf-8')).status).toBe(200);
  });
});

describe('404, 409, 413, 422', () => {
  it('404 for unknown resources and unknown routes', async () => {
    expect(await errorOf(await api(server, 'GET', '/person/987654'))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await errorOf(await api(server, 'GET', '/person/exists?email=ghost%40example.com'))).toMatchObject({ status: 404 });
    expect(await errorOf(await api(server, 'GET', '/no/such/endpoint'))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await errorOf(await api(server, 'GET', '/no/such/endpoint/7'))).toMatchObject({ status: 404 });
  });

  it("409 on a duplicate e-mail, without the other person's id (no e-mail → id oracle)", async () => {
    await api(server, 'POST', '/person', { first: 'Dup', last: 'One', email: 'dup@example.net' });
    const error = await errorOf(await api(server, 'POST', '/person', { first: 'Dup', last: 'Two', email: 'DUP@example.net' }));
    expect(error).toMatchObject({ status: 409, code: 'conflict' });
    expect(error).not.toHaveProperty('details');
    const other = await (await api(server, 'POST', '/person', { first: 'Dup', last: 'Three' })).json() as { data: { id: number } };
    const update = await errorOf(await api(server, 'PUT', '/person', { id: other.data.id, email: 'dup@example.net' }));
    expect(update).toMatchObject({ status: 409 });
    expect(update).not.toHaveProperty('details');
  });

  it('413 for a body over 21 MB, and for parser data over 20 MB', async () => {
    const huge = JSON.stringify({ first: 'A', last: 'B', title: 'A'.repeat(22 * 1024 * 1024) });
    expect(await errorOf(await raw('POST', '/person', huge, 'application/json'))).toMatchObject({ status: 413, code: 'payload_too_large' });
    // The document route alone carries base64 of 20 MB (≈ 26.7 MB); beyond that it is 413 too.
    const hugeDocument = JSON.stringify({ person_data_id: 1, file_name: 'x.pdf', data: 'A'.repeat(28 * 1024 * 1024) });
    expect(await errorOf(await raw('POST', '/person/document', hugeDocument, 'application/json'))).toMatchObject({ status: 413 });
    const parser = { file_name: 'cv.pdf', data: 'A'.repeat(20 * 1024 * 1024 + 4) };
    expect(await errorOf(await api(server, 'POST', '/parser', parser))).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('413 for a photo over 5 MB decoded', async () => {
    const person = await (await api(server, 'POST', '/person', { first: 'Big', last: 'Photo' })).json() as { data: { id: number } };
    const data = Buffer.alloc(5 * 1024 * 1024 + 3).toString('base64');
    expect(await errorOf(await api(server, 'POST', '/person/photo', { person_data_id: person.data.id, file_name: 'p.jpg', data })))
      .toMatchObject({ status: 413 });
  });

  it('422 for a photo that is not an image', async () => {
    const person = await (await api(server, 'POST', '/person', { first: 'Not', last: 'Image' })).json() as { data: { id: number } };
    const data = Buffer.from('%PDF-1.4 fictitious').toString('base64');
    expect(await errorOf(await api(server, 'POST', '/person/photo', { person_data_id: person.data.id, file_name: 'p.jpg', data })))
      .toMatchObject({ status: 422, code: 'unprocessable' });
  });
});

describe('503 when the audit row cannot be written', () => {
  it('does not serve person data without its audit row', async () => {
    const local = await startTestServer();
    try {
      const created = await (await api(local, 'POST', '/person', { first: 'Secret', last: 'Person', email: 'secret@example.com' })).json() as { data: { id: number } };
      local.store.sqlite.db.exec('CREATE TRIGGER no_audit BEFORE INSERT ON audit BEGIN SELECT RAISE(ABORT, \'audit disabled\'); END');
      const response = await api(local, 'GET', `/person/${created.data.id}`);
      const text = await response.text();
      expect(response.status).toBe(503);
      expect(text).not.toContain('secret@example.com');
      expect(text).not.toContain('audit disabled'); // the database's words stay in the log
      expect(JSON.parse(text)).toMatchObject({ success: false, error: { code: 'unavailable' } });
      expect((await api(local, 'GET', `/person/${created.data.id}/document`)).status).toBe(503);
    } finally {
      await local.close();
    }
  });
});
