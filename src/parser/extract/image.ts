// A photo or scan of a page (JPEG, PNG, TIFF) → its text by OCR, like a scanned PDF page
//. The picture is decoded once, turned upright (phone photos carry an EXIF
// orientation), shrunk to what tesseract reads well and handed to the same OCR as PDF scans;
// a multi-page TIFF gives its first pages. The page itself is returned as the one image
// (re-encoded, metadata dropped), so a portrait printed on it can still become the face.
import sharp, { type OutputInfo } from 'sharp';
import { UnprocessableError } from '../../domain/errors.js';
import type { ExtractedContent, ExtractedImage, ImageFormat, TextLine, UnreadPages } from '../types.js';
import type { OcrLanguage } from './ocr-language.js';

export interface ImageOptions {
  ocr: boolean;
  /** Time OCR may take for the whole file (default 30 s; the pool passes 60 % of its time limit). */
  ocrBudgetMs?: number;
  /** Called once before the first page is read by OCR, which waits for its promise. */
  onOcrStart?: () => Promise<void> | void;
}

/** Decoding bombs: a 20 MB PNG can claim gigapixels; sharp refuses above this before allocating. */
const MAX_PIXELS = 60_000_000;
/** Longer side kept for OCR (~250 dpi for A4) and for the page image. */
const MAX_SIDE = 2400;
/** Pages of a TIFF read at most, as for scanned PDFs. */
const MAX_PAGES = 3;
const DEFAULT_OCR_BUDGET_MS = 30_000;
/** A4 width in points: a page photo is assumed to show a whole A4 page (tesseract's dpi hint). */
const A4_WIDTH_PT = 595;
const A4_HEIGHT_PT = 842;

export async function extractImage(bytes: Uint8Array, format: ImageFormat, options: ImageOptions): Promise<ExtractedContent> {
  const mime = `image/${format}`;
  if (!options.ocr) throw new UnprocessableError(`a ${mime} picture can only be read by OCR, which is off`);
  const pageCount = await countPages(bytes, mime);
  const budgetMs = options.ocrBudgetMs ?? DEFAULT_OCR_BUDGET_MS;
  await options.onOcrStart?.();
  const ocr = await import('./ocr.js');
  try {
    return await readPages(bytes, format, pageCount, budgetMs, ocr);
  } finally {
    // As in pdf.ts: the tesseract worker and its 100–300 MB end with the document.
    await ocr.stopOcr();
  }
}

async function readPages(
  bytes: Uint8Array,
  format: ImageFormat,
  pageCount: number,
  budgetMs: number,
  ocr: typeof import('./ocr.js'),
): Promise<ExtractedContent> {
  const mime = `image/${format}`;
  const started = performance.now();
  const lines: TextLine[] = [];
  const images: ExtractedImage[] = [];
  let language: OcrLanguage | undefined;
  // Pages past the cap, or left when time ran out: said in the result, not dropped in silence.
  let unread: UnreadPages | undefined = pageCount > MAX_PAGES ? { pages: pageCount - MAX_PAGES, reason: 'ocr_page_limit' } : undefined;
  const outOfTimeFrom = (page: number): UnreadPages => ({ pages: pageCount - page, reason: 'ocr_time_limit' });
  for (let page = 0; page < Math.min(pageCount, MAX_PAGES); page++) {
    const spent = performance.now() - started;
    // Another page only if the ones so far say it fits (scans take seconds a page).
    if (page > 0 && spent + spent / page > budgetMs) {
      unread = outOfTimeFrom(page);
      break;
    }
    const raw = await decodePage(bytes, page, mime);
    if (page === 0) images.push(await pageImage(raw));
    const pageWidthPt = raw.info.width > raw.info.height ? A4_HEIGHT_PT : A4_WIDTH_PT;
    const source = { data: raw.data, width: raw.info.width, height: raw.info.height, channels: raw.info.channels as 1 | 3 | 4 };
    const result = await withinTime(ocr.recognizePage(source, page + 1, language ? { pageWidthPt, language } : { pageWidthPt }), budgetMs - spent);
    if (!result) {
      await ocr.stopOcr(); // frees the CPU; the next scan starts a fresh worker
      if (page === 0) throw new UnprocessableError(`reading the ${mime} picture by OCR took longer than ${Math.round(budgetMs / 1000)} s`);
      unread = outOfTimeFrom(page);
      break;
    }
    language = result.language;
    lines.push(...result.lines);
  }
  if (lines.every((l) => l.text.trim() === '')) {
    throw new UnprocessableError(`no text could be read in the ${mime} picture (OCR found none); is it a page of a résumé?`);
  }
  return { format, text: lines.map((l) => l.text).join('\n'), lines, images, ocr: true, ...(unread ? { unread } : {}) };
}

async function countPages(bytes: Uint8Array, mime: string): Promise<number> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    return Math.max(1, meta.pages ?? 1);
  } catch (err) {
    throw new UnprocessableError(`the ${mime} picture cannot be decoded: ${(err as Error).message}`, { cause: err });
  }
}

async function decodePage(bytes: Uint8Array, page: number, mime: string) {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, page, failOn: 'error' })
      .autoOrient()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new UnprocessableError(`the ${mime} picture cannot be decoded: ${(err as Error).message}`, { cause: err });
  }
}

/** The page as a JPEG without metadata, at most 1600 px (the face is cropped from it). */
async function pageImage(raw: { data: Buffer; info: OutputInfo }): Promise<ExtractedImage> {
  const { data, info } = await sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels as 1 | 3 | 4 } })
    .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), mime: 'image/jpeg', width: info.width, height: info.height };
}

/** The promise's value, or null once `ms` have passed (a late rejection is then ignored). */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  promise.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, ms));
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
