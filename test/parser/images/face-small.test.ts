// Small greyscale passport-style portraits (Europass headers) are found; plain
// small grey pictures are not taken for faces. The portrait comes from ../shared/corpus when
// present (never copied into the project); the test skips without it.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { findFace } from '../../../src/parser/images/face.js';
import { parseDocument } from '../../../src/parser/pipeline.js';
import type { ExtractedImage } from '../../../src/parser/types.js';

const PHOTO_CV = new URL('../../../../shared/corpus/resumes/latexcv-sidebarleft-photo.pdf', import.meta.url);

async function small(bytes: Uint8Array, side: number): Promise<ExtractedImage> {
  const { data, info } = await sharp(bytes).resize({ width: side }).greyscale().jpeg().toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), mime: 'image/jpeg', width: info.width, height: info.height };
}

describe('findFace on small greyscale portraits', () => {
  it.skipIf(!existsSync(PHOTO_CV))('finds a portrait shrunk to 100 px and turned grey', async () => {
    const doc = await parseDocument({ bytes: new Uint8Array(readFileSync(PHOTO_CV)), fileName: 'cv.pdf' }, { ocr: false });
    expect(doc.face).not.toBeNull();
    const face = await findFace([await small(doc.face!.bytes, 100)]);
    expect(face).not.toBeNull();
  }, 60_000);

  it('takes no face from small grey pictures without one', async () => {
    const gradient = Buffer.alloc(100 * 120 * 3);
    for (let i = 0; i < gradient.length; i++) gradient[i] = Math.floor((i / 3) % 100) * 2;
    const pictures = [
      await sharp(gradient, { raw: { width: 100, height: 120, channels: 3 } }).jpeg().toBuffer(),
      await sharp({ create: { width: 90, height: 110, channels: 3, background: '#777777' } }).jpeg().toBuffer(),
    ];
    for (const p of pictures) expect(await findFace([await small(new Uint8Array(p), 100)])).toBeNull();
  }, 60_000);
});
