// Per-route body limits, a cap on members and depth checked
// while the body arrives, uploads decoded off the event loop, and the body's encoding.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import { assertJsonShape, JsonShapeScanner } from '../../src/server/json-shape.js';

let server: TestServer;
let personId: number;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: 100_000 });
  personId = ((await (await api(server, 'POST', '/person', { first: 'Hostile', last: 'Bodies' })).json()) as { data: { id: number } }).data.id;
});
afterAll(async () => {
  await server.close();
});

function send(method: string, path: string, body: string | Uint8Array, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json', ...headers },
    body,
  });
}

async function errorOf(response: Response) {
  const body = (await response.json()) as { success: boolean; error: { code: string; message: string; details?: unknown } };
  expect(body.success).toBe(false);
  return { status: response.status, ...body.error };
}

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('json-shape scanner', () => {
  it.each([
    ['{"a":[1,2,3],"b":{"c":"x"}}', true],
    [`{"a":${nested(32 - 1)}}`, true],
    [`{"a":${nested(32)}}`, false],
    ['{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}', true],
    ['{"a":"\\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}', true],
  ])('%s → within limits: %s', (text, ok) => {
    const check = () => assertJsonShape(Buffer.from(text));
    if (ok) expect(check).not.toThrow();
    else expect(check).toThrow(/nests deeper than 32/);
  });

  it('follows escaped quotes and backslashes, also split across chunks', () => {
    const text = '{"a":"x\\"[[[,\\\\","b":[1,2]}'; // {"a":"x\"[[[,\\","b":[1,2]}
    expect(JSON.parse(text)).toEqual({ a: 'x"[[[,\\', b: [1, 2] });
    for (let cut = 0; cut <= text.length; cut++) {
      const scanner = new JsonShapeScanner({ maxDepth: 2, maxValues: 4 });
      scanner.feed(Buffer.from(text.slice(0, cut)));
      expect(() => scanner.feed(Buffer.from(text.slice(cut))), `cut at ${cut}`).not.toThrow();
      const strict = new JsonShapeScanner({ maxDepth: 1, maxValues: 4 });
      expect(() => {
        strict.feed(Buffer.from(text.slice(0, cut)));
        strict.feed(Buffer.from(text.slice(cut)));
      }, `cut at ${cut}`).toThrow(/nests deeper than 1/);
    }
  });

  it('gives the same verdict whether a body comes in one large chunk (strings skipped with indexOf) or byte by byte', () => {
    // Over 512 bytes: one chunk takes the indexOf path, single bytes the byte-by-byte path.
    const filler = 'x\\\\y\\"[{,'.repeat(120); // x\\y\"[{, in the JSON text: an escaped backslash and quote, brackets, commas
    const text = `{"a":"${filler}","b":[1,[2,{"c":"${filler}\\\\"}]],"d":"\\\\"}`;
    expect(() => JSON.parse(text)).not.toThrow();
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    const verdict = (limits: { maxDepth: number; maxValues: number }, chunks: Buffer[]) => {
      const scanner = new JsonShapeScanner(limits);
      try {
        for (const chunk of chunks) scanner.feed(chunk);
        return 'ok';
      } catch (error) {
        return (error as Error).message;
      }
    };
    const bytes = Buffer.from(text);
    const single = [...bytes].map((byte) => Buffer.from([byte]));
    // Depth 4 and 8 values (the four containers opened, and the commas after a, 1, 2 and b): the limits at and just below.
    for (const limits of [{ maxDepth: 4, maxValues: 8 }, { maxDepth: 3, maxValues: 8 }, { maxDepth: 4, maxValues: 7 }]) {
      const whole = verdict(limits, [bytes]);
      expect(verdict(limits, single), JSON.stringify(limits)).toBe(whole);
      expect(verdict(limits, [bytes.subarray(0, 700), bytes.subarray(700)]), JSON.stringify(limits)).toBe(whole);
    }
    expect(verdict({ maxDepth: 4, maxValues: 8 }, [bytes])).toBe('ok');
    expect(verdict({ maxDepth: 3, maxValues: 8 }, [bytes])).toMatch(/nests deeper than 3/);
    expect(verdict({ maxDepth: 4, maxValues: 7 }, [bytes])).toMatch(/more than 7 members/);
  });

  it('counts members across chunk boundaries and ignores commas in strings', () => {
    const scanner = new JsonShapeScanner({ maxDepth: 4, maxValues: 3 });
    scanner.feed(Buffer.from('{"a":"x,y,z,w",'));
    scanner.feed(Buffer.from('"b'));
    scanner.feed(Buffer.from('":1,'));
    expect(() => scanner.feed(Buffer.from('"c":2,"d":3}'))).toThrow(/more than 3 members/);
  });
});

describe('item 3: any depth is 400 before validation', () => {
  it.each([['/person', { first: 'a', last: 'b' }], ['/job', { position_data_id: 1, title: 't' }]])('POST %s with 5,000 nested category arrays', async (path, base) => {
    const body = JSON.stringify(base).replace(/}$/, `,"category":${nested(5000)}}`);
    expect(await errorOf(await send('POST', path, body))).toMatchObject({ status: 400, code: 'validation_failed', message: expect.stringMatching(/nests deeper/) });
  });
});

describe('item 2: body limits per route, members capped while parsing', () => {
  it('a JSON resource refuses a body over 256 KB with 413 (the upload routes take megabytes)', async () => {
    const keys = Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`k${i}`, 1]));
    const error = await errorOf(await send('POST', '/project', JSON.stringify({ title: 'Big', ...keys })));
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large', message: expect.stringMatching(/256 KB/) });
  });

  it('an upload route refuses a body of 100,000 members with 400, however small each is', async () => {
    const keys = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 1]));
    const body = JSON.stringify({ person_data_id: personId, file_name: 'x.txt', data: 'eA==', ...keys });
    expect(await errorOf(await send('POST', '/person/document', body))).toMatchObject({ status: 400, message: expect.stringMatching(/more than 20000 members/) });
  });

  it('an upload decoded by the body worker stores exactly the bytes sent', async () => {
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256));
    const added = await send('POST', '/person/document', JSON.stringify({ person_data_id: personId, file_name: 'bytes.bin', data: bytes.toString('base64') }));
    expect(added.status).toBe(200);
    const { data } = (await added.json()) as { data: { id: number } };
    const download = await api(server, 'GET', `/person/${personId}/document/${data.id}/download`);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('bad base64 and a wrong type still get their field errors', async () => {
    expect(await errorOf(await send('POST', '/person/document', JSON.stringify({ person_data_id: personId, file_name: 'x.txt', data: '*'.repeat(4000) }))))
      .toMatchObject({ status: 400, details: [{ path: '/data', message: 'is not valid base64' }] });
    expect(await errorOf(await send('POST', '/person/photo', JSON.stringify({ person_data_id: personId, file_name: 'x.png', data: 5 }))))
      .toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await errorOf(await send('POST', '/parser', '{"file_name":"cv.txt","data":"eA=="'))).toMatchObject({ status: 400, message: expect.stringMatching(/not valid JSON/) });
  });

  it('the server still answers once a body was refused mid-way', async () => {
    const deep = JSON.stringify({ person_data_id: personId, file_name: 'x.txt', data: 'A'.repeat(2_000_000) }).replace(/}$/, `,"x":${nested(100)}}`);
    expect((await send('POST', '/person/document', deep)).status).toBe(400);
    expect((await api(server, 'GET', '/job')).status).toBe(200);
  });
});

describe('item 7: the body must be UTF-8 JSON, uncompressed', () => {
  it.each(['application/json; charset=latin1', 'application/json; charset=utf-16'])('%s → 415', async (type) => {
    expect(await errorOf(await send('POST', '/person', '{"first":"A","last":"B"}', { 'content-type': type }))).toMatchObject({ status: 415, code: 'unsupported_media_type' });
  });

  it('Content-Encoding gzip → 415 (it used to be ignored)', async () => {
    const body = gzipSync(Buffer.from('{"first":"Zip","last":"Ped"}'));
    expect(await errorOf(await send('POST', '/person', body, { 'content-encoding': 'gzip' }))).toMatchObject({ status: 415 });
  });

  it('invalid UTF-8 inside a JSON string → 400 (it used to be stored as U+FFFD)', async () => {
    const body = Buffer.concat([Buffer.from('{"first":"Bad'), Buffer.from([0xc3, 0x28]), Buffer.from('","last":"Bytes"}')]);
    expect(await errorOf(await send('POST', '/person', body))).toMatchObject({ status: 400, message: expect.stringMatching(/UTF-8/) });
  });
});
