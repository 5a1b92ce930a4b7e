// scripts/pdfjs-text-fonts.mjs: pdfjs, rewritten as the parse thread's bundle has it, reads the
// same text from a document opened with text-only fonts, without converting the program of a
// font that has a ToUnicode map of its own; other fonts and other documents are converted as before.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trueTypePdf, type FontLine } from '../helpers/truetype-pdf.js';
// @ts-expect-error a build script in plain JavaScript, without types
import { TEXT_ONLY_FONTS_OPTION, textOnlyFonts } from '../../scripts/pdfjs-text-fonts.mjs';

const rewrite = textOnlyFonts as (contents: string, path: string) => string;
const require = createRequire(import.meta.url);
const API_PATH = require.resolve('pdfjs-dist/legacy/build/pdf.min.mjs');
const WORKER_PATH = require.resolve('pdfjs-dist/legacy/build/pdf.worker.min.mjs');

interface TextItem { str: string; transform: number[]; width: number; height: number; fontName: string; hasEOL: boolean }
interface PdfPage {
  getTextContent(): Promise<{ items: TextItem[] }>;
  getOperatorList(): Promise<unknown>;
  commonObjs: { get(name: string): { toFontChar?: unknown[] } | null };
}
interface PdfDocument { getPage(n: number): Promise<PdfPage>; destroy(): Promise<void> }
interface PdfApi { getDocument(params: Record<string, unknown>): { promise: Promise<PdfDocument> } }

describe('textOnlyFonts: the rewrite', () => {
  it('rewrites each pdfjs file at its one place and leaves other files alone', () => {
    const api = readFileSync(API_PATH, 'utf8');
    const worker = readFileSync(WORKER_PATH, 'utf8');
    expect(rewrite(api, API_PATH)).toContain(`evaluatorOptions:{${TEXT_ONLY_FONTS_OPTION}:!0===`);
    const patched = rewrite(worker, WORKER_PATH);
    expect(patched.match(/if\(__recruitTextOnlyFont\)\{adjustWidths\(\w+\);break\}/g)).toHaveLength(1);
    expect(patched).toMatch(/case"OpenType":case"TrueType":case"CIDFontType2":if\(__recruitTextOnlyFont\)/);
    expect(patched).toMatch(/adjustWidths\(\w+\);\w+=__recruitTextOnlyFont\?void 0:this\.convert\(/);
    expect(rewrite('const x = 1;', '/somewhere/else.js')).toBe('const x = 1;');
  });

  it('fails the build when pdfjs no longer has the places it rewrites', () => {
    const worker = readFileSync(WORKER_PATH, 'utf8');
    expect(() => rewrite(worker.replace('case"OpenType":case"TrueType":case"CIDFontType2":', 'case"TrueType":'), WORKER_PATH)).toThrow(/one TrueType branch/);
    expect(() => rewrite(worker.replace(/(adjustWidths\(\w+\);\w+)=this\.convert\(/, '$1=this.rebuild('), WORKER_PATH)).toThrow(/one CFF and Type 1 conversion/);
    expect(() => rewrite('function getDocument(t={}){return 1}', API_PATH)).toThrow(/one getDocument/);
  });
});

describe('textOnlyFonts: rewritten pdfjs', () => {
  let dir: string;
  let pdfjs: PdfApi;
  const saved = Object.fromEntries(['pdfjsWorker', ...CANVAS_GLOBALS].map((name) => [name, (globalThis as Record<string, unknown>)[name]]));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'recruit-text-fonts-'));
    writeFileSync(join(dir, 'pdf.worker.min.mjs'), rewrite(readFileSync(WORKER_PATH, 'utf8'), WORKER_PATH));
    writeFileSync(join(dir, 'pdf.min.mjs'), rewrite(readFileSync(API_PATH, 'utf8'), API_PATH));
    // From a folder outside the package pdfjs cannot load its canvas package itself: what it would set.
    const canvas = require('@napi-rs/canvas') as Record<string, unknown>;
    for (const name of CANVAS_GLOBALS) (globalThis as Record<string, unknown>)[name] ??= canvas[name];
    // pdfjs runs its parser in this thread from globalThis.pdfjsWorker (src/parser/extract/pdfjs.ts).
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(pathToFileURL(join(dir, 'pdf.worker.min.mjs')).href);
    pdfjs = (await import(pathToFileURL(join(dir, 'pdf.min.mjs')).href)) as PdfApi;
  });

  afterAll(() => {
    Object.assign(globalThis, saved);
    rmSync(dir, { recursive: true, force: true });
  });

  async function read(textOnly: boolean): Promise<{ items: TextItem[]; programs: Record<string, boolean> }> {
    const doc = await pdfjs.getDocument({
      data: trueTypePdf(LINES),
      verbosity: 0,
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      fontExtraProperties: true, // the fonts' glyph places in the converted program (toFontChar)
      ...(textOnly ? { [TEXT_ONLY_FONTS_OPTION]: true } : {}),
    }).promise;
    try {
      const page = await doc.getPage(1);
      const items = (await page.getTextContent()).items.filter((item) => item.str !== '');
      await page.getOperatorList(); // sends the fonts to this side
      // Whether each line's font had its program converted: only a converted one places its glyphs.
      const programs: Record<string, boolean> = {};
      for (const item of items.filter((i) => i.str.trim() !== '')) {
        const line = LINES.find((l) => l.text.includes(item.str.trim()))!.text;
        programs[line] = (page.commonObjs.get(item.fontName)?.toFontChar?.length ?? 0) > 0;
      }
      return { items, programs };
    } finally {
      await doc.destroy();
    }
  }

  it('reads the same text, positions and advances as with converted fonts', async () => {
    const full = await read(false);
    const textOnly = await read(true);
    expect(full.items.map((i) => i.str).join('')).toBe(LINES.map((l) => l.text).join(''));
    // Font names carry the document's number (g_d0_f1, g_d1_f1): the rest is compared as it is.
    const sameDocument = (items: TextItem[]) => items.map((item) => ({ ...item, fontName: item.fontName.replace(/^g_d\d+_/, '') }));
    expect(sameDocument(textOnly.items)).toEqual(sameDocument(full.items));
  });

  it('converts no program (TrueType, CFF) of a font with a ToUnicode map, and still that of a font without one', async () => {
    expect((await read(false)).programs).toEqual({ [MAPPED]: true, [UNMAPPED]: true, [CFF_MAPPED]: true, [CFF_UNMAPPED]: true });
    expect((await read(true)).programs).toEqual({ [MAPPED]: false, [UNMAPPED]: true, [CFF_MAPPED]: false, [CFF_UNMAPPED]: true });
  });
});

const CANVAS_GLOBALS = ['DOMMatrix', 'ImageData', 'Path2D'];
const MAPPED = 'Ilona Brightwater, Quay Lane 7';
const UNMAPPED = 'Orchard Row 12, Fennick';
const CFF_MAPPED = 'Wendel Street 4, Marrow';
const CFF_UNMAPPED = 'Tessaly Ferncombe';
const LINES: FontLine[] = [
  { text: MAPPED, toUnicode: true },
  { text: UNMAPPED, toUnicode: false },
  { text: CFF_MAPPED, toUnicode: true, program: 'cff' },
  { text: CFF_UNMAPPED, toUnicode: false, program: 'cff' },
];
