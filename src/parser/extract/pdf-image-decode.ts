// PDF pictures decoded natively: pdfjs decodes image XObjects in
// JavaScript (its own JPEG decoder and inflate), which cost 0.1–0.9 s and ~100 MB per photo
// PDF. Here a DCTDecode stream is handed to sharp as the JPEG it is, a FlateDecode stream is
// inflated by node:zlib (capped at the exact size expected: inflate bombs) and its PNG row
// filters undone, and an SMask becomes the alpha channel. The result is the ExtractedImage
// the pdfjs route gave (./pdf-images.ts + encodeRaw): same size, JPEG when opaque, PNG with
// alpha, sRGB. Kinds outside that list are "unsupported": the caller then lets pdfjs decode
// the document's pictures as before.
import { encode, encodeRaw, isLargeEnough, MAX_PIXELS, type RawPixels } from '../images/encode.js';
import { loadSharp } from '../images/sharp-loader.js';
import type { ExtractedImage } from '../types.js';
import type { ImageScan, ImageXObject } from './pdf-xobjects.js';
import { inflate, zlibConstants as constants } from './inflate.js';

/** A picture to decode natively, at the size pdfjs drew it (the larger of image and SMask). */
export interface NativePicture { image: ImageXObject; smask: ImageXObject | null; width: number; height: number }

export type ImagePlan = { native: true; pictures: NativePicture[] } | { native: false; why: string };

/**
 * Whether every picture worth keeping can be decoded natively, and which ones to decode.
 * Pictures too small to keep (encode.ts isLargeEnough) or too large to encode (MAX_PIXELS,
 * which encodeRaw refuses as well) are left out without being looked at further.
 */
export async function planImages(bytes: Uint8Array, scan: ImageScan): Promise<ImagePlan> {
  if (scan.encrypted) return { native: false, why: 'encrypted' };
  if (scan.incomplete) return { native: false, why: 'too many images or too much to read' };
  if (scan.unreadable > 0) return { native: false, why: 'an image dictionary could not be read' };
  const pictures: NativePicture[] = [];
  for (const image of scan.pictures) {
    const smask = image.smask ? scan.byKey.get(image.smask) ?? null : null;
    if (image.smask && !smask) return { native: false, why: `${image.key}: its SMask could not be read` };
    const width = Math.max(image.width, smask?.width ?? 0);
    const height = Math.max(image.height, smask?.height ?? 0);
    if (!isLargeEnough(width, height) || width * height > MAX_PIXELS) continue;
    const why = unsupported(image, 'picture') ?? (smask ? unsupported(smask, 'smask') : null);
    if (why) return { native: false, why: `${image.key}: ${why}` };
    pictures.push({ image, smask, width, height });
  }
  // A JPEG's own header must agree with its dictionary (pdfjs scales a JPEG to the
  // dictionary's size and trusts its components; we leave such files to pdfjs).
  for (const { image, smask } of pictures) {
    for (const part of smask ? [image, smask] : [image]) {
      if (part.filters[0] !== 'DCTDecode') continue;
      const why = await jpegMismatch(bytes, part, part === smask ? 1 : part.colour!.components);
      if (why) return { native: false, why: `${part.key}: ${why}` };
    }
  }
  return { native: true, pictures };
}

/** Why an image cannot be decoded here, or null when it can. */
export function unsupported(image: ImageXObject, role: 'picture' | 'smask'): string | null {
  if (image.imageMask) return 'an image mask';
  if (image.mask) return 'a /Mask';
  if (!(Number.isInteger(image.width) && Number.isInteger(image.height) && image.width > 0 && image.height > 0)) return 'no valid size';
  if (image.bitsPerComponent !== 8) return `${image.bitsPerComponent ?? 'unknown'} bits per component`;
  const components = role === 'smask' ? (image.colour === null || image.colour.components === 1 ? 1 : 0) : image.colour?.components;
  if (!components) return `colour space ${image.colourName}`;
  if (image.decode && !isPlainDecode(image.decode, components, role === 'smask')) return 'a /Decode array';
  if (role === 'smask' && image.matte) return 'a pre-multiplied SMask (/Matte)';
  if (image.filters.length > 1) return `filters ${image.filters.join(' + ')}`;
  const filter = image.filters[0];
  // CMYK JPEGs: libvips inverts the ones with an Adobe marker (the convention of JPEG
  // files), a PDF takes the values as they are (writers add /Decode [1 0 …] for Adobe's
  // inverted ones). Measured on a generated one: sharp 15, pdfjs 91 mean difference from
  // the intended colours, so the two disagree; pdfjs keeps the PDF meaning.
  if (components === 4) return 'CMYK';
  if (filter === 'DCTDecode') return image.colorTransform ? 'a DCT ColorTransform parameter' : null;
  if (filter !== undefined && filter !== 'FlateDecode') return `filter ${filter}`;
  if (image.predictor === 1) return null;
  if (image.predictor < 10) return `predictor ${image.predictor}`;
  if (image.colors !== components || image.parmBits !== 8 || image.columns !== image.width) return 'predictor parameters that differ from the image';
  return null;
}

/** [0 1 …] changes nothing; an SMask's [1 0] inverts it (seen in Europass PDFs). */
function isPlainDecode(decode: number[], components: number, mayInvert: boolean): boolean {
  if (decode.length !== components * 2) return false;
  const identity = decode.every((d, i) => d === (i % 2 === 0 ? 0 : 1));
  const inverted = decode.every((d, i) => d === (i % 2 === 0 ? 1 : 0));
  return identity || (mayInvert && inverted);
}

async function jpegMismatch(bytes: Uint8Array, image: ImageXObject, components: number): Promise<string | null> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(streamBytes(bytes, image), { limitInputPixels: MAX_PIXELS }).metadata();
    if (meta.format !== 'jpeg') return `not a JPEG (${meta.format ?? 'unknown'})`;
    if (meta.width !== image.width || meta.height !== image.height) return `a ${meta.width}×${meta.height} JPEG drawn as ${image.width}×${image.height}`;
    if (meta.channels !== components) return `a ${meta.channels}-channel JPEG in a ${components}-component colour space`;
    return null;
  } catch (error) {
    return `an unreadable JPEG header (${(error as Error).message})`;
  }
}

const streamBytes = (bytes: Uint8Array, image: ImageXObject): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset + image.data.start, image.data.end - image.data.start);

/**
 * One planned picture as the parser returns it; null when its data is damaged (truncated,
 * corrupt), as pdfjs would drop it too. Never throws for bad data.
 */
export async function decodePicture(bytes: Uint8Array, picture: NativePicture): Promise<ExtractedImage | null> {
  try {
    const { image, smask, width, height } = picture;
    if (!smask && image.filters[0] === 'DCTDecode') {
      // The common photo: sharp decodes and re-encodes in one pipeline, never holding the
      // whole RGB picture in JavaScript. No autoOrient: PDF viewers ignore EXIF orientation.
      const sharp = await loadSharp();
      const jpeg = sharp(streamBytes(bytes, image), { limitInputPixels: MAX_PIXELS, failOn: 'none' }).toColourspace('srgb');
      return await encode(jpeg, false);
    }
    const colour = await pixels(bytes, image, image.colour!.components as 1 | 3);
    if (!colour) return null;
    if (!smask) return await encodeRaw(toRgb(colour)); // sRGB like pdfjs's pixels, gray included
    const alpha = await pixels(bytes, smask, 1);
    if (!alpha) return null;
    const rgb = await resized(toRgb(colour), width, height);
    const a = await resized(alpha, width, height);
    return await encodeRaw(withAlpha(rgb.data, a.data, width, height));
  } catch {
    return null; // a stream sharp or zlib cannot read: that picture is dropped, the parse goes on
  }
}

/** Decoded pixels at the image's own size: 1 (gray) or 3 (RGB) channels. */
async function pixels(bytes: Uint8Array, image: ImageXObject, components: 1 | 3 | 4): Promise<RawPixels | null> {
  const { width, height } = image;
  if (image.filters[0] === 'DCTDecode') {
    const sharp = await loadSharp();
    const { data, info } = await sharp(streamBytes(bytes, image), { limitInputPixels: MAX_PIXELS, failOn: 'none' })
      .toColourspace(components === 1 ? 'b-w' : 'srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width !== width || info.height !== height) return null;
    return { data: invertIf(image, data), width, height, channels: info.channels as 1 | 3 };
  }
  const rowBytes = width * components;
  const png = image.predictor >= 10;
  const expected = height * (rowBytes + (png ? 1 : 0));
  const encoded = streamBytes(bytes, image);
  const raw = image.filters[0] === 'FlateDecode' ? inflateExactly(encoded, expected) : encoded;
  if (!raw || raw.length < expected) return null; // truncated: the picture is lost, not the document
  const data = png ? unfilterPng(raw, height, rowBytes, components) : raw.subarray(0, expected);
  if (!data) return null;
  return { data: invertIf(image, data), width, height, channels: components as 1 | 3 };
}

/**
 * Inflated data, at most `size` bytes held: zlib stops at maxOutputLength, so an inflate
 * bomb costs nothing. More data than the image needs, or damaged data: null.
 */
function inflateExactly(data: Buffer, size: number): Buffer | null {
  try {
    // Z_SYNC_FLUSH: a stream cut short gives what it has (then refused as too short).
    return inflate(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: Math.max(1, size) });
  } catch {
    return null;
  }
}

/** PNG row filters (predictors 10–15: each row says its own filter). Null on an unknown filter type. */
export function unfilterPng(data: Uint8Array, rows: number, rowBytes: number, bytesPerPixel: number): Uint8Array | null {
  const out = new Uint8Array(rows * rowBytes);
  for (let y = 0; y < rows; y++) {
    const type = data[y * (rowBytes + 1)];
    const src = y * (rowBytes + 1) + 1;
    const row = y * rowBytes;
    const up = row - rowBytes; // negative on the first row: "above" is zero
    for (let x = 0; x < rowBytes; x++) {
      const raw = data[src + x]!;
      const left = x >= bytesPerPixel ? out[row + x - bytesPerPixel]! : 0;
      const above = y > 0 ? out[up + x]! : 0;
      const upperLeft = y > 0 && x >= bytesPerPixel ? out[up + x - bytesPerPixel]! : 0;
      let value: number;
      switch (type) {
        case 0: value = raw; break;
        case 1: value = raw + left; break;
        case 2: value = raw + above; break;
        case 3: value = raw + ((left + above) >> 1); break;
        case 4: value = raw + paeth(left, above, upperLeft); break;
        default: return null;
      }
      out[row + x] = value & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function invertIf(image: ImageXObject, data: Uint8Array): Uint8Array {
  if (!image.decode || image.decode[0] !== 1) return data;
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = 255 - data[i]!;
  return out;
}

function toRgb(raw: RawPixels): RawPixels {
  if (raw.channels === 3) return raw;
  const rgb = new Uint8Array(raw.width * raw.height * 3);
  for (let i = 0, j = 0; i < raw.width * raw.height; i++, j += 3) rgb[j] = rgb[j + 1] = rgb[j + 2] = raw.data[i]!;
  return { data: rgb, width: raw.width, height: raw.height, channels: 3 };
}

/** Nearest-neighbour scaling to the drawn size, as pdfjs scales an image and its SMask. */
async function resized(raw: RawPixels, width: number, height: number): Promise<RawPixels> {
  if (raw.width === width && raw.height === height) return raw;
  const sharp = await loadSharp();
  const input = Buffer.from(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength);
  const data = await sharp(input, { raw: { width: raw.width, height: raw.height, channels: raw.channels } })
    .resize(width, height, { fit: 'fill', kernel: 'nearest' })
    .raw()
    .toBuffer();
  return { data, width, height, channels: raw.channels };
}

function withAlpha(rgb: Uint8Array | Uint8ClampedArray, alpha: Uint8Array | Uint8ClampedArray, width: number, height: number): RawPixels {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0, k = 0; i < width * height; i++, j += 3, k += 4) {
    rgba[k] = rgb[j]!;
    rgba[k + 1] = rgb[j + 1]!;
    rgba[k + 2] = rgb[j + 2]!;
    rgba[k + 3] = alpha[i]!;
  }
  return { data: rgba, width, height, channels: 4 };
}
