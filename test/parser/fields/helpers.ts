// Builds extractor input from plain lines (optionally "24|Text" = font size 24), so each
// test case stays one line. All people are fictitious.
import type { TextLine } from '../../../src/parser/types.js';
import { buildDocument, type CvDocument } from '../../../src/parser/fields/document.js';

export function linesOf(...rows: string[]): TextLine[] {
  return rows.map((row) => {
    const m = row.match(/^(\d+(?:\.\d+)?)\|(.*)$/s);
    return m ? { text: m[2] ?? '', page: 1, fontSize: Number(m[1]) } : { text: row, page: 1 };
  });
}

export function docOf(...rows: string[]): CvDocument {
  const lines = linesOf(...rows);
  return buildDocument({ text: lines.map((l) => l.text).join('\n'), lines });
}
