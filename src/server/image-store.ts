// Where the server keeps images the résumé parser extracted (DESIGN.md §6): an in-memory
// LRU bounded by total bytes, served by GET /parser/image/{id}. The URLs are absolute to
// this server, so a client can fetch them as they are. Content-addressed ids: parsing the
// same file twice stores each image once.
import { createHash } from 'node:crypto';
import type { ImageSink } from '../service/resume-parser.js';

export interface StoredImage {
  mime: string;
  bytes: Uint8Array;
}

export interface ImageStore extends ImageSink {
  get(id: string): StoredImage | undefined;
  /**
   * Forgets every image. An erasure calls it (issue 12 §5): which cached images came from
   * the erased person's CVs cannot be told, and none of them may outlive the erasure.
   */
  clear(): void;
  readonly size: number;
}

export interface ImageStoreOptions {
  /** e.g. "http://127.0.0.1:8080"; read at save time because the port is known only after listen. */
  baseUrl: () => string;
  maxBytes?: number;
  maxImages?: number;
}

export function createImageStore(options: ImageStoreOptions): ImageStore {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxImages = options.maxImages ?? 2_000;
  // A Map iterates in insertion order: re-inserting on access makes the first key the least recently used.
  const images = new Map<string, StoredImage>();
  let totalBytes = 0;

  const evict = () => {
    for (const [id, image] of images) {
      if (totalBytes <= maxBytes && images.size <= maxImages) break;
      images.delete(id);
      totalBytes -= image.bytes.byteLength;
    }
  };

  return {
    async save(bytes, mime) {
      const extension = mime === 'image/png' ? 'png' : 'jpg';
      const id = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
      const existing = images.get(id);
      if (existing) {
        images.delete(id);
        images.set(id, existing);
      } else if (bytes.byteLength <= maxBytes) {
        images.set(id, { mime: extension === 'png' ? 'image/png' : 'image/jpeg', bytes });
        totalBytes += bytes.byteLength;
        evict();
      }
      return `${options.baseUrl().replace(/\/$/, '')}/parser/image/${id}`;
    },
    get(id) {
      const image = images.get(id);
      if (image) {
        images.delete(id);
        images.set(id, image);
      }
      return image;
    },
    clear() {
      images.clear();
      totalBytes = 0;
    },
    get size() {
      return images.size;
    },
  };
}
