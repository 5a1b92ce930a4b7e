// POST /parser?explain=1 adds per-field evidence; without it the SPEC 2.6 members (and recruit's sections) are
// unchanged. Real server on 127.0.0.1, the real (built) parser, an invented CV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
const cv = ['Ottilie Brennwald', 'Lindenweg 14', '10115 Berlin', 'Telefon: +49 30 9876 5432', 'ottilie.brennwald@example.de',
  'Kenntnisse', '• Buchhaltung', '• Lohnabrechnung', '• Mahnwesen'].join('\n');
const body = { file_name: 'cv.txt', data: Buffer.from(cv).toString('base64') };

beforeAll(async () => { server = await startTestServer(); }, 60_000);
afterAll(async () => { await server?.close(); });

describe('POST /parser?explain=1', () => {
  it('adds value, source, features and confidence per field', async () => {
    const res = await api(server, 'POST', '/parser?explain=1', body);
    expect(res.status).toBe(200);
    type Explained = { value: unknown; confidence: number; features: { name: string; weight: number }[]; items: { value: string }[] };
    const { data } = (await res.json()) as { data: { person: unknown; explain: Record<string, Explained> } };
    expect(data.person).toMatchObject({ first: 'Ottilie', last: 'Brennwald', address: { street: 'Lindenweg 14', city: 'Berlin', zip: '10115' } });
    expect(data.explain.name).toMatchObject({ value: { first: 'Ottilie', last: 'Brennwald' }, source: { page: 1, line: 1, text: 'Ottilie Brennwald' } });
    expect(data.explain.name?.confidence).toBeGreaterThan(0.5);
    expect(data.explain.name?.features).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'name-shaped', weight: 3 })]));
    expect(data.explain.address).toMatchObject({ source: { line: 2 } });
    expect(data.explain.phone?.items[0]).toMatchObject({ value: '+49 30 98765432', source: { line: 4 } });
    expect(data.explain.tags?.items.map((t) => t.value)).toEqual(expect.arrayContaining(['Buchhaltung', 'Lohnabrechnung', 'Mahnwesen']));
  }, 60_000);

  it('sends no explain without it: the SPEC 2.6 members and recruit\'s sections', async () => {
    for (const path of ['/parser', '/parser?explain=0']) {
      const res = await api(server, 'POST', path, body);
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: Record<string, unknown> };
      expect(Object.keys(data).sort()).toEqual(['content', 'images', 'jobs', 'keywords', 'person', 'sections']);
    }
  }, 60_000);

  it('refuses an unknown explain value with 400', async () => {
    const res = await api(server, 'POST', '/parser?explain=maybe', body);
    expect(res.status).toBe(400);
  });
});
