// Which extracted images could be a portrait photo (issue 14 item 8): the face model (tfjs
// and its weights, ~0.5 s to load and ~140 ms an image) is loaded only when one could. The
// shape test is free: portraits are roughly square (the corpus's faces are 1:1 to 1.6:1)
// and more than an icon. Our images are JPEG unless they have transparency (encode.ts); a
// PNG is a logo or icon unless it is mostly opaque and as varied as a photo, which a 48 px
// thumbnail's statistics tell for a few milliseconds.
import type { ExtractedImage } from '../types.js';
import { loadSharp } from './sharp-loader.js';

/** Icons and bullets are smaller (94 px squares in several corpus templates). */
export const MIN_PORTRAIT_SIDE = 100;
/** Longer side over shorter side: banners, rules and signatures are wider. */
export const MAX_PORTRAIT_ASPECT = 2;
/** Shannon entropy (bits) of a photo's grey levels is ~6–7.5; flat logos stay well below. */
const MIN_PHOTO_ENTROPY = 5;
/** Share of opaque pixels a photo needs; a cut-out head-and-shoulders still has most. */
const MIN_OPAQUE_MEAN = 0.6 * 255;

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
    const thumb = sharp(image.bytes).resize(48, 48, { fit: 'inside' });
    const stats = await thumb.stats();
    const alpha = stats.channels[3];
    if (alpha && alpha.mean < MIN_OPAQUE_MEAN) return false;
    return stats.entropy >= MIN_PHOTO_ENTROPY;
  } catch {
    return false; // undecodable: no face to find in it
  }
}
