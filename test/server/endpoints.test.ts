// Every SPEC.md endpoint over real HTTP: status 200 and the exact envelope members
// (SPEC.md §4 — endpoint 1 is the Person itself, 2 is {id}, 3/7/19 {success}, 5 has
// type "subscription", 15/18 data [{id}], 11/16 {success,type}, 13/21 data [] when hidden).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import { pngImage } from '../helpers/images.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function json(method: string, path: string, body?: unknown) {
  const response = await api(server, method, path, body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

const b64 = (data: Uint8Array | string) => Buffer.from(data).toString('base64');

describe('endpoint envelopes (SPEC.md §4)', () => {
  it('people: endpoints 1–6', async () => {
    const created = await json('POST', '/person', { title: 'Ms.', first: 'Erika', last: 'Winterbottom', email: 'erika@example.org' });
    expect(created).toMatchObject({ status: 200, body: { success: true, data: { id: expect.any(Number) } } });
    expect(Object.keys(created.body).sort()).toEqual(['data', 'success']);
    const id = (created.body['data'] as { id: number }).id;

    const person = await json('GET', `/person/${id}`);
    expect(person.status).toBe(200);
    expect(person.body).toMatchObject({ id, first: 'Erika', last: 'Winterbottom', is_photo: 'N' });
    expect(person.body).not.toHaveProperty('success');
    expect(person.headers.get('content-type')).toBe('application/json; charset=utf-8');

    expect(await json('GET', `/person/exists?email=${encodeURIComponent('ERIKA@example.org')}`)).toMatchObject({ status: 200, body: { id } });
    expect((await json('GET', `/person/exists?email=erika%40example.org`)).body).toEqual({ id });

    const updated = await json('PUT', '/person', { id, city: 'Lindenau' });
    expect(updated).toMatchObject({ status: 200 });
    expect(updated.body).toEqual({ success: true });

    const jobId = await createJob('Envelope Checker');
    const subscribed = await json('POST', '/person/subscription', { person_data_id: id, job_data_id: jobId });
    expect(subscribed.body).toEqual({ success: true, type: 'subscription', data: { id: expect.any(Number) } });

    const subscriptions = await json('GET', `/person/${id}/subscription`);
    expect(subscriptions.body).toEqual({
      success: true,
      type: 'subscription',
      data: [{ id: (subscribed.body['data'] as { id: number }).id, job_data_id: jobId, title: 'Envelope Checker', created: expect.any(String) }],
    });
  });

  it('photo and documents: endpoints 7–11 and the photo read', async () => {
    const id = await createPerson('Photo', 'Owner');
    const photo = await json('POST', '/person/photo', { person_data_id: id, file_name: 'me.png', data: b64(await pngImage()) });
    expect(photo.body).toEqual({ success: true });
    const image = await api(server, 'GET', `/person/${id}/photo`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');

    const added = await json('POST', '/person/document', { person_data_id: id, file_name: 'notes.txt', data: b64('fictitious notes') });
    expect(added.body).toEqual({ success: true, type: 'document', data: { id: expect.any(Number) } });
    const docId = (added.body['data'] as { id: number }).id;

    expect((await json('GET', `/person/${id}/document`)).body).toEqual({
      success: true, type: 'document', data: [{ id: docId, file_name: 'notes.txt', size: 16 }],
    });
    const download = await api(server, 'GET', `/person/${id}/document/${docId}/download`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('fictitious notes');

    const deleted = await json('DELETE', '/person/document', { person_data_id: id, document_data_id: docId });
    expect(deleted.body).toEqual({ success: true, type: 'document' });
  });

  it('jobs: endpoints 12–16', async () => {
    const created = await json('POST', '/job', { position_data_id: 7001, title: 'Listed Job', category: [1] });
    expect(created.body).toEqual({ success: true, type: 'job', data: [{ id: expect.any(Number) }] });
    const id = (created.body['data'] as { id: number }[])[0]!.id;

    const listed = await json('GET', '/job');
    expect(listed.body).toMatchObject({ success: true, type: 'job' });
    expect((listed.body['data'] as { id: number }[]).map((j) => j.id)).toContain(id);
    const one = await json('GET', `/job/${id}`);
    expect(one.body).toMatchObject({ success: true, type: 'job', data: [{ id, title: 'Listed Job', position_data: {} }] });
    expect(Object.keys(one.body).sort()).toEqual(['data', 'success', 'type']);

    const full = await json('GET', '/job/full');
    expect((full.body['data'] as unknown[])).toContainEqual({ id, active: true, last_modified: expect.any(String) });

    const deleted = await json('DELETE', '/job', { id });
    expect(deleted.body).toEqual({ success: true, type: 'job' });
    expect(await json('GET', `/job/${id}`)).toMatchObject({ status: 200, body: { success: true, type: 'job', data: [] } });
    // A deleted job still exists (its record says so); an id no job has is 404
    expect((await json('GET', `/job/full/${id}`)).body).toMatchObject({ success: true, type: 'job', data: [{ id, status: 'deleted' }] });
    for (const path of ['/job/987654', '/job/full/987654']) {
      expect(await json('GET', path)).toMatchObject({ status: 404, body: { success: false, error: { code: 'not_found' } } });
    }
  });

  it('projects: endpoints 17–21', async () => {
    const created = await json('POST', '/project', { title: 'Envelope Project' });
    expect(created.body).toEqual({ success: true, type: 'project', data: [{ id: expect.any(Number) }] });
    const id = (created.body['data'] as { id: number }[])[0]!.id;

    expect((await json('PUT', '/project', { id, title: 'Renamed Project' })).body).toEqual({ success: true });
    expect((await json('GET', '/project')).body).toMatchObject({ success: true, type: 'project', data: expect.arrayContaining([expect.objectContaining({ id, title: 'Renamed Project' })]) });
    expect((await json('GET', `/project/${id}`)).body).toEqual({
      success: true, type: 'project',
      data: [{ id, title: 'Renamed Project', date_from: null, date_till: null, category: [], language: [], jobs: [], last_modified: expect.any(String) }],
    });
    expect((await json('GET', '/project/full')).body['data']).toContainEqual({ id, active: true, jobs: [], last_modified: expect.any(String) });

    await json('PUT', '/project', { id, date_till: '2020-01-01' });
    expect((await json('GET', `/project/${id}`)).body).toEqual({ success: true, type: 'project', data: [] });
    expect((await json('GET', `/project/full/${id}`)).body).toMatchObject({ data: [{ id, date_till: '2020-01-01' }] });
    for (const path of ['/project/987654', '/project/full/987654']) {
      expect(await json('GET', path)).toMatchObject({ status: 404, body: { success: false, error: { code: 'not_found' } } });
    }
  });

  it('/person/exists is its own route, never /person/{id}', async () => {
    const response = await json('GET', '/person/exists');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: { code: 'validation_failed' } });
    expect(JSON.stringify(response.body)).toContain('/email');
  });

  it('a trailing slash is the same endpoint', async () => {
    expect((await json('GET', '/job/')).body).toMatchObject({ success: true, type: 'job' });
  });
});

async function createPerson(first: string, last: string): Promise<number> {
  const { body } = await json('POST', '/person', { first, last });
  return (body['data'] as { id: number }).id;
}

async function createJob(title: string): Promise<number> {
  const { body } = await json('POST', '/job', { position_data_id: 7000, title });
  return (body['data'] as { id: number }[])[0]!.id;
}
