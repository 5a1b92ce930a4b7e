// Turns embedded pictures into the images the parser returns: PNG or JPEG only, upright
// (autoOrient, PLATFORM.md §7) and with all metadata dropped (sharp's default output keeps
// no EXIF/GPS — DESIGN.md §3 "metadata stripped"). Tiny images (≤ 80 px a side: bullets,
// icons, rules) are skipped, as in pdf-parse's imageThreshold. Larger pictures are scaled
// down to MAX_IMAGE_SIDE.
import type { Sharp } from 'sharp';
import { loadSharp } from './sharp-loader.js';
import type { ExtractedImage } from '../types.js';

export const MIN_IMAGE_SIDE = 80;
/** Decoding bombs: refuse images above 50 megapixels instead of allocating gigabytes. */
export const MAX_PIXELS = 50_000_000;
/**
 * The longest side of a returned picture. A CV page at 200 dpi is ~1,650 × 2,340 px and a
 * face is searched at 640 px; a camera photo of 2,918 × 3,456 px took ~150 ms to re-encode
 * whole and ~10× the memory. More than halving a JPEG lets libjpeg decode
 * it at a quarter of its pixels (sharp's shrink-on-load).
 */
export const MAX_IMAGE_SIDE = 1600;

export interface RawPixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/** Re-encode an embedded file image (DOCX/ODT media, HTML data: URLs). Null when not a usable raster image. */
export async function normaliseImage(bytes: Uint8Array): Promise<ExtractedImage | null> {
  try {
    const sharp = await loadSharp();
    const input = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if (!meta.width || !meta.height || !isLargeEnough(meta.width, meta.height)) return null;
    if (!['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif'].includes(meta.format ?? '')) return null;
    return await encode(input.autoOrient(), meta.hasAlpha === true);
  } catch {
    return null; // WMF/EMF, SVG or a broken picture: not an error for the résumé as a whole
  }
}

/** Encode decoded pixels (PDF image XObjects). */
export async function encodeRaw(raw: RawPixels): Promise<ExtractedImage | null> {
  if (!isLargeEnough(raw.width, raw.height) || raw.width * raw.height > MAX_PIXELS) return null;
  const data = Buffer.from(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength);
  if (data.length < raw.width * raw.height * raw.channels) return null;
  const sharp = await loadSharp();
  const input = sharp(data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  return encode(input, raw.channels === 4);
}

export function isLargeEnough(width: number, height: number): boolean {
  return width > MIN_IMAGE_SIDE && height > MIN_IMAGE_SIDE;
}

/** Opaque pictures (photos) as JPEG: smaller and ~10× faster to write than PNG; transparency needs PNG. */
export async function encode(image: Sharp, hasAlpha: boolean): Promise<ExtractedImage> {
  const fitted = image.resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
  const { data, info } = hasAlpha
    ? await fitted.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true })
    : await fitted.jpeg({ quality: 88, mozjpeg: false }).toBuffer({ resolveWithObject: true });
  return {
    bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    mime: hasAlpha ? 'image/png' : 'image/jpeg',
    width: info.width,
    height: info.height,
  };
}
