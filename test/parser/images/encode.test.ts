// Returned pictures (src/parser/images/encode.ts): scaled down to MAX_IMAGE_SIDE on their
// longest side, never up; JPEG when opaque, PNG with transparency.
import { describe, expect, it } from 'vitest';
import { encodeRaw, MAX_IMAGE_SIDE } from '../../../src/parser/images/encode.js';

const raw = (width: number, height: number, channels: 3 | 4) => {
  const data = new Uint8Array(width * height * channels);
  for (let i = 0; i < data.length; i++) data[i] = (i * 31) % 256;
  return { data, width, height, channels };
};

describe('encodeRaw', () => {
  it('scales a camera-sized photo down to the longest side allowed, keeping its shape', async () => {
    const image = await encodeRaw(raw(2400, 3200, 3));
    expect(image).toMatchObject({ mime: 'image/jpeg', height: MAX_IMAGE_SIDE, width: 1200 });
  });

  it('keeps smaller pictures at their size, and transparency as PNG', async () => {
    expect(await encodeRaw(raw(300, 400, 3))).toMatchObject({ mime: 'image/jpeg', width: 300, height: 400 });
    expect(await encodeRaw(raw(2000, 500, 4))).toMatchObject({ mime: 'image/png', width: MAX_IMAGE_SIDE, height: 400 });
  });
});
