// The résumé parser as one function that reads like its algorithm (STYLE.md practice 11;
// step numbers as in ./types.ts). Runs in-process or inside a pool worker (./worker.ts).
import { fileURLToPath } from 'node:url';
import { PayloadTooLargeError, UnprocessableError, isRecruitError } from '../domain/errors.js';
import { detectFormat, extractContent } from './extract/index.js';
import { extractFieldsWithEvidence, loadVocabulary, type Vocabulary } from './fields/index.js';
import { portraitCandidates } from './images/portrait.js';
import { readSections, withSectionsKnown } from './sections/index.js';
import type { ExtractedContent, ExtractedImage, ParsedDocument, ParseInput, ResumeFormat } from './types.js';
import { withTwoByteText } from './two-byte.js';
import { withPlainStyledLetters } from './extract/styled-letters.js';
import { withoutPlaceholderLines } from './extract/placeholders.js';

export interface ParseOptions {
  /** OCR PDF pages without a text layer (default true; costs seconds per page). */
  ocr?: boolean;
  /** Time OCR may spend on one document (default 30 s; the pool gives 60 % of its time limit). */
  ocrBudgetMs?: number;
  /** Larger inputs are refused with PayloadTooLargeError (default 20 MB, DESIGN.md §3). */
  maxBytes?: number;
  /** Look for a portrait among the images (default true). */
  face?: boolean;
  /** Folder holding skills.json and codes/ (default: the package's data/). */
  dataDir?: string;
  /**
   * Called once when the file turns out to need OCR; OCR begins when its promise settles
   * (a function: set inside the thread that parses, ./worker.ts).
   */
  onOcrStart?: () => Promise<void> | void;
  /**
   * Called with the extracted images before the fields are read; the parse waits for it. The
   * pool's face thread looks for the portrait meanwhile, on the other core (cold start).
   */
  onImages?: (images: readonly ExtractedImage[]) => Promise<void> | void;
}

export const MAX_RESUME_BYTES = 20 * 1024 * 1024;

export async function parseDocument(input: ParseInput, options: ParseOptions = {}): Promise<ParsedDocument> {
  const maxBytes = options.maxBytes ?? MAX_RESUME_BYTES;
  if (input.bytes.byteLength > maxBytes) {
    throw new PayloadTooLargeError(`${input.fileName} is ${mb(input.bytes.byteLength)}; résumés may be at most ${mb(maxBytes)}`);
  }
  const format = await detectFormat(input.bytes); //                                   1
  const content = withTwoByteText(withoutPlaceholderLines(withPlainStyledLetters(await extract(input, format, options)))); // 2
  await options.onImages?.(content.images);
  const sections = readSections(content); //                                          3
  const readFields = () => extractFieldsWithEvidence(content, vocabulary(options.dataDir));
  const { fields, explain } = withSectionsKnown(content.text, sections, readFields); //  4
  const face = options.face === false ? null : await findPortrait(content.images); //  5
  const unread = content.unread ? { unread: content.unread } : {};
  return { fields, content: content.text, format, images: content.images, face, ocr: content.ocr, ...unread, sections, explain };
}

/** The face model loads only when some image could be a portrait (cold start). */
async function findPortrait(images: ExtractedImage[]): Promise<ExtractedImage | null> {
  const candidates = await portraitCandidates(images);
  if (candidates.length === 0) return null;
  return (await import('./images/face.js')).findFace(candidates);
}

/** Extractors may trip over hostile input in ways they do not anticipate: that is still "unreadable", not a 500. */
async function extract(input: ParseInput, format: ResumeFormat, options: ParseOptions): Promise<ExtractedContent> {
  const ocr = options.ocr ?? true;
  try {
    return await extractContent(input.bytes, format, {
      ocr,
      ...(options.ocrBudgetMs === undefined ? {} : { ocrBudgetMs: options.ocrBudgetMs }),
      ...(options.onOcrStart ? { onOcrStart: options.onOcrStart } : {}),
    });
  } catch (err) {
    if (isRecruitError(err)) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    throw new UnprocessableError(`${input.fileName} cannot be read as ${format.toUpperCase()}: ${reason}`, { cause: err });
  }
}

/**
 * Loads what parsing these formats will need (extractor modules, pdfjs's worker code, the
 * vocabulary) without parsing anything, so a thread started early is ready when the file
 * arrives (cold start). Failures are left for the real parse to report.
 */
export async function warmUp(formats: readonly ResumeFormat[], options: Pick<ParseOptions, 'dataDir'> = {}): Promise<void> {
  const loads: Promise<unknown>[] = [import('./extract/detect.js')];
  if (formats.includes('pdf')) {
    // With pdfjs and its parser code ("worker"), the largest modules of all (./extract/pdfjs.ts).
    loads.push(import('./extract/pdf.js'));
  }
  await Promise.allSettled(loads);
  try {
    vocabulary(options.dataDir);
  } catch {
    // reported by the parse itself
  }
}

const vocabularies = new Map<string, Vocabulary>();

/** Loaded once per thread; data/ sits two levels above both src/parser and dist/parser. */
function vocabulary(dataDir = fileURLToPath(new URL('../../data/', import.meta.url))): Vocabulary {
  let v = vocabularies.get(dataDir);
  if (!v) vocabularies.set(dataDir, (v = loadVocabulary(dataDir)));
  return v;
}

const mb = (n: number): string => `${(n / 1048576).toFixed(1)} MB`;

