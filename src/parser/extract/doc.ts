// Legacy Word (.doc, OLE2) with word-extractor (PLATFORM.md §5): body, headers, footers,
// footnotes and text boxes. Pictures inside .doc are not extracted (word-extractor has no
// API for them; .doc CVs are rare and the face is then simply empty).
import WordExtractor from 'word-extractor';
import { UnprocessableError } from '../../domain/errors.js';
import type { ExtractedContent } from '../types.js';
import { contentFromStyledLines, type StyledTextLine } from './text-lines.js';

export async function extractDoc(bytes: Uint8Array): Promise<ExtractedContent> {
  let doc: WordExtractor.Document;
  try {
    doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (err) {
    throw new UnprocessableError(`the Word (.doc) file cannot be read: ${(err as Error).message}`, { cause: err });
  }
  // The page headers' and footers' lines are the margin's (../types.ts TextLine.margin): a footer's address is the person's.
  const parts: [string, boolean][] = [
    [doc.getHeaders({ includeFooters: false }), true],
    [doc.getBody(), false],
    [doc.getTextboxes({ includeHeadersAndFooters: true, includeBody: true }), false],
    [doc.getFootnotes(), false],
    [doc.getFooters(), true],
  ];
  // word-extractor marks cells with \t (kept, as the DOCX reader keeps them) and other structure with control characters.
  const lines = parts.filter(([text]) => text.trim() !== '').flatMap(([text, margin]): StyledTextLine[] => text
    .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, '\n').replace(/\r\n?/g, '\n').split('\n')
    .map((line) => (margin ? { text: line, margin } : { text: line })));
  return contentFromStyledLines('doc', lines, [], { keepTabs: true });
}
