// Shared helpers that turn plain text into the ExtractedContent every extractor returns,
// so all formats normalise whitespace the same way (STYLE.md practice 12).
import type { ExtractedContent, ExtractedImage, ResumeFormat, TextLine } from '../types.js';

/** Collapse runs of spaces/tabs, trim each line, drop runs of blank lines down to one. */
export function normaliseText(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u200b\u200e\u200f\ufeff\u00ad]/g, '')
    .split('\n')
    .map((l) => l.replace(/[ \t\f\v]+/g, ' ').trim());
  const out: string[] = [];
  for (const line of lines) {
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(line);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

/** Lines without layout information (every format but PDF); blank lines are dropped. */
export function linesFromText(text: string, page = 1): TextLine[] {
  return text
    .split('\n')
    .filter((t) => t.trim() !== '')
    .map((t) => ({ text: t, page }));
}

export function contentFromText(format: ResumeFormat, raw: string, images: ExtractedImage[] = []): ExtractedContent {
  const text = normaliseText(raw);
  return { format, text, lines: linesFromText(text), images, ocr: false };
}
