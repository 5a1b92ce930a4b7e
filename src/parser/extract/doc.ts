// Legacy Word (.doc, OLE2) with word-extractor (PLATFORM.md §5): body, headers, footers,
// footnotes and text boxes. Pictures inside .doc are not extracted (word-extractor has no
// API for them; .doc CVs are rare and the face is then simply empty).
import WordExtractor from 'word-extractor';
import { UnprocessableError } from '../../domain/errors.js';
import type { ExtractedContent } from '../types.js';
import { contentFromText } from './text-lines.js';

export async function extractDoc(bytes: Uint8Array): Promise<ExtractedContent> {
  let doc: WordExtractor.Document;
  try {
    doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (err) {
    throw new UnprocessableError(`the Word (.doc) file cannot be read: ${(err as Error).message}`, { cause: err });
  }
  const parts = [
    doc.getHeaders({ includeFooters: false }),
    doc.getBody(),
    doc.getTextboxes({ includeHeadersAndFooters: true, includeBody: true }),
    doc.getFootnotes(),
    doc.getFooters(),
  ];
  // word-extractor marks cells with \t and other structure with control characters.
  const text = parts.filter((p) => p.trim() !== '').join('\n').replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, '\n');
  return contentFromText('doc', text);
}
