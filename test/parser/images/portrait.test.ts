// The face model is loaded only for images that could be a portrait. The
// images are made by the test: a noisy photo-like picture, flat logos, banners and icons.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { hasPortraitShape, isPhotoLike, portraitCandidates } from '../../../src/parser/images/portrait.js';
import type { ExtractedImage } from '../../../src/parser/types.js';

async function image(width: number, height: number, kind: 'photo' | 'flat', format: 'jpeg' | 'png', alpha = 255): Promise<ExtractedImage> {
  const channels = format === 'png' ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  // "Photo": smooth gradients in every direction, as many grey levels as a real picture has.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      const shade = [Math.round((x / width) * 255), Math.round((y / height) * 255), Math.round(((x + y) / (width + height)) * 255)];
      for (let c = 0; c < channels; c++) pixels[at + c] = c === 3 ? alpha : kind === 'photo' ? shade[c]! : c === 2 ? 200 : 40;
    }
  }
  const pipeline = sharp(pixels, { raw: { width, height, channels } });
  const bytes = format === 'png' ? await pipeline.png().toBuffer() : await pipeline.jpeg().toBuffer();
  return { bytes: new Uint8Array(bytes), mime: format === 'png' ? 'image/png' : 'image/jpeg', width, height };
}

describe('portrait candidates', () => {
  it('by shape: roughly square and larger than an icon', () => {
    const shape = (width: number, height: number) => hasPortraitShape({ bytes: new Uint8Array(), mime: 'image/jpeg', width, height });
    expect(shape(216, 233)).toBe(true);
    expect(shape(1119, 689)).toBe(true);
    expect(shape(94, 94)).toBe(false); // icon
    expect(shape(912, 248)).toBe(false); // banner
  });

  it('JPEGs of that shape pass; PNG logos (flat, or mostly transparent) do not; an opaque photo-like PNG does', async () => {
    const photoJpeg = await image(200, 240, 'photo', 'jpeg');
    const flatLogo = await image(300, 300, 'flat', 'png');
    const seeThrough = await image(300, 300, 'photo', 'png', 20);
    const photoPng = await image(200, 240, 'photo', 'png');
    const banner = await image(600, 100, 'photo', 'jpeg');
    expect(await portraitCandidates([photoJpeg, flatLogo, seeThrough, photoPng, banner])).toEqual([photoJpeg, photoPng]);
    expect(await portraitCandidates([flatLogo, banner])).toEqual([]);
  });
});

/** A photo-like figure (a textured disc) on transparency or white: a cut-out or a circle crop. */
async function figure(size: number, share: number, background: 'transparent' | 'white'): Promise<ExtractedImage> {
  const pixels = Buffer.alloc(size * size * 4);
  const radius = Math.sqrt((share * size * size) / Math.PI);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 255;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = (y * size + x) * 4;
      const inside = Math.hypot(x - size / 2, y - size / 2) <= radius;
      const value = inside ? [noise(), (x * 255) / size, (y * 255) / size] : [255, 255, 255];
      pixels.set([...value.map(Math.round), inside || background === 'white' ? 255 : 0], at);
    }
  }
  const bytes = await sharp(pixels, { raw: { width: size, height: size, channels: 4 } }).png().toBuffer();
  return { bytes: new Uint8Array(bytes), mime: 'image/png', width: size, height: size };
}

describe('photos cut out of their background', () => {
  it('a photo cut out on transparency (a third of its square) or cropped to a circle on white is a candidate', async () => {
    const cutOut = await figure(300, 0.3, 'transparent');
    const circle = await figure(300, 0.78, 'white');
    expect(await portraitCandidates([cutOut, circle])).toEqual([cutOut, circle]);
  });

  it('a sliver of picture on a transparent square is not (a mask, a watermark)', async () => {
    expect(await portraitCandidates([await figure(300, 0.05, 'transparent')])).toEqual([]);
  });

  it('counts only opaque pixels, and needs the variety of a photo', () => {
    const pixels = (n: number, make: (i: number) => number[]) => new Uint8Array(Array.from({ length: n }, (_, i) => make(i)).flat());
    expect(isPhotoLike(pixels(2304, (i) => [i % 256, (i * 7) % 256, (i * 13) % 256, 255]), 4)).toBe(true);
    expect(isPhotoLike(pixels(2304, () => [40, 40, 200, 255]), 4)).toBe(false); // flat colour
    expect(isPhotoLike(pixels(2304, (i) => [i % 256, i % 256, i % 256, i < 100 ? 255 : 0]), 4)).toBe(false); // 4 % opaque
  });
});
