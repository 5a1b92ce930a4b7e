// In local mode the parser runs in this process's worker pool and keeps extracted images
// as files under --images-dir (default: the user's cache dir); their URLs are file://.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import type { ImageSink, ResumeParser } from '../service/resume-parser.js';

export function fileImageSink(directory: string): ImageSink {
  return {
    async save(bytes, mime, role) {
      await mkdir(directory, { recursive: true });
      // Content-addressed names: parsing the same file twice does not fill the disk.
      const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      const path = join(directory, `${role}-${digest}.${mime === 'image/png' ? 'png' : 'jpg'}`);
      await writeFile(path, bytes);
      return pathToFileURL(path).href;
    },
  };
}

/** The résumé parser (worker pool) and the image sink of this run. */
export async function loadLocalParser(cacheDir: string, imagesDir?: string): Promise<{ parser: ResumeParser; images: ImageSink }> {
  const { createResumeParser } = await import('../parser/service-adapter.js');
  return { parser: createResumeParser(), images: fileImageSink(imagesDir ?? join(cacheDir, 'images')) };
}
