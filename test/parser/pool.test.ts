// The worker pool, built: piscina workers cannot load .ts (PLATFORM.md §3), so the pool
// and the error classes it throws come from dist/ (`npm test` builds first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from './extract/fixtures.js';
import { requireBuilt } from '../helpers/built.js';

const DIST = new URL('../../dist/parser/index.js', import.meta.url);

type Api = typeof import('../../src/parser/index.js');
type Errors = typeof import('../../src/domain/errors.js');

describe('parser pool (dist/)', () => {
  requireBuilt(DIST);
  let api: Api;
  let errors: Errors;
  let pool: ReturnType<Api['createParserPool']>;
  const input = (name: string) => ({ bytes: fixture(name), fileName: name });

  beforeAll(async () => {
    api = (await import(DIST.href)) as Api;
    errors = (await import(new URL('../../dist/domain/errors.js', import.meta.url).href)) as Errors;
    pool = api.createParserPool({ maxThreads: 2 });
  });
  afterAll(async () => {
    await pool?.close();
  });

  it('parses in a worker and returns the same document as in-process', async () => {
    const doc = await pool.parse(input('hungarian.pdf'));
    expect(doc.fields).toMatchObject({ first: 'Eszter', last: 'Kovács', email: ['kovacs.eszter@example.hu'] });
    expect(doc.content).toContain('Petőfi Sándor utca 5.');
  });

  it('hostile files fail alone with UnprocessableError; the pool lives on', async () => {
    const hostile = ['truncated.pdf', 'encrypted.pdf', 'zip-bomb.docx', 'png-renamed.pdf'];
    const results = await Promise.allSettled([...hostile.map((n) => pool.parse(input(n))), pool.parse({ bytes: new Uint8Array(0), fileName: 'empty.pdf' })]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(errors.UnprocessableError);
    }
    expect((await pool.parse(input('resume.docx'))).fields.first).toBe('Anna');
  });

  it('a parse over its time limit → UnprocessableError "timed out", and the next file still parses', async () => {
    // Three pages of OCR with no OCR budget take well over 5 s on any machine; a thread's
    // start-up plus a small TXT stays well under it.
    const quick = api.createParserPool({ maxThreads: 1, timeoutMs: 5000, parse: { ocrBudgetMs: 600_000 } });
    try {
      const error = await quick.parse(input('scanned-long.pdf')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(errors.UnprocessableError);
      expect((error as Error).message).toMatch(/timed out after 5 s/);
      expect((await quick.parse(input('latin1.txt'))).fields.last).toBe('Groß');
    } finally {
      await quick.close();
    }
  }, 60_000);

  it('a worker that runs out of memory → UnprocessableError', async () => {
    // Whether the thread dies while loading pdfjs or mid-parse, the caller gets the typed error.
    const tiny = api.createParserPool({ maxThreads: 1, maxMemoryMb: 8, timeoutMs: 10_000 });
    try {
      const error = await tiny.parse(input('german-photo.pdf')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(errors.UnprocessableError);
      expect((error as Error).message).toMatch(/memory|timed out/);
    } finally {
      await tiny.close();
    }
  }, 60_000);

  it('over the size limit → PayloadTooLargeError across the thread boundary', async () => {
    const strict = api.createParserPool({ maxThreads: 1, parse: { maxBytes: 100 } });
    try {
      await expect(strict.parse(input('two-column.pdf'))).rejects.toBeInstanceOf(errors.PayloadTooLargeError);
    } finally {
      await strict.close();
    }
  });
});
