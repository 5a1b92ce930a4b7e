// Generated pictures and PDFs for the native PDF picture tests.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { makePdf, type PdfXObject } from '../../fixtures/parser/pdf-writer.mjs';

/** A deterministic picture with gradients and edges (JPEG has something to lose). */
export function rgbPixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inBox = x > width / 4 && x < (width * 3) / 4 && y > height / 3 && y < (height * 2) / 3;
      data[i] = inBox ? 200 : (x * 255) / width;
      data[i + 1] = inBox ? 60 : (y * 255) / height;
      data[i + 2] = ((x + y) * 3) % 256;
    }
  }
  return data;
}

export function grayPixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = (x * 7 + y * 3) % 256;
  return data;
}

/** An alpha ramp: opaque on the left, transparent on the right. */
export function alphaPixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = 255 - Math.round((x * 255) / (width - 1));
  return data;
}

export async function jpeg(raw: Buffer, width: number, height: number, channels: 1 | 3, space?: 'cmyk'): Promise<Buffer> {
  const image = sharp(raw, { raw: { width, height, channels } });
  return image.toColourspace(space ?? (channels === 1 ? 'b-w' : 'srgb')).jpeg({ quality: 92 }).toBuffer();
}

/**
 * PNG row filters, cycling through the five types row by row, as a PDF writer with
 * /Predictor 15 may choose them.
 */
export function pngFiltered(raw: Buffer, rows: number, rowBytes: number, bpp: number): Buffer {
  const out = Buffer.alloc(rows * (rowBytes + 1));
  for (let y = 0; y < rows; y++) {
    const type = y % 5;
    out[y * (rowBytes + 1)] = type;
    for (let x = 0; x < rowBytes; x++) {
      const at = (yy: number, xx: number): number => (yy < 0 || xx < 0 ? 0 : raw[yy * rowBytes + xx]!);
      const left = at(y, x - bpp);
      const up = at(y - 1, x);
      const upLeft = at(y - 1, x - bpp);
      const p = left + up - upLeft;
      const leftNearest = Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft);
      const paeth = leftNearest ? left : Math.abs(p - up) <= Math.abs(p - upLeft) ? up : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][type]!;
      out[y * (rowBytes + 1) + 1 + x] = (at(y, x) - predicted) & 0xff;
    }
  }
  return out;
}

export const flate = (data: Buffer): Buffer => deflateSync(data);

const TEXT = [
  'Jamie Example', 'Software Developer', 'jamie.example@example.com', 'Skills: TypeScript, SQL, Docker',
];

/** One page of text (a text layer, so no OCR) showing the given image XObjects. */
export function pdfWith(xobjects: PdfXObject[]): Buffer {
  return makePdf([{
    texts: TEXT.map((text, i) => ({ x: 60, y: 60 + i * 18, size: 11, text })),
    images: xobjects.map((xobject, i) => ({ x: 400, y: 50 + i * 150, w: 120, h: 140, xobject })),
  }]);
}

/** Both pictures decoded to RGBA: the mean absolute difference per channel value (0–255). */
export async function meanDifference(a: Uint8Array, b: Uint8Array): Promise<number> {
  const rgba = (bytes: Uint8Array) => sharp(bytes).toColourspace('srgb').ensureAlpha().raw().toBuffer();
  const [pa, pb] = [await rgba(a), await rgba(b)];
  if (pa.length !== pb.length) return Infinity;
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i]! - pb[i]!);
  return sum / pa.length;
}
