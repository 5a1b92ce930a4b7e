// The real, labelled CVs of ../shared/corpus when present (never copied into the project):
// every file parses through the pool without a crash, and a face is found exactly in the
// CVs labelled has_photo. The full field scoring is ../shared/tools/score-parser.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CORPUS = new URL('../../../shared/corpus/', import.meta.url);
const DIST = new URL('../../dist/parser/index.js', import.meta.url);
const present = existsSync(new URL('resumes/', CORPUS)) && existsSync(DIST);

type Api = typeof import('../../src/parser/index.js');

describe.skipIf(!present)('parser on the shared corpus', () => {
  let pool: ReturnType<Api['createParserPool']>;
  beforeAll(async () => {
    const api = (await import(DIST.href)) as Api;
    // OCR off: the scans take seconds each and are scored by score-parser.mjs instead.
    pool = api.createParserPool({ parse: { ocr: false } });
  });
  afterAll(async () => {
    await pool?.close();
  });

  it('parses every file; faces exactly where a photo is labelled', async () => {
    const files = present ? readdirSync(new URL('resumes/', CORPUS)) : [];
    const results = await Promise.all(files.map(async (file) => {
      const label = JSON.parse(readFileSync(new URL(`labels/${file}.json`, CORPUS), 'utf8')) as { expected: { has_photo?: boolean } };
      const doc = await pool.parse({ bytes: readFileSync(new URL(`resumes/${file}`, CORPUS)), fileName: file });
      return { file, expected: label.expected.has_photo, got: doc.face !== null };
    }));
    const wrong = results.filter((r) => r.expected !== undefined && r.expected !== r.got);
    expect(wrong).toEqual([]);
  }, 180_000);
});
