// Runs of a PDF's text layer written as tuples in a test (as pdf.js gives them: [text, x, y, width, font size, font]).
import type { PositionedText } from '../../../src/parser/extract/pdf-layout.js';

export type Run = [string, number, number, number, number, string];

export const itemsOf = (runs: readonly Run[]): PositionedText[] =>
  runs.map(([str, x, y, width, fontSize, font]) => ({ str, x, y, width, fontSize, font }));
