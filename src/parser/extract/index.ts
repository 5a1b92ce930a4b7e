// Step 2 of the pipeline: one extractor per format, all returning ExtractedContent.
// Extractors are imported on demand so a worker parsing DOCX never loads pdfjs.
// JPEG, PNG and TIFF are photos or scans of a page: OCR only (./image.ts).
import type { ExtractedContent, ResumeFormat } from '../types.js';

export interface ExtractOptions {
  /** OCR PDF pages that have no text layer (default true). */
  ocr: boolean;
  /** Time OCR may take for the document (PDF and page pictures). */
  ocrBudgetMs?: number;
  /** Called once before the first page is read by OCR, which waits for its promise. */
  onOcrStart?: () => Promise<void> | void;
}

export async function extractContent(bytes: Uint8Array, format: ResumeFormat, options: ExtractOptions): Promise<ExtractedContent> {
  switch (format) {
    case 'pdf': return (await import('./pdf.js')).extractPdf(bytes, options);
    case 'docx': return (await import('./docx.js')).extractDocx(bytes);
    case 'doc': return (await import('./doc.js')).extractDoc(bytes);
    case 'odt': return (await import('./odt.js')).extractOdt(bytes);
    case 'rtf': return (await import('./rtf.js')).extractRtf(bytes);
    case 'html': return (await import('./html.js')).extractHtml(bytes);
    case 'txt': return (await import('./txt.js')).extractTxt(bytes);
    case 'jpeg':
    case 'png':
    case 'tiff': return (await import('./image.js')).extractImage(bytes, format, options);
  }
}

export { detectFormat } from './detect.js';
