// Issue 14 item 8 (100 CVs within 400 MB): in a CLI batch the face thread ends when a file
// turns out to need OCR, so the face model and tesseract's heap are never held together.
// The parse thread tells it on the task's event port; the face thread is then let go and
// started again for the next picture.
import { MessageChannel } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import runParseTask from '../../src/parser/worker.js';
import { parseDocument } from '../../src/parser/pipeline.js';
import { fixture } from './extract/fixtures.js';
import { requireBuilt } from '../helpers/built.js';

const DIST_POOL = new URL('../../dist/parser/pool.js', import.meta.url);
type PoolModule = typeof import('../../src/parser/pool.js');

/**
 * Parses `input` in this thread as a pool thread would, with an event port; the pool's side
 * answers each 'ocr-starts' after `answerAfterMs`. Returns what the thread posted, and when.
 */
async function parseWithEvents(input: { bytes: Uint8Array; fileName: string }, answerAfterMs = 0) {
  const { port1, port2 } = new MessageChannel();
  const received: unknown[] = [];
  let askedAt = 0;
  let answeredAt = 0;
  const faceCandidates: { count: number; before: boolean }[] = [];
  let finished = false;
  port1.on('message', (m: unknown) => {
    if (typeof m === 'object' && m !== null && 'faceCandidates' in m) {
      faceCandidates.push({ count: (m as { faceCandidates: unknown[] }).faceCandidates.length, before: !finished });
      return;
    }
    received.push(m);
    askedAt = performance.now();
    setTimeout(() => {
      answeredAt = performance.now();
      port1.postMessage('ocr-may-start');
    }, answerAfterMs);
  });
  const result = await runParseTask({ input, options: {}, faceElsewhere: true, events: port2 });
  const finishedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 20)); // messages arrive on the next turns
  finished = true;
  port1.close();
  expect(result?.ok).toBe(true);
  return { received, askedAt, answeredAt, finishedAt, faceCandidates, result };
}

const file = (name: string) => ({ bytes: fixture(name), fileName: name });

describe('the parse thread tells when OCR starts', () => {
  it('once for a scanned PDF', async () => {
    expect((await parseWithEvents(file('scanned.pdf'))).received).toEqual(['ocr-starts']);
  }, 60_000);

  it('never for a PDF with a text layer, pictures or not', async () => {
    expect((await parseWithEvents(file('two-column.pdf'))).received).toEqual([]);
    expect((await parseWithEvents(file('german-photo.pdf'))).received).toEqual([]);
  }, 60_000);

  it('once for a page picture, read by OCR only', async () => {
    const scan = await parseDocument(file('scanned.pdf'), { ocr: false, face: false });
    const page = scan.images[0]!;
    expect((await parseWithEvents({ bytes: page.bytes, fileName: 'page.jpg' })).received).toEqual(['ocr-starts']);
  }, 60_000);

  it('sends the images that could be a portrait before its answer, once, and their indexes with it', async () => {
    const photo = await parseWithEvents(file('german-photo.pdf'));
    expect(photo.faceCandidates).toEqual([{ count: 1, before: true }]);
    expect(photo.result?.ok && photo.result.faceCandidates).toEqual([0]);
    expect((await parseWithEvents(file('two-column.pdf'))).faceCandidates).toEqual([]);
  }, 60_000);

  it('and reads by OCR only once the pool has answered', async () => {
    // The page takes ~1 s to read here: a parse that did not wait would end before the answer.
    const { received, askedAt, answeredAt, finishedAt } = await parseWithEvents(file('scanned.pdf'), 2_500);
    expect(received).toEqual(['ocr-starts']);
    expect(answeredAt - askedAt).toBeGreaterThanOrEqual(2_400);
    expect(finishedAt).toBeGreaterThan(answeredAt);
  }, 60_000);
});

describe('face thread release (dist/)', () => {
  requireBuilt(DIST_POOL);
  let faces: ReturnType<PoolModule['createFaceThread']> | undefined;
  afterAll(async () => {
    await faces?.close();
  });

  it('ends the thread, and the next look starts a new one', async () => {
    const { createFaceThread } = (await import(DIST_POOL.href)) as PoolModule;
    faces = createFaceThread(30_000, 60_000);
    const doc = await parseDocument({ bytes: fixture('german-photo.pdf'), fileName: 'german-photo.pdf' }, { ocr: false, face: false });
    expect(doc.images).toHaveLength(1);

    expect(await faces.find(doc.images, AbortSignal.timeout(30_000))).toBeNull(); // a picture, no face
    expect(faces.running()).toBe(true);
    const released = faces.release();
    expect(faces.running()).toBe(false);
    await released;
    await faces.release(); // nothing running: nothing to do
    expect(faces.running()).toBe(false);

    expect(await faces.find(doc.images, AbortSignal.timeout(30_000))).toBeNull();
    expect(faces.running()).toBe(true);
  }, 60_000);
});

describe('a pool that frees the face model for OCR (dist/)', () => {
  requireBuilt(DIST_POOL);
  let pool: ReturnType<PoolModule['createParserPool']> | undefined;
  afterAll(async () => {
    await pool?.close();
  });

  it('parses pictures, a scan, then pictures again as a pool without it does', async () => {
    const { createParserPool } = (await import(DIST_POOL.href)) as PoolModule;
    pool = createParserPool({ maxThreads: 1, freeFacesForOcr: true });
    const before = await pool.parse(file('german-photo.pdf'));
    const scan = await pool.parse(file('scanned.pdf'));
    const after = await pool.parse(file('german-photo.pdf'));
    expect(scan.fields.email).toEqual(['daniel.fischer@example.com']);
    expect(before.fields).toEqual(after.fields);
    expect([before.face, after.face]).toEqual([null, null]);
  }, 90_000);
});
