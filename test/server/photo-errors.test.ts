// The image library's messages ("vipspng: libpng read error…") never reach
// clients: a damaged photo gets 422 "the photo cannot be decoded", the detail stays in the log.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let personId: number;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: 100_000 });
  personId = ((await (await api(server, 'POST', '/person', { first: 'Broken', last: 'Picture' })).json()) as { data: { id: number } }).data.id;
});
afterAll(async () => {
  await server.close();
});

async function damaged(format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  const noise = Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => (i * 37) % 256));
  const image = await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } }).toFormat(format).toBuffer();
  return image.subarray(0, Math.floor(image.length / 2)); // the header is intact, the data cut off
}

describe('a damaged photo', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('%s → 422 in our words only', async (format) => {
    const response = await api(server, 'POST', '/person/photo', { person_data_id: personId, file_name: `p.${format}`, data: (await damaged(format)).toString('base64') });
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(response.status).toBe(422);
    expect(body.error.message).toMatch(/^the photo cannot be decoded/);
    expect(body.error.message).not.toMatch(/vips|libpng|jpeg|webp|read error|premature|:\s*$/i);
  });
});
