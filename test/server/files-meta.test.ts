// Download headers (DESIGN.md §3), the published JSON Schemas and OpenAPI document, and
// the parser's image URLs served by GET /parser/image/{id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import type { ResumeParser } from '../../src/service/resume-parser.js';
import type { ParsedDocument } from '../../src/parser/types.js';
import { pngImage } from '../helpers/images.js';

let server: TestServer;
let facePng: Buffer;

/** A stand-in parser: the route and image wiring are under test here, not the parser. */
const fakeParser = async (): Promise<ResumeParser> => ({
  async parse(file) {
    const document: ParsedDocument = {
      fields: {
        last: 'Minta', first: 'Béla', birth_date: '1988-02-29', email: ['bela@example.com'], phone: ['+36 30 123 4567'],
        category: 1, address: { street: 'Fő utca 1.', city: 'Szeged', zip: '6720' }, tags: ['typescript'], keywords: 'typescript,node',
      },
      content: `text of ${file.file_name}`,
      format: 'txt',
      images: [{ bytes: facePng, mime: 'image/png', width: 20, height: 20 }],
      face: { bytes: facePng, mime: 'image/png', width: 20, height: 20 },
    };
    return document;
  },
  matchJobs: () => [],
  async close() {},
});

beforeAll(async () => {
  facePng = await pngImage();
  server = await startTestServer({ parser: fakeParser });
});
afterAll(async () => {
  await server.close();
});

async function personWithDocument(fileName: string, content: string) {
  const person = await (await api(server, 'POST', '/person', { first: 'Doc', last: 'Owner' })).json() as { data: { id: number } };
  const doc = await (await api(server, 'POST', '/person/document', {
    person_data_id: person.data.id, file_name: fileName, data: Buffer.from(content).toString('base64'),
  })).json() as { data: { id: number } };
  return { personId: person.data.id, docId: doc.data.id };
}

describe('document download (endpoint 10)', () => {
  it('sends the bytes with type, disposition (RFC 6266/5987), length and nosniff', async () => {
    const { personId, docId } = await personWithDocument('Önéletrajz "Béla" (2026).pdf', '%PDF-1.4 fictitious');
    const response = await api(server, 'GET', `/person/${personId}/document/${docId}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe('19');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7E]+"; filename\*=UTF-8''/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Önéletrajz _Béla_ (2026).pdf').replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
    expect(disposition).not.toMatch(/[^\x20-\x7E]/);
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('%PDF-1.4 fictitious');
  });

  it('an HTML document is served as an attachment, never rendered', async () => {
    const { personId, docId } = await personWithDocument('page.html', '<script>alert(1)</script>');
    const response = await api(server, 'GET', `/person/${personId}/document/${docId}/download`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('published schemas and OpenAPI', () => {
  it.each(['person', 'job', 'project', 'parser'])('/schema/%s.json is a JSON Schema 2020-12 document', async (name) => {
    const response = await fetch(`${server.url}/schema/${name}.json`);
    expect(response.status).toBe(200);
    const schema = await response.json() as Record<string, unknown>;
    expect(schema['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
    const ajv = new Ajv2020.default({ strict: false });
    addFormats.default(ajv);
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('person.json validates what GET /person/{id} returns, and its $defs reject unknown members', async () => {
    const person = await (await api(server, 'POST', '/person', { first: 'Schema', last: 'Check' })).json() as { data: { id: number } };
    const body = await (await api(server, 'GET', `/person/${person.data.id}`)).json();
    const schema = await (await fetch(`${server.url}/schema/person.json`)).json() as Record<string, unknown>;
    const ajv = new Ajv2020.default({ strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    expect(validate(body)).toBe(true);
    expect(validate({ ...(body as object), extra: 1 })).toBe(false);
    const create = ajv.getSchema('person.json#/$defs/PersonCreate')!;
    expect(create({ first: 'A', last: 'B' })).toBe(true);
    expect(create({ first: 'A', last: 'B', is_photo: 'Y' })).toBe(false);
  });

  it('unknown schema names are 404', async () => {
    expect((await fetch(`${server.url}/schema/salary.json`)).status).toBe(404);
  });

  it('/openapi.json describes all 22 SPEC.md endpoints and the photo read', async () => {
    const doc = await (await fetch(`${server.url}/openapi.json`)).json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    for (const expected of [
      'GET /person/{id}', 'GET /person/exists', 'PUT /person', 'POST /person', 'POST /person/subscription',
      'GET /person/{id}/subscription', 'POST /person/photo', 'POST /person/document', 'GET /person/{id}/document',
      'GET /person/{id1}/document/{id2}/download', 'DELETE /person/document', 'GET /job', 'GET /job/{id}', 'GET /job/full',
      'POST /job', 'DELETE /job', 'GET /project/full', 'POST /project', 'PUT /project', 'GET /project', 'GET /project/{id}',
      'POST /parser', 'GET /person/{id}/photo',
    ]) expect(operations).toContain(expected);
    const createPerson = doc.paths['/person']!['post'] as { requestBody: { content: Record<string, { schema: { additionalProperties?: boolean } }> } };
    expect(createPerson.requestBody.content['application/json']!.schema.additionalProperties).toBe(false);
  });
});

describe('parser (endpoint 22) and its images', () => {
  it('returns the parsed résumé with image URLs of this server, which serve the bytes', async () => {
    const response = await api(server, 'POST', '/parser', { file_name: 'cv.txt', data: Buffer.from('Béla Minta').toString('base64') });
    expect(response.status).toBe(200);
    const body = await response.json() as { success: boolean; data: { person: { face: string; address: unknown }; images: string[]; content: string } };
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(body.data.person.address).toEqual({ street: 'Fő utca 1.', city: 'Szeged', zip: '6720' });
    expect(body.data.content).toBe('text of cv.txt');
    expect(body.data.images).toHaveLength(1);
    const url = body.data.images[0]!;
    expect(url).toMatch(new RegExp(`^${server.url}/parser/image/[0-9a-f]{32}\\.png$`));
    expect(body.data.person.face).toBe(url); // same bytes, same content address

    const image = await fetch(url, { headers: { authorization: `Bearer ${server.readToken}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(facePng)).toBe(true);
    expect((await fetch(url)).status).toBe(401);
    expect((await api(server, 'GET', '/parser/image/ffffffffffffffffffffffffffffffff.png')).status).toBe(404);
    expect((await api(server, 'GET', '/parser/image/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });
});
