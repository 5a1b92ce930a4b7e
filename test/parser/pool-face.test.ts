// The pool's face thread looks for the portrait while the parse thread reads the fields (the
// parse thread sends the candidate pictures as soon as they are extracted). A real portrait is
// needed, so the photo CV comes from ../shared/corpus when present (never copied into the
// project); the test skips without it. Built pool: piscina workers cannot load .ts.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { requireBuilt } from '../helpers/built.js';
import { fixture } from './extract/fixtures.js';

const DIST = new URL('../../dist/parser/index.js', import.meta.url);
const PHOTO_CV = new URL('../../../shared/corpus/resumes/latexcv-sidebarleft-photo.pdf', import.meta.url);
type Api = typeof import('../../src/parser/index.js');

describe.skipIf(!existsSync(PHOTO_CV))('the face of a pool parse (the built pool)', () => {
  requireBuilt(DIST);
  const pools: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
  });

  it.each([false, true])('is found on the face thread, the same as in-process (free faces for OCR: %s)', async (freeFacesForOcr) => {
    const api = (await import(DIST.href)) as Api;
    const pool = api.createParserPool({ maxThreads: 1, freeFacesForOcr });
    pools.push(pool);
    const bytes = new Uint8Array(readFileSync(PHOTO_CV));
    const inProcess = await api.parseDocument({ bytes, fileName: 'cv.pdf' }, { ocr: false });
    const pooled = await pool.parse({ bytes, fileName: 'cv.pdf' });
    expect(inProcess.face).not.toBeNull();
    expect(pooled.face?.width).toBe(inProcess.face!.width);
    expect(pooled.face?.height).toBe(inProcess.face!.height);
    // A file without pictures still has none, and the next parse is not held up by the last one's look.
    expect((await pool.parse({ bytes: fixture('two-column.pdf'), fileName: 'two-column.pdf' })).face).toBeNull();
  }, 90_000);
});
