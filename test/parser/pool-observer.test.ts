// The pool's observer (the server's parser metrics): files queued and busy as they change,
// each file's thread time by format, cancelled files and failures by code — and nothing about
// a file but its format. The pool comes from dist/ (workers cannot load .ts).
import { afterAll, describe, expect, it } from 'vitest';
import { fixture } from './extract/fixtures.js';
import { requireBuilt } from '../helpers/built.js';

const DIST = new URL('../../dist/parser/index.js', import.meta.url);
type Api = typeof import('../../src/parser/index.js');
type Pool = ReturnType<Api['createParserPool']>;

describe('parser pool observer (dist/)', () => {
  requireBuilt(DIST);
  let pool: Pool | undefined;
  afterAll(async () => {
    await pool?.close();
  });

  it('reports queue and busy threads, durations by format, cancellations and failures', async () => {
    const api = (await import(DIST.href)) as Api;
    const events: string[] = [];
    let peakQueued = 0;
    pool = api.createParserPool({
      maxThreads: 1,
      observer: {
        load: (queued, busy) => {
          peakQueued = Math.max(peakQueued, queued);
          events.push(`load ${queued} ${busy}`);
        },
        finished: (task, format, seconds) => {
          expect(seconds).toBeGreaterThan(0);
          events.push(`finished ${task} ${format}`);
        },
        cancelled: () => events.push('cancelled'),
        failed: (code) => events.push(`failed ${code}`),
      },
    });
    const input = (name: string) => ({ bytes: fixture(name), fileName: name });
    const abandoned = new AbortController();
    const results = await Promise.allSettled([
      pool.parse(input('resume.docx')),
      pool.parse(input('truncated.pdf')),
      pool.parse(input('hungarian.pdf'), { signal: abandoned.signal }),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        abandoned.abort();
      })(),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(peakQueued).toBe(2);
    expect(events).toContain('finished parse docx');
    expect(events).toContain('failed unprocessable');
    expect(events).toContain('cancelled');
    expect(events.at(-1)).toBe('load 0 0');
    expect(JSON.stringify(events)).not.toMatch(/resume|truncated|hungarian/);
  }, 60_000);
});
