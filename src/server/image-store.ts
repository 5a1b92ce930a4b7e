// Where the server keeps images the résumé parser extracted (DESIGN.md §6): an in-memory
// LRU bounded by total bytes, served by GET /parser/image/{id}. The URLs are absolute to
// this server, so a client can fetch them as they are. Content-addressed ids: parsing the
// same file twice stores each image once. Faces are person data: an image lives at most
// `ttlMs` (default 1 h) after its last parse, then the server deletes it
// — checked on every access and swept by a timer that runs only while images are held.
import { createHash } from 'node:crypto';
import type { ImageSink } from '../service/resume-parser.js';

export interface StoredImage {
  mime: string;
  bytes: Uint8Array;
}

interface HeldImage extends StoredImage {
  expires: number;
}

export interface ImageStore extends ImageSink {
  get(id: string): StoredImage | undefined;
  readonly size: number;
  /**
   * Deletes every image and stops the expiry timer (server shutdown). An erasure calls it
   * too: which cached images came from the erased person's CVs cannot be
   * told, and none of them may outlive the erasure.
   */
  clear(): void;
}

export const DEFAULT_IMAGE_TTL_MS = 60 * 60 * 1000;

export interface ImageStoreOptions {
  /** e.g. "http://127.0.0.1:8080"; read at save time because the port is known only after listen. */
  baseUrl: () => string;
  maxBytes?: number;
  maxImages?: number;
  /** How long an image is kept after the parse that produced it (default 1 h). */
  ttlMs?: number;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
}

export function createImageStore(options: ImageStoreOptions): ImageStore {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxImages = options.maxImages ?? 2_000;
  // A Map iterates in insertion order: re-inserting on access makes the first key the least recently used.
  const ttlMs = options.ttlMs ?? DEFAULT_IMAGE_TTL_MS;
  const now = options.now ?? Date.now;
  const images = new Map<string, HeldImage>();
  let totalBytes = 0;
  let sweeper: NodeJS.Timeout | undefined;

  const remove = (id: string, image: HeldImage) => {
    images.delete(id);
    totalBytes -= image.bytes.byteLength;
  };
  const evict = () => {
    for (const [id, image] of images) {
      if (totalBytes <= maxBytes && images.size <= maxImages) break;
      remove(id, image);
    }
  };
  const sweep = () => {
    const time = now();
    for (const [id, image] of images) if (image.expires <= time) remove(id, image);
    if (images.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };
  // Unref'd: a held image never keeps the process alive.
  const startSweeper = () => {
    sweeper ??= setInterval(sweep, Math.max(1000, Math.min(ttlMs, 60_000))).unref();
  };

  return {
    async save(bytes, mime) {
      const extension = mime === 'image/png' ? 'png' : 'jpg';
      const id = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
      const existing = images.get(id);
      sweep();
      if (existing && images.has(id)) {
        images.delete(id);
        images.set(id, { ...existing, expires: now() + ttlMs });
      } else if (bytes.byteLength <= maxBytes) {
        images.set(id, { mime: extension === 'png' ? 'image/png' : 'image/jpeg', bytes, expires: now() + ttlMs });
        totalBytes += bytes.byteLength;
        evict();
        startSweeper();
      }
      return `${options.baseUrl().replace(/\/$/, '')}/parser/image/${id}`;
    },
    get(id) {
      const image = images.get(id);
      if (!image) return undefined;
      if (image.expires <= now()) {
        remove(id, image);
        return undefined;
      }
      images.delete(id);
      images.set(id, image);
      return { mime: image.mime, bytes: image.bytes };
    },
    get size() {
      sweep();
      return images.size;
    },
    clear() {
      images.clear();
      totalBytes = 0;
      if (sweeper) clearInterval(sweeper);
      sweeper = undefined;
    },
  };
}
