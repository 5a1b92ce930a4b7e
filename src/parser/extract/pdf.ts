// PDF → lines in reading order + embedded images, with pdfjs-dist directly (PLATFORM.md
// §4): pdf-parse's getText has no positions, and positions are what make two-column CVs
// read right (DESIGN.md §6). Pages without a text layer go to OCR (PLATFORM.md §10), and so do pages whose text
// layer is garbage (./garbled-text.ts).
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfjs } from './pdfjs.js';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { UnprocessableError } from '../../domain/errors.js';
import { encodeRaw, type RawPixels } from '../images/encode.js';
import type { ExtractedContent, ExtractedImage, TextLine, UnreadPages } from '../types.js';
import type { OcrLanguage } from './ocr-language.js';
import { createAttachmentRule } from './pdf-attachments.js';
import { assertPdfInflatesSafely } from './pdf-guard.js';
import { decodePicture, type ImagePlan, type NativePicture, planImages } from './pdf-image-decode.js';
import { pageImages } from './pdf-images.js';
import { withFooterBandMarked } from './footer-band.js';
import { isGarbledTextLayer } from './garbled-text.js';
import { layoutPage, type PositionedText } from './pdf-layout.js';
import { renderPage } from './pdf-render.js';
import { scanImageXObjects } from './pdf-xobjects.js';
import { mayOpenSpacedRun, spacedPiecesAfter } from './spaced-pieces.js';
import { gapsOfSpacedRun, glyphRuns, type GlyphRun, mayBeSpacedRun, type ShownGlyph, type TextOp, wordsOfSpacedLetters } from './spaced-letters.js';
import { twoByte } from '../two-byte.js';
import { withCorkGlyphs } from './tex-font-codes.js';
import { isRightToLeftPage, readInDrawnOrder, rightToLeftItemText } from './rtl-order.js';

export interface PdfOptions {
  /** OCR pages without a text layer, or with a garbled one (default true). */
  ocr: boolean;
  /** Time OCR may take for this document (default 30 s; the pool passes 60 % of its time limit). */
  ocrBudgetMs?: number;
  /** Called once before the first page is read by OCR, which waits for its promise. */
  onOcrStart?: () => Promise<void> | void;
  /** Read the text layer only: no images, no OCR (the extraction benchmark). */
  textOnly?: boolean;
  /** false: pdfjs decodes the pictures even when they could be decoded natively (tests compare both). */
  nativeImages?: boolean;
}

/** A CV has one to three pages; a 500-page "CV" must not eat the worker's time limit. */
const MAX_PAGES = 20;
/** OCR costs seconds per page (PLATFORM.md §10); the first pages hold the personal data. */
const MAX_OCR_PAGES = 3;
/** In-process there is no outer time limit; the pool passes 60 % of its own. */
const DEFAULT_OCR_BUDGET_MS = 30_000;
/** Fewer characters than this on a page means it has no usable text layer. */
const MIN_TEXT_CHARS = 20;
/** The document option of scripts/pdfjs-text-fonts.mjs (TEXT_ONLY_FONTS_OPTION there). */
const TEXT_ONLY_FONTS_OPTION = 'recruitTextOnlyFonts';

type OperatorList = Awaited<ReturnType<PDFPageProxy['getOperatorList']>>;

/** `garbled`: the page has a text layer, but it is garbage (./garbled-text.ts): its lines are dropped, OCR reads the page. */
interface PageResult { lines: TextLine[]; scan: RawPixels | null; textless: boolean; garbled: boolean }

export async function extractPdf(bytes: Uint8Array, options: PdfOptions): Promise<ExtractedContent> {
  assertComplete(bytes);
  assertPdfInflatesSafely(bytes); // before pdfjs inflates anything
  const wantImages = !options.textOnly && hasImageXObjects(bytes);
  // Pictures we can decode natively spare pdfjs decoding them in JavaScript
  // (cold-start memory and time): it then opens the document with maxImageSize 1 and skips every image unread.
  const plan = wantImages && options.nativeImages !== false ? await nativePlan(bytes) : null;
  if (plan?.native) {
    const content = await readPdf(bytes, options, plan.pictures);
    if (content) return content;
  }
  // readPdf gives up (null) only on the native way.
  return (await readPdf(bytes, options, wantImages ? 'pdfjs' : 'none'))!;
}

/** The native way is a speed-up, never a new way to fail: any surprise leaves the pictures to pdfjs. */
async function nativePlan(bytes: Uint8Array): Promise<ImagePlan> {
  try {
    return await planImages(bytes, scanImageXObjects(bytes));
  } catch (error) {
    return { native: false, why: (error as Error).message };
  }
}

/**
 * The document's text and pictures. Pictures come from pdfjs ('pdfjs'), from the native
 * decoder (a list), or not at all ('none'). The native way gives up (null) where pdfjs's
 * pictures are needed: a text-less or garbled page to OCR (its picture, by page) and documents longer
 * than MAX_PAGES (whose later pages' pictures pdfjs never reads).
 */
async function readPdf(bytes: Uint8Array, options: PdfOptions, pictures: 'pdfjs' | 'none' | NativePicture[]): Promise<ExtractedContent | null> {
  const native = Array.isArray(pictures);
  const doc = await openDocument(bytes, { skipImages: native, textOnlyFonts: true });
  const ocr = options.ocr && !options.textOnly ? createOcrSession(options.ocrBudgetMs ?? DEFAULT_OCR_BUDGET_MS, options.onOcrStart) : null;
  const pages: PageResult[] = [];
  const images: ExtractedImage[] = [];
  const mailto = new Set<string>();
  try {
    if (native && doc.numPages > MAX_PAGES) return null;
    const seenImages = new Set<string>();
    const lastPage = Math.min(doc.numPages, MAX_PAGES);
    // Scans after a typed CV (certificates, references) are attachments: not worth seconds of OCR each.
    const attachments = createAttachmentRule(doc, { lastPage, minPageChars: MIN_TEXT_CHARS });
    for (let n = 1; n <= lastPage; n++) {
      const page = await doc.getPage(n);
      // The operator list comes first when pdfjs decodes the pictures: it resolves the image
      // objects (and fonts, which tells bold). It costs as much as the text again, so the
      // other ways go without it (bold then stays unknown: no field relies on it).
      const ops = pictures === 'pdfjs' ? await page.getOperatorList() : null;
      const layer = await readTextLayer(page, n, ops);
      const textless = layer.reduce((s, l) => s + l.text.length, 0) < MIN_TEXT_CHARS;
      // Garbage is never parsed: the page is read by OCR, or not at all.
      const garbled = !textless && isGarbledTextLayer(layer.map((l) => l.text).join('\n'));
      const lines = garbled ? [] : layer;
      if (mayBreakAnEmail(lines)) for (const address of await mailtoLinks(page)) mailto.add(address);
      if (!textless && !garbled) attachments.addTextPage(n, lines);
      if (native && (textless || garbled) && ocr) return null;
      const found = ops && !native ? await pageImages(page, ops) : [];
      const scan = textless ? largestImage(found.map((f) => f.raw)) : null;
      // A scanned page is one big picture: OCR that picture, no rendering needed.
      const read = scan && ocr ? ((await attachments.isAttachment(n)) ? ocr.attachment() : await ocr.read(scan, n, pageWidth(page))) : lines;
      pages.push({ lines: read, scan, textless, garbled });
      for (const { name, raw } of found) {
        // Shared ("g_") objects repeat on every page that shows them (a logo): keep one.
        if (seenImages.has(name)) continue;
        if (name.startsWith('g_')) seenImages.add(name);
        const image = await encodeRaw(raw);
        if (image) images.push(image);
      }
      page.cleanup();
    }
    // No text layer anywhere and no scanned pictures: text drawn as outlines. Render the
    // pages and OCR them. Text-less pages in a PDF that has text (attachments, blank
    // backs) are not worth seconds each. Garbled pages hold text that looks right: always rendered.
    const outlinesOnly = pages.every((p) => p.textless && !p.scan);
    const toRender = pages.flatMap((p, i) => (outlinesOnly || p.garbled ? [i + 1] : []));
    if (ocr && toRender.length > 0) await renderAndRead(bytes, native, pages, toRender, ocr);
  } finally {
    await doc.destroy();
    // The tesseract worker thread keeps the event loop alive (main thread: CLI, tests) and
    // holds 100–300 MB (its wasm heap grows to the largest page it read): it ends with the
    // document, in pool threads too (100 CVs within 400 MB). Starting it
    // again costs well under a second, against seconds per scanned page.
    if (ocr?.used()) await (await import('./ocr.js')).stopOcr();
  }
  // Decoded once per document, after pdfjs has let go of it (a lower peak of memory).
  if (native) {
    for (const picture of pictures) {
      const image = await decodePicture(bytes, picture);
      if (image) images.push(image);
    }
  }
  const lines = pages.flatMap((p) => p.lines);
  // Without OCR a garbled page stays unread, and the result says why.
  const garbledUnread = ocr ? 0 : pages.filter((p) => p.garbled).length;
  const unread: UnreadPages | undefined = ocr?.unread() ?? (garbledUnread > 0 ? { pages: garbledUnread, reason: 'garbled_text' } : undefined);
  return { format: 'pdf', text: lines.map((l) => l.text).join('\n'), lines, images, ocr: ocr?.used() ?? false, ...(unread ? { unread } : {}),
    ...(mailto.size > 0 ? { mailto: [...mailto] } : {}) };
}

/**
 * Whether the page's text may hold an e-mail address a narrow column broke at a hyphen ("cas-" ↵ "tellanos.i@…"): a line
 * or a cell of one that ends in a letter and a hyphen, and an "@". Only then are its links read (~10 ms of a cold parse
 * for a page's annotations, which most pages do not need). A head of two or three letters ("bo-") is narrower than the
 * gap to the main column's dates, and the layout may set it in their row as a cell of its own ("bo-⇥2018 – 2022"), or
 * glue it to the main column's line beside it, before that line's words ("kor- Preparing the monthly reports.").
 */
export function mayBreakAnEmail(lines: readonly TextLine[]): boolean {
  return lines.some((l) => l.text.includes('@')) && lines.some((l) => /\p{L}-[ \t]*(?:$|\t)|^\p{Ll}+-[ \t]/u.test(l.text));
}

/** Longer than this, a link's address is no e-mail address (RFC 5321 allows 254 characters). */
const MAX_ADDRESS = 254;

/**
 * The e-mail addresses the page's "mailto:" links point to (LaTeX's hyperref, word processors and browsers make one of an
 * address): what the person typed, where a narrow column broke the printed address over lines or the text layer lost a
 * piece of it. A page whose annotations pdf.js cannot read has none.
 */
async function mailtoLinks(page: PDFPageProxy): Promise<string[]> {
  let annotations: { url?: unknown; unsafeUrl?: unknown }[];
  try {
    annotations = await page.getAnnotations({ intent: 'display' }) as { url?: unknown; unsafeUrl?: unknown }[];
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const annotation of annotations) {
    const url = typeof annotation.url === 'string' ? annotation.url : typeof annotation.unsafeUrl === 'string' ? annotation.unsafeUrl : '';
    if (!/^mailto:/iu.test(url) || url.length > MAX_ADDRESS + 7) continue;
    let address: string;
    try {
      // "mailto://name@…": a link written like a web address; the slashes are no part of the address.
      address = decodeURIComponent(url.slice(7).split('?')[0]!).replace(/^\/+/u, '');
    } catch {
      continue;
    }
    address = address.trim().toLowerCase();
    if (/^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/u.test(address)) out.push(address);
  }
  return out;
}

/**
 * OCR of the pages `numbers` (1-based) drawn from a document of their own, opened with the fonts' programs: the text
 * document's fonts may have none (textOnlyFonts), and a letter drawn without its outline is
 * missing from the picture.
 */
async function renderAndRead(bytes: Uint8Array, skipImages: boolean, pages: PageResult[], numbers: readonly number[], ocr: OcrSession): Promise<void> {
  const doc = await openDocument(bytes, { skipImages, textOnlyFonts: false });
  try {
    for (const n of numbers) {
      if (!ocr.canReadMore()) {
        pages[n - 1]!.lines = ocr.notRead();
        continue;
      }
      const page = await doc.getPage(n);
      pages[n - 1]!.lines = await ocr.read(await renderPage(doc, page), n, pageWidth(page));
    }
  } finally {
    await doc.destroy();
  }
}

const pageWidth = (page: PDFPageProxy): number => page.getViewport({ scale: 1 }).width;

/**
 * OCR within a page cap and a hard time budget. Seconds per page vary 3–11 s with machine
 * load, so another page is begun only if what the pages so far took says it still fits,
 * and a page that overruns the budget is abandoned (its tesseract worker ended): the
 * document then keeps the pages already read instead of hitting the pool's time limit.
 */
type OcrSession = ReturnType<typeof createOcrSession>;

function createOcrSession(budgetMs: number, onStart?: () => Promise<void> | void) {
  let pages = 0;
  let spentMs = 0;
  let exhausted = false;
  let language: OcrLanguage | undefined;
  // Pages left unread, and whether time (rather than the page cap) left any: the reason a user can act on.
  let unread = 0;
  let outOfTime = false;
  // Scans after a typed CV, not read on purpose (./pdf-attachments.ts).
  let attached = 0;
  const canReadMore = (): boolean =>
    !exhausted && pages < MAX_OCR_PAGES && (pages === 0 || spentMs + spentMs / pages <= budgetMs);
  /** A scanned page not read: none of its text. */
  const notRead = (): TextLine[] => {
    unread++;
    if (exhausted || pages < MAX_OCR_PAGES) outOfTime = true;
    return [];
  };
  return {
    canReadMore,
    notRead,
    /** A scanned page attached to the CV, left unread. */
    attachment: (): TextLine[] => {
      attached++;
      return [];
    },
    used: (): boolean => pages > 0,
    // The limits' reason comes first when both left pages: parsing again, or with a longer limit, reads more.
    unread: (): UnreadPages | undefined =>
      unread + attached === 0
        ? undefined
        : { pages: unread + attached, reason: unread === 0 ? 'attachment' : outOfTime ? 'ocr_time_limit' : 'ocr_page_limit' },
    async read(source: RawPixels, page: number, pageWidthPt: number): Promise<TextLine[]> {
      if (!canReadMore()) return notRead();
      if (pages === 0) await onStart?.(); // before the clock starts: waiting is not OCR's time
      const started = performance.now();
      pages++;
      // Loaded on first use: tesseract.js is only needed for scans.
      const ocr = await import('./ocr.js');
      const result = await withinTime(ocr.recognizePage(source, page, language ? { pageWidthPt, language } : { pageWidthPt }), budgetMs - spentMs);
      spentMs += performance.now() - started;
      if (!result) {
        exhausted = true;
        await ocr.stopOcr(); // frees the CPU; the next scan starts a fresh worker
        return notRead();
      }
      language = result.language;
      return result.lines;
    },
  };
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

/**
 * Image XObjects are streams, and a stream's dictionary is never inside a compressed object
 * stream, so "/Subtype /Image" is visible in the raw bytes whenever a PDF has a picture.
 */
function hasImageXObjects(bytes: Uint8Array): boolean {
  return /\/Subtype\s*\/Image\b/.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}

/** A PDF ends with %%EOF; without it the file was cut off (a download or upload that broke). */
function assertComplete(bytes: Uint8Array): void {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(-2048).toString('latin1');
  if (!tail.includes('%%EOF')) throw new UnprocessableError('the PDF file is truncated (it has no end-of-file marker)');
}

interface OpenOptions {
  /** pdfjs leaves every image undecoded (its operator list still resolves fonts). */
  skipImages: boolean;
  /**
   * Fonts with a ToUnicode map of their own keep their programs unconverted: their text and
   * advances are the same, ~10–25 ms less per cold text PDF, but nothing can be drawn with them
   * (scripts/pdfjs-text-fonts.mjs: the parse thread's bundled pdfjs; pdfjs from its package ignores it).
   */
  textOnlyFonts: boolean;
}

async function openDocument(bytes: Uint8Array, { skipImages, textOnlyFonts }: OpenOptions): Promise<PDFDocumentProxy> {
  // pdfjs may transfer (detach) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    // Images with more pixels than this are dropped before any decoding, inline images and
    // image masks included (pdf.worker.mjs buildPaintImageXObject; ignoreErrors is on).
    ...(skipImages ? { maxImageSize: 1 } : {}),
    verbosity: 0, // warnings go to console.log and would corrupt --json output
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    ...(textOnlyFonts ? { [TEXT_ONLY_FONTS_OPTION]: true } : {}),
  });
  try {
    return await task.promise;
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'PasswordException') {
      throw new UnprocessableError('the PDF is encrypted with a password; remove the password and try again', { cause: err });
    }
    throw new UnprocessableError(`the PDF cannot be read (${(err as Error).message || name})`, { cause: err });
  }
}

/** The page's lines; `ops`, the page's operator list when it was read already (it resolves the fonts: their weights are known). */
async function readTextLayer(page: PDFPageProxy, pageNumber: number, ops: OperatorList | null): Promise<TextLine[]> {
  const fontsResolved = ops !== null;
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  let upright: PositionedText[] = [];
  const rotated: string[] = [];
  // The items pdf.js read left to right (./rtl-order.ts turns them on a right-to-left page).
  const readLtr = new Set<PositionedText>();
  // Runs of single letters set apart ("S E R G I O S E R R A N O"): their words are told by the gaps (./spaced-letters.ts).
  const spaced: { index: number; str: string }[] = [];
  // A run that opens with a short word ("L E", " ", "G A L L"): its first piece alone is no spaced run.
  const shortOpeners: { index: number; str: string }[] = [];
  for (const raw of content.items) {
    if (!('str' in raw) || raw.str === '') continue;
    // A TeX bitmap font's dashes, quotes and ligatures come as its own codes (./tex-font-codes.ts); copied only then.
    const str = withCorkGlyphs(raw.str);
    const item = str === raw.str ? (raw as TextItem) : { ...(raw as TextItem), str };
    // Viewport transform: top-based coordinates whatever the page's rotation or crop box.
    const [a, b, c, d, e, f] = pdfjs.Util.transform(viewport.transform, item.transform) as number[];
    if (Math.abs(b!) > Math.abs(a!) + 0.01) {
      rotated.push(twoByte(item.str)); // vertical sidebar labels: kept, but outside the flow
      continue;
    }
    const fontSize = Math.hypot(c!, d!) || item.height || 10;
    const scaleX = Math.hypot(a!, b!) / (Math.hypot(item.transform[0] ?? 1, item.transform[1] ?? 0) || 1);
    if (item.dir === 'ltr' && mayBeSpacedRun(item.str)) spaced.push({ index: upright.length, str: item.str });
    else if (item.dir === 'ltr' && mayOpenSpacedRun(item.str)) shortOpeners.push({ index: upright.length, str: item.str });
    upright.push({
      // Two-byte from here: the layout's own patterns then read one kind of string (../two-byte.ts).
      str: twoByte(item.str),
      x: e!,
      y: f!,
      width: item.width * scaleX,
      fontSize,
      // Only the operator list tells the real font name: without it the weight stays unknown.
      ...(fontsResolved ? { bold: isBoldFont(page, item.fontName) } : {}),
      font: item.fontName,
    });
    if (item.dir === 'ltr' && readInDrawnOrder(item.str)) readLtr.add(upright[upright.length - 1]!);
  }
  for (const opener of shortOpeners) {
    const pieces = spacedPiecesAfter(upright, opener.index);
    if (pieces.length > 0 && mayBeSpacedRun([opener.str, ...pieces.map((k) => upright[k]!.str).filter((t) => t.trim() !== '')].join(' '))) {
      spaced.push(opener);
    }
  }
  if (shortOpeners.length > 0) spaced.sort((a, b) => a.index - b.index);
  if (spaced.length > 0) {
    const runs = await pageGlyphRuns(page, ops);
    // Pieces of a run pdf.js cut at its word spaces ("L U I S", " ", "M O N T E J A N O"), read with the run's first piece.
    const joined = new Set<number>();
    for (const { index, str } of spaced) {
      if (joined.has(index)) continue;
      const pieces = spacedPiecesAfter(upright, index);
      const texts = [str, ...pieces.map((k) => upright[k]!.str).filter((t) => t.trim() !== '')];
      const whole = texts.join(' ');
      const words = wordsOfSpacedLetters(whole, gapsOfSpacedRun(whole, runs));
      if (texts.length > 1 && words !== whole) {
        const [head, last] = [upright[index]!, upright[pieces.at(-1)!]!];
        head.str = twoByte(words);
        head.width = last.x + last.width - head.x;
        for (const k of pieces) joined.add(k);
        continue;
      }
      const alone = wordsOfSpacedLetters(str, gapsOfSpacedRun(str, runs));
      if (alone !== str) upright[index]!.str = twoByte(alone);
    }
    if (joined.size > 0) upright = upright.filter((_, k) => !joined.has(k));
  }
  if (readLtr.size > 0 && isRightToLeftPage(upright)) for (const item of readLtr) item.str = twoByte(rightToLeftItemText(item.str));
  const lines: TextLine[] = [...withFooterBandMarked(layoutPage(upright, viewport.width).map((l) => ({ ...l, page: pageNumber })), viewport.height)];
  const vertical = rotated.join('').trim();
  if (vertical !== '') lines.push({ text: vertical, page: pageNumber });
  return lines;
}

/**
 * The page's lines of glyphs and the gaps between them (./spaced-letters.ts). The operator list costs about as much as
 * the text again: read only for a page that has a run of spaced letters. A page whose operators pdf.js cannot read has none.
 */
async function pageGlyphRuns(page: PDFPageProxy, read: OperatorList | null): Promise<GlyphRun[]> {
  let list: OperatorList;
  try {
    list = read ?? await page.getOperatorList();
  } catch {
    return [];
  }
  return glyphRuns(textOps(list.fnArray, list.argsArray as unknown[][]));
}

/** The operators that place text (./spaced-letters.ts TextOp), from pdf.js's operator list. */
function* textOps(fnArray: readonly number[], argsArray: readonly unknown[][]): Generator<TextOp> {
  const { OPS } = pdfjs;
  const breaks = new Set<number>([OPS.beginText, OPS.endText, OPS.setTextMatrix, OPS.nextLine, OPS.setLeadingMoveText,
    OPS.nextLineShowText, OPS.nextLineSetSpacingShowText]);
  for (const [k, fn] of fnArray.entries()) {
    const args = argsArray[k] ?? [];
    if (fn === OPS.showText && Array.isArray(args[0])) yield { show: args[0] as (ShownGlyph | number | null)[] };
    else if (fn === OPS.moveText) yield { move: [Number(args[0]) || 0, Number(args[1]) || 0] };
    else if (fn === OPS.setFont) yield { fontSize: Number(args[1]) || 1 };
    else if (fn === OPS.setCharSpacing) yield { charSpacing: Number(args[0]) || 0 };
    else if (fn === OPS.setWordSpacing) yield { wordSpacing: Number(args[0]) || 0 };
    else if (fn === OPS.save) yield 'save';
    else if (fn === OPS.restore) yield 'restore';
    else if (breaks.has(fn)) yield 'break';
  }
}

const boldCache = new WeakMap<PDFPageProxy, Map<string, boolean>>();

/** Bold only shows in the real font name ("ABCDEF+SourceSans3-Bold"), known after getOperatorList. */
function isBoldFont(page: PDFPageProxy, fontName: string): boolean {
  let cache = boldCache.get(page);
  if (!cache) boldCache.set(page, (cache = new Map()));
  let bold = cache.get(fontName);
  if (bold === undefined) {
    try {
      const font = page.commonObjs.get(fontName) as { name?: string; bold?: boolean } | null;
      bold = font?.bold === true || /bold|black|heavy|semibold|demi/i.test(font?.name ?? '');
    } catch {
      bold = false;
    }
    cache.set(fontName, bold);
  }
  return bold;
}

/** A scanned page is one big picture: OCR it directly instead of rendering the page. */
function largestImage(raws: RawPixels[]): RawPixels | null {
  let best: RawPixels | null = null;
  for (const raw of raws) if (!best || raw.width * raw.height > best.width * best.height) best = raw;
  return best && Math.min(best.width, best.height) >= 500 ? best : null;
}
