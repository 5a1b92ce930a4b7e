// Which files `parser parse` reads: files as given, directories walked for résumé formats.
import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { ValidationError } from '../domain/errors.js';
import type { ResumeFormat } from '../parser/types.js';

// Pictures of a page (photos, scans) are read by OCR.
export const RESUME_EXTENSIONS = new Set(['.pdf', '.docx', '.doc', '.odt', '.rtf', '.txt', '.html', '.htm', '.jpg', '.jpeg', '.png', '.tif', '.tiff']);

/**
 * The formats a run will probably meet, by file name only (a hint for warming the parser up;
 * the parser itself judges by content). A directory most likely holds PDFs.
 */
export function likelyFormats(inputs: readonly string[]): ResumeFormat[] {
  const formats = new Set<ResumeFormat>();
  for (const input of inputs) {
    const extension = extname(input).toLowerCase();
    if (extension === '' || extension === '.pdf') formats.add('pdf');
  }
  return [...formats];
}

export async function collectResumeFiles(inputs: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    let info;
    try {
      info = await stat(input);
    } catch {
      throw new ValidationError(`cannot read ${input}: no such file or directory`);
    }
    if (info.isDirectory()) files.push(...(await walk(input)));
    else files.push(input);
  }
  return files;
}

async function walk(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(path)));
    else if (entry.isFile() && RESUME_EXTENSIONS.has(extname(entry.name).toLowerCase())) found.push(path);
  }
  return found;
}
