// Renders a PDF page to pixels for OCR when a page has no text layer and no single
// scanned picture (text drawn as vector paths). pdfjs's Node canvas factory uses
// @napi-rs/canvas, which pdf-parse already brings (PLATFORM.md §4, §10).
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { RawPixels } from '../images/encode.js';

/** 200 dpi: enough for tesseract on CV-sized type without the cost of 300 dpi. */
const SCALE = 200 / 72;

interface CanvasAndContext {
  canvas: unknown;
  context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
}
interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(c: CanvasAndContext): void;
}

export async function renderPage(doc: PDFDocumentProxy, page: PDFPageProxy): Promise<RawPixels> {
  const viewport = page.getViewport({ scale: SCALE });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const factory = doc.canvasFactory as CanvasFactory;
  const target = factory.create(width, height);
  try {
    await page.render({
      canvas: target.canvas as HTMLCanvasElementLike,
      canvasContext: target.context as unknown as CanvasRenderingContext2DLike,
      viewport,
    } as unknown as Parameters<PDFPageProxy['render']>[0]).promise;
    const { data } = target.context.getImageData(0, 0, width, height);
    return { data, width, height, channels: 4 };
  } finally {
    factory.destroy(target);
  }
}

type HTMLCanvasElementLike = unknown;
type CanvasRenderingContext2DLike = unknown;
