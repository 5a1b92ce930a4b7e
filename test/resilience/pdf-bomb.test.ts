// A small PDF whose FlateDecode stream inflates to gigabytes is refused
// before pdfjs inflates it (pdf-guard.ts), honest PDFs still parse, and a parse whose
// caller gave up is cancelled — out of the queue, or its worker thread terminated.
// The pool runs the built worker (PLATFORM.md §3): `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPdfInflatesSafely } from '../../src/parser/extract/pdf-guard.js';
import type { createParserPool as CreateParserPool, ParserPool } from '../../src/parser/pool.js';
import { deflatedZeros, zeroBombPdf } from './hostile-files.js';

const CV = Buffer.from('Anna Kovács\nanna.kovacs@example.com\n+36 30 123 4567\nSoftware engineer.\n');

describe('pdf-guard', () => {
  it('refuses a stream that inflates beyond the per-stream limit, with or without a second zlib layer or a filter by reference', async () => {
    for (const options of [{}, { layers: 2 as const }, { filterByReference: true }]) {
      const pdf = await zeroBombPdf(80, options);
      expect(pdf.length).toBeLessThan(200_000);
      expect(() => assertPdfInflatesSafely(pdf), JSON.stringify(options)).toThrow(/expands beyond 64 MB \(possible PDF bomb\)/);
    }
  });

  it('refuses a file whose streams together inflate beyond the per-file limit, and accepts one within both', async () => {
    const limits = { perStreamBytes: 8 * 1024 * 1024, perFileBytes: 12 * 1024 * 1024 };
    const stream = await deflatedZeros(5 * 1024 * 1024);
    const pdf = (n: number) => Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      ...Array.from({ length: n }, (_, i) => Buffer.concat([Buffer.from(`${i + 1} 0 obj << /Filter /FlateDecode >> stream\r\n`), stream, Buffer.from('\r\nendstream endobj\n')])),
      Buffer.from('%%EOF\n'),
    ]);
    expect(() => assertPdfInflatesSafely(pdf(2), limits)).not.toThrow();
    expect(() => assertPdfInflatesSafely(pdf(3), limits)).toThrow(/streams expand beyond 12 MB/);
  });
});

describe('the parser pool', () => {
  let pool: ParserPool;
  beforeAll(async () => {
    const { createParserPool } = (await import('../../dist/parser/pool.js' as string)) as { createParserPool: typeof CreateParserPool };
    pool = createParserPool({ maxThreads: 1, timeoutMs: 20_000, parse: { ocr: false } });
  });
  afterAll(async () => {
    await pool.close();
  });

  it('answers 422 to a 1 GiB zero bomb quickly and then parses an honest PDF', async () => {
    const started = performance.now();
    await expect(pool.parse({ fileName: 'bomb.pdf', bytes: await zeroBombPdf(1024) })).rejects.toMatchObject({ code: 'unprocessable', message: expect.stringMatching(/PDF bomb/) });
    const honest = await pool.parse({ fileName: 'honest.pdf', bytes: await zeroBombPdf(1) });
    expect(honest.content).toContain('anna.kovacs@example.com');
    console.info(`pdf bomb: 1 GiB stream refused and an honest PDF parsed in ${Math.round(performance.now() - started)} ms`);
  });

  it('a cancelled parse leaves the queue, a running one has its thread replaced, and the pool parses on', async () => {
    const first = pool.parse({ fileName: 'first.txt', bytes: CV });
    const queued = new AbortController();
    const second = pool.parse({ fileName: 'second.txt', bytes: CV }, { signal: queued.signal });
    queued.abort();
    await expect(second).rejects.toMatchObject({ code: 'unavailable', message: expect.stringMatching(/cancelled/) });
    await expect(first).resolves.toMatchObject({ content: expect.stringContaining('Anna') });

    const running = new AbortController();
    const third = pool.parse({ fileName: 'third.pdf', bytes: await zeroBombPdf(1) }, { signal: running.signal });
    setImmediate(() => running.abort()); // the task is posted; the worker needs far longer than one turn
    await expect(third).rejects.toMatchObject({ code: 'unavailable' });
    await expect(pool.parse({ fileName: 'fourth.txt', bytes: CV })).resolves.toMatchObject({ content: expect.stringContaining('Anna') });
  });
});
