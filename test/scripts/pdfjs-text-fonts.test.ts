// scripts/pdfjs-text-fonts.mjs: pdfjs, rewritten as the parse thread's bundle has it, reads the
// same text from a document opened with text-only fonts, without converting the program of a
// font that has a ToUnicode map of its own; other fonts and other documents are converted as before.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error a build script in plain JavaScript, without types
import { TEXT_ONLY_FONTS_OPTION, textOnlyFonts } from '../../scripts/pdfjs-text-fonts.mjs';

const rewrite = textOnlyFonts as (contents: string, path: string) => string;
const require = createRequire(import.meta.url);
const API_PATH = require.resolve('pdfjs-dist/legacy/build/pdf.min.mjs');
const WORKER_PATH = require.resolve('pdfjs-dist/legacy/build/pdf.worker.min.mjs');
/** A TrueType program to embed: the one pdfjs ships for its standard fonts. */
const TRUETYPE = readFileSync(require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'));

interface TextItem { str: string; transform: number[]; width: number; height: number; fontName: string; hasEOL: boolean }
interface PdfPage {
  getTextContent(): Promise<{ items: TextItem[] }>;
  getOperatorList(): Promise<unknown>;
  commonObjs: { get(name: string): { mimetype?: string | null } | null };
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
    expect(rewrite('const x = 1;', '/somewhere/else.js')).toBe('const x = 1;');
  });

  it('fails the build when pdfjs no longer has the places it rewrites', () => {
    const worker = readFileSync(WORKER_PATH, 'utf8');
    expect(() => rewrite(worker.replace('case"OpenType":case"TrueType":case"CIDFontType2":', 'case"TrueType":'), WORKER_PATH)).toThrow(/one TrueType branch/);
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
      data: twoFontPdf(),
      verbosity: 0,
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      ...(textOnly ? { [TEXT_ONLY_FONTS_OPTION]: true } : {}),
    }).promise;
    try {
      const page = await doc.getPage(1);
      const items = (await page.getTextContent()).items.filter((item) => item.str !== '');
      await page.getOperatorList(); // sends the fonts to this side
      const programs: Record<string, boolean> = {};
      // A converted program has its type as the font's mimetype; an unconverted one has none.
      for (const item of items) programs[item.str] = page.commonObjs.get(item.fontName)?.mimetype === 'font/opentype';
      return { items, programs };
    } finally {
      await doc.destroy();
    }
  }

  it('reads the same text, positions and advances as with converted fonts', async () => {
    const full = await read(false);
    const textOnly = await read(true);
    expect(full.items.map((i) => i.str)).toEqual([MAPPED, UNMAPPED]);
    // Font names carry the document's number (g_d0_f1, g_d1_f1): the rest is compared as it is.
    const sameDocument = (items: TextItem[]) => items.map((item) => ({ ...item, fontName: item.fontName.replace(/^g_d\d+_/, '') }));
    expect(sameDocument(textOnly.items)).toEqual(sameDocument(full.items));
  });

  it('converts no program of a font with a ToUnicode map, and still that of a font without one', async () => {
    expect((await read(false)).programs).toEqual({ [MAPPED]: true, [UNMAPPED]: true });
    expect((await read(true)).programs).toEqual({ [MAPPED]: false, [UNMAPPED]: true });
  });
});

const CANVAS_GLOBALS = ['DOMMatrix', 'ImageData', 'Path2D'];
const MAPPED = 'Ilona Brightwater, Quay Lane 7';
const UNMAPPED = 'Orchard Row 12, Fennick';

/**
 * One page, two lines, each in a simple TrueType font embedding the same program: F1 with a
 * ToUnicode map (codes 32-126 to the same values), F2 without one.
 */
function twoFontPdf(): Uint8Array {
  const widths = `[${Array.from({ length: 95 }, (_, i) => 250 + ((i * 37) % 400)).join(' ')}]`;
  const toUnicode = '/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Invented-UCS def ' +
    '1 begincodespacerange <00> <FF> endcodespacerange 1 beginbfrange <20> <7E> <0020> endbfrange endcmap ' +
    'CMapName currentdict /CMap defineresource pop end end';
  const content = `BT /F1 12 Tf 50 780 Td (${MAPPED}) Tj ET\nBT /F2 12 Tf 50 750 Td (${UNMAPPED}) Tj ET\n`;
  const font = (extra: string) =>
    `<< /Type /Font /Subtype /TrueType /BaseFont /ABCDEF+LiberationSans /FirstChar 32 /LastChar 126 /Widths ${widths} ` +
    `/Encoding /WinAnsiEncoding /FontDescriptor 6 0 R${extra} >>`;
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 7 0 R >>',
    font(' /ToUnicode 8 0 R'),
    font(''),
    '<< /Type /FontDescriptor /FontName /ABCDEF+LiberationSans /Flags 32 /FontBBox [-203 -303 1050 910] /ItalicAngle 0 ' +
      '/Ascent 905 /Descent -212 /CapHeight 716 /StemV 80 /FontFile2 9 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    `<< /Length ${toUnicode.length} >>\nstream\n${toUnicode}\nendstream`,
    Buffer.concat([Buffer.from(`<< /Length ${TRUETYPE.length} /Length1 ${TRUETYPE.length} >>\nstream\n`, 'latin1'), TRUETYPE, Buffer.from('\nendstream', 'latin1')]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(bytes);
    length += bytes.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}
