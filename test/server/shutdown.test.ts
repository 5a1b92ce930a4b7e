// Graceful shutdown: requests in flight finish, new connections are refused,
// then the parser and the database are closed.
import { describe, expect, it } from 'vitest';
import { api, startTestServer } from '../helpers/server.js';
import type { ResumeParser } from '../../src/service/resume-parser.js';

describe('shutdown', () => {
  it('lets an in-flight request finish, then closes the parser and the database', async () => {
    let parserClosed = false;
    const slowParser = async (): Promise<ResumeParser> => ({
      async parse() {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return {
          fields: { last: 'Slow', first: 'Sam', birth_date: '', email: [], phone: [], category: null, address: { street: '', city: '', zip: '' }, tags: [], keywords: '' },
          content: 'slow', format: 'txt', images: [], face: null,
        };
      },
      matchJobs: () => [],
      async close() {
        parserClosed = true;
      },
    });
    const server = await startTestServer({ parser: slowParser });
    const inFlight = api(server, 'POST', '/parser', { file_name: 'cv.txt', data: Buffer.from('Sam Slow').toString('base64') });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = server.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect((await response.json() as { data: { person: { first: string } } }).data.person.first).toBe('Sam');
    await closed;
    expect(parserClosed).toBe(true);
    expect(server.store.sqlite.db.open).toBe(false);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });
});
