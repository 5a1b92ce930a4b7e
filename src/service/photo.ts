// Photos (DESIGN.md §3): JPEG, PNG or WebP by content, not by name; re-encoded so EXIF/GPS
// and every other metadata is gone (sharp drops metadata unless asked to keep it); the
// orientation is applied first so the picture is not stored sideways.
import { randomBytes } from 'node:crypto';
import { PayloadTooLargeError, UnprocessableError } from '../domain/errors.js';
import { MAX_PHOTO_BYTES } from '../domain/limits.js';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const MAX_PIXELS = 40_000_000;

export interface CleanPhoto {
  photoId: string;
  mime: string;
  bytes: Uint8Array;
}

export async function cleanPhoto(bytes: Uint8Array): Promise<CleanPhoto> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) {
    throw new PayloadTooLargeError(`the photo is ${bytes.byteLength} bytes; the limit is ${MAX_PHOTO_BYTES} bytes`);
  }
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) {
    throw new UnprocessableError(`the photo is not a JPEG, PNG or WebP image${type ? ` (it is ${type.mime})` : ''}`);
  }
  const sharp = (await import('sharp')).default;
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).autoOrient();
    const output = type.mime === 'image/png'
      ? await pipeline.png().toBuffer()
      : type.mime === 'image/webp'
        ? await pipeline.webp({ quality: 90 }).toBuffer()
        : await pipeline.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return { photoId: randomBytes(16).toString('hex'), mime: type.mime, bytes: new Uint8Array(output) };
  } catch (error) {
    // The image library's own words ("vipspng: libpng read error…") stay in the cause, for
    // the log; the client learns only what it can act on.
    throw new UnprocessableError('the photo cannot be decoded (the image data is damaged or incomplete)', { cause: error });
  }
}
