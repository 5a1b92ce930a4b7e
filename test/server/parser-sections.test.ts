// POST /parser sends recruit's `sections` (work, education, languages, certificates, headline)
// beside the SPEC 2.6 members; parser.json and the OpenAPI document describe it as optional.
// Real server on 127.0.0.1, the real (built) parser, an invented CV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { api, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
const cv = ['Corvin Easterbrook', 'Structural Engineer', 'corvin.easterbrook@example.net', 'Experience',
  'Bridge Engineer | Halberd Consulting | Leeds | 2018 – Present', 'Education', '2012 – 2016 University of Exampleford, MEng in Civil Engineering',
].join('\n');
const body = { file_name: 'cv.txt', data: Buffer.from(cv).toString('base64') };

type JsonSchema = { properties: Record<string, unknown>; required: string[] };

beforeAll(async () => { server = await startTestServer(); }, 60_000);
afterAll(async () => { await server?.close(); });

describe('POST /parser: sections', () => {
  it('sends the sections, valid against the published parser.json', async () => {
    const res = await api(server, 'POST', '/parser', body);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { sections: Record<string, unknown> } };
    expect(data.sections).toMatchObject({
      headline: 'Structural Engineer',
      work: [{ position: 'Bridge Engineer', employer: 'Halberd Consulting', location: 'Leeds', start: '2018', end: '', current: true }],
      education: [{ institution: 'University of Exampleford', degree: 'MEng', area: 'Civil Engineering', end: '2016' }],
      languages: [],
      certificates: [],
    });
    const schema = await (await fetch(`${server.url}/schema/parser.json`)).json() as Record<string, unknown>;
    const ajv = new Ajv2020.default({ strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    // The schema is strict about what sections hold: an unknown member is refused.
    const stray = { ...data, sections: { ...data.sections, hobbies: [] } };
    expect(validate(stray)).toBe(false);
  }, 60_000);

  it('parser.json and the OpenAPI document describe sections as optional', async () => {
    const schema = await (await fetch(`${server.url}/schema/parser.json`)).json() as JsonSchema;
    expect(Object.keys(schema.properties)).toContain('sections');
    expect(schema.required).not.toContain('sections');
    expect(schema.required).toEqual(expect.arrayContaining(['person', 'jobs', 'keywords', 'content', 'images']));
    expect(JSON.stringify(schema.properties['sections'])).toMatch(/SPEC 2\.6/);

    const openapi = await (await fetch(`${server.url}/openapi.json`)).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>;
    };
    const ok = openapi.paths['/parser']!['post']!.responses['200']!.content['application/json']!.schema as { properties: { data: JsonSchema } };
    expect(Object.keys(ok.properties.data.properties)).toContain('sections');
    expect(ok.properties.data.required).not.toContain('sections');
  }, 60_000);
});
