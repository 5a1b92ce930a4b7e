// sharp on first use: loading its native library costs CPU, and a
// text-only PDF, DOCX without pictures or TXT never needs it. One promise per thread.
// Loaded with require, not import(): sharp's ESM entry wraps its CommonJS build, and going
// through the ESM loader cost ~120–170 ms against ~40 ms for require (measured cold, Node 20).
import { createRequire } from 'node:module';
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= new Promise((resolve) => resolve(createRequire(import.meta.url)('sharp') as typeof Sharp)));
}
