// A word processor template's placeholders left unfilled: "[Job Title] | [Company Name] | [Dates From] – [To]",
// "[Street Address], [City, ST ZIP Code]", Word's "Click or tap here to enter text.". Read as values, a placeholder line
// over a real job became its title and employer, and a person's address "[Street Address]". Pure.
import type { ExtractedContent } from '../types.js';

/** A bracketed placeholder: capitalised words (and a comma or slash between them), no digit. */
const BRACKETED = /\[\p{Lu}[\p{L}'’.&/ -]*(?:,\s*\p{Lu}[\p{L}'’.&/ -]*)*\]/gu;
/** What may stand between placeholders on their line: separators, dashes, spaces. */
const SEPARATORS_ONLY = /^[\s|•·,;:–—/-]*$/u;
/** Word's own placeholder sentences of a content control (English; other languages' files mark theirs, see docx.ts). */
const WORD_PROMPT = /^(?:click|tap|click or tap) (?:here )?to enter (?:a |the )?(?:text|date)\.?$/iu;

/** Whether the line is placeholders alone: bracketed ones with nothing but separators between them, or Word's prompt. */
export function isPlaceholderLine(text: string): boolean {
  const line = text.trim();
  if (line === '') return false;
  if (WORD_PROMPT.test(line)) return true;
  if (!line.includes('[')) return false;
  const rest = line.replace(BRACKETED, '');
  return rest !== line && SEPARATORS_ONLY.test(rest);
}

/** The content without its placeholder lines; the same object when it has none. */
export function withoutPlaceholderLines(content: ExtractedContent): ExtractedContent {
  if (!content.lines.some((l) => isPlaceholderLine(l.text))) return content;
  return {
    ...content,
    text: content.text.split('\n').filter((line) => !isPlaceholderLine(line.replace(/\t/g, ' '))).join('\n'),
    lines: content.lines.filter((l) => !isPlaceholderLine(l.text)),
  };
}
