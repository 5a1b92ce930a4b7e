// Control characters were stored in project titles and job position_data
// (person fields already refused them). Now every text field of every resource refuses
// them with 400 and the field's path, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import { snapshot } from '../resilience/helpers.js';
import type { SqliteDatabase } from '../../src/store/sqlite/database.js';
import Database from 'better-sqlite3';

let server: TestServer;
let projectId: number;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: 100_000 });
  projectId = ((await (await api(server, 'POST', '/project', { title: 'Clean' })).json()) as { data: { id: number }[] }).data[0]!.id;
});
afterAll(async () => {
  await server.close();
});

const CASES: [string, string, unknown, string][] = [
  ['POST', '/project', { title: 'red \u001b[31m' }, '/title'],
  ['PUT', '/project', { id: 0, title: 'bell \u0007' }, '/title'],
  ['POST', '/job', { position_data_id: 1, title: 'Engineer', position_data: { description: 'nul \u0000 here' } }, '/position_data/description'],
  ['POST', '/job', { position_data_id: 1, title: 'Esc \u001b]0;owned\u0007' }, '/title'],
  ['POST', '/person', { first: 'Anna', last: 'Kovács', city: 'Sze\u001bged' }, '/city'],
];

describe('control characters in any text field', () => {
  it.each(CASES)('%s %s → 400 naming the field, nothing stored', async (method, path, body, field) => {
    const payload = path === '/project' && method === 'PUT' ? { ...(body as object), id: projectId } : body;
    const db = new Database(server.storePath, { readonly: true }) as unknown as SqliteDatabase;
    const before = snapshot(db);
    const response = await api(server, method, path, payload);
    const error = ((await response.json()) as { error: { code: string; details?: { path: string }[] } }).error;
    expect(response.status).toBe(400);
    expect(error.details?.[0]?.path).toBe(field);
    expect(snapshot(db)).toBe(before);
    db.close();
  });

  it('tab and newline stay allowed in long texts', async () => {
    const response = await api(server, 'POST', '/job', { position_data_id: 2, title: 'Writer', position_data: { description: 'Line one\nLine two\tend' } });
    expect(response.status).toBe(200);
  });
});
