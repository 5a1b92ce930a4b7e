// The per-person documents quota through a real server, on SQLite and PostgreSQL: the
// document past the count or the size is refused with 409 and the figures (what the person
// holds, the limits), and nothing is stored; other people are not affected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STORE_MODES, startModeServer, type ModeServer } from '../helpers/server-modes.js';

const KB = 1024;

describe.each(SERVER_STORE_MODES)('documents quota (%s)', (mode) => {
  let server: ModeServer;
  beforeAll(async () => {
    server = await startModeServer(mode, { documentQuota: { documents: 2, bytes: 10 * KB } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const call = (method: string, path: string, body?: unknown) => fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const person = async (first: string) => ((await (await call('POST', '/person', { first, last: 'Kvóta' })).json()) as { data: { id: number } }).data.id;
  const add = (personId: number, bytes: number, name = 'doc.txt') =>
    call('POST', '/person/document', { person_data_id: personId, file_name: name, data: Buffer.alloc(bytes, 65).toString('base64') });
  const documents = async (personId: number) => ((await (await call('GET', `/person/${personId}/document`)).json()) as { data: unknown[] }).data.length;

  it('refuses the document past the count with 409 and the figures; nothing stored', async () => {
    const id = await person('Szám');
    expect((await add(id, 1 * KB)).status).toBe(200);
    expect((await add(id, 1 * KB)).status).toBe(200);
    const refused = await add(id, 1 * KB);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { code: string; message: string; details: unknown } };
    expect(body.error.code).toBe('conflict');
    expect(body.error.message).toContain(`person ${id} has 2 documents`);
    expect(body.error.message).toContain('the limit is 2 documents');
    expect(body.error.details).toEqual({
      reason: 'document_quota', documents: 2, bytes: 2 * KB, adding_bytes: KB, max_documents: 2, max_bytes: 10 * KB,
    });
    expect(await documents(id)).toBe(2);
    // Deleting one makes room again.
    const first = ((await (await call('GET', `/person/${id}/document`)).json()) as { data: { id: number }[] }).data[0]!.id;
    expect((await call('DELETE', '/person/document', { person_data_id: id, document_data_id: first })).status).toBe(200);
    expect((await add(id, 1 * KB)).status).toBe(200);
  });

  it('refuses the document past the total size; another person is not affected', async () => {
    const id = await person('Méret');
    expect((await add(id, 8 * KB)).status).toBe(200);
    const refused = await add(id, 3 * KB);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { message: string; details: Record<string, number> } };
    expect(body.error.message).toContain('would exceed the size allowed');
    expect(body.error.details).toMatchObject({ documents: 1, bytes: 8 * KB, adding_bytes: 3 * KB, max_bytes: 10 * KB });
    expect(await documents(id)).toBe(1);
    expect((await add(await person('Másik'), 3 * KB)).status).toBe(200);
  });

  it('two uploads at once for one person with room for one: one is stored', async () => {
    const id = await person('Verseny');
    expect((await add(id, 1 * KB)).status).toBe(200);
    const statuses = (await Promise.all([add(id, 1 * KB, 'a.txt'), add(id, 1 * KB, 'b.txt'), add(id, 1 * KB, 'c.txt')])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(await documents(id)).toBe(2);
  });
});
