// Which extracted images could be a portrait photo: the face model (tfjs
// and its weights, ~0.5 s to load and ~140 ms an image) is loaded only when one could. The
// shape test is free: portraits are roughly square (the corpus's faces are 1:1 to 1.6:1)
// and more than an icon. Our images are JPEG unless they have transparency (encode.ts); a
// PNG is a logo or icon unless what it shows is as varied as a photo, which a 48 px
// thumbnail's pixels tell for a few milliseconds. Only the opaque pixels count: a photo cut
// out of its background (head and shoulders on transparency) or cropped to a circle is
// still a photo, and the transparent or white rest says nothing.
import type { ExtractedImage } from '../types.js';
import { loadSharp } from './sharp-loader.js';

/** Icons and bullets are smaller (94 px squares in several corpus templates). */
export const MIN_PORTRAIT_SIDE = 100;
/** Longer side over shorter side: banners, rules and signatures are wider. */
export const MAX_PORTRAIT_ASPECT = 2;
/** Shannon entropy (bits) of a photo's grey levels is ~6–7.5; flat logos stay well below. */
const MIN_PHOTO_ENTROPY = 5;
/** Share of opaque pixels a photo needs: a cut-out head and shoulders fills a quarter or more of its square. */
const MIN_OPAQUE_SHARE = 0.15;
const THUMBNAIL = 48;

export function hasPortraitShape(image: ExtractedImage): boolean {
  const short = Math.min(image.width, image.height);
  return short >= MIN_PORTRAIT_SIDE && Math.max(image.width, image.height) / short <= MAX_PORTRAIT_ASPECT;
}

export async function portraitCandidates(images: readonly ExtractedImage[]): Promise<ExtractedImage[]> {
  const shaped = images.filter(hasPortraitShape);
  const candidates: ExtractedImage[] = [];
  for (const image of shaped) if (image.mime === 'image/jpeg' || (await looksLikePhoto(image))) candidates.push(image);
  return candidates;
}

async function looksLikePhoto(image: ExtractedImage): Promise<boolean> {
  try {
    const sharp = await loadSharp();
    // Raw pixels of a real thumbnail (sharp's stats() would read the full-size input instead).
    const { data, info } = await sharp(image.bytes).resize(THUMBNAIL, THUMBNAIL, { fit: 'inside' }).ensureAlpha().raw()
      .toBuffer({ resolveWithObject: true });
    return isPhotoLike(data, info.channels);
  } catch {
    return false; // undecodable: no face to find in it
  }
}

/** Enough opaque pixels, and their grey levels as varied as a photo's (entropy in bits). */
export function isPhotoLike(rgba: Uint8Array, channels: number): boolean {
  const histogram = new Uint32Array(256);
  let opaque = 0;
  const pixels = Math.floor(rgba.length / channels);
  for (let i = 0; i < pixels; i++) {
    const at = i * channels;
    if (channels === 4 && rgba[at + 3]! < 128) continue;
    opaque++;
    histogram[Math.round(0.299 * rgba[at]! + 0.587 * rgba[at + 1]! + 0.114 * rgba[at + 2]!)]!++;
  }
  if (pixels === 0 || opaque / pixels < MIN_OPAQUE_SHARE) return false;
  let entropy = 0;
  for (const count of histogram) if (count > 0) entropy -= (count / opaque) * Math.log2(count / opaque);
  return entropy >= MIN_PHOTO_ENTROPY;
}
