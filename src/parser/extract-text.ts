// The text of a document for search: steps 1–2 of the pipeline only —
// detect the format by content, extract with the same extractors and limits as a parse —
// without fields, images or faces. Runs inside the pool's worker (worker.ts).
import { PayloadTooLargeError, UnprocessableError, isRecruitError } from '../domain/errors.js';
import { detectFormat, extractContent } from './extract/index.js';
import { MAX_RESUME_BYTES, type ParseOptions } from './pipeline.js';
import type { ParseInput } from './types.js';

export async function extractDocumentText(input: ParseInput, options: ParseOptions = {}): Promise<string> {
  const maxBytes = options.maxBytes ?? MAX_RESUME_BYTES;
  if (input.bytes.byteLength > maxBytes) throw new PayloadTooLargeError(`${input.fileName} is larger than the parser reads`);
  const format = await detectFormat(input.bytes);
  try {
    const ocr = options.ocr ?? true;
    const content = await extractContent(input.bytes, format, options.ocrBudgetMs === undefined ? { ocr } : { ocr, ocrBudgetMs: options.ocrBudgetMs });
    return content.text;
  } catch (err) {
    if (isRecruitError(err)) throw err;
    throw new UnprocessableError(`${input.fileName} cannot be read as ${format.toUpperCase()}`, { cause: err });
  }
}
